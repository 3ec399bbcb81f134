import type { DateRange } from '../../../core/periods';
import { ReceiptsNeededNotice } from './receipts-needed-notice';
import { ReceiptsToFile } from './receipts-to-file';
export { SnapReceiptButton } from './snap-receipt-button';
export { ReceiptOffer } from './receipt-offer';

/**
 * Issue 20: what the dashboard shows a Pro user of receipts — how many of the period's expenses need one, and the
 * receipts waiting to be filed. Loaded for Pro users only, after the page (dashboard-page.tsx).
 */
export function DashboardReceipts({ count, range }: { count: number | undefined; range: DateRange | null }) {
  return (
    <>
      {count !== undefined && <ReceiptsNeededNotice count={count} range={range} />}
      <ReceiptsToFile />
    </>
  );
}
