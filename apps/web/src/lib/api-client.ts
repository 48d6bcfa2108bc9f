import { clearCookie, readCookie } from './cookies';

/** Spec part 1 section 7 and 9: the CSRF cookie and header names. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const CSRF_COOKIE_PATH = '/api/csrf-cookie/';

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const UNSAFE_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type ApiErrorData = Record<string, unknown> | string | null;

/** A non-2xx answer: the status and the parsed body. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: ApiErrorData;

  constructor(status: number, data: ApiErrorData) {
    super(errorDataToText(data));
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The detail field, else the whole answer as text, else "An unexpected error occurred." */
export function errorDataToText(data: ApiErrorData): string {
  if (data == null || data === '') return UNEXPECTED_ERROR;
  if (typeof data === 'string') return data;
  if (typeof data.detail === 'string') return data.detail;
  const parts = Object.entries(data).map(([key, value]) => {
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    return key === 'non_field_errors' ? text : `${key}: ${text}`;
  });
  return parts.length > 0 ? parts.join(' ') : UNEXPECTED_ERROR;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An answer's text as JSON when it is JSON, else the text itself (null when empty). */
export function parseAnswerText(text: string): ApiErrorData {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return text;
  }
}

async function parseBody(response: Response): Promise<ApiErrorData> {
  return parseAnswerText(await response.text());
}

/** GET /api/csrf-cookie/: sets the readable csrftoken cookie. Throws when the call fails. */
export async function fetchCsrfCookie(): Promise<void> {
  const response = await fetch(CSRF_COOKIE_PATH, { method: 'GET', credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await parseBody(response));
}

/** The csrftoken cookie's value, fetching the cookie first when it is absent (null if that fails). */
export async function csrfToken(): Promise<string | null> {
  let token = readCookie(CSRF_COOKIE);
  if (!token) {
    try {
      await fetchCsrfCookie();
    } catch (error) {
      console.warn('Could not fetch the CSRF cookie.', error);
    }
    token = readCookie(CSRF_COOKIE);
  }
  if (!token) console.warn('CSRF token missing; sending the request without it.');
  return token;
}

/** After a CSRF refusal: forget the stale cookie and fetch a fresh one. */
export async function renewCsrfCookie(): Promise<void> {
  clearCookie(CSRF_COOKIE);
  try {
    await fetchCsrfCookie();
  } catch (error) {
    console.warn('Could not refetch the CSRF cookie.', error);
  }
}

/** A 403 that names CSRF: the token was stale, so the caller fetches a new cookie and tries once more. */
export function isCsrfFailure(status: number, data: ApiErrorData): boolean {
  if (status !== 403 || data == null) return false;
  const detail = typeof data === 'string' ? data : data.detail;
  return typeof detail === 'string' && detail.toUpperCase().includes('CSRF');
}

/** A 403 whose answer says the subscription is not active: a write refused because the plan lapsed. */
export function isSubscriptionLapse(status: number, data: ApiErrorData): boolean {
  return status === 403 && data !== null && typeof data === 'object' && data.subscription_active === false;
}

let lapseListener: (() => void) | null = null;

/** The error for a non-2xx answer; a lapsed subscription also tells the auth provider (see onSubscriptionLapse). */
export function failedAnswer(status: number, data: ApiErrorData): ApiError {
  if (isSubscriptionLapse(status, data)) lapseListener?.();
  return new ApiError(status, data);
}

/** The auth provider listens here, so every call that meets a lapsed subscription sends the user to renew. */
export function onSubscriptionLapse(listener: () => void): () => void {
  lapseListener = listener;
  return () => {
    if (lapseListener === listener) lapseListener = null;
  };
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
};

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function send(method: Method, url: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (!isForm) headers.set('Content-Type', 'application/json');
  if (UNSAFE_METHODS.has(method)) {
    const token = await csrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  }
  let body: BodyInit | undefined;
  if (options.body !== undefined) body = isForm ? (options.body as FormData) : JSON.stringify(options.body);
  return fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
}

/** One call to the API: cookies sent, JSON in and out, CSRF header on unsafe methods, one retry after a CSRF 403. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  let response = await send(method, url, options);
  let data = await parseBody(response);
  if (UNSAFE_METHODS.has(method) && isCsrfFailure(response.status, data)) {
    await renewCsrfCookie();
    response = await send(method, url, options);
    data = await parseBody(response);
  }
  if (!response.ok) throw failedAnswer(response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
