import { and, asc, desc, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ItemType } from '../../../core/categories';
import type { CalendarDate } from '../../../core/dates';
import {
  LIKELY_DUPLICATES_MAX,
  likelyDuplicateWindow,
  type LikelyDuplicatesQuery,
} from '../../../core/likely-duplicates';
import type { ListedItem } from '../../../core/items';
import { toCents } from '../../../core/money';
import type { Database } from '../../db/client';
import { bankTransaction, budgetItem } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { receiptCountSql } from '../receipts/needs-receipt';
import { itemColumns, toItem } from './item-row';

// Drizzle leaves columns unqualified in a query of one table: the item's id is named in full inside the subquery.
const broughtByBank = sql`exists (select 1 from ${bankTransaction} as brought_by
  where brought_by.item_id = ${sql.raw('"budget_item"."id"')} and brought_by.brought)`;

/**
 * The person's items that may be the same money recorded again: the same type and amount, dated within
 * LIKELY_DUPLICATE_DAYS of `date`, the closest in date first and at most LIKELY_DUPLICATES_MAX. `among` narrows the
 * items compared; `first` orders them before their dates do.
 */
export async function likelySameItems(
  db: Executor,
  userId: string,
  money: { type: ItemType; amountCents: number; date: CalendarDate },
  { among, first }: { among?: SQL; first?: SQL } = {},
): Promise<ListedItem[]> {
  const { from, to } = likelyDuplicateWindow(money.date);
  const rows = await db
    .select({ ...itemColumns, receiptCount: receiptCountSql })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        eq(budgetItem.amountCents, money.amountCents),
        eq(budgetItem.type, money.type),
        gte(budgetItem.date, from),
        lte(budgetItem.date, to),
        among,
      ),
    )
    .orderBy(
      ...(first ? [first] : []),
      sql`abs(${budgetItem.date} - ${money.date}::date)`,
      desc(budgetItem.date),
      asc(budgetItem.id),
    )
    .limit(LIKELY_DUPLICATES_MAX);
  return rows.map((row) => ({ ...toItem(row), receiptCount: row.receiptCount }));
}

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
  return likelySameItems(
    db,
    userId,
    { type: query.type, amountCents: toCents(query.amount), date: query.date },
    { among: or(isNotNull(budgetItem.importId), broughtByBank) },
  );
}
