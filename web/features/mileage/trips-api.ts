import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VehicleMethodOfTaxYear } from '../../../core/tax/vehicle-method';
import type { VehicleMethodInput } from '../../../core/tax/vehicle-method-input';
import type { NewTripInput, Trip, TripPatchInput, TripYear } from '../../../core/trips';
import { ApiRequestError, apiFetch } from '../../lib/api';
import { refreshStale, useCreateRecord, useDeleteRecord, useUpdateRecord } from '../../lib/record-mutations';

export const tripKeys = {
  all: ['trips'] as const,
  year: (year: number) => ['trips', year] as const,
};

// The deduction is an expense of the dashboard, the reports and the tax estimate: their figures go stale with it.
// The budget's tax set-aside follows the year's estimate, which counts the car; a trip's miles count for its shift.
const derivedKeys = [['summary'], ['tax-estimate'], ['reports'], ['budget'], ['earnings']] as const;

const staleAfterTrips = [tripKeys.all, ...derivedKeys];

/** GET /api/trips?year=: the year's trips, newest first, and its totals. */
export function useTripYear(year: number) {
  return useQuery({
    queryKey: tripKeys.year(year),
    queryFn: ({ signal }) => apiFetch<TripYear>(`/api/trips?year=${year}`, { signal }),
    // Another year keeps the last one on screen (dimmed) until it arrives.
    placeholderData: keepPreviousData,
  });
}

export const useCreateTrip = () => useCreateRecord<NewTripInput, Trip>('/api/trips', staleAfterTrips);

export const useUpdateTrip = () => useUpdateRecord<TripPatchInput, Trip>('/api/trips', staleAfterTrips);

export const useDeleteTrip = () => useDeleteRecord('/api/trips', staleAfterTrips);

const tripFields = ['date', 'miles', 'startOdometer', 'endOdometer', 'purpose', 'platform'] as const;
export type TripField = (typeof tripFields)[number];

/** Why the server refused a trip: its messages for the form's fields, or one message for the whole form. */
export function tripProblemOf(error: unknown): {
  fields?: Partial<Record<TripField, string>>;
  message?: string;
} {
  if (error instanceof ApiRequestError && error.fields) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).filter(([name]) => (tripFields as readonly string[]).includes(name)),
    );
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** GET /api/trips/vehicle-method?year=: the tax year's car method, what it leaves out, and both methods compared. */
export function useVehicleMethod(year: number) {
  return useQuery({
    // Under the 'tax-estimate' prefix: the comparison's tax goes stale with every item, trip, profile and household
    // change, as the estimate does (items-api.ts, tax-api.ts, staleAfterTrips).
    queryKey: ['tax-estimate', 'vehicle-method', year] as const,
    queryFn: ({ signal }) =>
      apiFetch<VehicleMethodOfTaxYear>(`/api/trips/vehicle-method?year=${year}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/trips/vehicle-method: the year's figures everywhere change with it. */
export function useSaveVehicleMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VehicleMethodInput) =>
      apiFetch<VehicleMethodOfTaxYear>('/api/trips/vehicle-method', {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSettled: () => refreshStale(queryClient, staleAfterTrips),
  });
}
