import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarDate } from '../../../core/dates';
import type { EarningsReport, WeekGrid } from '../../../core/earnings/earnings';
import type { NewShiftInput, Shift } from '../../../core/earnings/shifts';
import { apiFetch } from '../../lib/api';
import { useCreateRecord, useDeleteRecord, useUpdateRecord } from '../../lib/record-mutations';
import { tripKeys } from '../mileage/trips-api';

export const earningsKeys = {
  all: ['earnings'] as const,
  period: (from: CalendarDate, to: CalendarDate) => ['earnings', 'period', from, to] as const,
  hours: (to: CalendarDate) => ['earnings', 'hours', to] as const,
};

/** A shift written changes every figure of the page, and the trips tied to it. */
const staleAfterShifts = [earningsKeys.all, tripKeys.all];

/** GET /api/earnings: the period's figures per platform, week and shift. */
export function useEarnings(from: CalendarDate, to: CalendarDate) {
  return useQuery({
    queryKey: earningsKeys.period(from, to),
    queryFn: ({ signal }) =>
      apiFetch<EarningsReport>(`/api/earnings?${new URLSearchParams({ from, to }).toString()}`, { signal }),
    // Another period keeps the last one on screen (dimmed) until it arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/earnings/hours: net pay an hour by hour of the week, the last 90 days to the person's today. */
export function useWeekGrid(to: CalendarDate) {
  return useQuery({
    queryKey: earningsKeys.hours(to),
    queryFn: ({ signal }) => apiFetch<WeekGrid>(`/api/earnings/hours?to=${to}`, { signal }),
  });
}

export const useCreateShift = () =>
  useCreateRecord<NewShiftInput, Shift>('/api/shifts', staleAfterShifts, {
    // Sent even offline, to fail at once: the running shift stays on the phone and says so, rather than a
    // "Saving..." that waits for a connection and is lost with the page.
    networkMode: 'always',
  });

export const useUpdateShift = () =>
  useUpdateRecord<Partial<NewShiftInput>, Shift>('/api/shifts', staleAfterShifts);

export const useDeleteShift = () => useDeleteRecord('/api/shifts', staleAfterShifts);

/** GET /api/shifts: the period's shifts as logged (own miles, active time, zone), for the list and the edit form. */
export function useShifts(from: CalendarDate, to: CalendarDate, { enabled = true } = {}) {
  return useQuery<Shift[]>({
    enabled,
    queryKey: ['earnings', 'shifts', from, to],
    queryFn: ({ signal }) =>
      apiFetch<{ shifts: Shift[] }>(`/api/shifts?${new URLSearchParams({ from, to }).toString()}`, {
        signal,
      }).then((body) => body.shifts),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (netPerHour: number | null) =>
      apiFetch<{ netPerHour: number | null }>('/api/earnings/target', {
        method: 'PUT',
        body: JSON.stringify({ netPerHour }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}
