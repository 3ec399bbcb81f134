import { z } from 'zod';
import { categories } from '../categories';
import { calendarDateSchema, categorySchema, dollarAmountSchema } from '../items';
import { FREE_BUDGET_CATEGORY_LIMIT } from '../plans';

// In core/plans.ts with the other limits, so the screens can say it without loading zod.
export { FREE_BUDGET_CATEGORY_LIMIT };

export const budgetMessages = {
  monthInvalid: 'Month must be YYYY-MM between 2000-01 and 2099-12',
  plannedNegative: 'Planned amount cannot be negative',
  rolloverNotBoolean: 'Rollover must be true or false',
  businessCategory:
    'A budget plans personal spending: this is a business category, which the tax figures count instead',
  notInPlan: "This category is not in this month's plan",
  nothingToCopy: 'That month has no plan to copy',
  sameMonth: 'Choose another month to copy from',
  nothingToAssign: 'Assign in order fills each category up to last month’s plan: plan last month first',
  nothingToAverage: 'There is no personal spending in the last three months to start from',
  freeLimit: `The Free plan budgets up to ${FREE_BUDGET_CATEGORY_LIMIT} categories a month. Upgrade to Pro for more.`,
} as const;

const businessExpenseNames = new Set(categories.expense.map((name) => name.toLowerCase()));

/** Whether a category can be budgeted: anything but a business expense category (personal, or one's own). */
export const isBudgetCategory = (category: string): boolean =>
  !businessExpenseNames.has(category.trim().toLowerCase());

export const monthSchema = z
  .string({ error: budgetMessages.monthInvalid })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, budgetMessages.monthInvalid);

/** GET /api/budget: the month, and the day it is for the person (this week's figure), today by default. */
export const budgetQuerySchema = z.object({ month: monthSchema, today: calendarDateSchema.optional() });

export const budgetMonthParamSchema = z.object({ month: monthSchema });

export const budgetCategoryParamSchema = z.object({
  month: monthSchema,
  category: categorySchema.refine(isBudgetCategory, budgetMessages.businessCategory),
});

/** PUT /api/budget/:month/categories/:category: what the month plans for the category, and whether what is left
 * (or overspent) carries into the next month. */
export const budgetCategoryBodySchema = z.object({
  planned: dollarAmountSchema(0, budgetMessages.plannedNegative),
  rollover: z.boolean({ error: budgetMessages.rolloverNotBoolean }).default(false),
});
export type BudgetCategoryBody = z.output<typeof budgetCategoryBodySchema>;

/** POST /api/budget/:month/copy. */
export const budgetCopyBodySchema = z.object({ from: monthSchema });
