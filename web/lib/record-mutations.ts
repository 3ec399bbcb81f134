import {
  useMutation,
  useQueryClient,
  type NetworkMode,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiFetch } from './api';

// The create, update and delete calls of a collection the API serves the same way (POST /api/trips,
// PATCH and DELETE /api/trips/:id). Each feature names its own hooks over these and says what a change makes stale.

/** The queries a written record makes stale: its own lists and the figures computed from it. */
export type StaleAfterWrite = readonly QueryKey[];

/** Asks again every query of `stale` (and those under it) that is on screen. */
export function refreshStale(queryClient: QueryClient, stale: StaleAfterWrite) {
  return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

const recordPath = (collection: string, id: string) => `${collection}/${encodeURIComponent(id)}`;

/** POST `collection`: a new record, answered as saved. */
export function useCreateRecord<Input, Saved>(
  collection: string,
  stale: StaleAfterWrite,
  options: { networkMode?: NetworkMode } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: Input) =>
      apiFetch<Saved>(collection, { method: 'POST', body: JSON.stringify(input) }),
    onSettled: () => refreshStale(queryClient, stale),
  });
}

/** PATCH `collection`/:id: the fields of `patch` changed, the record answered as saved. */
export function useUpdateRecord<Patch, Saved>(collection: string, stale: StaleAfterWrite) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Patch }) =>
      apiFetch<Saved>(recordPath(collection, id), { method: 'PATCH', body: JSON.stringify(patch) }),
    onSettled: () => refreshStale(queryClient, stale),
  });
}

/** DELETE `collection`/:id. */
export function useDeleteRecord(collection: string, stale: StaleAfterWrite) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(recordPath(collection, id), { method: 'DELETE' }),
    onSettled: () => refreshStale(queryClient, stale),
  });
}
