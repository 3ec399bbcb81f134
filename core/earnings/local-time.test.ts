import { describe, expect, it } from 'vitest';
import { addWallMinutes, isLocalDateTime, isTimeZone, minutesBetween } from './local-time';

describe('local date and time', () => {
  it('reads only real dates and times to the minute', () => {
    expect(isLocalDateTime('2026-11-28T09:05')).toBe(true);
    expect(isLocalDateTime('2026-02-29T09:05')).toBe(false);
    expect(isLocalDateTime('2026-11-28T24:00')).toBe(false);
    expect(isLocalDateTime('2026-11-28 09:05')).toBe(false);
    expect(isLocalDateTime('2026-11-28T09:05:00')).toBe(false);
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('../etc/passwd')).toBe(false);
  });

  it('counts the minutes that passed across the clock changes of 2026 (US: March 8 and November 1)', () => {
    // Spring forward at 2:00: 1:00 to 4:00 on the clock is 2 hours; without a zone, the 3 on the clock.
    expect(minutesBetween('2026-03-08T01:00', '2026-03-08T04:00', 'America/New_York')).toBe(120);
    expect(minutesBetween('2026-03-08T01:00', '2026-03-08T04:00', null)).toBe(180);
    // Fall back at 2:00: 22:00 to 6:00 is 9 hours.
    expect(minutesBetween('2026-10-31T22:00', '2026-11-01T06:00', 'America/Los_Angeles')).toBe(540);
    // Arizona keeps standard time all year.
    expect(minutesBetween('2026-10-31T22:00', '2026-11-01T06:00', 'America/Phoenix')).toBe(480);
    expect(minutesBetween('2026-07-01T09:00', '2026-07-01T17:30', 'America/Chicago')).toBe(510);
  });

  it('moves along the wall clock past midnight', () => {
    expect(addWallMinutes('2026-12-31T23:30', 45)).toBe('2027-01-01T00:15');
  });
});
