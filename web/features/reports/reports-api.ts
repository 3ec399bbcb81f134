import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '../../../core/dates';
import { ITEMS_PAGE_MAX, type Item, type ItemPage } from '../../../core/items';
import type { ExpenseReport, IncomeReport, ReportPeriod } from '../../../core/reports/income-analysis';
import { apiFetch } from '../../lib/api';

/** What each report answers: GET /api/reports/income and /api/reports/expenses. */
export interface ReportOf {
  income: IncomeReport;
  expenses: ExpenseReport;
}
export type ReportKind = keyof ReportOf;

// The 'reports' prefix is what item changes invalidate (features/items/items-api.ts).
export const reportKeys = {
  report: (kind: ReportKind, period: ReportPeriod, today: CalendarDate) =>
    ['reports', kind, period, today] as const,
};

/** A report (Pro) for the period ending the user's today. */
export function useReport<Kind extends ReportKind>(kind: Kind, period: ReportPeriod, today: CalendarDate) {
  return useQuery({
    queryKey: reportKeys.report(kind, period, today),
    queryFn: ({ signal }) =>
      apiFetch<ReportOf[Kind]>(`/api/reports/${kind}?${new URLSearchParams({ period, today }).toString()}`, {
        signal,
      }),
    // Another period keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * Every business item of one type in a date range, oldest first, fetched page by page with the cursor (the server
 * has no export filtered by period, so a report's Export builds its file from these). Personal money is left out, as
 * the report's figures leave it out.
 */
export async function itemsOfPeriod(
  type: Item['type'],
  from: CalendarDate,
  to: CalendarDate,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({
      type,
      use: 'business',
      from,
      to,
      sort: 'date',
      order: 'asc',
      limit: String(ITEMS_PAGE_MAX),
    });
    if (cursor) params.set('cursor', cursor);
    const page: ItemPage = await apiFetch<ItemPage>(`/api/items?${params.toString()}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
