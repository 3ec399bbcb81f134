import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '../../../core/dates';
import type { DateRange } from '../../../core/periods';
import type { Summary } from '../../../core/summary';
import { apiFetch } from '../../lib/api';

/** GET /api/summary for a period (null = all time) as of the user's local today. */
export function useSummary(range: DateRange | null, today: CalendarDate) {
  const params = new URLSearchParams(range ? { from: range.from, to: range.to, today } : { today });
  return useQuery({
    // The 'summary' prefix is what item changes invalidate (features/items/items-api.ts).
    queryKey: ['summary', range?.from ?? null, range?.to ?? null, today],
    queryFn: ({ signal }) => apiFetch<Summary>(`/api/summary?${params.toString()}`, { signal }),
    // Switching periods keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
