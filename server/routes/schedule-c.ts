import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';

// Issue 21: GET /api/tax/schedule-c, GET/PUT /api/tax/category-lines, GET/PUT /api/tax/vehicle-use.
export function scheduleCRoutes(db: Database) {
  void db;
  return new Hono<AppEnv>();
}
