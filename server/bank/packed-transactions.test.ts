import { describe, expect, it } from 'vitest';
import type { ProviderTransaction } from './bank-provider';
import { packTransactions, unpackTransactions } from './packed-transactions';

const transaction = (overrides: Partial<ProviderTransaction>): ProviderTransaction => ({
  providerTransactionId: 'T',
  providerAccountId: 'ACT-checking',
  date: '2024-01-01',
  amountCents: -4567,
  description: 'Shell',
  pending: false,
  ...overrides,
});

describe('packTransactions / unpackTransactions: transactions as columns, for the trip back from a worker', () => {
  const transactions = [
    transaction({ providerTransactionId: 'T-gas' }),
    transaction({
      providerTransactionId: 'T-card',
      providerAccountId: 'ACT-card',
      amountCents: 99_999_999_999,
    }),
    transaction({ providerTransactionId: 'T-pending', date: '2024-01-31', pending: true, amountCents: 0 }),
    transaction({ providerTransactionId: 'T-payout', amountCents: 125_000, description: 'UBER PAYOUT' }),
    transaction({ providerTransactionId: 'T-odd', description: 'Café \u0000 ☕ 🚗' }),
    transaction({ providerTransactionId: 'T-empty', description: '' }),
  ];

  it('keeps each account id and date once, and points each row at them', () => {
    const packed = packTransactions(transactions);
    expect(packed.accountIds).toEqual(['ACT-checking', 'ACT-card']);
    expect(packed.dates).toEqual(['2024-01-01', '2024-01-31']);
    expect(packed.count).toBe(6);
    expect(packed.ids).toBe('T-gasT-cardT-pendingT-payoutT-oddT-empty');
    expect([...packed.idEnds]).toEqual([5, 11, 20, 28, 33, 40]);
    expect(packed.descriptions).toBe('ShellShellShellUBER PAYOUTCafé \u0000 ☕ 🚗');
    // Ends count UTF-16 code units, as String.prototype.slice does: the car is two.
    expect([...packed.descriptionEnds]).toEqual([5, 10, 15, 26, 37, 37]);
    expect([...packed.account]).toEqual([0, 1, 0, 0, 0, 0]);
    expect([...packed.date]).toEqual([0, 0, 1, 0, 0, 0]);
    expect([...packed.amountCents]).toEqual([-4567, 99_999_999_999, 0, 125_000, -4567, -4567]);
    expect([...packed.pending]).toEqual([0, 0, 1, 0, 0, 0]);
  });

  it('gives back exactly the transactions it was given, in order, after a copy between threads', () => {
    expect(unpackTransactions(structuredClone(packTransactions(transactions)))).toEqual(transactions);
    expect(unpackTransactions(packTransactions([]))).toEqual([]);
  });

  it('gives back rows from/to, so they can be rebuilt a slice at a time', () => {
    const packed = structuredClone(packTransactions(transactions));
    expect(unpackTransactions(packed, 0, 2)).toEqual(transactions.slice(0, 2));
    expect(unpackTransactions(packed, 2, 5)).toEqual(transactions.slice(2, 5));
    expect(unpackTransactions(packed, 5, 100)).toEqual(transactions.slice(5));
    expect(unpackTransactions(packed, 6)).toEqual([]);
  });
});
