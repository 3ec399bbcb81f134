import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router';
import { billingMessages, SUBSCRIPTION_MESSAGE_MS, subscriptionMessages } from '../../../core/billing';
import { localDate } from '../../../core/dates';
import type { Formatters } from '../../../core/format';
import { FREE_ITEM_LIMIT, isPro, type Subscription } from '../../../core/subscription';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageTitle } from '../../components/ui/page-title';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { isSafeReturnPath } from '../../../core/return-path';
import { useSession } from '../auth/session';
import { useFormatters } from '../settings/use-preferences';
import { ProPlanFeatures } from './pro-plan-features';
import { checkoutFailureMessage } from './checkout-messages';
import {
  useActivateSubscription,
  useCancelSubscription,
  useResumeSubscription,
  useStartCheckout,
} from './subscription-api';
import { useSubscription } from './use-subscription';

/** A message above the plan; the cancel flow's hide after 5 seconds, checkout's stay. */
interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
  autoHide?: boolean;
}

const statusLabels: Record<Subscription['status'], string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  trial: 'Trial',
  inactive: 'Inactive',
};

/** The end of the paid period (an ISO instant) as the user's local date, in their date format. */
const formatPeriodEnd = (instant: string, format: Pick<Formatters, 'date'>) =>
  format.date(localDate(new Date(instant)));

/** /subscription and /subscription/:action: the plan, checkout, cancellation and resuming. */
export function SubscriptionPage() {
  const session = useSession();
  const { action } = useParams();
  const title = action ? 'Subscription Management' : 'Subscription';
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <PageTitle title={title}>{title}</PageTitle>
        <p className="mt-1 text-slate-700">Your plan, its renewal date and what Pro adds.</p>
      </div>
      {session.data ? <SubscriptionManagement /> : <p>{billingMessages.signedOut}</p>}
    </div>
  );
}

/**
 * The page a checkout started from a Pro gate goes back to (?returnTo=), when it is a path of this app
 * (core/return-path.ts): the address bar can carry anything, so it is checked here as the server checked it.
 */
function returnPathOf(params: URLSearchParams): string | null {
  const returnTo = params.get('returnTo');
  return returnTo !== null && isSafeReturnPath(returnTo) ? returnTo : null;
}

/**
 * The return from checkout: ?success=true&session_id=… is activated once (StrictMode runs effects twice),
 * then the address goes back to /subscription; ?canceled=true just goes back. A checkout started from a Pro
 * gate goes back to that page instead, and the toast says what the notice here would have said.
 */
function useCheckoutReturn(onNotice: (notice: Notice) => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const activate = useActivateSubscription();
  const { mutateAsync } = activate;
  const handled = useRef<string>(null);
  const sessionId = params.get('success') === 'true' ? params.get('session_id') : null;
  const canceled = params.get('canceled') === 'true';
  const returnTo = returnPathOf(params);

  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    void mutateAsync(sessionId).then(
      () => {
        if (returnTo) {
          toast.success(billingMessages.paymentSuccessful);
          navigate(returnTo, { replace: true });
          return;
        }
        onNotice({ tone: 'success', text: billingMessages.paymentSuccessful });
        navigate('/subscription', { replace: true });
      },
      () => onNotice({ tone: 'error', text: billingMessages.activationFailed }),
    );
  }, [sessionId, returnTo, mutateAsync, navigate, onNotice]);

  useEffect(() => {
    if (!canceled) return;
    if (returnTo) toast.info(billingMessages.paymentCanceled);
    navigate(returnTo ?? '/subscription', { replace: true });
  }, [canceled, returnTo, navigate]);

  return activate.isPending;
}

function SubscriptionManagement() {
  const [params] = useSearchParams();
  // Returning from a canceled checkout always mounts this page afresh, so its message is known from the start.
  const [notice, setNotice] = useState<Notice | undefined>(() =>
    params.get('canceled') === 'true' && !returnPathOf(params)
      ? { tone: 'info', text: billingMessages.paymentCanceled }
      : undefined,
  );
  const showNotice = useCallback((next: Notice) => setNotice(next), []);
  const activating = useCheckoutReturn(showNotice);
  const subscription = useSubscription();

  useEffect(() => {
    if (!notice?.autoHide) return;
    const timer = window.setTimeout(() => setNotice(undefined), SUBSCRIPTION_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <>
      <div aria-live="polite" className="space-y-3 empty:hidden">
        {activating && <Alert tone="info">Activating your subscription...</Alert>}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
      {subscription.isPending ? (
        <p role="status" className="text-slate-600">
          {billingMessages.loading}
        </p>
      ) : subscription.isError ? (
        <QueryError error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : (
        <PlanDetails subscription={subscription.data} onNotice={showNotice} />
      )}
    </>
  );
}

function PlanDetails({
  subscription,
  onNotice,
}: {
  subscription: Subscription;
  onNotice: (notice: Notice) => void;
}) {
  const checkout = useStartCheckout();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const pro = isPro(subscription);
  const periodEnd = subscription.currentPeriodEnd;
  const format = useFormatters();
  const endDate = periodEnd ? formatPeriodEnd(periodEnd, format) : null;
  const ending = subscription.cancelAtPeriodEnd;

  const subscribe = () =>
    checkout.mutate(
      {},
      {
        onError: (error) => onNotice({ tone: 'error', text: checkoutFailureMessage(error) }),
      },
    );

  // The dialog closes either way; the outcome is said above the plan.
  const cancelPlan = async () => {
    try {
      await cancel.mutateAsync();
      onNotice({ tone: 'success', text: billingMessages.canceled, autoHide: true });
    } catch {
      onNotice({ tone: 'error', text: billingMessages.cancelFailed, autoHide: true });
    }
  };

  // Undo the cancellation while the paid period runs.
  const resumePlan = () =>
    resume.mutate(undefined, {
      onSuccess: () => onNotice({ tone: 'success', text: subscriptionMessages.resumed, autoHide: true }),
      onError: (error) =>
        onNotice({
          tone: 'error',
          text:
            error instanceof ApiRequestError && error.code === 'validation-failed'
              ? error.message
              : subscriptionMessages.resumeFailed,
          autoHide: true,
        }),
    });

  return (
    <>
      <Panel title="Your Plan">
        <dl className="divide-y divide-slate-100 sm:grid sm:grid-cols-3 sm:gap-6 sm:divide-y-0">
          <PlanFact label="Plan">{subscription.tier === 'pro' ? 'Pro' : 'Free'}</PlanFact>
          <PlanFact label="Status">{statusLabels[subscription.status]}</PlanFact>
          {subscription.tier === 'pro' && periodEnd ? (
            <PlanFact label="Billing" ending={ending}>
              {ending ? 'Ends on' : 'Renews on'} <time dateTime={periodEnd}>{endDate}</time>
            </PlanFact>
          ) : (
            <PlanFact label="Budget items">Up to {FREE_ITEM_LIMIT}</PlanFact>
          )}
        </dl>

        <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {pro && ending ? (
            <>
              <p>
                You keep every Pro feature until your plan ends; after that you are on the Free plan. Changed
                your mind? Resume and it renews as before.
              </p>
              <div className="mt-3 flex flex-col gap-3 sm:flex-row">
                {/* Keyed apart from Cancel Subscription, so the red button is replaced rather than faded. */}
                <Button key="pending" variant="secondary" disabled className="w-full sm:w-auto">
                  {billingMessages.cancellationPending}
                </Button>
                <Button
                  key="resume"
                  disabled={resume.isPending}
                  onClick={resumePlan}
                  className="w-full sm:w-auto"
                >
                  {resume.isPending ? subscriptionMessages.resuming : subscriptionMessages.resumeButton}
                </Button>
              </div>
            </>
          ) : pro ? (
            <>
              <p>Cancel anytime: you keep Pro until the end of the period you have paid for.</p>
              <Button
                key="cancel"
                variant="danger"
                disabled={cancel.isPending}
                onClick={() => setConfirmingCancel(true)}
                className="mt-3 w-full sm:w-auto"
              >
                {cancel.isPending ? 'Canceling...' : 'Cancel Subscription'}
              </Button>
            </>
          ) : subscription.tier === 'pro' ? (
            <p>
              Your Pro subscription is not active. Please{' '}
              <Link to="/help" className="font-medium text-brand-700 underline underline-offset-2">
                contact support
              </Link>{' '}
              to restore it.
            </p>
          ) : (
            <p>
              The Free plan holds up to {FREE_ITEM_LIMIT} budget items with the basic features. Upgrade to Pro
              for unlimited items and advanced reports.
            </p>
          )}
        </div>
      </Panel>

      <Panel
        title="Pro Plan"
        actions={
          pro ? (
            <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
              Your plan
            </span>
          ) : undefined
        }
      >
        <ProPlanFeatures />
        {subscription.tier === 'free' && (
          <div className="mt-6">
            <Button onClick={subscribe} disabled={checkout.isPending} className="w-full sm:w-auto">
              {checkout.isPending ? 'Redirecting to checkout...' : 'Subscribe'}
            </Button>
            <p className="mt-2 text-xs text-slate-600">Billed monthly. Cancel anytime.</p>
          </div>
        )}
      </Panel>
      {confirmingCancel && (
        <ConfirmDialog
          title={subscriptionMessages.cancelTitle}
          confirmLabel={subscriptionMessages.cancelButton}
          pendingLabel="Canceling..."
          cancelLabel={subscriptionMessages.keepButton}
          onConfirm={cancelPlan}
          onClose={() => setConfirmingCancel(false)}
        >
          <p className="text-sm text-slate-700">{subscriptionMessages.cancelQuestion(endDate)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** One fact of the plan: label and value side by side on a phone, stacked in three columns from sm up. */
function PlanFact({ label, ending, children }: { label: string; ending?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0 sm:block sm:py-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        data-ending={ending}
        className={`text-right font-semibold sm:mt-1 sm:text-left sm:text-lg ${
          ending ? 'text-orange-700' : 'text-slate-900'
        }`}
      >
        {children}
      </dd>
    </div>
  );
}

export const Component = SubscriptionPage;
