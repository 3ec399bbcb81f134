import { Hono } from 'hono';
import { summaryQuerySchema } from '../../core/summary';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { requireSessionToken, unauthenticated } from '../http/require-user';
import { validate } from '../http/validate';
import { getSummary, getSummaryOfSession } from '../services/summary/get-summary';

/**
 * The dashboard's figures check their session inside their own statements (two side by side instead of a
 * lookup before them); app.ts mounts this with requireSessionToken in front instead of requireUser.
 */
export function summaryRoutes(auth: Auth, db: Database) {
  return new Hono<AppEnv>().get(
    '/',
    requireSessionToken(auth),
    validate('query', summaryQuerySchema),
    async (c) => {
      // A tax preparer reading a client's books: the client view has checked the grant and set the client as user.
      const summary = c.var.viewer
        ? await getSummary(db, c.var.user.id, c.req.valid('query'))
        : await getSummaryOfSession(db, c.var.sessionToken, c.req.valid('query'));
      if (!summary) throw unauthenticated();
      return c.json(summary);
    },
  );
}
