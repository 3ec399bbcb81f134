import { eq } from 'drizzle-orm';
import { calendarDate } from '../../../core/dates';
import { scheduleCOf, type ChosenLines, type ScheduleCCents } from '../../../core/tax/schedule-c';
import type { CategoryLine } from '../../../core/tax/schedule-c-lines';
import { categoryLine } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { periodFigures, type PeriodFigures } from '../period-totals';

/** The lines the person chose in Settings for their own categories. */
export async function chosenLinesOf(db: Executor, userId: string): Promise<ChosenLines> {
  const rows = await db
    .select({ type: categoryLine.type, category: categoryLine.category, line: categoryLine.line })
    .from(categoryLine)
    .where(eq(categoryLine.userId, userId));
  return chosenLinesOfRows(rows);
}

/**
 * The one computation of a tax year's Schedule C in cents, from the year's figures (its car method applied)
 * and the lines of the person's own categories. The estimate (estimate-for-user.ts: the dashboard, the
 * planner, the reminders, the tax summary) and GET /api/tax/schedule-c both take it from here. `db` may be a
 * transaction: the statements run one after the other.
 */
export async function scheduleCCentsOfYear(
  db: Executor,
  userId: string,
  year: number,
  homeOfficeSqFt: number,
): Promise<{ scheduleC: ScheduleCCents; figures: PeriodFigures; chosenLines: ChosenLines }> {
  const figures = await periodFigures(db, userId, taxYearRange(year));
  const chosenLines = await chosenLinesOf(db, userId);
  return { scheduleC: scheduleCOfFigures(year, figures, chosenLines, homeOfficeSqFt), figures, chosenLines };
}

/** A tax year as a range of dates. */
export const taxYearRange = (year: number) => ({
  from: calendarDate(year, 1, 1),
  to: calendarDate(year, 12, 31),
});

/** The Schedule C of a tax year from that year's figures and the person's chosen lines (read by the caller). */
export function scheduleCOfFigures(
  year: number,
  figures: PeriodFigures,
  chosenLines: ChosenLines,
  homeOfficeSqFt: number,
): ScheduleCCents {
  return scheduleCOf({
    year,
    totals: figures.totals,
    vehicle: figures.vehicle.find((use) => use.year === year),
    tenthsOfMile: figures.tenthsOfMile,
    chosenLines,
    homeOfficeSqFt,
  });
}

/** The chosen lines from rows of (type, category, line). */
export function chosenLinesOfRows(
  rows: readonly { type: 'income' | 'expense'; category: string; line: string }[],
): ChosenLines {
  const chosen: ChosenLines = { income: new Map(), expense: new Map() };
  for (const row of rows)
    (chosen[row.type] as Map<string, CategoryLine>).set(row.category, row.line as CategoryLine);
  return chosen;
}
