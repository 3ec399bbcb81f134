import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BankConnectionView,
  ConnectBankInput,
  SyncSummary,
  UpdateConnectionInput,
} from '../../../core/bank';
import { ApiRequestError, apiFetch } from '../../lib/api';
import { loadPublicConfig } from '../../lib/public-config';
import { invalidateItemData } from '../items/items-api';

// Endpoints: GET/POST /api/bank/connections, POST …/:id/sync, PATCH …/:id, DELETE …/:id?keepItems=.

export const bankKeys = { connections: ['bank', 'connections'] as const, config: ['public-config'] as const };

const connectionPath = (id: string) => `/api/bank/connections/${encodeURIComponent(id)}`;

/** What a connection brings (or takes away) changes the items and every figure made of them. */
function invalidateBankData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bankKeys.connections }),
    invalidateItemData(queryClient),
  ]);
}

/** GET /api/bank/connections: the person's connections, each with its accounts. */
export function useConnections() {
  return useQuery({
    queryKey: bankKeys.connections,
    queryFn: ({ signal }) => apiFetch<BankConnectionView[]>('/api/bank/connections', { signal }),
    // A connection shown as syncing is looked at again until it has finished.
    refetchInterval: (query) =>
      query.state.data?.some((connection) => connection.status === 'syncing') ? 3_000 : false,
  });
}

/** The ways of connecting this server offers (GET /api/config's bankProviders). */
export function useBankProviders() {
  return useQuery({
    queryKey: bankKeys.config,
    queryFn: loadPublicConfig,
    select: (config) => config.bankProviders ?? [],
    staleTime: Infinity,
  });
}

/** POST /api/bank/connections: connects and syncs the last 90 days; answers the connection (201). */
export function useConnectBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectBankInput) =>
      apiFetch<BankConnectionView>('/api/bank/connections', { method: 'POST', body: JSON.stringify(input) }),
    onSettled: () => invalidateBankData(queryClient),
  });
}

/** POST /api/bank/connections/:id/sync: answers what the sync added and skipped. */
export function useSyncConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<SyncSummary>(`${connectionPath(id)}/sync`, { method: 'POST', body: '{}' }),
    onSettled: () => invalidateBankData(queryClient),
  });
}

/** PATCH /api/bank/connections/:id: which of its accounts are tracked. */
export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateConnectionInput }) =>
      apiFetch<BankConnectionView>(connectionPath(id), { method: 'PATCH', body: JSON.stringify(input) }),
    onSuccess: (connection) =>
      queryClient.setQueryData<BankConnectionView[]>(bankKeys.connections, (connections) =>
        connections?.map((each) => (each.id === connection.id ? connection : each)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankKeys.connections }),
  });
}

/** DELETE /api/bank/connections/:id?keepItems=: 204. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keepItems }: { id: string; keepItems: boolean }) =>
      apiFetch<void>(`${connectionPath(id)}?keepItems=${keepItems}`, { method: 'DELETE' }),
    onSettled: () => invalidateBankData(queryClient),
  });
}

/** The server's message for the setup-token field of a refused connection, when it named that field. */
export function fieldMessageOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.fields?.[field] : undefined;
}

export const errorMessageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
