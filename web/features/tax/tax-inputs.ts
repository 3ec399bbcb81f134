import { yearOf, type CalendarDate } from '../../../core/dates';
import type { Formatters } from '../../../core/format';
import { defaultStandardDeduction, NEWEST_TAX_YEAR, type FilingStatus } from '../../../core/tax/tables';
import {
  parseDeductionInput,
  taxProfileSchema,
  type TaxEstimateResponse,
  type TaxProfile,
} from '../../../core/tax/tax-api';

// The largest figure the API takes (core/tax/tax-api.ts).
const MAX_TAX_FIGURE = 99_999_999.99;

/** The tax-year selector offers the previous, the current and the next year. */
export function taxYearChoices(today: CalendarDate): [number, number, number] {
  const year = yearOf(today);
  return [year - 1, year, year + 1];
}

/** '$16,100', '€16,100', '16 100' and '16100' are the same figure: money punctuation is dropped before parsing. */
const withoutMoneyPunctuation = (text: string) => text.replace(/[$€£,\s]/g, '');

/**
 * The standard deduction as typed, parsed as a number; invalid input (letters, a negative figure, more than
 * the API's $99,999,999.99) becomes 0.
 */
export function deductionFromInput(text: string): number {
  const parsed = parseDeductionInput(withoutMoneyPunctuation(text));
  return parsed > MAX_TAX_FIGURE ? 0 : parsed;
}

/** A dollar figure as it stands in a text box: 16100 → '16100', 1000.5 → '1000.50'. */
export function amountText(value: number | null): string {
  if (value === null) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The deduction the screen opens with: the saved one when it was entered for this year and status. */
export function initialDeduction(profile: TaxProfile, year: number, status: FilingStatus): number {
  const saved = profile.standardDeduction;
  return saved && saved.year === year && saved.filingStatus === status
    ? saved.amount
    : defaultStandardDeduction(year, status);
}

/** The profile's deduction after the user settles on `amount`: nothing saved when it is the default. */
export function deductionToSave(
  amount: number,
  year: number,
  status: FilingStatus,
): TaxProfile['standardDeduction'] {
  return amount === defaultStandardDeduction(year, status) ? null : { year, filingStatus: status, amount };
}

export type PriorYearField = 'priorYearTotalTax' | 'priorYearAgi';

/** Last year's total tax or AGI as typed: empty is "not given"; otherwise the profile schema's rules apply. */
export function parsePriorYearInput(
  field: PriorYearField,
  text: string,
): { value: number | null; error?: undefined } | { value?: undefined; error: string } {
  const cleaned = withoutMoneyPunctuation(text);
  if (cleaned === '') return { value: null };
  const parsed = taxProfileSchema.shape[field].safeParse(cleaned);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Enter an amount in dollars' };
  return { value: parsed.data };
}

/** A year past the newest table is projected by x1.03 a year (core/tax/tables.ts), and the screen says so. */
export function projectedNote(year: number): string {
  return `Projected figures: the ${year} tables are not published yet; this year is estimated from ${NEWEST_TAX_YEAR} by +3 % a year.`;
}

/** The safe-harbor minimum beside the full quarterly payment (docs/tax-tables.md "Estimated-tax due dates"). */
export function safeHarborText(
  safeHarbor: Pick<NonNullable<TaxEstimateResponse['safeHarbor']>, 'quarterly' | 'priorYearPercent'>,
  format: Pick<Formatters, 'money'>,
): string {
  return (
    `Safe-harbor minimum: ${format.money(safeHarbor.quarterly)} per quarter (lesser of 90 % of this year's tax ` +
    `and ${safeHarbor.priorYearPercent} % of last year's)`
  );
}

/** Total tax / gross income as the screen shows it: one decimal and '%'. */
export const formatRate = (percent: number) => `${percent.toFixed(1)}%`;
