import { describe, expect, it } from 'vitest';
import type { BudgetCategory } from '../../../core/budget/budget';
import { formatUsd } from '../../../core/format';
import {
  categoriesToAdd,
  categoryAlerts,
  isPlanned,
  isUnchanged,
  nextMonth,
  plannedText,
  previousMonth,
  typedAmount,
} from './budget-view';

const line = (category: string, figures: Partial<BudgetCategory>): BudgetCategory => ({
  category,
  planned: 100,
  rollover: false,
  carriedIn: 0,
  spent: 0,
  available: 100,
  percentUsed: 0,
  ...figures,
});

describe('categoryAlerts', () => {
  const money = { money: formatUsd };
  it('warns at 80 % and up to 99 %, and says by how much a category is over', () => {
    expect(
      categoryAlerts(
        [
          line('Groceries', { spent: 85, available: 15, percentUsed: 85 }),
          line('Dining out', { spent: 80, available: 20, percentUsed: 80 }),
          line('Health', { spent: 79.99, available: 20.01, percentUsed: 79 }),
          line('Housing', { spent: 100, available: 0, percentUsed: 100 }),
          line('Entertainment', { spent: 112.5, available: -12.5, percentUsed: 112 }),
          line('Savings', { planned: 0, available: 0, percentUsed: null }),
        ],
        money,
      ),
    ).toEqual([
      { category: 'Groceries', tone: 'warning', text: 'Groceries: 85% of its budget spent' },
      { category: 'Dining out', tone: 'warning', text: 'Dining out: 80% of its budget spent' },
      { category: 'Housing', tone: 'warning', text: 'Housing: its budget is spent' },
      { category: 'Entertainment', tone: 'over', text: 'Entertainment is over budget by $12.50' },
    ]);
  });
  it('counts a category spent on without a plan as over', () => {
    expect(
      categoryAlerts([line('Health', { planned: 0, spent: 30, available: -30, percentUsed: null })], money),
    ).toEqual([{ category: 'Health', tone: 'over', text: 'Health is over budget by $30.00' }]);
  });
});

it('categoriesToAdd offers the personal categories not yet in the month, in their order', () => {
  expect(categoriesToAdd([{ category: 'Groceries' }, { category: 'Housing' }, { category: 'Pets' }])).toEqual(
    [
      'Home utilities',
      'Dining out',
      'Entertainment',
      'Subscriptions',
      'Health',
      'Childcare',
      'Debt payments',
      'Savings',
      'Personal other',
    ],
  );
});

it('moves a month back and on across the year', () => {
  expect(previousMonth('2026-01')).toBe('2025-12');
  expect(nextMonth('2026-12')).toBe('2027-01');
});

it('writes and reads a planned amount as typed', () => {
  expect(plannedText(120)).toBe('120');
  expect(plannedText(85.5)).toBe('85.50');
  expect(typedAmount(' $1,200.50 ')).toBe('1200.50');
  expect(isUnchanged('120.00', 120)).toBe(true);
  expect(isUnchanged('$120', 120)).toBe(true);
  expect(isUnchanged('121', 120)).toBe(false);
  expect(isUnchanged('', 0)).toBe(false);
});

it('a category can be removed when it plans money; one only spent on or carried into cannot', () => {
  expect(isPlanned({ planned: 0 })).toBe(false);
  expect(isPlanned({ planned: 10 })).toBe(true);
});
