import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** Answers 401 unless the request carries a live session; sets c.var.user for the handlers after it. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError('unauthenticated', 'Please sign in to continue.');
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  });
}
