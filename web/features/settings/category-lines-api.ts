import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryLineInput, OwnCategoryLine } from '../../../core/tax/schedule-c-api';
import { apiFetch } from '../../lib/api';

// The Schedule C line of each of the person's own categories (any plan).
const categoryLinesKey = ['tax-category-lines'] as const;

/** GET /api/tax/category-lines. */
export function useCategoryLines() {
  return useQuery({
    queryKey: categoryLinesKey,
    queryFn: ({ signal }) =>
      apiFetch<{ categories: OwnCategoryLine[] }>('/api/tax/category-lines', { signal }),
  });
}

/** PUT /api/tax/category-lines; the Schedule C is asked again, as its lines moved. */
export function useSaveCategoryLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryLineInput) =>
      apiFetch<OwnCategoryLine>('/api/tax/category-lines', { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<{ categories: OwnCategoryLine[] }>(categoryLinesKey, (current) =>
        current
          ? {
              categories: current.categories.map((row) =>
                row.type === saved.type && row.category === saved.category ? saved : row,
              ),
            }
          : current,
      );
      await queryClient.invalidateQueries({ queryKey: ['schedule-c'] });
    },
  });
}
