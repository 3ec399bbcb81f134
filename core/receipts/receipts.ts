import { z } from 'zod';
import type { CalendarDate } from '../dates';
import { calendarDateSchema } from '../items';

// Issue 20: receipts kept with expenses. What the API takes and answers, its limits and its messages; the
// server's store, image pipeline and OCR are in server/receipts.

/** The largest file a person may upload (before it is downscaled). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** sharp's limitInputPixels: more than a 100-megapixel image is refused unread (decompression bombs). */
export const RECEIPT_MAX_PIXELS = 100_000_000;
/** The longest side of a stored image. */
export const RECEIPT_MAX_EDGE = 2000;
/** The longest side of a thumbnail. */
export const RECEIPT_THUMBNAIL_EDGE = 320;
/** Publication 463: an expense of $75 or more needs its receipt (kept in receipt-rule.ts for the web's first load). */
export { RECEIPT_NEEDED_FROM_CENTS } from './receipt-rule';

/** What a person may upload, by the type the browser declares; the bytes are checked to be what it says. */
export const receiptUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReceiptUploadType = (typeof receiptUploadTypes)[number];
/** What is kept: images become JPEG or WebP; PDFs are kept as they came. */
export const receiptStoredTypes = ['image/jpeg', 'image/webp', 'application/pdf'] as const;
export type ReceiptStoredType = (typeof receiptStoredTypes)[number];

export const receiptMessages = {
  fileRequired: 'Choose a photo or PDF of the receipt.',
  tooLarge:
    'This file is larger than 10 MB. Take the photo again at a lower resolution, or choose a smaller file.',
  wrongType: 'A receipt must be a JPEG, PNG or WebP image, or a PDF.',
  notWhatItSays: 'This file is not the image or PDF its name says it is, so it was not kept.',
  damaged: 'This file could not be read as an image or a PDF. It may be damaged.',
  tooManyPixels: 'This image has too many pixels to read (more than 100 megapixels).',
  notFound: 'Receipt not found.',
  itemNotFound: 'The expense for this receipt was not found.',
  itemNotExpense: 'Receipts can be kept with expenses only.',
  yearInvalid: 'Choose a tax year.',
  busy: 'GigTally is reading other receipts just now. Try again in a minute.',
  proRequired: 'Keeping receipts is part of GigTally Pro.',
} as const;

const itemIdField = z.uuid({ error: receiptMessages.itemNotFound });

/** The multipart form of POST /api/receipts; the file's size, type and content are checked on the server after. */
export const receiptUploadSchema = z.object({
  file: z.instanceof(File, { error: receiptMessages.fileRequired }),
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
