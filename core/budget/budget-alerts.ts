import { formatMoney, type Currency } from '../format';
import type { BudgetCategory } from './budget';

// A category is watched from the plan's 80 % on: once there, and once more when it is used up or overspent. The
// screen shows these lines; the email sends each crossing once.
export const BUDGET_ALERT_PERCENTS = [80, 100] as const;
export type BudgetAlertPercent = (typeof BUDGET_ALERT_PERCENTS)[number];
const [NEAR_LIMIT_PERCENT, USED_UP_PERCENT] = BUDGET_ALERT_PERCENTS;

export interface BudgetAlert {
  category: string;
  /** The highest mark the category has reached. */
  reached: BudgetAlertPercent;
  /** Null for a category spent on with nothing planned or carried in (it is over at once). */
  percentUsed: number | null;
  /** What is left; below 0 when overspent. */
  available: number;
}

/**
 * The categories at or past 80 % of what they had (planned + carried in), and those overspent (one spent on with
 * nothing planned among them), in the plan's order.
 */
export function budgetAlertsOf(categories: readonly BudgetCategory[]): BudgetAlert[] {
  return categories.flatMap((category) => {
    const { percentUsed, available } = category;
    const overspent = available < 0;
    if (!overspent && (percentUsed === null || percentUsed < NEAR_LIMIT_PERCENT)) return [];
    const reached: BudgetAlertPercent =
      overspent || (percentUsed ?? 0) >= USED_UP_PERCENT ? USED_UP_PERCENT : NEAR_LIMIT_PERCENT;
    return [{ category: category.category, reached, percentUsed, available }];
  });
}

/** 'Groceries: 85% of its budget spent, $45.00 left', 'Groceries: its budget is spent', 'Groceries: $12.50 over budget'. */
export function budgetAlertLine(alert: BudgetAlert, currency: Currency = 'USD'): string {
  if (alert.available < 0) return `${alert.category}: ${formatMoney(-alert.available, currency)} over budget`;
  if (alert.reached === 100) return `${alert.category}: its budget is spent`;
  return `${alert.category}: ${alert.percentUsed}% of its budget spent, ${formatMoney(alert.available, currency)} left`;
}
