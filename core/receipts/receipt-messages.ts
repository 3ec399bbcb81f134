// The receipt limits and messages the web shows on the dashboard (Receipts to file, Snap a receipt), apart
// from receipts.ts and its zod schemas, so a Pro user's dashboard loads no zod. receipts.ts re-exports them.

/** The largest file a person may upload (before it is downscaled). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** What a person may upload, by the type the browser declares; the bytes are checked to be what it says. */
export const receiptUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

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
