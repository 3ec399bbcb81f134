import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMessages, type BankConnectionView, type SyncSummary } from '../../core/bank';
import { proRequiredMessage } from '../../core/billing';
import type { ItemPage } from '../../core/items';
import { planUsageMessages } from '../../core/plan-usage';
import {
  BankInputRefused,
  BankProviderUnavailable,
  BankReconnectNeeded,
  type BankProvider,
} from '../bank/bank-provider';
import { TestBankProvider } from '../bank/test-bank-provider';
import { bankAccount, bankConnection, bankTransaction, budgetItem, subscription } from '../db/schema';
import { syncConnection } from '../services/bank/sync-connection';
import { signedInUser, TEST_PASSWORD, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// Connected accounts over the API with the built-in test bank: each transaction an item once, a file of
// the same account not duplicating it, untracked accounts left out, disconnect keeping or deleting, other users shut
// out, and a provider that is down or needs the person.

const TODAY = '2026-03-15';
const testBank = new TestBankProvider();

/** The test bank with a switch: 'down' (unreachable) or 'revoked' (needs the person), as a real bank can be. */
class SwitchableBank implements BankProvider {
  readonly name = 'test' as const;
  state: 'up' | 'down' | 'revoked' = 'up';
  /** While set, a read waits for it: a bank that is slow to answer. */
  gate: Promise<void> | null = null;
  connect: BankProvider['connect'] = (request) => testBank.connect(request);
  fetchChanges: BankProvider['fetchChanges'] = async (credentials, position, today) => {
    await this.gate;
    if (this.state === 'down') return Promise.reject(new BankProviderUnavailable('connect ECONNREFUSED'));
    if (this.state === 'revoked') return Promise.reject(new BankReconnectNeeded('403 from the bank'));
    return testBank.fetchChanges(credentials, position, today);
  };
  disconnect = () => Promise.resolve();
}

/** A SimpleFIN stand-in for the route's error mapping: the real provider and its tests are another part's. */
const simplefin: BankProvider = {
  name: 'simplefin',
  connect: (request) => {
    if (request.provider === 'simplefin' && request.setupToken === 'unreachable')
      return Promise.reject(new BankProviderUnavailable('timeout'));
    return Promise.reject(new BankInputRefused('setupToken', bankMessages.setupTokenInvalid));
  },
  fetchChanges: () => Promise.reject(new Error('not used')),
  disconnect: () => Promise.resolve(),
};

const bank = new SwitchableBank();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bank: { providers: { test: bank, simplefin }, today: () => TODAY } });
});
afterAll(async () => {
  await t?.close();
});

async function connect(request: UserRequest) {
  const res = await request('/api/bank/connections', { json: { provider: 'test' } });
  return { status: res.status, body: (await res.json()) as BankConnectionView };
}
async function sync(request: UserRequest, id: string) {
  const res = await request(`/api/bank/connections/${id}/sync`, { method: 'POST' });
  return {
    status: res.status,
    body: (await res.json()) as SyncSummary & { error?: { code: string; message: string } },
  };
}
async function itemsOf(request: UserRequest) {
  return ((await (await request('/api/items?limit=500&sort=date&order=asc')).json()) as ItemPage).items;
}
async function connectionsOf(request: UserRequest) {
  return (await (await request('/api/bank/connections')).json()) as BankConnectionView[];
}
/** What the test bank holds for a connection at its first read: its posted transactions. */
async function postedAtFirstRead(credentials: string) {
  const changes = await testBank.fetchChanges(credentials, { cursor: null, lastPostedDate: null }, TODAY);
  return changes.transactions.filter((transaction) => !transaction.pending);
}
async function credentialsOf(id: string) {
  const [row] = await t.db.select().from(bankConnection).where(eq(bankConnection.id, id));
  return t.bank.cipher.decrypt(row!.encryptedCredentials);
}

describe('POST /api/bank/connections', () => {
  it('is Pro: a free user gets 403 pro-required', async () => {
    const free = await signedInUser(t, { label: 'bank-free' });
    const { status, body } = await connect(free.request);
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code: 'pro-required', message: proRequiredMessage } });
    expect(await connectionsOf(free.request)).toEqual([]);
  });

  it('connects the test bank and brings its last 90 days at once, each transaction once, categorised', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-connect' });
    const { status, body } = await connect(pro.request);
    expect(status).toBe(201);
    const posted = await postedAtFirstRead(await credentialsOf(body.id));
    expect(posted.length).toBeGreaterThan(150);
    expect(body).toMatchObject({
      provider: 'test',
      institution: 'GigTally Test Bank',
      status: 'active',
      lastError: null,
      lastSync: { added: posted.length, skipped: 0 },
    });
    expect(body.accounts.map(({ name, mask, kind, tracked }) => ({ name, mask, kind, tracked }))).toEqual([
      { name: 'Everyday Checking', mask: '4821', kind: 'checking', tracked: true },
      { name: 'Rewards Card', mask: '7730', kind: 'credit', tracked: true },
    ]);
    const items = await itemsOf(pro.request);
    expect(items).toHaveLength(posted.length);
    // The pending fuel hold waits until it posts.
    expect(items.some((item) => item.date === '2026-03-14' && item.amount === 42.15)).toBe(false);
    const uber = items.find((item) => item.description === 'UBER *TRIP PAYOUT');
    expect(uber).toMatchObject({ type: 'income', category: 'Rideshare' });
    expect(items.find((item) => item.description === 'SHELL OIL 57442')).toMatchObject({
      type: 'expense',
      category: 'Gas',
    });
    expect(items.find((item) => item.description === 'VERIZON WIRELESS PAYMENT')).toMatchObject({
      type: 'expense',
      category: 'Phone',
      amount: 85,
    });
  });

  it('never shows or stores the credentials readable', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-secret' });
    const { body } = await connect(pro.request);
    const credentials = await credentialsOf(body.id);
    const [row] = await t.db.select().from(bankConnection).where(eq(bankConnection.id, body.id));
    expect(row!.encryptedCredentials).not.toContain(credentials);
    const listed = await (await pro.request('/api/bank/connections')).text();
    expect(listed).not.toContain(credentials);
    expect(listed).not.toContain(row!.encryptedCredentials);
    expect(listed).not.toMatch(/credential/i);
  });

  it.each([
    [{ provider: 'simplefin', setupToken: '' }, { setupToken: bankMessages.setupTokenRequired }],
    [{ provider: 'simplefin', setupToken: 'bm90IGEgdXJs' }, { setupToken: bankMessages.setupTokenInvalid }],
    [{ provider: 'plaid', publicToken: 'public-sandbox-1' }, { provider: bankMessages.providerOff }],
  ])('refuses %j with 400 validation-failed and the field message', async (input, fields) => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-bad' });
    const res = await pro.request('/api/bank/connections', { json: input });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string; fields: unknown } }).error).toMatchObject({
      code: 'validation-failed',
      fields,
    });
    expect(await connectionsOf(pro.request)).toEqual([]);
  });

  it('answers 503 unavailable when the provider cannot be reached', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-503' });
    const res = await pro.request('/api/bank/connections', {
      json: { provider: 'simplefin', setupToken: 'unreachable' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'unavailable', message: bankMessages.connectUnavailable },
    });
  });
});

describe('POST /api/bank/connections/:id/sync', () => {
  it('brings one new transaction on the next sync, and the fuel hold once it posts', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-sync' });
    const { body: connection } = await connect(pro.request);
    const before = (await itemsOf(pro.request)).length;

    expect(await sync(pro.request, connection.id)).toEqual({ status: 200, body: { added: 1, skipped: 0 } });
    expect(await itemsOf(pro.request)).toHaveLength(before + 1);
    expect(await sync(pro.request, connection.id)).toEqual({ status: 200, body: { added: 2, skipped: 0 } });
    const items = await itemsOf(pro.request);
    expect(items).toHaveLength(before + 3);
    expect(items.filter((item) => item.date === '2026-03-14' && item.amount === 42.15)).toHaveLength(1);
    const [listed] = await connectionsOf(pro.request);
    expect(listed).toMatchObject({ status: 'active', lastSync: { added: 2, skipped: 0 } });
  });

  it('does not bring a statement file’s transactions twice, nor the file the connection’s', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-file' });
    // The connection first, then a CSV of five of its transactions as the bank's website exports them.
    const { body: connection } = await connect(pro.request);
    const posted = await postedAtFirstRead(await credentialsOf(connection.id));
    const csv = [
      'Date,Description,Amount',
      ...posted.slice(0, 5).map((t) => `${t.date},${t.description},${(t.amountCents / 100).toFixed(2)}`),
    ].join('\n');
    const res = await pro.request('/api/imports', { method: 'POST', body: formWith(csv) });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ added: 0, skipped: 5 });
    expect(await itemsOf(pro.request)).toHaveLength(posted.length);
  });

  it('matches items a file brought before connecting instead of adding them again', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-file-first' });
    // The test bank's transactions follow from the seed alone, so the file can be made from a seed given beforehand.
    const first = await connect(pro.request);
    const credentials = await credentialsOf(first.body.id);
    const posted = await postedAtFirstRead(credentials);
    expect(
      (await pro.request(`/api/bank/connections/${first.body.id}?keepItems=false`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect(await itemsOf(pro.request)).toHaveLength(0);

    const csv = [
      'Date,Description,Amount',
      ...posted.slice(0, 4).map((t) => `${t.date},${t.description},${(t.amountCents / 100).toFixed(2)}`),
    ].join('\n');
    expect((await pro.request('/api/imports', { method: 'POST', body: formWith(csv) })).status).toBe(201);
    // The same bank again, through a connection with the same seed.
    const again = await t.db
      .insert(bankConnection)
      .values({
        userId: pro.id,
        provider: 'test',
        institution: 'GigTally Test Bank',
        encryptedCredentials: t.bank.cipher.encrypt(credentials),
      })
      .returning();
    expect(await sync(pro.request, again[0]!.id)).toEqual({
      status: 200,
      body: { added: posted.length - 4, skipped: 4 },
    });
    expect(await itemsOf(pro.request)).toHaveLength(posted.length);
    // Disconnecting without keeping removes what the connection brought, not the file's four it matched.
    const res = await pro.request(`/api/bank/connections/${again[0]!.id}?keepItems=false`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(204);
    expect((await itemsOf(pro.request)).map((item) => item.importId !== null)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('leaves an untracked account’s transactions out', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-untracked' });
    const { body: connection } = await connect(pro.request);
    await sync(pro.request, connection.id);
    const card = connection.accounts.find((account) => account.name === 'Rewards Card')!;
    const res = await pro.request(`/api/bank/connections/${connection.id}`, {
      method: 'PATCH',
      json: { accounts: [{ id: card.id, tracked: false }] },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as BankConnectionView).accounts.map((a) => [a.name, a.tracked])).toEqual([
      ['Everyday Checking', true],
      ['Rewards Card', false],
    ]);
    // The third read posts the card's fuel hold: untracked, it is not brought; the checking payout is.
    expect((await sync(pro.request, connection.id)).body).toEqual({ added: 1, skipped: 0 });
    const items = await itemsOf(pro.request);
    expect(items.some((item) => item.date === '2026-03-14' && item.amount === 42.15)).toBe(false);
  });

  it('refuses an account of another connection in PATCH', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-patch' });
    const { body: one } = await connect(pro.request);
    const { body: two } = await connect(pro.request);
    const res = await pro.request(`/api/bank/connections/${one.id}`, {
      method: 'PATCH',
      json: { accounts: [{ id: two.accounts[0]!.id, tracked: false }] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: bankMessages.accountsInvalid,
        fields: { accounts: bankMessages.accountsInvalid },
      },
    });
  });

  it('shows the connection as syncing while a sync runs, and active once it is done', async () => {
    const { request } = await signedInUser(t, { pro: true });
    const { body } = await connect(request);
    let answer = () => {};
    bank.gate = new Promise((resolve) => (answer = resolve));
    try {
      const running = sync(request, body.id);
      await expect.poll(async () => (await connectionsOf(request))[0]?.status).toBe('syncing');
      answer();
      expect((await running).status).toBe(200);
    } finally {
      bank.gate = null;
    }
    expect((await connectionsOf(request))[0]?.status).toBe('active');
  });

  it('records a provider that is down as error and one that needs the person as reconnect, writing nothing', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-down' });
    const { body: connection } = await connect(pro.request);
    const before = await itemsOf(pro.request);
    try {
      bank.state = 'down';
      expect(await sync(pro.request, connection.id)).toEqual({
        status: 503,
        body: { error: { code: 'unavailable', message: bankMessages.unavailable } },
      });
      expect((await connectionsOf(pro.request))[0]).toMatchObject({
        status: 'error',
        lastError: bankMessages.unavailable,
      });
      bank.state = 'revoked';
      // Not 503: trying again later cannot help, the person has to connect the bank again.
      expect(await sync(pro.request, connection.id)).toEqual({
        status: 409,
        body: { error: { code: 'reconnect-needed', message: bankMessages.reconnectNeeded } },
      });
      expect((await connectionsOf(pro.request))[0]).toMatchObject({
        status: 'reconnect',
        lastError: bankMessages.reconnectNeeded,
      });
      expect(await itemsOf(pro.request)).toEqual(before);
    } finally {
      bank.state = 'up';
    }
    // Back up: the sync works again and the status with it.
    expect((await sync(pro.request, connection.id)).status).toBe(200);
    expect((await connectionsOf(pro.request))[0]).toMatchObject({ status: 'active', lastError: null });
  });

  it('is Pro, and never takes a free user past the item limit (nothing half written)', async () => {
    const user = await signedInUser(t, { pro: true, label: 'bank-lapsed' });
    const { body: connection } = await connect(user.request);
    await user.request(`/api/bank/connections/${connection.id}?keepItems=false`, { method: 'DELETE' });
    const again = await connect(user.request);
    await t.db.update(subscription).set({ tier: 'free' }).where(eq(subscription.userId, user.id));

    expect(await sync(user.request, again.body.id)).toEqual({
      status: 403,
      body: { error: { code: 'pro-required', message: proRequiredMessage } },
    });
    // The background sync runs the same service: a free user over the limit gets nothing, and an error status.
    await t.db.delete(bankConnection).where(eq(bankConnection.id, again.body.id));
    await t.db.delete(budgetItem).where(eq(budgetItem.userId, user.id));
    const [fresh] = await t.db
      .insert(bankConnection)
      .values({
        userId: user.id,
        provider: 'test',
        institution: 'GigTally Test Bank',
        encryptedCredentials: t.bank.cipher.encrypt('testbank:limit'),
      })
      .returning();
    await expect(syncConnection({ db: t.db, ...t.bank }, user.id, fresh!.id)).rejects.toMatchObject({
      code: 'subscription-limit-reached',
    });
    expect(await itemsOf(user.request)).toHaveLength(0);
    expect((await connectionsOf(user.request))[0]).toMatchObject({
      status: 'error',
      lastError: planUsageMessages.subscriptionLimitReached,
    });
  });
});

describe('DELETE /api/bank/connections/:id', () => {
  it('with keepItems=false removes the items the connection brought, never those it only matched', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-delete' });
    const manual = await pro.request('/api/items', {
      json: {
        type: 'expense',
        category: 'Supplies',
        amount: 12,
        date: '2026-03-01',
        description: 'Phone mount',
      },
    });
    expect(manual.status).toBe(201);
    const { body: connection } = await connect(pro.request);
    expect((await itemsOf(pro.request)).length).toBeGreaterThan(1);

    const res = await pro.request(`/api/bank/connections/${connection.id}?keepItems=false`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(204);
    expect((await itemsOf(pro.request)).map((item) => item.description)).toEqual(['Phone mount']);
    expect(await connectionsOf(pro.request)).toEqual([]);
    const rows = await t.db.select().from(bankConnection).where(eq(bankConnection.userId, pro.id));
    expect(rows).toEqual([]);
  });

  it('with keepItems=true (the default) keeps them, and connecting again brings no duplicates', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-keep' });
    const { body: connection } = await connect(pro.request);
    const credentials = await credentialsOf(connection.id);
    const kept = await itemsOf(pro.request);
    expect((await pro.request(`/api/bank/connections/${connection.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await itemsOf(pro.request)).toEqual(kept);

    const [again] = await t.db
      .insert(bankConnection)
      .values({
        userId: pro.id,
        provider: 'test',
        institution: 'GigTally Test Bank',
        encryptedCredentials: t.bank.cipher.encrypt(credentials),
      })
      .returning();
    expect((await sync(pro.request, again!.id)).body).toEqual({ added: 0, skipped: kept.length });
  });
});

describe('one user’s connections are theirs alone', () => {
  it('another user cannot see, sync, change or delete them', async () => {
    const owner = await signedInUser(t, { pro: true, label: 'bank-owner' });
    const other = await signedInUser(t, { pro: true, label: 'bank-other' });
    const { body: connection } = await connect(owner.request);
    const notFound = { error: { code: 'not-found', message: bankMessages.notFound } };

    expect(await connectionsOf(other.request)).toEqual([]);
    expect(await sync(other.request, connection.id)).toEqual({ status: 404, body: notFound });
    const patch = await other.request(`/api/bank/connections/${connection.id}`, {
      method: 'PATCH',
      json: { accounts: [{ id: connection.accounts[0]!.id, tracked: false }] },
    });
    expect([patch.status, await patch.json()]).toEqual([404, notFound]);
    const del = await other.request(`/api/bank/connections/${connection.id}?keepItems=false`, {
      method: 'DELETE',
    });
    expect([del.status, await del.json()]).toEqual([404, notFound]);
    expect(await itemsOf(other.request)).toEqual([]);
    expect((await connectionsOf(owner.request))[0]).toMatchObject({ id: connection.id, status: 'active' });
    expect((await connectionsOf(owner.request))[0]!.accounts.every((account) => account.tracked)).toBe(true);
  });
});

function formWith(csv: string) {
  const body = new FormData();
  body.append('file', new File([csv], 'checking.csv', { type: 'text/csv' }));
  return body;
}

describe('the account export and account deletion', () => {
  it('exports each connection with its institution, provider, accounts and status, without credentials', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'bank-export' });
    const { body: connection } = await connect(pro.request);
    const credentials = await credentialsOf(connection.id);
    const [row] = await t.db.select().from(bankConnection).where(eq(bankConnection.id, connection.id));
    const text = await (await pro.request('/api/account/export')).text();
    expect(text).not.toContain(credentials);
    expect(text).not.toContain(row!.encryptedCredentials);
    const exported = JSON.parse(text) as { bankConnections: BankConnectionView[] };
    expect(exported.bankConnections).toEqual([
      expect.objectContaining({
        id: connection.id,
        provider: 'test',
        institution: 'GigTally Test Bank',
        status: 'active',
        accounts: connection.accounts,
      }),
    ]);
  });

  it('deletes the connections, their accounts and keys with the account', async () => {
    const doomed = await signedInUser(t, { pro: true, label: 'bank-doomed' });
    await connect(doomed.request);
    const res = await doomed.request('/api/account', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(bankConnection).where(eq(bankConnection.userId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(bankAccount).where(eq(bankAccount.userId, doomed.id))).toEqual([]);
    expect(await t.db.select().from(bankTransaction).where(eq(bankTransaction.userId, doomed.id))).toEqual(
      [],
    );
  });
});

describe('the logs', () => {
  it('hold no bank credentials through connecting, syncing, a failed sync and disconnecting', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      logLevel: 'trace',
      logDestination: { write: (line: string) => lines.push(line) },
      bank: { providers: { test: bank }, today: () => TODAY },
    });
    try {
      const pro = await signedInUser(logged, { pro: true, label: 'bank-logs' });
      const created = await pro.request('/api/bank/connections', { json: { provider: 'test' } });
      const connection = (await created.json()) as BankConnectionView;
      const [row] = await logged.db.select().from(bankConnection).where(eq(bankConnection.id, connection.id));
      const credentials = logged.bank.cipher.decrypt(row!.encryptedCredentials);
      await pro.request(`/api/bank/connections/${connection.id}/sync`, { method: 'POST' });
      bank.state = 'down';
      try {
        await pro.request(`/api/bank/connections/${connection.id}/sync`, { method: 'POST' });
      } finally {
        bank.state = 'up';
      }
      await pro.request(`/api/bank/connections/${connection.id}`, { method: 'DELETE' });

      const log = lines.join('');
      // The capture works: the bank requests are there.
      expect(log).toContain(`"path":"/api/bank/connections/${connection.id}/sync"`);
      for (const secret of [credentials, credentials.split(':')[1]!, row!.encryptedCredentials])
        expect(log, `the logs contain ${secret}`).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
