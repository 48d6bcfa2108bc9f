import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serializeError } from '../lib/db-errors';
import { HttpError } from '../lib/http-errors';
import { issuesToFieldErrors } from '../lib/validation';

/**
 * The app logger's options (the server's and the tests'): credentials are redacted from request
 * logs, and errors are logged without SQL parameters (see serializeError).
 */
export function appLoggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}

/** Every failure answers in the shapes the screens read: {detail} or {field: [messages]}. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // A refused upload may be only partly read: close the connection rather than read the rest.
    if (request.isMultipart?.()) reply.header('connection', 'close');
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send(err.body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'Invalid value.',
      }));
      return reply.code(400).send(issuesToFieldErrors(issues));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ detail: 'The request is too large.' });
    if (status === 415) return reply.code(415).send({ detail: 'Unsupported media type.' });
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.code(400).send({ detail: 'The request body is not valid JSON.' });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: err.message });
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
}
