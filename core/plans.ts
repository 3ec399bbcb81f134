// The plans: the Free limits, the Pro price and what Pro offers. Kept apart from core/subscription.ts, which
// carries zod, so that the landing page can show the plans without shipping a schema library on first load.
export const FREE_ITEM_LIMIT = 10;
/** How many categories a Free plan's month may budget; Pro has no limit. */
export const FREE_BUDGET_CATEGORY_LIMIT = 5;
export const PRO_PRICE_CENTS = 999;

export const proPlanFeatures = [
  'Unlimited budget items',
  'Automated income tracking',
  'Real-time tax estimates',
  'Expense categorization',
  'Monthly insights report',
  'Mobile web-app access',
  'Email support',
  'Priority support',
  'Advanced reporting',
  'Cancel anytime',
] as const;
