import { Hono } from 'hono';
import { taxEstimateQuerySchema, taxProfileSchema } from '../../core/tax/tax-api';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validate } from '../http/validate';
import { estimateForUser } from '../services/tax/estimate-for-user';
import { getTaxProfile, saveTaxProfile } from '../services/tax/tax-profile';

export function taxRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/estimate', requirePro(db), validate('query', taxEstimateQuerySchema), async (c) =>
      c.json(await estimateForUser(db, c.var.user.id, c.req.valid('query'))),
    )
    .get('/profile', async (c) => c.json(await getTaxProfile(db, c.var.user.id)))
    .put('/profile', validate('json', taxProfileSchema), async (c) =>
      c.json(await saveTaxProfile(db, c.var.user.id, c.req.valid('json'))),
    );
}
