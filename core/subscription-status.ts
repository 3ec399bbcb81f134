import type { Subscription } from './subscription';

// What the signed-in shell needs of a subscription, without zod (core/subscription.ts holds the schema and
// re-exports these), so zod loads with the pages and forms that validate, not with every signed-in first load.

export const subscriptionTiers = ['free', 'pro'] as const;
export const subscriptionStatuses = [
  'active',
  'canceled',
  'past_due',
  'unpaid',
  'trial',
  'inactive',
] as const;

/** A Pro user has tier pro and status active. */
export function isPro(subscription: Pick<Subscription, 'tier' | 'status'>): boolean {
  return subscription.tier === 'pro' && subscription.status === 'active';
}

export function planLabel(subscription: Pick<Subscription, 'tier' | 'status'>): 'Pro Plan' | 'Free Plan' {
  return isPro(subscription) ? 'Pro Plan' : 'Free Plan';
}
