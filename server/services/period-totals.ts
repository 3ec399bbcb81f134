import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { daysIn, monthDaysOutside, splitByMonths, type DateRange } from '../../core/periods';
import {
  applyVehicleMethods,
  carCostCategories,
  type CarBusinessShare,
  type TaxYearPart,
  type VehicleMethod,
  type VehicleMethodOfYear,
} from '../../core/tax/vehicle-method';
import type { Executor } from '../db/transaction';
import type { ItemUse } from '../../core/item-use';

export type ItemType = 'income' | 'expense';

/** The uses a figure can be about: review items count in none. */
export type CountedUse = Exclude<ItemUse, 'review'>;

/**
 * A business item's deductible cents at its share, as the month totals keep them (core's businessShareCents in SQL:
 * each item rounded to the cent, half up).
 */
export const businessShareSql = sql`("amount_cents" * "business_percent" + 50) / 100`;

/**
 * Whose rows a statement reads: a user's id, or a subquery naming the user of a live session
 * (liveSessionUserId), so that a route checks its session in the same round trip as its figures.
 */
export type UserScope = string | SQL;

type TripMonth = { month: string; tenthsOfMile: number };

export interface CategoryTotal {
  type: ItemType;
  category: string;
  totalCents: number;
}

/**
 * The amounts of a range, as rows of (type, category, month, cents, whole, tips): whole months from the kept month totals
 * (item_month_total), the days at either end from the items themselves. All time is the month totals alone, so a
 * user's five years cost a few hundred rows however many items they hold.
 */
function amountsIn(userId: UserScope, range: DateRange | null, use: CountedUse = 'business'): SQL {
  // A business item counts at its share of the amount; a personal one at its whole amount. Review items count in
  // neither until the person decides.
  const keptCents = use === 'business' ? sql`"business_cents"` : sql`"total_cents"`;
  const itemCents = use === 'business' ? businessShareSql : sql`"amount_cents"`;
  // "whole": the cents of business items counted whole (no share of their own), which a car's business-use share
  // may still reduce under the actual-cost method.
  const keptWhole = use === 'business' ? sql`"business_cents" - "shared_cents"` : sql`0`;
  const itemWhole =
    use === 'business' ? sql`case when "business_percent" = 100 then "amount_cents" else 0 end` : sql`0`;
  // "tips": the whole amounts of the items marked as tips.
  const itemTips = sql`case when "is_tips" then "amount_cents" else 0 end`;
  const monthTotals = (where: SQL) =>
    sql`select "type", "category", "month", ${keptCents} as "cents", ${keptWhole} as "whole", "tips_cents" as "tips" from "item_month_total" where "user_id" = ${userId} and "use" = ${use} and ${where}`;
  if (!range) return monthTotals(sql`true`);
  const { wholeMonths, days } = splitByMonths(range);
  // Each span lies within one month (splitByMonths), so its items are totalled per type and category under that
  // month, without working out each item's month. Amounts are positive (a check of budget_item), so a total of zero
  // is a category with no item in the range, left out by the queries below as it was never there.
  const itemsIn = (span: DateRange, { subtracted = false } = {}) =>
    sql`select "type", "category", ${`${span.from.slice(0, 7)}-01`}::date as "month", ${subtracted ? sql`-` : sql``}sum(${itemCents}) as "cents", ${subtracted ? sql`-` : sql``}sum(${itemWhole}) as "whole", ${subtracted ? sql`-` : sql``}sum(${itemTips}) as "tips" from "budget_item" where "user_id" = ${userId} and "use" = ${use} and "date" between ${span.from} and ${span.to} group by "type", "category"`;
  const parts = days.flatMap((span) => {
    const outside = monthDaysOutside(span);
    if (outside.reduce((count, days) => count + daysIn(days), 0) >= daysIn(span)) return [itemsIn(span)];
    // Most of a month (the dashboard's month and the one before it each hold one) is its kept total less the few
    // days outside the range: a fifth of the items to read.
    return [
      monthTotals(sql`"month" = ${`${span.from.slice(0, 7)}-01`}`),
      ...outside.map((days) => itemsIn(days, { subtracted: true })),
    ];
  });
  if (wholeMonths) parts.unshift(monthTotals(sql`"month" between ${wholeMonths.from} and ${wholeMonths.to}`));
  return sql.join(parts, sql` union all `);
}

/**
 * Personal money in a range, one row per type ('personal', type, null, null, cents): what the budget and the
 * dashboard's household line read, apart from the business figures.
 */
export const personalTotalsSql = (userId: UserScope, range: DateRange | null): SQL =>
  sql`select 'personal' as "kind", "type", null as "category", null as "month", sum("cents")::bigint as "total" from (${amountsIn(userId, range, 'personal')}) as "amounts" group by "type" having sum("cents") <> 0`;

/**
 * The review queue's size and total, whatever the period: ('review', null, null, count, cents). Items wait in it
 * until the person says business or personal, and count in no figure meanwhile.
 */
export const reviewQueueSql = (userId: UserScope): SQL =>
  sql`select 'review' as "kind", null as "type", null as "category", count(*)::text as "month", coalesce(sum("amount_cents"), 0)::bigint as "total" from "budget_item" where "user_id" = ${userId} and "use" = 'review'`;

/** The review queue's rows as figures: how many items wait and their amounts' total. */
export function reviewQueueOfRows(rows: readonly FigureRow[]): { count: number; amountCents: number } {
  const row = rows.find((candidate) => candidate.kind === 'review');
  return { count: Number(row?.month ?? 0), amountCents: Number(row?.total ?? 0) };
}

/** Personal income and spending of a range from personalTotalsSql's rows. */
export function personalTotalsOfRows(rows: readonly FigureRow[]): {
  incomeCents: number;
  expensesCents: number;
} {
  const ofType = (type: ItemType) =>
    Number(rows.find((row) => row.kind === 'personal' && row.type === type)?.total ?? 0);
  return { incomeCents: ofType('income'), expensesCents: ofType('expense') };
}

/** Totals per calendar month (YYYY-MM) of one type in a range, oldest first. */
export const monthTotalsSql = (userId: string, type: ItemType, range: DateRange): SQL =>
  sql`select to_char("month", 'YYYY-MM') as "month", sum("cents")::bigint as "total" from (${amountsIn(userId, range)}) as "amounts" where "type" = ${type} group by 1 having sum("cents") <> 0 order by 1`;

const withinRange = (range: DateRange | null) =>
  range ? sql` and "date" between ${range.from} and ${range.to}` : sql``;

// PGlite and node-postgres both answer db.execute with { rows }.
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** The first and last day of the tax years a range touches (all time when null). */
const taxYearsOf = (range: DateRange | null): DateRange | null =>
  range ? { from: `${range.from.slice(0, 4)}-01-01`, to: `${range.to.slice(0, 4)}-12-31` } : null;

/**
 * Rows ('method', method, null, year, null) for the tax years a range touches: a year's car method is the saved one,
 * or actual costs while nothing is chosen (core/tax/vehicle-method.ts, UNCHOSEN_VEHICLE_METHOD).
 */
const taxYearRowsSql = (userId: UserScope, range: DateRange | null): SQL[] => {
  const years = taxYearsOf(range);
  return [
    sql`select 'method', "method", null, "tax_year"::text, null from "vehicle_method" where "user_id" = ${userId}${years ? sql` and "tax_year" between ${Number(years.from.slice(0, 4))} and ${Number(years.to.slice(0, 4))}` : sql``}`,
    // The car's business-use share of each year: the trip log's miles over all the miles the person drove it
    // (business, commuting and other, from the vehicle information), when they gave the other miles.
    sql`select 'yearmiles', null, null, to_char("date", 'YYYY'), sum("tenths_of_mile")::bigint from "trip" where "user_id" = ${userId}${withinRange(years)} group by 4`,
    sql`select 'vehicle', null, null, "tax_year"::text, (coalesce("commuting_tenths_of_mile", 0) + coalesce("other_tenths_of_mile", 0))::bigint from "vehicle_use" where "user_id" = ${userId} and ("commuting_tenths_of_mile" is not null or "other_tenths_of_mile" is not null)${years ? sql` and "tax_year" between ${Number(years.from.slice(0, 4))} and ${Number(years.to.slice(0, 4))}` : sql``}`,
  ];
};

/**
 * One statement for everything a period's figures need (PGlite runs one statement at a time, so each saved round
 * trip counts): the totals per type, category and tax year, the trip log's miles per month, the tax years' car
 * methods and whether they have trips, and the income marked as tips.
 */
export const periodFiguresSql = (userId: UserScope, range: DateRange | null, { withTips = true } = {}): SQL =>
  sql.join(
    [
      sql`select 'item' as "kind", "type", "category", to_char("month", 'YYYY') as "month", sum("cents")::bigint as "total" from (${amountsIn(userId, range)}) as "amounts" group by "type", "category", 4 having sum("cents") <> 0`,
      sql`select 'carwhole', "type", "category", to_char("month", 'YYYY'), sum("whole")::bigint from (${amountsIn(userId, range)}) as "amounts" where "type" = 'expense' and "category" in (${sql.join(
        carCostCategories.map((name) => sql`${name}`),
        sql`, `,
      )}) group by "type", "category", 4 having sum("whole") <> 0`,
      sql`select 'trip', null, null, to_char(date_trunc('month', "date"), 'YYYY-MM-DD'), sum("tenths_of_mile")::bigint from "trip" where "user_id" = ${userId}${withinRange(range)} group by 4`,
      ...taxYearRowsSql(userId, range),
      ...(withTips
        ? [
            sql`select 'tips', null, null, null, coalesce(sum("tips"), 0)::bigint from (${amountsIn(userId, range)}) as "amounts"`,
          ]
        : []),
    ],
    sql` union all `,
  );

export interface FigureRow {
  kind: 'item' | 'trip' | 'method' | 'tips' | 'personal' | 'review' | 'carwhole' | 'yearmiles' | 'vehicle';
  type: string | null;
  category: string | null;
  month: string | null;
  total: string | number | null;
}

/**
 * A tax year's car business-use share from the 'yearmiles' and 'vehicle' rows: the trip log's miles and the other
 * miles the person gave; null when they gave none (the share is then unknown, and car costs count whole).
 */
function carShareOf(rows: readonly FigureRow[], year: number): CarBusinessShare | null {
  const other = rows.find((row) => row.kind === 'vehicle' && Number(row.month) === year);
  if (!other) return null;
  const business = rows.find((row) => row.kind === 'yearmiles' && Number(row.month) === year);
  return { businessTenths: Number(business?.total ?? 0), otherTenths: Number(other.total) };
}

/** The saved method per tax year, from the 'method' rows. */
function taxYearsFrom(rows: readonly FigureRow[]) {
  const chosen = new Map(
    rows.filter((row) => row.kind === 'method').map((row) => [Number(row.month), row.type as VehicleMethod]),
  );
  return (year: number) => ({ year, chosen: chosen.get(year) ?? null });
}

export interface PeriodFigures {
  /**
   * Largest first, each tax year's car method applied: in a standard-rate year the car costs are left out and the
   * trip log's deduction is one more expense; in an actual-costs year the trip log is left out.
   */
  totals: CategoryTotal[];
  /** The standard-mileage deduction counted. */
  mileageDeductionCents: number;
  /** The trip log's business miles in the period, in tenths. */
  tenthsOfMile: number;
  tipsCents: number;
  /** Each tax year's car method and what it left out. */
  vehicle: VehicleMethodOfYear[];
}

/** A period's totals (all time when null) with its car method applied and (unless left out) tips, in one statement. */
export async function periodFigures(
  db: Executor,
  userId: string,
  range: DateRange | null,
  options: { withTips?: boolean } = {},
): Promise<PeriodFigures> {
  return periodFiguresOfRows(await rowsOf<FigureRow>(db, periodFiguresSql(userId, range, options)));
}

/**
 * The rows of periodFiguresSql as a period's figures (also read as one part of a larger statement). With
 * `asIf`, the figures that year would have under the other method, whatever is saved: the comparison of the two
 * methods reads the rows once and applies each.
 */
export function periodFiguresOfRows(
  rows: readonly FigureRow[],
  asIf?: { year: number; method: VehicleMethod },
): PeriodFigures {
  const saved = taxYearsFrom(rows);
  const taxYear = (year: number) => (asIf?.year === year ? { year, chosen: asIf.method } : saved(year));
  const parts = new Map<
    number,
    TaxYearPart & { items: CategoryTotal[]; tripMonths: TripMonth[]; wholeCarCosts: Map<string, number> }
  >();
  const partOf = (year: number) => {
    let part = parts.get(year);
    if (!part)
      parts.set(
        year,
        (part = { ...taxYear(year), items: [], tripMonths: [], wholeCarCosts: new Map(), carShare: null }),
      );
    return part;
  };
  for (const row of rows) {
    if (row.kind === 'item')
      partOf(Number(row.month)).items.push({
        type: row.type as ItemType,
        category: row.category!,
        totalCents: Number(row.total),
      });
    else if (row.kind === 'trip')
      partOf(Number(row.month!.slice(0, 4))).tripMonths.push({
        month: row.month!,
        tenthsOfMile: Number(row.total),
      });
    // A year the person chose a method for is reported even while it holds nothing yet.
    else if (row.kind === 'method') partOf(Number(row.month));
    else if (row.kind === 'carwhole')
      partOf(Number(row.month)).wholeCarCosts.set(row.category!, Number(row.total));
  }
  for (const part of parts.values()) part.carShare = carShareOf(rows, part.year);
  const applied = applyVehicleMethods([...parts.values()]);
  return {
    totals: applied.totals,
    mileageDeductionCents: applied.mileageDeductionCents,
    tenthsOfMile: [...parts.values()]
      .flatMap((part) => part.tripMonths)
      .reduce((sum, month) => sum + month.tenthsOfMile, 0),
    tipsCents: Number(rows.find((row) => row.kind === 'tips')?.total ?? 0),
    vehicle: applied.years,
  };
}

/**
 * Totals per type and category in a range, largest first, each tax year's car method applied (the standard
 * rate or the actual car costs, never both).
 */
export async function categoryTotals(
  db: Executor,
  userId: string,
  range: DateRange | null,
): Promise<CategoryTotal[]> {
  return (await periodFigures(db, userId, range, { withTips: false })).totals;
}

/** Expense totals per calendar month and category in a range, with the trip log's miles and the years' methods. */
const expenseMonthsSql = (userId: string, range: DateRange): SQL =>
  sql.join(
    [
      sql`select 'item' as "kind", null as "type", "category", to_char("month", 'YYYY-MM') as "month", sum("cents")::bigint as "total" from (${amountsIn(userId, range)}) as "amounts" where "type" = 'expense' group by 3, 4 having sum("cents") <> 0`,
      sql`select 'trip', null, null, to_char(date_trunc('month', "date"), 'YYYY-MM'), sum("tenths_of_mile")::bigint from "trip" where "user_id" = ${userId}${withinRange(range)} group by 4`,
      ...taxYearRowsSql(userId, range),
    ],
    sql` union all `,
  );

/** Expenses per month, each month under its tax year's car method (a chart's bars: each month rounded on its own). */
async function expenseMonthTotals(db: Executor, userId: string, range: DateRange) {
  const rows = await rowsOf<FigureRow>(db, expenseMonthsSql(userId, range));
  const taxYear = taxYearsFrom(rows);
  const months = new Map<string, TaxYearPart & { items: CategoryTotal[]; tripMonths: TripMonth[] }>();
  const monthOf = (month: string) => {
    let part = months.get(month);
    if (!part)
      months.set(month, (part = { ...taxYear(Number(month.slice(0, 4))), items: [], tripMonths: [] }));
    return part;
  };
  for (const row of rows) {
    if (row.kind === 'item')
      monthOf(row.month!).items.push({
        type: 'expense',
        category: row.category!,
        totalCents: Number(row.total),
      });
    else if (row.kind === 'trip')
      monthOf(row.month!).tripMonths.push({ month: `${row.month!}-01`, tenthsOfMile: Number(row.total) });
  }
  return [...months].map(([month, part]) => ({
    month,
    totalCents: sumOfType(applyVehicleMethods([part]).totals, 'expense') ?? 0,
  }));
}

export async function monthTotals(
  db: Executor,
  userId: string,
  type: ItemType,
  range: DateRange,
): Promise<{ month: string; totalCents: number }[]> {
  const months =
    type === 'expense'
      ? await expenseMonthTotals(db, userId, range)
      : (
          await rowsOf<{ month: string; total: string | number }>(db, monthTotalsSql(userId, type, range))
        ).map((row) => ({ month: row.month, totalCents: Number(row.total) }));
  return months.filter((month) => month.totalCents !== 0).sort((a, b) => a.month.localeCompare(b.month));
}

/** The sum of one type over category totals; null when there are none of that type. */
export function sumOfType(totals: readonly CategoryTotal[], type: ItemType): number | null {
  const ofType = totals.filter((total) => total.type === type);
  return ofType.length === 0 ? null : ofType.reduce((sum, total) => sum + total.totalCents, 0);
}

/** SQL text and parameters, as the database receives them (the benchmark runs the summary's SQL alone). */
export const sqlText = (query: SQL) => new PgDialect().sqlToQuery(query);
