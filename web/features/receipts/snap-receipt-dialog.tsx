import { useState } from 'react';
import type { Receipt } from '../../../core/receipts/receipts';
import type { NewItem } from '../../../core/item-input';
import { isPro } from '../../../core/subscription';
import { Alert } from '../../components/ui/alert';
import { Modal } from '../../components/ui/modal';
import { QueryError } from '../../components/ui/query-error';
import { toast } from '../../lib/toasts';
import { ItemForm, itemFormFields, type SaveProblem } from '../items/item-form';
import { fieldErrorsOf, itemFailureMessage, itemToasts } from '../items/item-messages';
import { useCreateItem } from '../items/items-api';
import { useSubscription } from '../subscription/use-subscription';
import { ReceiptPicker, UploadStatus } from './receipt-picker';
import { ReceiptProNotice } from './receipt-pro-notice';
import { proposedExpenseOf, readingHintsOf } from './receipt-proposal';
import { receiptTexts } from './receipt-texts';
import { ReceiptThumbnail } from './receipt-thumbnail';
import { useFileReceipt, useUploadReceipt } from './receipts-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Issue 20 "Snap first, fill later": a receipt uploaded alone is read on the server, and its total, date and shop
 * propose a new expense; Save adds the expense, then keeps the receipt with it. `receipt`: one snapped earlier
 * (Receipts to file), straight to the proposed expense.
 */
export function SnapReceiptDialog({ receipt, onClose }: { receipt?: Receipt; onClose: () => void }) {
  const [snapped, setSnapped] = useState(receipt);
  return (
    <Modal title={snapped ? receiptTexts.proposedTitle : receiptTexts.snapTitle} onClose={onClose}>
      {snapped ? (
        <ProposedExpense receipt={snapped} onClose={onClose} />
      ) : (
        <SnapStep onSnapped={setSnapped} />
      )}
    </Modal>
  );
}

function SnapStep({ onSnapped }: { onSnapped: (receipt: Receipt) => void }) {
  const subscription = useSubscription();
  const upload = useUploadReceipt();
  if (subscription.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  if (subscription.isError) {
    return <QueryError error={subscription.error} onRetry={() => void subscription.refetch()} />;
  }
  if (!isPro(subscription.data)) return <ReceiptProNotice />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{receiptTexts.snapIntro}</p>
      <p className="text-xs text-slate-600">{receiptTexts.hint}</p>
      <ReceiptPicker
        prominent
        disabled={upload.isPending}
        onPick={(file) => upload.mutate({ file }, { onSuccess: onSnapped })}
      />
      {upload.isPending && <UploadStatus percent={upload.percent} reading={upload.reading} />}
      {upload.isError && <Alert tone="error">{errorText(upload.error)}</Alert>}
    </div>
  );
}

function ProposedExpense({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const createItem = useCreateItem();
  const fileReceipt = useFileReceipt();
  const { ocr } = receipt;

  const save = async (values: NewItem): Promise<SaveProblem | undefined> => {
    let itemId: string;
    try {
      itemId = (await createItem.mutateAsync(values)).id;
    } catch (error) {
      const fields = fieldErrorsOf(error, itemFormFields);
      return fields ? { fields } : { message: itemFailureMessage(error, itemToasts.addFailed) };
    }
    try {
      await fileReceipt.mutateAsync({ id: receipt.id, itemId });
    } catch {
      // The expense is saved and the receipt kept on its own: it waits in Receipts to file, never lost.
      onClose();
      toast.error(receiptTexts.fileFailed);
      return undefined;
    }
    onClose();
    toast.success(receiptTexts.filed);
    return undefined;
  };

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-4">
        <ReceiptThumbnail receipt={receipt} size="lg" />
        <p className="text-sm text-slate-700">{receiptTexts.proposedIntro}</p>
      </div>
      <ItemForm
        typeLocked
        proposed={proposedExpenseOf(ocr)}
        hints={readingHintsOf(ocr)}
        submitLabel={receiptTexts.saveExpense}
        onSubmit={save}
        onCancel={onClose}
      />
    </div>
  );
}
