import { addDays, addMonths, type CalendarDate } from './dates';

// The windows of the dashboard and the reports: the last 7 days, this calendar month to date, the last 3 months and the
// last 12 months, each ending today. A month is always the calendar month; the rolling windows say they are rolling.
// One label per window for both: the dashboard offers all time where the reports offer the last 12 months.
export const periodLabels = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
  all: 'All Time',
} as const;
export type Period = keyof typeof periodLabels;

export const dashboardPeriods = ['week', 'month', 'quarter', 'all'] as const satisfies readonly Period[];
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const dashboardPeriodLabels: Record<DashboardPeriod, string> = periodLabels;

const firstOfMonth = (date: CalendarDate) => `${date.slice(0, 7)}-01`;
const lastOfMonth = (date: CalendarDate) => addDays(addMonths(firstOfMonth(date), 1), -1);

export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** The window ending today (inclusive); null for all time. */
export function periodRange(period: Period, today: CalendarDate): DateRange | null {
  switch (period) {
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: firstOfMonth(today), to: today };
    case 'quarter':
      return { from: addDays(addMonths(today, -3), 1), to: today };
    case 'year':
      return { from: addDays(addMonths(today, -12), 1), to: today };
    case 'all':
      return null;
  }
}

/** How many days a range holds, its ends included. */
export const daysIn = (range: DateRange): number =>
  Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;

/** The earliest and the latest date of `rows` (at least one): the days a file or a sync brings. */
export function rangeOfDates(rows: readonly { date: CalendarDate }[]): DateRange {
  let [from, to] = [rows[0]!.date, rows[0]!.date];
  for (const { date } of rows) {
    if (date < from) from = date;
    if (date > to) to = date;
  }
  return { from, to };
}

/**
 * The period to compare `range` with: for a calendar month (or a month to date), the same days of the month before
 * (the whole month before for a whole month); for any other range, the same number of days just before it.
 */
export function previousRange(range: DateRange): DateRange {
  const monthStart = firstOfMonth(range.from);
  if (range.from === monthStart && range.to.slice(0, 7) === range.from.slice(0, 7)) {
    const before = addMonths(monthStart, -1);
    const to = range.to === lastOfMonth(range.to) ? lastOfMonth(before) : addMonths(range.to, -1);
    return { from: before, to };
  }
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

const rollingNames = { week: 'Last 7 days', quarter: 'Last 3 months', year: 'Last 12 months' } as const;

/**
 * The dates a period's figures cover, in words: 'This month: 11/01/2026 – 11/28/2026', 'Last 7 days: 11/22/2026 –
 * 11/28/2026'; 'All time' without a range.
 */
export function periodDatesText(
  period: Period,
  range: DateRange | null,
  date: (day: CalendarDate) => string,
): string {
  if (range === null || period === 'all') return 'All time: everything recorded';
  const dates = `${date(range.from)} \u2013 ${date(range.to)}`;
  return period === 'month' ? `This month: ${dates}` : `${rollingNames[period]}: ${dates}`;
}

/** The `count` calendar months ending with today's, oldest first, as YYYY-MM. */
export function lastMonths(today: CalendarDate, count: number): string[] {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, index) => addMonths(firstOfMonth, index - count + 1).slice(0, 7));
}

/** A range cut for the kept month totals: the whole calendar months inside it, and the days left at either end. */
export interface MonthSplit {
  /** First days of the first and last whole month, or null when the range holds no whole month. */
  wholeMonths: DateRange | null;
  /**
   * The days before and after the whole months (or the whole range when there are none), each within one calendar
   * month (so the database totals each span under its month without working out every item's month).
   */
  days: DateRange[];
}

export function splitByMonths(range: DateRange): MonthSplit {
  const firstWhole =
    range.from === firstOfMonth(range.from) ? range.from : addMonths(firstOfMonth(range.from), 1);
  const lastWholeEnd = range.to === lastOfMonth(range.to) ? range.to : addDays(firstOfMonth(range.to), -1);
  if (firstWhole > lastWholeEnd) {
    // No whole month: the range lies within one month, or across the end of one and the start of the next.
    const endOfFirst = lastOfMonth(range.from);
    return {
      wholeMonths: null,
      days:
        endOfFirst < range.to
          ? [
              { from: range.from, to: endOfFirst },
              { from: addDays(endOfFirst, 1), to: range.to },
            ]
          : [range],
    };
  }
  const days: DateRange[] = [];
  if (range.from < firstWhole) days.push({ from: range.from, to: addDays(firstWhole, -1) });
  if (lastWholeEnd < range.to) days.push({ from: addDays(lastWholeEnd, 1), to: range.to });
  return { wholeMonths: { from: firstWhole, to: firstOfMonth(lastWholeEnd) }, days };
}

/** The days of a span's calendar month outside it (the span lies within one month, as splitByMonths cuts them). */
export function monthDaysOutside(span: DateRange): DateRange[] {
  const first = firstOfMonth(span.from);
  const last = lastOfMonth(span.from);
  const outside: DateRange[] = [];
  if (first < span.from) outside.push({ from: first, to: addDays(span.from, -1) });
  if (span.to < last) outside.push({ from: addDays(span.to, 1), to: last });
  return outside;
}
