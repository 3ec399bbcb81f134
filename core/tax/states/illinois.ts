// Illinois's income tax for a full-year resident (Form IL-1040) and its estimated payments (IL-1040-ES).
// Illinois starts from federal AGI, keeps every federal adjustment (the half-SE deduction included), subtracts an
// exemption allowance per person and taxes the rest at one flat rate. docs/tax-tables.md "Illinois" cites every
// figure.
import type { CalendarDate } from '../../dates';
import { mulDivHalfUp } from '../cents-math';
import type { Household } from '../household';
import type { FilingStatus } from '../tables';
import {
  figuresForYear,
  martinLutherKingDay,
  usualInstallments,
  type FiguredState,
  type StateIncomeTax,
  type StateTaxInput,
  emancipationDayObserved,
  wholeDollarCents,
} from './state-tax';

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

// wholeDollarCents: the IL-1040 takes whole dollars; IDOR's rule (Q&A 461) drops under 50 cents and raises 50 cents and more.

/** Line 12: net income (whole dollars) times the rate, rounded to the dollar in one step. */
const taxInWholeDollars = (netIncomeCents: number, ratePpm: number) =>
  mulDivHalfUp(Math.max(0, netIncomeCents), ratePpm, 100_000_000) * 100;

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
  const joint = filingStatus === 'married';
  if (federalAgiCents > (joint ? EXEMPTION_AGI_LIMIT_JOINT_CENTS : EXEMPTION_AGI_LIMIT_CENTS)) return 0;
  const exemptions = (joint ? 2 : 1) + household.childrenUnder17 + household.otherDependents;
  return exemptions * figures.exemptionCents;
}

const percentOf = (ratePpm: number) => ratePpm / 10_000;

/**
 * Form IL-1040, Steps 2 to 5. The federal status is the Illinois status (a qualifying surviving spouse files as
 * "widowed"). No Illinois additions or subtractions are figured: the inputs hold none of the usual ones
 * (retirement income, U.S. bond interest, last year's Illinois refund).
 */
function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const federalAgi = wholeDollarCents(input.federal.adjustedGrossIncomeCents); // line 1
  const baseIncome = Math.max(0, federalAgi); // line 9: "may not be less than zero"
  const exemption = exemptionAllowanceOf(input.filingStatus, federalAgi, input.household, figures); // line 10
  const netIncome = Math.max(0, baseIncome - exemption); // line 11
  const tax = taxInWholeDollars(netIncome, figures.ratePpm); // line 12
  return {
    year: input.year,
    projected,
    source: figures.source,
    incomeCents: baseIncome,
    deductionsCents: exemption,
    taxableIncomeCents: netIncome,
    taxBeforeCreditsCents: tax,
    creditsCents: 0,
    taxCents: tax,
    localTaxCents: 0,
    refundableCredits: [],
    steps: [
      { label: 'Federal adjusted gross income', amountCents: federalAgi },
      { label: 'Illinois base income', amountCents: baseIncome },
      { label: 'Exemption allowance', amountCents: exemption },
      { label: 'Net income', amountCents: netIncome },
      { label: `Tax at ${percentOf(figures.ratePpm)} %`, amountCents: tax },
    ],
  };
}

/**
 * The holidays that have moved an IL-1040-ES date (MLK Day: January 17, 2017 and January 16, 2024). IDOR moves its
 * April installment for DC Emancipation Day as the IRS does: the IL-1040-ES printed April 18 for 2016 and for 2023.
 */
const illinoisHolidays = (year: number): ReadonlySet<CalendarDate> =>
  new Set([martinLutherKingDay(year), emancipationDayObserved(year)]);

export const illinois: FiguredState = {
  code: 'IL',
  taxOf,
  estimates: {
    // Four equal installments, April 15, June 15, September 15 and January 15, each moved to the next business
    // day from a weekend or holiday (IDOR "Individual Income Tax Estimated Payments").
    installments: (year) => usualInstallments(year, illinoisHolidays),
    required: ({ taxAfterWithholdingCents }) => taxAfterWithholdingCents > ESTIMATES_REQUIRED_OVER_CENTS,
    underpaymentForm: 'Form IL-2210',
    requiredRule:
      'Illinois asks for estimated payments when you expect to owe more than $1,000 after withholding and credits.',
    // IL-2210 / IL-1040-ES: the lesser of 90 % of this year's tax or 100 % of last year's; no high-income rule.
    safeHarbor: () => ({ thisYearPercent: 90, priorYearPercent: 100 }),
  },
};
