import type { CalendarDate } from '../../../core/dates';
import { estimatedTaxDueDates, upcomingTaxDueDates, type TaxDueDate } from '../../../core/tax/due-dates';
import type { Quarter } from '../../../core/tax/planner';

/**
 * The installment of `taxYear` a payment made on `date` pays: the first whose due date is on or after the date
 * (on or before April 15 → Q1, then June 15 → Q2, September 15 → Q3); after September 15, and in January of the
 * next year, the fourth; a late payment after that still goes to the fourth. Due dates are the real ones, moved
 * past weekends and holidays (core/tax/due-dates.ts).
 */
export function quarterPaidOn(date: CalendarDate, taxYear: number): Quarter {
  const due = estimatedTaxDueDates(taxYear).find((installment) => date <= installment.date);
  return due?.quarter ?? 4;
}

/** The installment due next on `date`, of whichever tax year (in early January, last year's fourth). */
export function installmentDueOn(date: CalendarDate): TaxDueDate {
  return upcomingTaxDueDates(date, 1)[0]!;
}
