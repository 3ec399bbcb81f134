import { eq } from 'drizzle-orm';
import { addMonths } from 'date-fns';
import type { Subscription } from '../../../core/subscription';
import type { BillingProvider, ProviderCheckoutSession } from '../../billing/billing-provider';
import type { Database } from '../../db/client';
import { subscription } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { getSubscriptionRow, toSubscription } from './get-subscription';

const sessionNotFound = () =>
  new ApiError('not-found', 'This checkout session was not found.', {
    sessionId: 'Checkout session not found',
  });

/**
 * POST /api/billing/activate: the server asks the provider for the session and makes the user Pro only when
 * it is complete, paid and theirs; the browser's return from checkout proves nothing by itself. Activating
 * the same session again changes nothing.
 */
export async function activateSubscription(
  db: Database,
  provider: BillingProvider,
  userId: string,
  sessionId: string,
): Promise<Subscription> {
  const session = await provider.getCheckoutSession(sessionId);
  // Another user's session reads like a missing one.
  if (!session || session.clientReferenceId !== userId) throw sessionNotFound();
  if (session.subscriptionEnded) {
    throw new ApiError('validation-failed', 'This subscription has ended.', {
      sessionId: 'The subscription of this checkout has ended',
    });
  }
  if (!session.paid || !session.subscriptionId) {
    throw new ApiError('validation-failed', 'This checkout has not been paid.', {
      sessionId: 'The checkout has not been paid',
    });
  }
  return toSubscription(await applyPaidCheckout(db, userId, session));
}

/** A paid checkout: tier pro, status active, the provider's ids stored, the period now to one month later. */
export async function applyPaidCheckout(
  db: Executor,
  userId: string,
  session: Pick<
    ProviderCheckoutSession,
    'customerId' | 'subscriptionId' | 'currentPeriodStart' | 'currentPeriodEnd'
  >,
  now = new Date(),
) {
  const current = await getSubscriptionRow(db, userId, now);
  // A session applies once: replaying it changes nothing, whether the user is still Pro on that subscription or
  // it has since ended (an ended subscription comes back only through a new checkout).
  if (current.stripeSubscriptionId === session.subscriptionId) return current;
  const start = session.currentPeriodStart ?? now;
  const [row] = await db
    .update(subscription)
    .set({
      tier: 'pro',
      status: 'active',
      stripeCustomerId: session.customerId,
      stripeSubscriptionId: session.subscriptionId,
      currentPeriodStart: start,
      currentPeriodEnd: session.currentPeriodEnd ?? addMonths(start, 1),
      cancelAtPeriodEnd: false,
      updatedAt: now,
    })
    .where(eq(subscription.userId, userId))
    .returning();
  return row!;
}
