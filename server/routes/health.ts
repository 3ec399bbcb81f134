import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';

export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    try {
      if (!(await database.reachable())) throw new Error('the embedded database thread has stopped');
    } catch (error) {
      c.var.log.error({ err: error }, 'health check: database unreachable');
      throw new ApiError('unavailable', 'The service is currently unavailable. Please try again later.');
    }
    return c.json({ status: 'ok', database: database.kind });
  });
}
