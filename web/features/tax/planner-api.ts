import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
// Types only: the dashboard asks for the planner too, and must not carry the payment schema in its chunk.
import type { EstimatedTaxPayment, NewPayment, Planner } from '../../../core/tax/planner-api';
import type { CalendarDate } from '../../../core/dates';
import type { TaxOwed } from '../../../core/tax/owed-api';
import type { Item } from '../../../core/items';
import { apiFetch } from '../../lib/api';

// The 'tax-planner' prefix is also what item and tax-profile changes invalidate (items-api.ts, tax-api.ts).
export const plannerKeys = {
  all: ['tax-planner'] as const,
  year: (year: number, today: CalendarDate) => ['tax-planner', year, today] as const,
};

/**
 * GET /api/tax/owed (every plan): what is due by the next due date to the IRS and the state, the year's tax and what
 * is overdue. Under the planner's key, so that whatever changes the planner changes it too.
 */
export function useTaxOwed(year: number, today: CalendarDate) {
  return useQuery({
    queryKey: [...plannerKeys.all, 'owed', year, today] as const,
    queryFn: ({ signal }) => apiFetch<TaxOwed>(`/api/tax/owed?year=${year}&today=${today}`, { signal }),
  });
}

/**
 * GET /api/tax/planner (Pro): each installment of the year, what was paid and what is still due, and what is due
 * by the next due date as of the person's `today`.
 */
export function usePlanner(year: number, today: CalendarDate, enabled = true) {
  return useQuery({
    queryKey: plannerKeys.year(year, today),
    queryFn: ({ signal }) => apiFetch<Planner>(`/api/tax/planner?year=${year}&today=${today}`, { signal }),
    enabled,
  });
}

const invalidatePlanner = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: plannerKeys.all });

/** POST /api/tax/payments. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: NewPayment) =>
      apiFetch<EstimatedTaxPayment>('/api/tax/payments', { method: 'POST', body: JSON.stringify(payment) }),
    onSettled: () => invalidatePlanner(queryClient),
  });
}

/** DELETE /api/tax/payments/:id. */
export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/tax/payments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => invalidatePlanner(queryClient),
  });
}

/**
 * POST /api/tax/payments/:id/not-a-payment: a recognised payment becomes again an expense in the review queue, so
 * the lists of items and the summary's review count change with the planner.
 */
export function useNotAPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ item: Item }>(`/api/tax/payments/${encodeURIComponent(id)}/not-a-payment`, {
        method: 'POST',
      }),
    onSettled: () =>
      Promise.all([
        invalidatePlanner(queryClient),
        queryClient.invalidateQueries({ queryKey: ['items'] }),
        queryClient.invalidateQueries({ queryKey: ['summary'] }),
      ]),
  });
}
