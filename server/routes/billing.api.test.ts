import { randomBytes } from 'node:crypto';
import { signedInUser as newSignedInUser } from '../testing/api-helpers';
import { addMonths } from 'date-fns';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCheckoutView } from '../../core/billing';
import type { Subscription } from '../../core/subscription';
import { budgetItem, subscription, testCheckoutSession } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { handleError } from '../http/error-handler';
import { requirePro } from '../http/require-pro';
import { requireUser } from '../http/require-user';
import { createTestApp, type TestApp } from '../testing/test-app';

// The default harness: billing in the built-in test mode (docs/api.md, "Test-mode billing"), no webhook
// secret.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type UserRequest = ReturnType<TestApp['authed']>;

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const TEST_SESSION_ID = /^cs_test_[0-9a-f]{24}$/;
const unauthenticated = { error: { code: 'unauthenticated', message: 'Please sign in to continue.' } };
const checkoutNotFound = { error: { code: 'not-found', message: 'This checkout session was not found.' } };
const notPaid = {
  error: {
    code: 'validation-failed',
    message: 'This checkout has not been paid.',
    fields: { sessionId: 'The checkout has not been paid' },
  },
};
const limitReached = {
  error: {
    code: 'subscription-limit-reached',
    message: 'You have reached the limit for your current subscription plan.',
  },
};
const proRequired = {
  error: { code: 'pro-required', message: 'You need a Pro subscription to use this feature.' },
};
const billingOff = { error: { code: 'unavailable', message: 'Billing is not configured on this server.' } };
const routeNotFound = { error: { code: 'not-found', message: 'The requested document was not found.' } };

/** A new user, signed in: their id, email, session cookie and a request function carrying it. */
const signedInUser = (app: TestApp = t) => newSignedInUser(app, { label: 'billing' });

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown };
}

/** POST /api/billing/checkout in test mode: the session id from the answered URL. */
async function startTestCheckout(request: UserRequest) {
  const res = await request('/api/billing/checkout', { method: 'POST' });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  return { url, sessionId: new URL(url, 'http://localhost').searchParams.get('session_id')! };
}

const payTestCheckout = (request: UserRequest, sessionId: unknown) =>
  request('/api/billing/test-checkout/complete', { json: { sessionId } });

const activate = (request: UserRequest, sessionId: unknown) =>
  request('/api/billing/activate', { json: { sessionId } });

/** The whole test-mode flow: checkout, Pay, activate. */
async function proUser() {
  const signedIn = await signedInUser();
  const { sessionId } = await startTestCheckout(signedIn.request);
  expect((await payTestCheckout(signedIn.request, sessionId)).status).toBe(200);
  expect((await activate(signedIn.request, sessionId)).status).toBe(200);
  return { ...signedIn, sessionId };
}

async function readSubscription(request: UserRequest) {
  return (await (await request('/api/subscription')).json()) as Subscription;
}

async function storedRow(userId: string) {
  const [row] = await t.db.select().from(subscription).where(eq(subscription.userId, userId));
  return row!;
}

async function setSubscription(userId: string, values: Partial<typeof subscription.$inferInsert>) {
  await t.db.update(subscription).set(values).where(eq(subscription.userId, userId));
}

async function insertItemsDirectly(userId: string, n: number) {
  await t.db.insert(budgetItem).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      transactionId: `TX-BILL${i}${randomBytes(4).toString('hex')}`.toUpperCase(),
      type: 'expense' as const,
      category: 'Gas',
      amountCents: 100,
      date: '2026-01-01',
    })),
  );
}

const addItem = (request: UserRequest) =>
  request('/api/items', { json: { type: 'income', category: 'Rideshare', amount: 1, date: '2026-03-02' } });

describe('test-mode checkout', () => {
  it("answers the test checkout page's URL and stores an open session for the user", async () => {
    const { id, email, request } = await signedInUser();

    const { url, sessionId } = await startTestCheckout(request);

    expect(url).toBe(`/billing/test-checkout?session_id=${sessionId}`);
    expect(sessionId).toMatch(TEST_SESSION_ID);
    const [row] = await t.db.select().from(testCheckoutSession).where(eq(testCheckoutSession.id, sessionId));
    expect(row).toMatchObject({
      userId: id,
      email,
      status: 'open',
      successUrl: `http://localhost:3000/subscription?success=true&session_id=${sessionId}`,
      cancelUrl: 'http://localhost:3000/subscription?canceled=true',
    });
  });

  it("carries a Pro gate's page to come back to in the success and cancel URLs, and Pay answers it", async () => {
    const { request } = await signedInUser();

    const res = await request('/api/billing/checkout', { json: { returnTo: '/reports/taxes?year=2026' } });

    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const sessionId = new URL(url, 'http://localhost').searchParams.get('session_id')!;
    const [row] = await t.db.select().from(testCheckoutSession).where(eq(testCheckoutSession.id, sessionId));
    expect(row).toMatchObject({
      successUrl: `http://localhost:3000/subscription?success=true&session_id=${sessionId}&returnTo=%2Freports%2Ftaxes%3Fyear%3D2026`,
      cancelUrl: 'http://localhost:3000/subscription?canceled=true&returnTo=%2Freports%2Ftaxes%3Fyear%3D2026',
    });
    expect(await json(await payTestCheckout(request, sessionId))).toEqual({
      status: 200,
      body: { successUrl: row!.successUrl },
    });
  });

  it.each([
    ['an absolute URL of another site', 'https://evil.example/reports/taxes'],
    ['an absolute URL of this very app', 'http://localhost:3000/reports/taxes'],
    ['a protocol-relative URL', '//evil.example/reports/taxes'],
    ['a backslash URL', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a number', 42],
  ])('refuses %s as the page to come back to, with 400 and no checkout started', async (_, returnTo) => {
    const { id, request } = await signedInUser();

    const res = await request('/api/billing/checkout', { json: { returnTo } });

    expect(await json(res)).toEqual({
      status: 400,
      body: {
        error: {
          code: 'validation-failed',
          message: 'Some fields are not valid.',
          fields: { returnTo: 'The return address must be a path of this site' },
        },
      },
    });
    expect(await t.db.select().from(testCheckoutSession).where(eq(testCheckoutSession.userId, id))).toEqual(
      [],
    );
  });

  it('refuses unknown fields and a body that is not JSON, with 400', async () => {
    const { request } = await signedInUser();
    const unknown = await request('/api/billing/checkout', { json: { successUrl: 'https://evil.example' } });
    expect(unknown.status).toBe(400);
    const notJson = await request('/api/billing/checkout', {
      method: 'POST',
      body: '{"returnTo": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await json(notJson)).toEqual({
      status: 400,
      body: { error: { code: 'validation-failed', message: 'The request body is not valid JSON.' } },
    });
  });

  it('refuses a second checkout to a user who is already Pro', async () => {
    const { request } = await signedInUser();
    const { sessionId } = await startTestCheckout(request);
    await request('/api/billing/test-checkout/complete', { json: { sessionId } });
    const again = await request('/api/billing/checkout', { json: {} });
    expect(await json(again)).toEqual({
      status: 400,
      body: { error: { code: 'validation-failed', message: 'You already have a Pro subscription.' } },
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/billing/checkout', { method: 'POST' });
    expect(await json(res)).toEqual({ status: 401, body: unauthenticated });
  });

  it('GET /api/billing/test-checkout/:id shows the plan of the open session', async () => {
    const { email, request } = await signedInUser();
    const { sessionId } = await startTestCheckout(request);

    const res = await request(`/api/billing/test-checkout/${sessionId}`);

    expect(await json(res)).toEqual({
      status: 200,
      body: {
        sessionId,
        email,
        priceLabel: '$9.99 per month',
        status: 'open',
        cancelUrl: 'http://localhost:3000/subscription?canceled=true',
      } satisfies TestCheckoutView,
    });
  });

  it("answers 404 for another user's session, an unknown one and a malformed id", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const { sessionId } = await startTestCheckout(owner.request);

    for (const path of [sessionId, 'cs_test_unknown', 'a%20b', 'c'.repeat(300)]) {
      const res = await other.request(`/api/billing/test-checkout/${path}`);
      expect({ path, ...(await json(res)) }).toEqual({ path, status: 404, body: checkoutNotFound });
    }
  });

  it('refuses to activate before paying: 400, still free', async () => {
    const { request } = await signedInUser();
    const { sessionId } = await startTestCheckout(request);

    const res = await activate(request, sessionId);

    expect(await json(res)).toEqual({ status: 400, body: notPaid });
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'active' });
  });

  it('Pay completes the session, makes the user Pro for a month and answers the success URL', async () => {
    const { id, request } = await signedInUser();
    const { sessionId } = await startTestCheckout(request);

    const res = await payTestCheckout(request, sessionId);

    expect(await json(res)).toEqual({
      status: 200,
      body: { successUrl: `http://localhost:3000/subscription?success=true&session_id=${sessionId}` },
    });
    const paid = await readSubscription(request);
    expect(paid).toEqual({
      tier: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: expect.stringMatching(ISO_INSTANT) as unknown,
      currentPeriodEnd: expect.stringMatching(ISO_INSTANT) as unknown,
      createdAt: expect.stringMatching(ISO_INSTANT) as unknown,
      updatedAt: expect.stringMatching(ISO_INSTANT) as unknown,
    });
    // A successful checkout starts the period now and ends it one month later.
    const start = new Date(paid.currentPeriodStart!);
    expect(Date.now() - start.getTime()).toBeLessThan(60_000);
    expect(paid.currentPeriodEnd).toBe(addMonths(start, 1).toISOString());
    const row = await storedRow(id);
    expect(row.stripeCustomerId).toMatch(/^cus_test_/);
    expect(row.stripeSubscriptionId).toMatch(/^sub_test_/);
    expect((await json(await request(`/api/billing/test-checkout/${sessionId}`))).body).toMatchObject({
      status: 'complete',
    });

    // The return to /subscription activates the session: the same Pro subscription, nothing changed.
    const activated = await activate(request, sessionId);
    expect(await json(activated)).toEqual({ status: 200, body: paid });
    const replay = await activate(request, sessionId);
    expect(await json(replay)).toEqual({ status: 200, body: paid });
    expect((await storedRow(id)).updatedAt.toISOString()).toBe(paid.updatedAt);
  });

  it("answers 404 to Pay for another user's session, and neither user becomes Pro", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const { sessionId } = await startTestCheckout(owner.request);

    const res = await payTestCheckout(other.request, sessionId);

    expect(await json(res)).toEqual({ status: 404, body: checkoutNotFound });
    expect(await readSubscription(other.request)).toMatchObject({ tier: 'free' });
    expect(await readSubscription(owner.request)).toMatchObject({ tier: 'free' });
    expect((await json(await owner.request(`/api/billing/test-checkout/${sessionId}`))).body).toMatchObject({
      status: 'open',
    });
  });

  it("answers 404 to activating another user's paid session", async () => {
    const owner = await proUser();
    const other = await signedInUser();

    const res = await activate(other.request, owner.sessionId);

    expect(await json(res)).toEqual({
      status: 404,
      body: {
        error: { ...checkoutNotFound.error, fields: { sessionId: 'Checkout session not found' } },
      },
    });
    expect(await readSubscription(other.request)).toMatchObject({ tier: 'free' });
  });
});

describe('POST /api/cancel-subscription (test mode)', () => {
  it('sets cancelAtPeriodEnd and keeps the user Pro until the period ends', async () => {
    const { request } = await proUser();
    const before = await readSubscription(request);

    const res = await request('/api/cancel-subscription', { json: {} });

    expect(await json(res)).toEqual({
      status: 200,
      body: { ...before, cancelAtPeriodEnd: true, updatedAt: expect.stringMatching(ISO_INSTANT) as unknown },
    });
    expect(await readSubscription(request)).toMatchObject({
      tier: 'pro',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });

  it('answers 400 for a free user', async () => {
    const { request } = await signedInUser();
    const res = await request('/api/cancel-subscription', { json: {} });
    expect(await json(res)).toEqual({
      status: 400,
      body: {
        error: { code: 'validation-failed', message: 'There is no active Pro subscription to cancel.' },
      },
    });
  });
});

// Resuming a subscription cancelled at period end, in test mode (its own record is the whole state).
describe('POST /api/subscription/resume (test mode)', () => {
  const nothingToResume = {
    error: { code: 'validation-failed', message: 'There is no canceled Pro subscription to resume.' },
  };

  it('undoes the cancellation: the plan renews again, and reads so after', async () => {
    const { request } = await proUser();
    const cancelled = (await (
      await request('/api/cancel-subscription', { json: {} })
    ).json()) as Subscription;
    expect(cancelled.cancelAtPeriodEnd).toBe(true);

    const res = await request('/api/subscription/resume', { method: 'POST' });

    expect(await json(res)).toEqual({
      status: 200,
      body: {
        ...cancelled,
        cancelAtPeriodEnd: false,
        updatedAt: expect.stringMatching(ISO_INSTANT) as unknown,
      },
    });
    expect(await readSubscription(request)).toMatchObject({
      tier: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    // It can be cancelled again, and resumed again.
    expect((await request('/api/cancel-subscription', { json: {} })).status).toBe(200);
    expect(await json(await request('/api/subscription/resume', { method: 'POST' }))).toMatchObject({
      status: 200,
      body: { cancelAtPeriodEnd: false },
    });
  });

  it('answers 400 with its message when nothing was cancelled, and changes nothing', async () => {
    const { request } = await proUser();
    const before = await readSubscription(request);
    expect(await json(await request('/api/subscription/resume', { method: 'POST' }))).toEqual({
      status: 400,
      body: nothingToResume,
    });
    expect(await readSubscription(request)).toEqual(before);
  });

  it('answers 400 for a free user', async () => {
    const { request } = await signedInUser();
    expect(await json(await request('/api/subscription/resume', { method: 'POST' }))).toEqual({
      status: 400,
      body: nothingToResume,
    });
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', cancelAtPeriodEnd: false });
  });

  it('answers 400 once the cancelled period has ended: the user is free and stays free', async () => {
    const { id, request } = await proUser();
    expect((await request('/api/cancel-subscription', { json: {} })).status).toBe(200);
    await setSubscription(id, { currentPeriodEnd: new Date(Date.now() - 1000) });

    expect(await json(await request('/api/subscription/resume', { method: 'POST' }))).toEqual({
      status: 400,
      body: nothingToResume,
    });
    expect(await readSubscription(request)).toMatchObject({
      tier: 'free',
      status: 'inactive',
      cancelAtPeriodEnd: false,
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/subscription/resume', { method: 'POST' });
    expect(await json(res)).toEqual({ status: 401, body: unauthenticated });
  });
});

describe('period-end downgrade', () => {
  it('a cancelled subscription whose period has ended reads as free/inactive, and the item limit is back', async () => {
    const { id, request } = await proUser();
    expect((await request('/api/cancel-subscription', { json: {} })).status).toBe(200);
    await insertItemsDirectly(id, 10);
    await setSubscription(id, { currentPeriodEnd: new Date(Date.now() - 1000) });

    const res = await request('/api/subscription');

    expect(res.status).toBe(200);
    const body = (await res.json()) as Subscription;
    expect(body).toMatchObject({ tier: 'free', status: 'inactive', cancelAtPeriodEnd: false });
    expect(await json(await addItem(request))).toEqual({ status: 402, body: limitReached });
  });

  it('the limit applies at once when the ended period is first noticed by adding an item', async () => {
    const { id, request } = await proUser();
    expect((await request('/api/cancel-subscription', { json: {} })).status).toBe(200);
    await insertItemsDirectly(id, 10);
    await setSubscription(id, { currentPeriodEnd: new Date(Date.now() - 1000) });

    expect(await json(await addItem(request))).toEqual({ status: 402, body: limitReached });
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'inactive' });
  });

  it('is not downgraded while the cancelled period is still running', async () => {
    const { id, request } = await proUser();
    expect((await request('/api/cancel-subscription', { json: {} })).status).toBe(200);
    await setSubscription(id, { currentPeriodEnd: new Date(Date.now() + 60_000) });

    expect(await readSubscription(request)).toMatchObject({
      tier: 'pro',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    await insertItemsDirectly(id, 10);
    expect((await addItem(request)).status).toBe(201);
  });

  it('is not downgraded when the period has ended but the subscription was not cancelled (it renews)', async () => {
    const { id, request } = await proUser();
    await setSubscription(id, { currentPeriodEnd: new Date(Date.now() - 1000) });

    expect(await readSubscription(request)).toMatchObject({
      tier: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    await insertItemsDirectly(id, 10);
    expect((await addItem(request)).status).toBe(201);
  });

  it('activating the old test checkout again after the downgrade does not make the user Pro again', async () => {
    const { id, request, sessionId } = await proUser();
    expect((await request('/api/cancel-subscription', { json: {} })).status).toBe(200);
    await setSubscription(id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'inactive' });

    await activate(request, sessionId);

    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'inactive' });
  });
});

describe('requirePro', () => {
  /** A Pro-only route as a feature would mount it: after requireUser, answered through the app's error handler. */
  function proOnlyApp() {
    const app = new Hono<AppEnv>();
    app.use('*', requireUser(t.auth, t.db));
    app.get('/pro-only', requirePro(t.db), (c) => c.json({ ok: true }));
    app.onError(handleError);
    return (cookie?: string) =>
      app.request('http://localhost:3000/pro-only', { headers: cookie ? { Cookie: cookie } : {} });
  }

  it('answers 403 pro-required for a free user', async () => {
    const { cookie } = await signedInUser();
    expect(await json(await proOnlyApp()(cookie))).toEqual({ status: 403, body: proRequired });
  });

  it('lets a Pro user through', async () => {
    const { cookie } = await proUser();
    expect(await json(await proOnlyApp()(cookie))).toEqual({ status: 200, body: { ok: true } });
  });

  it.each(['past_due', 'unpaid', 'canceled', 'inactive', 'trial'] as const)(
    'answers 403 for tier pro with status %s',
    async (status) => {
      const { id, cookie } = await proUser();
      await setSubscription(id, { status });
      expect(await json(await proOnlyApp()(cookie))).toEqual({ status: 403, body: proRequired });
    },
  );

  it('answers 403 once a cancelled period has ended', async () => {
    const { id, cookie, request } = await proUser();
    expect((await request('/api/cancel-subscription', { json: {} })).status).toBe(200);
    expect((await proOnlyApp()(cookie)).status).toBe(200);
    await setSubscription(id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    expect(await json(await proOnlyApp()(cookie))).toEqual({ status: 403, body: proRequired });
  });

  it('answers 401 without a session, before the Pro check', async () => {
    expect(await json(await proOnlyApp()())).toEqual({ status: 401, body: unauthenticated });
  });
});

describe('billing off (production without Stripe keys or BILLING_TEST_MODE)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ billing: () => ({ provider: null }) });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('answers 503 to checkout, activation and cancel; the subscription still reads', async () => {
    const { request } = await signedInUser(off);

    expect(await json(await request('/api/billing/checkout', { method: 'POST' }))).toEqual({
      status: 503,
      body: billingOff,
    });
    expect(await json(await activate(request, 'cs_test_x'))).toEqual({ status: 503, body: billingOff });
    expect(await json(await request('/api/cancel-subscription', { json: {} }))).toEqual({
      status: 503,
      body: billingOff,
    });
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'active' });
  });

  it('answers 404 for the test checkout routes', async () => {
    const { request } = await signedInUser(off);
    expect(await json(await request('/api/billing/test-checkout/cs_test_x'))).toEqual({
      status: 404,
      body: routeNotFound,
    });
    expect(await json(await payTestCheckout(request, 'cs_test_x'))).toEqual({
      status: 404,
      body: routeNotFound,
    });
  });

  it('still answers 401 without a session', async () => {
    const res = await off.request('/api/billing/checkout', { method: 'POST' });
    expect(await json(res)).toEqual({ status: 401, body: unauthenticated });
  });
});

describe('POST /api/billing/webhook in test mode', () => {
  it('answers 404: no webhook secret is configured', async () => {
    const res = await t.app.request('http://localhost:3000/api/billing/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
      body: '{"id":"evt_test_1","object":"event","type":"invoice.paid"}',
    });
    expect(await json(res)).toEqual({
      status: 404,
      body: { error: { code: 'not-found', message: 'Webhooks are not configured on this server.' } },
    });
  });
});
