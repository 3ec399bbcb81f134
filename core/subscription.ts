import { z } from 'zod';
import { subscriptionStatuses, subscriptionTiers } from './subscription-status';

// The plans themselves live in core/plans.ts (zod-free, for the landing page).
export { FREE_ITEM_LIMIT, PRO_PRICE_CENTS, proPlanFeatures } from './plans';

export { isPro, planLabel, subscriptionStatuses, subscriptionTiers } from './subscription-status';

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
