import { z } from 'zod';
import { taxDollarsNote } from '../format';
import { toCents, toDollars } from '../money';
import type { TaxEstimate } from '../tax/estimate';
import type { StatePlanner } from '../tax/planner-api';
import { MILEAGE_CATEGORY } from '../tax/mileage';
import { filingStatusLabels } from '../tax/tables';
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

/** {product}_tax_summary_{year}.txt, as the other exports are named. */
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

/** What the year's summary says beside the totals: the trip log's miles and the income marked as tips. */
export interface TaxSummaryExtras {
  /** Business miles of the year's trip log, in tenths. */
  businessTenthsOfMile: number;
  /** Their deduction at the IRS standard rate, as the tax estimate counts it (part of the expense totals). */
  mileageDeductionCents: number;
  /** Income marked as tips in the year. */
  tipsCents: number;
  /** The year's car method and what it left out; absent when the year has no car cost and no trip. */
  vehicle?: VehicleMethodOfYear | undefined;
  /** The year's estimate with the household's figures; absent for a year the engine has no table for. */
  estimate?: TaxEstimate | undefined;
  /**
   * The part of each meals category Schedule C line 24b does not count (50 %; nothing for 2021-2022's
   * restaurant meals), so that the net is Schedule C line 29 and agrees with the estimate.
   */
  mealsNotDeductible?: { category: string; amountCents: number }[] | undefined;
  /**
   * The state's side of the quarterly planner, the same figures the planner shows; null when no state is chosen,
   * absent with no estimate.
   */
  state?: StatePlanner | null | undefined;
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
 * The return the estimate figures, line by line: the household's wages and other income, the business's
 * profit after the home office, self-employment tax (its Social Security part only on what the wages left of the
 * wage base), Additional Medicare Tax, the self-employed's deductions, the deduction used, the credits, the total
 * tax, withholding and the balance still due.
 */
function estimateSection(estimate: TaxEstimate): string[] {
  const title = `Tax estimate (${filingStatusLabels[estimate.filingStatus]})`;
  const joint = estimate.filingStatus === 'married';
  return [
    title,
    '-'.repeat(title.length),
    line('W-2 wages', money(estimate.wagesCents)),
    ...(joint ? [line("Spouse's W-2 wages", money(estimate.spouseWagesCents))] : []),
    line('Other income', money(estimate.otherIncomeCents)),
    line('Home office (simplified method)', money(estimate.homeOfficeDeductionCents)),
    line('Net profit (Schedule C)', money(estimate.netProfitCents)),
    line('Total income', money(estimate.totalIncomeCents)),
    line('Wage base left after your wages', money(estimate.socialSecurityBaseLeftCents)),
    line('SE tax: Social Security part', money(estimate.socialSecurityTaxCents)),
    line('SE tax: Medicare part', money(estimate.medicareTaxCents)),
    line('Self-employment tax', money(estimate.selfEmploymentTaxCents)),
    line('Additional Medicare Tax on wages', money(estimate.additionalMedicareOnWagesCents)),
    line('Additional Medicare Tax on SE income', money(estimate.additionalMedicareOnSelfEmploymentCents)),
    line('Deductible half of SE tax', money(estimate.halfSelfEmploymentTaxDeductionCents)),
    line('SE health insurance deduction', money(estimate.seHealthInsuranceDeductionCents)),
    line('Retirement contributions deduction', money(estimate.retirementDeductionCents)),
    line('Adjusted gross income', money(estimate.adjustedGrossIncomeCents)),
    line(
      estimate.deductionKind === 'itemized' ? 'Deduction used: itemized' : 'Deduction used: standard',
      money(estimate.deductionCents),
    ),
    line('QBI deduction', money(estimate.qbiDeductionCents)),
    line('Taxable income', money(estimate.taxableIncomeCents)),
    line('Income tax before credits', money(estimate.incomeTaxBeforeCreditsCents)),
    line('Child and other-dependent credits', money(estimate.nonrefundableCreditsCents)),
    line('Income tax after credits', money(estimate.incomeTaxCents)),
    line('Total tax (Form 1040 line 24)', money(estimate.totalTaxCents)),
    line('Federal income tax withheld', money(estimate.withholdingCents)),
    line('Additional Medicare Tax withheld', money(estimate.additionalMedicareWithheldCents)),
    line('Additional child tax credit', money(estimate.additionalChildTaxCreditCents)),
    estimate.balanceDueCents < 0
      ? line('Refund expected', money(-estimate.balanceDueCents))
      : line('Balance due', money(estimate.balanceDueCents)),
    '',
  ];
}

/** A figure of the planner's, which are dollars. */
const dollars = (amount: number) => money(toCents(amount));

export const taxSummaryStateTexts = {
  title: (state: string) => `${state} state tax`,
  noStateTitle: 'State tax',
  noState: '  No state is chosen in the tax profile, so no state tax is figured.',
  stateTax: 'State tax',
  refundableCredits: 'Refundable credits',
  withheld: 'State tax withheld',
  balanceDue: 'Balance due',
  refund: 'Refund expected',
  paidTo: (state: string) => `Payments to ${state}`,
  leftToPay: 'Left to pay',
} as const;

/**
 * The state's tax beside the federal estimate: its tax, refundable credits, withholding, the balance due, the
 * payments to it and what is left to pay, as the planner's state side counts them. A state without an income tax,
 * or one whose tax is not known, gets its one sentence and no figure but what was paid to it.
 */
function stateSection(state: StatePlanner | null): string[] {
  const texts = taxSummaryStateTexts;
  if (state === null) return [texts.noStateTitle, '-'.repeat(texts.noStateTitle.length), texts.noState, ''];
  const title = texts.title(state.name);
  const head = [title, '-'.repeat(title.length), `  ${state.summary}`];
  const paid = line(texts.paidTo(state.name), dollars(state.paid));
  if (state.coverage === 'no-income-tax' || state.totalTax === null)
    return [...head, ...(state.paid > 0 ? [paid] : []), ''];
  const balance = state.balanceDue ?? 0;
  return [
    ...head,
    line(texts.stateTax, dollars(state.totalTax)),
    ...(state.refundableCredits > 0 ? [line(texts.refundableCredits, dollars(state.refundableCredits))] : []),
    line(texts.withheld, dollars(state.withheld)),
    balance < 0 ? line(texts.refund, dollars(-balance)) : line(texts.balanceDue, dollars(balance)),
    paid,
    line(texts.leftToPay, dollars(state.remaining ?? 0)),
    '',
  ];
}

/**
 * Income and expenses by category, their totals and the net, for one year, as plain text; with the trip log
 * (its deduction among the expenses, and the year's business miles) and the income marked as tips.
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
  const mealsNotDeductible = (extras.mealsNotDeductible ?? []).filter((meal) => meal.amountCents !== 0);
  const notDeductible =
    mealsNotDeductible.length > 0
      ? section(
          'Meals not deductible (IRS Publication 463: meals are 50 % deductible)',
          mealsNotDeductible.map((meal) => ({
            type: 'expense',
            category: meal.category,
            totalCents: meal.amountCents,
          })),
        )
      : null;
  const net = income.totalCents - expenses.totalCents + (notDeductible?.totalCents ?? 0);
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
    ...(notDeductible ? notDeductible.text : []),
    notDeductible
      ? `Net (income - expenses + meals not deductible, Schedule C line 29): ${money(net)}`
      : `Net (income - expenses): ${money(net)}`,
    '',
    ...(extras.estimate ? estimateSection(extras.estimate) : []),
    ...(extras.state === undefined ? [] : stateSection(extras.state)),
    'These figures come from the records you entered in GigTally. They are for planning only and are not',
    'financial or tax advice; check them with a tax professional before you file.',
    '',
  ].join('\n');
}
