import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { localDate, yearOf } from '../../../core/dates';
import { toDollars } from '../../../core/money';
import { previousRange, type DateRange } from '../../../core/periods';
import { FREE_ITEM_LIMIT, isPro } from '../../../core/subscription';
import { percentChange, profitMargin, type Summary, type SummaryQuery } from '../../../core/summary';
import { nextTaxDue } from '../../../core/tax/due-dates';
import { estimateQuarterlyTax } from '../../../core/tax/quarterly-estimate';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { itemCountOf } from '../items/item-count';
import { getSubscription } from '../subscription/get-subscription';
import { savedDeductionCents } from '../tax/estimate-for-user';
import { preferencesRow, toTaxProfile } from '../tax/tax-profile';

const TOP_EXPENSES = 3; // SPEC section 9

const inRange = (range: DateRange | null) =>
  range ? sql`${budgetItem.date} between ${range.from} and ${range.to}` : sql`true`;

const spanOf = (first: DateRange, last: DateRange): DateRange => ({ from: first.from, to: last.to });

/** Sum of one type's amounts in a range: null when the range holds none of that type. */
const sumOf = (type: 'income' | 'expense', range: DateRange | null) =>
  sql<
    number | null
  >`sum(${budgetItem.amountCents}) filter (where ${budgetItem.type} = ${type} and ${inRange(range)})`.mapWith(
    (value: string | number | null) => (value === null ? null : Number(value)),
  );

/**
 * The statements that total a period: its sums with the period before (for the change) and its top expense
 * categories. Built apart from getSummary so the benchmark can time the SQL alone.
 */
export function summaryTotalsQueries(db: Database, userId: string, range: DateRange | null) {
  const previous = range ? previousRange(range) : null;
  return {
    totals: db
      .select({
        income: sumOf('income', range),
        expenses: sumOf('expense', range),
        previousIncome: previous ? sumOf('income', previous) : sql<null>`null`,
        previousExpenses: previous ? sumOf('expense', previous) : sql<null>`null`,
      })
      .from(budgetItem)
      // Only the rows of the period and the one before it are read, along the (user, date) index.
      .where(
        and(eq(budgetItem.userId, userId), previous && range ? inRange(spanOf(previous, range)) : undefined),
      ),
    topExpenses: db
      .select({
        category: budgetItem.category,
        total: sql<number>`sum(${budgetItem.amountCents})`.mapWith(Number),
      })
      .from(budgetItem)
      .where(
        and(
          eq(budgetItem.userId, userId),
          eq(budgetItem.type, 'expense'),
          range ? gte(budgetItem.date, range.from) : undefined,
          range ? lte(budgetItem.date, range.to) : undefined,
        ),
      )
      .groupBy(budgetItem.category)
      .orderBy(desc(sql`sum(${budgetItem.amountCents})`), budgetItem.category)
      .limit(TOP_EXPENSES),
  };
}

/** The dashboard's figures for a period (or all time), every total computed by the database. */
export async function getSummary(db: Database, userId: string, query: SummaryQuery): Promise<Summary> {
  const range = query.from && query.to ? { from: query.from, to: query.to } : null;
  const today = query.today ?? localDate();
  const statements = summaryTotalsQueries(db, userId, range);

  const [[totals], topExpenses, items, subscription, preferences] = await Promise.all([
    statements.totals,
    statements.topExpenses,
    itemCountOf(db, userId),
    getSubscription(db, userId),
    preferencesRow(db, userId),
  ]);

  const profile = toTaxProfile(preferences);
  const taxYear = yearOf(today);
  const incomeCents = totals?.income ?? 0;
  const expensesCents = totals?.expenses ?? 0;
  const netCents = incomeCents - expensesCents;
  return {
    income: toDollars(incomeCents),
    expenses: toDollars(expensesCents),
    net: toDollars(netCents),
    profitMargin: profitMargin(incomeCents, netCents),
    estimatedQuarterlyTax: toDollars(
      estimateQuarterlyTax({
        year: taxYear,
        filingStatus: profile.filingStatus,
        incomeCents,
        expensesCents,
        standardDeductionCents: savedDeductionCents(profile, taxYear, profile.filingStatus),
      }),
    ),
    nextTaxDue: nextTaxDue(today),
    topExpenses: topExpenses.map((row) => ({ category: row.category, total: toDollars(row.total) })),
    change: {
      income: percentChange(incomeCents, totals?.previousIncome ?? null),
      expenses: percentChange(expensesCents, totals?.previousExpenses ?? null),
    },
    usage: { items, limit: isPro(subscription) ? null : FREE_ITEM_LIMIT },
  };
}
