/** A real 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

/** A multipart form as a browser sends it; `file` is [field, bytes, filename, claimed type]. */
export function form(fields: Record<string, string | number>, file?: [string, Buffer, string, string?]) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  if (file)
    fd.append(file[0], new Blob([new Uint8Array(file[1])], { type: file[3] ?? 'application/octet-stream' }), file[2]);
  return fd;
}
