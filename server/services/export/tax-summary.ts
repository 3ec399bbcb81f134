import { and, eq, sql } from 'drizzle-orm';
import { calendarDate, localDate } from '../../../core/dates';
import { taxSummaryText, type CategoryTotal } from '../../../core/export/tax-summary';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** The year's tax summary file; 404 when the user has no item in that year. */
export async function taxSummaryFor(db: Database, userId: string, year: number): Promise<string> {
  const totals: CategoryTotal[] = await db
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
  if (totals.length === 0) throw new ApiError('not-found', `There are no items in ${year} to export.`);
  return taxSummaryText(year, totals, localDate());
}
