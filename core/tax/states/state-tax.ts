// What every fully figured state provides, and the calendar and rates they share (the rules the states have in
// common, from whole-dollar rounding to the estimated-payment tests, are in state-rules.ts). A state's module
// (core/tax/states/<code>.ts) turns the federal figures the engine already has into the state's own tax, and says
// how the state wants it paid during the year. docs/tax-tables.md cites every figure.
import { gregorianEaster } from 'date-easter';
import { addDays, calendarDate, dayOfWeek, type CalendarDate } from '../../dates';
import { mulDivHalfUp } from '../cents-math';
import type { TaxEstimate } from '../estimate';
import type { Household } from '../household';
import type { FilingStatus } from '../tables';
import type { StateCode } from './state-codes';

/** What a state's tax is figured from: the year's federal return as the engine figured it, and the household. */
export interface StateTaxInput {
  year: number;
  filingStatus: FilingStatus;
  /** The federal figures: AGI, Schedule C profit, the half-SE deduction, wages, other income and the rest. */
  federal: TaxEstimate;
  household: Household;
  /** New York only: the person lives in New York City (its resident income tax is added). */
  nycResident: boolean;
}

/** One step of the state's return, in the order the state's form takes them, for the screen's explanation. */
export interface StateTaxStep {
  label: string;
  amountCents: number;
}

export interface StateIncomeTax {
  year: number;
  /** The state has not published this year's figures: the last published year's, carried forward. */
  projected: boolean;
  /** The state's documents the year's figures come from. */
  source: string;
  /** The income the state starts from: federal AGI with the state's additions and subtractions, or its own. */
  incomeCents: number;
  /** Standard deduction, exemptions (as deductions) and deductions of the state's own, such as Ohio's BID. */
  deductionsCents: number;
  taxableIncomeCents: number;
  /** Tax by the state's own method (its tax table where it prints one, else its rate schedule). */
  taxBeforeCreditsCents: number;
  /** Nonrefundable credits used (California's exemption credits, for example); never more than the tax. */
  creditsCents: number;
  /** The state's income tax after credits, surtaxes included. */
  taxCents: number;
  /** A local income tax the state collects with its own (New York City's, after its household credit); 0
   * elsewhere. */
  localTaxCents: number;
  /** Credits paid even beyond the tax, as the return lists them among payments (New York City's school tax credit
   * and rate reduction); empty elsewhere. */
  refundableCredits: StateTaxStep[];
  steps: StateTaxStep[];
}

/** One estimated-tax installment: its due date and the share of the year's required payment due by then. */
export interface StateInstallmentDate {
  installment: 1 | 2 | 3 | 4;
  dueDate: CalendarDate;
  /** The percent of the required annual payment this installment carries (California's 30, 40, 0, 30). */
  sharePercent: number;
}

export interface StateSafeHarborRule {
  /** Paying this percent of this year's tax avoids the penalty (90 in most states, 70 in Georgia, 80 in NJ). */
  thisYearPercent: number;
  /** Paying this percent of last year's tax avoids it too; null when the prior-year option is closed. */
  priorYearPercent: number | null;
}

export interface SafeHarborFacts {
  filingStatus: FilingStatus;
  /** This year's state AGI (California closes the prior-year option at $1,000,000). */
  thisYearIncomeCents: number;
  /** The federal AGI of this year. */
  federalAgiCents: number;
  /** Last year's AGI as the person saved it (the 110 % rules test it); null when not saved. */
  priorYearAgiCents: number | null;
}

export interface StateEstimateRules {
  installments(year: number): readonly StateInstallmentDate[];
  /**
   * Whether the state asks for estimated payments at all: most states when the tax after withholding and credits
   * reaches a minimum; Pennsylvania by the income without withholding.
   */
  required(facts: {
    taxAfterWithholdingCents: number;
    filingStatus: FilingStatus;
    federal: TaxEstimate;
  }): boolean;
  /** In words, for the screen: "California asks for estimated payments when you expect to owe $500 or more." */
  requiredRule: string;
  /** The state's own underpayment form ('FTB 5805'), which applies payments by date as the IRS's Form 2210 does. */
  underpaymentForm: string;
  safeHarbor(facts: SafeHarborFacts): StateSafeHarborRule;
}

export interface FiguredState {
  code: StateCode;
  taxOf(input: StateTaxInput): StateIncomeTax;
  estimates: StateEstimateRules;
}

/** Parts per million in a percent: a rate of 2.5 % is 25,000 ppm. */
export const PPM_PER_PERCENT = 10_000;
export const ppmOfPercent = (percent: number) => Math.round(percent * PPM_PER_PERCENT);
export const percentOfPpm = (ppm: number) => ppm / PPM_PER_PERCENT;

/** A flat rate in parts per million, rounded half-up to the cent. */
export const taxAtFlatRate = (taxableCents: number, ratePpm: number) =>
  mulDivHalfUp(Math.max(0, taxableCents), ratePpm, 1_000_000);

/** A state's holidays that can move an installment, as a set of dates for a calendar year. */
export type HolidaysOf = (year: number) => ReadonlySet<CalendarDate>;

/** The nth (1-based) weekday (0 Sunday .. 6 Saturday) of a month. */
export function nthWeekdayOf(year: number, month: number, weekday: number, nth: number): CalendarDate {
  const first = calendarDate(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, offset + 7 * (nth - 1));
}

/** Martin Luther King Jr. Day, the third Monday of January: a holiday in every figured state. */
export const martinLutherKingDay = (year: number) => nthWeekdayOf(year, 1, 1, 3);

/**
 * DC Emancipation Day, April 16, observed on the Friday before or the Monday after a weekend. It moves the federal
 * April due date, and several states move theirs with it.
 */
export function emancipationDayObserved(year: number): CalendarDate {
  const day = calendarDate(year, 4, 16);
  const weekday = dayOfWeek(day);
  if (weekday === 6) return addDays(day, -1);
  if (weekday === 0) return addDays(day, 1);
  return day;
}

/** Good Friday, two days before Easter Sunday: a holiday in New Jersey and North Carolina. */
export function goodFriday(year: number): CalendarDate {
  const easter = gregorianEaster(year);
  return addDays(calendarDate(easter.year, easter.month, easter.day), -2);
}

/** The date itself when a business day, else the next day that is not a weekend or one of the state's holidays. */
export function nextStateBusinessDay(date: CalendarDate, holidaysOf: HolidaysOf): CalendarDate {
  let day = date;
  for (;;) {
    const weekday = dayOfWeek(day);
    if (weekday !== 0 && weekday !== 6 && !holidaysOf(Number(day.slice(0, 4))).has(day)) return day;
    day = addDays(day, 1);
  }
}

/**
 * The four usual installments (April 15, June 15, September 15, January 15 of the next year), each moved past
 * weekends and the state's holidays, with the state's shares.
 */
export function usualInstallments(
  year: number,
  holidaysOf: HolidaysOf,
  shares: readonly [number, number, number, number] = [25, 25, 25, 25],
  firstDueDate: CalendarDate = calendarDate(year, 4, 15),
): StateInstallmentDate[] {
  const dates = [
    firstDueDate,
    calendarDate(year, 6, 15),
    calendarDate(year, 9, 15),
    calendarDate(year + 1, 1, 15),
  ];
  return dates.map((date, index) => ({
    installment: (index + 1) as 1 | 2 | 3 | 4,
    dueDate: nextStateBusinessDay(date, holidaysOf),
    sharePercent: shares[index]!,
  }));
}

/** The first tax year GigTally figures states for: an earlier year's state tax is "not figured". */
export const FIRST_STATE_TAX_YEAR = 2025;

/**
 * A state's figures for a year: the year's own when published, else the newest published year's, labelled
 * projected (a state's indexed amounts for a year it has not published are not guessed).
 */
export function figuresForYear<T>(
  byYear: ReadonlyMap<number, T>,
  year: number,
): { figures: T; figuresYear: number; projected: boolean } {
  const years = [...byYear.keys()].sort((a, b) => a - b);
  const published = years.filter((known) => known <= year);
  const figuresYear = published.at(-1) ?? years[0]!;
  return { figures: byYear.get(figuresYear)!, figuresYear, projected: figuresYear !== year };
}
