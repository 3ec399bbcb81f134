import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  byBudgetOrder,
  medianCents,
  monthsBefore,
  monthsBetween,
  nextMonth,
  type BudgetInput,
} from './budget';
import { isBudgetCategory } from './budget-input';
import { budgetAlertLine, budgetAlertsOf } from './budget-alerts';

const month = (over: Partial<BudgetInput> = {}): BudgetInput => ({
  month: '2026-03',
  incomes: [],
  leanMonths: [],
  plans: [],
  spending: [],
  week: null,
  taxYear: { year: 2026, setAsideCents: 0, estimateCents: 0 },
  ...over,
});

describe('months', () => {
  it('steps across the year’s end both ways', () => {
    expect(nextMonth('2025-12')).toBe('2026-01');
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-03', 12)).toBe('2025-03');
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('medianCents', () => {
  it('takes the middle month, or halfway between the middle two rounded half up', () => {
    expect(medianCents([])).toBeNull();
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([100, 200, 301, 400])).toBe(251); // (200 + 301) / 2 = 250.5 -> 251
  });
});

describe('budgetOf', () => {
  it('carries an overspent category’s shortfall while it rolls over, and stops when the person turns it off', () => {
    const budget = budgetOf(
      month({
        incomes: ['2026-01', '2026-02', '2026-03'].map((m) => ({
          month: m,
          receivedCents: 0,
          taxSetAsideCents: 0,
          businessCostsCents: 0,
        })),
        plans: [
          { month: '2026-01', category: 'Dining out', plannedCents: 100_00, rollover: true },
          { month: '2026-02', category: 'Dining out', plannedCents: 100_00, rollover: false },
          { month: '2026-03', category: 'Dining out', plannedCents: 100_00, rollover: true },
        ],
        spending: [
          { month: '2026-01', category: 'Dining out', cents: 130_00 },
          { month: '2026-02', category: 'Dining out', cents: 20_00 },
        ],
      }),
    );
    // January overspent 30: February has 100 - 30 = 70 and spends 20, leaving 50 that does not roll: March starts
    // afresh with its 100.
    expect(budget.categories).toEqual([
      {
        category: 'Dining out',
        planned: 100,
        rollover: true,
        carriedIn: 0,
        spent: 0,
        available: 100,
        percentUsed: 0,
      },
    ]);
  });

  it('warns when the month plans more than the leanest month brought home', () => {
    const lean = (m: string, receivedCents: number) => ({
      month: m,
      receivedCents,
      taxSetAsideCents: 10_00,
      businessCostsCents: 40_00,
    });
    const budget = budgetOf(
      month({
        leanMonths: [lean('2026-01', 1_000_00), lean('2026-02', 2_000_00)],
        plans: [{ month: '2026-03', category: 'Housing', plannedCents: 960_00, rollover: false }],
      }),
    );
    // Take-home 950 and 1,950: lowest 950, median 1,450; 960 planned is above 950.
    expect([budget.lowestMonth, budget.medianMonth, budget.aboveLowestMonth]).toEqual([950, 1_450, true]);
  });

  it('lists bills first, then the rest, then one’s own categories alphabetically', () => {
    expect(['Dining out', 'Pet food', 'Groceries', 'Housing', 'Allowance'].sort(byBudgetOrder)).toEqual([
      'Housing',
      'Groceries',
      'Dining out',
      'Allowance',
      'Pet food',
    ]);
  });
});

describe('isBudgetCategory', () => {
  it('takes personal categories and one’s own, never a business expense category in any case', () => {
    expect(isBudgetCategory('Groceries')).toBe(true);
    expect(isBudgetCategory('Pet food')).toBe(true);
    expect(isBudgetCategory('gas')).toBe(false);
    expect(isBudgetCategory('Other Expense')).toBe(false);
  });
});

describe('budget alerts', () => {
  const category = (percentUsed: number | null, available: number) => ({
    category: 'Groceries',
    planned: 400,
    rollover: false,
    carriedIn: 0,
    spent: 0,
    available,
    percentUsed,
  });

  it('watches a category from 80 % and again when it is spent or overspent', () => {
    expect(budgetAlertsOf([category(79, 84), category(null, 0)])).toEqual([]);
    const [eighty, spent, over] = budgetAlertsOf([category(85, 60), category(100, 0), category(103, -12.5)]);
    expect(budgetAlertLine(eighty!)).toBe('Groceries: 85% of its budget spent, $60.00 left');
    expect(budgetAlertLine(spent!)).toBe('Groceries: its budget is spent');
    expect(budgetAlertLine(over!)).toBe('Groceries: $12.50 over budget');
    expect([eighty!.reached, spent!.reached, over!.reached]).toEqual([80, 100, 100]);
    // Spent on with nothing planned: over at once.
    const [unplanned] = budgetAlertsOf([{ ...category(null, -30), planned: 0, spent: 30 }]);
    expect(budgetAlertLine(unplanned!)).toBe('Groceries: $30.00 over budget');
  });
});
