import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptMessages } from '../../core/receipts/receipts';
import { ApiError } from '../http/api-error';
import { receiptPdf, twelveMegapixelReceiptPhoto } from '../testing/receipt-files';
import { prepareReceipt } from './prepare-receipt';
import { closeReceiptPreparers, prepareReceiptOffThread } from './prepare-receipt-off-thread';

// Receipts are prepared on worker threads (at most 2), so a 12-megapixel phone photo never holds up other
// requests; a full queue answers busy. An API-project test: it starts threads and takes a few seconds.

/** An upload with OCR should be answered within 3 s; preparing the image must leave most of it to OCR. */
const PREPARE_BUDGET_MS = 3_000;
/** Generous: measured about 4 ms p99 (12 ms with four photos at once) on the shared 2-core machine. */
const EVENT_LOOP_P99_MS = 100;

let photo: Buffer;
beforeAll(async () => {
  photo = await twelveMegapixelReceiptPhoto();
  // The pool's first thread starts (and, from the sources, compiles the worker) here, not in a measurement.
  await prepareReceiptOffThread(new Uint8Array(await receiptPdf()), 'application/pdf');
}, 60_000);
afterAll(() => closeReceiptPreparers());

/** A copy of the photo on an ArrayBuffer of its own (each call moves the bytes it is given). */
const photoBytes = () => new Uint8Array(photo);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe('prepareReceiptOffThread', () => {
  it('prepares two 12-megapixel phone photos at once while the event loop stays free', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const first = photoBytes();
    const [prepared, took] = await timed(() =>
      Promise.all([
        prepareReceiptOffThread(first, 'image/jpeg'),
        prepareReceiptOffThread(photoBytes(), 'image/jpeg'),
      ]),
    );
    delay.disable();
    const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;
    console.info(
      `two 12 MP photos at once: ${Math.round(took)} ms; event-loop delay p50 ${ms(delay.percentile(50))} ms, ` +
        `p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms`,
    );

    expect(ms(delay.percentile(99))).toBeLessThan(EVENT_LOOP_P99_MS);
    // The bytes moved to the worker thread: the caller's buffer is empty now.
    expect(first.byteLength).toBe(0);
    for (const receipt of prepared) {
      expect(receipt.ok && receipt.contentType).toBe('image/jpeg');
      if (!receipt.ok || receipt.thumbnail === null) continue;
      const file = await sharp(receipt.file).metadata();
      // 4032 x 3024 sensor pixels, orientation 6: upright 3024 x 4032, fitted inside 2,000 px.
      expect([file.format, file.width, file.height, file.exif]).toEqual(['jpeg', 1500, 2000, undefined]);
      const thumbnail = await sharp(receipt.thumbnail).metadata();
      expect([thumbnail.width, thumbnail.height]).toEqual([240, 320]);
    }
  });

  it('prepares a 12-megapixel phone photo well within the upload budget (median of 5, on and off the thread)', async () => {
    const onThread: number[] = [];
    const offThread: number[] = [];
    for (let run = 0; run < 5; run++) {
      onThread.push((await timed(() => prepareReceipt(photo, 'image/jpeg')))[1]);
      offThread.push((await timed(() => prepareReceiptOffThread(photoBytes(), 'image/jpeg')))[1]);
    }
    const rounded = (values: number[]) => values.map(Math.round).join(', ');
    console.info(
      `12 MP phone photo (${photo.length} bytes): prepareReceipt median ${Math.round(median(onThread))} ms ` +
        `(${rounded(onThread)}); prepareReceiptOffThread median ${Math.round(median(offThread))} ms (${rounded(offThread)})`,
    );
    expect(median(offThread)).toBeLessThan(PREPARE_BUDGET_MS);
  });

  it('gives back a PDF byte for byte, and a refusal as it is', async () => {
    const pdf = await receiptPdf();
    const prepared = await prepareReceiptOffThread(new Uint8Array(pdf), 'application/pdf');
    expect(prepared.ok && prepared.contentType).toBe('application/pdf');
    expect(prepared.ok && Buffer.from(prepared.file).equals(pdf)).toBe(true);

    const page = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect(await prepareReceiptOffThread(page, 'image/jpeg')).toEqual({
      ok: false,
      refusal: 'not-what-it-says',
    });
  });

  it('copies bytes that are part of a larger buffer, leaving that buffer whole', async () => {
    const pdf = await receiptPdf();
    const larger = new Uint8Array(pdf.length + 100);
    larger.set(pdf, 50);
    const part = larger.subarray(50, 50 + pdf.length);
    const prepared = await prepareReceiptOffThread(part, 'application/pdf');
    expect(prepared.ok && Buffer.from(prepared.file).equals(pdf)).toBe(true);
    expect(larger.byteLength).toBe(pdf.length + 100);
    expect(Buffer.from(part).equals(pdf)).toBe(true);
  });

  it('says it is busy when more photos wait than the queue holds, and prepares the ones it took', async () => {
    const uploads = Array.from({ length: 14 }, () =>
      prepareReceiptOffThread(photoBytes(), 'image/jpeg').then(
        (prepared) => ({ prepared }),
        (error: unknown) => ({ error }),
      ),
    );
    const answers = await Promise.all(uploads);
    const refused = answers.flatMap((answer) => ('error' in answer ? [answer.error] : []));
    const prepared = answers.flatMap((answer) => ('prepared' in answer ? [answer.prepared] : []));

    // 2 threads at work and 8 waiting: at least the last 4 are turned away.
    expect(refused.length).toBeGreaterThanOrEqual(4);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error instanceof ApiError && [error.code, error.message]).toEqual([
        'unavailable',
        receiptMessages.busy,
      ]);
    }
    expect(receiptMessages.busy).toBe('GigTally is reading other receipts just now. Try again in a minute.');
    expect(prepared.length).toBeGreaterThanOrEqual(8);
    expect(prepared.every((receipt) => receipt.ok && receipt.contentType === 'image/jpeg')).toBe(true);
  }, 60_000);
});
