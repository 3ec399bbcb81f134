import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, type NavigateFunction } from '../../lib/router';
import type { CheckoutStartInput, TestCheckoutView } from '../../../core/billing';
import type { Subscription } from '../../../core/subscription';
import { ApiRequestError, apiFetch } from '../../lib/api';

const subscriptionKey = ['subscription'] as const;

/**
 * A new plan changes what else the user sees: the sidebar's plan label and the dashboard's usage meter, whose
 * limit comes with the summary (features/dashboard/use-summary.ts).
 */
async function refreshPlan(queryClient: QueryClient, subscription: Subscription) {
  queryClient.setQueryData(subscriptionKey, subscription);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKey }),
    queryClient.invalidateQueries({ queryKey: ['summary'] }),
  ]);
}

/** A path of our own app (test-mode checkout) stays in the SPA; the provider's hosted page is a real redirect. */
function goTo(url: string, navigate: NavigateFunction) {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}

/** The path and query of one of our own return URLs, which the server sends as absolute URLs. */
export function appPathOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * POST /api/billing/checkout, then off to the checkout page it names. `returnTo` (a Pro gate's own page) is where
 * the person comes back to once the plan is active, instead of Subscription.
 */
export function useStartCheckout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: CheckoutStartInput = {}) => {
      const { url } = await apiFetch<{ url: string }>('/api/billing/checkout', {
        method: 'POST',
        body: JSON.stringify(input),
      });
      goTo(url, navigate);
    },
  });
}

/** POST /api/billing/activate after the return from checkout; the server checks the session was paid. */
export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiFetch<Subscription>('/api/billing/activate', {
        method: 'POST',
        body: JSON.stringify({ sessionId }),
      }),
    onSuccess: (subscription) => refreshPlan(queryClient, subscription),
  });
}

/** POST /api/cancel-subscription: Pro until the end of the period; pending until the subscription is refreshed. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<Subscription>('/api/cancel-subscription', { method: 'POST', body: JSON.stringify({}) }),
    onSuccess: (subscription) => refreshPlan(queryClient, subscription),
  });
}

/** POST /api/subscription/resume: a plan cancelled at period end renews again. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<Subscription>('/api/subscription/resume', { method: 'POST', body: JSON.stringify({}) }),
    onSuccess: (subscription) => refreshPlan(queryClient, subscription),
  });
}

/** GET /api/billing/test-checkout/:sessionId: the session the test-mode checkout page shows. */
export function useTestCheckout(sessionId: string | null) {
  return useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: ({ signal }) =>
      apiFetch<TestCheckoutView>(`/api/billing/test-checkout/${encodeURIComponent(sessionId ?? '')}`, {
        signal,
      }),
    enabled: sessionId !== null,
    // A missing or foreign session is an answer, not a hiccup: asking again would not change it.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 1,
  });
}

/** 'Pay $9.99 (test mode)': completes the session on the server, then returns to the success URL. */
export function useCompleteTestCheckout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (sessionId: string) => {
      const { successUrl } = await apiFetch<{ successUrl: string }>('/api/billing/test-checkout/complete', {
        method: 'POST',
        body: JSON.stringify({ sessionId }),
      });
      // The checkout page is done with: Back from the subscription page skips it.
      navigate(appPathOf(successUrl), { replace: true });
    },
  });
}
