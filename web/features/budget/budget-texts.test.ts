import { describe, expect, it } from 'vitest';
import { budgetMessages } from '../../../core/budget/budget-input';
import { budgetTexts } from './budget-texts';

describe('budgetTexts: the Budget screen says', () => {
  it('the headline and its parts', () => {
    expect(budgetTexts.readyToAssign('$1,234.50')).toBe('Ready to assign: $1,234.50');
    expect(budgetTexts.overAssigned('$50.00')).toBe(
      'Over-assigned by $50.00: the plan gives out more than has come in. Lower a category, or wait for the next payout.',
    );
    expect([
      budgetTexts.received,
      budgetTexts.taxSetAside,
      budgetTexts.businessCosts,
      budgetTexts.carriedIn,
      budgetTexts.plannedThisMonth,
    ]).toEqual([
      'Received',
      'Tax set aside',
      'Business costs',
      'Carried in from earlier months',
      'Planned this month',
    ]);
  });

  it('the week, the month, the lean months and the buffer', () => {
    expect(budgetTexts.week('$80.00')).toBe('This week: $80.00 left to spend');
    expect(budgetTexts.weekDates('11/22/2026', '11/28/2026')).toBe('11/22/2026 to 11/28/2026');
    expect(budgetTexts.leftToSpend('$320.00')).toBe('Left to spend this month: $320.00');
    expect(budgetTexts.leanMonths('$900.00', '$1,450.00')).toBe(
      'Lowest month in the last 12: $900.00 · Median: $1,450.00',
    );
    expect(budgetTexts.noEarlierMonth).toBe(
      'There is no earlier month to compare with yet: the lowest and median months appear once a month has passed.',
    );
    expect(budgetTexts.aboveLowestMonth('$1,800.00', '$900.00')).toBe(
      'This month plans $1,800.00, more than your leanest month brought home ($900.00)',
    );
    expect(budgetTexts.buffer(2.5)).toBe('Savings cover 2.5 months of planned spending');
    expect(budgetTexts.buffer(1)).toBe('Savings cover 1 month of planned spending');
  });

  it('the alerts', () => {
    expect(budgetTexts.nearLimit('Groceries', 85)).toBe('Groceries: 85% of its budget spent');
    expect(budgetTexts.overBudget('Dining out', '$12.50')).toBe('Dining out is over budget by $12.50');
    expect(budgetTexts.usedUp('Housing')).toBe('Housing: its budget is spent');
  });

  it('the controls, each named', () => {
    expect(budgetTexts.title).toBe('Budget');
    expect([budgetTexts.previousMonth, budgetTexts.nextMonth, budgetTexts.thisMonth]).toEqual([
      'Previous month',
      'Next month',
      'This month',
    ]);
    expect([budgetTexts.planned, budgetTexts.spent, budgetTexts.available, budgetTexts.rollover]).toEqual([
      'Planned',
      'Spent',
      'Available',
      'Roll over to next month',
    ]);
    expect(budgetTexts.carriedInCategory('$20.00')).toBe('Includes $20.00 carried in from last month');
    expect(budgetTexts.saveLabel('Groceries')).toBe('Save Groceries');
    expect(budgetTexts.removeLabel('Groceries')).toBe('Remove Groceries');
    expect([
      budgetTexts.addTitle,
      budgetTexts.chooseCategory,
      budgetTexts.ownCategory,
      budgetTexts.add,
    ]).toEqual(['Add category', 'Category', 'Or type your own', 'Add category']);
    expect(budgetTexts.categoryMissing).toBe('Choose a category or type your own');
    expect([budgetTexts.copyLastMonth, budgetTexts.fromAverage, budgetTexts.assignInOrder]).toEqual([
      "Copy last month's plan",
      'Start from 3-month average',
      'Assign in order',
    ]);
  });

  it('what the budget does, in two sentences, when the month has no plan', () => {
    expect(budgetTexts.empty).toBe(
      'A budget gives the money your payouts leave, after their tax and business costs, a job in personal categories such as rent and groceries. Plan each category below, or start from last month or your recent spending, and see what is left to spend as the month goes on.',
    );
    expect(budgetTexts.empty.split('. ')).toHaveLength(2);
  });

  it('the Free plan’s limit, as the server words it, and the way to upgrade', () => {
    expect(budgetMessages.freeLimit).toBe(
      'The Free plan budgets up to 5 categories a month. Upgrade to Pro for more.',
    );
    expect(budgetTexts.freeLimitNote).toBe(
      'The Free plan budgets up to 5 categories a month; Pro has no limit.',
    );
    expect(budgetTexts.upgrade).toBe('Upgrade to Pro');
  });

  it('the dashboard’s figures', () => {
    expect(budgetTexts.dashboardLeft('$320.00')).toBe('Left to spend this month: $320.00');
    expect(budgetTexts.dashboardTax('$1,500.00', '$9,775.17')).toBe(
      'Tax set aside this year: $1,500.00 of the $9,775.17 estimate',
    );
    expect(budgetTexts.dashboardOpen).toBe('Open your budget');
  });
});
