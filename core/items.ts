import { z } from 'zod';
import { itemTypes } from './categories';
import { BUSINESS_PERCENT_MAX, BUSINESS_PERCENT_MIN, itemUses, type ItemUse } from './item-use';
import { isCalendarDate } from './dates';
import { hasAtMostTwoDecimals } from './money';
import {
  CATEGORY_MAX_LENGTH,
  EARLIEST_DATE,
  itemMessages,
  LATEST_DATE,
  MAX_AMOUNT,
  NO_NUL,
  quickEntryProblems,
} from './item-rules';

export * from './item-rules';

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

/** Income or expense, as items, rules, a statement's rows and the queries about them take it. */
export const itemTypeSchema = z.enum(itemTypes, { error: itemMessages.typeInvalid });

/** Business, personal or review, wherever an item's use is set or asked for. */
export const itemUseSchema = z.enum(itemUses, { error: itemMessages.useInvalid });

/** The business share of an item, a rule or a statement row, in whole percent. */
export const businessPercentSchema = z
  .number({ error: itemMessages.businessPercentInvalid })
  .int(itemMessages.businessPercentInvalid)
  .min(BUSINESS_PERCENT_MIN, itemMessages.businessPercentInvalid)
  .max(BUSINESS_PERCENT_MAX, itemMessages.businessPercentInvalid);

/** The quick-entry form: a quick category or a custom one, dated today unless changed. */
export const quickEntrySchema = z
  .object({
    type: z.enum(itemTypes),
    amount: z.string().trim(),
    category: z.string(),
    customCategory: z.string().trim(),
    date: z.string(),
  })
  .superRefine((entry, ctx) => {
    for (const [field, message] of Object.entries(quickEntryProblems(entry))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type QuickEntryInput = z.infer<typeof quickEntrySchema>;

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
  /** The statement import the item came from, or null when it was entered by hand. */
  importId: string | null;
  /** Marked as tips, for the deduction for qualified tips. */
  isTips: boolean;
  /** Business (in the tax figures at its share), personal (in the budget), or review (not decided yet). */
  use: ItemUse;
  /** The business share in whole percent, 1-100; 100 for personal and review items. */
  businessPercent: number;
  createdAt: string;
  updatedAt: string;
}

/** An item in the Transactions list, with how many receipts are kept with it. */
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

/** 'TX-' + first 4 characters of the user id + time in base 36 + 4 random characters, upper-cased. */
export function transactionIdFor(userId: string, now: number, random4: string): string {
  return `TX-${userId.slice(0, 4)}${now.toString(36)}${random4}`.toUpperCase();
}
