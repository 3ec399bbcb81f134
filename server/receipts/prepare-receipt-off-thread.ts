// Loaded on the main thread too, though only the workers use it: libvips must stay loaded when an idle worker ends,
// or glibc unloads it under the other threads (lovell/sharp#2263).
import 'sharp';
import { offThreadMessages } from '../../core/off-thread-messages';
import { receiptMessages } from '../../core/receipts/receipts';
import { OffThreadPool } from '../off-thread/off-thread-pool';
import type { PreparedReceipt } from './prepared-receipt';
import type { ReceiptUpload } from './receipt-worker';

// Decoding a 12-megapixel photo, turning it upright, re-encoding it and making its thumbnail and OCR picture
// takes a CPU for about half a second. sharp works on libuv's threads, yet on a 2-core machine a few uploads at once
// would still starve the event loop, so receipts are prepared on worker threads (server/off-thread/off-thread-pool.ts):
// at most 2; a few more uploads wait their turn, and beyond that the server says it is busy. sharp's pixels are outside
// V8's heap, so the memory limit bounds only the JavaScript side; prepare-receipt.ts refuses pictures of too many pixels.
const preparers = new OffThreadPool<ReceiptUpload, PreparedReceipt>({
  worker: 'receipt-worker',
  importMetaUrl: import.meta.url,
  maxThreads: 2,
  /** Uploads waiting for a thread: each holds up to RECEIPT_MAX_BYTES, and the next would wait seconds anyway. */
  maxWaiting: 8,
  deadlineMs: 30_000,
  memoryMb: 256,
  busyMessage: receiptMessages.busy,
  overLimit: { code: 'validation-failed', message: offThreadMessages.fileTooHeavy },
});

/**
 * prepareReceipt (prepare-receipt.ts) on a worker thread. The bytes move there without a copy: when `bytes` spans its
 * whole ArrayBuffer, that buffer is detached afterwards (empty for the caller); a view of part of a larger buffer is
 * copied first. With too many uploads waiting it throws ApiError('unavailable', receiptMessages.busy); see
 * OffThreadPool.run for the other refusals.
 */
export async function prepareReceiptOffThread(
  bytes: Uint8Array,
  declaredType: string,
  personId?: string,
): Promise<PreparedReceipt> {
  const moved = movableBuffer(bytes);
  return preparers.run(
    { bytes: moved, declaredType },
    { name: 'prepareReceiptTask', transferList: [moved], personId },
  );
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
  await preparers.close();
}
