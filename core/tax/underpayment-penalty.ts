import { addDays, daysBetween, yearOf, type CalendarDate } from '../dates';
import { toDollars } from '../money';
import type { EstimatedPayment, Quarter, RequiredInstallment } from './planner';

/**
 * The IRS underpayment rate for individuals (IRC 6621(a)(2): the federal short-term rate plus 3 points), set each
 * calendar quarter, in basis points, from the first day it applies. Sources, quarter by quarter, in
 * docs/tax-tables.md ("Underpayment penalty").
 */
export const underpaymentRates: readonly { from: CalendarDate; basisPoints: number }[] = [
  { from: '2022-01-01', basisPoints: 300 },
  { from: '2022-04-01', basisPoints: 400 },
  { from: '2022-07-01', basisPoints: 500 },
  { from: '2022-10-01', basisPoints: 600 },
  { from: '2023-01-01', basisPoints: 700 },
  { from: '2023-10-01', basisPoints: 800 },
  { from: '2025-01-01', basisPoints: 700 },
];

/** The last day of the last quarter whose rate is announced: days after it are charged at that rate, an estimate. */
export const UNDERPAYMENT_RATES_KNOWN_THROUGH: CalendarDate = '2026-03-31';

/** The rate of the quarter holding `day` (the last one known for later days). */
const rateOn = (day: CalendarDate) =>
  underpaymentRates.findLast((rate) => rate.from <= day)?.basisPoints ?? underpaymentRates[0]!.basisPoints;

/** The first day of the calendar quarter after the one holding `day`. */
function nextQuarterStart(day: CalendarDate): CalendarDate {
  const year = yearOf(day);
  const month = Number(day.slice(5, 7));
  const nextMonth = Math.floor((month - 1) / 3) * 3 + 4;
  return nextMonth > 12 ? `${year + 1}-01-01` : `${year}-${String(nextMonth).padStart(2, '0')}-01`;
}

const daysInYear = (year: number) => (new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365);

// Every day's charge is amount x rate / (10,000 x the days of its year): over 10,000 x 365 x 366, any mix of
// ordinary and leap years adds up exactly, and the penalty is rounded once.
const COMMON_DENOMINATOR = 10_000n * 365n * 366n;

/**
 * The penalty on `amountCents` left unpaid for the days after `from` through `to` (Form 2210's penalty worksheet:
 * the days from the due date to the date paid, each rate period at its own rate over the days of its year), as a
 * fraction over COMMON_DENOMINATOR.
 */
function chargeOver(amountCents: number, from: CalendarDate, to: CalendarDate): bigint {
  let charge = 0n;
  let start = from; // the day before the first day charged in this rate period
  while (start < to) {
    const periodEnd = addDays(nextQuarterStart(addDays(start, 1)), -1);
    const end = periodEnd < to ? periodEnd : to;
    const days = BigInt(daysBetween(start, end));
    const perDay = COMMON_DENOMINATOR / (10_000n * BigInt(daysInYear(yearOf(end))));
    charge += BigInt(amountCents) * days * BigInt(rateOn(end)) * perDay;
    start = end;
  }
  return charge;
}

const roundedCents = (charge: bigint) =>
  Number((charge * 2n + COMMON_DENOMINATOR) / (COMMON_DENOMINATOR * 2n));

/** Form 2210's penalty stops on the return's due date: April 15 of the next year. */
export const returnDueDate = (taxYear: number): CalendarDate => `${taxYear + 1}-04-15`;

export interface InstallmentLateness {
  quarter: Quarter;
  dueDate: CalendarDate;
  /** What is left unpaid of it on `today` (0 before its due date, and once paid). */
  unpaidCents: number;
  /** The estimated penalty so far: on each part, from the due date to the day it was paid, or to today. */
  penaltyToDateCents: number;
  /** The penalty should what is unpaid today stay unpaid to the return's due date: paying today saves the rest. */
  penaltyIfUnpaidCents: number;
}

interface Shortfall {
  index: number;
  cents: number;
}

/**
 * Each installment's lateness on `today`, payments applied as Form 2210 applies them, by date, to the oldest
 * installment still short first, and withholding counted on the due dates, paying its own installment first. Only
 * payments made by `today` count: one dated later has not reduced anything yet.
 */
export function installmentLateness(
  installments: readonly RequiredInstallment[],
  payments: readonly EstimatedPayment[],
  withheld: readonly EstimatedPayment[],
  today: CalendarDate,
  penaltyEnds: CalendarDate,
): InstallmentLateness[] {
  const charges = installments.map(() => 0n);
  const open: Shortfall[] = [];
  let unapplied = 0;
  const stopAt = (day: CalendarDate) => (day < penaltyEnds ? day : penaltyEnds);
  // The paid part of a shortfall stops being charged the day it is paid.
  const pay = (cents: number, day: CalendarDate) => {
    let left = cents;
    while (left > 0 && open.length > 0) {
      const oldest = open[0]!;
      const paid = Math.min(left, oldest.cents);
      charges[oldest.index]! += chargeOver(paid, installments[oldest.index]!.dueDate, stopAt(day));
      oldest.cents -= paid;
      left -= paid;
      if (oldest.cents === 0) open.shift();
    }
    unapplied += left;
  };
  const events = [
    ...installments.map((installment, index) => ({ day: installment.dueDate, order: 0, index, cents: 0 })),
    ...payments
      .filter((payment) => payment.date <= today)
      .map((payment) => ({ day: payment.date, order: 1, index: -1, cents: payment.amountCents })),
  ].sort((a, b) => (a.day === b.day ? a.order - b.order : a.day < b.day ? -1 : 1));
  for (const event of events) {
    if (event.order === 1) {
      pay(event.cents, event.day);
      continue;
    }
    if (event.day > today) break;
    const installment = installments[event.index]!;
    const ownWithheld = withheld
      .filter((part) => part.date === installment.dueDate)
      .reduce((sum, part) => sum + part.amountCents, 0);
    const fromWithheld = Math.min(installment.requiredCents, ownWithheld);
    const fromEarlier = Math.min(installment.requiredCents - fromWithheld, unapplied);
    unapplied -= fromEarlier;
    const short = installment.requiredCents - fromWithheld - fromEarlier;
    if (short > 0) open.push({ index: event.index, cents: short });
    const overWithheld = ownWithheld - fromWithheld;
    if (overWithheld > 0) pay(overWithheld, installment.dueDate);
  }
  return installments.map((installment, index) => {
    const unpaidCents = open
      .filter((shortfall) => shortfall.index === index)
      .reduce((sum, shortfall) => sum + shortfall.cents, 0);
    const toDate = charges[index]! + chargeOver(unpaidCents, installment.dueDate, stopAt(today));
    const ifUnpaid = charges[index]! + chargeOver(unpaidCents, installment.dueDate, penaltyEnds);
    return {
      quarter: installment.quarter,
      dueDate: installment.dueDate,
      unpaidCents,
      penaltyToDateCents: roundedCents(toDate),
      penaltyIfUnpaidCents: roundedCents(ifUnpaid),
    };
  });
}

/** An installment past its due date and not fully paid, as the planner sends it. */
export interface OverdueInstallment {
  unpaid: number;
  /** The estimated underpayment penalty so far; null where it is not figured (states' penalties). */
  penaltyToDate: number | null;
  /** What it would be by the return's due date should nothing more be paid; null where not figured. */
  penaltyIfUnpaid: number | null;
}

/** The overdue part of a lateness, in dollars: null while the installment is not yet due, or is paid. */
export function overdueOf(
  lateness: InstallmentLateness,
  today: CalendarDate,
  withPenalty: boolean,
): OverdueInstallment | null {
  if (lateness.dueDate >= today || lateness.unpaidCents <= 0) return null;
  return {
    unpaid: toDollars(lateness.unpaidCents),
    penaltyToDate: withPenalty ? toDollars(lateness.penaltyToDateCents) : null,
    penaltyIfUnpaid: withPenalty ? toDollars(lateness.penaltyIfUnpaidCents) : null,
  };
}
