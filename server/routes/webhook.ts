import { Hono } from 'hono';
import { stripeEventSchema } from '../../core/stripe-event';
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
    } catch (error) {
      // The SDK parses the body only once the signature matched.
      if (error instanceof SyntaxError) throw invalidEvent({ event: 'The body is not JSON' });
      throw new ApiError('validation-failed', 'The webhook signature is not valid.', {
        'stripe-signature': 'The signature does not match the payload',
      });
    }
    // Signed by Stripe, yet not necessarily the shape our handlers read: refused rather than failing inside them.
    const parsed = stripeEventSchema.safeParse(event);
    if (!parsed.success) {
      throw invalidEvent(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.') || 'event', issue.message]),
        ),
      );
    }
    const outcome = await applyStripeEvent(db, event);
    c.var.log.info({ eventId: event.id, type: event.type, outcome }, 'billing event');
    return c.json({ received: true, outcome });
  });
}

const invalidEvent = (fields: Record<string, string>) =>
  new ApiError('validation-failed', 'The webhook event is not valid.', fields);
