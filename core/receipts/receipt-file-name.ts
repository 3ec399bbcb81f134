import type { CalendarDate } from '../dates';
import type { ReceiptStoredType } from './receipts';

const extensionOf: Record<ReceiptStoredType, string> = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const NAME_MAX_LENGTH = 100;

/**
 * Letters, digits, spaces, dots, dashes and underscores only: safe in a Content-Disposition header, in a zip on
 * any system and in a CSV cell, whatever a phone or a person named the file.
 */
function tidy(text: string): string {
  return Array.from(
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, NAME_MAX_LENGTH)
    .join('')
    .trim();
}

/** The name a receipt is kept under: the uploaded name, tidied, with the extension of what is stored. */
export function receiptFileName(uploadedName: string, contentType: ReceiptStoredType): string {
  const base = tidy(uploadedName.replace(/\.[A-Za-z0-9]{1,5}$/, '')).replace(/^[. ]+/, '');
  return `${base || 'receipt'}.${extensionOf[contentType]}`;
}

/**
 * A receipt's name in the year's zip: date, amount and merchant, so the files sort by date and say what they are
 * ('2026-03-14 84.20 Shell.jpg'); `taken` holds the names already used, and a repeat gets ' (2)', ' (3)'...
 */
export function archiveEntryName(
  receipt: {
    date: CalendarDate;
    amountCents: number | null;
    merchant: string;
    contentType: ReceiptStoredType;
  },
  taken: Set<string>,
): string {
  const amount = receipt.amountCents === null ? '' : ` ${(receipt.amountCents / 100).toFixed(2)}`;
  const merchant = tidy(receipt.merchant).slice(0, 40).trim();
  const stem = `${receipt.date}${amount}${merchant ? ` ${merchant}` : ''}`;
  const extension = extensionOf[receipt.contentType];
  let name = `${stem}.${extension}`;
  for (let repeat = 2; taken.has(name); repeat++) name = `${stem} (${repeat}).${extension}`;
  taken.add(name);
  return name;
}

/** The archive's download name: 'gigtally-receipts-2026.zip', or 'gigtally-receipts-all.zip' for every year. */
export const receiptArchiveFileName = (year: number | undefined) => `gigtally-receipts-${year ?? 'all'}.zip`;
