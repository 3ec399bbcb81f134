import { Lock } from 'lucide';
import type { ReactNode } from 'react';
import { Link, useLocation } from '../../lib/router';
import { billingMessages, proGateTexts } from '../../../core/billing';
import { isPro } from '../../../core/subscription';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { QueryError } from '../../components/ui/query-error';
import { ProPlanFeatures } from './pro-plan-features';
import { useStartCheckout } from './subscription-api';
import { useSubscription } from './use-subscription';
import { Icon } from '../../components/ui/icon';

interface ProGateProps {
  children: ReactNode;
  /** What the page offers, in the message: 'You need a Pro subscription to access Income Analysis.' */
  feature: string;
  /** Where 'Return to Dashboard' leads. */
  redirectPath?: string;
  /** Shown to users without Pro instead of the Pro Subscription Required screen. */
  fallback?: ReactNode;
}

/** The Pro gate: its children for Pro users; for everyone else a way to upgrade. */
export function ProGate({ children, feature, redirectPath = '/dashboard', fallback }: ProGateProps) {
  const subscription = useSubscription();
  if (subscription.isPending) {
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        {proGateTexts.checking}
      </p>
    );
  }
  if (subscription.isError) {
    return <QueryError error={subscription.error} onRetry={() => void subscription.refetch()} />;
  }
  if (isPro(subscription.data)) return children;
  return fallback ?? <ProRequired feature={feature} redirectPath={redirectPath} />;
}

/** The Pro Subscription Required screen: what needs Pro, and the way to upgrade. */
function ProRequired({ feature, redirectPath }: { feature: string; redirectPath: string }) {
  const checkout = useStartCheckout();
  // Back to this page once the plan is active (Subscription activates it on the way).
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon icon={Lock} className="h-6 w-6" />
      </span>
      <div className="mt-4">
        <PageTitle title={proGateTexts.title}>{proGateTexts.title}</PageTitle>
      </div>
      <p className="mt-2 text-slate-700">{proGateTexts.message(feature)}</p>
      <div aria-live="polite">
        {checkout.isError && (
          <div className="mt-4">
            <Alert tone="error">{billingMessages.gateCheckoutFailed}</Alert>
          </div>
        )}
      </div>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <ProPlanFeatures />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button
          onClick={() => checkout.mutate({ returnTo: `${pathname}${search}` })}
          disabled={checkout.isPending}
        >
          {checkout.isPending ? 'Redirecting to checkout...' : proGateTexts.upgrade}
        </Button>
        <Link to={redirectPath} className={buttonClass('secondary')}>
          {proGateTexts.back}
        </Link>
      </div>
      <p className="mt-4 text-sm">
        <Link to="/subscription" className="font-medium text-brand-700 underline underline-offset-2">
          {proGateTexts.pricing}
        </Link>
      </p>
    </div>
  );
}
