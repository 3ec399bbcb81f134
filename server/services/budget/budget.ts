import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  budgetMessages,
  FREE_BUDGET_CATEGORY_LIMIT,
  type BudgetCategoryBody,
} from '../../../core/budget/budget-input';
import {
  budgetOf,
  byBudgetOrder,
  monthsBefore,
  monthsBetween,
  type Budget,
  type MonthIncome,
  type MonthSpending,
  type PlanEntry,
} from '../../../core/budget/budget';
import { addDays, dayOfWeek, daysBetween, type CalendarDate } from '../../../core/dates';
import { mulDivHalfUp } from '../../../core/tax/cents-math';
import { toCents, toDollars } from '../../../core/money';
import { FIRST_TAX_YEAR } from '../../../core/tax/tables';
import { LAST_TAX_YEAR } from '../../../core/tax/tax-api';
import type { Database } from '../../db/client';
import { budgetItem, budgetPlan, itemMonthTotal } from '../../db/schema';
import type { Executor, Transaction } from '../../db/transaction';
import { preparedOnce } from '../../db/prepared';
import { ApiError } from '../../http/api-error';
import { isProLocked } from '../subscription/plan-limits';
import { estimatesCentsForUser } from '../tax/estimate-for-user';

const firstDay = (month: string) => `${month}-01`;
const monthOfDate = (date: string) => date.slice(0, 7);
const lastDay = (month: string) => addDays(firstDay(monthsBefore(month, -1)), -1);

/** The rows of a person's plan for a month. */
const monthPlan = (userId: string, month: string) =>
  and(eq(budgetPlan.userId, userId), eq(budgetPlan.month, firstDay(month)));
/** The row of one category in a person's plan for a month. */
const plannedCategory = (userId: string, month: string, category: string) =>
  and(monthPlan(userId, month), eq(budgetPlan.category, category));

/**
 * A year's estimated tax (federal, state and local) and its business gross income: a payout sets aside the tax's
 * share of it, as "safe to spend" beside each payout does.
 */
async function setAsideRateOfYear(db: Executor, userId: string, year: number) {
  const { estimate, state } = await estimatesCentsForUser(db, userId, { year });
  const taxCents = estimate.totalTaxCents + (state?.totalTaxCents ?? 0) + (state?.local?.taxCents ?? 0);
  return { year, taxCents, incomeCents: estimate.grossIncomeCents };
}

// The budget's reads are prepared once, their values placeholders: a budget request sends up to ten statements, and
// building each with drizzle at every request cost more than some of them take to run.

/** The person's per-month totals from the month starting `from` to the month starting `to`, both included. */
const monthTotalsInRange = and(
  eq(itemMonthTotal.userId, sql.placeholder('userId')),
  gte(itemMonthTotal.month, sql.placeholder('from')),
  lte(itemMonthTotal.month, sql.placeholder('to')),
);

/** The values of a read of months `from` to `to` (YYYY-MM), both included. */
const monthsValues = (userId: string, from: string, to: string) => ({
  userId,
  from: firstDay(from),
  to: firstDay(to),
});

/**
 * What a month's payouts set aside: their total's share of the year's estimated tax, to the cent, half up (the rate
 * of "safe to spend"), never more than they brought.
 */
const setAsideCents = (receivedCents: number, rate: { taxCents: number; incomeCents: number } | undefined) =>
  rate && rate.taxCents > 0 && rate.incomeCents > 0
    ? Math.min(receivedCents, mulDivHalfUp(receivedCents, rate.taxCents, rate.incomeCents))
    : 0;

const businessMonths = preparedOnce('budget_business_months', (db, name) =>
  db
    .select({
      month: sql<string>`to_char(${itemMonthTotal.month}, 'YYYY-MM')`,
      receivedCents:
        sql<number>`coalesce(sum(${itemMonthTotal.totalCents}) filter (where ${itemMonthTotal.type} = 'income'), 0)`.mapWith(
          Number,
        ),
      businessCostsCents:
        sql<number>`coalesce(sum(${itemMonthTotal.totalCents}) filter (where ${itemMonthTotal.type} = 'expense'), 0)`.mapWith(
          Number,
        ),
    })
    .from(itemMonthTotal)
    .where(and(monthTotalsInRange, eq(itemMonthTotal.use, 'business')))
    .groupBy(itemMonthTotal.month)
    .prepare(name),
);

/** Each month's business income, business costs and the tax its payouts set aside, from `from` to `to`. */
async function monthIncomes(db: Executor, userId: string, from: string, to: string) {
  const totals = await businessMonths(db).execute(monthsValues(userId, from, to));
  const years = [
    ...new Set(totals.filter((row) => row.receivedCents > 0).map((row) => Number(row.month.slice(0, 4)))),
  ].filter((year) => year >= FIRST_TAX_YEAR && year <= LAST_TAX_YEAR);
  const rates = await Promise.all(years.map((year) => setAsideRateOfYear(db, userId, year)));
  const rateOf = new Map(rates.map((rate) => [rate.year, rate]));
  const byMonth = new Map(totals.map((row) => [row.month, row]));
  const incomes = monthsBetween(from, to).map((month): MonthIncome => {
    const receivedCents = byMonth.get(month)?.receivedCents ?? 0;
    return {
      month,
      receivedCents,
      taxSetAsideCents: setAsideCents(receivedCents, rateOf.get(Number(month.slice(0, 4)))),
      businessCostsCents: byMonth.get(month)?.businessCostsCents ?? 0,
    };
  });
  return { incomes, rates };
}

const personalMonths = preparedOnce('budget_personal_months', (db, name) =>
  db
    .select({
      month: sql<string>`to_char(${itemMonthTotal.month}, 'YYYY-MM')`,
      category: itemMonthTotal.category,
      cents: sql<number>`sum(${itemMonthTotal.totalCents})`.mapWith(Number),
    })
    .from(itemMonthTotal)
    .where(and(monthTotalsInRange, eq(itemMonthTotal.use, 'personal'), eq(itemMonthTotal.type, 'expense')))
    .groupBy(itemMonthTotal.month, itemMonthTotal.category)
    .prepare(name),
);

/** Personal spending per month and category, from month `from` to month `to`. */
const personalSpending = (db: Executor, userId: string, from: string, to: string): Promise<MonthSpending[]> =>
  personalMonths(db).execute(monthsValues(userId, from, to));

const plansUpTo = preparedOnce('budget_plans', (db, name) =>
  db
    .select({
      month: sql<string>`to_char(${budgetPlan.month}, 'YYYY-MM')`,
      category: budgetPlan.category,
      plannedCents: budgetPlan.plannedCents,
      rollover: budgetPlan.rollover,
    })
    .from(budgetPlan)
    .where(
      and(eq(budgetPlan.userId, sql.placeholder('userId')), lte(budgetPlan.month, sql.placeholder('upTo'))),
    )
    .orderBy(asc(budgetPlan.month))
    .prepare(name),
);

/** The person's plans of every month up to `upTo`, oldest first. */
const planEntries = (db: Executor, userId: string, upTo: string): Promise<PlanEntry[]> =>
  plansUpTo(db).execute({ userId, upTo: firstDay(upTo) });

const firstMonth = preparedOnce('budget_first_month', (db, name) =>
  db
    .select({ month: sql<string | null>`to_char(min(${itemMonthTotal.month}), 'YYYY-MM')` })
    .from(itemMonthTotal)
    .where(eq(itemMonthTotal.userId, sql.placeholder('userId')))
    .prepare(name),
);

async function firstItemMonth(db: Executor, userId: string): Promise<string | null> {
  const [row] = await firstMonth(db).execute({ userId });
  return row?.month ?? null;
}

/** Personal spending of a month before a week (`from` to `to`) of it, and within the week. */
const monthAroundWeek = preparedOnce('budget_week', (db, name) =>
  db
    .select({
      before:
        sql<number>`coalesce(sum(${budgetItem.amountCents}) filter (where ${budgetItem.date} < ${sql.placeholder('from')}::date), 0)`.mapWith(
          Number,
        ),
      within:
        sql<number>`coalesce(sum(${budgetItem.amountCents}) filter (where ${budgetItem.date} between ${sql.placeholder('from')}::date and ${sql.placeholder('to')}::date), 0)`.mapWith(
          Number,
        ),
    })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, sql.placeholder('userId')),
        eq(budgetItem.use, 'personal'),
        eq(budgetItem.type, 'expense'),
        gte(budgetItem.date, sql.placeholder('monthStart')),
        lte(budgetItem.date, sql.placeholder('monthEnd')),
      ),
    )
    .prepare(name),
);

/** The Sunday-to-Saturday week holding `today`, inside its month, with the month's personal spending around it. */
async function weekFigures(db: Executor, userId: string, month: string, today: CalendarDate) {
  if (monthOfDate(today) !== month) return null;
  const weekday = dayOfWeek(today);
  const monthStart = firstDay(month);
  const monthEnd = lastDay(month);
  const from = maxDate(addDays(today, -weekday), monthStart);
  const to = minDate(addDays(today, 6 - weekday), monthEnd);
  const [row] = await monthAroundWeek(db).execute({ userId, from, to, monthStart, monthEnd });
  return {
    from,
    to,
    spentBeforeCents: row?.before ?? 0,
    spentInCents: row?.within ?? 0,
    daysLeftInMonth: daysBetween(from, monthEnd) + 1,
    daysInWeek: daysBetween(from, to) + 1,
  };
}

const maxDate = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);
const minDate = (a: CalendarDate, b: CalendarDate) => (a < b ? a : b);

/**
 * A month's budget: its payouts after tax and business costs, what earlier months left to assign (from the first
 * month the person planned), each category's plan, spending and carry-over, and the lean-month figures.
 */
export async function getBudget(
  db: Executor,
  userId: string,
  month: string,
  today: CalendarDate,
): Promise<Budget> {
  // The reads that do not wait for each other go side by side (node-postgres queues a connection's queries).
  const [plans, firstItem] = await Promise.all([planEntries(db, userId, month), firstItemMonth(db, userId)]);
  const firstPlanned = plans[0]?.month;
  const start = firstPlanned && firstPlanned < month ? firstPlanned : month;
  const leanFrom = monthsBefore(month, 12);
  const leanStart = firstItem && firstItem > leanFrom ? firstItem : leanFrom;
  const year = Number(month.slice(0, 4));
  const yearStart = `${year}-01`;
  const from = [start, leanStart, yearStart].sort()[0]!;
  const to = [month, `${year}-12`].sort()[1]!;
  const [{ incomes, rates }, spending, week] = await Promise.all([
    monthIncomes(db, userId, from, to),
    personalSpending(db, userId, start, month),
    weekFigures(db, userId, month, today),
  ]);
  const leanMonths =
    firstItem && firstItem < month
      ? incomes.filter((income) => income.month >= leanStart && income.month < month)
      : [];
  return budgetOf({
    month,
    incomes: incomes.filter((income) => income.month >= start && income.month <= month),
    leanMonths,
    plans: plans.filter((plan) => plan.month >= start),
    spending,
    week,
    taxYear: {
      year,
      setAsideCents: incomes
        .filter((income) => income.month.startsWith(`${year}-`))
        .reduce((sum, income) => sum + income.taxSetAsideCents, 0),
      estimateCents:
        rates.find((rate) => rate.year === year)?.taxCents ??
        (year >= FIRST_TAX_YEAR && year <= LAST_TAX_YEAR
          ? (await setAsideRateOfYear(db, userId, year)).taxCents
          : 0),
    },
  });
}

/**
 * Refuses a Free plan's month more than FREE_BUDGET_CATEGORY_LIMIT categories. It locks the person's subscription
 * row first, so that two additions at once each see the other's.
 */
async function assertCanBudget(
  tx: Transaction,
  userId: string,
  month: string,
  categoriesAfter: (count: number) => number,
) {
  if (await isProLocked(tx, userId)) return;
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(budgetPlan)
    .where(monthPlan(userId, month));
  if (categoriesAfter(row?.count ?? 0) > FREE_BUDGET_CATEGORY_LIMIT)
    throw new ApiError('subscription-limit-reached', budgetMessages.freeLimit);
}

/** Plans a category for a month, or changes its plan. */
export async function setBudgetCategory(
  db: Database,
  userId: string,
  month: string,
  category: string,
  body: BudgetCategoryBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ category: budgetPlan.category })
      .from(budgetPlan)
      .where(plannedCategory(userId, month, category));
    if (!existing) await assertCanBudget(tx, userId, month, (count) => count + 1);
    await tx
      .insert(budgetPlan)
      .values({
        userId,
        month: firstDay(month),
        category,
        plannedCents: toCents(body.planned),
        rollover: body.rollover,
      })
      .onConflictDoUpdate({
        target: [budgetPlan.userId, budgetPlan.month, budgetPlan.category],
        set: { plannedCents: toCents(body.planned), rollover: body.rollover, updatedAt: new Date() },
      });
  });
}

/** Takes a category out of a month's plan; its spending stays and shows unplanned. */
export async function removeBudgetCategory(
  db: Database,
  userId: string,
  month: string,
  category: string,
): Promise<void> {
  const removed = await db
    .delete(budgetPlan)
    .where(plannedCategory(userId, month, category))
    .returning({ category: budgetPlan.category });
  if (removed.length === 0) throw new ApiError('not-found', budgetMessages.notInPlan);
}

/** Replaces a month's plan with `entries` (category, cents, rollover), within the person's plan. */
async function replacePlan(
  db: Database,
  userId: string,
  month: string,
  entries: readonly { category: string; plannedCents: number; rollover: boolean }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertCanBudget(tx, userId, month, () => entries.length);
    await tx.delete(budgetPlan).where(monthPlan(userId, month));
    if (entries.length > 0)
      await tx
        .insert(budgetPlan)
        .values(entries.map((entry) => ({ userId, month: firstDay(month), ...entry })));
  });
}

/** Copies another month's plan (amounts and rollovers) over this month's. */
export async function copyBudget(db: Database, userId: string, month: string, from: string): Promise<void> {
  if (from === month)
    throw new ApiError('validation-failed', budgetMessages.sameMonth, { from: budgetMessages.sameMonth });
  const source = await db
    .select({
      category: budgetPlan.category,
      plannedCents: budgetPlan.plannedCents,
      rollover: budgetPlan.rollover,
    })
    .from(budgetPlan)
    .where(monthPlan(userId, from));
  if (source.length === 0) throw new ApiError('not-found', budgetMessages.nothingToCopy);
  await replacePlan(db, userId, month, source);
}

/**
 * Starts a month's plan from the average personal spending per category of the three months before it (each
 * category's total over three, to the cent, half up); rollovers off.
 */
export async function planFromAverage(db: Database, userId: string, month: string): Promise<void> {
  const spending = await personalSpending(db, userId, monthsBefore(month, 3), monthsBefore(month, 1));
  const totals = new Map<string, number>();
  for (const row of spending) totals.set(row.category, (totals.get(row.category) ?? 0) + row.cents);
  if (totals.size === 0) throw new ApiError('not-found', budgetMessages.nothingToAverage);
  await replacePlan(
    db,
    userId,
    month,
    [...totals.entries()].map(([category, cents]) => ({
      category,
      plannedCents: mulDivHalfUp(cents, 1, 3),
      rollover: false,
    })),
  );
}

/** Every plan entry of the person, oldest month first, for the account export. */
export async function listBudgetPlans(db: Executor, userId: string) {
  const rows = await planEntries(db, userId, '2099-12');
  return rows.map(({ month, category, plannedCents, rollover }) => ({
    month,
    category,
    planned: toDollars(plannedCents),
    rollover,
  }));
}

/**
 * Fills the month's plan from what is ready to assign, bills first (core/budget/budget.ts budgetCategoryOrder): each
 * category up to what the month before planned for it, never lowering an amount. Pressed after each payout, it funds
 * the plan as the money arrives.
 */
export async function assignInOrder(
  db: Database,
  userId: string,
  month: string,
  today: CalendarDate,
): Promise<void> {
  const ready = toCents((await getBudget(db, userId, month, today)).income.readyToAssign);
  const plans = await planEntries(db, userId, month);
  const previous = plans.filter((plan) => plan.month === monthsBefore(month, 1));
  if (previous.length === 0) throw new ApiError('not-found', budgetMessages.nothingToAssign);
  const current = new Map(plans.filter((plan) => plan.month === month).map((plan) => [plan.category, plan]));
  const targets = new Map(previous.map((plan) => [plan.category, plan]));
  const names = [...new Set([...current.keys(), ...targets.keys()])].sort(byBudgetOrder);
  let left = Math.max(0, ready);
  const entries = names.flatMap((category) => {
    const now = current.get(category);
    const target = targets.get(category);
    const give = Math.min(left, Math.max(0, (target?.plannedCents ?? 0) - (now?.plannedCents ?? 0)));
    left -= give;
    if (!now && give === 0) return [];
    return [
      {
        category,
        plannedCents: (now?.plannedCents ?? 0) + give,
        rollover: now?.rollover ?? target?.rollover ?? false,
      },
    ];
  });
  await replacePlan(db, userId, month, entries);
}
