import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Budget } from '../../../core/budget/budget';
import type { CalendarDate } from '../../../core/dates';
import { apiFetch } from '../../lib/api';

// The 'budget' prefix is also what item, trip and tax-profile changes invalidate (features/items/items-api.ts): a
// payout, a purchase or a new tax estimate changes what is ready to assign and what is spent.
export const budgetKeys = {
  all: ['budget'] as const,
  month: (month: string, today: CalendarDate) => ['budget', month, today] as const,
};

const monthPath = (month: string) => `/api/budget/${encodeURIComponent(month)}`;

/** GET /api/budget: the month's plan and figures, this week's share counted from the person's own today. */
export function useBudget(month: string, today: CalendarDate) {
  return useQuery({
    queryKey: budgetKeys.month(month, today),
    queryFn: ({ signal }) =>
      apiFetch<Budget>(`/api/budget?${new URLSearchParams({ month, today }).toString()}`, { signal }),
  });
}

/**
 * A change to a month's plan. Each answers the month's budget, but as of the server's day; the month is asked again
 * as of the person's, and the dashboard's figures with it.
 */
function usePlanChange<Variables>(request: (variables: Variables) => { path: string; init: RequestInit }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => {
      const { path, init } = request(variables);
      return apiFetch<Budget>(path, init);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
  });
}

// A JSON body even when there is nothing to say, as the server takes a JSON post (and a form's post it refuses).
const jsonPost: RequestInit = { method: 'POST', body: '{}' };

const categoryPath = (month: string, category: string) =>
  `${monthPath(month)}/categories/${encodeURIComponent(category)}`;

export interface CategoryPlan {
  month: string;
  category: string;
  /** As typed: the server reads '120.50' and answers a field message for anything else. */
  planned: string | number;
  rollover: boolean;
}

/** PUT /api/budget/:month/categories/:category: what the month plans for the category, and whether it rolls over. */
export const usePlanCategory = () =>
  usePlanChange(({ month, category, planned, rollover }: CategoryPlan) => ({
    path: categoryPath(month, category),
    init: { method: 'PUT', body: JSON.stringify({ planned, rollover }) },
  }));

/** DELETE /api/budget/:month/categories/:category. */
export const useRemoveCategory = () =>
  usePlanChange(({ month, category }: { month: string; category: string }) => ({
    path: categoryPath(month, category),
    init: { method: 'DELETE' },
  }));

/** POST /api/budget/:month/copy: another month's plan, categories and amounts, into this one. */
export const useCopyPlan = () =>
  usePlanChange(({ month, from }: { month: string; from: string }) => ({
    path: `${monthPath(month)}/copy`,
    init: { method: 'POST', body: JSON.stringify({ from }) },
  }));

/** POST /api/budget/:month/from-average: each category at its average spending of the last three months. */
export const usePlanFromAverage = () =>
  usePlanChange((month: string) => ({ path: `${monthPath(month)}/from-average`, init: jsonPost }));

/** POST /api/budget/:month/assign: bills first, each up to last month's plan, from what is ready to assign. */
export const useAssignInOrder = () =>
  usePlanChange((month: string) => ({ path: `${monthPath(month)}/assign`, init: jsonPost }));
