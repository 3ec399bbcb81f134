import { describe, expect, it } from 'vitest';
import { TEST_BANK_INSTITUTION, TestBankProvider } from './test-bank-provider';

const today = '2026-03-15';
const start = { cursor: null, lastPostedDate: null };

describe('TestBankProvider', () => {
  const bank = new TestBankProvider();

  it("connects to 'GigTally Test Bank' with a checking account and a card, a new seed each time", async () => {
    const one = await bank.connect({ provider: 'test', userId: 'u1' });
    const two = await bank.connect({ provider: 'test', userId: 'u1' });
    expect(one.institution).toBe(TEST_BANK_INSTITUTION);
    expect(one.accounts.map((account) => [account.name, account.kind])).toEqual([
      ['Everyday Checking', 'checking'],
      ['Rewards Card', 'credit'],
    ]);
    expect(one.credentials).not.toBe(two.credentials);
  });

  it('gives about 90 days of gig-worker transactions before today, the same for the same connection', async () => {
    const first = await bank.fetchChanges('testbank:seed-a', start, today);
    const again = await bank.fetchChanges('testbank:seed-a', start, today);
    const other = await bank.fetchChanges('testbank:seed-b', start, today);
    expect(again.transactions).toEqual(first.transactions);
    expect(other.transactions).not.toEqual(first.transactions);
    const posted = first.transactions.filter((transaction) => !transaction.pending);
    expect(posted.length).toBeGreaterThan(150);
    expect(posted.every((transaction) => transaction.date >= '2025-12-15' && transaction.date < today)).toBe(
      true,
    );
    const descriptions = new Set(posted.map((transaction) => transaction.description));
    for (const expected of [
      'UBER *TRIP PAYOUT',
      'LYFT DRIVER PAYOUT',
      'DOORDASH DASHER PAYOUT',
      'SHELL OIL 57442',
      'VERIZON WIRELESS PAYMENT',
      'PARKMOBILE CHICAGO',
      'E-ZPASS TOLL',
    ])
      expect(descriptions).toContain(expected);
    expect(
      posted
        .filter((transaction) => transaction.description.includes('PAYOUT'))
        .every((t) => t.amountCents > 0),
    ).toBe(true);
    expect(
      posted
        .filter((transaction) => transaction.description.startsWith('SHELL'))
        .every((t) => t.amountCents < 0),
    ).toBe(true);
    expect(new Set(first.transactions.map((t) => t.providerTransactionId)).size).toBe(
      first.transactions.length,
    );
    expect(first.next).toEqual({ cursor: '1', lastPostedDate: '2026-03-14' });
  });

  it('adds one new posted transaction on each sync, and posts the pending hold from the third read', async () => {
    const first = await bank.fetchChanges('testbank:seed-a', start, today);
    const second = await bank.fetchChanges(
      'testbank:seed-a',
      { cursor: '1', lastPostedDate: '2026-03-10' },
      today,
    );
    const third = await bank.fetchChanges(
      'testbank:seed-a',
      { cursor: '2', lastPostedDate: '2026-03-10' },
      today,
    );
    const ids = (changes: typeof first) => new Set(changes.transactions.map((t) => t.providerTransactionId));
    expect([...ids(second)].filter((id) => !ids(first).has(id))).toEqual(['seed-a:sync:1']);
    expect([...ids(third)].filter((id) => !ids(second).has(id))).toEqual(['seed-a:sync:2']);
    const hold = (changes: typeof first) =>
      changes.transactions.find((t) => t.providerTransactionId === 'seed-a:hold');
    expect([hold(first)?.pending, hold(second)?.pending, hold(third)?.pending]).toEqual([true, true, false]);
    expect(second.transactions.every((t) => t.date >= '2026-03-10')).toBe(true);
    expect(second.next.cursor).toBe('2');
  });
});
