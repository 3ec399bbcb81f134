import { z } from 'zod';
import { taxDollarsNote } from '../format';
import { toDollars } from '../money';
import { MILEAGE_CATEGORY } from '../tax/mileage';
import { vehicleMethodLabels, type VehicleMethodOfYear } from '../tax/vehicle-method';
import { formatMiles, milesOf } from '../trips';

export interface CategoryTotal {
  type: 'income' | 'expense';
  category: string;
  totalCents: number;
}

export const taxSummaryQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Year must be a year from 2000 to 2099' })
    .int('Year must be a year from 2000 to 2099')
    .min(2000, 'Year must be a year from 2000 to 2099')
    .max(2099, 'Year must be a year from 2000 to 2099'),
});

/** SPEC section 9 "Export": {product}_tax_summary_{year}.txt */
export const taxSummaryFileName = (year: number) => `GigTally_tax_summary_${year}.txt`;

const money = (cents: number) =>
  toDollars(cents).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Where the amounts of every section start, so that they stand in one column. */
const LABEL_WIDTH = 40;

function section(title: string, lines: CategoryTotal[]): { text: string[]; totalCents: number } {
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const width = Math.max(LABEL_WIDTH, ...lines.map((line) => line.category.length + 2));
  const text = [title, '-'.repeat(title.length)];
  if (lines.length === 0) text.push('  (none)');
  for (const line of lines)
    text.push(`  ${line.category.padEnd(width)}${money(line.totalCents).padStart(16)}`);
  text.push(`  ${'Total'.padEnd(width)}${money(totalCents).padStart(16)}`, '');
  return { text, totalCents };
}

/** What the year's summary says beside the totals (issue 11): the trip log's miles and the income marked as tips. */
export interface TaxSummaryExtras {
  /** Business miles of the year's trip log, in tenths. */
  businessTenthsOfMile: number;
  /** Their deduction at the IRS standard rate, as the tax estimate counts it (part of the expense totals). */
  mileageDeductionCents: number;
  /** Income marked as tips in the year. */
  tipsCents: number;
  /** Issue 16: the year's car method and what it left out; absent when the year has no car cost and no trip. */
  vehicle?: VehicleMethodOfYear | undefined;
}

const line = (label: string, value: string) => `  ${label.padEnd(LABEL_WIDTH)}${value.padStart(16)}`;

function mileageSection(year: number, extras: TaxSummaryExtras): string[] {
  const text = ['Mileage log', '-----------'];
  if (extras.businessTenthsOfMile === 0) text.push(`  No trips in the mileage log for ${year}.`);
  else
    text.push(
      line('Business miles', formatMiles(milesOf(extras.businessTenthsOfMile))),
      line('Deduction at the IRS standard rate', money(extras.mileageDeductionCents)),
    );
  const vehicle = extras.vehicle;
  if (vehicle) {
    const why = vehicle.chosen
      ? 'your choice'
      : `the default when the year ${vehicle.method === 'standard' ? 'has' : 'has no'} trips`;
    text.push(`  Car costs: ${vehicleMethodLabels[vehicle.method]} (${why}).`);
    const carCosts = vehicle.leftOut.filter((cost) => cost.category !== MILEAGE_CATEGORY);
    if (vehicle.method === 'standard' && extras.businessTenthsOfMile > 0)
      text.push(`  Counted in the expenses above as '${MILEAGE_CATEGORY}'.`);
    if (carCosts.length > 0)
      text.push(
        '  The standard rate replaces the actual costs of the car (IRS Publication 463),',
        '  so these are not deducted:',
        ...carCosts.map(
          (cost) => `    ${cost.category.padEnd(LABEL_WIDTH - 2)}${money(cost.totalCents).padStart(16)}`,
        ),
      );
    const mileage = vehicle.leftOut.find((cost) => cost.category === MILEAGE_CATEGORY);
    if (mileage)
      text.push(
        `  The car's actual costs are in the expenses above, so the deduction at the standard rate`,
        `  (${money(mileage.totalCents)}) is left out.`,
      );
  }
  return [...text, ''];
}

/**
 * SPEC section 9: income and expenses by category, their totals and the net, for one year, as plain text; with
 * issue 11's trip log (its deduction among the expenses, and the year's business miles) and the income marked as
 * tips.
 */
export function taxSummaryText(
  year: number,
  totals: CategoryTotal[],
  generatedOn: string,
  extras: TaxSummaryExtras = { businessTenthsOfMile: 0, mileageDeductionCents: 0, tipsCents: 0 },
): string {
  const byTotal = (a: CategoryTotal, b: CategoryTotal) =>
    b.totalCents - a.totalCents || a.category.localeCompare(b.category);
  const income = section('Income by category', totals.filter((line) => line.type === 'income').sort(byTotal));
  const expenses = section(
    'Expenses by category',
    totals.filter((line) => line.type === 'expense').sort(byTotal),
  );
  return [
    `GigTally tax summary for ${year}`,
    `Generated on ${generatedOn}`,
    taxDollarsNote,
    '',
    ...income.text,
    'Of the income',
    '-------------',
    line('Tips (marked as tips)', money(extras.tipsCents)),
    '',
    ...expenses.text,
    ...mileageSection(year, extras),
    `Net (income - expenses): ${money(income.totalCents - expenses.totalCents)}`,
    '',
    'These figures come from the records you entered in GigTally. They are for planning only and are not',
    'financial or tax advice; check them with a tax professional before you file.',
    '',
  ].join('\n');
}
