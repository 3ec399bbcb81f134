import { and, eq } from 'drizzle-orm';
import { fallbackCategory } from '../../../core/categorisation/categorise';
import { transactionFingerprint } from '../../../core/duplicates';
import type { Item } from '../../../core/items';
import { paymentMessages } from '../../../core/tax/planner-api';
import type { Database } from '../../db/client';
import { bankTransaction, budgetItem, estimatedTaxPayment } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { newTransactionId } from '../items/create-item';
import { toItem } from '../items/item-row';
import { assertCanAddItems } from '../subscription/plan-limits';

/**
 * "Not a tax payment": a payment recognised in a statement file or a bank connection's transaction that was not one
 * (a bill paid to the state's DMV that happened to match, a payment for someone else) becomes again the item its
 * bank line would have been, waiting in the review queue as Other Expense, and the payment is gone. The item keeps
 * the line's import, so undoing the import removes it, and its fingerprint, so importing the file again adds the
 * line neither as a payment nor as an item; a bank connection's transaction points at the item from now on. One
 * transaction: the payment and the item never both exist, nor neither.
 */
export async function makePaymentAnItem(db: Database, userId: string, paymentId: string): Promise<Item> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(estimatedTaxPayment)
      .where(and(eq(estimatedTaxPayment.id, paymentId), eq(estimatedTaxPayment.userId, userId)))
      .for('update');
    if (!payment) throw new ApiError('not-found', paymentMessages.notFound);
    if (payment.source === 'hand' || payment.recognisedFrom === null) {
      throw new ApiError('validation-failed', paymentMessages.notRecognised, {
        id: paymentMessages.notRecognised,
      });
    }
    await assertCanAddItems(tx, userId, 1);
    const description = payment.recognisedFrom;
    const [row] = await tx
      .insert(budgetItem)
      .values({
        userId,
        transactionId: newTransactionId(userId),
        type: 'expense',
        category: fallbackCategory.expense,
        use: 'review',
        businessPercent: 100,
        amountCents: payment.amountCents,
        date: payment.date,
        description,
        importId: payment.importId,
        importFingerprint: transactionFingerprint({
          date: payment.date,
          amountCents: payment.amountCents,
          description,
        }),
      })
      .returning();
    if (payment.source === 'bank') {
      await tx
        .update(bankTransaction)
        .set({ itemId: row!.id, paymentId: null })
        .where(and(eq(bankTransaction.userId, userId), eq(bankTransaction.paymentId, payment.id)));
    }
    await tx.delete(estimatedTaxPayment).where(eq(estimatedTaxPayment.id, payment.id));
    return toItem(row!);
  });
}
