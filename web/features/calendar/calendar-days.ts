import { format } from 'date-fns';
import type { CalendarDay } from '../../../core/calendar';
import { addDays, addMonths, dayOfWeek, type CalendarDate } from '../../../core/dates';
import type { Formatters } from '../../../core/format';
import { estimatedTaxDueDates, type TaxDueDate } from '../../../core/tax/due-dates';

/** A calendar date as a local Date at midnight, for date-fns' formatting only. */
const localMidnight = (date: CalendarDate) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

export const monthOf = (date: CalendarDate): string => date.slice(0, 7);

/** 'November 2026' for '2026-11'. */
export const monthTitle = (month: string): string => format(localMidnight(`${month}-01`), 'MMMM yyyy');

/** 'November 20, 2026'. */
export const longDate = (date: CalendarDate): string => format(localMidnight(date), 'MMMM d, yyyy');

/** 'Friday, November 20, 2026'. */
export const weekdayDate = (date: CalendarDate): string => format(localMidnight(date), 'EEEE, MMMM d, yyyy');

/** The estimated-tax installments that fall on the given dates (a January date is the year before's Q4). */
export function taxDueDatesOn(dates: readonly CalendarDate[]): Map<CalendarDate, TaxDueDate> {
  const years = new Set(dates.map((date) => Number(date.slice(0, 4))));
  const shown = new Set(dates);
  const byDate = new Map<CalendarDate, TaxDueDate>();
  for (const year of [...years].flatMap((y) => [y - 1, y])) {
    for (const due of estimatedTaxDueDates(year)) if (shown.has(due.date)) byDate.set(due.date, due);
  }
  return byDate;
}

export const taxDueBadge = (due: TaxDueDate) => `Q${due.quarter} tax due`;

/**
 * What a day's button says to a screen reader: 'November 20, 2026: income $300.00, expenses $12.00,
 * 3 transactions'; days without items say 'no transactions'.
 */
export function dayCellLabel(
  date: CalendarDate,
  day: CalendarDay | undefined,
  format: Pick<Formatters, 'money'>,
  extras: { today?: boolean; taxDue?: TaxDueDate | undefined } = {},
): string {
  const parts: string[] = [];
  const count = day ? day.items.length + day.more : 0;
  if (count === 0) parts.push('no transactions');
  else {
    if (day!.income > 0) parts.push(`income ${format.money(day!.income)}`);
    if (day!.expenses > 0) parts.push(`expenses ${format.money(day!.expenses)}`);
    parts.push(count === 1 ? '1 transaction' : `${count} transactions`);
  }
  if (extras.taxDue) parts.push(`Q${extras.taxDue.quarter} ${extras.taxDue.taxYear} estimated tax due`);
  return `${longDate(date)}${extras.today ? ' (today)' : ''}: ${parts.join(', ')}`;
}

/**
 * Where a key moves the chosen day on the grid (the APG date-picker keys): arrows by a day or a week, Home and End
 * to the week's first and last day, Page Up and Page Down by a month. Null for other keys.
 */
export function dateAfterKey(date: CalendarDate, key: string): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -dayOfWeek(date));
    case 'End':
      return addDays(date, 6 - dayOfWeek(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}
