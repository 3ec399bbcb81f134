import { Hono } from 'hono';
import { reportQuerySchema } from '../../core/reports/income-analysis';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validate } from '../http/validate';
import { expenseReport } from '../services/reports/expense-report';
import { incomeReport } from '../services/reports/income-report';

/** The report screens are Pro (403 pro-required for free users). */
export function reportRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use('*', requirePro(db))
    .get('/income', validate('query', reportQuerySchema), async (c) =>
      c.json(await incomeReport(db, c.var.user.id, c.req.valid('query'))),
    )
    .get('/expenses', validate('query', reportQuerySchema), async (c) =>
      c.json(await expenseReport(db, c.var.user.id, c.req.valid('query'))),
    );
}
