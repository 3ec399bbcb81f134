import { describe, expect, it } from 'vitest';
import type { StateDueDates } from './states/state-due-dates';
import { sameStateDueDates, taxDueName, upcomingTaxDueDays } from './tax-due-days';

// The state's due dates as the summary gives them (core/tax/states/state-due-dates.test.ts): California's
// without its September installment (0 %), Virginia's first on May 1.
const california: StateDueDates = {
  code: 'CA',
  name: 'California',
  dueDates: [
    { date: '2026-01-15', taxYear: 2025, quarter: 4 },
    { date: '2026-04-15', taxYear: 2026, quarter: 1 },
    { date: '2026-06-15', taxYear: 2026, quarter: 2 },
    { date: '2027-01-15', taxYear: 2026, quarter: 4 },
    { date: '2027-04-15', taxYear: 2027, quarter: 1 },
  ],
};
const virginia: StateDueDates = {
  code: 'VA',
  name: 'Virginia',
  dueDates: [
    { date: '2026-05-01', taxYear: 2026, quarter: 1 },
    { date: '2026-06-15', taxYear: 2026, quarter: 2 },
    { date: '2026-09-15', taxYear: 2026, quarter: 3 },
    { date: '2027-01-15', taxYear: 2026, quarter: 4 },
  ],
};

const listed = (today: string, state: StateDueDates | null) =>
  upcomingTaxDueDays(today, state).map((day) => [day.date, taxDueName(day)]);

describe('upcomingTaxDueDays', () => {
  it('lists the next four federal installments as before without a state', () => {
    expect(listed('2026-03-01', null)).toEqual([
      ['2026-04-15', 'Q1 2026 estimated tax'],
      ['2026-06-15', 'Q2 2026 estimated tax'],
      ['2026-09-15', 'Q3 2026 estimated tax'],
      ['2027-01-15', 'Q4 2026 estimated tax'],
    ]);
  });

  it("names a date the federal and the state's installments share once, and the federal one alone as federal", () => {
    expect(listed('2026-03-01', california)).toEqual([
      ['2026-04-15', 'Q1 2026 federal and California estimated tax'],
      ['2026-06-15', 'Q2 2026 federal and California estimated tax'],
      // California asks for 0 % in September.
      ['2026-09-15', 'Q3 2026 federal estimated tax'],
      ['2027-01-15', 'Q4 2026 federal and California estimated tax'],
    ]);
  });

  it("adds the state's own dates between the federal ones (Virginia's May 1)", () => {
    expect(listed('2026-03-01', virginia)).toEqual([
      ['2026-04-15', 'Q1 2026 federal estimated tax'],
      ['2026-05-01', 'Virginia Q1 2026 estimated tax'],
      ['2026-06-15', 'Q2 2026 federal and Virginia estimated tax'],
      ['2026-09-15', 'Q3 2026 federal and Virginia estimated tax'],
      ['2027-01-15', 'Q4 2026 federal and Virginia estimated tax'],
    ]);
    // After April 15, the first one due is Virginia's.
    expect(listed('2026-04-16', virginia)[0]).toEqual(['2026-05-01', 'Virginia Q1 2026 estimated tax']);
  });

  it('says federal of nothing when the state has no income tax', () => {
    const texas: StateDueDates = { code: 'TX', name: 'Texas', dueDates: [] };
    expect(listed('2026-03-01', texas)[0]).toEqual(['2026-04-15', 'Q1 2026 estimated tax']);
  });
});

describe('sameStateDueDates', () => {
  it('compares the state and its dates', () => {
    expect(sameStateDueDates(null, null)).toBe(true);
    expect(sameStateDueDates(california, { ...california, dueDates: [...california.dueDates] })).toBe(true);
    expect(sameStateDueDates(california, null)).toBe(false);
    expect(sameStateDueDates(california, virginia)).toBe(false);
    expect(sameStateDueDates(california, { ...california, dueDates: california.dueDates.slice(1) })).toBe(
      false,
    );
  });
});
