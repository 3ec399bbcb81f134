import { calendarDate } from '../../../core/dates';
import { toCents } from '../../../core/money';
import { estimateTax, type TaxEstimate } from '../../../core/tax/estimate';
import { filingStatusLabels, taxTableFor, type FilingStatus } from '../../../core/tax/tables';
import { dollarize, type TaxEstimateQuery, type TaxEstimateResponse } from '../../../core/tax/tax-api';
import type { Database } from '../../db/client';
import type { DateRange } from '../../../core/periods';
import { sql } from 'drizzle-orm';
import { mileageDeductionOfMonths } from '../../../core/tax/mileage';
import type { Executor } from '../../db/transaction';
import { categoryTotals, sumOfType, tripMilesByMonth } from '../period-totals';
import { preferencesRow, toTaxProfile } from './tax-profile';
import type { TaxProfile } from '../../../core/tax/tax-api';

/** Income and expenses between two dates (inclusive), summed by the database. */
export async function incomeAndExpenses(
  db: Executor,
  userId: string,
  range: DateRange | null,
): Promise<{ incomeCents: number; expensesCents: number }> {
  const totals = await categoryTotals(db, userId, range);
  return { incomeCents: sumOfType(totals, 'income') ?? 0, expensesCents: sumOfType(totals, 'expense') ?? 0 };
}

/** Income marked as tips between two dates (inclusive), all time when null, from the tips index alone. */
export async function tipsIn(db: Executor, userId: string, range: DateRange | null): Promise<number> {
  const within = range ? sql` and "date" between ${range.from} and ${range.to}` : sql``;
  const result: unknown = await db.execute(
    sql`select coalesce(sum("amount_cents"), 0)::bigint as "total" from "budget_item" where "user_id" = ${userId} and "is_tips"${within}`,
  );
  return Number((result as { rows: { total: string | number }[] }).rows[0]!.total);
}

/** The saved deduction applies only to the year and status it was entered for; otherwise the default. */
export function savedDeductionCents(
  profile: TaxProfile,
  year: number,
  status: FilingStatus,
): number | undefined {
  const saved = profile.standardDeduction;
  return saved && saved.year === year && saved.filingStatus === status ? toCents(saved.amount) : undefined;
}

/** The engine's estimate in cents from the user's items, trips and tips of the year, with their profile where the query is silent. */
export async function estimateCentsForUser(
  db: Executor,
  userId: string,
  query: TaxEstimateQuery,
): Promise<TaxEstimate> {
  const profile = toTaxProfile(await preferencesRow(db, userId));
  const status = query.filingStatus ?? profile.filingStatus;
  const year = query.year;
  const range = { from: calendarDate(year, 1, 1), to: calendarDate(year, 12, 31) };
  const [totals, tipsCents, miles] = await Promise.all([
    incomeAndExpenses(db, userId, range),
    tipsIn(db, userId, range),
    tripMilesByMonth(db, userId, range),
  ]);
  const priorYear =
    profile.priorYearTotalTax !== null && profile.priorYearAgi !== null
      ? { totalTaxCents: toCents(profile.priorYearTotalTax), agiCents: toCents(profile.priorYearAgi) }
      : undefined;
  return estimateTax({
    year,
    filingStatus: status,
    ...totals,
    tipsCents,
    mileageDeductionCents: mileageDeductionOfMonths(miles),
    standardDeductionCents:
      query.standardDeduction === undefined
        ? savedDeductionCents(profile, year, status)
        : toCents(query.standardDeduction),
    priorYear,
  });
}

/** GET /api/tax/estimate: the estimate in dollars, with its source and the status's label. */
export async function estimateForUser(
  db: Database,
  userId: string,
  query: TaxEstimateQuery,
): Promise<TaxEstimateResponse> {
  const estimate = await estimateCentsForUser(db, userId, query);
  return {
    ...dollarize(estimate),
    source: taxTableFor(query.year).source,
    filingStatusLabel: filingStatusLabels[estimate.filingStatus],
  };
}
