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
  ];

  it('keeps each account id and date once, and points each row at them', () => {
    const packed = packTransactions(transactions);
    expect(packed.accountIds).toEqual(['ACT-checking', 'ACT-card']);
    expect(packed.dates).toEqual(['2024-01-01', '2024-01-31']);
    expect(packed.ids).toEqual(['T-gas', 'T-card', 'T-pending', 'T-payout']);
    expect(packed.descriptions).toEqual(['Shell', 'Shell', 'Shell', 'UBER PAYOUT']);
    expect([...packed.account]).toEqual([0, 1, 0, 0]);
    expect([...packed.date]).toEqual([0, 0, 1, 0]);
    expect([...packed.amountCents]).toEqual([-4567, 99_999_999_999, 0, 125_000]);
    expect([...packed.pending]).toEqual([0, 0, 1, 0]);
  });

  it('gives back exactly the transactions it was given, in order, after a copy between threads', () => {
    expect(unpackTransactions(structuredClone(packTransactions(transactions)))).toEqual(transactions);
    expect(unpackTransactions(packTransactions([]))).toEqual([]);
  });
});
