import { describe, expect, it } from 'vitest';
import type { ProviderAccount, ProviderTransaction } from './bank-provider';
import {
  checkedAccount,
  checkedTransaction,
  cleanProviderText,
  isBankDate,
  isUsableProviderId,
} from './provider-answers';

const TODAY = '2026-03-15';

describe('cleanProviderText: a bank text cleaned as statement import cleans a file', () => {
  it.each([
    ['SHELL OIL 5744', 'SHELL OIL 5744'],
    ['  SHELL \t OIL\n5744 ', 'SHELL OIL 5744'],
    ['CAFE\u0000 LATTE', 'CAFE LATTE'], // NUL, which PostgreSQL cannot store
    ['TACO \ud800TRUCK', 'TACO TRUCK'], // half a surrogate pair, which jsonb refuses
    ['TACO\udc00 TRUCK', 'TACO TRUCK'],
    ['TAXI \ud83d\ude95 RIDE', 'TAXI \ud83d\ude95 RIDE'], // a whole pair is a character: kept
    ['NEXT\u0085 LINE\ufeff', 'NEXT LINE'], // a C1 control code and a byte-order mark
    ['\u0000\ud800', ''],
  ])('%j is %j', (text, clean) => {
    expect(cleanProviderText(text, 500)).toBe(clean);
  });

  it('cuts to the length asked for', () => {
    expect(cleanProviderText('x'.repeat(900), 200)).toHaveLength(200);
  });
});

describe('isUsableProviderId: an id stored and looked up as it came, never cleaned', () => {
  it.each([
    ['TRN-1', true],
    ['x'.repeat(500), true],
    ['x'.repeat(501), false],
    ['', false],
    ['   ', false],
    ['TRN-\u0000', false],
    ['TRN-\ud800', false],
  ])('%j: %s', (id, usable) => {
    expect(isUsableProviderId(id)).toBe(usable);
  });
});

describe('isBankDate: a real date an item holds, no more than 7 days after today', () => {
  it.each([
    [TODAY, true],
    ['2026-03-22', true], // 7 days ahead: a bank in a time zone ahead, or posting ahead of the server's clock
    ['2026-03-23', false],
    ['2999-01-01', false],
    ['2000-01-01', true], // EARLIEST_DATE, what an item may hold
    ['1999-12-31', false],
    ['1969-12-31', false],
    ['2026-02-30', false],
    ['2026-3-15', false],
    ['+275760-09', false],
    ['', false],
  ])('%j: %s', (date, ok) => {
    expect(isBankDate(date, TODAY)).toBe(ok);
  });

  it('never goes past 2099-12-31, the last date an item holds', () => {
    expect(isBankDate('2099-12-31', '2099-12-30')).toBe(true);
    expect(isBankDate('2100-01-01', '2099-12-30')).toBe(false);
  });
});

const transaction: ProviderTransaction = {
  providerTransactionId: 'TRN-1',
  providerAccountId: 'ACT-1',
  date: '2026-03-10',
  amountCents: -4567,
  description: 'SHELL OIL 5744',
  pending: false,
};

describe('checkedTransaction', () => {
  it('keeps a transaction that can be stored, its description cleaned', () => {
    expect(checkedTransaction({ ...transaction, description: ' CAFE\u0000  LATTE ' }, TODAY)).toEqual({
      ...transaction,
      description: 'CAFE LATTE',
    });
  });

  it('names a transaction with no words left Bank transaction', () => {
    expect(checkedTransaction({ ...transaction, description: '\u0000 ' }, TODAY)?.description).toBe(
      'Bank transaction',
    );
  });

  it.each([
    ['an id that is not text', { providerTransactionId: 'TRN-\u0000' }],
    ['an account id that is not text', { providerAccountId: '\ud800' }],
    ['a date years ahead', { date: '2999-01-01' }],
    ['a day that does not exist', { date: '2026-02-30' }],
    ['an amount past $99,999,999.99', { amountCents: -10_000_000_000 }],
    ['an amount that is not whole cents', { amountCents: 12.5 }],
    ['an amount that is not a number', { amountCents: Number.NaN }],
  ])('refuses %s', (_, change) => {
    expect(checkedTransaction({ ...transaction, ...change }, TODAY)).toBeUndefined();
  });

  it('keeps the largest amount an item holds', () => {
    expect(checkedTransaction({ ...transaction, amountCents: 9_999_999_999 }, TODAY)).toBeDefined();
  });
});

describe('checkedAccount', () => {
  const account: ProviderAccount = {
    providerAccountId: 'ACT-1',
    name: 'Checking',
    kind: 'checking',
    mask: '1234',
  };

  it('cleans the name and the mask', () => {
    expect(checkedAccount({ ...account, name: 'Plaid\u0000 Checking', mask: '12\u000034' })).toEqual({
      ...account,
      name: 'Plaid Checking',
      mask: '1234',
    });
    expect(checkedAccount({ ...account, name: '\u0000', mask: '\u0000' })).toEqual({
      ...account,
      name: 'Account',
      mask: null,
    });
  });

  it('leaves out an account whose id cannot be stored', () => {
    expect(checkedAccount({ ...account, providerAccountId: 'ACT-\u0000' })).toBeUndefined();
  });
});
