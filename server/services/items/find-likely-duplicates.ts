import { and, asc, desc, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import {
  LIKELY_DUPLICATES_MAX,
  likelyDuplicateWindow,
  type LikelyDuplicatesQuery,
} from '../../../core/likely-duplicates';
import type { ListedItem } from '../../../core/items';
import { toCents } from '../../../core/money';
import type { Database } from '../../db/client';
import { bankTransaction, budgetItem } from '../../db/schema';
import { receiptCountSql } from '../receipts/needs-receipt';
import { itemColumns, toItem } from './item-row';

// Drizzle leaves columns unqualified in a query of one table: the item's id is named in full inside the subquery.
const broughtByBank = sql`exists (select 1 from ${bankTransaction} as brought_by
  where brought_by.item_id = ${sql.raw('"budget_item"."id"')} and brought_by.brought)`;

/**
 * GET /api/items/likely-duplicates: the person's items a statement import or a bank connection brought with the
 * same type and amount, dated within LIKELY_DUPLICATE_DAYS of `date`, closest first. Two items typed by hand are
 * never compared: two coffees of the same price in a week are two coffees, but the bank's copy of one is not a
 * second one.
 */
export async function findLikelyDuplicates(
  db: Database,
  userId: string,
  query: LikelyDuplicatesQuery,
): Promise<ListedItem[]> {
  const { from, to } = likelyDuplicateWindow(query.date);
  const rows = await db
    .select({ ...itemColumns, receiptCount: receiptCountSql })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        eq(budgetItem.amountCents, toCents(query.amount)),
        eq(budgetItem.type, query.type),
        gte(budgetItem.date, from),
        lte(budgetItem.date, to),
        or(isNotNull(budgetItem.importId), broughtByBank),
      ),
    )
    .orderBy(sql`abs(${budgetItem.date} - ${query.date}::date)`, desc(budgetItem.date), asc(budgetItem.id))
    .limit(LIKELY_DUPLICATES_MAX);
  return rows.map((row) => ({ ...toItem(row), receiptCount: row.receiptCount }));
}
