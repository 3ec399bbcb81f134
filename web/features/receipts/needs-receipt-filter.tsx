import { useId, useState } from 'react';
import { receiptWords } from './receipt-words';

/**
 * 'Needs a receipt' — only the expenses of $75 or more (Publication 463) with no receipt kept. A checkbox
 * among Transactions' list controls (apart from item-list-controls.tsx, which the dashboard loads), kept in
 * the address like them (needsReceipt=true).
 */
export function NeedsReceiptFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  // The address changes through the router, whose redraw may come a moment after the click: the box shows the
  // person's choice at once instead of springing back until then.
  const [shown, setShown] = useState(checked);
  const [fromAddress, setFromAddress] = useState(checked);
  if (checked !== fromAddress) {
    setFromAddress(checked);
    setShown(checked);
  }
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
        className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700 focus:ring-2 focus:ring-brand-600/30"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {receiptWords.needsReceiptFilter}
      </label>
    </div>
  );
}
