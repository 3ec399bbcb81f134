import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { splitByMonths, type DateRange } from '../../core/periods';
import { MILEAGE_CATEGORY, mileageDeductionOfMonths } from '../../core/tax/mileage';
import type { Executor } from '../db/transaction';

export type ItemType = 'income' | 'expense';

export interface CategoryTotal {
  type: ItemType;
  category: string;
  totalCents: number;
}

/**
 * The amounts of a range, as rows of (type, category, month, cents): whole months from the kept month totals
 * (item_month_total), the days at either end from the items themselves. All time is the month totals alone, so a
 * user's five years cost a few hundred rows however many items they hold.
 */
function amountsIn(userId: string, range: DateRange | null): SQL {
  const monthTotals = (where: SQL) =>
    sql`select "type", "category", "month", "total_cents" as "cents" from "item_month_total" where "user_id" = ${userId} and ${where}`;
  if (!range) return monthTotals(sql`true`);
  const { wholeMonths, days } = splitByMonths(range);
  const parts = days.map(
    (span) =>
      sql`select "type", "category", date_trunc('month', "date")::date as "month", "amount_cents" as "cents" from "budget_item" where "user_id" = ${userId} and "date" between ${span.from} and ${span.to}`,
  );
  if (wholeMonths) parts.unshift(monthTotals(sql`"month" between ${wholeMonths.from} and ${wholeMonths.to}`));
  return sql.join(parts, sql` union all `);
}

/** Totals per calendar month (YYYY-MM) of one type in a range, oldest first. */
export const monthTotalsSql = (userId: string, type: ItemType, range: DateRange): SQL =>
  sql`select to_char("month", 'YYYY-MM') as "month", sum("cents")::bigint as "total" from (${amountsIn(userId, range)}) as "amounts" where "type" = ${type} group by 1 order by 1`;

const withinRange = (range: DateRange | null) =>
  range ? sql` and "date" between ${range.from} and ${range.to}` : sql``;

// PGlite and node-postgres both answer db.execute with { rows }.
async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Business miles of the trip log per calendar month ('YYYY-MM-01') in a range, all time when null. */
export async function tripMilesByMonth(
  db: Executor,
  userId: string,
  range: DateRange | null,
): Promise<{ month: string; tenthsOfMile: number }[]> {
  const rows = await rowsOf<{ month: string; tenths: string | number }>(
    db,
    sql`select to_char(date_trunc('month', "date"), 'YYYY-MM-DD') as "month", sum("tenths_of_mile")::bigint as "tenths" from "trip" where "user_id" = ${userId}${withinRange(range)} group by 1 order by 1`,
  );
  return rows.map((row) => ({ month: row.month, tenthsOfMile: Number(row.tenths) }));
}

/**
 * One statement for everything a period's figures need (PGlite runs one statement at a time, so each saved round
 * trip counts): the totals per type and category ranked largest first, the trip log's miles per month, and the
 * income marked as tips.
 */
export const periodFiguresSql = (userId: string, range: DateRange | null, { withTips = true } = {}): SQL =>
  sql.join(
    [
      sql`select 'item' as "kind", "type", "category", null as "month", sum("cents")::bigint as "total", row_number() over (order by sum("cents") desc, "category") as "rank" from (${amountsIn(userId, range)}) as "amounts" group by "type", "category"`,
      sql`select 'trip', null, null, to_char(date_trunc('month', "date"), 'YYYY-MM-DD'), sum("tenths_of_mile")::bigint, null from "trip" where "user_id" = ${userId}${withinRange(range)} group by 4`,
      ...(withTips
        ? [
            sql`select 'tips', null, null, null, coalesce(sum("amount_cents"), 0)::bigint, null from "budget_item" where "user_id" = ${userId} and "is_tips"${withinRange(range)}`,
          ]
        : []),
    ],
    sql` union all `,
  );

export interface PeriodFigures {
  /** Largest first, with the trip log's standard-mileage deduction as one more expense. */
  totals: CategoryTotal[];
  mileageDeductionCents: number;
  /** The trip log's business miles in the period, in tenths. */
  tenthsOfMile: number;
  tipsCents: number;
}

/** A period's totals (all time when null) with its mileage deduction and (unless left out) tips, in one statement. */
export async function periodFigures(
  db: Executor,
  userId: string,
  range: DateRange | null,
  options: { withTips?: boolean } = {},
): Promise<PeriodFigures> {
  const rows = await rowsOf<{
    kind: 'item' | 'trip' | 'tips';
    type: ItemType | null;
    category: string | null;
    month: string | null;
    total: string | number;
    rank: string | number | null;
  }>(db, periodFiguresSql(userId, range, options));
  const items = rows
    .filter((row) => row.kind === 'item')
    .sort((a, b) => Number(a.rank) - Number(b.rank))
    .map((row) => ({ type: row.type!, category: row.category!, totalCents: Number(row.total) }));
  const miles = rows
    .filter((row) => row.kind === 'trip')
    .map((row) => ({ month: row.month!, tenthsOfMile: Number(row.total) }));
  const mileageDeductionCents = mileageDeductionOfMonths(miles);
  return {
    totals: withMileage(items, mileageDeductionCents),
    mileageDeductionCents,
    tenthsOfMile: miles.reduce((sum, month) => sum + month.tenthsOfMile, 0),
    tipsCents: Number(rows.find((row) => row.kind === 'tips')?.total ?? 0),
  };
}

/**
 * Totals per type and category in a range, largest first, with the trip log's standard-mileage deduction as one
 * more expense (issue 11: it counts as an expense everywhere the items' expenses do).
 */
export async function categoryTotals(
  db: Executor,
  userId: string,
  range: DateRange | null,
): Promise<CategoryTotal[]> {
  return (await periodFigures(db, userId, range, { withTips: false })).totals;
}

function withMileage(totals: CategoryTotal[], mileageCents: number): CategoryTotal[] {
  if (mileageCents === 0) return totals;
  const own = totals.find((total) => total.type === 'expense' && total.category === MILEAGE_CATEGORY);
  const others = totals.filter((total) => total !== own);
  const mileage: CategoryTotal = {
    type: 'expense',
    category: MILEAGE_CATEGORY,
    totalCents: mileageCents + (own?.totalCents ?? 0),
  };
  return [...others, mileage].sort(
    (a, b) => b.totalCents - a.totalCents || a.category.localeCompare(b.category),
  );
}

export async function monthTotals(
  db: Executor,
  userId: string,
  type: ItemType,
  range: DateRange,
): Promise<{ month: string; totalCents: number }[]> {
  const [rows, miles] = await Promise.all([
    rowsOf<{ month: string; total: string | number }>(db, monthTotalsSql(userId, type, range)),
    type === 'expense' ? tripMilesByMonth(db, userId, range) : [],
  ]);
  const totals = new Map(rows.map((row) => [row.month, Number(row.total)]));
  // Each month's mileage rounded on its own: a chart's bars, not a figure of the return.
  for (const month of miles) {
    const key = month.month.slice(0, 7);
    totals.set(key, (totals.get(key) ?? 0) + mileageDeductionOfMonths([month]));
  }
  return [...totals]
    .filter(([, totalCents]) => totalCents !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, totalCents]) => ({ month, totalCents }));
}

/** The sum of one type over category totals; null when there are none of that type. */
export function sumOfType(totals: readonly CategoryTotal[], type: ItemType): number | null {
  const ofType = totals.filter((total) => total.type === type);
  return ofType.length === 0 ? null : ofType.reduce((sum, total) => sum + total.totalCents, 0);
}

/** SQL text and parameters, as the database receives them (the benchmark runs the summary's SQL alone). */
export const sqlText = (query: SQL) => new PgDialect().sqlToQuery(query);
