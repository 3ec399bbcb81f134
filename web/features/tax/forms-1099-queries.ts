import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Form1099,
  Form1099Reading,
  NewForm1099Input,
  Reconciliation,
  ReconciliationFixInput,
} from '../../../core/tax/forms-1099';
import { apiFetch } from '../../lib/api';
import { postForm } from '../../lib/upload-form';

// Query keys of the 1099 forms and their reconciliation. The 'tax-reconciliation' prefix is also what item
// changes invalidate (features/items/items-api.ts).
export const forms1099Keys = {
  forms: ['tax-forms-1099'] as const,
  formsOf: (year: number) => ['tax-forms-1099', year] as const,
  reconciliation: ['tax-reconciliation'] as const,
  reconciliationOf: (year: number) => ['tax-reconciliation', year] as const,
};

/** GET /api/tax/forms-1099?year=: the forms of a tax year. */
export function useForms1099(year: number) {
  return useQuery({
    queryKey: forms1099Keys.formsOf(year),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ forms: Form1099[] }>(`/api/tax/forms-1099?year=${year}`, { signal })).forms,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tax/reconciliation?year=: each platform's forms beside the income recorded from it. */
export function useReconciliation(year: number) {
  return useQuery({
    queryKey: forms1099Keys.reconciliationOf(year),
    queryFn: ({ signal }) => apiFetch<Reconciliation>(`/api/tax/reconciliation?year=${year}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateForms() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: forms1099Keys.forms }),
      queryClient.invalidateQueries({ queryKey: forms1099Keys.reconciliation }),
    ]);
}

/** POST /api/tax/forms-1099. */
export function useAddForm1099() {
  const invalidate = useInvalidateForms();
  return useMutation({
    mutationFn: (form: NewForm1099Input) =>
      apiFetch<Form1099>('/api/tax/forms-1099', { method: 'POST', body: JSON.stringify(form) }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/tax/forms-1099/:id. */
export function useDeleteForm1099() {
  const invalidate = useInvalidateForms();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(`/api/tax/forms-1099/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/**
 * POST /api/tax/reconciliation/fix: a new income or expense item, so every figure made from items (dashboard,
 * estimate, reports, Schedule C) is asked again.
 */
export function useFixReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fix: ReconciliationFixInput) =>
      apiFetch<unknown>('/api/tax/reconciliation/fix', { method: 'POST', body: JSON.stringify(fix) }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** POST /api/tax/forms-1099/read (multipart `file`): what a text PDF of a 1099 says. */
export function readForm1099Pdf(file: File, signal?: AbortSignal): Promise<Form1099Reading> {
  const form = new FormData();
  form.append('file', file);
  return postForm<Form1099Reading>('/api/tax/forms-1099/read', form, { signal });
}
