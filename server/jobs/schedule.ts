import { addDays, calendarDate, dayOfWeek, daysBetween, yearOf, type CalendarDate } from '../../core/dates';
import type { DateRange } from '../../core/periods';

// GigTally keeps no time zone per person, so reminders follow one zone (REMINDER_TIME_ZONE, America/New_York by
// default: the middle of the US's population) and go out no earlier than 09:00 there.
export const SEND_FROM_HOUR = 9;

export interface LocalClock {
  date: CalendarDate;
  hour: number;
  minute: number;
}

/** The calendar day and time of an instant in a time zone. */
export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return {
    date: calendarDate(part('year'), part('month'), part('day')),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** Whether the name is a time zone this runtime knows ('America/New_York'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** ISO 8601 week of a date, as '2026-W47' (the year is the one its Thursday falls in). */
export function isoWeekKey(date: CalendarDate): string {
  const thursday = addDays(date, 3 - ((dayOfWeek(date) + 6) % 7));
  const year = yearOf(thursday);
  const week = Math.floor(daysBetween(calendarDate(year, 1, 1), thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export interface ReportedWeek extends DateRange {
  /** The ISO week reported on: one weekly report per person and key. */
  key: string;
}

/** The week a weekly report sent on `today` is about: the last whole Monday-to-Sunday week before it. */
export function reportedWeek(today: CalendarDate): ReportedWeek {
  const monday = addDays(today, -((dayOfWeek(today) + 6) % 7));
  const from = addDays(monday, -7);
  return { from, to: addDays(monday, -1), key: isoWeekKey(from) };
}
