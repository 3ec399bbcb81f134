import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMessages, type BankConnectionView, type SyncSummary } from '../../core/bank';
import { addDays } from '../../core/dates';
import type { ItemPage } from '../../core/items';
import { parseAllowedHost } from '../bank/simplefin-hosts';
import { calendarDateToUnix } from '../bank/simplefin-mapping';
import { SimpleFinBankProvider } from '../bank/simplefin-provider';
import { bankConnection } from '../db/schema';
import { signedInUser, type UserRequest } from '../testing/api-helpers';
import { startPlaidStandIn, type PlaidStandIn } from '../testing/plaid-stand-in';
import {
  startSimpleFinStandIn,
  type SimpleFinStandIn,
  type StandInAccount,
} from '../testing/simplefin-stand-in';
import { createTestApp, type TestApp } from '../testing/test-app';

// The whole app (routes, services, database, cipher) with the real SimpleFIN and Plaid providers, each
// talking to a stand-in on loopback that speaks the provider's HTTP API (Plaid through its official SDK). The
// providers' own edge cases are in server/bank/*-provider.api.test.ts; this is the person's path through the API.

const TODAY = '2026-03-15';
/** Noon UTC `daysAgo` days before TODAY, as SimpleFIN's `posted` (unix seconds). */
const postedDaysAgo = (daysAgo: number) => calendarDateToUnix(addDays(TODAY, -daysAgo)) + 12 * 60 * 60;

let t: TestApp;
let bridge: SimpleFinStandIn;
let plaid: PlaidStandIn;

beforeAll(async () => {
  [bridge, plaid] = await Promise.all([startSimpleFinStandIn(), startPlaidStandIn()]);
  t = await createTestApp({
    bank: {
      providers: {
        simplefin: new SimpleFinBankProvider({ allowedHosts: [parseAllowedHost(bridge.host)!] }),
        plaid: plaid.provider(),
      },
      today: () => TODAY,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([bridge?.close(), plaid?.close()]);
});

async function post(request: UserRequest, json: unknown) {
  const res = await request('/api/bank/connections', { json });
  return { status: res.status, body: (await res.json()) as BankConnectionView & { error?: ApiErrorBody } };
}
interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}
async function sync(request: UserRequest, id: string) {
  const res = await request(`/api/bank/connections/${id}/sync`, { method: 'POST' });
  return { status: res.status, body: (await res.json()) as SyncSummary & { error?: ApiErrorBody } };
}
async function itemsOf(request: UserRequest) {
  const page = (await (await request('/api/items?limit=500&sort=date&order=asc')).json()) as ItemPage;
  return page.items.map(({ type, amount, date, description }) => ({ type, amount, date, description }));
}
async function connectionsOf(request: UserRequest) {
  return (await (await request('/api/bank/connections')).json()) as BankConnectionView[];
}

function chaseAccounts(): StandInAccount[] {
  return [
    {
      id: 'ACT-checking',
      name: 'Total Checking',
      org: { name: 'Chase', domain: 'chase.com' },
      transactions: [
        { id: 'TRN-payout', posted: postedDaysAgo(10), amount: '1250.00', description: 'UBER PAYOUT' },
        { id: 'TRN-gas', posted: postedDaysAgo(3), amount: '-45.67', description: 'SHELL OIL 5744' },
        { id: 'TRN-old', posted: postedDaysAgo(120), amount: '-9.99', description: 'BEFORE THE 90 DAYS' },
        {
          id: 'TRN-pending',
          posted: 0,
          pending: true,
          transacted_at: postedDaysAgo(1),
          amount: '-12.00',
          description: 'PARKING METER',
        },
      ],
    },
    {
      id: 'ACT-card',
      name: 'Sapphire Card',
      org: { name: 'Chase', domain: 'chase.com' },
      transactions: [
        { id: 'TRN-phone', posted: postedDaysAgo(5), amount: '-65.00', description: 'T-MOBILE' },
      ],
    },
  ];
}

describe('SimpleFIN through the API', () => {
  it('claims the setup token, keeps the access URL encrypted and brings the last 90 days once', async () => {
    const { request } = await signedInUser(t, { pro: true });
    const { setupToken, user } = bridge.createSetupToken(chaseAccounts());
    const { status, body } = await post(request, { provider: 'simplefin', setupToken });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      provider: 'simplefin',
      institution: 'Chase',
      status: 'active',
      lastSync: { added: 3, skipped: 0 },
      lastError: null,
    });
    expect(body.accounts.map(({ name, tracked }) => ({ name, tracked }))).toEqual([
      { name: 'Sapphire Card', tracked: true },
      { name: 'Total Checking', tracked: true },
    ]);
    // Posted only, inside the 90 days; SimpleFIN's negative amounts are money out.
    expect(await itemsOf(request)).toEqual([
      { type: 'income', amount: 1250, date: addDays(TODAY, -10), description: 'UBER PAYOUT' },
      { type: 'expense', amount: 65, date: addDays(TODAY, -5), description: 'T-MOBILE' },
      { type: 'expense', amount: 45.67, date: addDays(TODAY, -3), description: 'SHELL OIL 5744' },
    ]);
    const read = bridge.requests.filter((r) => r.path === '/simplefin/accounts').at(-1)!;
    expect(read).toMatchObject({ user: user.username, status: 200 });
    // The 90 days that end today, today included.
    expect(read.query['start-date']).toBe(String(calendarDateToUnix(addDays(TODAY, -89))));

    const [row] = await t.db.select().from(bankConnection).where(eq(bankConnection.id, body.id));
    expect(row!.encryptedCredentials).not.toContain(user.username);
    expect(t.bank.cipher.decrypt(row!.encryptedCredentials)).toContain(`${user.username}:`);
    expect(JSON.stringify(await connectionsOf(request))).not.toContain(user.username);

    // The parking charge posts, and a new payout arrives: the next sync brings those two only.
    const checking = user.accounts[0]!;
    checking.transactions[3] = { ...checking.transactions[3]!, posted: postedDaysAgo(0), pending: false };
    checking.transactions.push({
      id: 'TRN-payout-2',
      posted: postedDaysAgo(0),
      amount: '310.25',
      description: 'UBER PAYOUT',
    });
    expect(await sync(request, body.id)).toEqual({ status: 200, body: { added: 2, skipped: 0 } });
    // Read again from the newest posted date (the gas, 3 days ago) less 5 days of overlap, not the whole 90 days.
    const again = bridge.requests.filter((r) => r.path === '/simplefin/accounts').at(-1)!;
    expect(again.query['start-date']).toBe(String(calendarDateToUnix(addDays(TODAY, -8))));
    expect(await sync(request, body.id)).toEqual({ status: 200, body: { added: 0, skipped: 0 } });
    expect(await itemsOf(request)).toHaveLength(5);
  });

  it('refuses a token that is not base64 of a URL, and a token used before, with their messages', async () => {
    const { request } = await signedInUser(t, { pro: true });
    const notAToken = await post(request, { provider: 'simplefin', setupToken: 'not a setup token!' });
    expect(notAToken.status).toBe(400);
    expect(notAToken.body.error).toMatchObject({
      code: 'validation-failed',
      fields: { setupToken: bankMessages.setupTokenInvalid },
    });

    const { setupToken } = bridge.createSetupToken(chaseAccounts());
    expect((await post(request, { provider: 'simplefin', setupToken })).status).toBe(201);
    const twice = await post(request, { provider: 'simplefin', setupToken });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toEqual({
      code: 'validation-failed',
      message: bankMessages.setupTokenClaimed,
      fields: { setupToken: bankMessages.setupTokenClaimed },
    });
    expect(await connectionsOf(request)).toHaveLength(1);
  });

  it('never contacts a host off the allow-list that a token names', async () => {
    const { request } = await signedInUser(t, { pro: true });
    const before = bridge.requests.length;
    const elsewhere = Buffer.from('https://169.254.169.254/latest/meta-data/claim').toString('base64');
    const res = await post(request, { provider: 'simplefin', setupToken: elsewhere });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ setupToken: bankMessages.setupTokenInvalid });
    expect(bridge.requests).toHaveLength(before);
  });

  it('answers 503 unavailable when the Bridge is down, and 409 reconnect-needed once access is revoked', async () => {
    const { request } = await signedInUser(t, { pro: true });
    const { setupToken, user } = bridge.createSetupToken(chaseAccounts());
    bridge.failWith(500);
    try {
      const down = await post(request, { provider: 'simplefin', setupToken });
      expect(down.status).toBe(503);
      expect(down.body.error).toEqual({ code: 'unavailable', message: bankMessages.connectUnavailable });
    } finally {
      bridge.failWith(null);
    }
    // The claim never reached the Bridge's answer, so the token still works.
    const { body } = await post(request, { provider: 'simplefin', setupToken });
    expect(body.status).toBe('active');

    bridge.failWith(500);
    try {
      expect((await sync(request, body.id)).body.error).toEqual({
        code: 'unavailable',
        message: bankMessages.unavailable,
      });
    } finally {
      bridge.failWith(null);
    }
    expect((await connectionsOf(request))[0]).toMatchObject({
      status: 'error',
      lastError: bankMessages.unavailable,
    });

    user.revoke();
    expect(await sync(request, body.id)).toEqual({
      status: 409,
      body: { error: { code: 'reconnect-needed', message: bankMessages.reconnectNeeded } },
    });
    expect((await connectionsOf(request))[0]).toMatchObject({
      status: 'reconnect',
      lastError: bankMessages.reconnectNeeded,
    });
  });
});

describe('Plaid through the API', () => {
  it('exchanges the public token, syncs with the cursor, and removes the item at Plaid on disconnect', async () => {
    const { request } = await signedInUser(t, { pro: true });
    const { publicToken, accessToken } = plaid.createPublicToken();
    plaid.addTransactions(accessToken, [
      { account_id: 'acc-checking', amount: -842.1, date: addDays(TODAY, -12), name: 'DoorDash payout' },
      { account_id: 'acc-credit', amount: 38.5, date: addDays(TODAY, -4), name: 'Chevron' },
      {
        account_id: 'acc-credit',
        amount: 20,
        date: addDays(TODAY, -1),
        name: 'Parking hold',
        pending: true,
      },
    ]);
    const { status, body } = await post(request, { provider: 'plaid', publicToken });
    expect(status).toBe(201);
    expect(body).toMatchObject({ provider: 'plaid', status: 'active', lastSync: { added: 2, skipped: 0 } });
    expect(JSON.stringify(body)).not.toContain(accessToken);
    // Plaid's amounts are positive for money out.
    expect(await itemsOf(request)).toEqual([
      { type: 'income', amount: 842.1, date: addDays(TODAY, -12), description: 'DoorDash payout' },
      { type: 'expense', amount: 38.5, date: addDays(TODAY, -4), description: 'Chevron' },
    ]);
    const exchange = plaid.requestsTo('/item/public_token/exchange').at(-1)!;
    expect(exchange.body.public_token).toBe(publicToken);

    plaid.addTransactions(accessToken, [
      { account_id: 'acc-checking', amount: -120, date: TODAY, name: 'Instacart payout' },
    ]);
    const cursorBefore = (plaid.requestsTo('/transactions/sync').at(-1)!.response as { next_cursor: string })
      .next_cursor;
    expect(await sync(request, body.id)).toEqual({ status: 200, body: { added: 1, skipped: 0 } });
    expect(plaid.requestsTo('/transactions/sync').at(-1)!.body.cursor).toBe(cursorBefore);

    const res = await request(`/api/bank/connections/${body.id}?keepItems=false`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(plaid.isRemoved(accessToken)).toBe(true);
    expect(await itemsOf(request)).toEqual([]);
    expect(await t.db.select().from(bankConnection).where(eq(bankConnection.id, body.id))).toEqual([]);
  });

  it('shows Reconnect when Plaid says the login changed', async () => {
    const { request } = await signedInUser(t, { pro: true });
    const { publicToken, accessToken } = plaid.createPublicToken();
    const { body } = await post(request, { provider: 'plaid', publicToken });
    plaid.failItem(accessToken, 'ITEM_ERROR', 'ITEM_LOGIN_REQUIRED');
    expect(await sync(request, body.id)).toEqual({
      status: 409,
      body: { error: { code: 'reconnect-needed', message: bankMessages.reconnectNeeded } },
    });
    expect((await connectionsOf(request))[0]?.status).toBe('reconnect');
  });

  it('answers 400 for an empty public token, writing nothing', async () => {
    const { request } = await signedInUser(t, { pro: true });
    const res = await post(request, { provider: 'plaid', publicToken: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ publicToken: bankMessages.publicTokenRequired });
    expect(await connectionsOf(request)).toEqual([]);
  });
});
