// Pennsylvania's personal income tax for a full-year resident (Form PA-40 and Schedule SP) and its
// estimated payments (PA-40 ES). Pennsylvania does not start from federal AGI: it taxes classes of income at one flat
// rate, and a loss in one class never reduces another class, nor one spouse's loss the other spouse's income.
// docs/tax-tables.md "Pennsylvania" cites every figure.
import { mulDivHalfUp } from '../cents-math';
import type { TaxEstimate } from '../estimate';
import type { FilingStatus } from '../tables';
import { flatRateReturnOf, flatSafeHarbor, holidays, step } from './state-rules';
import { figuresForYear, martinLutherKingDay, usualInstallments } from './state-tax';
import type { FiguredState, StateEstimateRules, StateIncomeTax, StateTaxInput } from './state-tax';

const dollars = (value: number) => value * 100;

/** Tax Forgiveness (Schedule SP, 72 P.S. § 7304): not indexed, the same tables since 2004. */
interface ForgivenessFigures {
  /** 100 % forgiveness up to this eligibility income: Table 1, unmarried (single, head of household, widowed). */
  unmarriedBaseCents: number;
  /** Table 2, married: the couple's joint eligibility income. */
  marriedBaseCents: number;
  /** Added to the base for each dependent child. */
  perDependentChildCents: number;
  /** Each further step (or part of one) of eligibility income takes 10 points off the percentage. */
  stepCents: number;
}

interface PennsylvaniaFigures {
  source: string;
  /** 72 P.S. § 7302: 3.07 % of each dollar of taxable income, in parts per million. */
  ratePpm: number;
  forgiveness: ForgivenessFigures;
}

const forgiveness: ForgivenessFigures = {
  unmarriedBaseCents: dollars(6_500),
  marriedBaseCents: dollars(13_000),
  perDependentChildCents: dollars(9_500),
  stepCents: dollars(250),
};

// Both years are set by statute (the rate, the forgiveness tables, the estimated-tax income thresholds); the 2026
// PA-40 is not out yet, so 2026 names the statutes.
const FIGURES: ReadonlyMap<number, PennsylvaniaFigures> = new Map([
  [
    2025,
    {
      source:
        '2025 PA-40 instructions (PA-40 IN) and PA Schedule SP eligibility income tables; 72 P.S. §§ 7302, 7304, 7325',
      ratePpm: 30_700,
      forgiveness,
    },
  ],
  [
    2026,
    {
      source: '72 P.S. § 7302 (3.07 %), § 7304 (Schedule SP tables) and § 7325 (estimated tax) for 2026',
      ratePpm: 30_700,
      forgiveness,
    },
  ],
]);

const FORGIVENESS_POINTS_PER_STEP = 10;

// 72 P.S. § 7325(a): a declaration of estimated tax when income not subject to withholding can reasonably be
// expected to exceed the year's amount; after 2028 it rises by $500 a year.
const ESTIMATE_INCOME_THRESHOLDS: ReadonlyMap<number, number> = new Map([
  [2024, dollars(9_500)],
  [2025, dollars(11_000)],
  [2026, dollars(14_000)],
  [2027, dollars(17_000)],
  [2028, dollars(20_000)],
]);
const THRESHOLD_BEFORE_2024_CENTS = dollars(8_000);
const THRESHOLD_RISE_AFTER_2028_CENTS = dollars(500);

/** The income without withholding that makes Pennsylvania ask for estimated payments in a year. */
export function estimateIncomeThresholdCents(year: number): number {
  if (year < 2024) return THRESHOLD_BEFORE_2024_CENTS;
  if (year > 2028) return dollars(20_000) + (year - 2028) * THRESHOLD_RISE_AFTER_2028_CENTS;
  return ESTIMATE_INCOME_THRESHOLDS.get(year)!;
}

/** value x numerator / denominator rounded half-up to whole dollars in one step, as the PA-40's lines are. */
const wholeDollars = (cents: number, numerator = 1, denominator = 1) =>
  mulDivHalfUp(cents, numerator, denominator * 100) * 100;

/**
 * Schedule SP's percentage of tax forgiven. A married person filing separately still uses the couple's joint
 * eligibility income, which GigTally does not know (the spouse's income): no forgiveness is figured then.
 */
function forgivenessPercentOf(
  eligibilityIncomeCents: number,
  filingStatus: FilingStatus,
  dependentChildren: number,
  figures: ForgivenessFigures,
): number {
  if (filingStatus === 'married_separately') return 0;
  const base =
    (filingStatus === 'married' ? figures.marriedBaseCents : figures.unmarriedBaseCents) +
    dependentChildren * figures.perDependentChildCents;
  if (eligibilityIncomeCents <= base) return 100;
  const steps = Math.ceil((eligibilityIncomeCents - base) / figures.stepCents);
  return Math.max(0, 100 - FORGIVENESS_POINTS_PER_STEP * steps);
}

/**
 * The PA-40's lines, whole dollars. Compensation is the W-2 wages (the spouse's on a joint return); interest is the
 * household's other income; net profits are the Schedule C profit with no half-SE deduction (PA allows none). A
 * business loss is shown but never subtracted: only the person has a business here, so it can offset neither their
 * own wages nor the spouse's. Statuses: the PA-40 has single, married filing jointly and married filing separately;
 * head of household and qualifying surviving spouse file as single (Schedule SP's unmarried table). The rate is
 * the same for all.
 */
function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(FIGURES, input.year);
  const { federal } = input;
  const compensation = wholeDollars(federal.wagesCents + federal.spouseWagesCents); // line 1c
  const interest = wholeDollars(Math.max(0, federal.otherIncomeCents)); // line 2
  const businessNet = wholeDollars(federal.netProfitCents); // line 4
  const totalTaxable = compensation + interest + Math.max(0, businessNet); // line 9

  // Schedule SP: eligibility income is line 9 plus nontaxable income GigTally does not ask about. Dependent children
  // are the children under 17; older children among the other dependents may also count but cannot be told apart.
  const forgivenPercent = forgivenessPercentOf(
    totalTaxable,
    input.filingStatus,
    input.household.childrenUnder17,
    figures.forgiveness,
  );

  // Line 11 is line 9 (no Schedule O deductions are figured), taxed on line 12.
  return flatRateReturnOf({ year: input.year, projected, source: figures.source }, figures.ratePpm, {
    income: [
      step('Compensation (W-2 wages)', compensation),
      step('Interest (your other income)', interest),
      step('Net profit (loss) from your business, before any half-SE deduction', businessNet),
      step('Total PA taxable income (a loss is not subtracted)', totalTaxable),
    ],
    tax: 'PA tax at 3.07 %',
    // Line 21: the forgiven percent of the tax, in whole dollars.
    credits: (tax) => [
      step(`Tax forgiveness (Schedule SP): ${forgivenPercent} %`, wholeDollars(tax, forgivenPercent, 100)),
    ],
    taxAfterCredits: 'Pennsylvania income tax',
  });
}

/**
 * Weekends and Martin Luther King Jr. Day move a due date. The Department's own forms show it: January 15, 2023 (a
 * Sunday, then MLK Day) became January 17, while Good Friday, April 15, 2022 stayed April 15.
 */
const pennsylvaniaHolidays = holidays(martinLutherKingDay);

/** Income on which no Pennsylvania tax is withheld: the business's profit and the other income. */
const incomeWithoutWithholdingOf = (federal: TaxEstimate) =>
  Math.max(0, federal.netProfitCents) + Math.max(0, federal.otherIncomeCents);

const estimates: StateEstimateRules = {
  installments: (year) => usualInstallments(year, pennsylvaniaHolidays),
  required: ({ federal }) => incomeWithoutWithholdingOf(federal) > estimateIncomeThresholdCents(federal.year),
  underpaymentForm: 'Form REV-1630',
  requiredRule:
    'Pennsylvania asks for estimated payments when you expect more than $11,000 of income with no Pennsylvania ' +
    'tax withheld, such as your business profit and interest ($14,000 for 2026).',
  // REV-1630: 90 % of this year's tax, or last year's PA taxable income at this year's rate (less last year's
  // forgiveness), for a full-year resident who filed last year. No higher percentage at high incomes.
  safeHarbor: flatSafeHarbor(90, 100),
};

export const pennsylvania: FiguredState = { code: 'PA', taxOf, estimates };
