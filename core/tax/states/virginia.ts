// Virginia's income tax for a full-year resident (Form 760 and its instructions) and its estimated
// payments (Form 760ES; Va. Code 58.1-490 to 58.1-492). docs/tax-tables.md "Virginia" cites every figure.
//
// Virginia starts from federal AGI (Form 760 line 1) and adds nothing back for the self-employed: the deductible
// half of SE tax, the SE health insurance and the SEP deduction stay deducted; the federal QBI deduction and the
// Schedule 1-A deductions come after federal AGI and never reach Virginia. The return is in whole dollars, line 16
// included ("round to whole dollars").
//
// Filing statuses: Virginia has three on Form 760. Single (1) takes the federal single, head of household and
// qualifying surviving spouse returns (Virginia has no head of household status); married filing jointly is 2 and
// married filing separately 3. One rate schedule for all (Va. Code 58.1-320).
//
// Line 16 may be read from the Tax Table or figured with the Tax Rate Schedule; the schedule is used here, rounded
// to the whole dollar as the instructions' own example does ($90,000 -> $4,917.50 -> $4,918). The printed table is
// said to step $2 of tax on an odd-dollar grid above $5,000 and so can be $1 off the schedule; its rows were not
// seen in an official copy, so it is not reproduced (docs/tax-tables.md).
import { calendarDate } from '../../dates';
import type { TaxEstimate } from '../estimate';
import type { FilingStatus } from '../tables';
import {
  askingRule,
  exemptionCountOf,
  federalAgiOnForm,
  flatSafeHarbor,
  holidays,
  scheduleTaxInWholeDollars,
  stateReturnOf,
  step,
  taxableIncomeAfter,
  wholeDollarCents,
  type RateSchedule,
} from './state-rules';
import { figuresForYear, martinLutherKingDay, usualInstallments } from './state-tax';
import type { FiguredState, StateIncomeTax, StateTaxInput } from './state-tax';

/** Form 760 filing status 1, 2 or 3. */
type VirginiaStatus = 'single' | 'joint' | 'separate';

interface VirginiaFigures {
  source: string;
  /** Va. Code 58.1-322.03(1). */
  standardDeductionCents: Record<VirginiaStatus, number>;
  /** Va. Code 58.1-322.03(2): each personal and dependent exemption. */
  exemptionCents: number;
  /** Form 760 line 9: Virginia AGI under this and the tax is $0 (Va. Code 58.1-321). */
  noTaxUnderCents: Record<VirginiaStatus, number>;
  /** Spouse Tax Adjustment worksheet: never more than this. */
  spouseTaxAdjustmentMaxCents: number;
  /** Credit for Low-Income Individuals: so much a personal and dependent exemption. */
  lowIncomeCreditPerExemptionCents: number;
  /** The year's HHS poverty guideline (48 states): the first person and each further person. */
  povertyGuidelineCents: { firstPerson: number; eachFurtherPerson: number };
}

const dollars = (value: number) => value * 100;

// Va. Code 58.1-320, unchanged since 1990.
const rateSchedule: RateSchedule = [
  { overCents: 0, baseCents: 0, ratePpm: 20_000 },
  { overCents: dollars(3_000), baseCents: dollars(60), ratePpm: 30_000 },
  { overCents: dollars(5_000), baseCents: dollars(120), ratePpm: 50_000 },
  { overCents: dollars(17_000), baseCents: dollars(720), ratePpm: 57_500 },
];

const standardDeductionCents: Record<VirginiaStatus, number> = {
  single: dollars(8_750),
  joint: dollars(17_500),
  separate: dollars(8_750),
};

const noTaxUnderCents: Record<VirginiaStatus, number> = {
  single: dollars(11_950),
  joint: dollars(23_900),
  separate: dollars(11_950),
};

const figuresByYear: ReadonlyMap<number, VirginiaFigures> = new Map([
  [
    2025,
    {
      source:
        'Virginia 2025 Form 760 and instructions; Va. Code 58.1-320, 58.1-321, 58.1-322.03; ' +
        '2025 HHS poverty guidelines',
      standardDeductionCents,
      exemptionCents: dollars(930),
      noTaxUnderCents,
      spouseTaxAdjustmentMaxCents: dollars(259),
      lowIncomeCreditPerExemptionCents: dollars(300),
      povertyGuidelineCents: { firstPerson: dollars(15_650), eachFurtherPerson: dollars(5_500) },
    },
  ],
  [
    2026,
    {
      source:
        'Va. Code 58.1-320, 58.1-321, 58.1-322.03 (2026 amounts); Virginia 2026 Form 760ES; ' +
        '2026 HHS poverty guidelines',
      standardDeductionCents,
      exemptionCents: dollars(930),
      noTaxUnderCents,
      spouseTaxAdjustmentMaxCents: dollars(259),
      lowIncomeCreditPerExemptionCents: dollars(300),
      povertyGuidelineCents: { firstPerson: dollars(15_960), eachFurtherPerson: dollars(5_680) },
    },
  ],
]);

// Form 760 is in whole dollars: half a dollar and more goes up.

const virginiaStatusOf = (status: FilingStatus): VirginiaStatus =>
  status === 'married' ? 'joint' : status === 'married_separately' ? 'separate' : 'single';

/** The Tax Rate Schedule's tax, rounded to the whole dollar (line 16). */
export const virginiaScheduleTax = (taxableCents: number) =>
  scheduleTaxInWholeDollars(taxableCents, rateSchedule);

/**
 * The spouse's part of a joint return's Virginia AGI (the worksheet for separate VAGI, step 1): the spouse's wages
 * and half the other income, taken as jointly owned. The business, its adjustments and the person's wages are the
 * person's.
 */
const spouseShareOf = (federal: TaxEstimate) =>
  wholeDollarCents(federal.spouseWagesCents + Math.floor(federal.otherIncomeCents / 2));

/**
 * Line 17, the Spouse Tax Adjustment worksheet: a joint return where both have income after their own $930
 * exemption and line 15 is over $3,000 pays no more than the two would have paid filing separately, up to $259.
 */
function spouseTaxAdjustmentOf(
  figures: VirginiaFigures,
  taxableIncome: number,
  tax: number,
  separateVagi: readonly [number, number],
): number {
  const afterExemption = separateVagi.map((vagi) => vagi - figures.exemptionCents);
  if (afterExemption.some((amount) => amount <= 0) || taxableIncome <= dollars(3_000)) return 0;
  const smaller = Math.min(...afterExemption);
  if (smaller > dollars(17_000) && taxableIncome > dollars(34_000))
    return figures.spouseTaxAdjustmentMaxCents;
  const rest = Math.max(0, taxableIncome - smaller);
  const half = taxableIncome / 2;
  const separateTax =
    virginiaScheduleTax(Math.min(smaller, half)) + virginiaScheduleTax(Math.max(rest, half));
  return Math.min(figures.spouseTaxAdjustmentMaxCents, Math.max(0, tax - separateTax));
}

/**
 * Line 23, the Credit for Low-Income Individuals: $300 an exemption when the family's Virginia AGI is at most the
 * poverty guideline for its size, never more than the tax. Not figured for married filing separately (the family's
 * AGI takes in the spouse's). It excludes the Virginia earned income credit, which is not figured: a family that
 * qualifies for both may do better with that one.
 */
function lowIncomeCreditOf(
  figures: VirginiaFigures,
  status: VirginiaStatus,
  vagi: number,
  exemptions: number,
  tax: number,
): number {
  if (status === 'separate') return 0;
  const guideline =
    figures.povertyGuidelineCents.firstPerson +
    (exemptions - 1) * figures.povertyGuidelineCents.eachFurtherPerson;
  if (vagi > guideline) return 0;
  return Math.min(tax, exemptions * figures.lowIncomeCreditPerExemptionCents);
}

function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const status = virginiaStatusOf(input.filingStatus);

  // Lines 1-9: no addition, age deduction or subtraction is figured, so Virginia AGI is federal AGI.
  const vagi = federalAgiOnForm(input.federal);
  const standardDeduction = figures.standardDeductionCents[status];
  // Line 12: the filer, the spouse on a joint return (status 2) and each dependent. Age 65 and blindness are not
  // asked.
  const exemptionCount = exemptionCountOf(input.filingStatus, input.household);
  const exemptions = exemptionCount * figures.exemptionCents;
  const taxableIncome = taxableIncomeAfter(vagi, standardDeduction, exemptions);
  const tax = vagi < figures.noTaxUnderCents[status] ? 0 : virginiaScheduleTax(taxableIncome);

  let spouseTaxAdjustment = 0;
  if (status === 'joint') {
    const spouseVagi = spouseShareOf(input.federal);
    spouseTaxAdjustment = spouseTaxAdjustmentOf(figures, taxableIncome, tax, [vagi - spouseVagi, spouseVagi]);
  }
  const netTax = tax - spouseTaxAdjustment;
  const lowIncomeCredit = lowIncomeCreditOf(figures, status, vagi, exemptionCount, netTax);

  return stateReturnOf(
    { year: input.year, projected, source: figures.source },
    {
      income: [step('Federal adjusted gross income', vagi)],
      deductions: [step('Standard deduction', standardDeduction), step('Exemptions', exemptions)],
      taxableIncome: step('Virginia taxable income', taxableIncome),
      tax: step('Tax', tax),
      credits: [
        step('Spouse tax adjustment', spouseTaxAdjustment),
        step('Credit for low-income individuals', lowIncomeCredit),
      ],
      taxAfterCredits: 'Virginia income tax',
    },
  );
}

/**
 * 23VAC10-20-20: a date on a Saturday, Sunday or legal holiday (Va. Code 2.2-3300) moves to the next business day.
 * Of those holidays only Martin Luther King Jr. Day can fall on an installment date (January 15).
 */
const virginiaHolidays = holidays(martinLutherKingDay);

/**
 * The tax after withholding and credits from which Virginia asks for estimated payments: more than $150 through
 * 2025 (23VAC10-112-20), more than $1,000 from 2026 (the 2026 Form 760ES).
 */
const estimatesOverCents = (year: number) => (year <= 2025 ? dollars(150) : dollars(1_000));

export const virginia: FiguredState = {
  code: 'VA',
  taxOf,
  estimates: {
    // Virginia's first installment is May 1 (Va. Code 58.1-492); then June 15, September 15 and January 15.
    installments: (year) =>
      usualInstallments(year, virginiaHolidays, [25, 25, 25, 25], calendarDate(year, 5, 1)),
    required: ({ taxAfterWithholdingCents, federal }) =>
      taxAfterWithholdingCents > estimatesOverCents(federal.year),
    underpaymentForm: 'Form 760C',
    requiredRule: askingRule('Virginia', 'more than $150', 'more than $1,000 from 2026'),
    // Va. Code 58.1-492: the lesser of 90 % of this year's tax and 100 % of last year's; no high-income rule.
    safeHarbor: flatSafeHarbor(90, 100),
  },
};
