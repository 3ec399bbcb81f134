import { describe, expect, it } from 'vitest';
import { formatMegabytes, RECEIPT_QUOTA, receiptQuotaMessages, receiptQuotaTexts } from './receipt-quota';

const MB = 1024 * 1024;

describe('the receipt quota', () => {
  it('is 5,000 receipts and 2,048 MB (a megabyte of 1,048,576 bytes, as the 10 MB upload limit)', () => {
    expect(RECEIPT_QUOTA).toEqual({ count: 5_000, bytes: 2_147_483_648 });
  });

  it.each([
    ['nothing', 0, '0 MB'],
    ['one byte: never 0 MB while anything is kept', 1, '0.1 MB'],
    ['a tenth of a megabyte exactly', MB / 10, '0.1 MB'],
    ['one byte past it: rounded up', MB / 10 + 1, '0.2 MB'],
    ['3.4 MB', 3.4 * MB, '3.4 MB'],
    ['a 10 MB PDF', 10 * MB, '10 MB'],
    ['the whole quota', RECEIPT_QUOTA.bytes, '2,048 MB'],
  ])('formatMegabytes: %s', (_, bytes, expected) => {
    expect(formatMegabytes(bytes)).toBe(expected);
  });

  it('reads in Settings as "N of M receipts, X MB of Y MB used"', () => {
    const usage = { count: 12, bytes: 3.4 * MB, maxCount: 5_000, maxBytes: RECEIPT_QUOTA.bytes };
    expect(receiptQuotaTexts.usage(usage)).toBe('12 of 5,000 receipts, 3.4 MB of 2,048 MB used');
    expect(receiptQuotaTexts.usage({ ...usage, count: 1_234, bytes: 1_500 * MB })).toBe(
      '1,234 of 5,000 receipts, 1,500 MB of 2,048 MB used',
    );
  });

  it('says why a receipt is refused, word for word', () => {
    expect(receiptQuotaMessages).toEqual({
      countReached:
        'You keep 5,000 receipts, as many as GigTally keeps for one account. Delete receipts you no longer need to keep new ones.',
      bytesReached:
        'This receipt would take your receipt storage past 2,048 MB, as much as GigTally keeps for one account. Delete receipts you no longer need to keep new ones.',
    });
  });
});
