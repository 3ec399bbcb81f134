import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscription } from '../db/schema';
import { signedInUser } from '../testing/api-helpers';
import { freePort } from '../testing/free-port';
import { createTestApp, type TestApp } from '../testing/test-app';
import { StripeBillingProvider } from './stripe-provider';

// Stripe cannot be reached (its API address refuses connections). Checkout, activation and
// cancellation answer 503 with a clear message, and nothing is half-written: the plan is as it was.
const unreachable = {
  error: {
    code: 'unavailable',
    message: 'The payment service cannot be reached right now. Please try again later.',
  },
};

let t: TestApp;
beforeAll(async () => {
  const closedPort = await freePort();
  t = await createTestApp({
    billing: () => ({
      provider: new StripeBillingProvider({
        secretKey: 'sk_test_x',
        priceId: 'price_test_pro',
        apiUrl: `http://127.0.0.1:${closedPort}`,
      }),
    }),
  });
});
afterAll(async () => {
  await t?.close();
});

describe('Stripe unreachable', () => {
  it('checkout and activation answer 503 and leave the user on the free plan', async () => {
    const user = await signedInUser(t);
    const before: unknown = await (await user.request('/api/subscription')).json();

    const checkout = await user.request('/api/billing/checkout', { method: 'POST' });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toEqual(unreachable);
    const activate = await user.request('/api/billing/activate', { json: { sessionId: 'cs_test_anything' } });
    expect(activate.status).toBe(503);
    expect(await activate.json()).toEqual(unreachable);

    expect(await (await user.request('/api/subscription')).json()).toEqual(before);
    const [row] = await t.db.select().from(subscription).where(eq(subscription.userId, user.id));
    expect(row).toMatchObject({ tier: 'free', stripeCustomerId: null, stripeSubscriptionId: null });
  }, 30_000);

  it('cancellation answers 503 and the subscription keeps running as it was', async () => {
    const user = await signedInUser(t);
    await user.request('/api/subscription');
    await t.db
      .update(subscription)
      .set({ tier: 'pro', status: 'active', stripeSubscriptionId: 'sub_test_live' })
      .where(eq(subscription.userId, user.id));

    const res = await user.request('/api/cancel-subscription', { json: {} });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(unreachable);
    expect(await (await user.request('/api/subscription')).json()).toMatchObject({
      tier: 'pro',
      cancelAtPeriodEnd: false,
    });
  }, 30_000);
});
