import { move, transferableSymbol, valueSymbol } from 'piscina';
import sharp from 'sharp';
import { prepareReceipt } from './prepare-receipt';
import type { PreparedReceipt } from './prepared-receipt';

// Runs in a worker thread of the receipt pool (prepare-receipt-off-thread.ts), never on the server's event loop.

// libvips' own threads per image: one, so the pool's 2 threads keep to about 2 cores (its default is the core count
// on some systems). libvips' cache of recent operations is off: every upload is a new image, and each would be held.
sharp.concurrency(1);
sharp.cache(false);

/** An upload as it came in: its bytes (moved here, not copied) and the type the browser declared. */
export interface ReceiptUpload {
  bytes: ArrayBuffer;
  declaredType: string;
}

/** prepareReceipt of the moved bytes; the files it makes move back to the server's thread the same way. */
export async function prepareReceiptTask({ bytes, declaredType }: ReceiptUpload) {
  return movedBack(await prepareReceipt(new Uint8Array(bytes), declaredType));
}

/** The prepared receipt with each of its files on an ArrayBuffer of its own, handed over rather than copied. */
function movedBack(prepared: PreparedReceipt) {
  if (!prepared.ok) return prepared;
  const moved = {
    ...prepared,
    file: ownBuffer(prepared.file),
    thumbnail: prepared.thumbnail && ownBuffer(prepared.thumbnail),
    ocrImage: prepared.ocrImage && ownBuffer(prepared.ocrImage),
  } as PreparedReceipt & { ok: true };
  const buffers = [moved.file, moved.thumbnail, moved.ocrImage].flatMap((part) =>
    part ? [part.buffer] : [],
  );
  return move({ [transferableSymbol]: buffers, [valueSymbol]: moved }) as unknown as PreparedReceipt;
}

/** The bytes as a Uint8Array that alone spans its ArrayBuffer (sharp's Buffers may not be transferable as they are). */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole && !Buffer.isBuffer(bytes) ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}
