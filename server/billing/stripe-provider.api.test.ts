import { eq } from 'drizzle-orm';
import { signedInUser as newSignedInUser } from '../testing/api-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '../../core/subscription';
import { subscription } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in';
import { StripeBillingProvider } from './stripe-provider';

// Checkout, activation and cancellation through the real `stripe` SDK against a local stand-in for its API.
// This app has Stripe keys but no webhook secret.

let stripe: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    billing: () => ({
      provider: new StripeBillingProvider({
        secretKey: 'sk_test_x',
        priceId: 'price_test_pro',
        apiUrl: stripe.url,
      }),
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

type UserRequest = ReturnType<TestApp['authed']>;

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const unauthenticated = { error: { code: 'unauthenticated', message: 'Please sign in to continue.' } };
const sessionNotFound = {
  error: {
    code: 'not-found',
    message: 'This checkout session was not found.',
    fields: { sessionId: 'Checkout session not found' },
  },
};
const notPaid = {
  error: {
    code: 'validation-failed',
    message: 'This checkout has not been paid.',
    fields: { sessionId: 'The checkout has not been paid' },
  },
};
const invalidSessionId = (message: string) => ({
  error: { code: 'validation-failed', message: 'Some fields are not valid.', fields: { sessionId: message } },
});
const nothingToCancel = {
  error: { code: 'validation-failed', message: 'There is no active Pro subscription to cancel.' },
};
const routeNotFound = { error: { code: 'not-found', message: 'The requested document was not found.' } };

/** A new user, signed in: their id, email and a request function carrying their session. */
const signedInUser = () => newSignedInUser(t, { label: 'subscriber' });

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown };
}

async function startCheckout(request: UserRequest) {
  const res = await request('/api/billing/checkout', { method: 'POST' });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { url: string };
}

const activate = (request: UserRequest, sessionId: unknown) =>
  request('/api/billing/activate', { json: { sessionId } });

/** Checkout, payment on the stand-in and activation: the user is Pro. */
async function proUser() {
  const signedIn = await signedInUser();
  await startCheckout(signedIn.request);
  const paid = stripe.payCheckout(signedIn.id);
  const res = await activate(signedIn.request, paid.sessionId);
  if (res.status !== 200) throw new Error(`activate answered ${res.status}: ${await res.text()}`);
  return { ...signedIn, paid, activated: (await res.json()) as Subscription };
}

async function storedRow(userId: string) {
  const [row] = await t.db.select().from(subscription).where(eq(subscription.userId, userId));
  return row;
}

async function readSubscription(request: UserRequest) {
  return (await (await request('/api/subscription')).json()) as Subscription;
}

describe('POST /api/billing/checkout (Stripe)', () => {
  it("answers the session's URL, having asked Stripe for a monthly Pro subscription for this user", async () => {
    const { id, email, request } = await signedInUser();
    const before = stripe.requests.length;

    const res = await request('/api/billing/checkout', { method: 'POST' });

    expect(res.status).toBe(200);
    const body = (await res.json()) as { url: string };
    const created = stripe.requests.slice(before);
    expect(created).toHaveLength(1);
    const { status, response, ...call } = created[0]!;
    expect(call).toEqual({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_x',
      params: {
        mode: 'subscription',
        'line_items[0][price]': 'price_test_pro',
        'line_items[0][quantity]': '1',
        customer_email: email,
        client_reference_id: id,
        success_url: 'http://localhost:3000/subscription?success=true&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/subscription?canceled=true',
      },
    });
    const session = response as { id: string; url: string };
    expect(status).toBe(200);
    expect(session.id).toMatch(/^cs_test_/);
    expect(body).toEqual({ url: `https://checkout.stripe.test/c/pay/${session.id}` });
    expect(body.url).toBe(session.url);
    // Checkout alone changes nothing.
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'active' });
  });

  it('answers 401 without a session and never calls Stripe', async () => {
    const before = stripe.requests.length;
    const res = await t.request('/api/billing/checkout', { method: 'POST' });
    expect(await json(res)).toEqual({ status: 401, body: unauthenticated });
    expect(stripe.requests.length).toBe(before);
  });
});

describe('POST /api/billing/activate (Stripe)', () => {
  it('makes the owner of a paid, complete session Pro for the period Stripe reports', async () => {
    const { id, request } = await signedInUser();
    await startCheckout(request);
    const paid = stripe.payCheckout(id);

    const res = await activate(request, paid.sessionId);

    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text) as Subscription;
    expect(body).toEqual({
      tier: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: paid.periodStart.toISOString(),
      currentPeriodEnd: paid.periodEnd.toISOString(),
      createdAt: expect.stringMatching(ISO_INSTANT) as unknown,
      updatedAt: expect.stringMatching(ISO_INSTANT) as unknown,
    });
    // The server asked Stripe for the session with its subscription.
    const retrieved = stripe.requestsTo('GET', `/v1/checkout/sessions/${paid.sessionId}`);
    expect(retrieved.map((r) => r.params)).toEqual([{ 'expand[0]': 'subscription' }]);
    // Provider ids are stored, and never sent to the browser.
    expect(await storedRow(id)).toMatchObject({
      stripeCustomerId: paid.customerId,
      stripeSubscriptionId: paid.subscriptionId,
    });
    expect(text).not.toMatch(/stripe|customerId|subscriptionId/i);
    expect(text).not.toContain(paid.customerId);
    expect(text).not.toContain(paid.subscriptionId);
    expect(await readSubscription(request)).toEqual(body);
  });

  it('answers the same subscription when the same session is activated again, changing nothing', async () => {
    const { id, request, paid, activated } = await proUser();
    const rowBefore = await storedRow(id);

    const res = await activate(request, paid.sessionId);

    expect(await json(res)).toEqual({ status: 200, body: activated });
    const rowAfter = await storedRow(id);
    expect(rowAfter).toEqual(rowBefore);
    expect(rowAfter!.updatedAt.toISOString()).toBe(activated.updatedAt);
  });

  it('refuses an unpaid session with 400 and leaves the user free', async () => {
    const { request } = await signedInUser();
    const { url } = await startCheckout(request);
    const sessionId = url.split('/').pop()!;

    const res = await activate(request, sessionId);

    expect(await json(res)).toEqual({ status: 400, body: notPaid });
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'active' });
  });

  it("answers 404 for another user's paid session: neither user becomes Pro through it", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    await startCheckout(owner.request);
    const paid = stripe.payCheckout(owner.id);

    const res = await activate(other.request, paid.sessionId);

    expect(await json(res)).toEqual({ status: 404, body: sessionNotFound });
    expect(await readSubscription(other.request)).toMatchObject({ tier: 'free', status: 'active' });
    expect((await storedRow(other.id))!.stripeSubscriptionId).toBeNull();
    expect(await readSubscription(owner.request)).toMatchObject({ tier: 'free', status: 'active' });
    // The owner can still activate their own session.
    const own = await activate(owner.request, paid.sessionId);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ tier: 'pro', status: 'active' });
  });

  it('answers 404 for a session Stripe does not know (its resource_missing error)', async () => {
    const { request } = await signedInUser();
    const res = await activate(request, 'cs_test_unknown');
    expect(await json(res)).toEqual({ status: 404, body: sessionNotFound });
    expect(stripe.requestsTo('GET', '/v1/checkout/sessions/cs_test_unknown')).toHaveLength(1);
  });

  it.each([
    ['an empty id', '', 'Checkout session id is required'],
    ['only spaces', '   ', 'Checkout session id is required'],
    ['no id at all', undefined, 'Checkout session id is required'],
    ['a number', 42, 'Checkout session id is required'],
    ['a space inside', 'a b', 'Checkout session id is not valid'],
    ['a slash', 'cs_test/../x', 'Checkout session id is not valid'],
    ['300 characters', 'c'.repeat(300), 'Checkout session id is not valid'],
  ])('answers 400 for %s, without asking Stripe', async (_, sessionId, message) => {
    const { request } = await signedInUser();
    const before = stripe.requests.length;
    const res = await activate(request, sessionId);
    expect(await json(res)).toEqual({ status: 400, body: invalidSessionId(message) });
    expect(stripe.requests.length).toBe(before);
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/billing/activate', { json: { sessionId: 'cs_test_x' } });
    expect(await json(res)).toEqual({ status: 401, body: unauthenticated });
  });
});

describe('POST /api/cancel-subscription (Stripe)', () => {
  it('asks Stripe to cancel at period end and answers cancelAtPeriodEnd true; the user stays Pro', async () => {
    const { request, paid, activated } = await proUser();

    const res = await request('/api/cancel-subscription', { json: {} });

    expect(res.status).toBe(200);
    const body = (await res.json()) as Subscription;
    expect(body).toEqual({
      ...activated,
      cancelAtPeriodEnd: true,
      updatedAt: expect.stringMatching(ISO_INSTANT) as unknown,
    });
    const calls = stripe.requestsTo('POST', `/v1/subscriptions/${paid.subscriptionId}`);
    expect(calls.map((call) => call.params)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(body).toMatchObject({ tier: 'pro', status: 'active' });
    expect(await readSubscription(request)).toEqual(body);
  });

  it('answers the same a second time without asking Stripe again', async () => {
    const { request, paid } = await proUser();
    const first = await json(await request('/api/cancel-subscription', { json: {} }));

    const second = await json(await request('/api/cancel-subscription', { json: {} }));

    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${paid.subscriptionId}`)).toHaveLength(1);
  });

  it('answers 400 for a free user and never calls Stripe', async () => {
    const { request } = await signedInUser();
    const before = stripe.requests.length;

    const res = await request('/api/cancel-subscription', { json: {} });

    expect(await json(res)).toEqual({ status: 400, body: nothingToCancel });
    expect(stripe.requests.length).toBe(before);
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', cancelAtPeriodEnd: false });
  });

  it('answers 500 and leaves cancelAtPeriodEnd false when Stripe refuses the cancellation', async () => {
    const { id, request } = await signedInUser();
    // A Pro row whose subscription Stripe does not know: the SDK's call fails with resource_missing.
    await request('/api/subscription');
    await t.db
      .update(subscription)
      .set({ tier: 'pro', status: 'active', stripeSubscriptionId: 'sub_test_unknown' })
      .where(eq(subscription.userId, id));

    const res = await request('/api/cancel-subscription', { json: {} });

    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: {
        code: 'internal',
        message: expect.stringMatching(/^Something went wrong on our side/) as unknown,
      },
    });
    expect(await readSubscription(request)).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: false });
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/cancel-subscription', { json: {} });
    expect(await json(res)).toEqual({ status: 401, body: unauthenticated });
  });
});

// Resuming a cancelled plan before its period ends goes through the real SDK to Stripe
// (cancel_at_period_end=false), then the record.
describe('POST /api/subscription/resume (Stripe)', () => {
  it('asks Stripe to renew the subscription again and answers cancelAtPeriodEnd false', async () => {
    const { request, paid, activated } = await proUser();
    expect((await json(await request('/api/cancel-subscription', { json: {} }))).status).toBe(200);

    const res = await request('/api/subscription/resume', { method: 'POST' });

    expect(res.status).toBe(200);
    const body = (await res.json()) as Subscription;
    expect(body).toEqual({
      ...activated,
      cancelAtPeriodEnd: false,
      updatedAt: expect.stringMatching(ISO_INSTANT) as unknown,
    });
    const calls = stripe.requestsTo('POST', `/v1/subscriptions/${paid.subscriptionId}`);
    expect(calls.map((call) => call.params)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ]);
    // Stripe's own subscription renews again.
    expect(calls[1]!.response).toMatchObject({ id: paid.subscriptionId, cancel_at_period_end: false });
    expect(await readSubscription(request)).toEqual(body);
  });

  it('answers 400 without asking Stripe when the subscription was not cancelled', async () => {
    const { request, paid } = await proUser();
    const res = await request('/api/subscription/resume', { method: 'POST' });
    expect(await json(res)).toEqual({
      status: 400,
      body: {
        error: { code: 'validation-failed', message: 'There is no canceled Pro subscription to resume.' },
      },
    });
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${paid.subscriptionId}`)).toHaveLength(0);
  });

  it('answers 500 and stays cancelled when Stripe refuses', async () => {
    const { id, request } = await signedInUser();
    await request('/api/subscription');
    await t.db
      .update(subscription)
      .set({
        tier: 'pro',
        status: 'active',
        stripeSubscriptionId: 'sub_test_unknown',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      })
      .where(eq(subscription.userId, id));

    const res = await request('/api/subscription/resume', { method: 'POST' });

    expect(res.status).toBe(500);
    expect(await readSubscription(request)).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true });
  });

  it('answers 401 without a session', async () => {
    const before = stripe.requests.length;
    const res = await t.request('/api/subscription/resume', { method: 'POST' });
    expect(await json(res)).toEqual({ status: 401, body: unauthenticated });
    expect(stripe.requests.length).toBe(before);
  });
});

describe('after a cancelled subscription has ended (Stripe)', () => {
  it('activating the old paid session again does not make the user Pro again', async () => {
    const { id, request, paid } = await proUser();
    expect((await json(await request('/api/cancel-subscription', { json: {} }))).status).toBe(200);
    // The period is over: Stripe ends the subscription, and the next read downgrades the user.
    stripe.endSubscription(paid.subscriptionId);
    await t.db
      .update(subscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscription.userId, id));
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'inactive' });

    const res = await activate(request, paid.sessionId);

    // Whatever the answer, the ended subscription must not come back as a fresh Pro one.
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'inactive' });
    expect(res.status).not.toBe(500);
  });
});

describe('test-mode routes with Stripe configured', () => {
  it('answers 404 for the test checkout page and its Pay button', async () => {
    const { request } = await signedInUser();
    const { url } = await startCheckout(request);
    const sessionId = url.split('/').pop()!;

    const view = await request(`/api/billing/test-checkout/${sessionId}`);
    const complete = await request('/api/billing/test-checkout/complete', { json: { sessionId } });

    expect(await json(view)).toEqual({ status: 404, body: routeNotFound });
    expect(await json(complete)).toEqual({ status: 404, body: routeNotFound });
    expect(await readSubscription(request)).toMatchObject({ tier: 'free' });
  });
});

describe('POST /api/billing/webhook without a webhook secret', () => {
  it('answers 404: webhooks are not configured', async () => {
    const res = await t.app.request('http://localhost:3000/api/billing/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_test_1', object: 'event', type: 'checkout.session.completed' }),
    });
    expect(await json(res)).toEqual({
      status: 404,
      body: { error: { code: 'not-found', message: 'Webhooks are not configured on this server.' } },
    });
  });
});
