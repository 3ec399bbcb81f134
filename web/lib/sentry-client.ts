import * as Sentry from '@sentry/react';

/**
 * The Sentry SDK, loaded only by error-reporting.ts after consent and only when the server has a DSN. Errors and
 * stack traces only: no tracing, no session replay, no personal data.
 */
export function initSentry(dsn: string): (error: unknown) => void {
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    tracesSampleRate: 0,
    // A finance app: no user fields, cookies, headers, query strings (reset tokens) or bodies leave the browser.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      urlQueryParams: false,
      httpBodies: [],
    },
  });
  return (error) => {
    Sentry.captureException(error);
  };
}
