import { useMutation, useQueryClient, type NetworkMode, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from './api';

// The create, update and delete calls of a collection the API serves the same way (POST /api/trips,
// PATCH and DELETE /api/trips/:id). Each feature names its own hooks over these and says what a change makes stale.

/** Refreshes what a written record changes: its own lists and the figures computed from it. */
export type RefreshAfterWrite = (queryClient: QueryClient) => Promise<unknown>;

const recordPath = (collection: string, id: string) => `${collection}/${encodeURIComponent(id)}`;

/** POST `collection`: a new record, answered as saved. */
export function useCreateRecord<Input, Saved>(
  collection: string,
  refresh: RefreshAfterWrite,
  options: { networkMode?: NetworkMode } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: Input) =>
      apiFetch<Saved>(collection, { method: 'POST', body: JSON.stringify(input) }),
    onSettled: () => refresh(queryClient),
  });
}

/** PATCH `collection`/:id: the fields of `patch` changed, the record answered as saved. */
export function useUpdateRecord<Patch, Saved>(collection: string, refresh: RefreshAfterWrite) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Patch }) =>
      apiFetch<Saved>(recordPath(collection, id), { method: 'PATCH', body: JSON.stringify(patch) }),
    onSettled: () => refresh(queryClient),
  });
}

/** DELETE `collection`/:id. */
export function useDeleteRecord(collection: string, refresh: RefreshAfterWrite) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(recordPath(collection, id), { method: 'DELETE' }),
    onSettled: () => refresh(queryClient),
  });
}
