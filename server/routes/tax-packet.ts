import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import type { ReceiptFiles } from '../services/receipts/receipt-files';

// Issue 21: GET /api/tax/packet?year= (Pro), the tax packet zip.
export function taxPacketRoutes(db: Database, receipts: ReceiptFiles) {
  void db;
  void receipts;
  return new Hono<AppEnv>();
}
