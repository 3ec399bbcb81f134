// SPEC section 3 "Categories", made one list per type (issue 17 point 8): SPEC gives the full form and Quick Entry
// different names for the same costs ('Gas'/'Food' there, 'Transportation'/'Meals' here), which split one cost
// across two rows of every report. The full form, Quick Entry, rules, imports, reports and tax use these lists;
// Quick Entry offers a shortlist of them. A person's own (custom) categories stay free text beside them.
export const itemTypes = ['income', 'expense'] as const;
export type ItemType = (typeof itemTypes)[number];

/** Every category GigTally names, per type, in the order the full form lists them. */
export const categories: Record<ItemType, readonly string[]> = {
  income: [
    'Gig Pay',
    'Tips',
    'Bonus',
    'Freelance',
    'Rideshare',
    'Delivery',
    'Task Work',
    'Rental',
    'Refund',
    'Other Income',
  ],
  expense: [
    'Gas',
    'Transportation',
    'Parking',
    'Tolls',
    'Maintenance',
    'Insurance',
    // The IRS name (Publication 463 chapter 2, "50% Limit"); SPEC's Quick Entry called it 'Food'.
    'Meals',
    'Equipment',
    'Supplies',
    'Phone',
    'Internet',
    'Software',
    'Rent',
    'Utilities',
    'Other Expense',
  ],
};

/** SPEC's Quick Entry choices, as shortcuts into `categories` (Quick Entry's 'Food' is 'Meals'). */
export const quickEntryShortcuts: Record<ItemType, readonly string[]> = {
  income: ['Gig Pay', 'Tips', 'Bonus', 'Refund', 'Other Income'],
  expense: [
    'Gas',
    'Meals',
    'Supplies',
    'Parking',
    'Tolls',
    'Maintenance',
    'Insurance',
    'Rent',
    'Utilities',
    'Phone',
    'Internet',
    'Software',
  ],
};

/** Every category of either type, once each, A to Z: the suggestions of a free-text category input. */
export const allCategories: readonly string[] = [
  ...new Set([...categories.income, ...categories.expense]),
].sort();

/** The label of the choice that lets the user type a category (SPEC: 'Custom Category' / 'Custom'). */
export const customCategoryLabel: Record<ItemType, string> = { income: 'Custom', expense: 'Custom Category' };
