import type { ApiErrorBody } from './api-errors';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The API's error body (docs/api.md "Errors", apiErrorBodySchema) read without zod: every API call of the web
 * app reads its errors with this, so zod stays out of the signed-in first load. Accepts exactly what the
 * schema accepts (api-error-body.test.ts checks both on the same inputs) and answers null otherwise.
 */
export function readApiErrorBody(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { error: { code, message } };
  if (!isRecord(fields)) return null;
  const read: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    // As zod's record does: a "__proto__" key (JSON.parse makes it an own key) is left out, unchecked, never copied.
    if (name === '__proto__') continue;
    if (typeof value !== 'string') return null;
    read[name] = value;
  }
  return { error: { code, message, fields: read } };
}
