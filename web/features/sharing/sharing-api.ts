import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessLogEntry,
  SharedClient,
  SharingComment,
  SharingInvitation,
  SharingOverview,
} from '../../../core/sharing/sharing-rules';
import type { CommentInput } from '../../../core/sharing/sharing';
import { apiFetch } from '../../lib/api';

export const sharingKeys = {
  all: ['sharing'] as const,
  overview: ['sharing', 'overview'] as const,
  log: ['sharing', 'log'] as const,
  clients: ['sharing', 'clients'] as const,
  comments: ['sharing', 'comments'] as const,
};

/** GET /api/sharing: who can see the person's books, and the invitations waiting. */
export function useSharingOverview() {
  return useQuery({
    queryKey: sharingKeys.overview,
    queryFn: ({ signal }) => apiFetch<SharingOverview>('/api/sharing', { signal }),
  });
}

/** GET /api/sharing/log: each opening of the books, newest first. */
export function useAccessLog() {
  return useQuery({
    queryKey: sharingKeys.log,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ entries: AccessLogEntry[] }>('/api/sharing/log', { signal })).entries,
  });
}

/** GET /api/sharing/clients: the books others share with the person. */
export function useSharedClients() {
  return useQuery({
    queryKey: sharingKeys.clients,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ clients: SharedClient[] }>('/api/sharing/clients', { signal })).clients,
  });
}

/** GET /api/sharing/comments: the notes on the books open (the person's own, or the client's they are reading). */
export function useComments() {
  return useQuery({
    queryKey: sharingKeys.comments,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ comments: SharingComment[] }>('/api/sharing/comments', { signal })).comments,
  });
}

function useSharingMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.all }),
  });
}

export const useInvite = () =>
  useSharingMutation((email: string) =>
    apiFetch<SharingInvitation>('/api/sharing/invitations', {
      method: 'POST',
      body: JSON.stringify({ email }),
    }),
  );

export const useCancelInvitation = () =>
  useSharingMutation((id: string) =>
    apiFetch<void>(`/api/sharing/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useRevokeGrant = () =>
  useSharingMutation((id: string) =>
    apiFetch<void>(`/api/sharing/grants/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useAddComment = () =>
  useSharingMutation((comment: CommentInput) =>
    apiFetch<SharingComment>('/api/sharing/comments', { method: 'POST', body: JSON.stringify(comment) }),
  );

export const useAnswerComment = () =>
  useSharingMutation(({ id, text }: { id: string; text: string }) =>
    apiFetch<SharingComment>(`/api/sharing/comments/${encodeURIComponent(id)}/answer`, {
      method: 'PUT',
      body: JSON.stringify({ text }),
    }),
  );

/** POST /api/sharing/accept: the invitation's link taken up by the signed-in person. */
export const acceptInvitation = (token: string) =>
  apiFetch<{ clientId: string; name: string }>('/api/sharing/accept', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });
