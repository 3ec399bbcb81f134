// Michigan's income tax for a full-year resident (Form MI-1040 with Schedule 1) and its estimated
// payments (MI-1040ES). Michigan starts from federal AGI but adds back the federal deduction for self-employment
// tax (Schedule 1, "taxes on or measured by income"), subtracts an exemption allowance per person and taxes the rest
// at one flat rate. City income taxes (Detroit and the other cities that levy one) are separate returns and are not
// figured here: the person may enter a local rate. docs/tax-tables.md "Michigan" cites every figure.
import type { CalendarDate } from '../../dates';
import { mulDivHalfUp } from '../cents-math';
import type { Household } from '../household';
import type { FilingStatus } from '../tables';
import {
  figuresForYear,
  martinLutherKingDay,
  usualInstallments,
  type FiguredState,
  type SafeHarborFacts,
  type StateIncomeTax,
  type StateTaxInput,
  emancipationDayObserved,
  wholeDollarCents,
} from './state-tax';

interface MichiganFigures {
  source: string;
  /** MCL 206.51: 4.25 % unless the yearly revenue test cuts it (it did for 2023 only). */
  ratePpm: number;
  /** MI-1040 line 9a: the personal exemption for each of the person, the spouse and each dependent. */
  exemptionCents: number;
}

// 2026: Treasury sets each year's rate after the state's annual financial report (May) and had published neither
// the 2026 rate nor the 2026 exemption when this was written, so 2026 is projected from 2025.
const figuresByYear: ReadonlyMap<number, MichiganFigures> = new Map([
  [
    2025,
    {
      source:
        'Michigan Department of Treasury: Tax Year 2025 Guidance (rate 4.25 %, personal exemption $5,800); ' +
        '2025 MI-1040 and Schedule 1',
      ratePpm: 42_500,
      exemptionCents: 5_800_00,
    },
  ],
]);

// MI-1040ES: estimated payments when the person expects to owe more than $500 with the return.
const ESTIMATES_REQUIRED_OVER_CENTS = 500_00;
// MI-1040ES: 110 % of last year's tax when last year's AGI was more than $150,000 ($75,000 married filing separately).
const HIGH_INCOME_AGI_CENTS = 150_000_00;
const HIGH_INCOME_AGI_SEPARATE_CENTS = 75_000_00;

// wholeDollarCents: the MI-1040 takes whole dollars: under 50 cents down, 50 cents and more up.

/** Line 17: taxable income (whole dollars) times the rate, rounded to the dollar in one step. */
const taxInWholeDollars = (taxableCents: number, ratePpm: number) =>
  mulDivHalfUp(Math.max(0, taxableCents), ratePpm, 100_000_000) * 100;

/** Line 9a: the person, the spouse on a joint return, and each dependent. */
const exemptionCountOf = (filingStatus: FilingStatus, household: Household) =>
  (filingStatus === 'married' ? 2 : 1) + household.childrenUnder17 + household.otherDependents;

const percentOf = (ratePpm: number) => ratePpm / 10_000;

/**
 * Form MI-1040, lines 9 to 17. Michigan has three statuses: single (a federal head of household or qualifying
 * surviving spouse files as single: the status only changes the number of exemptions), married filing jointly and
 * married filing separately. The only Schedule 1 item the inputs reach is the add-back of the half-SE deduction.
 */
function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const federalAgi = wholeDollarCents(input.federal.adjustedGrossIncomeCents); // line 10
  const additions = wholeDollarCents(input.federal.halfSelfEmploymentTaxDeductionCents); // line 11 (Schedule 1 line 2)
  const totalIncome = federalAgi + additions; // line 12
  const incomeSubjectToTax = Math.max(0, totalIncome); // line 14 (no subtractions on line 13)
  const exemption = exemptionCountOf(input.filingStatus, input.household) * figures.exemptionCents; // line 15
  const taxableIncome = Math.max(0, incomeSubjectToTax - exemption); // line 16
  const tax = taxInWholeDollars(taxableIncome, figures.ratePpm); // line 17
  return {
    year: input.year,
    projected,
    source: figures.source,
    incomeCents: incomeSubjectToTax,
    deductionsCents: exemption,
    taxableIncomeCents: taxableIncome,
    taxBeforeCreditsCents: tax,
    creditsCents: 0,
    taxCents: tax,
    localTaxCents: 0,
    refundableCredits: [],
    steps: [
      { label: 'Federal adjusted gross income', amountCents: federalAgi },
      { label: 'Federal deduction for self-employment tax, added back', amountCents: additions },
      { label: 'Income subject to tax', amountCents: incomeSubjectToTax },
      { label: 'Exemption allowance', amountCents: exemption },
      { label: 'Taxable income', amountCents: taxableIncome },
      { label: `Tax at ${percentOf(figures.ratePpm)} %`, amountCents: tax },
    ],
  };
}

/**
 * MI-1040ES: 90 % of this year's tax, or 100 % of last year's (110 % when last year's AGI passed $150,000, $75,000
 * married filing separately). When last year's AGI was not saved, this year's federal AGI stands in for it.
 */
function safeHarbor(facts: SafeHarborFacts) {
  const limit =
    facts.filingStatus === 'married_separately' ? HIGH_INCOME_AGI_SEPARATE_CENTS : HIGH_INCOME_AGI_CENTS;
  const lastYearAgi = facts.priorYearAgiCents ?? facts.federalAgiCents;
  return { thisYearPercent: 90, priorYearPercent: lastYearAgi > limit ? 110 : 100 };
}

/**
 * The holidays that have moved an MI-1040ES date (MLK Day: January 18, 2022, January 17, 2023, January 16, 2024).
 * Treasury moves its April installment for DC Emancipation Day as the IRS does: the MI-1040ES printed April 18 for 2022.
 */
const michiganHolidays = (year: number): ReadonlySet<CalendarDate> =>
  new Set([martinLutherKingDay(year), emancipationDayObserved(year)]);

export const michigan: FiguredState = {
  code: 'MI',
  taxOf,
  estimates: {
    // April 15, June 15, September 15 and January 15, in equal installments (MI-1040ES; Treasury FAQ).
    installments: (year) => usualInstallments(year, michiganHolidays),
    required: ({ taxAfterWithholdingCents }) => taxAfterWithholdingCents > ESTIMATES_REQUIRED_OVER_CENTS,
    underpaymentForm: 'Form MI-2210',
    requiredRule:
      'Michigan asks for estimated payments when you expect to owe more than $500 after withholding and credits.',
    safeHarbor,
  },
};
