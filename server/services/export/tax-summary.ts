import { and, eq, sql } from 'drizzle-orm';
import { calendarDate, localDate } from '../../../core/dates';
import { taxSummaryText, type CategoryTotal } from '../../../core/export/tax-summary';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { tipsIn } from '../tax/estimate-for-user';

/** The year's tax summary file; 404 when the user has no item in that year. */
export async function taxSummaryFor(db: Database, userId: string, year: number): Promise<string> {
  const range = { from: calendarDate(year, 1, 1), to: calendarDate(year, 12, 31) };
  const [totals, tipsCents] = await Promise.all([
    categoryTotalsOf(db, userId, year),
    tipsIn(db, userId, range),
  ]);
  if (totals.length === 0) throw new ApiError('not-found', `There are no items in ${year} to export.`);
  return taxSummaryText(year, totals, localDate(), tipsCents);
}

function categoryTotalsOf(db: Database, userId: string, year: number): Promise<CategoryTotal[]> {
  return db
    .select({
      type: budgetItem.type,
      category: budgetItem.category,
      totalCents: sql<number>`sum(${budgetItem.amountCents})`.mapWith(Number),
    })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        sql`${budgetItem.date} between ${calendarDate(year, 1, 1)} and ${calendarDate(year, 12, 31)}`,
      ),
    )
    .groupBy(budgetItem.type, budgetItem.category);
}
