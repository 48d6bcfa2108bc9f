import { fileTypeFromBuffer } from 'file-type';

/** File types we accept, recognised from their bytes (never from the name or the browser's claim). */
export type FileKind = { mime: string; ext: string };

/**
 * Images as phones and browsers produce them, HEIC/HEIF included (iPhone photos). SVG and HTML
 * are never images here: they can carry script.
 */
export const IMAGE_KINDS: readonly FileKind[] = [
  { mime: 'image/png', ext: 'png' },
  { mime: 'image/jpeg', ext: 'jpg' },
  { mime: 'image/gif', ext: 'gif' },
  { mime: 'image/webp', ext: 'webp' },
  { mime: 'image/heic', ext: 'heic' },
  { mime: 'image/heif', ext: 'heif' },
];
export const EVIDENCE_KINDS: readonly FileKind[] = [...IMAGE_KINDS, { mime: 'application/pdf', ext: 'pdf' }];

/** The accepted kind the bytes are, or null when they are something else (or nothing known). */
export async function sniffFileKind(data: Uint8Array, accepted: readonly FileKind[]): Promise<FileKind | null> {
  const found = await fileTypeFromBuffer(data);
  return accepted.find((kind) => kind.mime === found?.mime) ?? null;
}

export const mimeForExt = (ext: string) =>
  EVIDENCE_KINDS.find((k) => k.ext === ext)?.mime ?? 'application/octet-stream';
