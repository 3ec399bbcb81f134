import { useState } from 'react';
import { localDate } from '../../../core/dates';
import type { ReviewQueueSize } from '../../../core/summary';
import { Link } from '../../lib/router';
import { useSummary } from '../dashboard/use-summary';
import { useFormatters } from '../settings/use-preferences';
import { reviewWaitingTexts } from './review-texts';

/**
 * '12 items ($1,234.56) wait for review and are not in these figures. Review them': said wherever tax is shown, as
 * items waiting to be marked count in no tax figure. Nothing when none waits. `review` is the summary's figure when
 * the screen has it; without it the notice asks for it (the queue is the same whatever the period).
 */
export function ReviewWaitingNotice({
  review,
  compact = false,
}: {
  review?: ReviewQueueSize | undefined;
  /** A line inside a card rather than a notice of its own. */
  compact?: boolean;
}) {
  if (review) return <ReviewWaitingLine review={review} compact={compact} />;
  return <AskedReviewWaiting compact={compact} />;
}

function AskedReviewWaiting({ compact }: { compact: boolean }) {
  const [today] = useState(localDate);
  const summary = useSummary(null, today);
  if (!summary.data) return null;
  return <ReviewWaitingLine review={summary.data.review} compact={compact} />;
}

function ReviewWaitingLine({ review, compact }: { review: ReviewQueueSize; compact: boolean }) {
  const format = useFormatters();
  if (review.count <= 0) return null;
  const text = reviewWaitingTexts.waiting(review.count, format.money(review.amount));
  const link = (
    <Link
      to="/review"
      className="font-semibold whitespace-nowrap text-amber-900 underline underline-offset-2"
    >
      {reviewWaitingTexts.action}
    </Link>
  );
  if (compact)
    return (
      <p className="mt-2 text-sm text-amber-900">
        {text} {link}
      </p>
    );
  return (
    <p
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {text} {link}
    </p>
  );
}
