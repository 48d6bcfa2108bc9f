import {
  type ApiErrorData,
  CSRF_HEADER,
  csrfToken,
  failedAnswer,
  isCsrfFailure,
  parseAnswerText,
  renewCsrfCookie,
} from './api-client';

/** How much of the body has gone up: `fraction` is 0 to 1 (null while the size is unknown). */
export type UploadProgress = { loaded: number; total: number; fraction: number | null };

export type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** Thrown when the request never got an answer (offline, connection dropped). */
export class UploadNetworkError extends Error {
  constructor() {
    super('The upload could not reach the server. Check your connection and try again.');
    this.name = 'UploadNetworkError';
  }
}

type Answer = { status: number; data: ApiErrorData };

function sendOnce(path: string, body: FormData, token: string | null, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        fraction: event.lengthComputable && event.total > 0 ? event.loaded / event.total : null,
      });
    };
    xhr.onload = () => resolve({ status: xhr.status, data: parseAnswerText(xhr.responseText) });
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.ontimeout = () => reject(new UploadNetworkError());
    const abort = () => xhr.abort();
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onloadend = () => options.signal?.removeEventListener('abort', abort);
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', abort);
    xhr.send(body);
  });
}

/**
 * A multipart POST that reports upload progress. fetch cannot (its request streams give no
 * progress for a FormData body), so this uses XMLHttpRequest, with the same contract as
 * lib/api-client's `request`: cookies sent, the CSRF header, one retry after a CSRF 403, and an
 * ApiError for any non-2xx answer.
 */
export async function uploadForm<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  let answer = await sendOnce(path, body, await csrfToken(), options);
  if (isCsrfFailure(answer.status, answer.data)) {
    await renewCsrfCookie();
    answer = await sendOnce(path, body, await csrfToken(), options);
  }
  if (answer.status < 200 || answer.status >= 300) throw failedAnswer(answer.status, answer.data);
  return answer.data as T;
}
