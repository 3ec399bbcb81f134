import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '../../../core/subscription';
import { apiFetch } from '../../lib/api';

// The subscription is re-fetched every 5 minutes.
const REFRESH_MS = 5 * 60 * 1000;

export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: ['subscription'],
    queryFn: () => apiFetch<Subscription>('/api/subscription'),
    refetchInterval: REFRESH_MS,
    enabled,
  });
}
