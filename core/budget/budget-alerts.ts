import { formatMoney, type Currency } from '../format';
import type { BudgetCategory } from './budget';

// A category is watched from the plan's 80 % on: once there, and once more when it is used up or overspent. The
// screen shows these lines; the email sends each crossing once.
export const BUDGET_ALERT_PERCENTS = [80, 100] as const;
export type BudgetAlertPercent = (typeof BUDGET_ALERT_PERCENTS)[number];

export interface BudgetAlert {
  category: string;
  /** The highest mark the category has reached. */
  reached: BudgetAlertPercent;
  percentUsed: number;
  /** What is left; below 0 when overspent. */
  available: number;
}

/** The categories at or past 80 % of what they had (planned + carried in), in the plan's order. */
export function budgetAlertsOf(categories: readonly BudgetCategory[]): BudgetAlert[] {
  return categories.flatMap((category) => {
    const { percentUsed } = category;
    if (percentUsed === null || percentUsed < 80) return [];
    const reached: BudgetAlertPercent = percentUsed >= 100 ? 100 : 80;
    return [{ category: category.category, reached, percentUsed, available: category.available }];
  });
}

/** 'Groceries: 85% of its budget spent, $45.00 left', 'Groceries: its budget is spent', 'Groceries: $12.50 over budget'. */
export function budgetAlertLine(alert: BudgetAlert, currency: Currency = 'USD'): string {
  if (alert.available < 0) return `${alert.category}: ${formatMoney(-alert.available, currency)} over budget`;
  if (alert.reached === 100) return `${alert.category}: its budget is spent`;
  return `${alert.category}: ${alert.percentUsed}% of its budget spent, ${formatMoney(alert.available, currency)} left`;
}
