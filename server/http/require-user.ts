import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import { sessionLookup, sessionTokenReader } from '../auth/session-lookup';
import type { Database } from '../db/client';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** The API's 401 of a request without a live session (docs/api.md "Errors"). */
export const unauthenticated = () => new ApiError('unauthenticated', 'Please sign in to continue.');

/** Answers 401 unless the request carries a live session; sets c.var.user for the handlers after it. */
export function requireUser(auth: Auth, db: Database) {
  const signedInUser = sessionLookup(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await signedInUser(getCookie(c));
    if (!user) throw unauthenticated();
    c.set('user', user);
    await next();
  });
}

/**
 * Answers 401 unless the request carries a validly signed session cookie, and sets c.var.sessionToken
 * for a handler that checks the session is live inside its own statement (liveSessionUserId), saving a round trip.
 * That handler must answer 401 itself when the session turns out revoked or expired.
 */
export function requireSessionToken(auth: Auth) {
  const tokenOf = sessionTokenReader(auth);
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = await tokenOf(getCookie(c));
    if (!token) throw unauthenticated();
    c.set('sessionToken', token);
    await next();
  });
}
