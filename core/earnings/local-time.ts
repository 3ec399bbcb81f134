import { isCalendarDate, type CalendarDate } from '../dates';

// A shift's start and end are wall-clock times where the person worked ('2026-11-28T09:00'), as a phone's clock shows
// them; the time zone they were typed in, when the browser sends it, lets the length of a shift across a change of
// daylight saving time count the hour the clocks skipped or repeated.

/** A local date and time to the minute: 'YYYY-MM-DDTHH:MM'. */
export type LocalDateTime = string;

const pattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

export function isLocalDateTime(value: string): boolean {
  const match = pattern.exec(value);
  if (!match) return false;
  const [, date, hour, minute] = match as unknown as [string, string, string, string];
  return isCalendarDate(date) && Number(hour) <= 23 && Number(minute) <= 59;
}

/** The calendar date of a local date and time. */
export const dateOfLocal = (local: LocalDateTime): CalendarDate => local.slice(0, 10);

/** Minutes since midnight of a local date and time. */
export const minuteOfDay = (local: LocalDateTime): number =>
  Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));

/** A local date and time read as if it were UTC, in milliseconds: wall-clock arithmetic without any zone. */
export function wallMillis(local: LocalDateTime): number {
  return Date.parse(`${local}:00Z`);
}

/** The local date and time `minutes` after another, on the wall clock. */
export function addWallMinutes(local: LocalDateTime, minutes: number): LocalDateTime {
  return new Date(wallMillis(local) + minutes * 60_000).toISOString().slice(0, 16);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** Whether the runtime knows an IANA time zone name ('America/Chicago'). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    zoneFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** How far a zone's wall clock is ahead of UTC at an instant, in minutes (New York in winter: -300). */
function zoneOffsetMinutes(zone: string, instant: number): number {
  const parts = Object.fromEntries(
    zoneFormat(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time names in a zone, in milliseconds. A time the clocks skipped (2:30 on the spring
 * morning) is read with the offset before the change; a time they repeated, as its first occurrence.
 */
function instantOf(local: LocalDateTime, zone: string): number {
  const wall = wallMillis(local);
  const before = zoneOffsetMinutes(zone, wall - 86_400_000);
  const after = zoneOffsetMinutes(zone, wall + 86_400_000);
  const withBefore = wall - before * 60_000;
  if (before === after || zoneOffsetMinutes(zone, withBefore) === before) return withBefore;
  return wall - after * 60_000;
}

/**
 * The minutes from one local time to another: on the wall clock without a zone, and with one, the minutes that
 * really passed (a night shift across the autumn change is an hour longer than its clock times say).
 */
export function minutesBetween(start: LocalDateTime, end: LocalDateTime, zone: string | null): number {
  if (zone === null) return Math.round((wallMillis(end) - wallMillis(start)) / 60_000);
  return Math.round((instantOf(end, zone) - instantOf(start, zone)) / 60_000);
}
