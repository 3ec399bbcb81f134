import { describe, expect, it } from 'vitest';
import {
  accountSetSchema,
  calendarDateToUnix,
  parseSimpleFinAmount,
  readSimpleFinAnswer,
  simpleFinAccountKind,
  simpleFinAccountMask,
  simpleFinDescription,
  simpleFinInstitution,
  simpleFinSyncWindows,
  toProviderTransaction,
  unixToCalendarDate,
} from './simplefin-mapping';

describe('parseSimpleFinAmount: SimpleFIN amount text to integer cents, without floats', () => {
  it.each([
    ['-45.67', -4567],
    ['1250.00', 125_000],
    ['0.10', 10],
    ['0.29', 29], // 0.29 * 100 is 28.999999999999996 as a float
    ['-0.07', -7],
    ['12', 1200],
    ['12.5', 1250],
    ['+3.00', 300],
    ['-0.00', 0],
    ['1234567.89', 123_456_789],
    ['12.3450', 1235], // a third decimal rounds half away from zero
    ['-12.344', -1234],
    ['-12.345', -1235],
    [' 4.20 ', 420],
  ])('%s is %i cents', (text, cents) => {
    expect(parseSimpleFinAmount(text)).toBe(cents);
  });

  it.each([
    [''],
    ['abc'],
    ['1,234.56'],
    ['$5.00'],
    ['1e3'],
    ['--5'],
    ['5.'.repeat(3)],
    ['100000000000.00'],
    ['NaN'],
  ])('refuses %j', (text) => {
    expect(parseSimpleFinAmount(text)).toBeUndefined();
  });
});

describe('dates: SimpleFIN unix times to calendar dates in UTC', () => {
  it.each([
    [0, '1970-01-01'],
    [1_700_000_000, '2023-11-14'], // 2023-11-14T22:13:20Z
    [1_704_067_199, '2023-12-31'], // one second before 2024
    [1_704_067_200, '2024-01-01'],
  ])('%i is %s', (seconds, date) => {
    expect(unixToCalendarDate(seconds)).toBe(date);
  });

  it('gives undefined outside the years 0000-9999, never throwing past the last instant a date holds', () => {
    expect(unixToCalendarDate(253_402_300_799)).toBe('9999-12-31'); // 9999-12-31T23:59:59Z
    expect(unixToCalendarDate(253_402_300_800)).toBeUndefined(); // 10000-01-01
    expect(unixToCalendarDate(8_640_000_000_000)).toBeUndefined(); // 8.64e15 ms, the last instant a date holds
    expect(unixToCalendarDate(9e15)).toBeUndefined(); // past it: new Date() is Invalid Date
  });

  it('turns a calendar date into the unix time of its 00:00 UTC', () => {
    expect(calendarDateToUnix('2024-01-01')).toBe(1_704_067_200);
    expect(unixToCalendarDate(calendarDateToUnix('2026-02-28'))).toBe('2026-02-28');
  });
});

describe('toProviderTransaction', () => {
  const base = {
    id: 'TRN-1',
    posted: 1_704_067_200,
    amount: '-45.67',
    description: 'UBER *TRIP',
    pending: false,
  };

  it('maps a posted transaction', () => {
    expect(toProviderTransaction('ACT-1', base, '2024-02-01')).toEqual({
      providerTransactionId: 'TRN-1',
      providerAccountId: 'ACT-1',
      date: '2024-01-01',
      amountCents: -4567,
      description: 'UBER *TRIP',
      pending: false,
    });
  });

  it('takes a pending one by its flag, or by posted 0, dated by transacted_at while it has no posted date', () => {
    expect(toProviderTransaction('A', { ...base, pending: true }, '2024-02-01')).toMatchObject({
      pending: true,
      date: '2024-01-01',
    });
    expect(
      toProviderTransaction(
        'A',
        { ...base, posted: 0, pending: undefined, transacted_at: 1_700_000_000 },
        '2024-02-01',
      ),
    ).toMatchObject({ pending: true, date: '2023-11-14' });
    expect(toProviderTransaction('A', { ...base, posted: 0, pending: true }, '2024-02-01')).toMatchObject({
      pending: true,
      date: '2024-02-01',
    });
  });

  it('gives undefined for an amount that is not a number, or a time no date holds', () => {
    expect(toProviderTransaction('A', { ...base, amount: 'n/a' }, '2024-02-01')).toBeUndefined();
    expect(toProviderTransaction('A', { ...base, posted: 9e15 }, '2024-02-01')).toBeUndefined();
  });
});

describe('simpleFinDescription: payee, else description, else memo', () => {
  it.each([
    [{ payee: 'Shell', description: 'SHELL OIL 5744 AUSTIN TX', memo: 'card 1234' }, 'Shell'],
    [{ payee: '', description: 'SHELL OIL  5744\tAUSTIN TX', memo: 'x' }, 'SHELL OIL 5744 AUSTIN TX'],
    [{ payee: null, description: '   ', memo: 'Mobile deposit' }, 'Mobile deposit'],
    [{ description: '', memo: '' }, 'SimpleFIN transaction'],
    // Cleaned as statement import cleans a file's text: what PostgreSQL cannot store, or is not text, goes.
    [{ payee: 'CAFE\u0000 LATTE', description: '' }, 'CAFE LATTE'],
    [{ payee: 'TACO \ud800TRUCK\udc00', description: '' }, 'TACO TRUCK'],
    [{ payee: 'PAIR \ud83d\ude95 KEPT', description: '' }, 'PAIR \ud83d\ude95 KEPT'],
    [{ payee: '\u0000\ud800', description: 'NEXT\u0085 ONE\ufeff' }, 'NEXT ONE'],
  ])('%j reads %j', (transaction, words) => {
    expect(simpleFinDescription(transaction)).toBe(words);
  });

  it('cuts a description to the item limit of 500 characters', () => {
    expect(simpleFinDescription({ description: 'x'.repeat(900) })).toHaveLength(500);
  });
});

describe('accounts', () => {
  it.each([
    ['Sapphire Preferred Credit Card', 'credit'],
    ['Visa Signature', 'credit'],
    ['High Yield Savings', 'savings'],
    ['Total Checking', 'checking'],
    ['Brokerage', 'other'],
  ] as const)('%s is a %s account', (name, kind) => {
    expect(simpleFinAccountKind(name)).toBe(kind);
  });

  it.each([
    ['Total Checking (…1234)', '1234'],
    ['Card 5678', '5678'],
    ['Checking ...9012', '9012'],
    ['SimpleFIN Checking', null],
    ['Account 12345678', null],
  ])('%s shows the mask %s', (name, mask) => {
    expect(simpleFinAccountMask(name)).toBe(mask);
  });

  it('names the institution by its organisations, or SimpleFIN Bridge', () => {
    const account = (name: string | null) => ({ org: { name }, id: 'a', name: 'x', transactions: [] });
    expect(simpleFinInstitution([account('Chase'), account('Chase'), account('Ally Bank')])).toBe(
      'Chase, Ally Bank',
    );
    expect(simpleFinInstitution([account(null)])).toBe('SimpleFIN Bridge');
    expect(simpleFinInstitution([account('Prairie\u0000 Credit\ud800 Union')])).toBe('Prairie Credit Union');
    expect(simpleFinInstitution([account('\u0000')])).toBe('SimpleFIN Bridge');
    expect(simpleFinInstitution([])).toBe('SimpleFIN Bridge');
  });

  it('reads a version 1 account set, letting fields it does not use through', () => {
    const set = accountSetSchema.parse({
      errors: ['Connection to Chase may need attention'],
      accounts: [
        {
          org: { domain: 'chase.com', 'sfin-url': 'https://sfin.example/', name: 'Chase' },
          id: 'ACT-1',
          name: 'Checking',
          currency: 'USD',
          balance: '100.00',
          'available-balance': '90.00',
          'balance-date': 1_704_067_200,
          transactions: [{ id: 'T1', posted: 1_704_067_200, amount: '-1.00', description: 'X' }],
          extra: { anything: true },
        },
      ],
    });
    expect(set.errors).toEqual(['Connection to Chase may need attention']);
    expect(set.accounts[0]).toMatchObject({ transactions: [{ id: 'T1', amount: '-1.00' }] });
  });
});

describe('simpleFinSyncWindows: what a sync asks for, at most 90 days a request ([start, end))', () => {
  it('reads the 90 days that end today on the first sync, in one request', () => {
    expect(simpleFinSyncWindows(null, '2026-11-25')).toEqual([{ start: '2026-08-28', end: '2026-11-26' }]);
  });

  it('reads from the date the sync service asks for afterwards (its overlap already applied)', () => {
    expect(simpleFinSyncWindows('2026-11-15', '2026-11-25')).toEqual([
      { start: '2026-11-15', end: '2026-11-26' },
    ]);
  });

  it('never starts after today, even if a posted date lies ahead', () => {
    expect(simpleFinSyncWindows('2026-12-30', '2026-11-25')).toEqual([
      { start: '2026-11-25', end: '2026-11-26' },
    ]);
  });

  it('cuts a long gap into windows of 90 days', () => {
    expect(simpleFinSyncWindows('2026-04-26', '2026-11-25')).toEqual([
      { start: '2026-04-26', end: '2026-07-25' },
      { start: '2026-07-25', end: '2026-10-23' },
      { start: '2026-10-23', end: '2026-11-26' },
    ]);
  });
});

describe('readSimpleFinAnswer: the bytes of GET {access}/accounts to accounts and transactions in our units', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const read = (answer: unknown) => readSimpleFinAnswer(bytes(JSON.stringify(answer)), '2024-02-01');
  // 1_704_067_200 is 2024-01-01T00:00:00Z; 1_706_745_599 is 2024-01-31T23:59:59Z.
  const answer = {
    errors: ['Connection to Ally may need attention'],
    accounts: [
      {
        org: { domain: 'chase.com', 'sfin-url': 'https://sfin.example/', name: 'Chase' },
        id: 'ACT-checking',
        name: 'Total  Checking (…1234)',
        currency: 'USD',
        balance: '2300.00',
        transactions: [
          { id: 'T-gas', posted: 1_704_067_200, amount: '-45.67', description: 'SHELL OIL', payee: 'Shell' },
          { id: 'T-bad', posted: 1_704_067_200, amount: 'n/a', description: 'Unreadable amount' },
          {
            id: 'T-pending',
            posted: 0,
            pending: true,
            transacted_at: 1_706_745_599,
            amount: '-12.00',
            description: 'PARKING',
          },
        ],
        holdings: [],
      },
      {
        org: { name: 'Airline' },
        id: 'ACT-miles',
        name: 'Frequent Flyer',
        currency: 'https://miles.example/currency',
        transactions: [{ id: 'T-miles', posted: 1_704_067_200, amount: '500', description: 'Miles' }],
      },
      { id: 'ACT-card', name: 'Sapphire Credit Card', transactions: [] },
    ],
  };

  it('reads the dollar accounts, their institution and every transaction whose amount reads, in order', () => {
    expect(read(answer)).toEqual({
      ok: true,
      institution: 'Chase',
      accounts: [
        { providerAccountId: 'ACT-checking', name: 'Total Checking (…1234)', kind: 'checking', mask: '1234' },
        { providerAccountId: 'ACT-card', name: 'Sapphire Credit Card', kind: 'credit', mask: null },
      ],
      transactions: [
        {
          providerTransactionId: 'T-gas',
          providerAccountId: 'ACT-checking',
          date: '2024-01-01',
          amountCents: -4567,
          description: 'Shell',
          pending: false,
        },
        {
          providerTransactionId: 'T-pending',
          providerAccountId: 'ACT-checking',
          date: '2024-01-31',
          amountCents: -1200,
          description: 'PARKING',
          pending: true,
        },
      ],
      unreadable: [{ providerAccountId: 'ACT-checking', pending: false }],
    });
  });

  it('dates a pending transaction with no time by `today`', () => {
    const pending = { id: 'T', posted: 0, amount: '1.00', description: 'X' };
    const reading = read({ accounts: [{ id: 'A', name: 'Checking', transactions: [pending] }] });
    expect(reading.ok && reading.transactions.map((t) => [t.date, t.pending])).toEqual([
      ['2024-02-01', true],
    ]);
  });

  it('reads an answer with no account and no error as no accounts, named SimpleFIN Bridge', () => {
    const none = {
      ok: true,
      institution: 'SimpleFIN Bridge',
      accounts: [],
      transactions: [],
      unreadable: [],
    };
    expect(read({ errors: [], accounts: [] })).toEqual(none);
    expect(read({})).toEqual(none);
  });

  it.each([
    ['an HTML error page', '<html><body>Bad gateway</body></html>'],
    ['an empty body', ''],
    ['JSON cut short', '{"accounts": [{"id": "A"'],
    ['a byte-order mark before the JSON', '\uFEFF{"accounts": []}'],
  ])('refuses %s as not JSON', (_, text) => {
    expect(readSimpleFinAnswer(bytes(text), '2024-02-01')).toEqual({
      ok: false,
      reason: 'SimpleFIN answered something that is not JSON',
    });
  });

  it.each([
    ['a list', []],
    ['null', null],
    ['accounts that are not a list', { accounts: 'none' }],
    ['an account without an id, and no other', { accounts: [{ name: 'Checking', transactions: [] }] }],
  ])('refuses %s as not an account set', (_, json) => {
    expect(read(json)).toEqual({ ok: false, reason: 'SimpleFIN answered JSON that is not an account set' });
  });

  it('refuses an answer of errors only with its words, version 1 strings and version 2 objects alike', () => {
    expect(
      read({ errors: ['You must reauthenticate.', { code: 'gen.auth', msg: 'Login failed' }, 7] }),
    ).toEqual({ ok: false, reason: 'SimpleFIN: You must reauthenticate.; Login failed; 7' });
    const reading = read({ errors: ['x'.repeat(600)], accounts: [] });
    expect(reading).toEqual({ ok: false, reason: `SimpleFIN: ${'x'.repeat(500)}` });
  });

  it("reads the rest of an answer with a transaction or an account that is not SimpleFIN's, counting the transaction", () => {
    const posted = 1_704_067_200;
    const reading = read({
      accounts: [
        { name: 'No id', transactions: [{ id: 'T-lost', posted, amount: '1.00', description: 'X' }] },
        {
          id: 'A',
          name: 'Checking',
          transactions: [
            { id: 'T-number', posted, amount: 5, description: 'An amount that is a number' },
            { id: 'T-negative', posted: -86_400, amount: '-1.00', description: 'Before 1970' },
            { id: 'T-pending', posted: 0, pending: true, amount: '-', description: 'Pending' },
            { id: 'T-beyond', posted: 9e15, amount: '-1.00', description: 'Beyond time' },
            'not a transaction',
            { id: 'T-good', posted, amount: '-2.00', description: 'GOOD' },
          ],
        },
      ],
    });
    expect(reading).toEqual({
      ok: true,
      institution: 'SimpleFIN Bridge',
      accounts: [{ providerAccountId: 'A', name: 'Checking', kind: 'checking', mask: null }],
      transactions: [
        {
          providerTransactionId: 'T-good',
          providerAccountId: 'A',
          date: '2024-01-01',
          amountCents: -200,
          description: 'GOOD',
          pending: false,
        },
      ],
      unreadable: [
        { providerAccountId: 'A', pending: false },
        { providerAccountId: 'A', pending: false },
        { providerAccountId: 'A', pending: true },
        { providerAccountId: 'A', pending: false },
        { providerAccountId: 'A', pending: false },
      ],
    });
  });

  it('keeps an answer that has accounts as well as errors', () => {
    expect(read(answer)).toMatchObject({ ok: true });
  });
});
