import sharp from 'sharp';
import { RECEIPT_MAX_PIXELS, type ReceiptReading } from '../../../core/receipts/receipts';
import { toOcrImage } from '../ocr-image';
import { readReceiptImage } from '../read-receipt-image';
import { renderReceipt, type TestReceipt } from './render-receipt';
import { TEST_RECEIPTS_TODAY, testReceipts } from './test-receipts';

// The test receipts read as uploads are (the photo made upright by sharp, the OCR picture, tesseract), for
// the accuracy test and bench/receipt-ocr.ts.

export type TestReceiptResult = {
  receipt: TestReceipt;
  read: ReceiptReading;
  totalRight: boolean;
  dateRight: boolean;
  merchantRight: boolean;
  /** From the photo's bytes to the reading: upright, OCR picture, tesseract (not the rendering). */
  seconds: number;
};

/** Names compared as a person would: case, spaces and punctuation aside. */
const comparable = (name: string | null) => (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

export async function readTestReceipt(receipt: TestReceipt): Promise<TestReceiptResult> {
  const photo = await renderReceipt(receipt);
  const started = performance.now();
  const upright = sharp(photo, { limitInputPixels: RECEIPT_MAX_PIXELS }).rotate();
  const read = await readReceiptImage(await toOcrImage(upright), TEST_RECEIPTS_TODAY);
  const seconds = (performance.now() - started) / 1000;
  return {
    receipt,
    read,
    totalRight: read.totalCents === receipt.expected.totalCents,
    dateRight: read.date === receipt.expected.date,
    merchantRight: comparable(read.merchant) === comparable(receipt.expected.merchant),
    seconds,
  };
}

/** Every test receipt, one after the other (as the reader takes them). */
export async function readTestReceipts(
  onEach: (result: TestReceiptResult) => void = () => {},
): Promise<TestReceiptResult[]> {
  const results: TestReceiptResult[] = [];
  for (const receipt of testReceipts) {
    const result = await readTestReceipt(receipt);
    onEach(result);
    results.push(result);
  }
  return results;
}

const mark = (right: boolean) => (right ? 'ok' : 'WRONG');
const dollars = (cents: number | null) => (cents === null ? '—' : (cents / 100).toFixed(2));

/** One line per receipt: what was read against what is printed. */
export function describeResult(result: TestReceiptResult): string {
  const { receipt, read } = result;
  return [
    receipt.name.padEnd(66),
    `total ${mark(result.totalRight)} ${dollars(read.totalCents)}/${dollars(receipt.expected.totalCents)}`,
    `date ${mark(result.dateRight)} ${read.date ?? '—'}/${receipt.expected.date}`,
    `merchant ${mark(result.merchantRight)} ${read.merchant ?? '—'}/${receipt.expected.merchant}`,
    `${result.seconds.toFixed(2)} s`,
  ].join(' | ');
}

/** The share of results for which `right` holds. */
export const shareRight = (results: TestReceiptResult[], right: (result: TestReceiptResult) => boolean) =>
  results.filter(right).length / results.length;
