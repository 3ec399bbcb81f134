import { describe, expect, it } from 'vitest';
import { unpackRows, unpackRowsInTurns } from '../off-thread/packed-rows';
import type { ProviderTransaction } from './bank-provider';
import { packTransactions } from './packed-transactions';

const transaction = (overrides: Partial<ProviderTransaction>): ProviderTransaction => ({
  providerTransactionId: 'T',
  providerAccountId: 'ACT-checking',
  date: '2024-01-01',
  amountCents: -4567,
  description: 'Shell',
  pending: false,
  ...overrides,
});

describe('packTransactions: transactions as columns, for the trip back from a worker', () => {
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
    const { count, columns } = packTransactions(transactions);
    expect(count).toBe(6);
    expect(columns.providerAccountId).toEqual({
      kind: 'repeated',
      values: ['ACT-checking', 'ACT-card'],
      at: Uint32Array.from([0, 1, 0, 0, 0, 0]),
    });
    expect(columns.date).toEqual({
      kind: 'repeated',
      values: ['2024-01-01', '2024-01-31'],
      at: Uint32Array.from([0, 0, 1, 0, 0, 0]),
    });
    expect(columns.providerTransactionId).toEqual({
      kind: 'text',
      joined: 'T-gasT-cardT-pendingT-payoutT-oddT-empty',
      ends: Uint32Array.from([5, 11, 20, 28, 33, 40]),
    });
    // Ends count UTF-16 code units, as String.prototype.slice does: the car is two.
    expect(columns.description).toEqual({
      kind: 'text',
      joined: 'ShellShellShellUBER PAYOUTCafé \u0000 ☕ 🚗',
      ends: Uint32Array.from([5, 10, 15, 26, 37, 37]),
    });
    expect([...(columns.amountCents as { values: Float64Array }).values]).toEqual([
      -4567, 99_999_999_999, 0, 125_000, -4567, -4567,
    ]);
    expect(columns.pending).toEqual({ kind: 'flag', values: Uint8Array.from([0, 0, 1, 0, 0, 0]) });
  });

  it('gives back exactly the transactions it was given, in order, after a copy between threads', async () => {
    expect(unpackRows(structuredClone(packTransactions(transactions)))).toEqual(transactions);
    expect(unpackRows(packTransactions([]))).toEqual([]);
    expect(await unpackRowsInTurns(structuredClone(packTransactions(transactions)))).toEqual(transactions);
  });

  it('gives back rows from/to, so they can be rebuilt a slice at a time', () => {
    const packed = structuredClone(packTransactions(transactions));
    expect(unpackRows(packed, 0, 2)).toEqual(transactions.slice(0, 2));
    expect(unpackRows(packed, 2, 5)).toEqual(transactions.slice(2, 5));
    expect(unpackRows(packed, 5, 100)).toEqual(transactions.slice(5));
    expect(unpackRows(packed, 6)).toEqual([]);
  });
});
