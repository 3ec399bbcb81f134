import { formatCount } from '../format';

// How much one account may keep in the receipt store, so that no one account can fill the disk that the database and
// everyone's receipts share. Keeping receipts is part of Pro (a free account keeps no new ones), so there is one
// quota; a person who left Pro keeps what they kept, counted the same. Sized for a gig worker's records: the IRS
// asks for records to be kept at least 3 years (Publication 583, "How long should I keep records?"), a busy driver
// keeps a few hundred receipts a year, and a stored photo is at most 2,000 px (a few hundred KB) while a PDF is kept
// as it came (up to 10 MB). Every receipt counts, kept with an expense or waiting in Receipts to file. A megabyte
// here is 1,048,576 bytes, as in the 10 MB upload limit; the bytes counted are each stored file's (thumbnails, at
// most 320 px, are left out).

const MEGABYTE = 1024 * 1024;

export const RECEIPT_QUOTA = {
  /** The most receipts one account keeps. */
  count: 5_000,
  /** The most bytes of receipt files one account keeps: 2,048 MB. */
  bytes: 2_048 * MEGABYTE,
} as const;

/** GET /api/receipts/usage: what the account keeps against its quota. */
export interface ReceiptUsage {
  count: number;
  bytes: number;
  maxCount: number;
  maxBytes: number;
}

/** Megabytes to one decimal, rounded up so that a store holding anything never reads '0 MB'. */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.ceil((bytes * 10) / MEGABYTE);
  const whole = formatCount(Math.floor(tenths / 10));
  return tenths % 10 === 0 ? `${whole} MB` : `${whole}.${tenths % 10} MB`;
}

export const receiptQuotaTexts = {
  title: 'Receipt storage',
  /** Settings: '12 of 5,000 receipts, 3.4 MB of 2,048 MB used'. */
  usage: (usage: ReceiptUsage) =>
    `${formatCount(usage.count)} of ${formatCount(usage.maxCount)} receipts, ${formatMegabytes(usage.bytes)} of ${formatMegabytes(usage.maxBytes)} used`,
  intro:
    'Every receipt you keep counts, with an expense or waiting in Receipts to file. Delete the ones you no longer need to make room.',
} as const;

/** POST /api/receipts refused (409 receipt-storage-full): the account keeps as much as its quota allows. */
export const receiptQuotaMessages = {
  countReached: `You keep ${formatCount(RECEIPT_QUOTA.count)} receipts, as many as GigTally keeps for one account. Delete receipts you no longer need to keep new ones.`,
  bytesReached: `This receipt would take your receipt storage past ${formatMegabytes(RECEIPT_QUOTA.bytes)}, as much as GigTally keeps for one account. Delete receipts you no longer need to keep new ones.`,
} as const;
