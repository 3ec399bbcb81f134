import { and, desc, eq, isNull } from 'drizzle-orm';
import { localDate } from '../../../core/dates';
import type { ListedItem } from '../../../core/items';
import { receiptMessages, type Receipt, type ReceiptPatch } from '../../../core/receipts/receipts';
import type { Database } from '../../db/client';
import { receipt } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { receiptFileKey, type ReceiptStore } from '../../receipts/receipt-store';
import { findReceiptMatches } from './find-receipt-matches';
import { checkReceiptExpense } from './receipt-expense';
import { receiptOwnedBy, receiptRowOf, toReceipt } from './receipt-row';

const RECEIPTS_LISTED_MAX = 500;

/**
 * GET /api/receipts: an expense's receipts, oldest first; without an expense, the receipts waiting to be filed,
 * newest first.
 */
export async function listReceipts(db: Database, userId: string, itemId?: string): Promise<Receipt[]> {
  const rows = await db
    .select()
    .from(receipt)
    .where(and(eq(receipt.userId, userId), itemId ? eq(receipt.itemId, itemId) : isNull(receipt.itemId)))
    .orderBy(itemId ? receipt.createdAt : desc(receipt.createdAt))
    .limit(RECEIPTS_LISTED_MAX);
  return rows.map((row) => toReceipt(row));
}

/**
 * Every receipt the person keeps, oldest first: the account export's list (the files are in the receipts zip), with
 * the SHA-256 of each file as it was uploaded (null for receipts kept before it was recorded).
 */
export async function allReceipts(
  db: Database,
  userId: string,
): Promise<(Receipt & { contentHash: string | null })[]> {
  const rows = await db.select().from(receipt).where(eq(receipt.userId, userId)).orderBy(receipt.createdAt);
  return rows.map((row) => ({ ...toReceipt(row), contentHash: row.contentHash }));
}

/**
 * GET /api/receipts/:id/matches: the expenses a receipt waiting to be filed may be the receipt of, dated from what
 * was read or the day it was uploaded; none for a receipt already kept with an expense.
 */
export async function matchesOfReceipt(db: Database, userId: string, id: string): Promise<ListedItem[]> {
  const row = await receiptRowOf(db, userId, id);
  if (row.itemId) return [];
  const reading = { totalCents: row.ocrTotalCents, date: row.ocrDate };
  return findReceiptMatches(db, userId, reading, localDate(row.createdAt));
}

/** PATCH /api/receipts/:id: kept with another of the person's expenses, or on its own again. */
export async function fileReceipt(
  db: Database,
  userId: string,
  id: string,
  patch: ReceiptPatch,
): Promise<Receipt> {
  return db.transaction(async (tx) => {
    await receiptRowOf(tx, userId, id);
    if (patch.itemId) await checkReceiptExpense(tx, userId, patch.itemId);
    const [row] = await tx
      .update(receipt)
      .set({ itemId: patch.itemId })
      .where(receiptOwnedBy(userId, id))
      .returning();
    return toReceipt(row!);
  });
}

/** DELETE /api/receipts/:id: the row goes now; its files with the purge that follows (purge-receipt-files.ts). */
export async function deleteReceipt(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(receipt).where(receiptOwnedBy(userId, id)).returning({ id: receipt.id });
  if (deleted.length === 0) throw new ApiError('not-found', receiptMessages.notFound);
}

export interface ReceiptContent {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

/** GET /api/receipts/:id/file and /thumbnail: the person's own receipt's bytes; a PDF has no thumbnail. */
export async function readReceiptContent(
  db: Database,
  store: ReceiptStore,
  userId: string,
  id: string,
  part: 'file' | 'thumbnail',
): Promise<ReceiptContent> {
  const row = await receiptRowOf(db, userId, id);
  if (part === 'thumbnail' && !row.hasThumbnail) throw new ApiError('not-found', receiptMessages.notFound);
  const bytes = await store.get(receiptFileKey(userId, id, part));
  if (!bytes) throw new ApiError('not-found', receiptMessages.notFound);
  return part === 'file'
    ? { bytes, contentType: row.contentType, fileName: row.fileName }
    : { bytes, contentType: 'image/jpeg', fileName: row.fileName.replace(/\.[a-z]+$/, '-thumbnail.jpg') };
}
