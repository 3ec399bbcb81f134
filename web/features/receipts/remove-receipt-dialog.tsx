import type { Receipt } from '../../../core/receipts/receipts';
import { ConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { receiptTexts } from './receipt-texts';
import { useDeleteReceipt } from './receipts-api';

/** The question before a receipt is deleted, wherever it is listed (an expense's receipts, Receipts to file). */
export function RemoveReceiptDialog({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const deleteReceipt = useDeleteReceipt();
  return (
    <ConfirmDialog
      title={receiptTexts.removeTitle}
      confirmLabel={receiptTexts.removeConfirm}
      pendingLabel={receiptTexts.removing}
      doneMessage={receiptTexts.removed}
      describeFailure={(error) =>
        error instanceof Error && error.message ? error.message : receiptTexts.removeFailed
      }
      onConfirm={() => deleteReceipt.mutateAsync(receipt.id)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{receiptTexts.removeBody}</p>
      <p className="text-sm break-words text-slate-900">{receipt.fileName}</p>
    </ConfirmDialog>
  );
}
