import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError, validationFailed } from './api-error';

/**
 * zValidator whose failures answer the API's 400 validation-failed body with field messages (docs/api.md
 * "Errors"), or `failAs` when a bad value means something else (a malformed id in a path is not found).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  failAs?: ApiError,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw failAs ?? validationFailed(result.error);
  });
}
