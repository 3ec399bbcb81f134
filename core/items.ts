import { z } from 'zod';
import { itemTypes } from './categories';
import { isCalendarDate, type CalendarDate } from './dates';
import { formatDate, type DateFormat } from './format';
import { hasAtMostTwoDecimals } from './money';

// DESIGN "Data model" limits of a budget item.
export const CATEGORY_MAX_LENGTH = 64;
export const DESCRIPTION_MAX_LENGTH = 500;
export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 32;
export const MAX_AMOUNT = 99_999_999.99;
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';
export const ITEMS_PAGE_MAX = 500;
export const ITEMS_PAGE_DEFAULT = 50;

// SPEC section 5 messages, and ours for the limits SPEC leaves open.
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
} as const;

/** PostgreSQL text cannot hold the NUL character, so input with one is refused up front. */
export const NO_NUL = /^[^\0]*$/;

/**
 * A dollar amount of at least `minimum` (`belowMinimum` says so), at most 2 decimals and at most MAX_AMOUNT; the form
 * sends the input's text, the API a number.
 */
export function dollarAmountSchema(minimum: number, belowMinimum: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[+-]?(\d+\.?\d*|\.\d+)$/, itemMessages.amountNotNumber),
      ],
      {
        error: itemMessages.amountNotNumber,
      },
    )
    .transform(Number)
    .pipe(
      z
        .number({ error: itemMessages.amountNotNumber })
        .gte(minimum, belowMinimum)
        .refine(hasAtMostTwoDecimals, itemMessages.amountDecimals)
        .refine((value) => value <= MAX_AMOUNT, itemMessages.amountTooLarge),
    );
}

/** A positive dollar amount with at most 2 decimals; the form sends the input's text, the API a number. */
export const amountSchema = dollarAmountSchema(0.01, itemMessages.amountNotPositive);

export const calendarDateSchema = z
  .string({ error: itemMessages.dateRequired })
  .min(1, itemMessages.dateRequired)
  .refine(isCalendarDate, itemMessages.dateInvalid)
  .refine((date) => date >= EARLIEST_DATE && date <= LATEST_DATE, itemMessages.dateOutOfRange);

/** A category as every form and route takes it: trimmed, 1 to 64 characters. */
export const categorySchema = z
  .string({ error: itemMessages.categoryRequired })
  .trim()
  .min(1, itemMessages.categoryRequired)
  .max(CATEGORY_MAX_LENGTH, itemMessages.categoryTooLong)
  .regex(NO_NUL, itemMessages.textNul);

/** SPEC section 5: required, a number of at least 0.01; one message at a time. */
function quickAmountProblem(value: string): string | undefined {
  const amount = Number(value);
  if (value === '' || !Number.isFinite(amount) || amount < 0.01) return itemMessages.amountNotPositive;
  if (!hasAtMostTwoDecimals(amount)) return itemMessages.amountDecimals;
  if (amount > MAX_AMOUNT) return itemMessages.amountTooLarge;
  return undefined;
}

/** The quick-entry form (SPEC section 5): today's date, a quick category or a custom one. */
export const quickEntrySchema = z
  .object({
    type: z.enum(itemTypes),
    amount: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = quickAmountProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    category: z.string().min(1, itemMessages.quickCategoryRequired),
    customCategory: z.string().trim().max(CATEGORY_MAX_LENGTH, itemMessages.categoryTooLong),
  })
  .superRefine((entry, ctx) => {
    if (entry.category === CUSTOM_CATEGORY && entry.customCategory === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['customCategory'],
        message: itemMessages.customCategoryRequired,
      });
    }
  });
export type QuickEntryInput = z.infer<typeof quickEntrySchema>;
/** The select value standing for 'Custom Category' / 'Custom'. */
export const CUSTOM_CATEGORY = '__custom__';

/** Quick entry's income category for tips (SPEC section 3). */
export const TIPS_CATEGORY = 'Tips';

/** SPEC: quick entries are described 'Quick entry: {category} - {date}', the date as the user writes dates. */
export function quickEntryDescription(category: string, date: CalendarDate, dateFormat: DateFormat): string {
  return `Quick entry: ${category} - ${formatDate(date, dateFormat)}`;
}

export const itemSorts = ['date', 'amount'] as const;
export const sortOrders = ['asc', 'desc'] as const;

/** An item as the API sends it: money in dollars, dates as calendar dates. */
export interface Item {
  id: string;
  transactionId: string;
  type: (typeof itemTypes)[number];
  category: string;
  amount: number;
  date: string;
  description: string;
  tags: string[];
  /** The statement import the item came from (issue 10), or null when it was entered by hand. */
  importId: string | null;
  /** Marked as tips, for the deduction for qualified tips. */
  isTips: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Issue 20: an item in the Transactions list, with how many receipts are kept with it. */
export interface ListedItem extends Item {
  receiptCount: number;
}

export interface ItemPage {
  items: ListedItem[];
  nextCursor: string | null;
  total: number;
}

/** GET /api/items/categories: the categories the user has items in, by name in any case, then type. */
export interface CategoriesInUse {
  categories: { type: (typeof itemTypes)[number]; category: string }[];
}

/** SPEC section 3: 'TX-' + first 4 characters of the user id + time in base 36 + 4 random characters, upper-cased. */
export function transactionIdFor(userId: string, now: number, random4: string): string {
  return `TX-${userId.slice(0, 4)}${now.toString(36)}${random4}`.toUpperCase();
}
