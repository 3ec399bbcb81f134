import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { CALENDAR_ITEMS_PER_DAY, type CalendarMonth } from '../../../core/calendar';
import { toDollars } from '../../../core/money';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { itemColumns, toItem, type ItemFields } from '../items/item-row';
import { expenseCentsSum, incomeCentsSum } from '../item-sums';

/**
 * Each day's first items, in the order they were added. The window ranks the month's rows as it reads them; a join
 * back to budget_item by id would have the planner scan the whole table for a heavy user (17 ms at 100k items).
 */
async function firstItemsOfEachDay(db: Database, inMonth: SQL | undefined): Promise<ItemFields[]> {
  const ranked = db
    .select({
      ...itemColumns,
      rank: sql<number>`row_number() over (partition by ${budgetItem.date} order by ${budgetItem.createdAt}, ${budgetItem.id})`.as(
        'rank',
      ),
    })
    .from(budgetItem)
    .where(inMonth)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, CALENDAR_ITEMS_PER_DAY))
    .orderBy(ranked.createdAt, ranked.id);
  return rows.map(({ rank: _rank, ...row }) => row);
}

/** The visible month only: per-day totals and counts in SQL, and each day's first items. */
export async function calendarMonth(db: Database, userId: string, month: string): Promise<CalendarMonth> {
  const from = `${month}-01`;
  const inMonth = and(
    eq(budgetItem.userId, userId),
    sql`${budgetItem.date} >= ${from}::date and ${budgetItem.date} < (${from}::date + interval '1 month')`,
  );
  const [totals, rows] = await Promise.all([
    db
      .select({
        date: budgetItem.date,
        income: incomeCentsSum(),
        expenses: expenseCentsSum(),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(budgetItem)
      .where(inMonth)
      .groupBy(budgetItem.date)
      .orderBy(budgetItem.date),
    firstItemsOfEachDay(db, inMonth),
  ]);
  return {
    month,
    days: totals.map((day) => {
      const items = rows.filter((row) => row.date === day.date).map(toItem);
      return {
        date: day.date,
        income: toDollars(day.income),
        expenses: toDollars(day.expenses),
        items,
        more: day.count - items.length,
      };
    }),
  };
}
