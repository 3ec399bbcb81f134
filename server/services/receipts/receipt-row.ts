import { and, eq } from 'drizzle-orm';
import type { Receipt } from '../../../core/receipts/receipts';
import { toDollars } from '../../../core/money';
import type { Executor } from '../../db/transaction';
import { receipt } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { receiptMessages } from '../../../core/receipts/receipts';

export type ReceiptRow = typeof receipt.$inferSelect;

/** A kept receipt as the API sends it. */
export function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    itemId: row.itemId,
    contentType: row.contentType,
    fileName: row.fileName,
    byteSize: row.byteSize,
    hasThumbnail: row.hasThumbnail,
    createdAt: row.createdAt.toISOString(),
    ocr: {
      total: row.ocrTotalCents === null ? null : toDollars(row.ocrTotalCents),
      date: row.ocrDate,
      merchant: row.ocrMerchant,
      category: row.ocrCategory,
    },
  };
}

// Another user's receipt reads exactly like a missing one: 404 for both, so no one can learn which ids exist.
export const receiptOwnedBy = (userId: string, id: string) =>
  and(eq(receipt.id, id), eq(receipt.userId, userId));

export async function receiptRowOf(db: Executor, userId: string, id: string): Promise<ReceiptRow> {
  const [row] = await db.select().from(receipt).where(receiptOwnedBy(userId, id));
  if (!row) throw new ApiError('not-found', receiptMessages.notFound);
  return row;
}
