import type { Context, Env, MiddlewareHandler } from 'hono';

/**
 * `middleware` for every request but those `skip` picks, which go straight on. hono's `except` does the same
 * through `some` and `every`, which build a composed chain of their own at every request, and every request of
 * the API passes four of them.
 */
export function unless<E extends Env>(
  skip: (c: Context<E>) => boolean,
  middleware: MiddlewareHandler<E>,
): MiddlewareHandler<E> {
  return (c, next) => (skip(c) ? next() : middleware(c, next));
}

/** A `skip` for requests to exactly one of `paths`. */
export function toPaths(paths: readonly string[]): (c: Context) => boolean {
  const named = new Set(paths);
  return (c) => named.has(c.req.path);
}
