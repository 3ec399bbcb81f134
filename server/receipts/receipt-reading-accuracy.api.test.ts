import { afterAll, describe, expect, it } from 'vitest';
import { closeReceiptReader } from './read-receipt-image';
import { describeResult, readTestReceipts, shareRight } from './testing/read-test-receipts';
import { testReceipts } from './testing/test-receipts';

// On receipts rendered from varied templates (at least 30 in the tests: different shops, fonts, layouts,
// slight rotation and noise), the total must be read right on at least 90 % and the date on at least 90 %.
// Each receipt goes the way of an upload: sharp upright → the OCR picture → tesseract → readReceiptText.
const REQUIRED_SHARE = 0.9;

afterAll(closeReceiptReader);

describe('reading the rendered test receipts', () => {
  it(
    `reads the total and the date right on at least ${REQUIRED_SHARE * 100} % of ${testReceipts.length}`,
    async () => {
      expect(testReceipts.length).toBeGreaterThanOrEqual(30);
      const results = await readTestReceipts((result) => console.log(describeResult(result)));
      const totals = shareRight(results, (result) => result.totalRight);
      const dates = shareRight(results, (result) => result.dateRight);
      const merchants = shareRight(results, (result) => result.merchantRight);
      const percent = (share: number) => `${(share * 100).toFixed(0)} %`;
      console.log(`totals ${percent(totals)}, dates ${percent(dates)}, merchants ${percent(merchants)}`);
      expect(totals).toBeGreaterThanOrEqual(REQUIRED_SHARE);
      expect(dates).toBeGreaterThanOrEqual(REQUIRED_SHARE);
    },
    15 * 60_000,
  );
});
