import { readApiErrorBody } from '../../core/api-error-body';

/** A failed API call: status 0 means the server could not be reached. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const networkErrorMessage = 'Network error. Please check your internet connection and try again.';

/** The ApiRequestError of a refused call: the server's error body (docs/api.md "Errors") when it sent one. */
export function apiErrorOf(status: number, body: unknown): ApiRequestError {
  const parsed = readApiErrorBody(body);
  if (parsed) {
    const { code, message, fields } = parsed.error;
    return new ApiRequestError(status, code, message, fields);
  }
  return new ApiRequestError(status, 'unknown', `Database error: ${status}`);
}

/** Same-origin JSON call with the session cookie; errors become ApiRequestError with the server's code. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiRequestError(0, 'network', networkErrorMessage);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, body);
  return body as T;
}
