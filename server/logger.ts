import pino from 'pino';

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

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' } });
}

/** A request path fit for the logs: tokens in reset links are masked, and the query string is dropped. */
export function loggablePath(pathname: string): string {
  return pathname.replace(/(\/reset-password\/)[^/?]+/, '$1[token]');
}
