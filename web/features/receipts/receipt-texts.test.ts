import { describe, expect, it } from 'vitest';
import { receiptMessages } from '../../../core/receipts/receipts';
import { faqs } from '../help/faqs';
import { proposedExpenseOf, readingHintsOf } from './receipt-proposal';
import {
  alreadyKeptNote,
  archiveFileName,
  chooseFileAccept,
  downloadYearLabel,
  fileProblemOf,
  needingReceiptText,
  needsReceipt,
  readingNotes,
  receiptCountLabel,
  receiptFileUrl,
  receiptTexts,
  receiptThumbnailUrl,
} from './receipt-texts';
import { needsReceiptPath } from './receipts-needed-notice';

const MB = 1024 * 1024;

describe('fileProblemOf: the browser refuses what the server would, with its message', () => {
  it.each([
    ['a 10 MB JPEG (the limit itself)', { size: 10 * MB, type: 'image/jpeg' }, undefined],
    ['a PDF', { size: 200_000, type: 'application/pdf' }, undefined],
    ['a PNG', { size: 1, type: 'image/png' }, undefined],
    ['a WebP', { size: 1, type: 'image/webp' }, undefined],
    ['one byte over 10 MB', { size: 10 * MB + 1, type: 'image/jpeg' }, receiptMessages.tooLarge],
    ['a HEIC photo', { size: 1_000, type: 'image/heic' }, receiptMessages.wrongType],
    ['a text file', { size: 10, type: 'text/plain' }, receiptMessages.wrongType],
    // Size first: a too-large file of the wrong type is refused for its size.
    ['a 12 MB GIF', { size: 12 * MB, type: 'image/gif' }, receiptMessages.tooLarge],
    // No declared type: the server reads the bytes and decides.
    ['a file of unknown type', { size: 1_000, type: '' }, undefined],
  ])('%s', (_, file, expected) => {
    expect(fileProblemOf(file)).toBe(expected);
  });

  it('says the messages of the API contract word for word', () => {
    expect(fileProblemOf({ size: 11 * MB, type: 'image/jpeg' })).toBe(
      'This file is larger than 10 MB. Take the photo again at a lower resolution, or choose a smaller file.',
    );
    expect(fileProblemOf({ size: 1, type: 'image/gif' })).toBe(
      'A receipt must be a JPEG, PNG or WebP image, or a PDF.',
    );
  });

  it("offers the API's types in 'Choose file'", () => {
    expect(chooseFileAccept).toBe('image/jpeg,image/png,image/webp,application/pdf');
  });
});

describe('needsReceipt: Publication 463, an expense of $75 or more with no receipt', () => {
  it.each([
    ['an expense of $75.00 without a receipt', { type: 'expense', amount: 75, receiptCount: 0 }, true],
    ['an expense of $74.99', { type: 'expense', amount: 74.99, receiptCount: 0 }, false],
    ['an expense of $75.01', { type: 'expense', amount: 75.01, receiptCount: 0 }, true],
    ['an expense of $500 with a receipt', { type: 'expense', amount: 500, receiptCount: 1 }, false],
    ['income of $500', { type: 'income', amount: 500, receiptCount: 0 }, false],
  ])('%s: %s', (_, item, expected) => {
    expect(needsReceipt(item)).toBe(expected);
  });
});

describe('the words of the receipt screens', () => {
  it.each([
    [0, '0 receipts'],
    [1, '1 receipt'],
    [3, '3 receipts'],
  ])('receipt column: %i → %j', (count, text) => {
    expect(receiptCountLabel(count)).toBe(text);
  });

  it.each([
    [1, '1 expense needs a receipt'],
    [4, '4 expenses need a receipt'],
  ])('dashboard: %i → %j', (count, text) => {
    expect(needingReceiptText(count)).toBe(text);
  });

  it('names the downloads', () => {
    expect(downloadYearLabel(2026)).toBe('Download receipts for 2026');
    expect(receiptTexts.downloadAll).toBe('Download all receipts (zip)');
    expect(archiveFileName(2025)).toBe('GigTally_receipts_2025.zip');
    expect(archiveFileName()).toBe('GigTally_receipts.zip');
  });

  it('shows progress, then the reading', () => {
    expect(receiptTexts.uploading(0)).toBe('Uploading...');
    expect(receiptTexts.uploading(42)).toBe('Uploading... 42%');
    expect(receiptTexts.uploading(100)).toBe('Uploading...');
    expect(receiptTexts.reading).toBe('Reading the receipt...');
  });

  it('says what the free plan lacks', () => {
    expect(receiptTexts.proTitle).toBe('Receipts are part of Pro');
    expect(receiptTexts.proUpgrade).toBe('Upgrade to Pro');
  });

  it('reaches files only through the API', () => {
    expect(receiptFileUrl('5b1c')).toBe('/api/receipts/5b1c/file');
    expect(receiptThumbnailUrl('a/b')).toBe('/api/receipts/a%2Fb/thumbnail');
  });

  it('links the dashboard count to Transactions filtered to the period', () => {
    expect(needsReceiptPath({ from: '2026-10-26', to: '2026-11-25' })).toBe(
      '/transactions?needsReceipt=true&from=2026-10-26&to=2026-11-25',
    );
    expect(needsReceiptPath(null)).toBe('/transactions?needsReceipt=true');
  });
});

describe('Snap first, fill later: the expense a reading proposes', () => {
  it('fills amount, date, description and category from what was read', () => {
    const ocr = { total: 82.4, date: '2026-11-20', merchant: 'Shell', category: 'Gas' } as const;
    expect(proposedExpenseOf(ocr)).toEqual({
      type: 'expense',
      amount: '82.40',
      date: '2026-11-20',
      description: 'Shell',
      category: 'Gas',
    });
    expect(readingHintsOf(ocr)).toEqual({});
  });

  it('leaves what was not read empty, each with its note', () => {
    const ocr = { total: null, date: null, merchant: null, category: null };
    expect(proposedExpenseOf(ocr)).toEqual({
      type: 'expense',
      amount: '',
      date: '',
      description: '',
      category: '',
    });
    expect(readingHintsOf(ocr)).toEqual({
      amount: 'We could not read the total; type it in.',
      date: 'We could not read the date; choose it.',
      description: 'We could not read the shop’s name; describe the expense if you like.',
    });
    expect(readingNotes.total).toBe('We could not read the total; type it in.');
  });
});

describe('Help: the receipts FAQ', () => {
  const answer = (id: string) => faqs.find((faq) => faq.id === id)?.answer.join(' ') ?? '';

  it.each([
    ['receipts', 'Take photo'],
    ['receipts', 'up to 10 MB'],
    ['receipts', 'Snap a receipt'],
    ['receipt-needed', 'IRS Publication 463'],
    ['receipt-needed', 'any other expense of $75 or more'],
    ['receipt-location', 'GPS position'],
    ['receipt-location', 'GigTally removes all of them'],
    ['receipt-pdf', 'keeps it exactly as it came'],
    ['receipt-privacy', 'Only you.'],
    ['receipt-privacy', 'Deleting an expense deletes its receipts'],
  ])('%s says %j', (id, words) => {
    expect(answer(id)).toContain(words);
  });
});

describe('alreadyKeptNote: a file uploaded before, chosen for an expense', () => {
  it.each([
    ['already among this expense’s receipts', { itemId: 'e1' }, true, receiptTexts.alreadyKeptHere],
    ['waiting in Receipts to file, now kept here', { itemId: 'e1' }, false, receiptTexts.alreadyKeptMoved],
    ['kept with another expense, left there', { itemId: 'e2' }, false, receiptTexts.alreadyKeptElsewhere],
  ])('%s', (_, receipt, listedHere, expected) => {
    expect(alreadyKeptNote(receipt, 'e1', listedHere)).toBe(expected);
  });

  it('says so word for word', () => {
    expect([
      receiptTexts.alreadyKeptHere,
      receiptTexts.alreadyKeptMoved,
      receiptTexts.alreadyKeptElsewhere,
      receiptTexts.alreadyKeptToFile,
      receiptTexts.alreadyKeptFiled,
      receiptTexts.laterHint,
    ]).toEqual([
      'This receipt is already kept with this expense. No second copy was kept.',
      'You had snapped this receipt before: it is now kept with this expense, and no longer waits in Receipts to file.',
      'This receipt is already kept with another expense, so it was not added again. Remove it there first to move it here.',
      'You uploaded this receipt before: it is the one waiting in Receipts to file. No second copy was kept.',
      'You already kept this receipt with an expense, so no second copy was kept. Find it on Transactions.',
      'Not now? Close this window and the receipt waits in Receipts to file. Cancel deletes it.',
    ]);
  });
});
