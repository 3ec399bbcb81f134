import { z } from 'zod';
import type { CalendarDate } from '../dates';
import { calendarDateSchema, type ListedItem } from '../items';
import { receiptMessages, receiptUploadTypes } from './receipt-messages';
import { UploadedFile } from '../uploaded-file';

// Receipts kept with expenses. What the API takes and answers, its limits and its messages; the
// server's store, image pipeline and OCR are in server/receipts.

/** sharp's limitInputPixels: more than a 100-megapixel image is refused unread (decompression bombs). */
export const RECEIPT_MAX_PIXELS = 100_000_000;
/** The longest side of a stored image. */
export const RECEIPT_MAX_EDGE = 2000;
/** The longest side of a thumbnail. */
export const RECEIPT_THUMBNAIL_EDGE = 320;
/** Publication 463: an expense of $75 or more needs its receipt (kept in receipt-rule.ts for the web's first load). */
export { RECEIPT_NEEDED_FROM_CENTS } from './receipt-rule';
/** Kept in receipt-messages.ts (zod-free) for the web's first load. */
export { RECEIPT_MAX_BYTES, receiptMessages, receiptUploadTypes } from './receipt-messages';

export type ReceiptUploadType = (typeof receiptUploadTypes)[number];
/** What is kept: images become JPEG or WebP; PDFs are kept as they came. */
export const receiptStoredTypes = ['image/jpeg', 'image/webp', 'application/pdf'] as const;
export type ReceiptStoredType = (typeof receiptStoredTypes)[number];

const itemIdField = z.uuid({ error: receiptMessages.itemNotFound });

/** The multipart form of POST /api/receipts; the file's size, type and content are checked on the server after. */
export const receiptUploadSchema = z.object({
  file: z.instanceof(UploadedFile, { error: receiptMessages.fileRequired }),
  itemId: itemIdField.optional(),
});

/** PATCH /api/receipts/:id: move a receipt to another expense, or keep it without one (null). */
export const receiptPatchSchema = z.object({ itemId: itemIdField.nullable() }).strict();
export type ReceiptPatch = z.infer<typeof receiptPatchSchema>;

export const receiptIdParamSchema = z.object({ id: z.uuid({ error: receiptMessages.notFound }) });
export const receiptListQuerySchema = z.object({ itemId: itemIdField.optional() });

/**
 * GET /api/receipts/needed?from=&to=: how many expenses of the period (all time without one) need a receipt. Apart
 * from the dashboard's summary, whose budget it would spend at 100,000 items; a Pro dashboard asks for it after.
 */
export const receiptsNeededQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must not be before the start date',
  });
export interface ReceiptsNeeded {
  count: number;
}

const RECEIPT_YEAR_MIN = 2000;
const RECEIPT_YEAR_MAX = 2100;
/** GET /api/receipts/archive?year=: one tax year's receipts; without a year, every receipt (the account export). */
export const receiptArchiveQuerySchema = z.object({
  year: z.coerce
    .number({ error: receiptMessages.yearInvalid })
    .int(receiptMessages.yearInvalid)
    .min(RECEIPT_YEAR_MIN, receiptMessages.yearInvalid)
    .max(RECEIPT_YEAR_MAX, receiptMessages.yearInvalid)
    .optional(),
});

/** What OCR read from a receipt; each part null when it could not be read. */
export type ReceiptReading = {
  totalCents: number | null;
  date: CalendarDate | null;
  merchant: string | null;
};

/** A receipt as the API answers it (money in dollars, as everywhere in the API). */
export type Receipt = {
  id: string;
  itemId: string | null;
  contentType: ReceiptStoredType;
  fileName: string;
  byteSize: number;
  hasThumbnail: boolean;
  createdAt: string;
  ocr: { total: number | null; date: CalendarDate | null; merchant: string | null; category: string | null };
};

/**
 * POST /api/receipts' answer: the receipt and, for one kept on its own, the expenses it may be the receipt of
 * (core/likely-duplicates.ts), offered before a new expense is made from it. `alreadyKept`: the same file was
 * uploaded before, and this is that receipt (200, nothing new kept); one waiting in Receipts to file that came again
 * with an expense is now kept with it.
 */
export type UploadedReceipt = Receipt & { matches: ListedItem[]; alreadyKept: boolean };

/** GET /api/receipts/:id/matches: the expenses a receipt waiting to be filed may be the receipt of. */
export interface ReceiptMatches {
  items: ListedItem[];
}
