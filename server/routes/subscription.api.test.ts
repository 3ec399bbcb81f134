import { eq } from 'drizzle-orm';
import { signedInUser as newSignedInUser } from '../testing/api-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscription } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

const unauthenticatedBody = '{"error":{"code":"unauthenticated","message":"Please sign in to continue."}}';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A new user, signed in: their id and a request function carrying their session. */
const signedInUser = () => newSignedInUser(t, { label: 'subscriber' });

describe('GET /api/subscription', () => {
  it('creates a free, active subscription on first read and answers the same one after', async () => {
    const { request } = await signedInUser();

    const first = await request('/api/subscription');
    expect(first.status).toBe(200);
    const body = (await first.json()) as Record<string, unknown>;
    expect(body).toEqual({
      tier: 'free',
      status: 'active',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      updatedAt: body.createdAt,
    });
    expect(Date.now() - Date.parse(body.createdAt as string)).toBeLessThan(60_000);

    const second = await request('/api/subscription');
    expect(await second.json()).toEqual(body);
  });

  it("answers each user their own subscription, never another's", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    await first.request('/api/subscription');
    await t.db.update(subscription).set({ tier: 'pro' }).where(eq(subscription.userId, first.id));

    expect(await (await first.request('/api/subscription')).json()).toMatchObject({ tier: 'pro' });
    expect(await (await second.request('/api/subscription')).json()).toMatchObject({ tier: 'free' });
  });

  it('answers 401 unauthenticated without a session cookie', async () => {
    const res = await t.request('/api/subscription');
    expect(res.status).toBe(401);
    expect(await res.text()).toBe(unauthenticatedBody);
  });

  it('answers 401 unauthenticated for a made-up session cookie', async () => {
    const res = await t.authed('better-auth.session_token=made-up.value')('/api/subscription');
    expect(res.status).toBe(401);
    expect(await res.text()).toBe(unauthenticatedBody);
  });
});
