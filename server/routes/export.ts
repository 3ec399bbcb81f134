import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { localDate } from '../../core/dates';
import {
  exportFileName,
  exportMessages,
  exportQuerySchema,
  type ExportFormat,
} from '../../core/export/items-export';
import { taxSummaryFileName, taxSummaryQuerySchema } from '../../core/export/tax-summary';
import { calendarDateSchema } from '../../core/items';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { exportChunks, yearsWithItems } from '../services/export/export-items';
import { itemCountOf } from '../services/items/item-count';
import { taxSummaryFor } from '../services/export/tax-summary';

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

const exportQuery = exportQuerySchema.extend({ today: calendarDateSchema.optional() });

const download = (fileName: string) => ({
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'no-store',
});

export function exportRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', validate('query', exportQuery), async (c) => {
      const { format, today } = c.req.valid('query');
      const userId = c.var.user.id;
      if ((await itemCountOf(db, userId)) === 0) throw new ApiError('not-found', exportMessages.noData);
      c.header('Content-Type', contentTypes[format]);
      for (const [name, value] of Object.entries(download(exportFileName(format, today ?? localDate())))) {
        c.header(name, value);
      }
      return stream(c, async (out) => {
        for await (const chunk of exportChunks(db, userId, format)) await out.write(chunk);
      });
    })
    .get('/years', async (c) => c.json({ years: await yearsWithItems(db, c.var.user.id) }))
    .get('/tax-summary', validate('query', taxSummaryQuerySchema), async (c) => {
      const { year } = c.req.valid('query');
      const text = await taxSummaryFor(db, c.var.user.id, year);
      return c.body(text, 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        ...download(taxSummaryFileName(year)),
      });
    });
}
