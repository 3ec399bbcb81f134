import { describe, expect, it } from 'vitest';
import { receiptTexts } from '../receipts/receipt-texts';
import { likelyDuplicateLine, likelyDuplicateSentence, likelyDuplicateTexts } from './likely-duplicate-texts';

describe('what a possible double entry is told', () => {
  it('names the item a hand entry may repeat: date, description, amount', () => {
    expect(likelyDuplicateSentence(likelyDuplicateLine('03/14/2026', 'SHELL OIL 57442', '$38.77'))).toBe(
      'This may already be in your transactions: 03/14/2026 SHELL OIL 57442 $38.77',
    );
    expect(likelyDuplicateTexts).toEqual({
      heading: 'This may already be in your transactions:',
      saveAnyway: 'Save anyway',
      cancel: 'Cancel',
    });
  });

  it('asks before a receipt becomes a second expense', () => {
    expect(receiptTexts.duplicateWarning('03/14/2026', '$38.77')).toBe(
      'This looks like the expense of 03/14/2026, $38.77. Add a second one anyway?',
    );
    expect([
      receiptTexts.attach,
      receiptTexts.createNew,
      receiptTexts.addSecond,
      receiptTexts.attached,
    ]).toEqual([
      'Attach to this expense',
      'Create a new expense',
      'Add a second one',
      'Receipt kept with the expense',
    ]);
  });
});
