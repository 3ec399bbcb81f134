import { lazy, Suspense } from 'react';
import { isPro } from '../../../core/subscription';
import { useSubscription } from '../subscription/use-subscription';

// The list's code (thumbnails, the snap dialog) loads for Pro users only, after the page: the shell stays light.
const ReceiptsToFile = lazy(() =>
  import('./receipts-to-file').then((module) => ({ default: module.ReceiptsToFile })),
);

/** Receipts to file, for a Pro user (dashboard, Transactions). */
export function ReceiptsToFileSlot() {
  const subscription = useSubscription();
  if (!subscription.data || !isPro(subscription.data)) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptsToFile />
    </Suspense>
  );
}
