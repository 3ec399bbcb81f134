import { budgetAlertsOf } from '../../../core/budget/budget-alerts';
import { monthsBefore, nextMonth, type BudgetCategory } from '../../../core/budget/budget';
import { personalCategories } from '../../../core/categories';
import type { Formatters } from '../../../core/format';
import { budgetTexts } from './budget-texts';

/** The month before `month` (YYYY-MM). */
export const previousMonth = (month: string): string => monthsBefore(month, 1);
export { nextMonth };

export interface CategoryAlert {
  category: string;
  tone: 'warning' | 'over';
  text: string;
}

/**
 * The month's warnings, by the rule the budget emails follow (core/budget/budget-alerts.ts): a category over its
 * budget, one whose budget is spent, or one that has spent 80 % or more of it.
 */
export function categoryAlerts(
  categories: readonly BudgetCategory[],
  format: Pick<Formatters, 'money'>,
): CategoryAlert[] {
  return budgetAlertsOf(categories).map(({ category, reached, percentUsed, available }): CategoryAlert => {
    if (available < 0)
      return { category, tone: 'over', text: budgetTexts.overBudget(category, format.money(-available)) };
    if (reached === 100) return { category, tone: 'warning', text: budgetTexts.usedUp(category) };
    return { category, tone: 'warning', text: budgetTexts.nearLimit(category, percentUsed ?? 0) };
  });
}

/** The built-in personal categories the month does not budget yet, to offer in Add category. */
export const categoriesToAdd = (categories: readonly Pick<BudgetCategory, 'category'>[]): string[] => {
  const present = new Set(categories.map((line) => line.category));
  return personalCategories.expense.filter((category) => !present.has(category));
};

/** A planned amount as it stands in its box: 120 → '120', 85.5 → '85.50'. */
export const plannedText = (dollars: number): string =>
  Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);

/** A typed amount without money punctuation ('$1,200.50' → '1200.50'); the server judges what remains. */
export const typedAmount = (text: string): string => text.replace(/[$€£,\s]/g, '');

/** Whether a typed amount is the one already planned, so leaving the box sends nothing. */
export const isUnchanged = (text: string, planned: number): boolean => {
  const typed = typedAmount(text);
  return typed !== '' && Number(typed) === planned;
};

/**
 * Whether a category has money planned this month, rather than being listed only for what it spent or what earlier
 * months carried into it: only those can be removed (a plan of $0 is undone by planning money, or none).
 */
export const isPlanned = (line: Pick<BudgetCategory, 'planned'>): boolean => line.planned > 0;
