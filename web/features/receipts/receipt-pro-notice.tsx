import { Receipt as ReceiptIcon } from 'lucide';
import { Link } from '../../lib/router';
import { buttonClass } from '../../components/ui/button';
import { receiptTexts } from './receipt-texts';
import { Icon } from '../../components/ui/icon';

/** Receipts are Pro's (the Pro plan has the tracking features): what they do, and the way to Pro. */
export function ReceiptProNotice({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-label={receiptTexts.proTitle}
      className="flex gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <Icon icon={ReceiptIcon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
      <div className="space-y-3">
        <Heading className="font-semibold text-slate-900">{receiptTexts.proTitle}</Heading>
        <p>{receiptTexts.proBody}</p>
        <Link to="/subscription" className={buttonClass('primary')}>
          {receiptTexts.proUpgrade}
        </Link>
      </div>
    </section>
  );
}
