import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FileKind, sniffFileKind } from '../lib/file-type';
import { fieldErrors, HttpError } from '../lib/http-errors';

/** The largest upload anywhere (payment evidence); each form sets its own lower bound. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 31 },
  });
}

const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export type FileRule = {
  field: string;
  maxBytes: number;
  kinds: readonly FileKind[];
  typeMessage: string;
  sizeMessage: string;
};
export type UploadedFile = { data: Buffer; kind: FileKind };
export type FormInput = { fields: Record<string, unknown>; file: UploadedFile | null };

/**
 * Reads a form sent as multipart (with at most one file) or as JSON. The file's type is
 * checked from its bytes; a wrong type or size is a 400 naming the field.
 */
export async function readForm(request: FastifyRequest, rule?: FileRule): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, file: null };
  }
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!rule || part.fieldname !== rule.field) {
        part.file.resume();
        throw fieldErrors({ [part.fieldname]: ['Unexpected file.'] });
      }
      const data = await readLimited(part.file, rule.maxBytes);
      if (data === null) throw fieldErrors({ [rule.field]: [rule.sizeMessage] });
      if (data.length === 0) continue; // an empty file input means "no new file"
      const kind = await sniffFileKind(data, rule.kinds);
      if (!kind) throw fieldErrors({ [rule.field]: [rule.typeMessage] });
      file = { data, kind };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' && rule) throw fieldErrors({ [rule.field]: [rule.sizeMessage] });
    if (code !== undefined && LIMIT_CODES.has(code))
      throw new HttpError(413, { detail: 'The upload is too large or has too many parts.' });
    // Everything else here comes from parsing the body (no or wrong boundary, cut-off body,
    // broken part headers): the client's fault, and nothing of ours to log.
    throw new HttpError(400, { detail: 'The form data could not be read.' });
  }
  return { fields, file };
}

async function readLimited(stream: NodeJS.ReadableStream, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      (stream as NodeJS.ReadableStream & { resume(): void }).resume();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
