import { Receipt as ReceiptIcon } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { receiptWords } from './receipt-words';
import { Icon } from '../../components/ui/icon';

// The dialog's code (the item form, the upload) arrives when it is first opened.
const SnapReceiptDialog = lazy(() =>
  import('./snap-receipt-dialog').then((module) => ({ default: module.SnapReceiptDialog })),
);

/** 'Snap a receipt' (dashboard, Transactions): on a phone a full-width button of its own. */
export function SnapReceiptButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <Icon icon={ReceiptIcon} className="h-4 w-4" />
        {receiptWords.snap}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SnapReceiptDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
