import { Trash2 } from 'lucide';
import { useState } from 'react';
import type { Receipt } from '../../../core/receipts/receipts';
import { isPro } from '../../../core/subscription';
import { Alert } from '../../components/ui/alert';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useSubscription } from '../subscription/use-subscription';
import { ReceiptPicker, UploadStatus } from './receipt-picker';
import { ReceiptProNotice } from './receipt-pro-notice';
import { alreadyKeptNote, receiptName, receiptTexts } from './receipt-texts';
import { RemoveReceiptDialog } from './remove-receipt-dialog';
import { ReceiptThumbnail } from './receipt-thumbnail';
import { useReceipts, useUploadReceipt } from './receipts-api';
import { Icon } from '../../components/ui/icon';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The receipts of one expense (the item form's dialog, Quick Entry after an expense is added). Each opens
 * in a new tab and can be removed after a question; 'Take photo' or 'Choose file' adds another. A free user reads
 * what receipts do and how to get Pro.
 */
export function ReceiptsPanel({
  itemId,
  title = receiptTexts.panelTitle,
}: {
  itemId: string;
  title?: string;
}) {
  const subscription = useSubscription();
  if (subscription.isPending) return null;
  if (subscription.isError) {
    return <QueryError error={subscription.error} onRetry={() => void subscription.refetch()} />;
  }
  if (!isPro(subscription.data)) return <ReceiptProNotice />;
  return <ExpenseReceipts itemId={itemId} title={title} />;
}

function ExpenseReceipts({ itemId, title }: { itemId: string; title: string }) {
  const receipts = useReceipts(itemId);
  const upload = useUploadReceipt();
  const [removing, setRemoving] = useState<Receipt>();
  // The file chosen was uploaded before: what became of it, said until the next file is chosen.
  const [keptBefore, setKeptBefore] = useState<string>();

  const pick = (file: File) => {
    setKeptBefore(undefined);
    const listedHere = (id: string) => receipts.data?.some((kept) => kept.id === id) ?? false;
    upload.mutate(
      { file, itemId },
      {
        onSuccess: (uploaded) => {
          upload.reset();
          if (uploaded.alreadyKept) setKeptBefore(alreadyKeptNote(uploaded, itemId, listedHere(uploaded.id)));
        },
      },
    );
  };

  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {receipts.isPending ? (
        <div role="status" aria-label="Loading..." className="flex gap-3">
          <Skeleton className="h-24 w-20" />
        </div>
      ) : receipts.isError ? (
        <QueryError error={receipts.error} onRetry={() => void receipts.refetch()} />
      ) : receipts.data.length === 0 ? (
        <p className="text-sm text-slate-600">{receiptTexts.none}</p>
      ) : (
        <ul aria-label={title} className="flex flex-wrap gap-3">
          {receipts.data.map((receipt) => (
            <li key={receipt.id} className="relative">
              <ReceiptThumbnail receipt={receipt} />
              <button
                type="button"
                aria-label={`Remove ${receiptName(receipt)}`}
                title="Remove"
                onClick={() => setRemoving(receipt)}
                className="absolute -top-2 -right-2 rounded-full border border-slate-300 bg-white p-1.5 text-slate-700 shadow-sm hover:bg-red-50 hover:text-red-700"
              >
                <Icon icon={Trash2} className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-2">
        <p className="text-xs text-slate-600">{receiptTexts.hint}</p>
        <ReceiptPicker disabled={upload.isPending} onPick={pick} />
      </div>
      {upload.isPending && <UploadStatus percent={upload.percent} reading={upload.reading} />}
      {keptBefore && <Alert tone="info">{keptBefore}</Alert>}
      {upload.isError && <Alert tone="error">{errorText(upload.error)}</Alert>}
      {removing && <RemoveReceiptDialog receipt={removing} onClose={() => setRemoving(undefined)} />}
    </section>
  );
}
