import { Trash2 } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { localDate } from '../../../core/dates';
import type { Receipt } from '../../../core/receipts/receipts';
import { isPro } from '../../../core/subscription-status';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { useFormatters } from '../settings/use-preferences';
import { useSubscription } from '../subscription/use-subscription';
import { receiptName, receiptTexts } from './receipt-texts';
import { RemoveReceiptDialog } from './remove-receipt-dialog';
import { ReceiptThumbnail } from './receipt-thumbnail';
import { useReceipts } from './receipts-api';
import { Icon } from '../../components/ui/icon';

const SnapReceiptDialog = lazy(() =>
  import('./snap-receipt-dialog').then((module) => ({ default: module.SnapReceiptDialog })),
);

/**
 * Receipts snapped but not yet kept with an expense, so a person can come back to them ('File it' opens
 * the proposed expense) or delete them. Nothing is shown while there are none, or to a free user.
 */
export function ReceiptsToFile() {
  const subscription = useSubscription();
  const pro = subscription.data ? isPro(subscription.data) : false;
  const receipts = useReceipts(null, pro);
  const format = useFormatters();
  const [filing, setFiling] = useState<Receipt>();
  const [removing, setRemoving] = useState<Receipt>();

  if (!pro || !receipts.data || receipts.data.length === 0) return null;
  return (
    <Panel title={receiptTexts.toFileTitle}>
      <p className="mb-4 text-sm text-slate-700">{receiptTexts.toFileIntro}</p>
      <ul className="divide-y divide-slate-100">
        {receipts.data.map((receipt) => {
          const read = [
            receipt.ocr.total === null ? undefined : format.money(receipt.ocr.total),
            receipt.ocr.merchant ?? undefined,
            receipt.ocr.date === null ? undefined : format.date(receipt.ocr.date),
          ].filter(Boolean);
          return (
            <li key={receipt.id} className="flex items-start gap-3 py-3">
              <ReceiptThumbnail receipt={receipt} />
              <div className="min-w-0 flex-1 space-y-2">
                <p className="text-sm font-medium break-words text-slate-900">
                  {read.length > 0 ? read.join(' · ') : receipt.fileName}
                </p>
                <p className="text-xs text-slate-600">
                  {receiptTexts.uploadedOn(format.date(localDate(new Date(receipt.createdAt))))}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    aria-label={`${receiptTexts.fileIt}: ${receiptName(receipt)}`}
                    onClick={() => setFiling(receipt)}
                  >
                    {receiptTexts.fileIt}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Delete ${receiptName(receipt)}`}
                    onClick={() => setRemoving(receipt)}
                  >
                    <Icon icon={Trash2} className="h-4 w-4" />
                    Delete
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {filing && (
        <Suspense fallback={null}>
          <SnapReceiptDialog receipt={filing} onClose={() => setFiling(undefined)} />
        </Suspense>
      )}
      {removing && <RemoveReceiptDialog receipt={removing} onClose={() => setRemoving(undefined)} />}
    </Panel>
  );
}
