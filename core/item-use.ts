// Whether an item is a business item (on Schedule C and in the tax estimate), a personal one (in the budget only),
// or not decided yet (counted nowhere until the person decides). Zod-free so the signed-in shell can read it.
export const itemUses = ['business', 'personal', 'review'] as const;
export type ItemUse = (typeof itemUses)[number];

/** The share of a business item that is a business cost, in whole percent (a phone used 60 % for work: 60). */
export const BUSINESS_PERCENT_MIN = 1;
export const BUSINESS_PERCENT_MAX = 100;
export const FULL_BUSINESS_PERCENT = 100;

/**
 * The deductible cents of a business item at its share: each item rounded to the cent, half up, so that a
 * Schedule C line is the sum of what each item shows. Amounts are positive (a check of the items table).
 */
export const businessShareCents = (amountCents: number, businessPercent: number): number =>
  Math.floor((amountCents * businessPercent + 50) / 100);

/** Where an item or a recognised tax payment came from. */
export const itemSources = ['import', 'bank', 'hand'] as const;
export type ItemSource = (typeof itemSources)[number];
