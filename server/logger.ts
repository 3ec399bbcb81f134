import pino from 'pino';
import { loggableError } from './loggable-error';

export type Logger = pino.Logger;

// Never let a secret reach the logs, whatever object a caller passes.
const redactPaths = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.secret',
  'headers.cookie',
  'headers.authorization',
  'req.headers.cookie',
];

/**
 * The server's logger; tests pass a destination to read what would have been written. An error logged as `err` keeps
 * what finds the fault and never the values a database error carries (loggable-error.ts).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: loggableError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A request path fit for the logs: tokens in reset links are masked, and the query string is dropped. */
export function loggablePath(pathname: string): string {
  return pathname.replace(/(\/reset-password\/)[^/?]+/, '$1[token]');
}
