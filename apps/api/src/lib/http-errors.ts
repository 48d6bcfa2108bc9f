/** An error whose body is what the client reads: {detail}, field errors, or {error}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export type FieldErrors = Record<string, string[]>;

export const badRequest = (detail: string) => new HttpError(400, { detail });
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });

export function tooManyRequests(retryAfter: number, detail?: string) {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new HttpError(
    429,
    { detail: detail ?? `Too many requests. Please try again in ${seconds} seconds.`, retry_after: seconds },
    { 'retry-after': String(seconds) },
  );
}
