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

/** The server's logger; tests pass a destination to read what would have been written. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/** A request path fit for the logs: tokens in reset links are masked, and the query string is dropped. */
export function loggablePath(pathname: string): string {
  return pathname.replace(/(\/reset-password\/)[^/?]+/, '$1[token]');
}
