import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder, found from this file whether it runs from src/ or the dist/ bundle. */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the api package root');
    dir = parent;
  }
  return dir;
}

const root = findPackageRoot();

export const packagePath = (...parts: string[]) => path.join(root, ...parts);
/** The built web app, served by the API in production. */
export const webDistPath = path.join(root, '..', 'web', 'dist');
