import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import { sessionLookup } from '../auth/session-lookup';
import type { Database } from '../db/client';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** Answers 401 unless the request carries a live session; sets c.var.user for the handlers after it. */
export function requireUser(auth: Auth, db: Database) {
  const signedInUser = sessionLookup(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await signedInUser(getCookie(c));
    if (!user) throw new ApiError('unauthenticated', 'Please sign in to continue.');
    c.set('user', user);
    await next();
  });
}
