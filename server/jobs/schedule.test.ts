import { describe, expect, it } from 'vitest';
import { isTimeZone, isoWeekKey, localClock, reportedWeek } from './schedule';

describe('localClock', () => {
  it.each([
    // EST is UTC-5 in winter, EDT UTC-4 in summer.
    ['2026-12-07T13:59:00Z', 'America/New_York', { date: '2026-12-07', hour: 8, minute: 59 }],
    ['2026-12-07T14:00:00Z', 'America/New_York', { date: '2026-12-07', hour: 9, minute: 0 }],
    ['2026-07-06T13:00:00Z', 'America/New_York', { date: '2026-07-06', hour: 9, minute: 0 }],
    // Just after midnight in New York is still the day before in Los Angeles.
    ['2027-01-08T05:30:00Z', 'America/New_York', { date: '2027-01-08', hour: 0, minute: 30 }],
    ['2027-01-08T05:30:00Z', 'America/Los_Angeles', { date: '2027-01-07', hour: 21, minute: 30 }],
    ['2027-01-08T05:30:00Z', 'UTC', { date: '2027-01-08', hour: 5, minute: 30 }],
  ])('%s in %s', (instant, zone, expected) => {
    expect(localClock(new Date(instant), zone)).toEqual(expected);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('isoWeekKey', () => {
  it.each([
    ['2026-11-16', '2026-W47'],
    ['2026-11-22', '2026-W47'],
    ['2026-11-23', '2026-W48'],
    // 2026 starts on a Thursday: 2025-12-29 is in its first week; 2027-01-03 (Sunday) is in 2026's last.
    ['2025-12-29', '2026-W01'],
    ['2026-12-31', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
  ])('%s is %s', (date, key) => {
    expect(isoWeekKey(date)).toBe(key);
  });
});

describe('reportedWeek', () => {
  it.each([
    // Any day of the week of Monday 2026-11-23 reports on Monday 16 to Sunday 22 November.
    ['2026-11-23', { from: '2026-11-16', to: '2026-11-22', key: '2026-W47' }],
    ['2026-11-25', { from: '2026-11-16', to: '2026-11-22', key: '2026-W47' }],
    ['2026-11-29', { from: '2026-11-16', to: '2026-11-22', key: '2026-W47' }],
    ['2026-11-30', { from: '2026-11-23', to: '2026-11-29', key: '2026-W48' }],
    ['2027-01-04', { from: '2026-12-28', to: '2027-01-03', key: '2026-W53' }],
  ])('sent on %s', (today, expected) => {
    expect(reportedWeek(today)).toEqual(expected);
  });
});
