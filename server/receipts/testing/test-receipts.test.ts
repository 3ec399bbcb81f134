import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../../core/dates';
import { renderReceipt } from './render-receipt';
import { printedDate, TEST_RECEIPTS_TODAY, testReceipts } from './test-receipts';

// The rendered receipts the accuracy test reads. Their expected figures must be what is printed.

const printed = (receipt: (typeof testReceipts)[number]) =>
  receipt.lines.map((line) => [line.left, line.centre, line.right].filter(Boolean).join(' ')).join('\n');

describe('the test receipts', () => {
  it('are at least 30, each named once', () => {
    expect(testReceipts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(testReceipts.map((receipt) => receipt.name)).size).toBe(testReceipts.length);
  });

  it('print their expected total, merchant and date', () => {
    for (const receipt of testReceipts) {
      const text = printed(receipt);
      const total = (receipt.expected.totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
      expect(text, receipt.name).toContain(total);
      expect(text, receipt.name).toContain(receipt.expected.merchant);
      const age = daysBetween(receipt.expected.date, TEST_RECEIPTS_TODAY);
      expect(age, receipt.name).toBeGreaterThanOrEqual(0);
      expect(age, receipt.name).toBeLessThan(3 * 365);
    }
  });

  it('vary fonts, photos and sizes (several at a phone camera’s 3024 px, several turned)', () => {
    expect(new Set(testReceipts.map((receipt) => receipt.font)).size).toBeGreaterThanOrEqual(6);
    expect(testReceipts.filter((receipt) => receipt.photo.height === 3024).length).toBeGreaterThanOrEqual(8);
    expect(testReceipts.filter((receipt) => receipt.photo.rotate !== 0).length).toBeGreaterThanOrEqual(20);
    expect(testReceipts.every((receipt) => Math.abs(receipt.photo.rotate) <= 3)).toBe(true);
    expect(testReceipts.filter((receipt) => receipt.photo.format === 'jpeg').length).toBeGreaterThanOrEqual(
      20,
    );
  });

  it('use fonts installed on this machine', () => {
    const installed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
    for (const font of new Set(testReceipts.map((receipt) => receipt.font)))
      expect(installed).toContain(font);
  });
});

describe('printedDate', () => {
  it.each([
    ['MM/DD/YYYY', '11/03/2026'],
    ['MM/DD/YY', '11/03/26'],
    ['M/D/YY', '11/3/26'],
    ['YYYY-MM-DD', '2026-11-03'],
    ['Mon D, YYYY', 'Nov 3, 2026'],
    ['DD MON YYYY', '03 NOV 2026'],
    ['MON DD YY', 'NOV 03 26'],
    ['Month D, YYYY', 'November 3, 2026'],
    ['MM-DD-YYYY', '11-03-2026'],
  ] as const)('writes %s', (style, expected) => {
    expect(printedDate('2026-11-03', style)).toBe(expected);
  });
});

describe('renderReceipt', () => {
  it('photographs a receipt as a JPEG at the photo’s height, the same bytes every time', async () => {
    const receipt = testReceipts.find((candidate) => candidate.photo.height === 3024)!;
    const first = await renderReceipt(receipt);
    const metadata = await sharp(first).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.height).toBe(3024);
    expect(Buffer.from(await renderReceipt(receipt)).equals(Buffer.from(first))).toBe(true);
  }, 30_000);
});
