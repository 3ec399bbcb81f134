import { describe, expect, it } from 'vitest';
import { estimatedTaxDueDates, nextTaxDue, upcomingTaxDueDates } from './due-dates';

describe('estimatedTaxDueDates', () => {
  // Dates as the IRS published them (Form 1040-ES instructions of each year).
  it.each([
    [2022, ['2022-04-18', '2022-06-15', '2022-09-15', '2023-01-17']], // Apr 15 Fri = Emancipation Day observed; Jan 16 MLK
    [2023, ['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']], // Apr 15 Sat, Apr 17 Emancipation Day observed; Jan 15 MLK
    [2024, ['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15']], // Jun 15 Sat, Sep 15 Sun
    [2025, ['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']], // Jun 15 Sun, moved to Monday
    [2026, ['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']],
  ])('tax year %i', (year, dates) => {
    expect(estimatedTaxDueDates(year).map((due) => due.date)).toEqual(dates);
  });
});

describe('nextTaxDue', () => {
  it.each([
    ['2026-04-15', '2026-04-15', 0],
    ['2026-04-16', '2026-06-15', 60],
    ['2026-01-15', '2026-01-15', 0],
    ['2026-01-16', '2026-04-15', 89],
    ['2025-12-31', '2026-01-15', 15],
    ['2026-11-22', '2027-01-15', 54],
  ])('on %s the next installment is %s, %i days away', (today, date, daysUntil) => {
    expect(nextTaxDue(today)).toEqual({ date, daysUntil });
  });

  it('lists the next four installments with their tax year and quarter', () => {
    expect(upcomingTaxDueDates('2026-11-22')).toEqual([
      { date: '2027-01-15', taxYear: 2026, quarter: 4 },
      { date: '2027-04-15', taxYear: 2027, quarter: 1 },
      { date: '2027-06-15', taxYear: 2027, quarter: 2 },
      { date: '2027-09-15', taxYear: 2027, quarter: 3 },
    ]);
  });
});
