import { Hono } from 'hono';
import { calendarQuerySchema } from '../../core/calendar';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { calendarMonth } from '../services/calendar/calendar-month';

export function calendarRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', validate('query', calendarQuerySchema), async (c) =>
    c.json(await calendarMonth(db, c.var.user.id, c.req.valid('query').month)),
  );
}
