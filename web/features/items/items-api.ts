import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CategoriesInUse, Item, ItemPage } from '../../../core/items';
import type { ItemPatch, NewItem } from '../../../core/item-input';
import type { ListItemsQuery } from '../../../core/items-query';
import type { MarkItems } from '../../../core/item-use-input';
import { apiFetch } from '../../lib/api';

/** The filters and order of a list of items; the page size and cursor are added by the hooks. */
export type ItemsFilter = Partial<Omit<ListItemsQuery, 'limit' | 'cursor'>>;

export const itemKeys = {
  all: ['items'] as const,
  page: (filter: ItemsFilter, limit: number) => ['items', 'page', filter, limit] as const,
  pages: (filter: ItemsFilter, pageSize: number) => ['items', 'pages', filter, pageSize] as const,
  // Under 'items', so an added, changed or deleted item refreshes it with the lists.
  categories: ['items', 'categories'] as const,
};

/**
 * Figures computed from items (summary, tax estimate and planner, calendar, reports, export years, budget) go stale
 * with them.
 */
const derivedKeys = [
  ['summary'],
  ['tax-estimate'],
  ['tax-planner'],
  ['calendar'],
  ['reports'],
  ['export-years'],
  // The Schedule C and the 1099 reconciliation of web/features/tax.
  ['schedule-c'],
  ['tax-reconciliation'],
  // A payout's set-aside and a purchase's category: what is ready to assign and what is spent.
  ['budget'],
  // A payout or a platform fee on a shift's day changes what the shift earned.
  ['earnings'],
] as const;

function itemsPath(filter: ItemsFilter, limit: number, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return `/api/items?${params.toString()}`;
}

/** The first `limit` items matching the filter, with the total that match. */
export function useItemsPage(filter: ItemsFilter, limit: number) {
  return useQuery({
    queryKey: itemKeys.page(filter, limit),
    queryFn: ({ signal }) => apiFetch<ItemPage>(itemsPath(filter, limit), { signal }),
    // A new filter or order keeps the last rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** Items matching the filter page by page (cursor paging), so a long history is never loaded at once. */
export function useItemPages(filter: ItemsFilter, pageSize: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: itemKeys.pages(filter, pageSize),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ItemPage>(itemsPath(filter, pageSize, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/items/categories: the categories the user has items in (the Transactions category filter). */
export function useCategoriesInUse() {
  return useQuery({
    queryKey: itemKeys.categories,
    queryFn: ({ signal }) => apiFetch<CategoriesInUse>('/api/items/categories', { signal }),
  });
}

export async function invalidateItemData(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: itemKeys.all }),
    ...derivedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: NewItem) =>
      apiFetch<Item>('/api/items', { method: 'POST', body: JSON.stringify(item) }),
    onSettled: () => invalidateItemData(queryClient),
  });
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ItemPatch }) =>
      apiFetch<Item>(`/api/items/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: JSON.stringify(patch),
      }),
    onSettled: () => invalidateItemData(queryClient),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/items/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => invalidateItemData(queryClient),
  });
}

/** POST /api/items/use: marks the chosen items business (at a share), personal or for review, all at once. */
export function useMarkItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: MarkItems) =>
      apiFetch<{ updated: number }>('/api/items/use', { method: 'POST', body: JSON.stringify(mark) }),
    onSettled: () => invalidateItemData(queryClient),
  });
}
