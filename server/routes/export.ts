import { Hono } from 'hono';
import { taxSummaryFileName, taxSummaryQuerySchema } from '../../core/export/tax-summary';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { taxSummaryFor } from '../services/export/tax-summary';

export function exportRoutes(db: Database) {
  return new Hono<AppEnv>().get('/tax-summary', validate('query', taxSummaryQuerySchema), async (c) => {
    const { year } = c.req.valid('query');
    const text = await taxSummaryFor(db, c.var.user.id, year);
    return c.body(text, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${taxSummaryFileName(year)}"`,
      'Cache-Control': 'no-store',
    });
  });
}
