import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { getSubscription } from '../services/subscription/get-subscription';

export function subscriptionRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await getSubscription(db, c.var.user.id)));
}
