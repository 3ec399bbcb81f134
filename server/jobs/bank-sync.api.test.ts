import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankConnectionView } from '../../core/bank';
import { bankReconnectEmail } from '../../core/email-messages';
import { BankReconnectNeeded, type BankProvider } from '../bank/bank-provider';
import { TestBankProvider } from '../bank/test-bank-provider';
import { bankConnection } from '../db/schema';
import { signedInUser } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BANK_SYNC_CLAIM_MS, runBankSync, type BankSyncJobContext } from './bank-sync';

// The background sync: each connection due synced by one instance however many run at once, again only
// after BANK_SYNC_INTERVAL_MS, a failed one retried later, and one email when the bank needs the person.

const TODAY = '2026-03-15';
const HOUR = 3_600_000;
const INTERVAL = 6 * HOUR;
const testBank = new TestBankProvider();

/** The test bank, counting reads per connection, and revoking the connections in `revoked`. */
class CountingBank implements BankProvider {
  readonly name = 'test' as const;
  reads = new Map<string, number>();
  revoked = new Set<string>();
  connect: BankProvider['connect'] = (request) => testBank.connect(request);
  fetchChanges: BankProvider['fetchChanges'] = async (credentials, position, today) => {
    this.reads.set(credentials, (this.reads.get(credentials) ?? 0) + 1);
    // Slow enough that two instances' runs overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (this.revoked.has(credentials)) throw new BankReconnectNeeded('access revoked');
    return testBank.fetchChanges(credentials, position, today);
  };
  disconnect = () => Promise.resolve();
}

const bank = new CountingBank();
let t: TestApp;
let context: BankSyncJobContext;
beforeAll(async () => {
  t = await createTestApp({ bank: { providers: { test: bank }, today: () => TODAY } });
  context = {
    db: t.db,
    bank: t.bank,
    mailer: t.mailer,
    logger: t.logger,
    appUrl: t.appUrl,
    intervalMs: INTERVAL,
    batchSize: 2,
  };
});
afterAll(async () => {
  await t?.close();
});

async function credentialsOf(id: string) {
  const [row] = await t.db.select().from(bankConnection).where(eq(bankConnection.id, id));
  return t.bank.cipher.decrypt(row!.encryptedCredentials);
}

describe('runBankSync', () => {
  it('syncs each connection due once however many instances run, and again only after the interval', async () => {
    const owner = await signedInUser(t, { pro: true, label: 'job' });
    const connections: BankConnectionView[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await owner.request('/api/bank/connections', { json: { provider: 'test' } });
      connections.push((await res.json()) as BankConnectionView);
    }
    const secrets = await Promise.all(connections.map((connection) => credentialsOf(connection.id)));
    bank.reads.clear();

    // Connected just now: not due for another 6 hours.
    expect(await runBankSync(context, new Date())).toEqual({ synced: 0, failed: 0, mailed: 0 });

    const later = new Date(Date.now() + INTERVAL + HOUR);
    const runs = await Promise.all([
      runBankSync(context, later),
      runBankSync(context, later),
      runBankSync(context, later),
    ]);
    expect(runs.reduce((sum, run) => sum + run.synced, 0)).toBe(5);
    expect(secrets.map((secret) => bank.reads.get(secret))).toEqual([1, 1, 1, 1, 1]);
    const listed = (await (await owner.request('/api/bank/connections')).json()) as BankConnectionView[];
    expect(listed.map((connection) => connection.lastSync)).toEqual(Array(5).fill({ added: 1, skipped: 0 }));

    // Claimed and synced by one of them: no run at that instant syncs them again.
    expect((await runBankSync(context, later)).synced).toBe(0);
  });

  it('marks a revoked connection reconnect, stops syncing it and sends one email', async () => {
    const owner = await signedInUser(t, { pro: true, label: 'job-revoked' });
    const res = await owner.request('/api/bank/connections', { json: { provider: 'test' } });
    const connection = (await res.json()) as BankConnectionView;
    const secret = await credentialsOf(connection.id);
    bank.revoked.add(secret);
    // Due: its last sync was long ago.
    await t.db
      .update(bankConnection)
      .set({ lastSyncAt: new Date(Date.now() - 2 * INTERVAL) })
      .where(eq(bankConnection.id, connection.id));
    bank.reads.set(secret, 0);

    const run = await runBankSync(context, new Date());
    expect(run).toMatchObject({ failed: 1, mailed: 1 });
    const mail = await t.waitForMail(owner.email, bankReconnectEmail.subject('GigTally Test Bank'));
    expect(mail.text).toContain(
      'GigTally Test Bank stopped letting GigTally read your transactions: the bank needs you to sign in again or to allow access once more.',
    );
    expect(mail.text).toContain(`${t.appUrl}/settings`);
    const [listed] = (await (await owner.request('/api/bank/connections')).json()) as BankConnectionView[];
    expect(listed!.status).toBe('reconnect');

    // Later runs neither sync it nor mail again.
    const after = new Date(Date.now() + 3 * INTERVAL);
    expect(await runBankSync(context, after)).toMatchObject({ mailed: 0 });
    expect(bank.reads.get(secret)).toBe(1);
    expect(t.mail.filter((sent) => sent.to.includes(owner.email.toLowerCase()))).toHaveLength(1);
  });

  it('retries a connection whose sync failed once its claim has passed', async () => {
    const owner = await signedInUser(t, { pro: true, label: 'job-retry' });
    const res = await owner.request('/api/bank/connections', { json: { provider: 'test' } });
    const connection = (await res.json()) as BankConnectionView;
    await t.db
      .update(bankConnection)
      .set({ status: 'error', lastSyncAt: new Date(Date.now() - 2 * INTERVAL) })
      .where(eq(bankConnection.id, connection.id));
    const secret = await credentialsOf(connection.id);
    bank.reads.set(secret, 0);
    const now = new Date();
    // Another instance claimed it a moment ago: this one leaves it.
    await t.db
      .update(bankConnection)
      .set({ claimedUntil: new Date(now.getTime() + BANK_SYNC_CLAIM_MS) })
      .where(eq(bankConnection.id, connection.id));
    await runBankSync(context, now);
    expect(bank.reads.get(secret)).toBe(0);
    await runBankSync(context, new Date(now.getTime() + BANK_SYNC_CLAIM_MS + 1000));
    expect(bank.reads.get(secret)).toBe(1);
    const [listed] = (await (await owner.request('/api/bank/connections')).json()) as BankConnectionView[];
    expect(listed).toMatchObject({ status: 'active', lastError: null, lastSync: { added: 1, skipped: 0 } });
  });
});
