import { and, desc } from 'drizzle-orm';
import { localDate } from '../../../core/dates';
import { toDollars } from '../../../core/money';
import { lastMonths, periodRange, previousRange } from '../../../core/periods';
import {
  sharePercent,
  TREND_MONTHS,
  type ExpenseReport,
  type ReportQuery,
} from '../../../core/reports/income-analysis';
import { percentChange } from '../../../core/summary';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { dollarize } from '../../../core/tax/tax-api';
import { monthsWindow, ofType, personalTotalsOf, totalOf } from './report-queries';
import { businessShareCents } from '../../../core/item-use';
import { monthTotals, periodFigures } from '../period-totals';

const LARGEST = 5;

/** GET /api/reports/expenses: Expense Breakdown figures for the period ending today. */
export async function expenseReport(
  db: Database,
  userId: string,
  query: ReportQuery,
): Promise<ExpenseReport> {
  const today = query.today ?? localDate();
  const range = periodRange(query.period, today)!;
  const months = lastMonths(today, TREND_MONTHS);
  const [figures, previousTotal, byMonth, largest, personal] = await Promise.all([
    periodFigures(db, userId, range, { withTips: false }),
    totalOf(db, userId, 'expense', previousRange(range)),
    monthTotals(db, userId, 'expense', monthsWindow(months)),
    db
      .select()
      .from(budgetItem)
      .where(and(ofType(userId, 'expense', range)))
      .orderBy(desc(budgetItem.amountCents), desc(budgetItem.date))
      .limit(LARGEST),
    personalTotalsOf(db, userId, 'expense', range),
  ]);
  const byCategory = figures.totals.filter((total) => total.type === 'expense');
  const totalCents = byCategory.reduce((sum, row) => sum + row.totalCents, 0);
  return {
    period: query.period,
    ...range,
    totalExpenses: toDollars(totalCents),
    change: percentChange(totalCents, previousTotal),
    byCategory: byCategory.map((row) => ({
      category: row.category,
      total: toDollars(row.totalCents),
      share: sharePercent(row.totalCents, totalCents),
    })),
    byMonth: months.map((month) => ({
      month,
      total: toDollars(byMonth.find((row) => row.month === month)?.totalCents ?? 0),
    })),
    largest: largest.map((row) => ({
      id: row.id,
      date: row.date,
      category: row.category,
      description: row.description,
      amount: toDollars(businessShareCents(row.amountCents, row.businessPercent)),
    })),
    vehicle: dollarize(figures.vehicle),
    personal,
  };
}
