import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { receiptMessages } from '../../core/receipts/receipts';
import { toOcrImage } from './ocr-image';
import {
  closeReceiptReader,
  englishModelFolder,
  MAX_WAITING_RECEIPTS,
  readReceiptImage,
  tesseractOptions,
} from './read-receipt-image';

// The reader runs tesseract.js with the English model installed from npm, never downloaded; one
// worker at a time, a bounded queue, a time limit. (In the api project: each test starts tesseract for real.)
const TODAY = '2026-11-22';
const run = promisify(execFile);

afterAll(closeReceiptReader);

/** A small picture of printed text, as the pipeline gives OCR (greyscale PNG). */
async function textPicture(lines: string[]): Promise<Uint8Array> {
  const text = lines
    .map(
      (line, index) =>
        `<text x="20" y="${50 + index * 40}" font-size="28" font-family="DejaVu Sans Mono">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${80 + lines.length * 40}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).greyscale().png().toBuffer());
}

describe('the English model', () => {
  it('is read from the installed @tesseract.js-data/eng package, never cached or fetched', () => {
    const options = tesseractOptions();
    const folder = englishModelFolder();
    expect(options).toEqual({ langPath: folder, gzip: true, cacheMethod: 'none', workerBlobURL: false });
    expect(path.isAbsolute(folder)).toBe(true);
    expect(folder.split(path.sep)).toEqual(
      expect.arrayContaining(['node_modules', '@tesseract.js-data', 'eng', '4.0.0_best_int']),
    );
    expect(existsSync(path.join(folder, 'eng.traineddata.gz'))).toBe(true);
  });

  it('reads a receipt in a process where every network call fails and is reported', async () => {
    // no-network.cjs is preloaded into the process and its worker threads (tesseract's too). Without langPath,
    // tesseract.js fetches https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz,
    // which this reports. The script's own probe from a worker thread shows the guard reaches worker threads.
    const { stdout, stderr } = await run(
      process.execPath,
      [
        '--require',
        './server/receipts/testing/no-network.cjs',
        '--import',
        'tsx',
        'server/receipts/testing/read-offline.ts',
      ],
      { timeout: 120_000 },
    );
    const { read, expected } = JSON.parse(stdout) as { read: unknown; expected: unknown };
    expect(read).toEqual(expected);
    const attempts = stderr.split('\n').filter((line) => line.startsWith('NETWORK'));
    expect(attempts).toEqual(['NETWORK https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng']);
  }, 150_000);
});

/**
 * A shop's receipt whose name is printed white on a black band, photographed close (about 70 px a line of text), as an
 * upload gives it to OCR (ocr-image.ts).
 */
async function receiptWithReversedName(): Promise<Uint8Array> {
  const lines = [
    '11/14/2026   14:32',
    'COFFEE BEANS    12.99',
    'MILK             3.49',
    'TOTAL           17.63',
  ];
  const text = lines.map((line, index) => `<text x="28" y="${150 + index * 34}">${line}</text>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="320"><rect width="100%" height="100%" fill="#f4f1ea"/>` +
    `<rect x="20" y="20" width="560" height="70" fill="#111"/>` +
    `<text x="300" y="72" text-anchor="middle" font-size="44" font-weight="bold" font-family="DejaVu Sans" fill="#fff">CORNER MARKET</text>` +
    `<g font-size="24" font-family="DejaVu Sans Mono" fill="#1d1d1d">${text}</g></svg>`;
  const photo = await sharp(Buffer.from(svg), { density: 216 }).jpeg({ quality: 90 }).toBuffer();
  return toOcrImage(sharp(photo));
}

describe('reading', () => {
  it('reads the total, date and merchant of a picture', async () => {
    const picture = await textPicture(['CORNER STORE', '11/03/2026 10:24', 'SUBTOTAL 10.00', 'TOTAL 10.83']);
    expect(await readReceiptImage(picture, TODAY)).toEqual({
      totalCents: 1083,
      date: '2026-11-03',
      merchant: 'CORNER STORE',
    });
  }, 60_000);

  it('reads a shop name printed white on black', async () => {
    expect(await readReceiptImage(await receiptWithReversedName(), TODAY)).toEqual({
      totalCents: 1763,
      date: '2026-11-14',
      merchant: 'CORNER MARKET',
    });
  }, 60_000);

  it('reads nothing, without failing, from bytes that are not a picture', async () => {
    const reading = await readReceiptImage(new TextEncoder().encode('not a picture'), TODAY);
    expect(reading).toEqual({ totalCents: null, date: null, merchant: null });
  }, 60_000);

  it('gives up a picture that takes longer than its time, then reads the next one', async () => {
    const picture = await textPicture(['CORNER STORE', 'TOTAL 10.83']);
    const late = await readReceiptImage(picture, TODAY, { timeoutMs: 1 });
    expect(late).toEqual({ totalCents: null, date: null, merchant: null });
    const next = await readReceiptImage(picture, TODAY);
    expect(next.totalCents).toBe(1083);
  }, 60_000);

  it(`says it is busy when ${MAX_WAITING_RECEIPTS} receipts already wait behind the one being read`, async () => {
    const picture = await textPicture(['CORNER STORE', 'TOTAL 10.83']);
    const accepted = Array.from({ length: MAX_WAITING_RECEIPTS + 1 }, () => readReceiptImage(picture, TODAY));
    await expect(readReceiptImage(picture, TODAY)).rejects.toMatchObject({
      code: 'unavailable',
      message: receiptMessages.busy,
    });
    const readings = await Promise.all(accepted);
    expect(readings.map((reading) => reading.totalCents)).toEqual(Array(MAX_WAITING_RECEIPTS + 1).fill(1083));
    // Once they are read, the queue takes receipts again.
    expect((await readReceiptImage(picture, TODAY)).totalCents).toBe(1083);
  }, 120_000);

  it('starts a new worker after closeReceiptReader', async () => {
    const picture = await textPicture(['CORNER STORE', 'TOTAL 10.83']);
    await closeReceiptReader();
    expect((await readReceiptImage(picture, TODAY)).merchant).toBe('CORNER STORE');
  }, 60_000);
});
