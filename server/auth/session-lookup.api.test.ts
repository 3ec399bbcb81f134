import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { signedInUser } from '../testing/api-helpers';
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

  it('names the signed-in user to the routes, and only them', async () => {
    const owner = await signedInUser(t);
    const data = (await (await owner.request('/api/account/export')).json()) as {
      account: { email: string };
    };
    expect(data.account.email).toBe(owner.email);
  });
});
