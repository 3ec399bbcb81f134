import { Button } from '../../components/ui/button';
import { receiptTexts } from './receipt-texts';
import { ReceiptsPanel } from './receipts-panel';

/** After Quick Entry adds an expense, the offer to keep its receipt (the camera first on a phone). */
export function ReceiptOffer({ itemId, onDone }: { itemId: string; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-lg border border-brand-100 bg-brand-50/40 p-4">
      <p className="text-sm text-slate-700">{receiptTexts.offerBody}</p>
      <ReceiptsPanel itemId={itemId} title={receiptTexts.offerTitle} />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          {receiptTexts.done}
        </Button>
      </div>
    </div>
  );
}
