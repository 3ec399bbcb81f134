import { describe, expect, it } from 'vitest';
import {
  daysIn,
  monthDaysOutside,
  periodDatesText,
  periodRange,
  previousRange,
  splitByMonths,
} from './periods';

describe('periodRange', () => {
  it.each([
    ['week', '2026-11-22', { from: '2026-11-16', to: '2026-11-22' }],
    // The calendar month to date.
    ['month', '2026-11-22', { from: '2026-11-01', to: '2026-11-22' }],
    ['month', '2026-03-31', { from: '2026-03-01', to: '2026-03-31' }],
    ['month', '2026-02-01', { from: '2026-02-01', to: '2026-02-01' }],
    ['quarter', '2026-11-22', { from: '2026-08-23', to: '2026-11-22' }],
    ['year', '2026-11-22', { from: '2025-11-23', to: '2026-11-22' }],
    ['all', '2026-11-22', null],
  ] as const)('%s ending %s', (period, today, range) => {
    expect(periodRange(period, today)).toEqual(range);
  });
});

describe('previousRange', () => {
  it('is the same number of days just before', () => {
    expect(previousRange({ from: '2026-11-16', to: '2026-11-22' })).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
    expect(previousRange({ from: '2026-02-15', to: '2026-03-14' })).toEqual({
      from: '2026-01-18',
      to: '2026-02-14',
    });
  });

  it('is the whole month before a whole month, and the same days of it before a month to date', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousRange({ from: '2026-11-01', to: '2026-11-22' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-22',
    });
    // March 1-30 against February 1-28: February has no 29th or 30th in 2026.
    expect(previousRange({ from: '2026-03-01', to: '2026-03-30' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});

describe('periodDatesText', () => {
  it('names the calendar month, and says the other windows are rolling', () => {
    const date = (day: string) => day;
    expect(periodDatesText('month', periodRange('month', '2026-11-28'), date)).toBe(
      'This month: 2026-11-01 \u2013 2026-11-28',
    );
    expect(periodDatesText('week', periodRange('week', '2026-11-28'), date)).toBe(
      'Last 7 days: 2026-11-22 \u2013 2026-11-28',
    );
    expect(periodDatesText('quarter', periodRange('quarter', '2026-11-28'), date)).toBe(
      'Last 3 months: 2026-08-29 \u2013 2026-11-28',
    );
    expect(periodDatesText('year', periodRange('year', '2026-11-28'), date)).toBe(
      'Last 12 months: 2025-11-29 \u2013 2026-11-28',
    );
    expect(periodDatesText('all', null, date)).toBe('All time: everything recorded');
  });
});

describe('splitByMonths', () => {
  it('reads a range of whole months from the month totals alone', () => {
    expect(splitByMonths({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      wholeMonths: { from: '2026-01-01', to: '2026-12-01' },
      days: [],
    });
    expect(splitByMonths({ from: '2024-02-01', to: '2024-02-29' })).toEqual({
      wholeMonths: { from: '2024-02-01', to: '2024-02-01' },
      days: [],
    });
  });

  it('leaves the days at either end of a quarter to the items', () => {
    expect(splitByMonths({ from: '2026-08-23', to: '2026-11-22' })).toEqual({
      wholeMonths: { from: '2026-09-01', to: '2026-10-01' },
      days: [
        { from: '2026-08-23', to: '2026-08-31' },
        { from: '2026-11-01', to: '2026-11-22' },
      ],
    });
  });

  it('keeps a range with no whole month as days, cut at a month end (each span within one month)', () => {
    expect(splitByMonths({ from: '2026-10-23', to: '2026-11-22' })).toEqual({
      wholeMonths: null,
      days: [
        { from: '2026-10-23', to: '2026-10-31' },
        { from: '2026-11-01', to: '2026-11-22' },
      ],
    });
    expect(splitByMonths({ from: '2025-12-31', to: '2026-01-01' })).toEqual({
      wholeMonths: null,
      days: [
        { from: '2025-12-31', to: '2025-12-31' },
        { from: '2026-01-01', to: '2026-01-01' },
      ],
    });
    expect(splitByMonths({ from: '2026-11-16', to: '2026-11-22' })).toEqual({
      wholeMonths: null,
      days: [{ from: '2026-11-16', to: '2026-11-22' }],
    });
  });

  it('handles a whole month at one end only, and a year end', () => {
    expect(splitByMonths({ from: '2025-12-01', to: '2026-01-15' })).toEqual({
      wholeMonths: { from: '2025-12-01', to: '2025-12-01' },
      days: [{ from: '2026-01-01', to: '2026-01-15' }],
    });
    expect(splitByMonths({ from: '2025-12-20', to: '2026-01-31' })).toEqual({
      wholeMonths: { from: '2026-01-01', to: '2026-01-01' },
      days: [{ from: '2025-12-20', to: '2025-12-31' }],
    });
  });
});

describe('daysIn', () => {
  it('counts both ends, across months and a leap day', () => {
    expect(daysIn({ from: '2026-11-26', to: '2026-11-26' })).toBe(1);
    expect(daysIn({ from: '2024-02-01', to: '2024-03-01' })).toBe(30);
    expect(daysIn({ from: '2026-10-27', to: '2026-11-26' })).toBe(31);
  });
});

describe('monthDaysOutside', () => {
  it('gives the days of the month before and after a span within it', () => {
    expect(monthDaysOutside({ from: '2026-11-01', to: '2026-11-26' })).toEqual([
      { from: '2026-11-27', to: '2026-11-30' },
    ]);
    expect(monthDaysOutside({ from: '2024-02-10', to: '2024-02-20' })).toEqual([
      { from: '2024-02-01', to: '2024-02-09' },
      { from: '2024-02-21', to: '2024-02-29' },
    ]);
    expect(monthDaysOutside({ from: '2026-10-27', to: '2026-10-31' })).toEqual([
      { from: '2026-10-01', to: '2026-10-26' },
    ]);
    expect(monthDaysOutside({ from: '2026-12-01', to: '2026-12-31' })).toEqual([]);
  });
});
