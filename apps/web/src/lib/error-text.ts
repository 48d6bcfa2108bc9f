import { isApiError } from './api-client';

type Data = Record<string, unknown>;

/** The parsed error body of an API failure, when it is an object. */
export function errorData(error: unknown): Data | null {
  if (isApiError(error) && error.data && typeof error.data === 'object') return error.data;
  return null;
}

/** The first string of a field's error list (or the field itself when it is a string). */
export function firstFieldError(data: Data | null, field: string): string | undefined {
  const value = data?.[field];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/** The first of `error`, `message` or `detail` on the answer. */
export function serverMessage(data: Data | null): string | undefined {
  for (const key of ['error', 'message', 'detail']) {
    const value = data?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** The server's detail (or error, message), else the given fallback. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(errorData(error)) ?? fallback;
}
