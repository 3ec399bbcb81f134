import { describe, expect, it } from 'vitest';
import { itemMessages } from './items';
import {
  LIKELY_DUPLICATE_DAYS,
  likelyDuplicatesQuerySchema,
  likelyDuplicateWindow,
  receiptMatchDate,
} from './likely-duplicates';

describe('likelyDuplicateWindow: 3 days either side, both ends included', () => {
  it.each([
    ['an ordinary day', '2026-03-14', '2026-03-11', '2026-03-17'],
    ['across a month end', '2026-03-30', '2026-03-27', '2026-04-02'],
    ['across a year end', '2026-01-01', '2025-12-29', '2026-01-04'],
    ['over a leap day', '2028-03-01', '2028-02-27', '2028-03-04'],
  ])('%s: %s spans %s to %s', (_, date, from, to) => {
    expect(LIKELY_DUPLICATE_DAYS).toBe(3);
    expect(likelyDuplicateWindow(date)).toEqual({ from, to });
  });
});

describe('receiptMatchDate', () => {
  it('is the date read from the receipt', () => {
    expect(receiptMatchDate('2026-03-14', '2026-03-20')).toBe('2026-03-14');
  });
  it('is the upload day when no date was read', () => {
    expect(receiptMatchDate(null, '2026-03-20')).toBe('2026-03-20');
  });
});

describe('likelyDuplicatesQuerySchema', () => {
  it('takes the query as a URL carries it, the amount in dollars', () => {
    expect(
      likelyDuplicatesQuerySchema.parse({ type: 'expense', amount: '12.34', date: '2026-03-14' }),
    ).toEqual({ type: 'expense', amount: 12.34, date: '2026-03-14' });
  });
  it.each([
    [{ type: 'expense', amount: '12.34' }, 'date', itemMessages.dateRequired],
    [{ type: 'refund', amount: '12.34', date: '2026-03-14' }, 'type', itemMessages.typeInvalid],
    [{ type: 'expense', amount: '-1', date: '2026-03-14' }, 'amount', itemMessages.amountNotPositive],
    [{ type: 'expense', amount: '12.345', date: '2026-03-14' }, 'amount', itemMessages.amountDecimals],
  ])('refuses %j on %s: %s', (query, field, message) => {
    const result = likelyDuplicatesQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });
});
