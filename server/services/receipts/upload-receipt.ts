import { randomUUID } from 'node:crypto';
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
import { receipt } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { ReceiptRefusal } from '../../receipts/prepared-receipt';
import { prepareReceiptOffThread } from '../../receipts/prepare-receipt-off-thread';
import { readReceiptImage } from '../../receipts/read-receipt-image';
import { receiptFileKey, type ReceiptStore } from '../../receipts/receipt-store';
import { historyOf } from '../categorisation/categorise-transactions';
import { listRules } from '../rules/manage-rules';
import { findReceiptMatches } from './find-receipt-matches';
import { checkReceiptExpense } from './receipt-expense';
import { toReceipt } from './receipt-row';

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

/**
 * POST /api/receipts: the file is checked and normalised off the event loop (metadata gone, upright, at most
 * 2,000 px), stored with its thumbnail, and kept with the expense given. A receipt on its own is read by OCR: what
 * was read proposes the expense, and the expenses it may already be the receipt of come with it, to be offered first.
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
    const row = await db.transaction(async (tx) => {
      if (itemId) await checkReceiptExpense(tx, userId, itemId);
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
        })
        .returning();
      return inserted!;
    });
    return { ...toReceipt(row), matches };
  } catch (error) {
    // No row, no file: what was written is taken back (the expense may have gone meanwhile).
    await store.delete(keys).catch(() => undefined);
    throw error;
  }
}
