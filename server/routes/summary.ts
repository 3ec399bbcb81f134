import { Hono } from 'hono';
import { summaryQuerySchema } from '../../core/summary';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { getSummary } from '../services/summary/get-summary';

export function summaryRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', validate('query', summaryQuerySchema), async (c) =>
    c.json(await getSummary(db, c.var.user.id, c.req.valid('query'))),
  );
}
