/** File types we accept, recognised from their first bytes (never from the name or the browser's claim). */
export type FileKind = { mime: string; ext: string };

const PNG: FileKind = { mime: 'image/png', ext: 'png' };
const JPEG: FileKind = { mime: 'image/jpeg', ext: 'jpg' };
const GIF: FileKind = { mime: 'image/gif', ext: 'gif' };
const WEBP: FileKind = { mime: 'image/webp', ext: 'webp' };
const PDF: FileKind = { mime: 'application/pdf', ext: 'pdf' };

export const IMAGE_KINDS = [PNG, JPEG, GIF, WEBP];
export const EVIDENCE_KINDS = [...IMAGE_KINDS, PDF];

const startsWith = (b: Buffer, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);

export function sniffFileKind(b: Buffer): FileKind | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return JPEG;
  if (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a') return GIF;
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return WEBP;
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return PDF;
  return null;
}

export const mimeForExt = (ext: string) =>
  EVIDENCE_KINDS.find((k) => k.ext === ext)?.mime ?? 'application/octet-stream';
