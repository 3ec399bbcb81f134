import { Link } from '../../lib/router';
import { planUsageMessages } from '../../../core/plan-usage';
import { buttonClass } from '../../components/ui/button';

/** Shown on an add form, which is then disabled, when a free user has reached the item limit. */
export function FreeTierLimitNotice() {
  return (
    <div role="status" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{planUsageMessages.limitReachedTitle}</p>
      <p className="mt-1">{planUsageMessages.limitReachedText}</p>
      <Link to="/subscription" className={buttonClass('primary', 'mt-3')}>
        Upgrade to Pro
      </Link>
    </div>
  );
}
