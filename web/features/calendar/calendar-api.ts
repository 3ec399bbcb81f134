import { useQuery } from '@tanstack/react-query';
import type { CalendarMonth } from '../../../core/calendar';
import { apiFetch } from '../../lib/api';

// The 'calendar' prefix is what item changes invalidate (features/items/items-api.ts).
export const calendarKeys = { month: (month: string) => ['calendar', month] as const };

/** GET /api/calendar: the visible month only, each day's totals and first two items. */
export function useCalendarMonth(month: string) {
  return useQuery({
    queryKey: calendarKeys.month(month),
    queryFn: ({ signal }) =>
      apiFetch<CalendarMonth>(`/api/calendar?month=${encodeURIComponent(month)}`, { signal }),
  });
}
