import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { addItems, okJson, signedInUser } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const unauthenticated = { error: { code: 'unauthenticated', message: 'Please sign in to continue.' } };

describe('the session of a signed-in API request', () => {
  it('is refused once its expiry has passed, though the row is still there', async () => {
    const owner = await signedInUser(t);
    expect((await owner.request('/api/subscription')).status).toBe(200);
    await t.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, owner.id));
    const res = await owner.request('/api/subscription');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(unauthenticated);
  });

  it('is refused when the cookie’s signature does not match its token', async () => {
    const owner = await signedInUser(t);
    // Another live session's token under this cookie's signature: a forged cookie must not reach it.
    const other = await signedInUser(t);
    const [otherSession] = await t.db.select().from(session).where(eq(session.userId, other.id));
    const forged = owner.cookie.replace(/(session_token=)[^.;]+/, `$1${otherSession!.token}`);
    expect(forged).not.toBe(owner.cookie);
    const res = await t.authed(forged)('/api/subscription');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(unauthenticated);
  });

  // The list of items checks its session inside the page's own statement, under the same rules.
  describe('on the list of items, checked in the page’s own statement', () => {
    const expense = { type: 'expense', category: 'Gas', amount: 40, date: '2026-03-02' } as const;

    it('lists the session user’s items, with the kept count, and an empty first page for a new user', async () => {
      const owner = await signedInUser(t);
      const other = await signedInUser(t);
      await addItems(owner.request, [expense, { ...expense, amount: 12.5 }]);
      await addItems(other.request, [expense]);
      const page = await okJson<{ items: { amount: number }[]; total: number }>(
        await owner.request('/api/items'),
      );
      expect(page.items.map((item) => item.amount)).toEqual([12.5, 40]);
      expect(page.total).toBe(2);
      const newcomer = await signedInUser(t);
      expect(await okJson(await newcomer.request('/api/items'))).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
      });
    });

    it('is refused once the session has expired, with items or without', async () => {
      const owner = await signedInUser(t);
      await addItems(owner.request, [expense]);
      const newcomer = await signedInUser(t);
      await t.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(inArray(session.userId, [owner.id, newcomer.id]));
      for (const who of [owner, newcomer]) {
        for (const list of ['/api/items', '/api/items?use=review', '/api/items?type=expense']) {
          const res = await who.request(list);
          expect(res.status, list).toBe(401);
          expect(await res.json()).toEqual(unauthenticated);
        }
      }
    });

    it('is refused at once after sign-out, and for a forged or missing cookie', async () => {
      const owner = await signedInUser(t);
      await addItems(owner.request, [expense]);
      const other = await signedInUser(t);
      const [otherSession] = await t.db.select().from(session).where(eq(session.userId, other.id));
      const forged = owner.cookie.replace(/(session_token=)[^.;]+/, `$1${otherSession!.token}`);
      await t.db.delete(session).where(eq(session.userId, owner.id));
      for (const res of [
        await owner.request('/api/items'),
        await owner.request('/api/items?type=expense'),
        await t.authed(forged)('/api/items'),
        await t.request('/api/items'),
      ]) {
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual(unauthenticated);
      }
    });
  });

  // The dashboard's summary checks its session inside its two statements, under the same rules.
  describe('on the summary, checked in its own statements', () => {
    const income = { type: 'income', category: 'Gig Pay', amount: 120, date: '2026-03-02' } as const;
    const summaryOf = (request: (path: string) => Promise<Response>) =>
      request('/api/summary?from=2026-03-01&to=2026-03-31&today=2026-03-31');

    it('totals the session user’s items only', async () => {
      const owner = await signedInUser(t);
      const other = await signedInUser(t);
      await addItems(owner.request, [income, { ...income, amount: 30.5 }]);
      await addItems(other.request, [{ ...income, amount: 999 }]);
      const summary = await okJson<{ income: number; usage: { items: number } }>(
        await summaryOf(owner.request),
      );
      expect(summary.income).toBe(150.5);
      expect(summary.usage.items).toBe(2);
    });

    it('is refused once the session has expired, at once after sign-out, and for a forged or missing cookie', async () => {
      const expired = await signedInUser(t);
      const signedOut = await signedInUser(t);
      const other = await signedInUser(t);
      await addItems(expired.request, [income]);
      await t.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.userId, expired.id));
      await t.db.delete(session).where(eq(session.userId, signedOut.id));
      const [otherSession] = await t.db.select().from(session).where(eq(session.userId, other.id));
      const forged = signedOut.cookie.replace(/(session_token=)[^.;]+/, `$1${otherSession!.token}`);
      for (const res of [
        await summaryOf(expired.request),
        await summaryOf(signedOut.request),
        await summaryOf(t.authed(forged)),
        await summaryOf((path) => t.request(path)),
      ]) {
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual(unauthenticated);
      }
    });
  });

  it('names the signed-in user to the routes, and only them', async () => {
    const owner = await signedInUser(t);
    const data = (await (await owner.request('/api/account/export')).json()) as {
      account: { email: string };
    };
    expect(data.account.email).toBe(owner.email);
  });
});
