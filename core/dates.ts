// A transaction's date is a calendar date 'YYYY-MM-DD', never a timestamp: arithmetic runs in UTC so that no
// time zone can move a date to another day.
export type CalendarDate = string;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = pattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtc(date: CalendarDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return fromUtc(new Date(Date.UTC(year, month - 1, day)));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const utc = toUtc(date);
  const day = utc.getUTCDate();
  utc.setUTCDate(1);
  utc.setUTCMonth(utc.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(utc.getUTCFullYear(), utc.getUTCMonth() + 1, 0)).getUTCDate();
  utc.setUTCDate(Math.min(day, lastDay));
  return fromUtc(utc);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return toUtc(date).getUTCDay();
}

/** The days' names by dayOfWeek (and PostgreSQL's extract(dow)): Sunday first. */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export function yearOf(date: CalendarDate): number {
  return Number(date.slice(0, 4));
}

/** The local calendar date of an instant in the runtime's time zone (the browser's: the user's "today"). */
export function localDate(instant: Date = new Date()): CalendarDate {
  return calendarDate(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
}

/** The months' English names, January first, as statements and receipts print them (lower case). */
export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
