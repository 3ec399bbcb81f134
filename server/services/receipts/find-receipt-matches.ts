import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { type CalendarDate } from '../../../core/dates';
import type { ListedItem } from '../../../core/items';
import {
  LIKELY_DUPLICATES_MAX,
  likelyDuplicateWindow,
  receiptMatchDate,
} from '../../../core/likely-duplicates';
import type { Executor } from '../../db/transaction';
import { budgetItem } from '../../db/schema';
import { itemColumns, toItem } from '../items/item-row';
import { receiptCountSql } from './needs-receipt';

/**
 * The person's expenses a receipt may be the receipt of: the total read from it in cents, dated within
 * LIKELY_DUPLICATE_DAYS of its date (read from it, else the upload day). Expenses with no receipt kept come first
 * (only a receipt kept with an expense counts, never one waiting on its own), then the closest in date. Nothing
 * when no total was read: the amount is what makes two records one purchase.
 */
export async function findReceiptMatches(
  db: Executor,
  userId: string,
  reading: { totalCents: number | null; date: CalendarDate | null },
  uploadDay: CalendarDate,
): Promise<ListedItem[]> {
  if (reading.totalCents === null) return [];
  const date = receiptMatchDate(reading.date, uploadDay);
  const { from, to } = likelyDuplicateWindow(date);
  const rows = await db
    .select({ ...itemColumns, receiptCount: receiptCountSql })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        eq(budgetItem.amountCents, reading.totalCents),
        eq(budgetItem.type, 'expense'),
        gte(budgetItem.date, from),
        lte(budgetItem.date, to),
      ),
    )
    .orderBy(
      sql`${receiptCountSql} > 0`,
      sql`abs(${budgetItem.date} - ${date}::date)`,
      desc(budgetItem.date),
      asc(budgetItem.id),
    )
    .limit(LIKELY_DUPLICATES_MAX);
  return rows.map((row) => ({ ...toItem(row), receiptCount: row.receiptCount }));
}
