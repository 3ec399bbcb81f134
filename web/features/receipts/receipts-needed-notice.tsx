import { Receipt as ReceiptIcon } from 'lucide';
import { Link } from '../../lib/router';
import type { DateRange } from '../../../core/periods';
import { needingReceiptText } from './receipt-words';
import { Icon } from '../../components/ui/icon';

/** The Transactions address listing the period's expenses that need a receipt. */
export function needsReceiptPath(range: DateRange | null): string {
  const params = new URLSearchParams({ needsReceipt: 'true' });
  if (range) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return `/transactions?${params.toString()}`;
}

/** The dashboard's '3 expenses need a receipt', a link to them; nothing when none does. */
export function ReceiptsNeededNotice({ count, range }: { count: number; range: DateRange | null }) {
  if (count <= 0) return null;
  return (
    <Link
      to={needsReceiptPath(range)}
      className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 hover:bg-amber-100"
    >
      <Icon icon={ReceiptIcon} className="h-5 w-5 shrink-0" />
      <span>{needingReceiptText(count)}</span>
    </Link>
  );
}
