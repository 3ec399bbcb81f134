import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

/**
 * Whether the plan's first answer has come, or its first attempt failed; once true it stays true for the component.
 * A page that waits for the plan before drawing part of itself must not take that part away again: a query that
 * failed is asked again when another component starts to use it, and while it is asked its failure count is 0.
 */
export function usePlanAnswered(subscription: ReturnType<typeof useSubscription>): boolean {
  const answeredNow = !subscription.isPending || subscription.failureCount > 0;
  const [answered, setAnswered] = useState(answeredNow);
  if (answeredNow && !answered) setAnswered(true);
  return answered || answeredNow;
}
