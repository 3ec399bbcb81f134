import { ApiRequestError, apiErrorOf, networkErrorMessage } from './api';

/** How much of a request body has gone: `total` is 0 while the browser does not know it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

interface UploadOptions {
  /** Called as the body goes out. */
  onProgress?: (progress: UploadProgress) => void;
  /** Called once the whole body has gone and the server is working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/** The share of an upload done, 0 to 100; 0 until the size is known. */
export function uploadPercent({ loaded, total }: UploadProgress): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((loaded / total) * 100));
}

/**
 * POST of a multipart form (a file and its fields) with the session cookie. XMLHttpRequest rather than fetch:
 * only it reports the upload's progress. Errors are ApiRequestError, as apiFetch's; an abort rejects with an
 * AbortError.
 */
export function postForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { onProgress, onUploaded, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was stopped.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    request.upload.onload = () => onUploaded?.();
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(apiErrorOf(request.status, body));
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', networkErrorMessage));
    request.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
