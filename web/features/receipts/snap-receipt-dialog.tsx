import { useState } from 'react';
import type { ListedItem } from '../../../core/items';
import type { Receipt, UploadedReceipt } from '../../../core/receipts/receipts';
import type { NewItem } from '../../../core/item-input';
import { isPro } from '../../../core/subscription';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { QueryError } from '../../components/ui/query-error';
import { toast } from '../../lib/toasts';
import { ItemForm, itemFormFields, type SaveProblem } from '../items/item-form';
import { fieldErrorsOf, itemFailureMessage, itemToasts } from '../items/item-messages';
import { useCreateItem } from '../items/items-api';
import { useSubscription } from '../subscription/use-subscription';
import { ReceiptMatchChoice } from './receipt-matches';
import { ReceiptPicker, UploadStatus } from './receipt-picker';
import { ReceiptProNotice } from './receipt-pro-notice';
import { proposedExpenseOf, readingHintsOf } from './receipt-proposal';
import { receiptTexts } from './receipt-texts';
import { ReceiptThumbnail } from './receipt-thumbnail';
import { useDeleteReceipt, useFileReceipt, useReceiptMatches, useUploadReceipt } from './receipts-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Snapped {
  receipt: Receipt;
  matches?: ListedItem[];
  /** Uploaded in this dialog as a new receipt: Cancel takes it back. */
  fresh: boolean;
  /** The same file was uploaded before: this is that receipt. */
  alreadyKept: boolean;
}

/**
 * Snap first, fill later: a receipt uploaded alone is read on the server, and its total, date and shop
 * propose a new expense; Save adds the expense, then keeps the receipt with it. An expense the receipt's total
 * matches is offered first, so the same purchase is not entered twice. `receipt`: one snapped earlier (Receipts to
 * file), straight to the expense. Cancel deletes a receipt snapped here (the person changed their mind); closing
 * the window keeps it in Receipts to file. A file uploaded before is that receipt again, and the dialog says so.
 */
export function SnapReceiptDialog({ receipt, onClose }: { receipt?: Receipt; onClose: () => void }) {
  const [snapped, setSnapped] = useState<Snapped | undefined>(
    receipt && { receipt, fresh: false, alreadyKept: false },
  );
  const deleteReceipt = useDeleteReceipt();
  const cancel = () => {
    // The dialog is gone before the answer: the promise (not mutate's callbacks, dropped at unmount) reports a failure.
    if (snapped?.fresh) {
      deleteReceipt.mutateAsync(snapped.receipt.id).catch(() => toast.error(receiptTexts.discardFailed));
    }
    onClose();
  };
  const onSnapped = (uploaded: UploadedReceipt) =>
    setSnapped({
      receipt: uploaded,
      matches: uploaded.matches,
      fresh: !uploaded.alreadyKept,
      alreadyKept: uploaded.alreadyKept,
    });
  return (
    <Modal title={snapped ? receiptTexts.proposedTitle : receiptTexts.snapTitle} onClose={onClose}>
      {!snapped ? (
        <SnapStep onSnapped={onSnapped} />
      ) : snapped.alreadyKept && snapped.receipt.itemId ? (
        <div className="space-y-4">
          <Alert tone="info">{receiptTexts.alreadyKeptFiled}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{receiptTexts.done}</Button>
          </div>
        </div>
      ) : (
        <div className="space-y-4">
          {snapped.alreadyKept && <Alert tone="info">{receiptTexts.alreadyKeptToFile}</Alert>}
          <FileSnappedReceipt
            receipt={snapped.receipt}
            known={snapped.matches}
            fresh={snapped.fresh}
            onClose={onClose}
            onCancel={cancel}
          />
        </div>
      )}
    </Modal>
  );
}

/**
 * The expenses the receipt may be for first (`known`: the upload's answer; otherwise asked for), then the proposed
 * new expense once the person chose it over them.
 */
function FileSnappedReceipt({
  receipt,
  known,
  fresh,
  onClose,
  onCancel,
}: {
  receipt: Receipt;
  known?: ListedItem[];
  fresh: boolean;
  onClose: () => void;
  onCancel: () => void;
}) {
  const fetched = useReceiptMatches(receipt.id, known === undefined);
  const fileReceipt = useFileReceipt();
  const [newExpense, setNewExpense] = useState(false);
  const matches = known ?? fetched.data;

  if (!matches) {
    return fetched.isError ? (
      <QueryError error={fetched.error} onRetry={() => void fetched.refetch()} />
    ) : (
      <p role="status" className="text-sm text-slate-600">
        {receiptTexts.matchesLoading}
      </p>
    );
  }
  if (matches.length === 0 || newExpense) {
    return (
      <ProposedExpense
        receipt={receipt}
        secondChosen={matches.length > 0}
        fresh={fresh}
        onClose={onClose}
        onCancel={onCancel}
      />
    );
  }

  const attach = async (item: ListedItem) => {
    try {
      await fileReceipt.mutateAsync({ id: receipt.id, itemId: item.id });
    } catch {
      return receiptTexts.attachFailed;
    }
    onClose();
    toast.success(receiptTexts.attached);
    return undefined;
  };
  return (
    <ReceiptMatchChoice
      matches={matches}
      thumbnail={<ReceiptThumbnail receipt={receipt} />}
      onAttach={attach}
      onCreateNew={() => setNewExpense(true)}
    />
  );
}

function SnapStep({ onSnapped }: { onSnapped: (receipt: UploadedReceipt) => void }) {
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

function ProposedExpense({
  receipt,
  secondChosen,
  fresh,
  onClose,
  onCancel,
}: {
  receipt: Receipt;
  /** The person chose a new expense over the ones the receipt matched: not asked about duplicates again. */
  secondChosen: boolean;
  /** Snapped in this dialog: Cancel deletes it, which the dialog says. */
  fresh: boolean;
  onClose: () => void;
  onCancel: () => void;
}) {
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
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{receiptTexts.proposedIntro}</p>
          {fresh && <p className="text-xs text-slate-600">{receiptTexts.laterHint}</p>}
        </div>
      </div>
      <ItemForm
        typeLocked
        proposed={proposedExpenseOf(ocr)}
        hints={readingHintsOf(ocr)}
        submitLabel={receiptTexts.saveExpense}
        checkLikelyDuplicates={!secondChosen}
        onSubmit={save}
        onCancel={onCancel}
      />
    </div>
  );
}
