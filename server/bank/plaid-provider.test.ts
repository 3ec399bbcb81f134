import type { Transaction } from 'plaid';
import { describe, expect, it } from 'vitest';
import { centsOfPlaidAmount, netChanges, PlaidBankProvider, plaidProviderFrom } from './plaid-provider';

describe('centsOfPlaidAmount', () => {
  // Plaid's amounts are dollars, positive for money out (https://plaid.com/docs/api/products/transactions/).
  it.each([
    [41.27, -4127],
    [-104.99, 10499],
    [0.1 + 0.2, -30], // 0.30000000000000004: still 30 cents
    [1.005, -100], // 1.005 is stored as 1.00499999999999989...: the nearest cent is 1.00
    [0.29, -29], // 0.29 * 100 is 28.999999999999996 in floating point
    [-1234567.89, 123456789],
    [0, 0],
  ])('%d dollars is %d cents', (amount, cents) => {
    expect(Object.is(centsOfPlaidAmount(amount), cents)).toBe(true);
  });

  it('is exact for every two-decimal amount up to $100,000', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 10_000_000; cents++) {
      // The double JSON.parse gives for the amount as Plaid writes it, e.g. "1234.56".
      const dollars = Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
      if (centsOfPlaidAmount(dollars) !== (-cents || 0) || centsOfPlaidAmount(-dollars) !== cents)
        wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });
});

const transaction = (id: string, fields: Partial<Transaction> = {}) =>
  ({
    transaction_id: id,
    account_id: 'acc',
    amount: 10,
    date: '2026-11-20',
    authorized_date: null,
    name: 'NAME',
    merchant_name: null,
    pending: false,
    pending_transaction_id: null,
    ...fields,
  }) as Transaction;

describe('netChanges', () => {
  it("keeps a transaction's last version across pages", () => {
    const changes = netChanges([
      { added: [transaction('t1')], modified: [], removed: [] },
      { added: [], modified: [transaction('t1', { amount: 12 })], removed: [] },
    ]);
    expect(changes.transactions.map((t) => [t.providerTransactionId, t.amountCents])).toEqual([
      ['t1', -1200],
    ]);
    expect(changes.removedTransactionIds).toEqual([]);
  });

  it('drops a transaction removed on a later page', () => {
    const changes = netChanges([
      { added: [transaction('t1'), transaction('t2')], modified: [], removed: [] },
      { added: [], modified: [], removed: ['t1'] },
    ]);
    expect(changes.transactions.map((t) => t.providerTransactionId)).toEqual(['t2']);
    expect(changes.removedTransactionIds).toEqual(['t1']);
  });

  it('removes the pending transaction a posted one replaces, even when Plaid lists the removal on no page', () => {
    const changes = netChanges([
      { added: [transaction('p1', { pending: true })], modified: [], removed: [] },
      { added: [transaction('t1', { pending_transaction_id: 'p1' })], modified: [], removed: [] },
    ]);
    expect(changes.transactions.map((t) => [t.providerTransactionId, t.pending])).toEqual([['t1', false]]);
    expect(changes.removedTransactionIds).toEqual(['p1']);
  });

  it("uses the merchant's name when Plaid has one, the bank's description otherwise", () => {
    const changes = netChanges([
      {
        added: [
          transaction('t1', { name: 'UBER *TRIP HELP.UBER.COM', merchant_name: 'Uber' }),
          transaction('t2', { name: ' PARKMOBILE 0412 ', merchant_name: '' }),
        ],
        modified: [],
        removed: [],
      },
    ]);
    expect(changes.transactions.map((t) => t.description)).toEqual(['Uber', 'PARKMOBILE 0412']);
  });

  it('dates a pending transaction by the day it was made, a posted one by the day it posted', () => {
    const changes = netChanges([
      {
        added: [
          transaction('p1', { pending: true, date: '2026-11-23', authorized_date: '2026-11-22' }),
          transaction('p2', { pending: true, date: '2026-11-23', authorized_date: null }),
          transaction('t1', { date: '2026-11-24', authorized_date: '2026-11-21' }),
        ],
        modified: [],
        removed: [],
      },
    ]);
    expect(changes.transactions.map((t) => t.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
  });
});

describe('plaidProviderFrom', () => {
  it('is off without keys and on with both', () => {
    expect(plaidProviderFrom({ PLAID_ENV: 'sandbox' })).toBeUndefined();
    expect(plaidProviderFrom({ PLAID_ENV: 'sandbox', PLAID_CLIENT_ID: 'id' })).toBeUndefined();
    expect(
      plaidProviderFrom({ PLAID_ENV: 'production', PLAID_CLIENT_ID: 'id', PLAID_SECRET: 'secret' }),
    ).toBeInstanceOf(PlaidBankProvider);
  });
});
