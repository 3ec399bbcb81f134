// Georgia's income tax for a full-year resident (Form 500 and the IT-511 booklet) and its estimated
// payments (Form 500-ES; O.C.G.A. 48-7-114 and 48-7-120). docs/tax-tables.md "Georgia" cites every figure.
//
// Georgia starts from federal AGI (Form 500 line 8) and adds nothing back for the self-employed: the deductible
// half of SE tax, the SE health insurance and the SEP deduction stay deducted. The federal QBI deduction and the
// Schedule 1-A deductions come after federal AGI, so they never reach Georgia. One flat rate, no tax table: line
// 16 is line 15c times the rate, "round to the nearest dollar"; the form is in whole dollars throughout.
//
// Filing statuses (Form 500 line 5): single is A, married filing jointly B, married filing separately C, head of
// household and qualifying surviving spouse both D. Only B has the joint standard deduction; A, C and D share one.
import type { TaxEstimate } from '../estimate';
import type { Household } from '../household';
import type { FilingStatus } from '../tables';
import {
  dependentsOf,
  federalAgiOnForm,
  filersOn,
  flatRateReturnOf,
  flatSafeHarbor,
  holidays,
  step,
} from './state-rules';
import { figuresForYear, martinLutherKingDay, usualInstallments } from './state-tax';
import type { FiguredState, StateIncomeTax, StateTaxInput } from './state-tax';

/** A row of the Low Income Credit table: federal AGI under `agiUnderCents`, `perExemptionCents` an exemption. */
interface LowIncomeCreditBand {
  agiUnderCents: number;
  perExemptionCents: number;
}

interface GeorgiaFigures {
  source: string;
  ratePpm: number;
  /** O.C.G.A. 48-7-27(a)(1)(B): the joint return's (status B) and every other status's. */
  standardDeductionCents: { joint: number; other: number };
  /** O.C.G.A. 48-7-26(b): per dependent (Form 500 line 14); the filer and spouse have none since 2024. */
  dependentExemptionCents: number;
  /** O.C.G.A. 48-7A-3 and the IT-511 table: nothing at $20,000 of federal AGI and above. */
  lowIncomeCredit: readonly LowIncomeCreditBand[];
}

const dollars = (value: number) => value * 100;

const lowIncomeCredit: readonly LowIncomeCreditBand[] = [
  { agiUnderCents: dollars(6_000), perExemptionCents: dollars(26) },
  { agiUnderCents: dollars(8_000), perExemptionCents: dollars(20) },
  { agiUnderCents: dollars(10_000), perExemptionCents: dollars(14) },
  { agiUnderCents: dollars(15_000), perExemptionCents: dollars(8) },
  { agiUnderCents: dollars(20_000), perExemptionCents: dollars(5) },
];

const figuresByYear: ReadonlyMap<number, GeorgiaFigures> = new Map([
  [
    2025,
    {
      source: 'Georgia 2025 IT-511 booklet and Form 500; O.C.G.A. 48-7-20 as amended by 2025 HB 111',
      ratePpm: 51_900,
      standardDeductionCents: { joint: dollars(24_000), other: dollars(12_000) },
      dependentExemptionCents: dollars(4_000),
      lowIncomeCredit,
    },
  ],
  [
    2026,
    {
      source: 'Georgia DOR "2026 Income Tax Changes" and 2026 HB 463 (O.C.G.A. 48-7-20, 48-7-26, 48-7-27)',
      ratePpm: 49_900,
      standardDeductionCents: { joint: dollars(30_000), other: dollars(15_000) },
      dependentExemptionCents: dollars(5_000),
      lowIncomeCredit,
    },
  ],
]);

// Form 500 is filled in whole dollars: half a dollar and more goes up. Line 16, taxable income times the rate, is
// rounded once to the dollar.

const standardDeductionOf = (figures: GeorgiaFigures, status: FilingStatus) =>
  status === 'married' ? figures.standardDeductionCents.joint : figures.standardDeductionCents.other;

/**
 * Form 500 line 17 (Low Income Credit worksheet): federal AGI under $20,000, so much for each exemption, the
 * exemptions being the filer, the spouse on a joint return and the filer's natural or adopted children (taken as
 * the children under 17; other dependents do not count). Not figured for married filing separately: such a filer
 * gets what the joint return would have allowed, which needs the spouse's income.
 */
function lowIncomeCreditOf(
  figures: GeorgiaFigures,
  status: FilingStatus,
  federalAgiCents: number,
  household: Household,
): number {
  if (status === 'married_separately') return 0;
  const band = figures.lowIncomeCredit.find((row) => federalAgiCents < row.agiUnderCents);
  if (!band) return 0;
  return (filersOn(status) + household.childrenUnder17) * band.perExemptionCents;
}

function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const status = input.filingStatus;

  // Lines 8-10: no Schedule 1 adjustment is figured, so Georgia AGI is federal AGI.
  const georgiaAgi = federalAgiOnForm(input.federal);
  const standardDeduction = standardDeductionOf(figures, status);
  const dependentExemptions = dependentsOf(input.household) * figures.dependentExemptionCents;
  const lowIncomeCredit = lowIncomeCreditOf(figures, status, georgiaAgi, input.household);

  return flatRateReturnOf({ year: input.year, projected, source: figures.source }, figures.ratePpm, {
    income: [step('Federal adjusted gross income', georgiaAgi)],
    deductions: [
      step('Standard deduction', standardDeduction),
      step('Dependent exemptions', dependentExemptions),
    ],
    taxableIncome: 'Georgia taxable income',
    // Line 22: the credits used cannot exceed the tax on line 16.
    credits: (tax) => [step('Low income credit', Math.min(tax, lowIncomeCredit))],
    taxAfterCredits: 'Georgia income tax',
  });
}

/**
 * O.C.G.A. 48-2-39: a date on a Saturday, Sunday, legal holiday or a day the Federal Reserve Bank is closed moves
 * to the next day that is none of these. Of Georgia's holidays only Martin Luther King Jr. Day can fall on an
 * installment date (January 15); April 15, June 15 and September 15 meet no Georgia or Federal Reserve holiday.
 */
const georgiaHolidays = holidays(martinLutherKingDay);

/** O.C.G.A. 48-7-114(b) and the Form 500-ES: more than $1,000 of income not subject to withholding. */
const NON_WAGE_INCOME_FLOOR_CENTS = dollars(1_000);

/** Gross income from other sources than wages: the business's receipts and the other income. */
const incomeWithoutWithholding = (federal: TaxEstimate) =>
  Math.max(0, federal.grossIncomeCents) + Math.max(0, federal.otherIncomeCents);

export const georgia: FiguredState = {
  code: 'GA',
  taxOf,
  estimates: {
    installments: (year) => usualInstallments(year, georgiaHolidays),
    // Georgia's own test is by income, not by the tax owed: gross income of more than $1,000 from other sources
    // than wages, and more income than the deductions and exemptions shelter. Tax left to pay after withholding
    // stands for the second part (and for the exception when the employer withholds enough to cover the other
    // income).
    required: ({ taxAfterWithholdingCents, federal }) =>
      taxAfterWithholdingCents > 0 && incomeWithoutWithholding(federal) > NON_WAGE_INCOME_FLOOR_CENTS,
    underpaymentForm: 'Form 500 UET',
    requiredRule:
      'Georgia asks for estimated payments when more than $1,000 of your income has no withholding (gig income, ' +
      'interest and the like) and withholding does not cover your Georgia tax.',
    // O.C.G.A. 48-7-120(b): the lesser of 70 % of this year's tax and 100 % of last year's; no high-income rule.
    safeHarbor: flatSafeHarbor(70, 100),
  },
};
