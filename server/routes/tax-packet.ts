import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { localDate } from '../../core/dates';
import { taxYearQuerySchema } from '../../core/tax/schedule-c-api';
import { taxPacketFileName } from '../../core/tax/tax-packet';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validate } from '../http/validate';
import type { ReceiptFiles } from '../services/receipts/receipt-files';
import { taxPacketArchive } from '../services/tax/build-tax-packet';

// GET /api/tax/packet?year= (Pro), the tax packet zip.
export function taxPacketRoutes(db: Database, receipts: ReceiptFiles) {
  return new Hono<AppEnv>().get(
    '/packet',
    requirePro(db),
    validate('query', taxYearQuerySchema),
    async (c) => {
      const { year } = c.req.valid('query');
      const zip = await taxPacketArchive(db, receipts.store, c.var.user, year, localDate());
      return c.body(Readable.toWeb(zip) as ReadableStream, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${taxPacketFileName(year)}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
}
