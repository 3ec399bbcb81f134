import { eq, sql } from 'drizzle-orm';
import { RECEIPT_QUOTA, receiptQuotaMessages, type ReceiptUsage } from '../../../core/receipts/receipt-quota';
import type { Executor, Transaction } from '../../db/transaction';
import { receipt, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** GET /api/receipts/usage: every receipt the person keeps (filed or waiting to be) against the quota. */
export async function receiptUsage(db: Executor, userId: string): Promise<ReceiptUsage> {
  const [kept] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${receipt.byteSize}), 0)`.mapWith(Number),
    })
    .from(receipt)
    .where(eq(receipt.userId, userId));
  return {
    count: kept?.count ?? 0,
    bytes: kept?.bytes ?? 0,
    maxCount: RECEIPT_QUOTA.count,
    maxBytes: RECEIPT_QUOTA.bytes,
  };
}

/** Refuses a receipt of `bytes` that would take the person past the quota (409 receipt-storage-full). */
export async function checkReceiptQuota(db: Executor, userId: string, bytes: number): Promise<void> {
  const usage = await receiptUsage(db, userId);
  if (usage.count + 1 > usage.maxCount)
    throw new ApiError('receipt-storage-full', receiptQuotaMessages.countReached);
  if (usage.bytes + bytes > usage.maxBytes)
    throw new ApiError('receipt-storage-full', receiptQuotaMessages.bytesReached);
}

/**
 * Locks the person's account row until the transaction ends, so concurrent uploads of one person queue here: each
 * sees the receipts (and the quota used) of the one before it, and the same file is never kept twice.
 */
export async function lockReceiptsOf(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}
