// The Free plan's item limit and its usage meter: blue under 80 %, yellow from 80 %, red at 100 %.
export const USAGE_WARNING_RATIO = 0.8;

export type UsageLevel = 'ok' | 'warning' | 'full';

/** The meter's state: under 80 % of the limit ok (blue), from 80 % warning (yellow), at the limit full (red). */
export function usageLevel(items: number, limit: number): UsageLevel {
  if (items >= limit) return 'full';
  if (items >= limit * USAGE_WARNING_RATIO) return 'warning';
  return 'ok';
}

/** Whether a plan with this usage can take no more items (a null limit is Pro: unlimited). */
export function isAtItemLimit(usage: { items: number; limit: number | null }): boolean {
  return usage.limit !== null && usage.items >= usage.limit;
}

export const planUsageMessages = {
  // Shown where items are added once a Free account has reached its limit.
  limitReachedTitle: 'Free tier limit reached',
  limitReachedText: "You've reached your free tier limit. Upgrade to Pro for unlimited budget items.",
  // The default message of the subscription-limit-reached error.
  subscriptionLimitReached: 'You have reached the limit for your current subscription plan.',
} as const;
