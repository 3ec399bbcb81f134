import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBankProvider } from '../bank/test-bank-provider';
import { signedInUser } from '../testing/api-helpers';
import { plaidError, startPlaidStandIn, type PlaidStandIn } from '../testing/plaid-stand-in';
import { createTestApp, type TestApp } from '../testing/test-app';

// POST /api/bank/plaid/link-token on the whole app, over the real database and sessions, with the real
// `plaid` SDK against the loopback stand-in; and on an app without Plaid keys.

let t: TestApp;
let withoutPlaid: TestApp;
let plaid: PlaidStandIn;

beforeAll(async () => {
  plaid = await startPlaidStandIn();
  const provider = plaid.provider();
  t = await createTestApp({ bank: { providers: { test: new TestBankProvider(), plaid: provider } } });
  withoutPlaid = await createTestApp();
});
afterAll(async () => {
  await plaid?.close();
  await t?.close();
  await withoutPlaid?.close();
});

const linkToken = (app: TestApp, cookie?: string) =>
  app.request('/api/bank/plaid/link-token', {
    method: 'POST',
    ...(cookie ? { cookie } : {}),
  });

describe('POST /api/bank/plaid/link-token', () => {
  it("gives a Pro user a Link token made out to that user's own id", async () => {
    const ann = await signedInUser(t, { pro: true, label: 'ann' });
    const ben = await signedInUser(t, { pro: true, label: 'ben' });
    for (const user of [ann, ben]) {
      const res = await linkToken(t, user.cookie);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { linkToken: string };
      expect(body).toEqual({ linkToken: expect.stringMatching(/^link-sandbox-[0-9a-f]{24}$/) as string });
      const call = plaid.requestsTo('/link/token/create').at(-1)!;
      expect(call.body.user).toEqual({ client_user_id: user.id });
      expect((call.response as { link_token: string }).link_token).toBe(body.linkToken);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await linkToken(t);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    });
  });

  it('answers 403 pro-required to a free user, without asking Plaid', async () => {
    const free = await signedInUser(t, { label: 'free' });
    const calls = plaid.requestsTo('/link/token/create').length;
    const res = await linkToken(t, free.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'pro-required', message: 'You need a Pro subscription to use this feature.' },
    });
    expect(plaid.requestsTo('/link/token/create')).toHaveLength(calls);
  });

  it('answers 404 when this server has no Plaid keys', async () => {
    const pro = await signedInUser(withoutPlaid, { pro: true });
    const res = await linkToken(withoutPlaid, pro.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not-found', message: 'This way of connecting a bank is not set up on this server.' },
    });
  });

  it('answers 503 when Plaid cannot give a token right now', async () => {
    const pro = await signedInUser(t, { pro: true });
    plaid.failNext('/link/token/create', 500, plaidError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'oops'));
    const res = await linkToken(t, pro.cookie);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: 'unavailable',
        message:
          'Your bank could not be reached just now, so nothing was connected. Try again in a few minutes.',
      },
    });
  });
});
