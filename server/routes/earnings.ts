import { Hono } from 'hono';
import { earningsQuerySchema, earningsTargetSchema, weekGridQuerySchema } from '../../core/earnings/shifts';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { earningsOfPeriod, saveEarningsTarget, weekGridOfUser } from '../services/earnings/earnings';

/** What the shifts really paid, per platform, week and hour of the week, after costs and tax. */
export function earningsRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', validate('query', earningsQuerySchema), async (c) =>
      c.json(await earningsOfPeriod(db, c.var.user.id, c.req.valid('query'))),
    )
    .get('/hours', validate('query', weekGridQuerySchema), async (c) =>
      c.json(await weekGridOfUser(db, c.var.user.id, c.req.valid('query').to)),
    )
    .put('/target', validate('json', earningsTargetSchema), async (c) =>
      c.json(await saveEarningsTarget(db, c.var.user.id, c.req.valid('json').netPerHour)),
    );
}
