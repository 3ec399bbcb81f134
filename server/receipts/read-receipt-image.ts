import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createWorker, OEM, PSM, type Worker, type WorkerOptions } from 'tesseract.js';
import type { CalendarDate } from '../../core/dates';
import { readReceiptText } from '../../core/receipts/read-receipt-text';
import { receiptMessages, type ReceiptReading } from '../../core/receipts/receipts';
import { ApiError } from '../http/api-error';

// Reading a receipt's picture with tesseract.js. tesseract runs its WebAssembly in a worker_thread of its
// own, so the event loop stays free while it reads. One worker is kept: created on the first receipt (loading the
// English model takes about a second), ended after a quiet minute, and given one picture at a time; a few more wait
// their turn, and beyond that the server says it is busy. The English model comes from the npm package
// @tesseract.js-data/eng in node_modules, read from disk: tesseract.js is never allowed to download anything.

/** Receipts that may wait for the reader behind the one it is reading. */
export const MAX_WAITING_RECEIPTS = 4;
/** A picture taking longer than this is given up (its reading is all null) so that the upload still answers. */
export const READ_TIMEOUT_MS = 15_000;
/** The worker is ended after this long without a receipt (it holds about 100 MB). */
const IDLE_MS = 60_000;

/**
 * The model: 4.0.0_best_int (LSTM only, 2.9 MB) read the 35 test receipts as well as 4.0.0 (10.9 MB, with the legacy
 * engine's data, unused here), 35 of 35 each, at the same speed (median 0.65 s against 0.66 s a receipt), and a
 * quarter of the bytes to load into each new worker.
 */
const MODEL_FOLDER = '4.0.0_best_int';
/**
 * Page segmentation: PSM 6 ('a single uniform block of text') keeps a receipt's label and its amount at the right
 * edge on one line even on a photo turned by 3°. PSM 4 ('a single column of variable sizes') split them into a
 * column of labels and a column of amounts on turned photos: on the test receipts it read 24 of 35 totals against
 * 35 of 35 with PSM 6, and took 0.70 s a receipt (median) against 0.65 s.
 */
const PAGE_SEGMENTATION = PSM.SINGLE_BLOCK;

/**
 * A line read with less confidence than this is read again inverted, in case it was printed white on black (a shop's
 * name on a dark band). Tesseract's default, 0.7, also re-reads every grainy line of a phone photo: the 12 MP test
 * photo took 2.1 s to read at 0.7 and 1.4 s at 0.5, and a reversed line (whose confidence the first way round is near
 * 0) is still read. The 35 test receipts read the same at both (totals 34, dates 35, merchants 34).
 */
const INVERT_BELOW_CONFIDENCE = '0.5';

const require = createRequire(import.meta.url);

/** The folder holding eng.traineddata.gz, inside the installed @tesseract.js-data/eng package. */
export function englishModelFolder(): string {
  const english = require('@tesseract.js-data/eng') as { langPath: string };
  return path.join(path.dirname(english.langPath), MODEL_FOLDER);
}

/**
 * tesseract.js's options: the model from a local folder (a path, so tesseract.js reads the file instead of fetching a
 * URL; without langPath it would download from a CDN), never cached elsewhere ('none': no copy written to the
 * working directory), and its worker script and core from node_modules (tesseract.js's own defaults in Node).
 */
export function tesseractOptions(): Partial<WorkerOptions> {
  const langPath = englishModelFolder();
  if (!existsSync(path.join(langPath, 'eng.traineddata.gz'))) {
    throw new Error(`The English OCR model is missing from ${langPath}: run npm install`);
  }
  return { langPath, gzip: true, cacheMethod: 'none', workerBlobURL: false };
}

let worker: Promise<Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
/** The receipt being read, then those waiting: each waits for the one before it. */
let queueTail: Promise<unknown> = Promise.resolve();
let queued = 0;

function startWorker(): Promise<Worker> {
  const started = createWorker('eng', OEM.LSTM_ONLY, {
    ...tesseractOptions(),
    errorHandler: () => {},
  }).then(async (created) => {
    await created.setParameters({
      tessedit_pageseg_mode: PAGE_SEGMENTATION,
      preserve_interword_spaces: '1',
      user_defined_dpi: '300',
      invert_threshold: INVERT_BELOW_CONFIDENCE,
    });
    return created;
  });
  // A worker that failed to start is forgotten, so that the next receipt tries again.
  started.catch(() => {
    if (worker === started) worker = undefined;
  });
  return started;
}

async function endWorker(): Promise<void> {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  const ending = worker;
  worker = undefined;
  if (!ending) return;
  try {
    const ended = await ending;
    // A recognize() already called posts its job to the thread a few microtasks later (tesseract.js awaits the image
    // first); ending the thread before that makes tesseract.js post to nothing and leave the failure unhandled.
    await nextTurn();
    await ended.terminate();
  } catch {
    // A worker that never started, or died, has nothing to end.
  }
}

function restartIdleTimer() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void endWorker(), IDLE_MS);
  idleTimer.unref();
}

const nothingRead: ReceiptReading = { totalCents: null, date: null, merchant: null };

/** One picture through the worker, or null when it took longer than READ_TIMEOUT_MS (the worker is then ended). */
async function recognise(ocrImage: Uint8Array, timeoutMs: number): Promise<string | null> {
  // The worker is not idle while it reads: its idle time starts again when this picture is done.
  clearTimeout(idleTimer);
  worker ??= startWorker();
  const current = worker;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  // The picture is given as a Buffer: tesseract.js would fetch a string that looks like a URL, or read it as a path.
  const reading = current
    .then((ready) => {
      if (worker !== current) throw new Error('The OCR worker was ended before this picture reached it.');
      return ready.recognize(Buffer.from(ocrImage));
    })
    .then((result) => result.data.text);
  try {
    const text = await Promise.race([reading, timedOut]);
    if (text === null) {
      // The worker is still on the picture; ending it is the only way to stop it, and frees it for the next one.
      reading.catch(() => {});
      if (worker === current) await endWorker();
    }
    return text;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a receipt's OCR picture (ocr-image.ts) says: its total, date and merchant, each null when not read. Waits its
 * turn behind the receipts being read; throws ApiError 'unavailable' when too many are waiting. A picture tesseract
 * cannot read, or one that takes too long, reads as all null.
 */
export async function readReceiptImage(
  ocrImage: Uint8Array,
  today: CalendarDate,
  options: { timeoutMs?: number } = {},
): Promise<ReceiptReading> {
  // One being read and MAX_WAITING_RECEIPTS waiting.
  if (queued > MAX_WAITING_RECEIPTS) throw new ApiError('unavailable', receiptMessages.busy);
  queued++;
  const turn = queueTail.then(async () => {
    try {
      const text = await recognise(ocrImage, options.timeoutMs ?? READ_TIMEOUT_MS);
      return text === null ? nothingRead : readReceiptText(text, today);
    } catch {
      // tesseract could not read the picture; a fresh worker takes the next one, whatever state this one is in.
      await endWorker();
      return nothingRead;
    } finally {
      queued--;
      restartIdleTimer();
    }
  });
  queueTail = turn;
  return turn;
}

/** Ends the reader's worker (at shutdown, and after tests); the next receipt starts a new one. */
export async function closeReceiptReader(): Promise<void> {
  await queueTail.catch(() => {});
  await endWorker();
}
