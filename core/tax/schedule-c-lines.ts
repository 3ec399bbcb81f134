import type { ItemType } from '../categories';

// Schedule C (Form 1040), "Profit or Loss From Business", and its instructions (docs/tax-tables.md
// "Schedule C lines"): the lines a gig worker's categories land on.

/** The lines an item's category can land on: Part I income lines and Part II expense lines. */
export const incomeLines = ['1', '6'] as const;
export const expenseLines = [
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16b',
  '17',
  '18',
  '19',
  '20a',
  '20b',
  '21',
  '22',
  '23',
  '24a',
  '24b',
  '25',
  '26',
  '27a',
] as const;
export type IncomeLine = (typeof incomeLines)[number];
export type ExpenseLine = (typeof expenseLines)[number];
export type CategoryLine = IncomeLine | ExpenseLine;

/** The IRS's own names of the lines (2025 Schedule C). */
export const lineNames: Record<CategoryLine, string> = {
  '1': 'Gross receipts or sales',
  '6': 'Other income',
  '8': 'Advertising',
  '9': 'Car and truck expenses',
  '10': 'Commissions and fees',
  '11': 'Contract labor',
  '12': 'Depletion',
  '13': 'Depreciation and section 179 expense deduction',
  '14': 'Employee benefit programs',
  '15': 'Insurance (other than health)',
  '16b': 'Interest (other)',
  '17': 'Legal and professional services',
  '18': 'Office expense',
  '19': 'Pension and profit-sharing plans',
  '20a': 'Rent or lease: vehicles, machinery, and equipment',
  '20b': 'Rent or lease: other business property',
  '21': 'Repairs and maintenance',
  '22': 'Supplies',
  '23': 'Taxes and licenses',
  '24a': 'Travel',
  '24b': 'Deductible meals',
  '25': 'Utilities',
  '26': 'Wages',
  '27a': 'Other expenses',
};

/** Where a person's own category lands until they choose a line in Settings. */
export const defaultCustomLine: Record<ItemType, CategoryLine> = { income: '1', expense: '27a' };

/**
 * The built-in categories' lines (core/categories.ts). Sources and reasons in docs/tax-tables.md
 * "Schedule C lines". The car's costs (Gas, Transportation, Maintenance, Insurance) are line 9 in a year under
 * actual car expenses and are not deducted in a year under the standard mileage rate; Parking and Tolls are line 9
 * under either method; the trip log's standard-mileage deduction is line 9.
 */
export const builtInLines: Record<ItemType, Record<string, CategoryLine>> = {
  income: {
    'Gig Pay': '1',
    Tips: '1',
    Bonus: '1',
    Freelance: '1',
    Rideshare: '1',
    Delivery: '1',
    'Task Work': '1',
    Rental: '1',
    Refund: '6',
    'Other Income': '6',
  },
  expense: {
    Gas: '9',
    Transportation: '9',
    Parking: '9',
    Tolls: '9',
    Maintenance: '9',
    Insurance: '9',
    Meals: '24b',
    Equipment: '22',
    Supplies: '22',
    Phone: '25',
    Internet: '25',
    Software: '18',
    Rent: '20b',
    Utilities: '25',
    'Other Expense': '27a',
  },
};

/** The lines a person may give their own category of this type (Settings). */
export const linesFor = (type: ItemType): readonly CategoryLine[] =>
  type === 'income' ? incomeLines : expenseLines;

export const isBuiltInCategory = (type: ItemType, category: string): boolean =>
  Object.hasOwn(builtInLines[type], category);

/** The line of a category: built-in, the person's choice, or the default for their own categories. */
export function lineOf(
  type: ItemType,
  category: string,
  chosen: ReadonlyMap<string, CategoryLine> | undefined,
): CategoryLine {
  if (isBuiltInCategory(type, category)) return builtInLines[type][category]!;
  return chosen?.get(category) ?? defaultCustomLine[type];
}
