import { Receipt as ReceiptIcon } from 'lucide';
import type { Item } from '../../../core/items';
import { needsReceipt, receiptCountLabel, receiptWords } from './receipt-words';
import { Icon } from '../../components/ui/icon';

/** An item's receipts — a receipt icon with their count, or 'Needs receipt' for an expense of $75 or more. */
export function ReceiptStatus({ item }: { item: Pick<Item, 'type' | 'amount'> & { receiptCount?: number } }) {
  const count = item.receiptCount ?? 0;
  if (count > 0) {
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-700">
        <Icon icon={ReceiptIcon} className="h-4 w-4" />
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{receiptCountLabel(count)}</span>
      </span>
    );
  }
  if (needsReceipt({ ...item, receiptCount: count })) {
    return (
      <span className="inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
        {receiptWords.needsReceipt}
      </span>
    );
  }
  return null;
}

/** The Receipt column of Transactions (items-table.tsx's receiptStatus). */
export const receiptColumn = {
  title: receiptWords.columnTitle,
  of: (item: Pick<Item, 'type' | 'amount'> & { receiptCount?: number }) => <ReceiptStatus item={item} />,
};
