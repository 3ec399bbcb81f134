import { z } from 'zod';
import type { Item } from './items';

// The calendar: at most 2 items shown on a day, then '+N more'.
export const CALENDAR_ITEMS_PER_DAY = 2;
export const calendarEmptyText = 'No transactions for this date. Add one to get started!';

export const calendarQuerySchema = z.object({
  month: z
    .string({ error: 'Month must be YYYY-MM' })
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM between 2000-01 and 2099-12'),
});

export interface CalendarDay {
  date: string;
  income: number;
  expenses: number;
  /** The day's first items (at most CALENDAR_ITEMS_PER_DAY). */
  items: Item[];
  /** How many more the day holds, shown as '+N more'. */
  more: number;
}

export interface CalendarMonth {
  month: string;
  /** Only the days that hold items. */
  days: CalendarDay[];
}

/** The dates the grid shows for a month: whole weeks, Sunday to Saturday as on US calendars, YYYY-MM-DD. */
export function monthGrid(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const start = new Date(first);
  start.setUTCDate(1 - first.getUTCDay());
  const last = new Date(Date.UTC(year, monthNumber, 0));
  const end = new Date(last);
  end.setUTCDate(last.getUTCDate() + (6 - last.getUTCDay()));
  const dates: string[] = [];
  for (const day = start; day <= end; day.setUTCDate(day.getUTCDate() + 1))
    dates.push(day.toISOString().slice(0, 10));
  return dates;
}
