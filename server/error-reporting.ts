import { reportableError } from './loggable-error';
import type { Logger } from './logger';

type Capture = (error: unknown) => void;

let capture: Capture | null = null;

/**
 * With SENTRY_DSN set, server errors go to Sentry; without it nothing is sent anywhere and the SDK is not even
 * loaded.
 */
export async function initErrorReporting(dsn: string | undefined, environment: string, logger: Logger) {
  if (!dsn) return;
  const Sentry = await import('@sentry/node');
  // No request bodies, cookies or user data: errors and their stack traces only.
  Sentry.init({ dsn, environment, tracesSampleRate: 0 });
  capture = (error) => Sentry.captureException(error);
  logger.info('error reporting to Sentry is on');
}

/** Reports an error; a database error goes without the values of its statement (loggable-error.ts). */
export function reportError(error: unknown) {
  capture?.(reportableError(error));
}
