import { Hono } from 'hono';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { getSubscription } from '../services/subscription/get-subscription';
import { resumeSubscription } from '../services/subscription/resume-subscription';
import { providerOf, type BillingSetup } from './billing';

export function subscriptionRoutes(db: Database, billing: BillingSetup) {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => c.json(await getSubscription(db, c.var.user.id)))
      // Undo a cancellation before the period ends; the user comes from the session, not the body.
      .post('/resume', async (c) => c.json(await resumeSubscription(db, providerOf(billing), c.var.user.id)))
  );
}
