import { z } from 'zod';
import { toDollars } from '../money';

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

function section(title: string, lines: CategoryTotal[]): { text: string[]; totalCents: number } {
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const width = Math.max(24, ...lines.map((line) => line.category.length + 2));
  const text = [title, '-'.repeat(title.length)];
  if (lines.length === 0) text.push('  (none)');
  for (const line of lines)
    text.push(`  ${line.category.padEnd(width)}${money(line.totalCents).padStart(16)}`);
  text.push(`  ${'Total'.padEnd(width)}${money(totalCents).padStart(16)}`, '');
  return { text, totalCents };
}

/** Issue 11: the year's income marked as tips, listed on its own under the income it is a part of. */
export const tipsSummaryLine = (tipsCents: number) =>
  `Of the income, marked as tips (for the deduction for qualified tips): ${money(tipsCents)}`;

/**
 * SPEC section 9: income and expenses by category, their totals and the net, for one year, as plain text; the
 * income marked as tips is listed separately when there is any (issue 11).
 */
export function taxSummaryText(
  year: number,
  totals: CategoryTotal[],
  generatedOn: string,
  tipsCents = 0,
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
    '',
    ...income.text,
    ...(tipsCents > 0 ? [tipsSummaryLine(tipsCents), ''] : []),
    ...expenses.text,
    `Net (income - expenses): ${money(income.totalCents - expenses.totalCents)}`,
    '',
    'These figures come from the records you entered in GigTally. They are for planning only and are not',
    'financial or tax advice; check them with a tax professional before you file.',
    '',
  ].join('\n');
}
