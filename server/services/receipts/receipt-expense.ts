import { and, eq } from 'drizzle-orm';
import { receiptMessages } from '../../../core/receipts/receipts';
import type { Executor } from '../../db/transaction';
import { budgetItem } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/**
 * The expense a receipt is to be kept with: the person's own, and an expense (income has no receipts). Inside a
 * transaction the row is locked until it ends, so the expense cannot go before the receipt is written.
 */
export async function checkReceiptExpense(db: Executor, userId: string, itemId: string): Promise<void> {
  const [item] = await db
    .select({ type: budgetItem.type })
    .from(budgetItem)
    .where(and(eq(budgetItem.id, itemId), eq(budgetItem.userId, userId)))
    .for('share');
  if (!item) {
    throw new ApiError('validation-failed', receiptMessages.itemNotFound, {
      itemId: receiptMessages.itemNotFound,
    });
  }
  if (item.type !== 'expense') {
    throw new ApiError('validation-failed', receiptMessages.itemNotExpense, {
      itemId: receiptMessages.itemNotExpense,
    });
  }
}
