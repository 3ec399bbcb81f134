import type { NewItemInput } from '../../../core/item-input';
import type { Receipt } from '../../../core/receipts/receipts';
import { readingNotes } from './receipt-texts';

/**
 * The new expense a receipt's reading proposes (amount = the total, the date, the shop as its description, the
 * category the rules and merchant list chose); what was not read stays empty for the person to fill in.
 */
export function proposedExpenseOf(ocr: Receipt['ocr']): Partial<NewItemInput> {
  return {
    type: 'expense',
    amount: ocr.total === null ? '' : ocr.total.toFixed(2),
    date: ocr.date ?? '',
    description: ocr.merchant ?? '',
    category: ocr.category ?? '',
  };
}

/** The short note under each field the reading left empty. */
export function readingHintsOf(
  ocr: Receipt['ocr'],
): Partial<Record<'amount' | 'date' | 'description', string>> {
  return {
    ...(ocr.total === null ? { amount: readingNotes.total } : {}),
    ...(ocr.date === null ? { date: readingNotes.date } : {}),
    ...(ocr.merchant === null ? { description: readingNotes.merchant } : {}),
  };
}
