import { z } from 'zod';

// The plans themselves live in core/plans.ts (zod-free, for the landing page).
export { FREE_ITEM_LIMIT, PRO_PRICE_CENTS, proPlanFeatures } from './plans';

export const subscriptionTiers = ['free', 'pro'] as const;
export const subscriptionStatuses = [
  'active',
  'canceled',
  'past_due',
  'unpaid',
  'trial',
  'inactive',
] as const;

export const subscriptionSchema = z.object({
  tier: z.enum(subscriptionTiers),
  status: z.enum(subscriptionStatuses),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

/** SPEC section 4: a Pro user has tier pro and status active. */
export function isPro(subscription: Pick<Subscription, 'tier' | 'status'>): boolean {
  return subscription.tier === 'pro' && subscription.status === 'active';
}

export function planLabel(subscription: Pick<Subscription, 'tier' | 'status'>): 'Pro Plan' | 'Free Plan' {
  return isPro(subscription) ? 'Pro Plan' : 'Free Plan';
}
