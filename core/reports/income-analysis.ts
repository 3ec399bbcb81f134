import { z } from 'zod';
import { calendarDateSchema } from '../items';
import { periodLabels, type Period } from '../periods';
import type { VehicleMethodUse } from '../tax/vehicle-method';

// Income analysis: its periods, and the labels its insights give.
export const reportPeriods = ['week', 'month', 'quarter', 'year'] as const satisfies readonly Period[];
export type ReportPeriod = (typeof reportPeriods)[number];
export const reportPeriodLabels: Record<ReportPeriod, string> = periodLabels;

export const reportQuerySchema = z.object({
  period: z.enum(reportPeriods, { error: 'Period must be week, month, quarter or year' }).default('month'),
  today: calendarDateSchema.optional(),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const STRONG_GROWTH_PERCENT = 5;
export const SIGNIFICANT_DECLINE_PERCENT = -5;
export const TREND_MONTHS = 6;

export type StabilityLabel =
  'Strong growth' | 'Stable' | 'Slight decline' | 'Significant decline' | 'Insufficient data';
export type DiversityLabel = 'Well diversified' | 'Partially diversified' | 'Single source' | 'No data';
export type PotentialLabel = 'Above average' | 'Below average' | 'Insufficient data';

/** Stability by month-over-month change: >= 5 % growth, 0 to 5 % stable, -5 to 0 % slight, below -5 % significant. */
export function stabilityLabel(changePercent: number | null): StabilityLabel {
  if (changePercent === null) return 'Insufficient data';
  if (changePercent >= STRONG_GROWTH_PERCENT) return 'Strong growth';
  if (changePercent >= 0) return 'Stable';
  if (changePercent >= SIGNIFICANT_DECLINE_PERCENT) return 'Slight decline';
  return 'Significant decline';
}

/** Diversity by the number of income categories: 3+ well, 2 partially, 1 single source, 0 no data. */
export function diversityLabel(categories: number): DiversityLabel {
  if (categories >= 3) return 'Well diversified';
  if (categories === 2) return 'Partially diversified';
  if (categories === 1) return 'Single source';
  return 'No data';
}

/** The latest month against the average month; fewer than 2 months with income is too little to say. */
export function potentialLabel(
  latestMonthCents: number,
  averageMonthlyCents: number,
  monthsWithIncome: number,
): PotentialLabel {
  if (monthsWithIncome < 2) return 'Insufficient data';
  return latestMonthCents > averageMonthlyCents ? 'Above average' : 'Below average';
}

/** Total income over the number of distinct months that have income (0 without any). */
export function averageMonthlyCents(totalCents: number, monthsWithIncome: number): number {
  return monthsWithIncome > 0 ? Math.round(totalCents / monthsWithIncome) : 0;
}

export interface TrendMonth {
  month: string; // YYYY-MM
  total: number;
  /** The last month is current, the one before previous, earlier ones historical. */
  status: 'current' | 'previous' | 'historical';
  /** Against the prior month of the trend; null for the first. */
  direction: 'up' | 'down' | 'flat' | null;
}

/** Months oldest first, each with its status and its arrow against the month before. */
export function monthlyTrend(months: readonly { month: string; total: number }[]): TrendMonth[] {
  return months.map((entry, index) => {
    const prior = index > 0 ? months[index - 1]!.total : null;
    const fromEnd = months.length - 1 - index;
    return {
      ...entry,
      status: fromEnd === 0 ? 'current' : fromEnd === 1 ? 'previous' : 'historical',
      direction: prior === null ? null : entry.total > prior ? 'up' : entry.total < prior ? 'down' : 'flat',
    };
  });
}

export interface CategoryShare {
  category: string;
  total: number;
  /** Percent of the period's total, one decimal. */
  share: number;
}

export interface IncomeReport {
  period: ReportPeriod;
  from: string;
  to: string;
  totalIncome: number;
  change: number | null;
  averageMonthly: number;
  topSource: { category: string; total: number } | null;
  bestDay: { dayOfWeek: number; label: string; total: number } | null;
  byCategory: CategoryShare[];
  byDayOfWeek: { dayOfWeek: number; label: string; total: number }[];
  monthlyTrend: TrendMonth[];
  insights: {
    stability: { label: StabilityLabel; changePercent: number | null };
    diversity: { label: DiversityLabel; categories: number };
    potential: { label: PotentialLabel };
  };
  /** The period's personal income (wages, refunds, transfers...), apart: none of it is in the figures above. */
  personal: PersonalReport;
}

/** A report's personal side: the household's money of the period, never part of the business figures. */
export interface PersonalReport {
  total: number;
  byCategory: CategoryShare[];
}

export interface ExpenseReport {
  period: ReportPeriod;
  from: string;
  to: string;
  totalExpenses: number;
  change: number | null;
  byCategory: CategoryShare[];
  byMonth: { month: string; total: number }[];
  largest: { id: string; date: string; category: string; description: string; amount: number }[];
  /** Each tax year's car method in the period and what it left out of the expenses. */
  vehicle: VehicleMethodUse[];
  /** The period's personal spending, apart: none of it is in the figures above. */
  personal: PersonalReport;
}

/** Percent of a whole, one decimal. */
export function sharePercent(partCents: number, wholeCents: number): number {
  return wholeCents > 0 ? Math.round((partCents / wholeCents) * 1000) / 10 : 0;
}

// The Income Analysis screen's texts.
export const incomeAnalysisTexts = {
  emptyPeriod: 'No income data available for this period.',
  empty: 'No income data available.',
  emptyTrend: 'No income data available to display trends.',
  loading: 'Loading income data...',
  loadingData: 'Loading data...',
  loadingTrend: 'Loading trend data...',
} as const;
