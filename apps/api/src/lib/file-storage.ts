import fs from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from './random';

/** Where uploads live. Local disk now; an S3-compatible store can implement the same three calls. */
export type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

/** Keys are `<folder>/<random>.<ext>`: unguessable, and safe as a path. */
export const newFileKey = (folder: string, ext: string) => `${folder}/${randomToken().slice(0, 32)}.${ext}`;
export const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;

export function localDiskStorage(root: string): FileStorage {
  const full = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Bad file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async read(key) {
      try {
        return await fs.readFile(full(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
