import type { subscriptionStatuses, subscriptionTiers } from './subscription-status';

// The plans themselves live in core/plans.ts (zod-free, for the landing page). This module is zod-free too: every
// signed-in page asks whether the person is Pro, and a schema here would load zod with each of them.
export { FREE_ITEM_LIMIT, PRO_PRICE_CENTS, proPlanFeatures } from './plans';

export { isPro, planLabel, subscriptionStatuses, subscriptionTiers } from './subscription-status';

/** GET /api/subscription's answer: the person's plan and its state. */
export interface Subscription {
  tier: (typeof subscriptionTiers)[number];
  status: (typeof subscriptionStatuses)[number];
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
  updatedAt: string;
}
