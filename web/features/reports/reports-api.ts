import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '../../../core/dates';
import { ITEMS_PAGE_MAX, type Item, type ItemPage } from '../../../core/items';
import type { ExpenseReport, IncomeReport, ReportPeriod } from '../../../core/reports/income-analysis';
import { apiFetch } from '../../lib/api';

// The 'reports' prefix is what item changes invalidate (features/items/items-api.ts).
export const reportKeys = {
  income: (period: ReportPeriod, today: CalendarDate) => ['reports', 'income', period, today] as const,
  expenses: (period: ReportPeriod, today: CalendarDate) => ['reports', 'expenses', period, today] as const,
};

const reportPath = (kind: 'income' | 'expenses', period: ReportPeriod, today: CalendarDate) =>
  `/api/reports/${kind}?${new URLSearchParams({ period, today }).toString()}`;

/** GET /api/reports/income (Pro) for the period ending the user's today. */
export function useIncomeReport(period: ReportPeriod, today: CalendarDate) {
  return useQuery({
    queryKey: reportKeys.income(period, today),
    queryFn: ({ signal }) => apiFetch<IncomeReport>(reportPath('income', period, today), { signal }),
    // Another period keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/expenses (Pro) for the period ending the user's today. */
export function useExpenseReport(period: ReportPeriod, today: CalendarDate) {
  return useQuery({
    queryKey: reportKeys.expenses(period, today),
    queryFn: ({ signal }) => apiFetch<ExpenseReport>(reportPath('expenses', period, today), { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every business item of one type in a date range, oldest first, fetched page by page with the cursor (the server
 * has no export filtered by period, so a report's Export builds its file from these). Personal money is left out, as
 * the report's figures leave it out.
 */
export async function itemsOfPeriod(type: Item['type'], from: CalendarDate, to: CalendarDate): Promise<Item[]> {
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
