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

/**
 * Markup a browser could run: an HTML or SVG tag (its name ends at whitespace, `/` or `>`, as
 * the HTML tokenizer reads it) or a `javascript:` address. Requiring the end of the tag name
 * keeps a random `<svg` inside a large photo's compressed bytes from refusing it.
 */
const ACTIVE_MARKUP = /<(?:script|html|iframe|svg)[\t\n\f\r />]|<!doctype\s+html|javascript:/i;

/**
 * Whether the bytes carry active markup anywhere, e.g. a PNG/HTML polyglot: a valid image
 * header followed by `<html><script>`, which a browser that sniffs content would run. Read as
 * latin1 (one char per byte, no decoding to fail), so 10 MB is scanned in milliseconds.
 */
export function hasActiveMarkup(data: Uint8Array): boolean {
  return ACTIVE_MARKUP.test(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1'));
}

/**
 * The accepted kind the bytes are, or null when they are something else (or nothing known), or
 * when they also carry markup a browser could run (so no upload anywhere can smuggle script).
 */
export async function sniffFileKind(data: Uint8Array, accepted: readonly FileKind[]): Promise<FileKind | null> {
  const found = await fileTypeFromBuffer(data);
  const kind = accepted.find((k) => k.mime === found?.mime) ?? null;
  return kind && !hasActiveMarkup(data) ? kind : null;
}

export const mimeForExt = (ext: string) =>
  EVIDENCE_KINDS.find((k) => k.ext === ext)?.mime ?? 'application/octet-stream';
