import { Hono } from 'hono';
import { applyStripeEvent, verifyStripeEvent } from '../billing/stripe-webhook';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { BillingSetup } from './billing';

/** POST /api/billing/webhook: signed by the provider, not by a session. */
export function webhookRoutes(db: Database, billing: BillingSetup) {
  return new Hono<AppEnv>().post('/', async (c) => {
    if (!billing.webhookSecret)
      throw new ApiError('not-found', 'Webhooks are not configured on this server.');
    // The signature covers the exact bytes sent, so the body is read as text, never re-serialised.
    const rawBody = await c.req.text();
    let event;
    try {
      event = verifyStripeEvent(rawBody, c.req.header('stripe-signature') ?? '', billing.webhookSecret);
    } catch {
      throw new ApiError('validation-failed', 'The webhook signature is not valid.', {
        'stripe-signature': 'The signature does not match the payload',
      });
    }
    const outcome = await applyStripeEvent(db, event);
    c.var.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
    return c.json({ received: true, outcome });
  });
}
