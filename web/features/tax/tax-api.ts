import { exportMessages } from '../../../core/export/items-export';
import { downloadFromApi } from '../../lib/download';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { taxSummaryFileName } from '../../../core/export/tax-summary';
import type { FilingStatus } from '../../../core/tax/tables';
import type { TaxEstimateResponse, TaxProfile } from '../../../core/tax/tax-api';
import type { TaxSetup } from '../../../core/tax/tax-setup';
import { apiFetch, ApiRequestError } from '../../lib/api';

// The 'tax-estimate' prefix is also what item changes invalidate (features/items/items-api.ts).
export const taxKeys = {
  profiles: ['tax-profile'] as const,
  profile: (year: number) => ['tax-profile', year] as const,
  estimates: ['tax-estimate'] as const,
  estimate: (year: number, filingStatus: FilingStatus, standardDeduction: number) =>
    ['tax-estimate', year, filingStatus, standardDeduction] as const,
  setup: ['tax-setup'] as const,
};

/** GET /api/tax/profile?year=: filing status, the user's own deduction, last year's figures and `year`'s household. */
export const taxProfileQuery = (year: number) => ({
  queryKey: taxKeys.profile(year),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<TaxProfile>(`/api/tax/profile?year=${year}`, { signal }),
});

export function useTaxProfile(year: number) {
  return useQuery(taxProfileQuery(year));
}

/**
 * PUT /api/tax/profile with `year`'s household; the estimate and planner are asked again, as they take last year's
 * figures and the household from it. The other years' profiles share the status and deduction: asked again too.
 */
export function useSaveTaxProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // The EIC's children may be left out: the server then counts the children under 17.
    mutationFn: (profile: Omit<TaxProfile, 'eitcChildren'> & { eitcChildren?: number | undefined }) =>
      apiFetch<TaxProfile>('/api/tax/profile', { method: 'PUT', body: JSON.stringify(profile) }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(taxKeys.profile(saved.year), saved);
      // A saved profile answers the set-up screen's questions (the server clears its flag in the same PUT).
      queryClient.setQueryData<TaxSetup>(taxKeys.setup, { pending: false });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: taxKeys.profiles,
          predicate: (query) => query.queryKey[1] !== saved.year,
        }),
        queryClient.invalidateQueries({ queryKey: taxKeys.estimates }),
        // The dashboard's quarterly figure comes from the same estimate, household included.
        queryClient.invalidateQueries({ queryKey: ['summary'] }),
        // The planner takes the filing status, deduction and last year's figures from the profile too.
        queryClient.invalidateQueries({ queryKey: ['tax-planner'] }),
        // Each payout's tax set-aside in the budget is the year's estimate's share.
        queryClient.invalidateQueries({ queryKey: ['budget'] }),
      ]);
    },
  });
}

/** GET /api/tax/setup: whether the set-up screen asked after sign-up is still to be answered. */
export function useTaxSetup() {
  return useQuery({
    queryKey: taxKeys.setup,
    queryFn: ({ signal }) => apiFetch<TaxSetup>('/api/tax/setup', { signal }),
  });
}

/** POST /api/tax/setup/skip: "Skip for now", so sign-up does not lead to the screen again. */
export function useSkipTaxSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TaxSetup>('/api/tax/setup/skip', { method: 'POST', body: '{}' }),
    onSuccess: (setup) => queryClient.setQueryData(taxKeys.setup, setup),
  });
}

/** GET /api/tax/estimate (Pro) for the chosen year, status and deduction. */
export function useTaxEstimate(year: number, filingStatus: FilingStatus, standardDeduction: number) {
  const params = new URLSearchParams({
    year: String(year),
    filingStatus,
    standardDeduction: String(standardDeduction),
  });
  return useQuery({
    queryKey: taxKeys.estimate(year, filingStatus, standardDeduction),
    queryFn: ({ signal }) =>
      apiFetch<TaxEstimateResponse>(`/api/tax/estimate?${params.toString()}`, { signal }),
    // A new year, status or deduction keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * The toast of a failed export: the server's own words for a year without items, otherwise
 * 'Failed to export data. Please try again.'
 */
export function exportFailureMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.code === 'not-found'
    ? error.message
    : exportMessages.failed;
}

/** GET /api/export/tax-summary as GigTally_tax_summary_YYYY.txt, through the app's one download helper. */
export async function downloadTaxSummary(year: number): Promise<void> {
  await downloadFromApi(`/api/export/tax-summary?year=${year}`, taxSummaryFileName(year));
}
