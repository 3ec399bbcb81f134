import { ArrowRight, ListChecks } from 'lucide';
import type { ReviewQueueSize } from '../../../core/summary';
import { Link } from '../../lib/router';
import { useFormatters } from '../settings/use-preferences';
import { reviewCardTexts } from './review-texts';
import { Icon } from '../../components/ui/icon';

/** The dashboard's '12 to review', a way into the queue; nothing when none waits. */
export function ReviewQueueCard({ review }: { review: ReviewQueueSize | undefined }) {
  const format = useFormatters();
  if (!review || review.count <= 0) return null;
  return (
    <Link
      to="/review"
      className="flex items-center gap-4 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 shadow-sm hover:bg-amber-100"
    >
      <Icon icon={ListChecks} className="h-7 w-7 shrink-0 text-amber-800" />
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-bold">{reviewCardTexts.title(review.count)}</span>
        <span className="block text-sm">{reviewCardTexts.body(format.money(review.amount))}</span>
      </span>
      <span className="flex shrink-0 items-center gap-1 text-sm font-semibold">
        {/* On a phone the arrow alone: the whole card is the link. */}
        <span className="hidden sm:inline">{reviewCardTexts.action}</span>
        <Icon icon={ArrowRight} className="h-5 w-5" />
      </span>
    </Link>
  );
}
