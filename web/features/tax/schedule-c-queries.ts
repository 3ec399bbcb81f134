import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleC, VehicleUse, VehicleUseInput } from '../../../core/tax/schedule-c-api';
import { apiFetch } from '../../lib/api';
import { downloadFromApi } from '../../lib/download';

// Query keys of Schedule C. The 'schedule-c' prefix is also what item changes invalidate
// (features/items/items-api.ts).
export const scheduleCKeys = {
  all: ['schedule-c'] as const,
  year: (year: number) => ['schedule-c', year] as const,
};

/** GET /api/tax/schedule-c?year= (Pro): every line with its amount and the items behind it. */
export function useScheduleC(year: number) {
  return useQuery({
    queryKey: scheduleCKeys.year(year),
    queryFn: ({ signal }) => apiFetch<ScheduleC>(`/api/tax/schedule-c?year=${year}`, { signal }),
    // Another year keeps the last figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * PUT /api/tax/vehicle-use: Part IV's answers of a year; the Schedule C is asked again with them, and the estimates
 * and the car methods' comparison (their 'tax-estimate' prefix), which count car costs at the business-use share
 * the miles give.
 */
export function useSaveVehicleUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: VehicleUseInput) =>
      apiFetch<VehicleUse>('/api/tax/vehicle-use', { method: 'PUT', body: JSON.stringify(answers) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleCKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['tax-estimate'] }),
      ]),
  });
}

export const taxPacketFileName = (year: number) => `GigTally_tax_packet_${year}.zip`;

/** GET /api/tax/packet?year= (Pro): the PDF worksheet, the CSV files and the receipts in one zip. */
export async function downloadTaxPacket(year: number): Promise<string> {
  return downloadFromApi(`/api/tax/packet?year=${year}`, taxPacketFileName(year));
}
