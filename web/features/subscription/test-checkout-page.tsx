import { FlaskConical } from 'lucide';
import { Link, useSearchParams } from '../../lib/router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { QueryError } from '../../components/ui/query-error';
import { ApiRequestError } from '../../lib/api';
import { proPrice } from './pro-plan-features';
import { checkoutFailureMessage } from './checkout-messages';
import { appPathOf, useCompleteTestCheckout, useTestCheckout } from './subscription-api';
import { Icon } from '../../components/ui/icon';

const paymentFailed = 'The test payment could not be completed. Please try again.';
const backLinkClass = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * Test-mode billing (docs/api.md): stands in for the provider's hosted checkout when the server has no
 * Stripe keys. Paying here charges nothing; it completes the session and returns to the success URL as the
 * provider would.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const session = useTestCheckout(sessionId);
  const complete = useCompleteTestCheckout();

  return (
    <div className="mx-auto max-w-lg space-y-6">
      <div
        role="note"
        aria-label="Test mode"
        className="flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <Icon icon={FlaskConical} className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          <strong className="font-semibold tracking-wide uppercase">Test mode</strong> — no card is charged.
          This page stands in for the payment provider while this server runs without one.
        </p>
      </div>

      <PageTitle title="Test checkout">Checkout</PageTitle>

      {sessionId === null || (session.isError && isMissing(session.error)) ? (
        <div className="space-y-4">
          <Alert tone="error">
            This checkout session was not found. It may belong to another account or have been started on
            another server.
          </Alert>
          <Link to="/subscription" className={backLinkClass}>
            Back to Subscription
          </Link>
        </div>
      ) : session.isPending ? (
        <p role="status" className="text-slate-600">
          Loading checkout...
        </p>
      ) : session.isError ? (
        <QueryError error={session.error} onRetry={() => void session.refetch()} />
      ) : (
        <section
          aria-label="Order summary"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <dl className="space-y-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Plan</dt>
              <dd className="font-semibold text-slate-900">GigTally Pro</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Price</dt>
              <dd className="font-semibold text-slate-900">{session.data.priceLabel}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Email</dt>
              <dd className="min-w-0 text-right break-words text-slate-900">{session.data.email}</dd>
            </div>
          </dl>

          {session.data.status === 'complete' ? (
            <div className="mt-6 space-y-4">
              <Alert tone="info">This checkout has already been paid.</Alert>
              <Link to="/subscription" className={backLinkClass}>
                Back to Subscription
              </Link>
            </div>
          ) : (
            <>
              <div aria-live="polite">
                {complete.isError && (
                  <div className="mt-6">
                    <Alert tone="error">{checkoutFailureMessage(complete.error, paymentFailed)}</Alert>
                  </div>
                )}
              </div>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:items-center">
                <Button
                  onClick={() => complete.mutate(session.data.sessionId)}
                  disabled={complete.isPending}
                  className="w-full sm:w-auto"
                >
                  {complete.isPending ? 'Paying...' : `Pay ${proPrice} (test mode)`}
                </Button>
                <Link
                  to={appPathOf(session.data.cancelUrl)}
                  replace
                  className={buttonClass('ghost', 'w-full sm:w-auto')}
                >
                  Cancel
                </Link>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}

function isMissing(error: Error): boolean {
  return error instanceof ApiRequestError && error.code === 'not-found';
}

export const Component = TestCheckoutPage;
