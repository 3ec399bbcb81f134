import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiErrorStatus, type ApiErrorBody, type ApiErrorCode } from '../../core/api-errors';

/** An expected failure a route answers with the API's error body (docs/api.md "Errors"). */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function respondWithError(c: Context, error: ApiError) {
  return c.json(
    errorBody(error.code, error.message, error.fields),
    apiErrorStatus[error.code] as ContentfulStatusCode,
  );
}

/** The part of a zod error we read (zod's and zod/v4/core's errors both fit). */
interface ZodIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** zod issues as `{field: message}`, the first message of each field, for the `fields` of a 400. */
export function fieldMessages(error: ZodIssues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // Forms key their messages on the top-level field (a bad tag is a problem of `tags`).
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    fields[field] ??= issue.message;
  }
  return fields;
}

export function validationFailed(error: ZodIssues): ApiError {
  return new ApiError('validation-failed', 'Some fields are not valid.', fieldMessages(error));
}
