// Michigan's income tax for a full-year resident (Form MI-1040 with Schedule 1) and its estimated
// payments (MI-1040ES). Michigan starts from federal AGI but adds back the federal deduction for self-employment
// tax (Schedule 1, "taxes on or measured by income"), subtracts an exemption allowance per person and taxes the rest
// at one flat rate. City income taxes (Detroit and the other cities that levy one) are separate returns and are not
// figured here: the person may enter a local rate. docs/tax-tables.md "Michigan" cites every figure.
import {
  exemptionCountOf,
  federalAgiOnForm,
  flatRateReturnOf,
  highIncomeSafeHarbor,
  holidays,
  step,
  whenOwingMoreThan,
  wholeDollarCents,
} from './state-rules';
import { emancipationDayObserved, figuresForYear, martinLutherKingDay, usualInstallments } from './state-tax';
import type { FiguredState, StateIncomeTax, StateTaxInput } from './state-tax';

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
const HIGH_INCOME_AGI = { cents: 150_000_00, separateCents: 75_000_00 };

// The MI-1040 takes whole dollars: under 50 cents down, 50 cents and more up. Line 17, taxable income times the
// rate, is rounded to the dollar in one step.

/**
 * Form MI-1040, lines 9 to 17. Michigan has three statuses: single (a federal head of household or qualifying
 * surviving spouse files as single: the status only changes the number of exemptions), married filing jointly and
 * married filing separately. The only Schedule 1 item the inputs reach is the add-back of the half-SE deduction.
 */
function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const federalAgi = federalAgiOnForm(input.federal); // line 10
  const additions = wholeDollarCents(input.federal.halfSelfEmploymentTaxDeductionCents); // line 11 (Schedule 1 line 2)
  const totalIncome = federalAgi + additions; // line 12
  const incomeSubjectToTax = Math.max(0, totalIncome); // line 14 (no subtractions on line 13)
  // Line 9a: the person, the spouse on a joint return, and each dependent.
  const exemption = exemptionCountOf(input.filingStatus, input.household) * figures.exemptionCents; // line 15
  return flatRateReturnOf({ year: input.year, projected, source: figures.source }, figures.ratePpm, {
    income: [
      step('Federal adjusted gross income', federalAgi),
      step('Federal deduction for self-employment tax, added back', additions),
      step('Income subject to tax', incomeSubjectToTax),
    ],
    deductions: [step('Exemption allowance', exemption)],
    taxableIncome: 'Taxable income', // line 16; line 17 taxes it
  });
}

/**
 * MI-1040ES: 90 % of this year's tax, or 100 % of last year's (110 % when last year's AGI passed $150,000, $75,000
 * married filing separately). When last year's AGI was not saved, this year's federal AGI stands in for it.
 */
const safeHarbor = highIncomeSafeHarbor(
  HIGH_INCOME_AGI,
  (facts) => facts.priorYearAgiCents ?? facts.federalAgiCents,
);

/**
 * The holidays that have moved an MI-1040ES date (MLK Day: January 18, 2022, January 17, 2023, January 16, 2024).
 * Treasury moves its April installment for DC Emancipation Day as the IRS does: the MI-1040ES printed April 18 for 2022.
 */
const michiganHolidays = holidays(martinLutherKingDay, emancipationDayObserved);

export const michigan: FiguredState = {
  code: 'MI',
  taxOf,
  estimates: {
    // April 15, June 15, September 15 and January 15, in equal installments (MI-1040ES; Treasury FAQ).
    installments: (year) => usualInstallments(year, michiganHolidays),
    ...whenOwingMoreThan('Michigan', ESTIMATES_REQUIRED_OVER_CENTS),
    underpaymentForm: 'Form MI-2210',
    safeHarbor,
  },
};
