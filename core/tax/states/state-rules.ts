// The rules the figured states have in common, each taking the state's own figures: whole-dollar lines, a flat
// rate or a printed rate schedule, exemptions by household, the return's totals from its lines, and the usual
// estimated-payment tests. A state's module keeps its figures (with their citations), the lines of its own form and
// whatever is its alone.
import { formatCount } from '../../format';
import type { CalendarDate } from '../../dates';
import { mulDivHalfUp } from '../cents-math';
import type { TaxEstimate } from '../estimate';
import type { Household } from '../household';
import type { FilingStatus } from '../tables';
import {
  percentOfPpm,
  type HolidaysOf,
  type SafeHarborFacts,
  type StateEstimateRules,
  type StateIncomeTax,
  type StateSafeHarborRule,
  type StateTaxStep,
} from './state-tax';

/** A form's whole-dollar line, in cents: 50 cents or more round up (most states' forms take whole dollars). */
export const wholeDollarCents = (cents: number) => mulDivHalfUp(cents, 1, 100) * 100;

/** An amount the law sets apart for a married person filing separately (most often half the others'). */
export interface StatusAmount {
  cents: number;
  separateCents: number;
}

export const amountForStatus = (amount: StatusAmount, status: FilingStatus) =>
  status === 'married_separately' ? amount.separateCents : amount.cents;

/** The filer, and the spouse on a joint return. */
export const filersOn = (status: FilingStatus) => (status === 'married' ? 2 : 1);

export const dependentsOf = (household: Household) => household.childrenUnder17 + household.otherDependents;

/** The exemptions most states count: the filer, the spouse on a joint return and each dependent. */
export const exemptionCountOf = (status: FilingStatus, household: Household) =>
  filersOn(status) + dependentsOf(household);

/** Federal AGI as the state's form carries it, in whole dollars. */
export const federalAgiOnForm = (federal: TaxEstimate) => wholeDollarCents(federal.adjustedGrossIncomeCents);

/** The income left to tax after the deductions and exemptions, never below zero. */
export const taxableIncomeAfter = (incomeCents: number, ...deductionsCents: number[]) =>
  Math.max(0, incomeCents - deductionsCents.reduce((sum, deduction) => sum + deduction, 0));

/**
 * A flat rate's tax rounded once to the whole dollar, as the forms ask: rounding to the cent first could carry an
 * amount like $x.4975 up to the next dollar.
 */
export const flatTaxInWholeDollars = (taxableCents: number, ratePpm: number) =>
  mulDivHalfUp(Math.max(0, taxableCents), ratePpm, 100 * 1_000_000) * 100;

export const taxAtRateLabel = (ratePpm: number) => `Tax at ${percentOfPpm(ratePpm)} %`;

/** A non-negative amount divided half-up, in exact integers (millionths of a cent outgrow 2^53). */
export const divideHalfUp = (value: bigint, divisor: bigint) =>
  Number((value * 2n + divisor) / (divisor * 2n));

/** A printed row of a rate schedule: over `overCents`, the tax is `baseCents` plus `ratePpm` of the excess. */
export interface ScheduleRow {
  overCents: number;
  /** As printed: a state may round each bracket's base, so it is not recomputed from the rows below. */
  baseCents: number;
  ratePpm: number;
}

export type RateSchedule = readonly ScheduleRow[];

/** The row an amount falls in; none at or under the first row's threshold (no tax there). */
const scheduleRowOf = (taxableCents: number, schedule: RateSchedule) =>
  schedule.findLast((row) => taxableCents > row.overCents);

/** A rate schedule's tax to the cent. */
export function scheduleTax(taxableCents: number, schedule: RateSchedule): number {
  const row = scheduleRowOf(taxableCents, schedule);
  if (!row) return 0;
  return row.baseCents + mulDivHalfUp(taxableCents - row.overCents, row.ratePpm, 1_000_000);
}

/**
 * A rate schedule's tax rounded once to the whole dollar, base and excess together: a base printed with cents
 * (California's, Ohio's) must not be rounded apart from the rate's part.
 */
export function scheduleTaxInWholeDollars(taxableCents: number, schedule: RateSchedule): number {
  const row = scheduleRowOf(taxableCents, schedule);
  if (!row) return 0;
  const millionthsOfCent =
    BigInt(row.baseCents) * 1_000_000n + BigInt(taxableCents - row.overCents) * BigInt(row.ratePpm);
  return divideHalfUp(millionthsOfCent, 100_000_000n) * 100;
}

/** Where a bracket starts in one schedule, in dollars as printed: over `over`, `base` plus the bracket's rate. */
type BracketStart = readonly [over: number, base: number];

/** One rate of schedules that share their rates (a state's statuses), and where its bracket starts in each. */
export type SharedRateBracket<Schedule extends string> = readonly [
  ratePpm: number,
  starts: Readonly<Record<Schedule, BracketStart>>,
];

const printedCents = (dollars: number) => Math.round(dollars * 100);

/** The schedules of a state whose statuses share the rates and differ only in where each bracket starts. */
export function schedulesOfSharedRates<Schedule extends string>(
  brackets: readonly SharedRateBracket<Schedule>[],
): Record<Schedule, RateSchedule> {
  const schedules = {} as Record<Schedule, RateSchedule>;
  for (const name of Object.keys(brackets[0]![1]) as Schedule[])
    schedules[name] = brackets.map(([ratePpm, starts]) => ({
      overCents: printedCents(starts[name][0]),
      baseCents: printedCents(starts[name][1]),
      ratePpm,
    }));
  return schedules;
}

/** A tax table's row holding an amount, rows `rowCents` wide from zero: the schedule is taken at its middle. */
export const taxTableRowMiddle = (taxableCents: number, rowCents: number) =>
  Math.floor(taxableCents / rowCents) * rowCents + rowCents / 2;

/** A line of the state's return as the screen lists it. */
export const step = (label: string, amountCents: number): StateTaxStep => ({ label, amountCents });

/** A line the form shows only when there is an amount on it. */
export const stepIfAny = (label: string, amountCents: number): StateTaxStep[] =>
  amountCents > 0 ? [step(label, amountCents)] : [];

const totalOf = (steps: readonly StateTaxStep[]) => steps.reduce((sum, line) => sum + line.amountCents, 0);

/** The year a return is figured for, and the figures it is figured with. */
export type ReturnYear = Pick<StateIncomeTax, 'year' | 'projected' | 'source'>;

/** A return's amounts: no credits, no local tax and no refundable credits unless given. */
export interface ReturnAmounts {
  incomeCents: number;
  deductionsCents: number;
  taxableIncomeCents: number;
  taxBeforeCreditsCents: number;
  creditsCents?: number;
  /** The tax before credits less the credits unless given (California adds a surtax after its credits). */
  taxCents?: number;
  localTaxCents?: number;
  refundableCredits?: StateTaxStep[];
  steps: StateTaxStep[];
}

export function stateIncomeTaxOf(returnYear: ReturnYear, amounts: ReturnAmounts): StateIncomeTax {
  const creditsCents = amounts.creditsCents ?? 0;
  return {
    ...returnYear,
    incomeCents: amounts.incomeCents,
    deductionsCents: amounts.deductionsCents,
    taxableIncomeCents: amounts.taxableIncomeCents,
    taxBeforeCreditsCents: amounts.taxBeforeCreditsCents,
    creditsCents,
    taxCents: amounts.taxCents ?? amounts.taxBeforeCreditsCents - creditsCents,
    localTaxCents: amounts.localTaxCents ?? 0,
    refundableCredits: amounts.refundableCredits ?? [],
    steps: amounts.steps,
  };
}

/**
 * A return told by its lines, which the screen lists in this order: the lines that come to the state's income (the
 * last is that income), the deductions and exemptions, the taxable income, the tax, the credits, and the tax after
 * credits where the form has a line for it. The return's totals are its lines' sums, so the screen's explanation
 * always adds up to the figures the estimate uses.
 */
export interface ReturnLines {
  income: readonly [StateTaxStep, ...StateTaxStep[]];
  deductions?: readonly StateTaxStep[];
  /** Left out where the form has no line for it: the income less the deductions. */
  taxableIncome?: StateTaxStep;
  tax: StateTaxStep;
  credits?: readonly StateTaxStep[];
  /** The label of the tax after credits, where the form has such a line. */
  taxAfterCredits?: string;
}

export function stateReturnOf(returnYear: ReturnYear, lines: ReturnLines): StateIncomeTax {
  const { income, deductions = [], taxableIncome, tax, credits = [], taxAfterCredits } = lines;
  const incomeCents = income.at(-1)!.amountCents;
  const deductionsCents = totalOf(deductions);
  const creditsCents = totalOf(credits);
  const taxCents = tax.amountCents - creditsCents;
  return stateIncomeTaxOf(returnYear, {
    incomeCents,
    deductionsCents,
    taxableIncomeCents: taxableIncome?.amountCents ?? taxableIncomeAfter(incomeCents, deductionsCents),
    taxBeforeCreditsCents: tax.amountCents,
    creditsCents,
    taxCents,
    steps: [
      ...income,
      ...deductions,
      ...(taxableIncome ? [taxableIncome] : []),
      tax,
      ...credits,
      ...(taxAfterCredits === undefined ? [] : [step(taxAfterCredits, taxCents)]),
    ],
  });
}

/** A return taxed at one flat rate: like `ReturnLines`, but the taxable income and the tax follow from the lines. */
export interface FlatRateLines {
  income: ReturnLines['income'];
  deductions?: readonly StateTaxStep[];
  /** The taxable income line's label; left out where the form has no such line. */
  taxableIncome?: string;
  /** The tax line's label: 'Tax at 4.95 %' unless the form words it otherwise. */
  tax?: string;
  /** The credits, which may depend on the tax (most may not exceed it). */
  credits?: (taxCents: number) => readonly StateTaxStep[];
  taxAfterCredits?: string;
}

/** A state that taxes what its deductions and exemptions leave at one rate, rounded once to the whole dollar. */
export function flatRateReturnOf(
  returnYear: ReturnYear,
  ratePpm: number,
  lines: FlatRateLines,
): StateIncomeTax {
  const { income, deductions = [], credits } = lines;
  const taxable = taxableIncomeAfter(income.at(-1)!.amountCents, totalOf(deductions));
  const tax = flatTaxInWholeDollars(taxable, ratePpm);
  return stateReturnOf(returnYear, {
    income,
    deductions,
    taxableIncome: lines.taxableIncome === undefined ? undefined : step(lines.taxableIncome, taxable),
    tax: step(lines.tax ?? taxAtRateLabel(ratePpm), tax),
    credits: credits?.(tax),
    taxAfterCredits: lines.taxAfterCredits,
  });
}

/** The holidays of a state that can move an installment, each given as its date in a year. */
export const holidays =
  (...dayIn: readonly ((year: number) => CalendarDate)[]): HolidaysOf =>
  (year) =>
    new Set(dayIn.map((day) => day(year)));

const usd = (cents: number) => `$${formatCount(cents / 100)}`;

/** The screen's sentence: 'Ohio asks for estimated payments when you expect to owe more than $500 after ...'. */
export const askingRule = (state: string, owing: string, aside?: string) =>
  `${state} asks for estimated payments when you expect to owe ${owing} after withholding and credits` +
  (aside === undefined ? '.' : ` (${aside}).`);

type AskingRule = Pick<StateEstimateRules, 'required' | 'requiredRule'>;

/** The usual test: estimated payments when the tax left after withholding and credits is more than an amount. */
export const whenOwingMoreThan = (state: string, cents: number): AskingRule => ({
  required: ({ taxAfterWithholdingCents }) => taxAfterWithholdingCents > cents,
  requiredRule: askingRule(state, `more than ${usd(cents)}`),
});

/** The usual test where the amount itself is enough; `ofWhat` names the tax where the state counts more than its own. */
export const whenOwingAtLeast = (state: string, cents: number, ofWhat?: string): AskingRule => ({
  required: ({ taxAfterWithholdingCents }) => taxAfterWithholdingCents >= cents,
  requiredRule: askingRule(state, `${usd(cents)} or more${ofWhat === undefined ? '' : ` of ${ofWhat}`}`),
});

/** A safe harbor at every income: the lesser of a percent of this year's tax and a percent of last year's. */
export const flatSafeHarbor =
  (thisYearPercent: number, priorYearPercent: number) => (): StateSafeHarborRule => ({
    thisYearPercent,
    priorYearPercent,
  });

/**
 * The federal shape of safe harbor: 90 % of this year's tax, or 100 % of last year's, 110 % when last year's AGI
 * passed the status's line. `lastYearAgiOf` says what stands for last year's AGI; by default only the saved one,
 * and without it the 100 % rule.
 */
export const highIncomeSafeHarbor =
  (
    line: StatusAmount,
    lastYearAgiOf: (facts: SafeHarborFacts) => number | null = (facts) => facts.priorYearAgiCents,
  ) =>
  (facts: SafeHarborFacts): StateSafeHarborRule => {
    const lastYearAgi = lastYearAgiOf(facts);
    const high = lastYearAgi !== null && lastYearAgi > amountForStatus(line, facts.filingStatus);
    return { thisYearPercent: 90, priorYearPercent: high ? 110 : 100 };
  };
