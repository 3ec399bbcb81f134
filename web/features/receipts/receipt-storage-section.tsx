import { receiptQuotaTexts } from '../../../core/receipts/receipt-quota';
import { receiptMessages } from '../../../core/receipts/receipt-messages';
import { isPro } from '../../../core/subscription-status';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useSubscription } from '../subscription/use-subscription';
import { useReceiptUsage } from './receipts-api';

/**
 * Settings → Receipt storage: what the account keeps against its receipt quota (core/receipts/receipt-quota.ts),
 * "12 of 5,000 receipts, 3.4 MB of 2,048 MB used". A free user keeps no new receipts; what they kept on Pro counts.
 */
export function ReceiptStorageSection() {
  const usage = useReceiptUsage();
  const subscription = useSubscription();
  const free = subscription.data ? !isPro(subscription.data) : false;
  return (
    <Panel title={receiptQuotaTexts.title}>
      <div className="space-y-2">
        {usage.isError ? (
          <QueryError error={usage.error} onRetry={() => void usage.refetch()} />
        ) : usage.data ? (
          <p className="text-sm font-medium text-slate-900">{receiptQuotaTexts.usage(usage.data)}</p>
        ) : (
          <div role="status" aria-label="Loading...">
            <Skeleton className="h-5 w-2/3" />
          </div>
        )}
        <p className="text-sm text-slate-700">{receiptQuotaTexts.intro}</p>
        {free && <p className="text-sm text-slate-700">{receiptMessages.proRequired}</p>}
      </div>
    </Panel>
  );
}
