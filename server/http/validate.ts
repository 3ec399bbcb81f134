import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError, validationFailed } from './api-error';

/**
 * zValidator whose failures answer DESIGN's 400 body with field messages, or `failAs` when a bad value means
 * something else (a malformed id in a path is simply not found).
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
