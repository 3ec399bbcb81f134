import { calendarDate } from '../../../core/dates';
import { toCents } from '../../../core/money';
import { estimateTax, type TaxEstimate } from '../../../core/tax/estimate';
import { filingStatusLabels, taxTableFor, type FilingStatus } from '../../../core/tax/tables';
import { dollarize, type TaxEstimateQuery, type TaxEstimateResponse } from '../../../core/tax/tax-api';
import type { Database } from '../../db/client';
import type { DateRange } from '../../../core/periods';
import { categoryTotals, sumOfType } from '../period-totals';
import { preferencesRow, toTaxProfile } from './tax-profile';
import type { TaxProfile } from '../../../core/tax/tax-api';

/** Income and expenses between two dates (inclusive), summed by the database. */
export async function incomeAndExpenses(
  db: Database,
  userId: string,
  range: DateRange | null,
): Promise<{ incomeCents: number; expensesCents: number }> {
  const totals = await categoryTotals(db, userId, range);
  return { incomeCents: sumOfType(totals, 'income') ?? 0, expensesCents: sumOfType(totals, 'expense') ?? 0 };
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
