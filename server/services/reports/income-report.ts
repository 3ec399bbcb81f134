import { localDate, weekdayNames } from '../../../core/dates';
import { toDollars } from '../../../core/money';
import { lastMonths, periodRange, previousRange } from '../../../core/periods';
import {
  averageMonthlyCents,
  diversityLabel,
  monthlyTrend,
  potentialLabel,
  sharePercent,
  stabilityLabel,
  TREND_MONTHS,
  type IncomeReport,
  type ReportQuery,
} from '../../../core/reports/income-analysis';
import { percentChange } from '../../../core/summary';
import type { Database } from '../../db/client';
import {
  monthsWindow,
  personalTotalsOf,
  totalOf,
  totalsByCategory,
  totalsByDayOfWeek,
} from './report-queries';
import { monthTotals } from '../period-totals';

/**
 * GET /api/reports/income: the Income Analysis screen's figures for the period ending today (totals, average
 * month, top source, best day, by category and weekday, the monthly trend and its insights).
 */
export async function incomeReport(db: Database, userId: string, query: ReportQuery): Promise<IncomeReport> {
  const today = query.today ?? localDate();
  const range = periodRange(query.period, today)!;
  const months = lastMonths(today, TREND_MONTHS);
  const [byCategory, byDay, inPeriodByMonth, previousTotal, trendRows, personal] = await Promise.all([
    totalsByCategory(db, userId, 'income', range),
    totalsByDayOfWeek(db, userId, 'income', range),
    monthTotals(db, userId, 'income', range),
    totalOf(db, userId, 'income', previousRange(range)),
    monthTotals(db, userId, 'income', monthsWindow(months)),
    personalTotalsOf(db, userId, 'income', range),
  ]);

  const totalCents = byCategory.reduce((sum, row) => sum + row.totalCents, 0);
  const days = weekdayNames.map((label, dayOfWeek) => ({
    dayOfWeek,
    label,
    totalCents: byDay.find((row) => row.dayOfWeek === dayOfWeek)?.totalCents ?? 0,
  }));
  const best = days.reduce((top, day) => (day.totalCents > top.totalCents ? day : top), days[0]!);

  const trend = monthlyTrend(
    months.map((month) => ({
      month,
      total: toDollars(trendRows.find((row) => row.month === month)?.totalCents ?? 0),
    })),
  );
  const trendCents = months.map((month) => trendRows.find((row) => row.month === month)?.totalCents ?? 0);
  const latest = trendCents.at(-1)!;
  const prior = trendCents.at(-2)!;
  const monthsWithIncome = trendCents.filter((cents) => cents > 0).length;
  const trendAverage = averageMonthlyCents(
    trendCents.reduce((sum, cents) => sum + cents, 0),
    monthsWithIncome,
  );
  const monthOverMonth = percentChange(latest, prior === 0 ? null : prior);

  return {
    period: query.period,
    ...range,
    totalIncome: toDollars(totalCents),
    change: percentChange(totalCents, previousTotal),
    averageMonthly: toDollars(averageMonthlyCents(totalCents, inPeriodByMonth.length)),
    topSource: byCategory[0]
      ? { category: byCategory[0].category, total: toDollars(byCategory[0].totalCents) }
      : null,
    bestDay:
      best.totalCents > 0
        ? { dayOfWeek: best.dayOfWeek, label: best.label, total: toDollars(best.totalCents) }
        : null,
    byCategory: byCategory.map((row) => ({
      category: row.category,
      total: toDollars(row.totalCents),
      share: sharePercent(row.totalCents, totalCents),
    })),
    byDayOfWeek: days.map((day) => ({
      dayOfWeek: day.dayOfWeek,
      label: day.label,
      total: toDollars(day.totalCents),
    })),
    monthlyTrend: trend,
    insights: {
      stability: { label: stabilityLabel(monthOverMonth), changePercent: monthOverMonth },
      diversity: { label: diversityLabel(byCategory.length), categories: byCategory.length },
      potential: { label: potentialLabel(latest, trendAverage, monthsWithIncome) },
    },
    personal,
  };
}
