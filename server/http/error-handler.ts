import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, errorBody, respondWithError } from './api-error';
import type { AppEnv } from './app-env';
import { reportError } from '../error-reporting';

const unavailableMessage = 'The service is currently unavailable. Please try again later.';
const crossSiteMessage = 'This request came from another site and was refused.';
const paymentsUnavailableMessage = 'The payment service cannot be reached right now. Please try again later.';

/** The one place a thrown error becomes a response: expected ones keep their code, the rest are logged. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) return respondWithError(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    if (error.status === 413)
      return c.json(errorBody('payload-too-large', 'The request body is too large.'), 413);
    if (error.status === 400) {
      return c.json(errorBody('validation-failed', error.message || 'The request is not valid.'), 400);
    }
    if (error.status === 403) {
      // hono's csrf middleware: a form posted to us from another site.
      return c.json(errorBody('cross-site-request', crossSiteMessage), 403);
    }
    return error.getResponse();
  }
  // The Stripe SDK's StripeConnectionError: the payment provider could not be reached (nothing was charged).
  if ((error as { type?: unknown }).type === 'StripeConnectionError') {
    c.var.log?.error({ err: error }, 'payment provider unreachable');
    return c.json(errorBody('unavailable', paymentsUnavailableMessage), 503);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.log?.error({ err: error }, 'database unavailable');
    return c.json(errorBody('unavailable', unavailableMessage), 503);
  }
  c.var.log?.error({ err: error }, 'unexpected error');
  reportError(error);
  return c.json(errorBody('internal', `Something went wrong on our side (request ${c.var.requestId}).`), 500);
}

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (connectionErrorCodes.has(code) || code.startsWith('08'))) return true;
    if (/Connection terminated|PGlite is closed|not currently accepting connections/i.test(cause.message))
      return true;
  }
  return false;
}
