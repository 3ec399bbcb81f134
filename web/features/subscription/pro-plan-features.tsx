import { Check } from 'lucide';
import { formatUsd } from '../../../core/format';
import { toDollars } from '../../../core/money';
import { PRO_PRICE_CENTS, proPlanFeatures } from '../../../core/subscription';
import { Icon } from '../../components/ui/icon';

/** '$9.99': a price charged in US dollars, so always written in dollars. */
export const proPrice = formatUsd(toDollars(PRO_PRICE_CENTS));

/** The Pro Plan's price and what it includes. */
export function ProPlanFeatures({ columns = 2 }: { columns?: 1 | 2 }) {
  return (
    <div>
      <p className="text-slate-900">
        <span className="text-3xl font-bold tracking-tight tabular-nums">{proPrice}</span>
        <span className="text-slate-600">/month</span>
      </p>
      <ul
        aria-label="Included in Pro"
        className={`mt-4 grid gap-x-6 gap-y-2 text-sm text-slate-700 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}
      >
        {proPlanFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Icon icon={Check} className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}
