import { localDate, yearOf } from '../../../core/dates';
import { toDollars } from '../../../core/money';
import { previousRange, type DateRange } from '../../../core/periods';
import { FREE_ITEM_LIMIT, isPro } from '../../../core/subscription';
import { percentChange, profitMargin, type Summary, type SummaryQuery } from '../../../core/summary';
import { nextTaxDue } from '../../../core/tax/due-dates';
import { dollarize } from '../../../core/tax/tax-api';
import type { Database } from '../../db/client';
import { itemCountOf } from '../items/item-count';
import { categoryTotals, periodFigures, periodFiguresSql, sumOfType } from '../period-totals';
import { getSubscription } from '../subscription/get-subscription';
import { estimateCentsForUser } from '../tax/estimate-for-user';

const TOP_EXPENSES = 3; // SPEC section 9

/**
 * The statements that total a period and the one before it (for the change), by type and category. Built apart
 * from getSummary so the benchmark can time the SQL alone.
 */
export function summaryTotalsSql(userId: string, range: DateRange | null) {
  const previous = range ? previousRange(range) : null;
  return {
    period: periodFiguresSql(userId, range),
    previous: previous ? periodFiguresSql(userId, previous, { withTips: false }) : null,
  };
}

/**
 * The dashboard's figures for a period (or all time), every total computed by the database; the estimated
 * quarterly tax is the current tax year's installment from the engine, as on Tax Estimates.
 */
export async function getSummary(db: Database, userId: string, query: SummaryQuery): Promise<Summary> {
  const range = query.from && query.to ? { from: query.from, to: query.to } : null;
  const previous = range ? previousRange(range) : null;
  const today = query.today ?? localDate();

  const taxYear = yearOf(today);
  const [{ totals, vehicle }, previousTotals, items, subscription, estimate] = await Promise.all([
    periodFigures(db, userId, range, { withTips: false }),
    previous ? categoryTotals(db, userId, previous) : null,
    itemCountOf(db, userId),
    getSubscription(db, userId),
    // Issue 16: this tax year's installment, the very figure of Tax Estimates, whatever period is shown.
    estimateCentsForUser(db, userId, { year: taxYear }),
  ]);

  const incomeCents = sumOfType(totals, 'income') ?? 0;
  const expensesCents = sumOfType(totals, 'expense') ?? 0;
  const netCents = incomeCents - expensesCents;
  return {
    income: toDollars(incomeCents),
    expenses: toDollars(expensesCents),
    net: toDollars(netCents),
    profitMargin: profitMargin(incomeCents, netCents),
    estimatedQuarterlyTax: toDollars(estimate.quarterlyPaymentCents),
    taxYear,
    nextTaxDue: nextTaxDue(today),
    // Largest first, as the database ordered them.
    topExpenses: totals
      .filter((total) => total.type === 'expense')
      .slice(0, TOP_EXPENSES)
      .map((total) => ({ category: total.category, total: toDollars(total.totalCents) })),
    change: {
      income: percentChange(incomeCents, previousTotals && sumOfType(previousTotals, 'income')),
      expenses: percentChange(expensesCents, previousTotals && sumOfType(previousTotals, 'expense')),
    },
    usage: { items, limit: isPro(subscription) ? null : FREE_ITEM_LIMIT },
    vehicle: dollarize(vehicle),
  };
}
