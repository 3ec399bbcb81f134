import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseCheck } from '../../../core/item-use-input';
import type { ItemPage } from '../../../core/items';
import { apiFetch } from '../../lib/api';
import { invalidateItemData } from '../items/items-api';

/** How many waiting items the review screen asks for at a time. */
export const REVIEW_PAGE_SIZE = 50;

// Apart from the 'items' keys that every item change refreshes: marking an item must not reload the queue under the
// person's finger (the item would vanish and the count jump). The queue is loaded afresh on each visit instead.
export const reviewQueueKey = ['review-queue'] as const;

/** GET /api/items?use=review, newest first, page by page. */
export function useReviewQueue() {
  return useInfiniteQuery({
    queryKey: reviewQueueKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({
        use: 'review',
        sort: 'date',
        order: 'desc',
        limit: String(REVIEW_PAGE_SIZE),
      });
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<ItemPage>(`/api/items?${params.toString()}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export const useCheckKey = ['use-check'] as const;

/** GET /api/items/use-check: the one-time check of business items that may be personal. */
export function useUseCheck() {
  return useQuery({
    queryKey: useCheckKey,
    queryFn: ({ signal }) => apiFetch<UseCheck>('/api/items/use-check', { signal }),
    // Asked once a visit: the answer changes only when the person answers the check.
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/items/use-check: "review" moves those items to the queue, "keep" leaves them business; both end it. */
export function useAnswerUseCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'review' | 'keep') =>
      apiFetch<{ moved: number }>('/api/items/use-check', {
        method: 'POST',
        body: JSON.stringify({ action }),
      }),
    onSuccess: () =>
      queryClient.setQueryData<UseCheck>(useCheckKey, (check) => check && { ...check, pending: false }),
    onSettled: async () => {
      queryClient.removeQueries({ queryKey: reviewQueueKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: useCheckKey }),
        invalidateItemData(queryClient),
      ]);
    },
  });
}
