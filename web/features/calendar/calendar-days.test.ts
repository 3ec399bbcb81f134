import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../core/calendar';
import { defaultFormatters, formattersFor } from '../../../core/format';
import type { StateDueDates } from '../../../core/tax/states/state-due-dates';
import {
  dateAfterKey,
  dayCellLabel,
  monthTitle,
  taxCalendarHref,
  taxDueBadge,
  taxDueDatesOn,
  taxDueNote,
  weekdayDate,
} from './calendar-days';

const day = (overrides: Partial<CalendarDay> = {}): CalendarDay => ({
  date: '2026-11-20',
  income: 300,
  expenses: 12,
  items: [],
  more: 0,
  ...overrides,
});

describe('names of months and days', () => {
  it('writes them out in full', () => {
    expect(monthTitle('2026-11')).toBe('November 2026');
    expect(monthTitle('2027-01')).toBe('January 2027');
    expect(weekdayDate('2026-11-20')).toBe('Friday, November 20, 2026');
  });
});

describe('taxDueDatesOn', () => {
  it('finds the January installment of the year before (Q4 2026 on 2027-01-15)', () => {
    const dates = ['2026-12-27', '2027-01-15', '2027-02-06'];
    const due = taxDueDatesOn(dates);
    expect([...due.keys()]).toEqual(['2027-01-15']);
    expect(due.get('2027-01-15')).toEqual({
      date: '2027-01-15',
      federal: { date: '2027-01-15', taxYear: 2026, quarter: 4 },
      state: null,
      personState: null,
    });
    expect(taxDueBadge(due.get('2027-01-15')!)).toBe('Q4 tax due');
    expect(taxDueNote(due.get('2027-01-15')!)).toBe('Q4 2026 estimated tax payment due.');
  });

  it('uses the moved date when the 15th is a weekend (2025 Q2: Monday June 16)', () => {
    const due = taxDueDatesOn(['2025-06-15', '2025-06-16']);
    expect([...due.keys()]).toEqual(['2025-06-16']);
  });

  it('finds nothing in a month without an installment', () => {
    expect(taxDueDatesOn(['2026-11-01', '2026-11-30']).size).toBe(0);
  });
});

// The state's installments, as the summary gives them (server/routes/summary.api.test.ts): California's
// of 2026 without its September one (0 %); Virginia's first on May 1.
const california: StateDueDates = {
  code: 'CA',
  name: 'California',
  dueDates: [
    { date: '2026-04-15', taxYear: 2026, quarter: 1 },
    { date: '2026-06-15', taxYear: 2026, quarter: 2 },
    { date: '2027-01-15', taxYear: 2026, quarter: 4 },
  ],
};
const virginia: StateDueDates = {
  code: 'VA',
  name: 'Virginia',
  dueDates: [{ date: '2026-05-01', taxYear: 2026, quarter: 1 }],
};

describe("the state's due dates on the calendar", () => {
  it('names both installments of a shared date, in the badge, the note and the label', () => {
    const due = taxDueDatesOn(['2026-04-14', '2026-04-15'], california);
    expect([...due.keys()]).toEqual(['2026-04-15']);
    const april15 = due.get('2026-04-15')!;
    expect(taxDueBadge(april15)).toBe('Q1 + CA due');
    expect(taxDueNote(april15)).toBe('Q1 2026 federal and California estimated tax payments due.');
    expect(dayCellLabel('2026-04-15', undefined, defaultFormatters, { taxDue: april15 })).toBe(
      'April 15, 2026: no transactions, Q1 2026 federal and California estimated tax due',
    );
  });

  it("calls the federal installment federal where the state's has no share (California in September)", () => {
    const september15 = taxDueDatesOn(['2026-09-15'], california).get('2026-09-15')!;
    expect(taxDueBadge(september15)).toBe('Q3 tax due');
    expect(taxDueNote(september15)).toBe('Q3 2026 federal estimated tax payment due.');
  });

  it("shows a state's own date (Virginia's May 1) on its own", () => {
    const may1 = taxDueDatesOn(['2026-04-30', '2026-05-01'], virginia).get('2026-05-01')!;
    expect(taxDueBadge(may1)).toBe('VA Q1 due');
    expect(taxDueNote(may1)).toBe('Virginia Q1 2026 estimated tax payment due.');
    expect(dayCellLabel('2026-05-01', undefined, defaultFormatters, { taxDue: may1 })).toBe(
      'May 1, 2026: no transactions, Virginia Q1 2026 estimated tax due',
    );
  });

  it("links the calendar feed with the state's dates", () => {
    expect(taxCalendarHref(null)).toBe('/api/tax-calendar.ics');
    expect(taxCalendarHref(california)).toBe('/api/tax-calendar.ics?state=CA');
  });
});

describe('dayCellLabel', () => {
  it('names the date, the totals and the number of transactions', () => {
    const items = [{}, {}] as CalendarDay['items'];
    expect(dayCellLabel('2026-11-20', day({ items, more: 1 }), defaultFormatters)).toBe(
      'November 20, 2026: income $300.00, expenses $12.00, 3 transactions',
    );
  });

  it("writes the totals in the user's currency", () => {
    const items = [{}] as CalendarDay['items'];
    const euros = formattersFor({ currency: 'EUR', dateFormat: 'DD/MM/YYYY' });
    expect(dayCellLabel('2026-11-20', day({ items }), euros)).toBe(
      'November 20, 2026: income €300.00, expenses €12.00, 1 transaction',
    );
  });

  it('leaves out a zero total and says one transaction', () => {
    const items = [{}] as CalendarDay['items'];
    expect(dayCellLabel('2026-11-20', day({ income: 0, items }), defaultFormatters)).toBe(
      'November 20, 2026: expenses $12.00, 1 transaction',
    );
  });

  it('says when a day is empty, today, or a tax due date', () => {
    expect(dayCellLabel('2026-11-21', undefined, defaultFormatters)).toBe(
      'November 21, 2026: no transactions',
    );
    expect(
      dayCellLabel('2027-01-15', undefined, defaultFormatters, {
        today: true,
        taxDue: taxDueDatesOn(['2027-01-15']).get('2027-01-15'),
      }),
    ).toBe('January 15, 2027 (today): no transactions, Q4 2026 estimated tax due');
  });
});

describe('dateAfterKey', () => {
  // 2026-11-20 is a Friday.
  it.each([
    ['ArrowLeft', '2026-11-19'],
    ['ArrowRight', '2026-11-21'],
    ['ArrowUp', '2026-11-13'],
    ['ArrowDown', '2026-11-27'],
    ['Home', '2026-11-15'],
    ['End', '2026-11-21'],
    ['PageUp', '2026-10-20'],
    ['PageDown', '2026-12-20'],
  ])('%s moves to %s', (key, expected) => {
    expect(dateAfterKey('2026-11-20', key)).toBe(expected);
  });

  it('crosses into the next month and ignores other keys', () => {
    expect(dateAfterKey('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(dateAfterKey('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(dateAfterKey('2026-11-20', 'Enter')).toBeNull();
  });
});
