import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
// Loaded on the main thread too, though only the workers use it: libvips must stay loaded when an idle worker ends,
// or glibc unloads it under the other threads (lovell/sharp#2263).
import 'sharp';
import { receiptMessages } from '../../core/receipts/receipts';
import { ApiError } from '../http/api-error';
import type { PreparedReceipt } from './prepared-receipt';
import type { ReceiptUpload } from './receipt-worker';

// Issue 20: decoding a 12-megapixel photo, turning it upright, re-encoding it and making its thumbnail and OCR picture
// takes a CPU for about half a second. sharp works on libuv's threads, yet on a 2-core machine a few uploads at once
// would still starve the event loop, so receipts are prepared in a small pool of worker threads (as statements are,
// services/imports/read-statement-off-thread.ts): at most 2, ended when idle; a few more uploads wait their turn, and
// beyond that the server says it is busy.
const MAX_THREADS = 2;
const IDLE_TIMEOUT_MS = 30_000;
/** Uploads waiting for a thread: each holds up to RECEIPT_MAX_BYTES, and the next would wait seconds anyway. */
const MAX_QUEUED_RECEIPTS = 8;
// Preparing a receipt is background work: the OS must run the event loop first, or every other request waits for a
// time slice behind it.
const PREPARER_NICENESS = 10;

/**
 * The worker module: the bundled receipt-worker.js beside the built server (dist/server/main.js), else, when running
 * from the sources, the TypeScript worker through tsx.
 */
function workerFile(): string {
  const built = new URL('./receipt-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built.href;
  const source = new URL('./receipt-worker-source.mjs', import.meta.url);
  if (existsSync(fileURLToPath(source))) return source.href;
  throw new Error(
    `The receipt worker is missing next to ${fileURLToPath(import.meta.url)}: run npm run build`,
  );
}

let pool: Piscina<ReceiptUpload, PreparedReceipt> | undefined;

function receiptPool() {
  pool ??= new Piscina({
    filename: workerFile(),
    name: 'prepareReceiptTask',
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: IDLE_TIMEOUT_MS,
    maxQueue: MAX_QUEUED_RECEIPTS,
    niceIncrement: PREPARER_NICENESS,
  });
  return pool;
}

/**
 * prepareReceipt (prepare-receipt.ts) on a worker thread. The bytes move there without a copy: when `bytes` spans its
 * whole ArrayBuffer, that buffer is detached afterwards (empty for the caller); a view of part of a larger buffer is
 * copied first. With too many uploads waiting it throws ApiError('unavailable', receiptMessages.busy).
 */
export async function prepareReceiptOffThread(
  bytes: Uint8Array,
  declaredType: string,
): Promise<PreparedReceipt> {
  const preparers = receiptPool();
  if (preparers.queueSize >= MAX_QUEUED_RECEIPTS) throw new ApiError('unavailable', receiptMessages.busy);
  const moved = movableBuffer(bytes);
  return preparers.run({ bytes: moved, declaredType }, { transferList: [moved] });
}

/** The ArrayBuffer holding exactly these bytes, to hand to the worker. */
function movableBuffer(bytes: Uint8Array): ArrayBuffer {
  const { buffer } = bytes;
  const whole =
    buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return whole ? buffer : bytes.slice().buffer;
}

/** Ends the worker threads once the receipts being prepared are done (at shutdown, and after tests). */
export async function closeReceiptPreparers(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
