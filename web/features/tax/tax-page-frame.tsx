import type { ReactNode } from 'react';
import { NavLink } from '../../lib/router';
import { taxDollarsNote } from '../../../core/format';
import { DisclaimerBanner } from '../../components/ui/disclaimer-banner';
import { PageTitle } from '../../components/ui/page-title';
import { ReviewWaitingNotice } from '../review/review-waiting-notice';
import { useFormatters } from '../settings/use-preferences';

/** The tax screens, reached from one another by these tabs. */
export const taxScreens = [
  { to: '/reports/taxes', label: 'Tax Estimates' },
  { to: '/reports/taxes/schedule-c', label: 'Schedule C' },
  { to: '/reports/taxes/1099s', label: '1099 forms' },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
  }`;

/** Shown when amounts elsewhere are written in another currency. */
function DollarsNote() {
  const { currency } = useFormatters();
  if (currency === 'USD') return null;
  return <p className="mt-1 text-sm font-medium text-slate-800">{taxDollarsNote}</p>;
}

/**
 * The frame of every tax screen (Tax Estimates, Schedule C, 1099 forms): the tabs between them, the title and what
 * the screen is for, its actions, the dollars note, the tax disclaimer and the items still waiting for review.
 */
export function TaxPageFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <nav aria-label="Tax screens" className="-mx-1 overflow-x-auto px-1">
        <ul className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          {taxScreens.map((screen) => (
            <li key={screen.to}>
              <NavLink to={screen.to} end className={tabClass}>
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageTitle title={title}>{title}</PageTitle>
          <p className="mt-1 text-slate-700">{description}</p>
          <DollarsNote />
        </div>
        {actions}
      </div>
      <DisclaimerBanner context="tax" />
      {/* Items not yet marked business or personal are in none of these screens' figures. */}
      <ReviewWaitingNotice />
      {children}
    </div>
  );
}
