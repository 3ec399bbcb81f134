// SPEC section 3 "Categories".
export const itemTypes = ['income', 'expense'] as const;
export type ItemType = (typeof itemTypes)[number];

export const fullFormCategories: Record<ItemType, readonly string[]> = {
  income: ['Freelance', 'Rideshare', 'Delivery', 'Task Work', 'Rental', 'Other Income'],
  expense: [
    'Transportation',
    'Meals',
    'Equipment',
    'Supplies',
    'Insurance',
    'Phone',
    'Internet',
    'Software',
    'Maintenance',
    'Other Expense',
  ],
};

export const quickEntryCategories: Record<ItemType, readonly string[]> = {
  income: ['Gig Pay', 'Tips', 'Bonus', 'Refund', 'Other Income'],
  expense: [
    'Gas',
    'Food',
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

/** The label of the choice that lets the user type a category (SPEC: 'Custom Category' / 'Custom'). */
export const customCategoryLabel: Record<ItemType, string> = { income: 'Custom', expense: 'Custom Category' };
