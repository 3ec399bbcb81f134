import { randomBytes } from 'node:crypto';
import { signedInUser as newSignedInUser } from '../testing/api-helpers';
import { addMonths } from 'date-fns';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '../../core/subscription';
import { billingEvent, budgetItem, subscription } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in';
import { StripeBillingProvider } from './stripe-provider';

// POST /api/billing/webhook: events signed as Stripe signs them (the SDK's test header), posted as Stripe posts
// them (raw JSON, no cookie, no Origin).

const WEBHOOK_SECRET = 'whsec_test_secret';

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
      webhookSecret: WEBHOOK_SECRET,
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;
const badSignature = {
  error: {
    code: 'validation-failed',
    message: 'The webhook signature is not valid.',
    fields: { 'stripe-signature': 'The signature does not match the payload' },
  },
};

type StripeEvent = { id: string; created: number; type: string; data: { object: object } };

function stripeEvent(type: string, object: object, created = nowSeconds()): StripeEvent {
  return {
    id: newId('evt_test'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  } as StripeEvent;
}

const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

/** Posts a raw body with a Stripe-Signature header, as Stripe does. */
function postWebhook(body: string, signature: string | undefined) {
  return t.app.request('http://localhost:3000/api/billing/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === undefined ? {} : { 'Stripe-Signature': signature }),
    },
    body,
  });
}

/** Delivers one correctly signed event; answers status and body. */
async function deliver(event: StripeEvent) {
  const payload = JSON.stringify(event, null, 2);
  const res = await postWebhook(payload, sign(payload));
  return { status: res.status, body: (await res.json()) as unknown };
}

const outcome = (value: string) => ({ status: 200, body: { received: true, outcome: value } });

function checkoutSession(userId: string, ids: { customer: string; subscription: string }, paid = true) {
  const id = newId('cs_test');
  return {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: paid ? 'complete' : 'open',
    payment_status: paid ? 'paid' : 'unpaid',
    client_reference_id: userId,
    customer: ids.customer,
    subscription: ids.subscription,
    url: null,
    livemode: false,
    metadata: {},
  };
}

function providerSubscription(
  id: string,
  customer: string,
  fields: { status?: string; cancel_at_period_end?: boolean; start?: number; end?: number } = {},
) {
  const start = fields.start ?? nowSeconds();
  return {
    id,
    object: 'subscription',
    customer,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancel_at_period_end ?? false,
    livemode: false,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: newId('si_test'),
          object: 'subscription_item',
          subscription: id,
          quantity: 1,
          price: { id: 'price_test_pro', object: 'price' },
          current_period_start: start,
          current_period_end: fields.end ?? start + 30 * DAY,
        },
      ],
      has_more: false,
    },
  };
}

/** An invoice of a subscription: under parent.subscription_details (API 2025-03+) or, legacy, at the top. */
function invoice(
  subscriptionId: string,
  customer: string,
  period: { start: number; end: number },
  legacy = false,
) {
  return {
    id: newId('in_test'),
    object: 'invoice',
    customer,
    status: 'open',
    livemode: false,
    ...(legacy
      ? { subscription: subscriptionId }
      : {
          parent: {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: subscriptionId, metadata: {} },
          },
        }),
    lines: {
      object: 'list',
      data: [{ id: newId('il_test'), object: 'line_item', amount: 999, period }],
      has_more: false,
    },
  };
}

/** A new user, signed in, who has never subscribed. */
const signedInUser = () => newSignedInUser(t, { label: 'webhook' });

/** A user made Pro by checkout.session.completed created at `created`; their provider ids. */
async function subscribedUser(created = nowSeconds() - DAY) {
  const signedIn = await signedInUser();
  const ids = { customer: newId('cus_test'), subscription: newId('sub_test') };
  const result = await deliver(
    stripeEvent('checkout.session.completed', checkoutSession(signedIn.id, ids), created),
  );
  if (result.status !== 200) throw new Error(`checkout.session.completed answered ${JSON.stringify(result)}`);
  return { ...signedIn, ...ids };
}

async function storedRow(userId: string) {
  const [row] = await t.db.select().from(subscription).where(eq(subscription.userId, userId));
  return row;
}

async function readSubscription(request: ReturnType<TestApp['authed']>) {
  return (await (await request('/api/subscription')).json()) as Subscription;
}

async function eventRows(id: string) {
  const [row] = await t.db.select({ n: count() }).from(billingEvent).where(eq(billingEvent.id, id));
  return row!.n;
}

/** The status of adding an item when the user already has 10, the free plan's limit (402 unless Pro). */
async function eleventhItemStatus(userId: string, request: ReturnType<TestApp['authed']>) {
  await t.db.delete(budgetItem).where(eq(budgetItem.userId, userId));
  await t.db.insert(budgetItem).values(
    Array.from({ length: 10 }, (_, i) => ({
      userId,
      transactionId: `TX-HOOK${i}${randomBytes(4).toString('hex')}`.toUpperCase(),
      type: 'expense' as const,
      category: 'Gas',
      amountCents: 100,
      date: '2026-01-01',
    })),
  );
  const res = await request('/api/items', {
    json: { type: 'income', category: 'Rideshare', amount: 1, date: '2026-03-02' },
  });
  return res.status;
}

describe('POST /api/billing/webhook: events applied', () => {
  it('checkout.session.completed makes the referenced user Pro with the provider ids', async () => {
    const { id, request } = await signedInUser();
    const ids = { customer: newId('cus_test'), subscription: newId('sub_test') };
    const event = stripeEvent('checkout.session.completed', checkoutSession(id, ids));

    expect(await deliver(event)).toEqual(outcome('applied'));

    const body = await readSubscription(request);
    expect(body).toMatchObject({ tier: 'pro', status: 'active', cancelAtPeriodEnd: false });
    // A checkout's period runs from now to one month later.
    const start = new Date(body.currentPeriodStart!);
    const end = new Date(body.currentPeriodEnd!);
    expect(Date.now() - start.getTime()).toBeLessThan(60_000);
    expect(end.toISOString()).toBe(addMonths(start, 1).toISOString());
    expect(await storedRow(id)).toMatchObject({
      stripeCustomerId: ids.customer,
      stripeSubscriptionId: ids.subscription,
    });
    expect(await eventRows(event.id)).toBe(1);
    expect(await eleventhItemStatus(id, request)).toBe(201);
  });

  it('checkout.session.completed of an unpaid session is ignored', async () => {
    const { id, request } = await signedInUser();
    const ids = { customer: newId('cus_test'), subscription: newId('sub_test') };
    const event = stripeEvent('checkout.session.completed', checkoutSession(id, ids, false));

    expect(await deliver(event)).toEqual(outcome('ignored'));
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'active' });
  });

  it('customer.subscription.updated stores cancelAtPeriodEnd and the period', async () => {
    const { id, request, customer, subscription: subscriptionId } = await subscribedUser();
    const start = nowSeconds() - 3600;
    const end = start + 31 * DAY;
    const updated = providerSubscription(subscriptionId, customer, {
      cancel_at_period_end: true,
      start,
      end,
    });

    expect(await deliver(stripeEvent('customer.subscription.updated', updated))).toEqual(outcome('applied'));

    expect(await readSubscription(request)).toMatchObject({
      tier: 'pro',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodStart: new Date(start * 1000).toISOString(),
      currentPeriodEnd: new Date(end * 1000).toISOString(),
    });
    expect(await storedRow(id)).toMatchObject({
      cancelAtPeriodEnd: true,
      stripeSubscriptionId: subscriptionId,
    });
  });

  // A cancellation undone at Stripe (its portal, or our Resume) reaches the record by webhook too.
  it('customer.subscription.updated with cancel_at_period_end=false after a cancellation makes it renew again', async () => {
    const base = nowSeconds() - 3600;
    const { id, request, customer, subscription: subscriptionId } = await subscribedUser(base);
    const period = { start: base, end: base + 30 * DAY };
    const cancelled = providerSubscription(subscriptionId, customer, {
      ...period,
      cancel_at_period_end: true,
    });
    expect(await deliver(stripeEvent('customer.subscription.updated', cancelled, base + 60))).toEqual(
      outcome('applied'),
    );
    expect(await readSubscription(request)).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true });

    const resumed = providerSubscription(subscriptionId, customer, {
      ...period,
      cancel_at_period_end: false,
    });
    expect(await deliver(stripeEvent('customer.subscription.updated', resumed, base + 120))).toEqual(
      outcome('applied'),
    );

    expect(await readSubscription(request)).toMatchObject({
      tier: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(period.end * 1000).toISOString(),
    });
    expect(await storedRow(id)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it.each([
    ['parent.subscription_details.subscription', false],
    ['the legacy top-level subscription', true],
  ])(
    'invoice.payment_failed (%s) makes the user past_due and no longer Pro; invoice.paid makes them active again',
    async (_, legacy) => {
      const base = nowSeconds() - DAY;
      const { id, request, customer, subscription: subscriptionId } = await subscribedUser(base);
      const period = { start: base, end: base + 30 * DAY };

      const failed = stripeEvent(
        'invoice.payment_failed',
        invoice(subscriptionId, customer, period, legacy),
        base + 60,
      );
      expect(await deliver(failed)).toEqual(outcome('applied'));

      expect(await readSubscription(request)).toMatchObject({ tier: 'pro', status: 'past_due' });
      expect(await eleventhItemStatus(id, request)).toBe(402);

      const renewed = { start: base + 30 * DAY, end: base + 61 * DAY };
      const paid = stripeEvent(
        'invoice.paid',
        invoice(subscriptionId, customer, renewed, legacy),
        base + 120,
      );
      expect(await deliver(paid)).toEqual(outcome('applied'));

      expect(await readSubscription(request)).toMatchObject({
        tier: 'pro',
        status: 'active',
        currentPeriodEnd: new Date(renewed.end * 1000).toISOString(),
      });
      expect(await eleventhItemStatus(id, request)).toBe(201);
    },
  );

  it('customer.subscription.deleted leaves the user free and inactive', async () => {
    const { request, customer, subscription: subscriptionId } = await subscribedUser();
    const ended = providerSubscription(subscriptionId, customer, { status: 'canceled' });

    expect(await deliver(stripeEvent('customer.subscription.deleted', ended))).toEqual(outcome('applied'));

    expect(await readSubscription(request)).toMatchObject({
      tier: 'free',
      status: 'inactive',
      cancelAtPeriodEnd: false,
    });
  });

  it('checkout.session.completed for a user who no longer exists is acknowledged as ignored', async () => {
    // For example an account deleted between checkout and the event: Stripe retries anything but a 2xx for days.
    const ids = { customer: newId('cus_test'), subscription: newId('sub_test') };
    const event = stripeEvent('checkout.session.completed', checkoutSession('no-such-user', ids));

    expect(await deliver(event)).toEqual(outcome('ignored'));
  });

  it('an event of a type GigTally does not handle is answered 200 ignored', async () => {
    const event = stripeEvent('customer.created', { id: newId('cus_test'), object: 'customer' });
    expect(await deliver(event)).toEqual(outcome('ignored'));
  });

  it('an event about a subscription GigTally does not know is ignored', async () => {
    const unknown = providerSubscription(newId('sub_test'), newId('cus_test'));
    expect(await deliver(stripeEvent('customer.subscription.updated', unknown))).toEqual(outcome('ignored'));
  });
});

describe('POST /api/billing/webhook: signatures', () => {
  it('refuses a signature made with another secret: 400, nothing applied, no event recorded', async () => {
    const { id, request } = await signedInUser();
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSession(id, { customer: newId('cus_test'), subscription: newId('sub_test') }),
    );
    const payload = JSON.stringify(event);

    const res = await postWebhook(payload, sign(payload, 'whsec_someone_else'));

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badSignature);
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'active' });
    expect(await eventRows(event.id)).toBe(0);
  });

  it.each([
    ['no Stripe-Signature header', undefined],
    ['an empty header', ''],
    ['a made-up header', 't=1700000000,v1=0123456789abcdef'],
  ])('refuses %s with 400', async (_, signature) => {
    const { id, request } = await signedInUser();
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSession(id, { customer: newId('cus_test'), subscription: newId('sub_test') }),
    );

    const res = await postWebhook(JSON.stringify(event), signature);

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badSignature);
    expect(await readSubscription(request)).toMatchObject({ tier: 'free' });
    expect(await eventRows(event.id)).toBe(0);
  });

  it("refuses a tampered body sent with the original body's signature", async () => {
    const owner = await signedInUser();
    const attacker = await signedInUser();
    const ids = { customer: newId('cus_test'), subscription: newId('sub_test') };
    const event = stripeEvent('checkout.session.completed', checkoutSession(owner.id, ids, false));
    const payload = JSON.stringify(event);
    const signature = sign(payload);
    const tampered = payload.replace(owner.id, attacker.id).replace('"unpaid"', '"paid"');
    expect(tampered).not.toBe(payload);

    const res = await postWebhook(tampered, signature);

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badSignature);
    expect(await readSubscription(attacker.request)).toMatchObject({ tier: 'free' });
    expect(await readSubscription(owner.request)).toMatchObject({ tier: 'free' });
    expect(await eventRows(event.id)).toBe(0);
  });

  it('refuses a correctly signed event whose signature is older than the 5-minute tolerance', async () => {
    const { id, request } = await signedInUser();
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSession(id, { customer: newId('cus_test'), subscription: newId('sub_test') }),
    );
    const payload = JSON.stringify(event);

    const res = await postWebhook(payload, sign(payload, WEBHOOK_SECRET, nowSeconds() - 600));

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badSignature);
    expect(await readSubscription(request)).toMatchObject({ tier: 'free' });
  });
});

describe('POST /api/billing/webhook: signature timestamps in the future', () => {
  it('refuses a correctly signed event dated more than 5 minutes ahead, like an old one', async () => {
    const { id, request } = await signedInUser();
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSession(id, { customer: newId('cus_test'), subscription: newId('sub_test') }),
    );
    const payload = JSON.stringify(event);

    // 306 s ahead: past the 300 s tolerance even after the few seconds a slow run takes to deliver it.
    const res = await postWebhook(payload, sign(payload, WEBHOOK_SECRET, nowSeconds() + 306));

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badSignature);
    expect(await readSubscription(request)).toMatchObject({ tier: 'free' });
    expect(await eventRows(event.id)).toBe(0);
  });

  it('accepts one dated a little ahead (a clock 4 minutes fast)', async () => {
    const { id, request } = await signedInUser();
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSession(id, { customer: newId('cus_test'), subscription: newId('sub_test') }),
    );
    const payload = JSON.stringify(event);

    const res = await postWebhook(payload, sign(payload, WEBHOOK_SECRET, nowSeconds() + 240));

    expect(res.status).toBe(200);
    expect(await readSubscription(request)).toMatchObject({ tier: 'pro' });
  });
});

describe('POST /api/billing/webhook: correctly signed but malformed events', () => {
  const invalidEvent = (fields: Record<string, string>) => ({
    error: { code: 'validation-failed', message: 'The webhook event is not valid.', fields },
  });
  const expectedString = 'Invalid input: expected string, received undefined';

  it.each([
    [
      'an empty object',
      () => ({}),
      {
        id: expectedString,
        type: expectedString,
        created: 'Invalid input: expected number, received undefined',
        data: 'Invalid input: expected object, received undefined',
      },
    ],
    [
      'an event without data.object',
      () => ({ ...stripeEvent('invoice.paid', {}), data: {} }),
      { 'data.object': 'Invalid input: expected object, received undefined' },
    ],
    [
      'a subscription update without status or cancel_at_period_end',
      () => stripeEvent('customer.subscription.updated', { id: newId('sub_test'), object: 'subscription' }),
      {
        'data.object.status': expectedString,
        'data.object.cancel_at_period_end': 'Invalid input: expected boolean, received undefined',
      },
    ],
    [
      'a subscription update whose items are not a list',
      () =>
        stripeEvent('customer.subscription.updated', {
          ...providerSubscription(newId('sub_test'), newId('cus_test')),
          items: { data: 'none' },
        }),
      { 'data.object.items.data': 'Invalid input: expected array, received string' },
    ],
    [
      'a completed checkout without payment_status',
      () => stripeEvent('checkout.session.completed', { id: newId('cs_test'), client_reference_id: 'x' }),
      { 'data.object.payment_status': expectedString },
    ],
    ['JSON null', () => null, { event: 'Invalid input: expected object, received null' }],
  ])('answers %s with 400 validation-failed and records nothing', async (_, body, fields) => {
    const event = body();
    const payload = JSON.stringify(event);

    const res = await postWebhook(payload, sign(payload));

    expect({ status: res.status, body: (await res.json()) as unknown }).toEqual({
      status: 400,
      body: invalidEvent(fields),
    });
    if (event && 'id' in event) expect(await eventRows(String(event.id))).toBe(0);
  });

  it('answers a signed body that is not JSON with 400', async () => {
    const payload = 'event=checkout.session.completed';

    const res = await postWebhook(payload, sign(payload));

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalidEvent({ event: 'The body is not JSON' }));
  });
});

describe('POST /api/billing/webhook: each event once, and in order', () => {
  it('answers a replayed event id 200 duplicate and does not apply it again', async () => {
    const base = nowSeconds() - DAY;
    const { id, customer, subscription: subscriptionId } = await subscribedUser(base);
    const period = { start: base, end: base + 30 * DAY };
    const failed = stripeEvent(
      'invoice.payment_failed',
      invoice(subscriptionId, customer, period),
      base + 60,
    );
    expect(await deliver(failed)).toEqual(outcome('applied'));
    expect((await storedRow(id))!.status).toBe('past_due');
    // Support settles the account by hand; a second delivery of the old failure must not undo that.
    await t.db.update(subscription).set({ status: 'active' }).where(eq(subscription.userId, id));

    expect(await deliver(failed)).toEqual(outcome('duplicate'));

    expect((await storedRow(id))!.status).toBe('active');
    expect(await eventRows(failed.id)).toBe(1);
  });

  it('applies an event delivered twice at the same moment once', async () => {
    const base = nowSeconds() - DAY;
    const { id, customer, subscription: subscriptionId } = await subscribedUser(base);
    const failed = stripeEvent(
      'invoice.payment_failed',
      invoice(subscriptionId, customer, { start: base, end: base + 30 * DAY }),
      base + 60,
    );

    const results = await Promise.all([deliver(failed), deliver(failed)]);

    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results.map((result) => (result.body as { outcome: string }).outcome).sort()).toEqual([
      'applied',
      'duplicate',
    ]);
    expect((await storedRow(id))!.status).toBe('past_due');
    expect(await eventRows(failed.id)).toBe(1);
  });

  it('a replayed subscription.updated after a later deleted event does not bring Pro back', async () => {
    const base = nowSeconds() - DAY;
    const { request, customer, subscription: subscriptionId } = await subscribedUser(base);
    const updated = stripeEvent(
      'customer.subscription.updated',
      providerSubscription(subscriptionId, customer, { cancel_at_period_end: true }),
      base + 60,
    );
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      providerSubscription(subscriptionId, customer, { status: 'canceled' }),
      base + 120,
    );
    expect(await deliver(updated)).toEqual(outcome('applied'));
    expect(await deliver(deleted)).toEqual(outcome('applied'));

    expect(await deliver(updated)).toEqual(outcome('duplicate'));

    expect(await readSubscription(request)).toMatchObject({
      tier: 'free',
      status: 'inactive',
      cancelAtPeriodEnd: false,
    });
  });

  it('an older updated event arriving after a newer deleted one is answered stale and not applied', async () => {
    const base = nowSeconds() - DAY;
    const { id, request, customer, subscription: subscriptionId } = await subscribedUser(base);
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      providerSubscription(subscriptionId, customer, { status: 'canceled' }),
      base + 120,
    );
    const olderUpdate = stripeEvent(
      'customer.subscription.updated',
      providerSubscription(subscriptionId, customer, { status: 'active' }),
      base + 60,
    );

    expect(await deliver(deleted)).toEqual(outcome('applied'));
    expect(await deliver(olderUpdate)).toEqual(outcome('stale'));

    expect(await readSubscription(request)).toMatchObject({
      tier: 'free',
      status: 'inactive',
      cancelAtPeriodEnd: false,
    });
    expect(await eleventhItemStatus(id, request)).toBe(402);
  });

  it('an older invoice.paid arriving after a newer payment failure is answered stale', async () => {
    const base = nowSeconds() - DAY;
    const { request, customer, subscription: subscriptionId } = await subscribedUser(base);
    const period = { start: base, end: base + 30 * DAY };
    const failed = stripeEvent(
      'invoice.payment_failed',
      invoice(subscriptionId, customer, period),
      base + 120,
    );
    const olderPaid = stripeEvent('invoice.paid', invoice(subscriptionId, customer, period), base + 60);

    expect(await deliver(failed)).toEqual(outcome('applied'));
    expect(await deliver(olderPaid)).toEqual(outcome('stale'));

    expect(await readSubscription(request)).toMatchObject({ tier: 'pro', status: 'past_due' });
  });
});

describe('activation after the subscription was deleted', () => {
  it('activating the old paid checkout session again does not make the user Pro again', async () => {
    const { id, request } = await signedInUser();
    expect((await request('/api/billing/checkout', { method: 'POST' })).status).toBe(200);
    const paid = stripe.payCheckout(id);
    expect((await request('/api/billing/activate', { json: { sessionId: paid.sessionId } })).status).toBe(
      200,
    );
    // Stripe ends the subscription and says so.
    stripe.endSubscription(paid.subscriptionId);
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      providerSubscription(paid.subscriptionId, paid.customerId, { status: 'canceled' }),
    );
    expect(await deliver(deleted)).toEqual(outcome('applied'));
    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'inactive' });

    await request('/api/billing/activate', { json: { sessionId: paid.sessionId } });

    expect(await readSubscription(request)).toMatchObject({ tier: 'free', status: 'inactive' });
  });
});
