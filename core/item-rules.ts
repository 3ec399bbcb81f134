import type { ItemType } from './categories';
import { isCalendarDate, type CalendarDate } from './dates';
import { formatDate, type DateFormat } from './format';
import { hasAtMostTwoDecimals } from './money';

// The item rules and texts the signed-in shell and the dashboard's Quick Entry need, without zod
// (core/items.ts holds the schemas and re-exports all of this), so zod does not load with every signed-in page.

// The limits of a budget item (docs/architecture.md "Data model").
export const CATEGORY_MAX_LENGTH = 64;
export const DESCRIPTION_MAX_LENGTH = 500;
export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 32;
export const MAX_AMOUNT = 99_999_999.99;
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';
export const ITEMS_PAGE_MAX = 500;
export const ITEMS_PAGE_DEFAULT = 50;
export const itemSorts = ['date', 'amount'] as const;
export const sortOrders = ['asc', 'desc'] as const;

// The item forms' and the API's messages, one per rule; the tests assert each text exactly.
export const itemMessages = {
  amountNotNumber: 'Amount must be a valid number',
  amountNotPositive: 'Please enter a valid amount',
  amountDecimals: 'Amount can have at most 2 decimal places',
  amountTooLarge: 'Amount must be at most 99,999,999.99',
  categoryRequired: 'Category is required',
  categoryTooLong: `Category must be at most ${CATEGORY_MAX_LENGTH} characters`,
  quickCategoryRequired: 'Please select or enter a category',
  customCategoryRequired: 'Please enter a custom category',
  typeInvalid: 'Type must be income or expense',
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real calendar date (YYYY-MM-DD)',
  dateOutOfRange: `Date must be between ${EARLIEST_DATE} and ${LATEST_DATE}`,
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  tooManyTags: `At most ${TAGS_MAX} tags`,
  tagTooLong: `Each tag must be at most ${TAG_MAX_LENGTH} characters`,
  textNul: 'Text must not contain the NUL character',
  nothingToUpdate: 'Nothing to update',
  notFound: 'Document not found. It may have been deleted.',
  addFailed: 'Failed to add item. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this item?',
  tipsNotBoolean: 'Tips must be true or false',
  tipsOnlyIncome: 'Only income can be marked as tips',
  clientRequestIdInvalid: 'The entry id must be a UUID',
  useInvalid: 'Use must be business, personal or review',
  businessPercentInvalid: 'Business share must be a whole percent from 1 to 100',
  businessPercentNotBusiness: 'Only a business item has a business share',
  personalCategoryOnBusiness: (category: string) =>
    `${category} is a personal category: mark the item personal, or choose a business category`,
} as const;

/** PostgreSQL text cannot hold the NUL character, so input with one is refused up front. */
export const NO_NUL = /^[^\0]*$/;

/** Quick Entry's amount: required, a number of at least 0.01; one message at a time. */
export function quickAmountProblem(value: string): string | undefined {
  const amount = Number(value);
  if (value === '' || !Number.isFinite(amount) || amount < 0.01) return itemMessages.amountNotPositive;
  if (!hasAtMostTwoDecimals(amount)) return itemMessages.amountDecimals;
  if (amount > MAX_AMOUNT) return itemMessages.amountTooLarge;
  return undefined;
}

/** The select value standing for 'Custom Category' / 'Custom'. */
export const CUSTOM_CATEGORY = '__custom__';

/** Quick entry's income category for tips. */
export const TIPS_CATEGORY = 'Tips';

/** Quick entries are described 'Quick entry: {category} - {date}', the date as the user writes dates. */
export function quickEntryDescription(category: string, date: CalendarDate, dateFormat: DateFormat): string {
  return `Quick entry: ${category} - ${formatDate(date, dateFormat)}`;
}

/**
 * Quick entry as its form holds it: the amount as typed, the category or CUSTOM_CATEGORY, and the
 * date (today unless changed: an entry made the morning after a late shift belongs to the day before).
 */
export interface QuickEntryFields {
  type: ItemType;
  amount: string;
  category: string;
  customCategory: string;
  date: string;
}

export type QuickEntryProblems = Partial<Record<'amount' | 'category' | 'customCategory' | 'date', string>>;

/** A date as every item takes it: a real calendar date within the items' range; one message at a time. */
export function itemDateProblem(value: string): string | undefined {
  if (value === '') return itemMessages.dateRequired;
  if (!isCalendarDate(value)) return itemMessages.dateInvalid;
  if (value < EARLIEST_DATE || value > LATEST_DATE) return itemMessages.dateOutOfRange;
  return undefined;
}

/**
 * Quick entry's rules, one message per field: the form checks an entry with this before sending
 * it, and quickEntrySchema (core/items.ts) is built on it, so both say the same.
 */
export function quickEntryProblems(entry: QuickEntryFields): QuickEntryProblems {
  const problems: QuickEntryProblems = {};
  const amount = quickAmountProblem(entry.amount.trim());
  if (amount) problems.amount = amount;
  if (entry.category === '') problems.category = itemMessages.quickCategoryRequired;
  const custom = entry.customCategory.trim();
  if (custom.length > CATEGORY_MAX_LENGTH) problems.customCategory = itemMessages.categoryTooLong;
  else if (entry.category === CUSTOM_CATEGORY && custom === '') {
    problems.customCategory = itemMessages.customCategoryRequired;
  }
  const date = itemDateProblem(entry.date);
  if (date) problems.date = date;
  return problems;
}
