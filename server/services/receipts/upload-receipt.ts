import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { localDate, type CalendarDate } from '../../../core/dates';
import { categorise } from '../../../core/categorisation/categorise';
import {
  RECEIPT_MAX_BYTES,
  receiptMessages,
  type ReceiptReading,
  type UploadedReceipt,
} from '../../../core/receipts/receipts';
import { receiptFileName } from '../../../core/receipts/receipt-file-name';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/transaction';
import { receipt } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ReceiptRefusal } from '../../receipts/prepared-receipt';
import { prepareReceiptOffThread } from '../../receipts/prepare-receipt-off-thread';
import { readReceiptImage } from '../../receipts/read-receipt-image';
import { receiptFileKey, type ReceiptStore } from '../../receipts/receipt-store';
import { historyOf } from '../categorisation/categorise-transactions';
import { listRules } from '../rules/manage-rules';
import { findReceiptMatches } from './find-receipt-matches';
import { fileReceipt, matchesOfReceipt } from './manage-receipts';
import { checkReceiptExpense } from './receipt-expense';
import { checkReceiptQuota, lockReceiptsOf } from './receipt-quota';
import { toReceipt, type ReceiptRow } from './receipt-row';

export interface ReceiptUpload {
  bytes: Uint8Array;
  /** The type the browser declared; the bytes are checked to be it. */
  type: string;
  name: string;
}

const refusalMessages: Record<ReceiptRefusal, string> = {
  'wrong-type': receiptMessages.wrongType,
  'not-what-it-says': receiptMessages.notWhatItSays,
  damaged: receiptMessages.damaged,
  'too-many-pixels': receiptMessages.tooManyPixels,
};

const nothingRead: ReceiptReading = { totalCents: null, date: null, merchant: null };

/**
 * What the person's rules, their history and the built-in merchant list would file the merchant under, when any of
 * them knows it; null leaves the choice to the person.
 */
async function categoryOfMerchant(db: Database, userId: string, reading: ReceiptReading) {
  if (!reading.merchant) return null;
  const description = reading.merchant;
  const [rules, history] = await Promise.all([
    listRules(db, userId),
    historyOf(db, userId, [{ description }]),
  ]);
  const filed = categorise({ description, amountCents: -(reading.totalCents ?? 1) }, { rules, history });
  return filed.type === 'expense' && filed.source !== 'default' ? filed.category : null;
}

/** The person's receipt of this very file (its SHA-256), if they uploaded it before. */
async function receiptOfFile(db: Executor, userId: string, contentHash: string) {
  const [row] = await db
    .select()
    .from(receipt)
    .where(and(eq(receipt.userId, userId), eq(receipt.contentHash, contentHash)));
  return row;
}

/**
 * The same file again is the receipt kept before, not a second copy: answered as it is, with the expenses it may be
 * for while it waits to be filed. One waiting in Receipts to file that comes again with an expense is kept with it;
 * one kept with an expense stays with that one.
 */
async function receiptKeptBefore(
  db: Database,
  userId: string,
  kept: ReceiptRow,
  itemId: string | undefined,
): Promise<UploadedReceipt> {
  const answer =
    itemId && !kept.itemId ? await fileReceipt(db, userId, kept.id, { itemId }) : toReceipt(kept);
  return { ...answer, matches: await matchesOfReceipt(db, userId, kept.id), alreadyKept: true };
}

/**
 * POST /api/receipts: the file is checked and normalised off the event loop (metadata gone, upright, at most
 * 2,000 px), stored with its thumbnail, and kept with the expense given. A receipt on its own is read by OCR: what
 * was read proposes the expense, and the expenses it may already be the receipt of come with it, to be offered first.
 * A file uploaded before answers the receipt it made (receiptKeptBefore); a new one must fit in the person's
 * quota (core/receipts/receipt-quota.ts), checked before any work and again, under a lock, as it is written.
 */
export async function uploadReceipt(
  db: Database,
  store: ReceiptStore,
  userId: string,
  upload: ReceiptUpload,
  itemId: string | undefined,
  today: CalendarDate = localDate(),
): Promise<UploadedReceipt> {
  if (upload.bytes.length > RECEIPT_MAX_BYTES)
    throw new ApiError('payload-too-large', receiptMessages.tooLarge);
  if (itemId) await checkReceiptExpense(db, userId, itemId);
  const contentHash = createHash('sha256').update(upload.bytes).digest('hex');
  const keptBefore = await receiptOfFile(db, userId, contentHash);
  if (keptBefore) return receiptKeptBefore(db, userId, keptBefore, itemId);
  // A full store is refused before the file is read; the exact check, with the stored size, is made as it is written.
  await checkReceiptQuota(db, userId, 1);
  const prepared = await prepareReceiptOffThread(upload.bytes, upload.type, userId);
  if (!prepared.ok) {
    const message = refusalMessages[prepared.refusal];
    throw new ApiError('validation-failed', message, { file: message });
  }
  const reading =
    prepared.ocrImage && !itemId ? await readReceiptImage(prepared.ocrImage, today) : nothingRead;
  const [category, matches] = await Promise.all([
    categoryOfMerchant(db, userId, reading),
    itemId ? [] : findReceiptMatches(db, userId, reading, today),
  ]);

  const id = randomUUID();
  const keys = [receiptFileKey(userId, id, 'file')];
  await store.put(keys[0]!, prepared.file, prepared.contentType);
  try {
    if (prepared.thumbnail) {
      keys.push(receiptFileKey(userId, id, 'thumbnail'));
      await store.put(keys[1]!, prepared.thumbnail, 'image/jpeg');
    }
    const written = await db.transaction(async (tx) => {
      await lockReceiptsOf(tx, userId);
      if (itemId) await checkReceiptExpense(tx, userId, itemId);
      // The same file, uploaded twice at once: the first one written is the receipt.
      const raced = await receiptOfFile(tx, userId, contentHash);
      if (raced) return { raced };
      await checkReceiptQuota(tx, userId, prepared.file.byteLength);
      const [inserted] = await tx
        .insert(receipt)
        .values({
          id,
          userId,
          itemId: itemId ?? null,
          contentType: prepared.contentType,
          fileName: receiptFileName(upload.name, prepared.contentType),
          byteSize: prepared.file.byteLength,
          hasThumbnail: prepared.thumbnail !== null,
          ocrTotalCents: reading.totalCents,
          ocrDate: reading.date,
          ocrMerchant: reading.merchant,
          ocrCategory: category,
          contentHash,
        })
        .returning();
      return { inserted: inserted! };
    });
    if (written.raced) {
      await store.delete(keys).catch(() => undefined);
      return receiptKeptBefore(db, userId, written.raced, itemId);
    }
    return { ...toReceipt(written.inserted), matches, alreadyKept: false };
  } catch (error) {
    // No row, no file: what was written is taken back (the expense may have gone meanwhile, the quota be full).
    await store.delete(keys).catch(() => undefined);
    throw error;
  }
}
