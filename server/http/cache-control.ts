import type { MiddlewareHandler } from 'hono';

/**
 * Every /api answer is `Cache-Control: no-store` unless its route chose a policy of its own: answers carry a
 * person's figures, session or export, and neither the browser's cache nor a proxy or CDN in between may keep
 * them (a shared computer, a shared cache). Errors too, since they can name what was asked for, and health, which
 * must report the present. Public answers with no one's data set their own: the config (`no-cache`) and the tax
 * calendar feed, the same for everyone (a day).
 */
export function noStoreUnlessSet(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
