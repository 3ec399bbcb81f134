import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../core/calendar';
import { defaultFormatters, formattersFor } from '../../../core/format';
import {
  dateAfterKey,
  dayCellLabel,
  monthTitle,
  taxDueBadge,
  taxDueDatesOn,
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
    expect(due.get('2027-01-15')).toEqual({ date: '2027-01-15', taxYear: 2026, quarter: 4 });
    expect(taxDueBadge(due.get('2027-01-15')!)).toBe('Q4 tax due');
  });

  it('uses the moved date when the 15th is a weekend (2025 Q2: Monday June 16)', () => {
    const due = taxDueDatesOn(['2025-06-15', '2025-06-16']);
    expect([...due.keys()]).toEqual(['2025-06-16']);
  });

  it('finds nothing in a month without an installment', () => {
    expect(taxDueDatesOn(['2026-11-01', '2026-11-30']).size).toBe(0);
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
        taxDue: { date: '2027-01-15', taxYear: 2026, quarter: 4 },
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
