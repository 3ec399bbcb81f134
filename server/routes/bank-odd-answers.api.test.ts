import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankMessages, type BankConnectionView, type SyncSummary } from '../../core/bank';
import { addDays } from '../../core/dates';
import { bankReconnectEmail } from '../../core/email-messages';
import type { ItemPage } from '../../core/items';
import { bankEncryptionKey, credentialsCipher } from '../bank/credentials-cipher';
import { parseAllowedHost } from '../bank/simplefin-hosts';
import { calendarDateToUnix } from '../bank/simplefin-mapping';
import { SimpleFinBankProvider } from '../bank/simplefin-provider';
import { bankConnection } from '../db/schema';
import { runBankSync, type BankSyncJobContext } from '../jobs/bank-sync';
import { signedInUser, type UserRequest } from '../testing/api-helpers';
import { startPlaidStandIn, type PlaidStandIn } from '../testing/plaid-stand-in';
import {
  startSimpleFinStandIn,
  type SimpleFinStandIn,
  type StandInAccount,
} from '../testing/simplefin-stand-in';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../testing/test-app';

// What a bank's odd answer must never do: one transaction or name with characters PostgreSQL cannot store (NUL, half
// a UTF-16 surrogate pair) or a date years ahead stopping a whole connection, a database fault putting a person's
// descriptions or a connection's encrypted credentials in the logs, a revoked connection reading "try again later",
// or the Reconnect email going out twice. The real SimpleFIN and Plaid providers talk to their stand-ins on loopback.

const TODAY = '2026-03-15';
const HOUR = 3_600_000;
const INTERVAL = 6 * HOUR;
/** Noon UTC `daysAgo` days before TODAY, as SimpleFIN's `posted` (unix seconds). */
const postedDaysAgo = (daysAgo: number) => calendarDateToUnix(addDays(TODAY, -daysAgo)) + 12 * 60 * 60;

/** Every ciphertext the app made, so the logs can be searched for each. */
const ciphertexts: string[] = [];
const cipher = credentialsCipher(bankEncryptionKey(undefined, TEST_AUTH_SECRET));
const recordingCipher = {
  encrypt(plain: string) {
    const stored = cipher.encrypt(plain);
    ciphertexts.push(stored);
    return stored;
  },
  decrypt: (stored: string) => cipher.decrypt(stored),
};

const logLines: string[] = [];
let t: TestApp;
let bridge: SimpleFinStandIn;
let plaid: PlaidStandIn;
let job: BankSyncJobContext;

beforeAll(async () => {
  [bridge, plaid] = await Promise.all([startSimpleFinStandIn(), startPlaidStandIn()]);
  t = await createTestApp({
    logLevel: 'info',
    logDestination: { write: (line: string) => logLines.push(line) },
    bank: {
      providers: {
        simplefin: new SimpleFinBankProvider({ allowedHosts: [parseAllowedHost(bridge.host)!] }),
        plaid: plaid.provider(),
      },
      cipher: recordingCipher,
      today: () => TODAY,
    },
  });
  job = {
    db: t.db,
    bank: t.bank,
    mailer: t.mailer,
    logger: t.logger,
    appUrl: t.appUrl,
    intervalMs: INTERVAL,
    batchSize: 50,
  };
});
afterAll(async () => {
  await t?.close();
  await Promise.all([bridge?.close(), plaid?.close()]);
});

interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}
async function connect(request: UserRequest, json: unknown) {
  const res = await request('/api/bank/connections', { json });
  return { status: res.status, body: (await res.json()) as BankConnectionView & { error?: ErrorBody } };
}
async function sync(request: UserRequest, id: string) {
  const res = await request(`/api/bank/connections/${id}/sync`, { method: 'POST' });
  return { status: res.status, body: (await res.json()) as SyncSummary & { error?: ErrorBody } };
}
async function itemsOf(request: UserRequest) {
  const page = (await (await request('/api/items?limit=500&sort=date&order=asc')).json()) as ItemPage;
  return page.items.map(({ amount, date, description }) => ({ amount, date, description }));
}
async function storedCiphertext(id: string) {
  const [row] = await t.db.select().from(bankConnection).where(eq(bankConnection.id, id));
  return row!.encryptedCredentials;
}
/** None of `words` is in the logs (JSON lines, so a word with odd characters is searched as JSON writes it too). */
function expectLogsWithout(words: readonly string[]) {
  const log = logLines.join('');
  const found = words.filter((word) => log.includes(word) || log.includes(JSON.stringify(word).slice(1, -1)));
  expect(found, 'words the logs hold').toEqual([]);
}
const mailsTo = (email: string) => t.mail.filter((mail) => mail.to.includes(email.toLowerCase()));

/** A checking account whose bank sends clean transactions among odd ones. */
function oddAccounts(): StandInAccount[] {
  return [
    {
      id: 'ACT-odd',
      name: 'Everyday\u0000 Checking',
      org: { name: 'Prairie\u0000 Credit Union', domain: 'prairie.example' },
      transactions: [
        { id: 'TRN-clean', posted: postedDaysAgo(4), amount: '-45.67', description: 'SHELL OIL 5744' },
        {
          id: 'TRN-nul',
          posted: postedDaysAgo(3),
          amount: '-4.50',
          description: '',
          payee: 'CAFE\u0000 LATTE',
        },
        {
          id: 'TRN-surrogate',
          posted: postedDaysAgo(2),
          amount: '-9.25',
          description: '',
          payee: 'TACO \ud800TRUCK\udc00',
        },
        {
          id: 'TRN-years-ahead',
          posted: calendarDateToUnix('2999-01-01'),
          amount: '-12.00',
          description: 'YEARS AHEAD',
        },
        // Past the last instant a JavaScript date can hold (about 275,000 years from now).
        { id: 'TRN-beyond-time', posted: 9e15, amount: '-13.00', description: 'BEYOND TIME' },
        { id: 'TRN-before-1970', posted: -86_400, amount: '-14.00', description: 'BEFORE 1970' },
        { id: 'TRN-payout', posted: postedDaysAgo(1), amount: '310.25', description: 'UBER PAYOUT' },
      ],
    },
  ];
}

describe('a SimpleFIN answer with odd characters and dates', () => {
  it('connects and syncs: the clean transactions arrive with the text cleaned, the others are reported', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'odd-simplefin' });
    const { setupToken, user } = bridge.createSetupToken(oddAccounts(), { ignoresDates: true });

    const connected = await connect(request, { provider: 'simplefin', setupToken });
    expect(connected.status).toBe(201);
    expect(connected.body).toMatchObject({
      institution: 'Prairie Credit Union',
      status: 'active',
      lastSync: { added: 4, skipped: 0 },
      lastError:
        '3 transactions from your bank were not brought in: their dates, amounts or ids cannot be right (a date years ahead, for one). The others arrived.',
    });
    expect(connected.body.accounts.map((account) => account.name)).toEqual(['Everyday Checking']);
    expect(await itemsOf(request)).toEqual([
      { amount: 45.67, date: addDays(TODAY, -4), description: 'SHELL OIL 5744' },
      { amount: 4.5, date: addDays(TODAY, -3), description: 'CAFE LATTE' },
      { amount: 9.25, date: addDays(TODAY, -2), description: 'TACO TRUCK' },
      { amount: 310.25, date: addDays(TODAY, -1), description: 'UBER PAYOUT' },
    ]);

    // Sync now: nothing new, the same three reported again (the bank still sends them).
    expect(await sync(request, connected.body.id)).toEqual({
      status: 200,
      body: { added: 0, skipped: 0, refused: 3 },
    });
    const [listed] = (await (await request('/api/bank/connections')).json()) as BankConnectionView[];
    expect(listed).toMatchObject({ status: 'active', lastSync: { added: 0, skipped: 0 } });
    expect(listed!.lastError).toBe(bankMessages.transactionsRefused(3));

    // Once the bank stops sending them, the report goes.
    user.accounts[0]!.transactions.splice(3, 3);
    expect(await sync(request, connected.body.id)).toEqual({ status: 200, body: { added: 0, skipped: 0 } });
    const [clean] = (await (await request('/api/bank/connections')).json()) as BankConnectionView[];
    expect(clean!.lastError).toBeNull();

    expectLogsWithout([
      'SHELL OIL',
      'CAFE',
      'TACO',
      'UBER PAYOUT',
      'YEARS AHEAD',
      user.username,
      await storedCiphertext(connected.body.id),
    ]);
  });

  it('says one transaction in the singular', () => {
    expect(bankMessages.transactionsRefused(1)).toBe(
      '1 transaction from your bank was not brought in: its date, amount or id cannot be right (a date years ahead, for one). The others arrived.',
    );
  });
});

describe('a Plaid answer with odd characters and dates', () => {
  it('connects and syncs: the clean transactions arrive with the text cleaned, the others are reported', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'odd-plaid' });
    plaid.addInstitution('ins_odd', 'Odd\u0000 Savings Bank');
    const { publicToken, accessToken } = plaid.createPublicToken({
      institutionId: 'ins_odd',
      accounts: [
        {
          account_id: 'acc-odd',
          name: 'Plaid\u0000 Checking',
          mask: '12\u00000',
          type: 'depository',
          subtype: 'checking',
        },
      ],
    });
    plaid.addTransactions(accessToken, [
      { account_id: 'acc-odd', amount: -842.1, date: addDays(TODAY, -12), name: 'DoorDash payout' },
      { account_id: 'acc-odd', amount: 38.5, date: addDays(TODAY, -4), name: 'CHEVRON\u0000 0091' },
      { account_id: 'acc-odd', amount: 7.25, date: addDays(TODAY, -3), name: 'BAD \udc00NAME' },
      { account_id: 'acc-odd', amount: 12, date: '2999-01-01', name: 'YEARS AHEAD' },
      { account_id: 'acc-odd', amount: 13, date: '2026-02-30', name: 'NO SUCH DAY' },
      { account_id: 'acc-odd', amount: 1e20, date: addDays(TODAY, -2), name: 'TOO MUCH MONEY' },
      {
        transaction_id: 'tx-\u0000',
        account_id: 'acc-odd',
        amount: 5,
        date: addDays(TODAY, -2),
        name: 'ODD ID',
      },
    ]);

    const connected = await connect(request, { provider: 'plaid', publicToken });
    expect(connected.status).toBe(201);
    expect(connected.body).toMatchObject({
      institution: 'Odd Savings Bank',
      status: 'active',
      lastSync: { added: 3, skipped: 0 },
      lastError: bankMessages.transactionsRefused(4),
    });
    expect(connected.body.accounts.map(({ name, mask }) => ({ name, mask }))).toEqual([
      { name: 'Plaid Checking', mask: '120' },
    ]);
    expect(await itemsOf(request)).toEqual([
      { amount: 842.1, date: addDays(TODAY, -12), description: 'DoorDash payout' },
      { amount: 38.5, date: addDays(TODAY, -4), description: 'CHEVRON 0091' },
      { amount: 7.25, date: addDays(TODAY, -3), description: 'BAD NAME' },
    ]);
    expect(await sync(request, connected.body.id)).toEqual({ status: 200, body: { added: 0, skipped: 0 } });

    expectLogsWithout(['DoorDash', 'CHEVRON', 'BAD NAME', 'YEARS AHEAD', accessToken]);
    expectLogsWithout([await storedCiphertext(connected.body.id)]);
  });
});

describe('a database fault while connecting or syncing', () => {
  it('of a connect is logged without the credentials, their ciphertext or the names', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'odd-fault' });
    // A fault the database raises whatever GigTally checks first: a rule of its own that GigTally does not know.
    await t.db.execute(
      sql`alter table bank_connection add constraint fault_institution check (institution <> 'Faulty Savings') not valid`,
    );
    const before = ciphertexts.length;
    const { setupToken, user } = bridge.createSetupToken([
      {
        id: 'ACT-fault',
        name: 'Checking',
        org: { name: 'Faulty Savings' },
        transactions: [
          { id: 'TRN-f1', posted: postedDaysAgo(3), amount: '-61.20', description: 'PHARMACY COPAY 4471' },
        ],
      },
    ]);
    let refused: Awaited<ReturnType<typeof connect>>;
    try {
      refused = await connect(request, { provider: 'simplefin', setupToken });
    } finally {
      await t.db.execute(sql`alter table bank_connection drop constraint fault_institution`);
    }
    expect(refused.status).toBe(500);
    expect(refused.body.error?.code).toBe('internal');
    const unsaved = ciphertexts.slice(before);
    expect(unsaved).toHaveLength(1);

    const log = logLines.join('');
    // The fault is in the logs, by what PostgreSQL calls it: the capture works, and the log still helps.
    expect(log).toContain('"msg":"unexpected error"');
    expect(log).toContain('fault_institution');
    expectLogsWithout([...unsaved, user.username, 'Faulty Savings']);
  });

  it('of a sync is logged without the descriptions or the ciphertext', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'odd-sync-fault' });
    const { setupToken, user } = bridge.createSetupToken([
      {
        id: 'ACT-sync-fault',
        name: 'Checking',
        org: { name: 'Quiet Savings' },
        transactions: [
          { id: 'TRN-s1', posted: postedDaysAgo(3), amount: '-61.20', description: 'DENTIST VISIT 2291' },
        ],
      },
    ]);
    const connected = await connect(request, { provider: 'simplefin', setupToken });
    expect(connected.status).toBe(201);
    user.accounts[0]!.transactions.push(
      { id: 'TRN-s2', posted: postedDaysAgo(1), amount: '-22.00', description: 'THERAPY SESSION 18' },
      { id: 'TRN-s3', posted: postedDaysAgo(1), amount: '-9.00', description: 'SYNC FAULT DINER' },
    );
    await t.db.execute(
      sql`alter table budget_item add constraint fault_sync check (description not like 'SYNC FAULT%') not valid`,
    );
    let failed: Awaited<ReturnType<typeof sync>>;
    try {
      failed = await sync(request, connected.body.id);
    } finally {
      await t.db.execute(sql`alter table budget_item drop constraint fault_sync`);
    }
    expect(failed.status).toBe(500);
    expect(failed.body.error?.code).toBe('internal');

    const log = logLines.join('');
    expect(log).toContain('fault_sync');
    expectLogsWithout([
      'DENTIST',
      'THERAPY',
      'SYNC FAULT DINER',
      user.username,
      await storedCiphertext(connected.body.id),
    ]);
  });
});

describe('a connection the bank revoked', () => {
  /** `bank` short: a long subject is folded onto two lines, which the test's mail reader does not unfold. */
  async function revokedConnection(label: string, bank: string) {
    const owner = await signedInUser(t, { pro: true, label });
    const { setupToken, user } = bridge.createSetupToken([
      {
        id: 'ACT-revoked',
        name: 'Checking',
        org: { name: bank },
        transactions: [{ id: 'TRN-r1', posted: postedDaysAgo(2), amount: '-5.00', description: 'COFFEE' }],
      },
    ]);
    const { body } = await connect(owner.request, { provider: 'simplefin', setupToken });
    expect(body.status).toBe('active');
    user.revoke();
    return { owner, id: body.id, institution: body.institution };
  }
  const reconnectAnswer = {
    status: 409,
    body: {
      error: {
        code: 'reconnect-needed',
        message: 'Your bank needs you to connect it again: choose Reconnect on this connection.',
      },
    },
  };

  it('answers Sync now with 409 reconnect-needed and mails once; the scheduled sync mails no more', async () => {
    const { owner, id, institution } = await revokedConnection('revoked-sync-now', 'Bank One');
    expect(await sync(owner.request, id)).toEqual(reconnectAnswer);
    await t.waitForMail(owner.email, bankReconnectEmail.subject(institution));

    expect(await sync(owner.request, id)).toEqual(reconnectAnswer);
    await t.db
      .update(bankConnection)
      .set({ lastSyncAt: new Date(Date.now() - 2 * INTERVAL) })
      .where(eq(bankConnection.id, id));
    expect(await runBankSync(job, new Date())).toMatchObject({ mailed: 0 });
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('mails once when the scheduled sync finds it first; Sync now then mails no more', async () => {
    const { owner, id, institution } = await revokedConnection('revoked-scheduled', 'Bank Two');
    await t.db
      .update(bankConnection)
      .set({ lastSyncAt: new Date(Date.now() - 2 * INTERVAL) })
      .where(eq(bankConnection.id, id));
    expect(await runBankSync(job, new Date())).toMatchObject({ failed: 1, mailed: 1 });
    await t.waitForMail(owner.email, bankReconnectEmail.subject(institution));

    expect(await sync(owner.request, id)).toEqual(reconnectAnswer);
    expect(await runBankSync(job, new Date(Date.now() + 3 * INTERVAL))).toMatchObject({ mailed: 0 });
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('answers a Plaid login that changed the same way', async () => {
    const owner = await signedInUser(t, { pro: true, label: 'revoked-plaid' });
    const { publicToken, accessToken } = plaid.createPublicToken();
    const { body } = await connect(owner.request, { provider: 'plaid', publicToken });
    plaid.failItem(accessToken, 'ITEM_ERROR', 'ITEM_LOGIN_REQUIRED');
    expect(await sync(owner.request, body.id)).toEqual(reconnectAnswer);
    await t.waitForMail(owner.email, bankReconnectEmail.subject(body.institution));
  });
});

describe('a SimpleFIN claim that hands over no access URL', () => {
  it.each([
    [
      'the words Forbidden (was it already claimed?) with status 200',
      { status: 200, body: 'Forbidden (was it already claimed?)' },
      'This setup token has already been used. Create a new one in SimpleFIN Bridge and paste it here.',
    ],
    [
      'a blank body',
      { status: 200, body: '  \n' },
      'SimpleFIN did not accept this setup token: it may have been used already or not copied whole. Create a new one in SimpleFIN Bridge and paste it here.',
    ],
    [
      'an HTML page',
      { status: 200, body: '<!doctype html><html><body>Sign in</body></html>', contentType: 'text/html' },
      'SimpleFIN did not accept this setup token: it may have been used already or not copied whole. Create a new one in SimpleFIN Bridge and paste it here.',
    ],
  ])(
    'answering %s is a used or bad token: 400 on the field, nothing connected',
    async (_, claimAnswer, message) => {
      const { request } = await signedInUser(t, { pro: true, label: 'odd-claim' });
      const { setupToken } = bridge.createSetupToken([], { claimAnswer });
      const refused = await connect(request, { provider: 'simplefin', setupToken });
      expect(refused).toEqual({
        status: 400,
        body: { error: { code: 'validation-failed', message, fields: { setupToken: message } } },
      });
      expect(await (await request('/api/bank/connections')).json()).toEqual([]);
    },
  );
});
