import { describe, expect, it } from 'vitest';
import type { TaxOwed } from './owed-api';
import { overdueLine, owedHeadline, owedParts, penaltyNote, totalTaxParts } from './owed-texts';

const money = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const date = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

const californian: TaxOwed = {
  year: 2026,
  state: { code: 'CA', name: 'California' },
  nextDue: {
    federal: { date: '2027-01-15', amount: 4_122.01 },
    states: [{ code: 'CA', name: 'California', date: '2027-01-15', amount: 1_033 }],
    total: 5_155.01,
  },
  totalTax: { federal: 14_922.01, state: 3_100, local: 0, total: 18_022.01 },
  overdue: [
    {
      jurisdiction: 'federal',
      state: null,
      quarter: 1,
      dueDate: '2026-04-15',
      unpaid: 1_443.79,
      penaltyToDate: 21.32,
      penaltyIfUnpaid: 101.07,
    },
    {
      jurisdiction: 'state',
      state: 'CA',
      quarter: 2,
      dueDate: '2026-06-15',
      unpaid: 400,
      penaltyToDate: null,
      penaltyIfUnpaid: null,
    },
  ],
  expectedRefund: 0,
};

describe('what is owed, in words', () => {
  it('heads with the federal date and every agency’s amount together', () => {
    expect(owedHeadline(californian, '2026-11-28', money, date)).toBe('Due by 01/15/2027: $5,155.01');
    expect(owedParts(californian, money, date)).toEqual([
      'Federal $4,122.01 by 01/15/2027',
      'California $1,033.00 by 01/15/2027',
    ]);
  });

  it('says overdue once the year’s last due date has passed', () => {
    expect(owedHeadline(californian, '2027-01-16', money, date)).toBe('Overdue since 01/15/2027: $5,155.01');
  });

  it('names no parts when only the IRS is owed', () => {
    expect(
      owedParts({ ...californian, nextDue: { ...californian.nextDue, states: [] } }, money, date),
    ).toEqual([]);
  });

  it('marks each overdue installment, the penalty where it is figured, and what paying today stops', () => {
    expect(californian.overdue.map((part) => overdueLine(part, californian, money, date))).toEqual([
      'Federal Q1 2026, due 04/15/2026: $1,443.79 unpaid, estimated penalty so far $21.32',
      'California Q2 2026, due 06/15/2026: $400.00 unpaid',
    ]);
    expect(penaltyNote(californian, money, date)).toBe(
      'Paying it today stops the penalty growing: left unpaid to 04/15/2027, it would reach about $101.07. ' +
        'Penalties are estimates (IRS Form 2210, at the IRS rate of each quarter). A state’s own penalty is not figured.',
    );
    expect(penaltyNote({ ...californian, overdue: [] }, money, date)).toBeNull();
  });

  it('adds the year’s tax from every side', () => {
    expect(totalTaxParts(californian, money)).toBe('Federal $14,922.01 + California $3,100.00');
    expect(
      totalTaxParts(
        { ...californian, totalTax: { federal: 100, state: null, local: 25.5, total: 125.5 } },
        money,
      ),
    ).toBe('Federal $100.00 + California not figured + local $25.50');
    expect(totalTaxParts({ ...californian, state: null }, money)).toBe('Federal $14,922.01');
  });
});
