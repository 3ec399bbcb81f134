import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '../../../core/periods';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { toDollars } from '../../../core/money';
import { sharePercent, type PersonalReport } from '../../../core/reports/income-analysis';

import { categoryTotals, sumOfType, type ItemType } from '../period-totals';

export type { ItemType };

/** A type's business items in a range: the reports' figures are the business's, its household money apart. */
export const ofType = (userId: string, type: ItemType, range: DateRange): SQL =>
  and(
    eq(budgetItem.userId, userId),
    eq(budgetItem.type, type),
    eq(budgetItem.use, 'business'),
    sql`${budgetItem.date} between ${range.from} and ${range.to}`,
  )!;

// A business item counts at its share.
const total =
  sql<number>`sum((${budgetItem.amountCents} * ${budgetItem.businessPercent} + 50) / 100)`.mapWith(Number);

/** One type's totals per category in the range, largest first. */
export async function totalsByCategory(db: Database, userId: string, type: ItemType, range: DateRange) {
  const totals = await categoryTotals(db, userId, range);
  return totals
    .filter((total) => total.type === type)
    .map((total) => ({ category: total.category, totalCents: total.totalCents }));
}

/** One type's total in the range; null when it holds none of that type. */
export async function totalOf(
  db: Database,
  userId: string,
  type: ItemType,
  range: DateRange,
): Promise<number | null> {
  return sumOfType(await categoryTotals(db, userId, range), type);
}

/** The personal items of one type in a range: their total and each category's, largest first. */
export async function personalTotalsOf(
  db: Database,
  userId: string,
  type: ItemType,
  range: DateRange,
): Promise<PersonalReport> {
  const rows = await db
    .select({
      category: budgetItem.category,
      totalCents: sql<number>`sum(${budgetItem.amountCents})`.mapWith(Number),
    })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        eq(budgetItem.type, type),
        eq(budgetItem.use, 'personal'),
        sql`${budgetItem.date} between ${range.from} and ${range.to}`,
      ),
    )
    .groupBy(budgetItem.category)
    .orderBy(sql`2 desc`, budgetItem.category);
  const totalCents = rows.reduce((sum, row) => sum + row.totalCents, 0);
  return {
    total: toDollars(totalCents),
    byCategory: rows.map((row) => ({
      category: row.category,
      total: toDollars(row.totalCents),
      share: sharePercent(row.totalCents, totalCents),
    })),
  };
}

/** Totals per day of the week (0 = Sunday) within the range. */
export async function totalsByDayOfWeek(db: Database, userId: string, type: ItemType, range: DateRange) {
  const dayOfWeek = sql<number>`extract(dow from ${budgetItem.date})::int`.mapWith(Number);
  return db
    .select({ dayOfWeek, totalCents: total })
    .from(budgetItem)
    .where(ofType(userId, type, range))
    .groupBy(sql`1`);
}

/** The window of the trend panels: from the first day of the oldest month to the last day of the newest. */
export function monthsWindow(months: readonly string[]): DateRange {
  const last = months.at(-1)!;
  const [year, month] = last.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${months[0]}-01`, to: `${last}-${String(lastDay).padStart(2, '0')}` };
}
