import { roundCents, toDollars } from '../money';

// The month's budget for income that comes when it comes: business payouts first set aside their tax and pay the
// month's business costs; what they leave is the take-home, which the person assigns to personal categories. What a
// month does not assign stays ready for the next; what a category does not spend carries over only when the person
// asked it to. Pure: the server gathers the figures (docs/api.md, "Budget", says how each is made).

/** A month's business money, in cents. */
export interface MonthIncome {
  month: string;
  /** Business income received (payouts, tips, bonuses). */
  receivedCents: number;
  /** Each payout's share of its year's estimated tax, summed. */
  taxSetAsideCents: number;
  /** Business costs paid (whole amounts: what left the account). */
  businessCostsCents: number;
}

export interface PlanEntry {
  month: string;
  category: string;
  plannedCents: number;
  rollover: boolean;
}

export interface MonthSpending {
  month: string;
  category: string;
  cents: number;
}

export interface BudgetCategory {
  category: string;
  planned: number;
  rollover: boolean;
  carriedIn: number;
  spent: number;
  available: number;
  /** Spent as a whole percent of what the category had (planned + carried in); null when it had nothing. */
  percentUsed: number | null;
}

export interface BudgetWeek {
  from: string;
  to: string;
  leftToSpend: number;
}

export interface Budget {
  month: string;
  income: {
    received: number;
    taxSetAside: number;
    businessCosts: number;
    carriedIn: number;
    readyToAssign: number;
  };
  categories: BudgetCategory[];
  /** The lowest and the median take-home of the 12 months before this one (months before the first item left
   * out); null without any. */
  lowestMonth: number | null;
  medianMonth: number | null;
  planned: number;
  leftToSpend: number;
  /** This month plans to spend more than the leanest of the last 12 months brought home. */
  aboveLowestMonth: boolean;
  /** What the Savings category holds, in months of this month's other planned spending; null without a Savings
   * category or other planned spending. */
  bufferMonths: number | null;
  /** This week's share of what is left, for the current month only. */
  week: BudgetWeek | null;
  /** The year's tax set aside from its payouts so far, beside the year's estimate. */
  taxYear: { year: number; setAside: number; estimate: number };
}

export const SAVINGS_CATEGORY = 'Savings';

/** Categories in the order "assign in order" fills them: bills first, then needs, then the rest. */
export const budgetCategoryOrder: readonly string[] = [
  'Housing',
  'Home utilities',
  'Debt payments',
  'Childcare',
  'Health',
  'Groceries',
  'Subscriptions',
  'Savings',
  'Dining out',
  'Entertainment',
  'Personal other',
];

const rankOf = (category: string) => {
  const index = budgetCategoryOrder.indexOf(category);
  return index === -1 ? budgetCategoryOrder.length : index;
};

/** Bills first, one's own categories after the built-in ones, alphabetically. */
export const byBudgetOrder = (a: string, b: string): number => rankOf(a) - rankOf(b) || a.localeCompare(b);

/** The month after `month` (YYYY-MM). */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The month `count` months before `month`. */
export function monthsBefore(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

export const takeHomeCents = (income: MonthIncome): number =>
  income.receivedCents - income.taxSetAsideCents - income.businessCostsCents;

/** The median of whole cents, halfway between the middle two rounded half up. */
export function medianCents(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return Math.floor((sorted[middle - 1]! + sorted[middle]! + 1) / 2);
}

interface CategoryMonth {
  plannedCents: number;
  rollover: boolean;
  carriedInCents: number;
  spentCents: number;
  availableCents: number;
}

/**
 * Each category of each month from the first planned month to `month`: a category carries in what the month before
 * left (or overspent) when that month's entry rolls over. A category spent on without an entry has an entry of 0 that
 * does not roll over; one carried into without an entry plans 0 and rolls over what it holds.
 */
function categoryMonths(
  months: readonly string[],
  plans: readonly PlanEntry[],
  spending: readonly MonthSpending[],
): Map<string, CategoryMonth> {
  let carried = new Map<string, number>();
  let current = new Map<string, CategoryMonth>();
  for (const month of months) {
    current = new Map();
    const planned = new Map(
      plans.filter((plan) => plan.month === month).map((plan) => [plan.category, plan]),
    );
    const spent = new Map(
      spending.filter((row) => row.month === month).map((row) => [row.category, row.cents]),
    );
    const names = new Set([...planned.keys(), ...spent.keys(), ...carried.keys()]);
    const next = new Map<string, number>();
    for (const category of names) {
      const plan = planned.get(category);
      const plannedCents = plan?.plannedCents ?? 0;
      const carriedInCents = carried.get(category) ?? 0;
      const spentCents = spent.get(category) ?? 0;
      const availableCents = plannedCents + carriedInCents - spentCents;
      // Money carried into a month the plan does not name keeps rolling until the person plans the category.
      const rollover = plan ? plan.rollover : carriedInCents !== 0;
      current.set(category, { plannedCents, rollover, carriedInCents, spentCents, availableCents });
      if (rollover && availableCents !== 0) next.set(category, availableCents);
    }
    carried = next;
  }
  return current;
}

export interface BudgetInput {
  month: string;
  /** The months from the first planned month (or this month, if earlier) to this month, each with its income. */
  incomes: readonly MonthIncome[];
  /** The take-home months for the lean-month figures: the 12 before this month, from the first item's month. */
  leanMonths: readonly MonthIncome[];
  plans: readonly PlanEntry[];
  spending: readonly MonthSpending[];
  week: {
    from: string;
    to: string;
    spentBeforeCents: number;
    spentInCents: number;
    daysLeftInMonth: number;
    daysInWeek: number;
  } | null;
  taxYear: { year: number; setAsideCents: number; estimateCents: number };
}

const percentUsed = (spentCents: number, hadCents: number) =>
  hadCents > 0 ? Math.floor((spentCents * 100) / hadCents) : null;

/** The month's budget from its figures. */
export function budgetOf(input: BudgetInput): Budget {
  const months = input.incomes.map((income) => income.month);
  const thisMonth = input.incomes.find((income) => income.month === input.month) ?? {
    month: input.month,
    receivedCents: 0,
    taxSetAsideCents: 0,
    businessCostsCents: 0,
  };
  const plannedIn = (month: string) =>
    input.plans.filter((plan) => plan.month === month).reduce((sum, plan) => sum + plan.plannedCents, 0);
  const carriedInCents = input.incomes
    .filter((income) => income.month < input.month)
    .reduce((sum, income) => sum + takeHomeCents(income) - plannedIn(income.month), 0);
  const plannedCents = plannedIn(input.month);
  const readyCents = carriedInCents + takeHomeCents(thisMonth) - plannedCents;

  const byCategory = categoryMonths(months.length ? months : [input.month], input.plans, input.spending);
  const categories = [...byCategory.entries()]
    .sort(([a], [b]) => byBudgetOrder(a, b))
    .map(([category, figures]) => ({
      category,
      planned: toDollars(figures.plannedCents),
      rollover: figures.rollover,
      carriedIn: toDollars(figures.carriedInCents),
      spent: toDollars(figures.spentCents),
      available: toDollars(figures.availableCents),
      percentUsed: percentUsed(figures.spentCents, figures.plannedCents + figures.carriedInCents),
    }));
  const leftCents = [...byCategory.values()].reduce((sum, figures) => sum + figures.availableCents, 0);

  const takeHomes = input.leanMonths.map(takeHomeCents);
  const lowestCents = takeHomes.length ? Math.min(...takeHomes) : null;
  const medianOfMonths = medianCents(takeHomes);

  const savings = byCategory.get(SAVINGS_CATEGORY);
  const otherPlannedCents = plannedCents - (savings?.plannedCents ?? 0);
  const bufferMonths =
    savings && otherPlannedCents > 0
      ? Math.round((Math.max(0, savings?.availableCents ?? 0) * 10) / otherPlannedCents) / 10
      : null;

  return {
    month: input.month,
    income: {
      received: toDollars(thisMonth.receivedCents),
      taxSetAside: toDollars(thisMonth.taxSetAsideCents),
      businessCosts: toDollars(thisMonth.businessCostsCents),
      carriedIn: toDollars(carriedInCents),
      readyToAssign: toDollars(readyCents),
    },
    categories,
    lowestMonth: lowestCents === null ? null : toDollars(lowestCents),
    medianMonth: medianOfMonths === null ? null : toDollars(medianOfMonths),
    planned: toDollars(plannedCents),
    leftToSpend: toDollars(leftCents),
    aboveLowestMonth: lowestCents !== null && plannedCents > lowestCents,
    bufferMonths,
    week: input.week ? weekOf(input.week, plannedCents + carriedInOfCategories(byCategory)) : null,
    taxYear: {
      year: input.taxYear.year,
      setAside: toDollars(input.taxYear.setAsideCents),
      estimate: toDollars(input.taxYear.estimateCents),
    },
  };
}

const carriedInOfCategories = (byCategory: Map<string, CategoryMonth>) =>
  [...byCategory.values()].reduce((sum, figures) => sum + figures.carriedInCents, 0);

/**
 * This week's share of what the month had left when the week began, by days (the week's days in the month over the
 * days left in the month), less what the week has spent.
 */
function weekOf(week: NonNullable<BudgetInput['week']>, monthHasCents: number): BudgetWeek {
  const leftAtStart = monthHasCents - week.spentBeforeCents;
  const share =
    week.daysLeftInMonth > 0 ? roundCents((leftAtStart * week.daysInWeek) / week.daysLeftInMonth) : 0;
  return { from: week.from, to: week.to, leftToSpend: toDollars(share - week.spentInCents) };
}
