import { toCents } from '../../../core/money';
import { RECEIPT_NEEDED_FROM_CENTS } from '../../../core/receipts/receipt-rule';

// The few receipt words the dashboard and Transactions show on first load, apart from receipt-texts.ts so
// that the signed-in shell stays within its JS budget (docs/architecture.md "Quality bars"); the rest loads
// with the dialogs.

export const receiptWords = {
  snap: 'Snap a receipt',
  columnTitle: 'Receipt',
  needsReceipt: 'Needs receipt',
  needsReceiptFilter: 'Needs a receipt',
} as const;

/** Publication 463: an expense of $75 or more with no receipt kept needs one . */
export function needsReceipt(item: { type: string; amount: number; receiptCount: number }): boolean {
  return (
    item.type === 'expense' && item.receiptCount === 0 && toCents(item.amount) >= RECEIPT_NEEDED_FROM_CENTS
  );
}

/** What the receipt column says of an item, for everyone (screen readers read the words, not the icon). */
export function receiptCountLabel(count: number): string {
  return count === 1 ? '1 receipt' : `${count} receipts`;
}

/** The dashboard's line: '3 expenses need a receipt'. */
export function needingReceiptText(count: number): string {
  return count === 1 ? '1 expense needs a receipt' : `${count} expenses need a receipt`;
}
