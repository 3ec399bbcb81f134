import { useId } from 'react';
import { receiptWords } from './receipt-words';

/**
 * Issue 20: 'Needs a receipt' — only the expenses of $75 or more (Publication 463) with no receipt kept. A checkbox
 * among Transactions' list controls (apart from
 * item-list-controls.tsx, which the dashboard loads), kept in the address like them (needsReceipt=true).
 */
export function NeedsReceiptFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 focus:ring-2 focus:ring-brand-600/30"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {receiptWords.needsReceiptFilter}
      </label>
    </div>
  );
}
