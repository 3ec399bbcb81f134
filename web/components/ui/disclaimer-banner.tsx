import { Info, X } from 'lucide';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { IconButton } from './icon-button';
import { Icon } from './icon';

// A dismissed disclaimer is remembered in this browser, one flag per context.
export const disclaimerContexts = ['tax', 'income', 'expense', 'general'] as const;
export type DisclaimerContext = (typeof disclaimerContexts)[number];

const texts: Record<DisclaimerContext, string> = {
  tax: 'Tax figures are estimates for planning only and are not financial or tax advice.',
  income: 'Income figures and insights are estimates for planning only and are not financial or tax advice.',
  expense: 'Expense figures and categories are for planning only and are not financial or tax advice.',
  general: 'All figures are estimates for planning only and are not financial or tax advice.',
};

export const disclaimerStorageKey = (context: DisclaimerContext) => `disclaimer_dismissed_${context}`;

function isDismissed(context: DisclaimerContext): boolean {
  try {
    return localStorage.getItem(disclaimerStorageKey(context)) === 'true';
  } catch {
    return false;
  }
}

/**
 * The financial disclaimer (figures are estimates for planning only, not financial or tax advice) for one
 * context; once dismissed it stays hidden in this browser.
 */
export function DisclaimerBanner({ context }: { context: DisclaimerContext }) {
  const [dismissed, setDismissed] = useState(() => isDismissed(context));
  if (dismissed) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(disclaimerStorageKey(context), 'true');
    } catch {
      // Storage may be unavailable (private mode); the banner still goes away for this visit.
    }
    setDismissed(true);
  };

  return (
    <div
      role="note"
      aria-label="Disclaimer"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Icon icon={Info} className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="flex-1">
        {texts[context]}{' '}
        <Link to="/disclaimer" className="font-medium underline underline-offset-2">
          Read the full disclaimer
        </Link>
      </p>
      <IconButton
        icon={X}
        label="Dismiss disclaimer"
        iconClassName="h-4 w-4"
        onClick={dismiss}
        className="-m-1 rounded-md p-1 hover:bg-amber-100"
      />
    </div>
  );
}
