import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';

// Issue 21: GET/POST/DELETE /api/tax/forms-1099, POST /api/tax/forms-1099/read, GET /api/tax/reconciliation, POST /api/tax/reconciliation/fix.
export function forms1099Routes(db: Database) {
  void db;
  return new Hono<AppEnv>();
}
