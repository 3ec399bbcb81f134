import { z } from 'zod';
import { addDays, type CalendarDate } from './dates';
import { amountSchema, calendarDateSchema, itemTypeSchema, type ListedItem } from './items';

// No double entry: the same money entered twice (a receipt snapped for an expense the bank already brought, an
// expense typed by hand that a statement import already has) is caught before it is saved, not found at tax time.

/**
 * How far apart two records of one purchase can be dated: a card payment posts a day or two after the sale, and a
 * weekend can add a day more. Four days apart is taken as another purchase.
 */
export const LIKELY_DUPLICATE_DAYS = 3;
/** At most this many candidates are offered: the person reads each one. */
export const LIKELY_DUPLICATES_MAX = 5;

/** The first and last day a record dated `date` is compared with, both included. */
export function likelyDuplicateWindow(date: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: addDays(date, -LIKELY_DUPLICATE_DAYS), to: addDays(date, LIKELY_DUPLICATE_DAYS) };
}

/**
 * GET /api/items/likely-duplicates: what a hand-entered item is about to be (type, amount, date), asked before it is
 * saved.
 */
export const likelyDuplicatesQuerySchema = z.object({
  type: itemTypeSchema,
  amount: amountSchema,
  date: calendarDateSchema,
});
export type LikelyDuplicatesQuery = z.output<typeof likelyDuplicatesQuerySchema>;

/** The items a statement import or a bank connection brought that look like the one about to be entered. */
export interface LikelyDuplicates {
  items: ListedItem[];
}

/**
 * A receipt's date for matching: the date read from it, or, when none was read, the day it was uploaded (a receipt
 * is mostly snapped the day of the purchase).
 */
export function receiptMatchDate(ocrDate: CalendarDate | null, uploadDay: CalendarDate): CalendarDate {
  return ocrDate ?? uploadDay;
}
