import { format } from 'date-fns';
import type { CalendarDay } from '../../../core/calendar';
import { addDays, addMonths, dayOfWeek, type CalendarDate } from '../../../core/dates';
import type { Formatters } from '../../../core/format';
import type { StateDueDates } from '../../../core/tax/states/state-due-dates';
import { taxCalendarPath } from '../../../core/tax/tax-calendar-path';
import { bothDue, taxDueDaysOn, taxDueName, type TaxDueDay } from '../../../core/tax/tax-due-days';

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

/**
 * The estimated-tax installments that fall on the given dates (a January date is the year before's Q4), with the
 * person's state's when the summary has said which state that is (docs/tax-tables.md, "State income tax").
 */
export const taxDueDatesOn = (
  dates: readonly CalendarDate[],
  state: StateDueDates | null = null,
): Map<CalendarDate, TaxDueDay> => taxDueDaysOn(dates, state);

/**
 * The day's badge, short for a day's cell: 'Q4 tax due'; 'VA Q1 due' for the state's alone, 'Q1 + CA due' for both
 * (the legend says what is due, the day's name and note say it in full).
 */
export function taxDueBadge(due: TaxDueDay): string {
  if (due.federal && due.state && due.personState)
    return `Q${due.federal.quarter} + ${due.personState.code} due`;
  if (due.state && due.personState) return `${due.personState.code} Q${due.state.quarter} due`;
  return `Q${due.federal!.quarter} tax due`;
}

/** The chosen day's note: 'Q4 2026 estimated tax payment due.', 'Q1 2026 federal and California ... payments due.' */
export const taxDueNote = (due: TaxDueDay): string =>
  `${taxDueName(due)} ${bothDue(due) ? 'payments' : 'payment'} due.`;

/**
 * The calendar feed's link, with the person's state's dates when they chose a state. Its words stay the same
 * (Help names them).
 */
export const taxCalendarHref = (state: Pick<StateDueDates, 'code'> | null): string =>
  taxCalendarPath(state?.code ?? null);

/**
 * What a day's button says to a screen reader: 'November 20, 2026: income $300.00, expenses $12.00,
 * 3 transactions'; days without items say 'no transactions'.
 */
export function dayCellLabel(
  date: CalendarDate,
  day: CalendarDay | undefined,
  format: Pick<Formatters, 'money'>,
  extras: { today?: boolean; taxDue?: TaxDueDay | undefined } = {},
): string {
  const parts: string[] = [];
  const count = day ? day.items.length + day.more : 0;
  if (count === 0) parts.push('no transactions');
  else {
    if (day!.income > 0) parts.push(`income ${format.money(day!.income)}`);
    if (day!.expenses > 0) parts.push(`expenses ${format.money(day!.expenses)}`);
    parts.push(count === 1 ? '1 transaction' : `${count} transactions`);
  }
  if (extras.taxDue) parts.push(`${taxDueName(extras.taxDue)} due`);
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
