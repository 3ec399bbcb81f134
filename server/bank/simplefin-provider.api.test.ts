import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankMessages } from '../../core/bank';
import { addDays } from '../../core/dates';
import {
  closeStatementReaders,
  readSimpleFinAnswerOffThread,
} from '../services/imports/read-statement-off-thread';
import { busyAccountTransactions } from '../testing/simplefin-large-answer';
import {
  startSimpleFinStandIn,
  type SimpleFinStandIn,
  type StandInAccount,
} from '../testing/simplefin-stand-in';
import { BankInputRefused, BankProviderUnavailable, BankReconnectNeeded } from './bank-provider';
import { parseAllowedHost, simpleFinAllowedHosts } from './simplefin-hosts';
import { calendarDateToUnix, readSimpleFinAnswer, simpleFinAnswerReasons } from './simplefin-mapping';
import { SimpleFinBankProvider } from './simplefin-provider';

// The real SimpleFIN provider over real HTTP against a stand-in that speaks SimpleFIN's API on loopback.

const DAY = 24 * 60 * 60;
const today = new Date().toISOString().slice(0, 10);
/** Noon UTC, `daysAgo` days before today. */
const at = (daysAgo: number) => calendarDateToUnix(addDays(today, -daysAgo)) + 12 * 60 * 60;
const dateOf = (daysAgo: number) => addDays(today, -daysAgo);

function gigAccounts(): StandInAccount[] {
  return [
    {
      id: 'ACT-checking',
      name: 'Total Checking (…1234)',
      org: { name: 'Chase', domain: 'chase.com' },
      balance: '2300.00',
      transactions: [
        { id: 'TRN-gas', posted: at(3), amount: '-45.67', description: 'SHELL OIL 5744', payee: 'Shell' },
        { id: 'TRN-payout', posted: at(10), amount: '1250.00', description: 'UBER PAYOUT', payee: '' },
        { id: 'TRN-fee', posted: at(20), amount: '0.10', description: '', memo: 'Interest paid' },
        { id: 'TRN-old', posted: at(120), amount: '-9.99', description: 'Too old for the first sync' },
        {
          id: 'TRN-pending',
          posted: 0,
          pending: true,
          transacted_at: at(1),
          amount: '-12.00',
          description: 'PARKING METER',
        },
      ],
    },
    {
      id: 'ACT-card',
      name: 'Sapphire Credit Card',
      org: { name: 'Chase', domain: 'chase.com' },
      transactions: [{ id: 'TRN-phone', posted: at(5), amount: '-65.00', description: 'T-MOBILE' }],
    },
    {
      id: 'ACT-miles',
      name: 'Frequent Flyer',
      currency: 'https://miles.example/currency',
      org: { name: 'Airline' },
      transactions: [{ id: 'TRN-miles', posted: at(5), amount: '500', description: 'Miles' }],
    },
  ];
}

let bridge: SimpleFinStandIn;
/** A second server, not on the allow-list: nothing may ever reach it. */
let elsewhere: SimpleFinStandIn;
let provider: SimpleFinBankProvider;
/** Every URL the provider fetched. */
const fetched: string[] = [];
const countingFetch: typeof fetch = (input, init) => {
  fetched.push(input instanceof Request ? input.url : input.toString());
  return fetch(input, init);
};

beforeAll(async () => {
  bridge = await startSimpleFinStandIn();
  elsewhere = await startSimpleFinStandIn();
  provider = new SimpleFinBankProvider({
    allowedHosts: simpleFinAllowedHosts({ SIMPLEFIN_ALLOWED_HOSTS: [parseAllowedHost(bridge.host)!] }),
    fetch: countingFetch,
    timeoutMs: 2_000,
  });
});
afterEach(() => {
  bridge.failWith(null);
  bridge.slowDown(0);
  bridge.redirectTo(null);
});
afterAll(async () => {
  await bridge?.close();
  await elsewhere?.close();
  await closeStatementReaders();
});

const connect = (setupToken: string) => provider.connect({ provider: 'simplefin', userId: 'u1', setupToken });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('connect', () => {
  it('claims the setup token once and reads the institution and its dollar accounts', async () => {
    const { setupToken, user } = bridge.createSetupToken(gigAccounts());
    const before = bridge.requests.length;
    const connection = await connect(setupToken);

    expect(connection.institution).toBe('Chase');
    expect(connection.accounts).toEqual([
      { providerAccountId: 'ACT-checking', name: 'Total Checking (…1234)', kind: 'checking', mask: '1234' },
      { providerAccountId: 'ACT-card', name: 'Sapphire Credit Card', kind: 'credit', mask: null },
    ]);
    // The secret is the access URL with its user and password, on the stand-in's host.
    const access = new URL(connection.credentials);
    expect([access.host, access.username, access.pathname]).toEqual([
      bridge.host,
      user.username,
      '/simplefin',
    ]);

    const made = bridge.requests.slice(before);
    expect(made.map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', expect.stringMatching(/^\/simplefin\/claim\//), 200],
      ['GET', '/simplefin/accounts', 200],
    ]);
    // Basic auth from the userinfo, which never travels in the URL itself.
    expect(made[1]!.user).toBe(user.username);
    expect(made[1]!.query).toEqual({ 'balances-only': '1' });
    expect(fetched.some((url) => url.includes('@'))).toBe(false);
  });

  it('takes a token pasted with spaces and line breaks', async () => {
    const { setupToken } = bridge.createSetupToken(gigAccounts());
    const pasted = ` ${setupToken.slice(0, 20)}\n${setupToken.slice(20)} `;
    await expect(connect(pasted)).resolves.toMatchObject({ institution: 'Chase' });
  });

  it('refuses a token claimed before with the exact message, on the setupToken field', async () => {
    const { setupToken } = bridge.createSetupToken(gigAccounts());
    await connect(setupToken);
    const error = await refusal(connect(setupToken));
    expect(error).toBeInstanceOf(BankInputRefused);
    expect((error as BankInputRefused).field).toBe('setupToken');
    expect(error.message).toBe(
      'This setup token has already been used. Create a new one in SimpleFIN Bridge and paste it here.',
    );
    expect(error.message).toBe(bankMessages.setupTokenClaimed);
  });

  it.each([
    [
      'Forbidden (was it already claimed?) with status 200',
      200,
      'Forbidden (was it already claimed?)',
      'claimed',
    ],
    ['Forbidden with status 403 and an HTML page', 403, '<html><body>Forbidden</body></html>', 'claimed'],
    ['a blank answer with status 200', 200, '', 'not accepted'],
    [
      'a sign-in page with status 200',
      200,
      '<!DOCTYPE html><html><head><title>Sign in</title></head></html>',
      'not accepted',
    ],
    [
      'a page larger than an access URL can be',
      200,
      `<html>${'<p>Welcome</p>'.repeat(2_000)}</html>`,
      'not accepted',
    ],
    ['a 404 for a claim URL the Bridge does not know', 404, 'Not found', 'not accepted'],
  ] as const)('takes a claim answering %s as a used or bad token', async (_, status, body, kind) => {
    const { setupToken } = bridge.createSetupToken(gigAccounts(), { claimAnswer: { status, body } });
    const error = await refusal(connect(setupToken));
    expect(error).toBeInstanceOf(BankInputRefused);
    expect((error as BankInputRefused).field).toBe('setupToken');
    expect(error.message).toBe(
      kind === 'claimed'
        ? 'This setup token has already been used. Create a new one in SimpleFIN Bridge and paste it here.'
        : 'SimpleFIN did not accept this setup token: it may have been used already or not copied whole. Create a new one in SimpleFIN Bridge and paste it here.',
    );
  });

  it.each([
    [500, 'Internal Server Error'],
    [502, '<html><body>Bad gateway</body></html>'],
    [429, 'Too many requests'],
  ])('takes a claim answering %i as the Bridge unavailable, to try again', async (status, body) => {
    const { setupToken } = bridge.createSetupToken(gigAccounts(), { claimAnswer: { status, body } });
    expect(await refusal(connect(setupToken))).toBeInstanceOf(BankProviderUnavailable);
  });

  it.each([
    ['not base64 at all', 'this is not a token!'],
    ['base64 of words', Buffer.from('hello there').toString('base64')],
    [
      'base64 of a URL without a scheme',
      Buffer.from('bridge.simplefin.org/simplefin/claim/x').toString('base64'),
    ],
    ['base64 of binary', Buffer.from([0xff, 0xfe, 0x00, 0x01]).toString('base64')],
  ])('refuses %s with the exact message and contacts nobody', async (_, setupToken) => {
    const before = fetched.length;
    const error = await refusal(connect(setupToken));
    expect(error).toBeInstanceOf(BankInputRefused);
    expect(error.message).toBe(
      'This is not a SimpleFIN setup token. Copy the whole token from SimpleFIN Bridge and paste it again.',
    );
    expect(fetched.length).toBe(before);
  });

  it.each([
    ['a host not on the allow-list', () => `${elsewhere.origin}/simplefin/claim/abc`],
    ['plain http to a host that is not loopback', () => 'http://bridge.simplefin.org/simplefin/claim/abc'],
    ['an allowed name before an @', () => `https://bridge.simplefin.org@127.0.0.1:${elsewhere.port}/claim`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the allowed host at another port', () => `http://127.0.0.1:${elsewhere.port}/simplefin/claim/x`],
  ])('never contacts %s: the token is refused as not a SimpleFIN token', async (_, claimUrl) => {
    const before = fetched.length;
    const elsewhereBefore = elsewhere.requests.length;
    const error = await refusal(connect(Buffer.from(claimUrl()).toString('base64')));
    expect(error).toBeInstanceOf(BankInputRefused);
    expect(error.message).toBe(bankMessages.setupTokenInvalid);
    expect(fetched.length).toBe(before);
    expect(elsewhere.requests.length).toBe(elsewhereBefore);
  });

  it('never reads accounts from an access URL the claim hands out on a host not on the allow-list', async () => {
    const { setupToken } = bridge.createSetupToken(gigAccounts(), {
      accessBase: `${elsewhere.origin}/simplefin`,
    });
    const elsewhereBefore = elsewhere.requests.length;
    const error = await refusal(connect(setupToken));
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(elsewhere.requests.length).toBe(elsewhereBefore);
  });

  it('does not follow a redirect from the claim', async () => {
    const { setupToken } = bridge.createSetupToken(gigAccounts());
    bridge.redirectTo(`${elsewhere.origin}/simplefin/claim/abc`);
    const elsewhereBefore = elsewhere.requests.length;
    expect(await refusal(connect(setupToken))).toBeInstanceOf(BankProviderUnavailable);
    expect(elsewhere.requests.length).toBe(elsewhereBefore);
  });

  it('reports the Bridge down (500) or too slow as unavailable', async () => {
    bridge.failWith(500);
    expect(await refusal(connect(bridge.createSetupToken(gigAccounts()).setupToken))).toBeInstanceOf(
      BankProviderUnavailable,
    );
    bridge.failWith(null);
    bridge.slowDown(500);
    const slow = new SimpleFinBankProvider({
      allowedHosts: simpleFinAllowedHosts({ SIMPLEFIN_ALLOWED_HOSTS: [parseAllowedHost(bridge.host)!] }),
      timeoutMs: 100,
    });
    const started = Date.now();
    const error = await refusal(
      slow.connect({
        provider: 'simplefin',
        userId: 'u1',
        setupToken: bridge.createSetupToken([]).setupToken,
      }),
    );
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('reports a closed port as unavailable', async () => {
    const closed = await startSimpleFinStandIn();
    const { setupToken } = closed.createSetupToken([]);
    await closed.close();
    const nowhere = new SimpleFinBankProvider({
      allowedHosts: [parseAllowedHost(closed.host)!],
    });
    expect(
      await refusal(nowhere.connect({ provider: 'simplefin', userId: 'u1', setupToken })),
    ).toBeInstanceOf(BankProviderUnavailable);
  });
});

describe('fetchChanges', () => {
  async function connected(accounts = gigAccounts()) {
    const made = bridge.createSetupToken(accounts);
    const connection = await connect(made.setupToken);
    return { ...made, credentials: connection.credentials };
  }

  it('reads the last 90 days on the first sync: exact cents, dates, descriptions and pending', async () => {
    const { credentials } = await connected();
    const before = bridge.requests.length;
    const changes = await provider.fetchChanges(credentials, { cursor: null, lastPostedDate: null }, today);

    const byId = Object.fromEntries(changes.transactions.map((t) => [t.providerTransactionId, t]));
    expect(Object.keys(byId).sort()).toEqual([
      'TRN-fee',
      'TRN-gas',
      'TRN-payout',
      'TRN-pending',
      'TRN-phone',
    ]);
    expect(byId['TRN-gas']).toEqual({
      providerTransactionId: 'TRN-gas',
      providerAccountId: 'ACT-checking',
      date: dateOf(3),
      amountCents: -4567,
      description: 'Shell',
      pending: false,
    });
    expect(byId['TRN-payout']).toMatchObject({
      amountCents: 125_000,
      description: 'UBER PAYOUT',
      date: dateOf(10),
    });
    expect(byId['TRN-fee']).toMatchObject({ amountCents: 10, description: 'Interest paid' });
    expect(byId['TRN-pending']).toMatchObject({ amountCents: -1200, pending: true, date: dateOf(1) });
    expect(byId['TRN-phone']).toMatchObject({ providerAccountId: 'ACT-card', amountCents: -6500 });
    expect(changes.accounts.map((a) => a.providerAccountId)).toEqual(['ACT-checking', 'ACT-card']);
    expect(changes.next).toEqual({ cursor: null, lastPostedDate: dateOf(3) });
    expect(changes.removedTransactionIds).toEqual([]);

    // One request, with pending=1, for the 90 days that end today (end-date exclusive: tomorrow 00:00 UTC).
    const made = bridge.requests.slice(before);
    expect(made.map((r) => r.query)).toEqual([
      {
        'start-date': String(calendarDateToUnix(addDays(today, -89))),
        'end-date': String(calendarDateToUnix(addDays(today, 1))),
        pending: '1',
      },
    ]);
  });

  it('reads from the date the sync service asks for afterwards, and sees a new transaction', async () => {
    const { credentials, user } = await connected();
    user.accounts[0]!.transactions.push({
      id: 'TRN-new',
      posted: at(0),
      amount: '-3.50',
      description: 'TOLL',
    });
    const before = bridge.requests.length;
    const changes = await provider.fetchChanges(
      credentials,
      // The sync service's position: the last posted date (3 days ago) less its 5 days of overlap.
      { cursor: null, lastPostedDate: dateOf(8) },
      today,
    );
    expect(changes.transactions.map((t) => t.providerTransactionId).sort()).toEqual([
      'TRN-gas',
      'TRN-new',
      'TRN-pending',
      'TRN-phone',
    ]);
    expect(changes.next.lastPostedDate).toBe(today);
    expect(bridge.requests.slice(before).map((r) => r.query['start-date'])).toEqual([
      String(calendarDateToUnix(dateOf(8))),
    ]);
  });

  it('cuts a long gap into requests of at most 90 days, which the Bridge does not cap', async () => {
    const { credentials } = await connected();
    const before = bridge.requests.length;
    const changes = await provider.fetchChanges(
      credentials,
      { cursor: null, lastPostedDate: dateOf(200) },
      today,
    );
    const made = bridge.requests.slice(before);
    expect(made).toHaveLength(3);
    for (const request of made) {
      expect(Number(request.query['end-date']) - Number(request.query['start-date'])).toBeLessThanOrEqual(
        90 * DAY,
      );
    }
    expect(changes.transactions.map((t) => t.providerTransactionId)).toContain('TRN-old');
  });

  it('says the person must reconnect once they revoke access at the Bridge (403)', async () => {
    const { credentials, user } = await connected();
    user.revoke();
    const error = await refusal(
      provider.fetchChanges(credentials, { cursor: null, lastPostedDate: null }, today),
    );
    expect(error).toBeInstanceOf(BankReconnectNeeded);
  });

  it('says the person must reconnect when the password is wrong', async () => {
    const { credentials } = await connected();
    const wrong = new URL(credentials);
    wrong.password = 'not-the-password';
    const error = await refusal(
      provider.fetchChanges(wrong.href, { cursor: null, lastPostedDate: null }, today),
    );
    expect(error).toBeInstanceOf(BankReconnectNeeded);
  });

  it('reports the Bridge down, slow, redirecting or answering too much as unavailable', async () => {
    const { credentials } = await connected();
    const position = { cursor: null, lastPostedDate: null };
    bridge.failWith(500);
    expect(await refusal(provider.fetchChanges(credentials, position, today))).toBeInstanceOf(
      BankProviderUnavailable,
    );
    bridge.failWith(null);

    bridge.redirectTo(`${elsewhere.origin}/simplefin/accounts`);
    const elsewhereBefore = elsewhere.requests.length;
    expect(await refusal(provider.fetchChanges(credentials, position, today))).toBeInstanceOf(
      BankProviderUnavailable,
    );
    expect(elsewhere.requests.length).toBe(elsewhereBefore);
    bridge.redirectTo(null);

    const allowedHosts = [parseAllowedHost(bridge.host)!];
    bridge.slowDown(500);
    const slow = new SimpleFinBankProvider({ allowedHosts, timeoutMs: 100 });
    expect(await refusal(slow.fetchChanges(credentials, position, today))).toBeInstanceOf(
      BankProviderUnavailable,
    );
    bridge.slowDown(0);

    const small = new SimpleFinBankProvider({ allowedHosts, maxResponseBytes: 500 });
    const error = await refusal(small.fetchChanges(credentials, position, today));
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(error.message).toContain('larger than 500 bytes');
  });

  it("reads the answer on a worker thread: its bytes move there, and the reading is readSimpleFinAnswer's", async () => {
    const answer = {
      accounts: gigAccounts().map((account) => ({ ...account, currency: account.currency ?? 'USD' })),
    };
    const bytes = new TextEncoder().encode(JSON.stringify(answer));
    const body = bytes.slice().buffer;
    const reading = await readSimpleFinAnswerOffThread(body, today);
    expect(body.byteLength).toBe(0); // transferred, not copied: the buffer here is detached
    expect(reading).toEqual(readSimpleFinAnswer(bytes, today));
    expect(reading.ok && reading.transactions.map((t) => t.providerTransactionId)).toEqual([
      'TRN-gas',
      'TRN-payout',
      'TRN-fee',
      'TRN-old',
      'TRN-pending',
      'TRN-phone',
    ]);
  });

  it("fails a sync that finds the readers' queue full as unavailable; the next sync reads", async () => {
    const { credentials } = await connected();
    const position = { cursor: null, lastPostedDate: null };
    // Eleven answers of about 8 MB each: two threads read, eight wait (the queue's limit), the rest are turned away.
    const now = Math.floor(Date.now() / 1000);
    const big = new TextEncoder().encode(
      JSON.stringify({
        accounts: [{ id: 'ACT-busy', transactions: busyAccountTransactions(40_000, { now }) }],
      }),
    );
    const fillers = Array.from({ length: 11 }, () => readSimpleFinAnswerOffThread(big.slice().buffer, today));

    const error = await refusal(provider.fetchChanges(credentials, position, today));
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(error.message).toBe(simpleFinAnswerReasons.readersBusy);
    expect(error.message).toBe('GigTally is reading as many files and bank answers as it takes at once');

    const readings = await Promise.all(fillers);
    const busy = readings.filter((reading) => !reading.ok);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy).toEqual(busy.map(() => ({ ok: false, reason: simpleFinAnswerReasons.readersBusy })));
    for (const reading of readings.filter((reading) => reading.ok)) {
      expect(reading.ok && reading.transactions.length).toBe(40_000);
    }
    const changes = await provider.fetchChanges(credentials, position, today);
    expect(changes.transactions).toHaveLength(5);
  }, 60_000);

  it('reports an access URL whose password is not valid percent-encoding as unavailable, contacting nobody', async () => {
    const before = fetched.length;
    const broken = `http://user:pass%zz@${bridge.host}/simplefin`;
    const error = await refusal(provider.fetchChanges(broken, { cursor: null, lastPostedDate: null }, today));
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(fetched.length).toBe(before);
  });

  it('never contacts an access URL stored for a host that is no longer on the allow-list', async () => {
    const { credentials } = await connected();
    const stricter = new SimpleFinBankProvider({
      allowedHosts: simpleFinAllowedHosts({ SIMPLEFIN_ALLOWED_HOSTS: [] }),
      fetch: countingFetch,
    });
    const before = fetched.length;
    const error = await refusal(
      stricter.fetchChanges(credentials, { cursor: null, lastPostedDate: null }, today),
    );
    expect(error).toBeInstanceOf(BankProviderUnavailable);
    expect(fetched.length).toBe(before);
  });
});
