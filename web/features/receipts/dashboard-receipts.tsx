import type { DateRange } from '../../../core/periods';
import { ReceiptsNeededNotice } from './receipts-needed-notice';
import { ReceiptsToFile } from './receipts-to-file';
import { useReceiptsNeeded } from './receipts-api';

/**
 * What the dashboard shows a Pro user of receipts — how many of the period's expenses need one (asked apart
 * from the summary, GET /api/receipts/needed), and the receipts waiting to be filed. Loaded for Pro users
 * only, after the page (dashboard-page.tsx).
 */
export function DashboardReceipts({ range }: { range: DateRange | null }) {
  const count = useReceiptsNeeded(range).data;
  return (
    <>
      {count !== undefined && <ReceiptsNeededNotice count={count} range={range} />}
      <ReceiptsToFile />
    </>
  );
}
