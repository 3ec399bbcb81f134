// New Jersey's gross income tax for a full-year resident (Form NJ-1040) and its estimated payments
// (NJ-1040-ES). New Jersey does not start from federal AGI: it adds its own categories of income (a net loss in a
// category is not entered), takes off exemptions and a few deductions of its own, and taxes the rest by one of two
// rate schedules. docs/tax-tables.md "New Jersey" cites every figure.
import type { FilingStatus } from '../tables';
import {
  dependentsOf,
  divideHalfUp,
  filersOn,
  flatSafeHarbor,
  holidays,
  stateReturnOf,
  step,
  taxTableRowMiddle,
  taxableIncomeAfter,
  whenOwingMoreThan,
} from './state-rules';
import {
  figuresForYear,
  goodFriday,
  martinLutherKingDay,
  nthWeekdayOf,
  usualInstallments,
} from './state-tax';
import type { FiguredState, StateEstimateRules, StateIncomeTax, StateTaxInput } from './state-tax';

const dollars = (value: number) => value * 100;

/**
 * A row of a New Jersey tax rate schedule as the instructions print it: over `overCents`, multiply taxable income by
 * the rate, then subtract. The printed form is kept (not marginal bands) because Table B's $70,000-$80,000 row
 * subtracts $1,154.50 where the marginal rates would give $1,155.00: the printed schedule, and the tax table made
 * from it, are 50 cents higher there.
 */
interface PrintedRow {
  overCents: number;
  ratePpm: number;
  subtractCents: number;
}

interface NewJerseyFigures {
  source: string;
  /** Table A: single, married/CU partner filing separately. */
  tableA: readonly PrintedRow[];
  /** Table B: married/CU couple filing jointly, head of household, qualifying widow(er)/surviving CU partner. */
  tableB: readonly PrintedRow[];
  /** Line 6: you, and your spouse on a joint return. */
  regularExemptionCents: number;
  /** Lines 10-11: each dependent who qualifies for federal purposes. */
  dependentExemptionCents: number;
  /** No tax when NJ gross income (line 29) is not more than this: Table A statuses, Table B statuses. */
  noTaxThresholdCents: { tableA: number; tableB: number };
  /** Line 43: the tax table below this taxable income, the rate schedule from it. */
  taxTableBelowCents: number;
  taxTableRowCents: number;
}

const row = (over: number, ratePpm: number, subtract: number): PrintedRow => ({
  overCents: dollars(over),
  ratePpm,
  subtractCents: Math.round(subtract * 100),
});

// N.J.S.A. 54A:2-1 as amended by P.L.2020, c.95: the same schedules for every year from 2020. Both start with the
// same two brackets.
const firstBrackets: readonly PrintedRow[] = [row(0, 14_000, 0), row(20_000, 17_500, 70)];
const tableA: readonly PrintedRow[] = [
  ...firstBrackets,
  row(35_000, 35_000, 682.5),
  row(40_000, 55_250, 1_492.5),
  row(75_000, 63_700, 2_126.25),
  row(500_000, 89_700, 15_126.25),
  row(1_000_000, 107_500, 32_926.25),
];
const tableB: readonly PrintedRow[] = [
  ...firstBrackets,
  row(50_000, 24_500, 420),
  row(70_000, 35_000, 1_154.5),
  row(80_000, 55_250, 2_775),
  row(150_000, 63_700, 4_042.5),
  row(500_000, 89_700, 17_042.5),
  row(1_000_000, 107_500, 34_842.5),
];

/** The two printed schedules, for tests and the docs' worked examples. */
export const newJerseyRateSchedules = { tableA, tableB } as const;

const FIGURES: ReadonlyMap<number, NewJerseyFigures> = new Map([
  [
    2025,
    {
      source:
        '2025 NJ-1040 instructions (tax table and tax rate schedules, exemptions, line 29 filing threshold); ' +
        'N.J.S.A. 54A:2-1, 54A:3-1',
      tableA,
      tableB,
      regularExemptionCents: dollars(1_000),
      dependentExemptionCents: dollars(1_500),
      noTaxThresholdCents: { tableA: dollars(10_000), tableB: dollars(20_000) },
      taxTableBelowCents: dollars(100_000),
      taxTableRowCents: dollars(50),
    },
  ],
]);

/** Federal statuses map one to one; the schedule follows N.J.S.A. 54A:2-1's grouping. */
const usesTableB = (status: FilingStatus) =>
  status === 'married' || status === 'head_of_household' || status === 'qualifying_surviving_spouse';

const MILLIONTHS = 1_000_000n;

/** The printed schedule's tax in millionths of a cent, exact: rate x income, less the row's subtraction. */
function scheduleMillionths(taxableCents: number, rows: readonly PrintedRow[]): bigint {
  if (taxableCents <= 0) return 0n;
  const applying = rows.findLast((candidate) => taxableCents > candidate.overCents) ?? rows[0]!;
  return BigInt(taxableCents) * BigInt(applying.ratePpm) - BigInt(applying.subtractCents) * MILLIONTHS;
}

/** The rate schedule's tax to the cent (rounding lines to whole dollars is optional on the NJ-1040). */
export const scheduleTaxCents = (taxableCents: number, rows: readonly PrintedRow[]) =>
  divideHalfUp(scheduleMillionths(taxableCents, rows), MILLIONTHS);

/**
 * The New Jersey tax table: $50 rows ("at least" the row's start, "but less than" its end); each row's tax is the
 * printed schedule at the row's midpoint, rounded half-up to whole dollars in one step.
 */
export function taxTableCents(taxableCents: number, rows: readonly PrintedRow[], rowCents: number): number {
  if (taxableCents <= 0) return 0;
  const midpoint = taxTableRowMiddle(taxableCents, rowCents);
  return divideHalfUp(scheduleMillionths(midpoint, rows), MILLIONTHS * 100n) * 100;
}

function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(FIGURES, input.year);
  const { federal, household, filingStatus } = input;
  const onTableB = usesTableB(filingStatus);
  const rows = onTableB ? figures.tableB : figures.tableA;

  // Lines 15-29. Other income is taken as taxable interest (line 16a): New Jersey does not tax unemployment, which
  // GigTally cannot tell apart. Net profits (line 18) are the Schedule C profit; a net loss is not entered.
  const wages = federal.wagesCents + federal.spouseWagesCents;
  const interest = Math.max(0, federal.otherIncomeCents);
  const netProfits = Math.max(0, federal.netProfitCents);
  const grossIncome = wages + interest + netProfits;

  // Lines 6, 10-11 and 30; line 31 (Worksheet F): no medical expenses are known, so the 2 % floor leaves only the
  // self-employed health insurance deduction, as the federal return allows it.
  const exemptions =
    filersOn(filingStatus) * figures.regularExemptionCents +
    dependentsOf(household) * figures.dependentExemptionCents;
  const selfEmployedHealth = federal.seHealthInsuranceDeductionCents;
  // Line 42: no property tax deduction is figured.
  const taxable = taxableIncomeAfter(grossIncome, exemptions, selfEmployedHealth);

  const noTaxThreshold = onTableB ? figures.noTaxThresholdCents.tableB : figures.noTaxThresholdCents.tableA;
  const noTax = grossIncome <= noTaxThreshold;
  const useTable = taxable < figures.taxTableBelowCents;
  const tax = noTax
    ? 0
    : useTable
      ? taxTableCents(taxable, rows, figures.taxTableRowCents)
      : scheduleTaxCents(taxable, rows); // line 43
  const taxLabel = noTax
    ? `No tax: New Jersey gross income is $${(noTaxThreshold / 100).toLocaleString('en-US')} or less`
    : useTable
      ? 'Tax from the New Jersey tax table'
      : `Tax from the rate schedule (Table ${onTableB ? 'B' : 'A'})`;

  return stateReturnOf(
    { year: input.year, projected, source: figures.source },
    {
      income: [
        step('Wages', wages),
        step('Taxable interest (your other income)', interest),
        step('Net profits from business (a loss counts as zero)', netProfits),
        step('New Jersey gross income', grossIncome),
      ],
      deductions: [
        step('Exemptions', exemptions),
        step('Self-employed health insurance', selfEmployedHealth),
      ],
      taxableIncome: step('New Jersey taxable income', taxable),
      tax: step(taxLabel, tax),
      taxAfterCredits: 'New Jersey income tax',
    },
  );
}

/**
 * "If a due date falls on a weekend or legal holiday, that payment is due the following business day." New Jersey's
 * holidays that can land on a due date: Good Friday (April 15), Juneteenth Day, the third Friday in June (June 15),
 * and Martin Luther King Jr. Day (January 15).
 */
export const newJerseyHolidays = holidays(martinLutherKingDay, goodFriday, (year) =>
  nthWeekdayOf(year, 6, 5, 3),
);

const ESTIMATES_REQUIRED_OVER_CENTS = dollars(400);

const estimates: StateEstimateRules = {
  installments: (year) => usualInstallments(year, newJerseyHolidays),
  ...whenOwingMoreThan('New Jersey', ESTIMATES_REQUIRED_OVER_CENTS),
  underpaymentForm: 'Form NJ-2210',
  // N.J.A.C. 18:35-3.2 and the Division's notice: interest only on what falls short of the lesser of 80 % of this
  // year's tax and 100 % of last year's (a full 12-month return), at any income: the statute's 110 % is not applied.
  safeHarbor: flatSafeHarbor(80, 100),
};

export const newJersey: FiguredState = { code: 'NJ', taxOf, estimates };
