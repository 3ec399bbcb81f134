import { addDays, calendarDate, dayOfWeek, daysBetween, type CalendarDate } from '../dates';

export interface TaxDueDate {
  date: CalendarDate;
  taxYear: number;
  quarter: 1 | 2 | 3 | 4;
}

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): CalendarDate {
  const first = calendarDate(year, month, 1);
  const offset = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, offset + 7 * (nth - 1));
}

/** A fixed-date holiday moves to Friday from a Saturday and to Monday from a Sunday. */
function observed(date: CalendarDate): CalendarDate {
  const weekday = dayOfWeek(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, 1);
  return date;
}

// docs/tax-tables.md "Estimated-tax due dates": the DC legal holidays that can touch an installment date
// (26 U.S.C. 7503): New Year's Day, Martin Luther King Jr. Day and DC Emancipation Day.
function dcHolidaysNearDueDates(year: number): Set<CalendarDate> {
  return new Set([
    observed(calendarDate(year, 1, 1)),
    nthWeekday(year, 1, 1, 3),
    observed(calendarDate(year, 4, 16)),
  ]);
}

function isBusinessDay(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !dcHolidaysNearDueDates(Number(date.slice(0, 4))).has(date);
}

/** A date on a weekend or DC legal holiday moves to the next business day (26 U.S.C. 7503). */
export function nextBusinessDay(date: CalendarDate): CalendarDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

const dueDatesOfYear = new Map<number, readonly TaxDueDate[]>();

/**
 * The four estimated-tax installments of a tax year: April 15, June 15, September 15, January 15 next year. Worked
 * out once per year (every dashboard answer asks for the next one).
 */
export function estimatedTaxDueDates(taxYear: number): readonly TaxDueDate[] {
  let dates = dueDatesOfYear.get(taxYear);
  if (!dates) {
    dates = Object.freeze([
      Object.freeze({ date: nextBusinessDay(calendarDate(taxYear, 4, 15)), taxYear, quarter: 1 as const }),
      Object.freeze({ date: nextBusinessDay(calendarDate(taxYear, 6, 15)), taxYear, quarter: 2 as const }),
      Object.freeze({ date: nextBusinessDay(calendarDate(taxYear, 9, 15)), taxYear, quarter: 3 as const }),
      Object.freeze({
        date: nextBusinessDay(calendarDate(taxYear + 1, 1, 15)),
        taxYear,
        quarter: 4 as const,
      }),
    ]);
    dueDatesOfYear.set(taxYear, dates);
  }
  return dates;
}

/** The next `count` installment dates on or after `today`. */
export function upcomingTaxDueDates(today: CalendarDate, count = 4): TaxDueDate[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year, year + 1]
    .flatMap(estimatedTaxDueDates)
    .filter((due) => due.date >= today)
    .slice(0, count);
}

/** The next due date and the days until it (0 on the day itself). */
export function nextTaxDue(today: CalendarDate): { date: CalendarDate; daysUntil: number } {
  const [next] = upcomingTaxDueDates(today, 1);
  return { date: next!.date, daysUntil: daysBetween(today, next!.date) };
}
