// Illinois's income tax for a full-year resident (Form IL-1040) and its estimated payments (IL-1040-ES).
// Illinois starts from federal AGI, keeps every federal adjustment (the half-SE deduction included), subtracts an
// exemption allowance per person and taxes the rest at one flat rate. docs/tax-tables.md "Illinois" cites every
// figure.
import type { Household } from '../household';
import type { FilingStatus } from '../tables';
import {
  exemptionCountOf,
  federalAgiOnForm,
  flatRateReturnOf,
  flatSafeHarbor,
  holidays,
  step,
  whenOwingMoreThan,
} from './state-rules';
import { emancipationDayObserved, figuresForYear, martinLutherKingDay, usualInstallments } from './state-tax';
import type { FiguredState, StateIncomeTax, StateTaxInput } from './state-tax';

interface IllinoisFigures {
  source: string;
  /** 35 ILCS 5/201(b)(5.4): 4.95 %. */
  ratePpm: number;
  /** Q&A 851: the exemption allowance for each of the person, the spouse on a joint return and each dependent. */
  exemptionCents: number;
}

// 2026: IDOR had not published the 2026 IL-1040 when this was written; the $2,925 quoted for 2026 was seen only
// second-hand, so 2026 is projected from 2025.
const figuresByYear: ReadonlyMap<number, IllinoisFigures> = new Map([
  [
    2025,
    {
      source:
        'Illinois Department of Revenue: 2025 Form IL-1040 and instructions; Q&A 851 (exemption allowance)',
      ratePpm: 49_500,
      exemptionCents: 2_850_00,
    },
  ],
]);

// Step 4, "Income Exceptions": above these federal AGIs the whole exemption allowance is lost (not phased out).
const EXEMPTION_AGI_LIMIT_CENTS = 250_000_00;
const EXEMPTION_AGI_LIMIT_JOINT_CENTS = 500_000_00;
// IL-1040-ES: estimated payments when the year's tax after withholding and credits will exceed $1,000.
const ESTIMATES_REQUIRED_OVER_CENTS = 1_000_00;

// The IL-1040 takes whole dollars; IDOR's rule (Q&A 461) drops under 50 cents and raises 50 cents and more. Line 12,
// net income times the rate, is rounded to the dollar in one step.

/**
 * Step 4, line 10: one exemption for the person, a second on a joint return (the only status the chart treats
 * apart: head of household, widowed and married filing separately count as single), one per dependent
 * (Schedule IL-E/EITC); nothing when federal AGI passes the limit.
 */
function exemptionAllowanceOf(
  filingStatus: FilingStatus,
  federalAgiCents: number,
  household: Household,
  figures: IllinoisFigures,
): number {
  const limit = filingStatus === 'married' ? EXEMPTION_AGI_LIMIT_JOINT_CENTS : EXEMPTION_AGI_LIMIT_CENTS;
  if (federalAgiCents > limit) return 0;
  return exemptionCountOf(filingStatus, household) * figures.exemptionCents;
}

/**
 * Form IL-1040, Steps 2 to 5. The federal status is the Illinois status (a qualifying surviving spouse files as
 * "widowed"). No Illinois additions or subtractions are figured: the inputs hold none of the usual ones
 * (retirement income, U.S. bond interest, last year's Illinois refund).
 */
function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const federalAgi = federalAgiOnForm(input.federal); // line 1
  const baseIncome = Math.max(0, federalAgi); // line 9: "may not be less than zero"
  const exemption = exemptionAllowanceOf(input.filingStatus, federalAgi, input.household, figures); // line 10
  return flatRateReturnOf({ year: input.year, projected, source: figures.source }, figures.ratePpm, {
    income: [step('Federal adjusted gross income', federalAgi), step('Illinois base income', baseIncome)],
    deductions: [step('Exemption allowance', exemption)],
    taxableIncome: 'Net income', // line 11; line 12 taxes it
  });
}

/**
 * The holidays that have moved an IL-1040-ES date (MLK Day: January 17, 2017 and January 16, 2024). IDOR moves its
 * April installment for DC Emancipation Day as the IRS does: the IL-1040-ES printed April 18 for 2016 and for 2023.
 */
const illinoisHolidays = holidays(martinLutherKingDay, emancipationDayObserved);

export const illinois: FiguredState = {
  code: 'IL',
  taxOf,
  estimates: {
    // Four equal installments, April 15, June 15, September 15 and January 15, each moved to the next business
    // day from a weekend or holiday (IDOR "Individual Income Tax Estimated Payments").
    installments: (year) => usualInstallments(year, illinoisHolidays),
    ...whenOwingMoreThan('Illinois', ESTIMATES_REQUIRED_OVER_CENTS),
    underpaymentForm: 'Form IL-2210',
    // IL-2210 / IL-1040-ES: the lesser of 90 % of this year's tax or 100 % of last year's; no high-income rule.
    safeHarbor: flatSafeHarbor(90, 100),
  },
};
