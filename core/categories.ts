// The categories, one list per type. Separate lists for the full form and Quick Entry named one cost two ways
// ('Transportation'/'Meals' in the form, 'Gas'/'Food' in Quick Entry), splitting it across two rows of every
// report. The full form, Quick Entry, rules, imports, reports and tax use these lists; Quick Entry offers a
// shortlist of them. A person's own (custom) categories stay free text beside them.
export const itemTypes = ['income', 'expense'] as const;
export type ItemType = (typeof itemTypes)[number];

/** Every category GigTally names, per type, in the order the full form lists them. */
export const categories: Record<ItemType, readonly string[]> = {
  income: ['Gig Pay', 'Tips', 'Bonus', 'Freelance', 'Rideshare', 'Delivery', 'Task Work', 'Other Income'],
  expense: [
    'Gas',
    'Transportation',
    'Parking',
    'Tolls',
    'Maintenance',
    'Insurance',
    // The IRS name (Publication 463 chapter 2, "50% Limit"), where Quick Entry once said 'Food'.
    'Meals',
    'Equipment',
    'Supplies',
    'Phone',
    'Internet',
    'Software',
    // A workspace rented, or a studio's utilities: a home's rent and utilities are personal ('Housing', 'Home
    // utilities'); the home-office deduction is asked for on the Tax page.
    'Rent',
    'Utilities',
    'Other Expense',
  ],
};

/**
 * The household's categories, apart from the business ones: a personal item is budgeted, never deducted, so none of
 * these maps to a Schedule C line. A refund, a transfer between one's own accounts or a rental (Schedule E, not C)
 * is income that is not business income.
 */
export const personalCategories: Record<ItemType, readonly string[]> = {
  income: ['Wages', 'Transfer', 'Refund', 'Rental', 'Other'],
  expense: [
    'Groceries',
    'Housing',
    'Home utilities',
    'Dining out',
    'Entertainment',
    'Subscriptions',
    'Health',
    'Childcare',
    'Debt payments',
    'Savings',
    'Personal other',
  ],
};

/** Where a personal item with no better category goes. */
export const personalFallbackCategory: Record<ItemType, string> = {
  income: 'Other',
  expense: 'Personal other',
};

const personalNames = new Set([...personalCategories.income, ...personalCategories.expense]);

/** Whether a category is one of the household's built-in categories (never on Schedule C). */
export const isPersonalCategory = (category: string): boolean => personalNames.has(category);

/** Quick Entry's choices, as shortcuts into `categories` (Quick Entry's 'Food' is 'Meals'). */
export const quickEntryShortcuts: Record<ItemType, readonly string[]> = {
  income: ['Gig Pay', 'Tips', 'Bonus', 'Other Income'],
  expense: [
    'Gas',
    'Meals',
    'Supplies',
    'Parking',
    'Tolls',
    'Maintenance',
    'Insurance',
    'Phone',
    'Internet',
    'Software',
  ],
};

/** Every category of either type, once each, A to Z: the suggestions of a free-text category input. */
export const allCategories: readonly string[] = [
  ...new Set([
    ...categories.income,
    ...categories.expense,
    ...personalCategories.income,
    ...personalCategories.expense,
  ]),
].sort();

/** The label of the choice that lets the user type a category ('Custom Category' / 'Custom'). */
export const customCategoryLabel: Record<ItemType, string> = { income: 'Custom', expense: 'Custom Category' };
