// North Carolina's income tax for a full-year resident (Form D-400 and the D-401 instructions) and its
// estimated payments (Form NC-40; G.S. 105-163.15). docs/tax-tables.md "North Carolina" cites every figure.
//
// North Carolina starts from federal AGI (D-400 line 6) and adds nothing back for the self-employed: the
// deductible half of SE tax, the SE health insurance and the SEP deduction stay deducted; the federal QBI
// deduction comes after federal AGI and never reaches the state. No personal exemptions: a standard deduction
// (line 11) and a child deduction stepped by federal AGI (line 10b). One flat rate, no tax table: line 15 is line
// 14 times the rate, and the D-401 has every amount rounded to the nearest whole dollar.
//
// Filing statuses: North Carolina uses the federal return's status, so the five map one to one; a qualifying
// surviving spouse has the joint amounts (G.S. 105-153.5).
import type { FilingStatus } from '../tables';
import {
  federalAgiOnForm,
  flatRateReturnOf,
  flatSafeHarbor,
  holidays,
  step,
  whenOwingAtLeast,
} from './state-rules';
import {
  emancipationDayObserved,
  figuresForYear,
  goodFriday,
  martinLutherKingDay,
  percentOfPpm,
  usualInstallments,
} from './state-tax';
import type { FiguredState, StateIncomeTax, StateTaxInput } from './state-tax';

/** A step of the child deduction table: federal AGI up to `agiUpToCents` gives `perChildCents` a child. */
interface ChildDeductionStep {
  agiUpToCents: number;
  perChildCents: number;
}

/** The child deduction table's three columns (G.S. 105-153.5(a1)). */
type ChildDeductionColumn = 'joint' | 'headOfHousehold' | 'single';

interface NorthCarolinaFigures {
  source: string;
  ratePpm: number;
  /** G.S. 105-153.5(a)(1). */
  standardDeductionCents: Record<FilingStatus, number>;
  /** Over the last step's AGI the deduction is $0. */
  childDeduction: Record<ChildDeductionColumn, readonly ChildDeductionStep[]>;
}

const dollars = (value: number) => value * 100;

/** $3,000 a child down to $500 in $500 steps, each step's AGI ceiling given. */
const steppedDown = (...ceilings: number[]): ChildDeductionStep[] =>
  ceilings.map((ceiling, index) => ({
    agiUpToCents: dollars(ceiling),
    perChildCents: dollars(3_000 - 500 * index),
  }));

// Statutory amounts, not indexed: the same for 2025 and after until the General Assembly changes them.
const standardDeductionCents: Record<FilingStatus, number> = {
  single: dollars(12_750),
  married: dollars(25_500),
  married_separately: dollars(12_750),
  head_of_household: dollars(19_125),
  qualifying_surviving_spouse: dollars(25_500),
};

const childDeduction: Record<ChildDeductionColumn, readonly ChildDeductionStep[]> = {
  joint: steppedDown(40_000, 60_000, 80_000, 100_000, 120_000, 140_000),
  headOfHousehold: steppedDown(30_000, 45_000, 60_000, 75_000, 90_000, 105_000),
  single: steppedDown(20_000, 30_000, 40_000, 50_000, 60_000, 70_000),
};

const figuresByYear: ReadonlyMap<number, NorthCarolinaFigures> = new Map([
  [
    2025,
    {
      source: 'North Carolina 2025 Form D-400 and D-401 instructions; G.S. 105-153.5 and 105-153.7',
      ratePpm: 42_500,
      standardDeductionCents,
      childDeduction,
    },
  ],
  [
    2026,
    {
      source:
        'G.S. 105-153.7 (3.99 % for taxable years after 2025), NCDOR tax rate schedules; G.S. 105-153.5',
      ratePpm: 39_900,
      standardDeductionCents,
      childDeduction,
    },
  ],
]);

// The D-401: "Round off to the nearest whole dollar" (50 cents and more go up); line 15, taxable income times the
// rate, is rounded once.

const childDeductionColumnOf = (status: FilingStatus): ChildDeductionColumn =>
  status === 'married' || status === 'qualifying_surviving_spouse'
    ? 'joint'
    : status === 'head_of_household'
      ? 'headOfHousehold'
      : 'single';

/**
 * D-400 line 10b: so much for each qualifying child for whom the federal child tax credit is allowed (a child
 * under 17), by the status's column and federal AGI; an AGI exactly on a ceiling takes that step.
 */
function childDeductionOf(
  figures: NorthCarolinaFigures,
  status: FilingStatus,
  federalAgiCents: number,
  children: number,
): number {
  const step = figures.childDeduction[childDeductionColumnOf(status)].find(
    (row) => federalAgiCents <= row.agiUpToCents,
  );
  return step ? children * step.perChildCents : 0;
}

function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const status = input.filingStatus;

  // Lines 6-8: no Schedule S addition or deduction is figured.
  const federalAgi = federalAgiOnForm(input.federal);
  const childDeduction = childDeductionOf(figures, status, federalAgi, input.household.childrenUnder17);
  const standardDeduction = figures.standardDeductionCents[status];

  return flatRateReturnOf({ year: input.year, projected, source: figures.source }, figures.ratePpm, {
    income: [step('Federal adjusted gross income', federalAgi)],
    deductions: [step('Child deduction', childDeduction), step('Standard deduction', standardDeduction)],
    // Lines 12a-14: a full-year resident's taxable income is line 12b, never below zero.
    taxableIncome: 'North Carolina taxable income',
    tax: `North Carolina income tax at ${percentOfPpm(figures.ratePpm)} %`,
  });
}

/**
 * A due date on a weekend or holiday moves to the next business day (NCDOR). The holidays that can meet an
 * installment date: Martin Luther King Jr. Day (January 15), Good Friday (a state holiday that moved the April 15,
 * 2022 deadline) and DC Emancipation Day, which moves the federal April date and which the NCDOR follows for the
 * first installment (its 2012 and 2017 notices).
 */
const northCarolinaHolidays = holidays(martinLutherKingDay, goodFriday, emancipationDayObserved);

/** G.S. 105-163.15 and the NCDOR: the tax after withholding and credits is $1,000 or more. */
const ESTIMATES_FROM_CENTS = dollars(1_000);

export const northCarolina: FiguredState = {
  code: 'NC',
  taxOf,
  estimates: {
    installments: (year) => usualInstallments(year, northCarolinaHolidays),
    ...whenOwingAtLeast('North Carolina', ESTIMATES_FROM_CENTS),
    underpaymentForm: 'Form D-422',
    // G.S. 105-163.15(d): the lesser of 90 % of this year's tax and 100 % of last year's; no high-income rule.
    safeHarbor: flatSafeHarbor(90, 100),
  },
};
