import { Hono, type Context } from 'hono';
import { checkoutSessionSchema, checkoutStartSchema, type CheckoutStartInput } from '../../core/billing';
import { isPro } from '../../core/subscription';
import { getSubscription } from '../services/subscription/get-subscription';
import { checkoutReturnUrls, type BillingProvider } from '../billing/billing-provider';
import type { Database } from '../db/client';
import { ApiError, validationFailed } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { activateSubscription } from '../services/subscription/activate-subscription';
import { cancelSubscription } from '../services/subscription/cancel-subscription';
import { completeTestCheckout, getTestCheckout } from '../services/subscription/test-checkout';

export interface BillingSetup {
  /** null when billing is off (production without Stripe keys and without BILLING_TEST_MODE=1). */
  provider: BillingProvider | null;
  webhookSecret?: string | undefined;
}

export function providerOf(billing: BillingSetup): BillingProvider {
  if (!billing.provider) throw new ApiError('unavailable', 'Billing is not configured on this server.');
  return billing.provider;
}

const checkoutSessionParam = validate(
  'param',
  checkoutSessionSchema,
  new ApiError('not-found', 'This checkout session was not found.'),
);

/**
 * The checkout's input: no body at all (Subscription's Subscribe sends none), or JSON checked by
 * checkoutStartSchema.
 */
async function checkoutStartOf(c: Context<AppEnv>): Promise<CheckoutStartInput> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('validation-failed', 'The request body is not valid JSON.');
  }
  const parsed = checkoutStartSchema.safeParse(body);
  if (!parsed.success) throw validationFailed(parsed.error);
  return parsed.data;
}

/** /api/billing/* for signed-in users (the webhook is mounted on its own, see webhook.ts). */
export function billingRoutes(db: Database, billing: BillingSetup, appUrl: string) {
  const testModeOnly = () => {
    if (billing.provider?.mode !== 'test')
      throw new ApiError('not-found', 'The requested document was not found.');
  };
  return new Hono<AppEnv>()
    .post('/checkout', async (c) => {
      const { returnTo } = await checkoutStartOf(c);
      const { email, id } = c.var.user;
      // A second checkout would start a second paid subscription.
      if (isPro(await getSubscription(db, id))) {
        throw new ApiError('validation-failed', 'You already have a Pro subscription.');
      }
      const url = await providerOf(billing).createCheckout({
        userId: id,
        email,
        ...checkoutReturnUrls(new URL(appUrl).origin, returnTo),
      });
      return c.json(url);
    })
    .post('/activate', validate('json', checkoutSessionSchema), async (c) =>
      c.json(
        await activateSubscription(db, providerOf(billing), c.var.user.id, c.req.valid('json').sessionId),
      ),
    )
    .get('/test-checkout/:sessionId', checkoutSessionParam, async (c) => {
      testModeOnly();
      return c.json(await getTestCheckout(db, c.var.user.id, c.req.valid('param').sessionId));
    })
    .post('/test-checkout/complete', validate('json', checkoutSessionSchema), async (c) => {
      testModeOnly();
      return c.json(await completeTestCheckout(db, c.var.user.id, c.req.valid('json').sessionId));
    });
}

/** POST /api/cancel-subscription; the user and subscription come from the session, never from the body. */
export function cancelSubscriptionRoutes(db: Database, billing: BillingSetup) {
  return new Hono<AppEnv>().post('/', async (c) =>
    c.json(await cancelSubscription(db, providerOf(billing), c.var.user.id)),
  );
}
