import {
  RECEIPT_MAX_BYTES,
  receiptMessages,
  receiptUploadTypes,
} from '../../../core/receipts/receipt-messages';
import type { Receipt } from '../../../core/receipts/receipts';
import { receiptWords } from './receipt-words';

export { needingReceiptText, needsReceipt, receiptCountLabel } from './receipt-words';

// The words of the receipt screens, in one place for the screens and their tests.

export const receiptTexts = {
  panelTitle: 'Receipts',
  none: 'No receipt kept with this expense yet.',
  addTitle: 'Add receipt',
  takePhoto: 'Take photo',
  chooseFile: 'Choose file',
  uploading: (percent: number) =>
    percent > 0 && percent < 100 ? `Uploading... ${percent}%` : 'Uploading...',
  reading: 'Reading the receipt...',
  added: 'Receipt kept',
  removed: 'Receipt removed',
  removeTitle: 'Remove this receipt?',
  removeBody: 'The photo or PDF is deleted from GigTally. This cannot be undone.',
  removeConfirm: 'Remove receipt',
  removing: 'Removing...',
  removeFailed: 'The receipt could not be removed. Please try again.',
  loadFailed: 'Your receipts could not be loaded.',
  hint: 'A photo (JPEG, PNG or WebP) or a PDF, up to 10 MB. Keep every receipt of $75 or more.',
  pendingHint:
    'Take a photo of the receipt or choose a file (JPEG, PNG, WebP or PDF, up to 10 MB). It is kept with the expense when you add it.',
  pendingList: 'Receipts to keep with this expense',
  pendingFailed: (message: string) => `The expense was added, but a receipt was not kept: ${message}`,
  offerTitle: 'Add a receipt',
  offerBody: 'Keep the receipt with this expense: take a photo of it now, or choose a file.',
  done: 'Done',
  // Snap first, fill later.
  snap: receiptWords.snap,
  snapTitle: 'Snap a receipt',
  snapIntro:
    'Take a photo of a receipt or choose one. GigTally reads its total, date and shop and proposes the expense; you check it and save.',
  proposedTitle: 'Check the expense',
  proposedIntro: 'Read from the receipt. Correct anything that is wrong, then save.',
  // Cancel takes back the snap; closing the window keeps the receipt for later.
  laterHint: 'Not now? Close this window and the receipt waits in Receipts to file. Cancel deletes it.',
  discardFailed: 'The receipt could not be deleted. It waits in Receipts to file.',
  saveExpense: 'Save expense',
  filed: 'Expense added with its receipt',
  fileFailed:
    'The expense was added, but the receipt could not be kept with it. It waits in Receipts to file.',
  // No double entry: a receipt whose total matches an expense is offered that expense first.
  matchIntro:
    'This receipt’s total matches an expense you already have. Keep the receipt with it, so the expense is not added twice.',
  matchList: 'Expenses this receipt may be for',
  matchesLoading: 'Looking for a matching expense...',
  attach: 'Attach to this expense',
  attaching: 'Attaching...',
  hasReceipt: 'Already has a receipt',
  createNew: 'Create a new expense',
  duplicateWarning: (date: string, amount: string) =>
    `This looks like the expense of ${date}, ${amount}. Add a second one anyway?`,
  addSecond: 'Add a second one',
  back: 'Back',
  attached: 'Receipt kept with the expense',
  attachFailed: 'The receipt could not be kept with the expense. Please try again.',
  // The same file uploaded again: the receipt kept before, never a second copy.
  alreadyKeptToFile:
    'You uploaded this receipt before: it is the one waiting in Receipts to file. No second copy was kept.',
  alreadyKeptFiled:
    'You already kept this receipt with an expense, so no second copy was kept. Find it on Transactions.',
  alreadyKeptHere: 'This receipt is already kept with this expense. No second copy was kept.',
  alreadyKeptMoved:
    'You had snapped this receipt before: it is now kept with this expense, and no longer waits in Receipts to file.',
  alreadyKeptElsewhere:
    'This receipt is already kept with another expense, so it was not added again. Remove it there first to move it here.',
  toFileTitle: 'Receipts to file',
  toFileIntro: 'Receipts you snapped that are not kept with an expense yet.',
  fileIt: 'File it',
  uploadedOn: (date: string) => `Snapped ${date}`,
  // The receipt column and filter of Transactions; the dashboard's count.
  columnTitle: receiptWords.columnTitle,
  needsReceipt: receiptWords.needsReceipt,
  needsReceiptFilter: receiptWords.needsReceiptFilter,
  // Downloads.
  archiveChoice: 'Receipts (zip)',
  archiveHint: 'Every receipt of one tax year, named by date, amount and shop, with an index (CSV).',
  downloadAll: 'Download all receipts (zip)',
  downloadFailed: 'The receipts could not be downloaded. Please try again.',
  // A free user.
  proTitle: 'Receipts are part of Pro',
  proBody:
    'With Pro, GigTally keeps the photo or PDF of each receipt with its expense, reads the total, date and shop from a photo so you only check them, and downloads a tax year’s receipts as one zip. The IRS expects a receipt for every expense of $75 or more.',
  proUpgrade: 'Upgrade to Pro',
} as const;

/** What the OCR could not read, as a short note beside the empty field. */
export const readingNotes = {
  total: 'We could not read the total; type it in.',
  date: 'We could not read the date; choose it.',
  merchant: 'We could not read the shop’s name; describe the expense if you like.',
} as const;

/** The browser's own check before sending a file: the server's message for a file it would refuse unread. */
export function fileProblemOf(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (file.size > RECEIPT_MAX_BYTES) return receiptMessages.tooLarge;
  // A browser that does not know the type (an empty string) leaves the decision to the server, which reads the bytes.
  if (file.type !== '' && !(receiptUploadTypes as readonly string[]).includes(file.type)) {
    return receiptMessages.wrongType;
  }
  return undefined;
}

/** The 'Choose file' control's accept list: the types the API takes. */
export const chooseFileAccept = receiptUploadTypes.join(',');

/** The export choice's button: 'Download receipts for 2026'. */
export const downloadYearLabel = (year: number) => `Download receipts for ${year}`;

/** The zip's name when the server gives none. */
export const archiveFileName = (year?: number) =>
  year === undefined ? 'GigTally_receipts.zip' : `GigTally_receipts_${year}.zip`;

/** How a receipt is named for screen readers: 'Receipt fuel.jpg'. */
export const receiptName = (receipt: Pick<Receipt, 'fileName'>) => `Receipt ${receipt.fileName}`;

export const receiptFileUrl = (id: string) => `/api/receipts/${encodeURIComponent(id)}/file`;
export const receiptThumbnailUrl = (id: string) => `/api/receipts/${encodeURIComponent(id)}/thumbnail`;

/**
 * What an expense's receipts say when the file chosen was uploaded before (`alreadyKept`): kept with this expense
 * already (`listedHere`: it was among the expense's receipts), moved here from Receipts to file, or kept with another
 * expense.
 */
export function alreadyKeptNote(
  receipt: Pick<Receipt, 'itemId'>,
  itemId: string,
  listedHere: boolean,
): string {
  if (receipt.itemId !== itemId) return receiptTexts.alreadyKeptElsewhere;
  return listedHere ? receiptTexts.alreadyKeptHere : receiptTexts.alreadyKeptMoved;
}
