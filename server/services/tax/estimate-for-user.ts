import { and, eq, sql } from 'drizzle-orm';
import { calendarDate } from '../../../core/dates';
import { toCents } from '../../../core/money';
import { estimateTax, type TaxEstimate } from '../../../core/tax/estimate';
import { filingStatusLabels, taxTableFor, type FilingStatus } from '../../../core/tax/tables';
import { dollarize, type TaxEstimateQuery, type TaxEstimateResponse } from '../../../core/tax/tax-api';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { expenseCentsSum, incomeCentsSum } from '../item-sums';
import { preferencesRow, toTaxProfile } from './tax-profile';
import type { TaxProfile } from '../../../core/tax/tax-api';

/** Income and expenses between two dates (inclusive), summed by the database. */
export async function incomeAndExpenses(
  db: Database,
  userId: string,
  range: { from: string; to: string } | null,
): Promise<{ incomeCents: number; expensesCents: number }> {
  const [row] = await db
    .select({
      income: incomeCentsSum(),
      expenses: expenseCentsSum(),
    })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        range ? sql`${budgetItem.date} between ${range.from} and ${range.to}` : undefined,
      ),
    );
  return { incomeCents: row?.income ?? 0, expensesCents: row?.expenses ?? 0 };
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

/** The engine's estimate from the user's items of the year, with their profile where the query is silent. */
export async function estimateForUser(
  db: Database,
  userId: string,
  query: TaxEstimateQuery,
): Promise<TaxEstimateResponse> {
  const profile = toTaxProfile(await preferencesRow(db, userId));
  const status = query.filingStatus ?? profile.filingStatus;
  const year = query.year;
  const totals = await incomeAndExpenses(db, userId, {
    from: calendarDate(year, 1, 1),
    to: calendarDate(year, 12, 31),
  });
  const priorYear =
    profile.priorYearTotalTax !== null && profile.priorYearAgi !== null
      ? { totalTaxCents: toCents(profile.priorYearTotalTax), agiCents: toCents(profile.priorYearAgi) }
      : undefined;
  const estimate: TaxEstimate = estimateTax({
    year,
    filingStatus: status,
    ...totals,
    standardDeductionCents:
      query.standardDeduction === undefined
        ? savedDeductionCents(profile, year, status)
        : toCents(query.standardDeduction),
    priorYear,
  });
  return {
    ...dollarize(estimate),
    source: taxTableFor(year).source,
    filingStatusLabel: filingStatusLabels[status],
  };
}
