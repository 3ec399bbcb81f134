import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '../../../core/periods';
import { RECEIPT_NEEDED_FROM_CENTS } from '../../../core/receipts/receipts';
import type { Database } from '../../db/client';
import { budgetItem, receipt } from '../../db/schema';

// Drizzle leaves columns unqualified in a query of one table, where "id" inside the subquery would be the receipt's
// own: both sides are named in full.
const receiptsOfItem = sql`from ${receipt} as kept where kept.item_id = ${sql.raw('"budget_item"."id"')}`;

/**
 * A business expense of $75 or more with no receipt kept (Publication 463), as a condition on budget_item: a
 * personal cost or one not decided yet needs no receipt for the IRS.
 */
export const needsReceiptSql: SQL = and(
  eq(budgetItem.type, 'expense'),
  eq(budgetItem.use, 'business'),
  gte(budgetItem.amountCents, RECEIPT_NEEDED_FROM_CENTS),
  sql`not exists (select 1 ${receiptsOfItem})`,
)!;

/** How many receipts each listed item has, read with the page (one index probe per row). */
export const receiptCountSql = sql<number>`(select count(*) ${receiptsOfItem})`.mapWith(Number);

/** The dashboard's count: the period's expenses that need a receipt and have none. */
export async function countExpensesNeedingReceipt(
  db: Database,
  userId: string,
  range: DateRange | null,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        needsReceiptSql,
        range ? and(gte(budgetItem.date, range.from), lte(budgetItem.date, range.to)) : undefined,
      ),
    );
  return row?.count ?? 0;
}
