import { eq } from 'drizzle-orm';
import { isPro, type Subscription } from '../../../core/subscription';
import type { BillingProvider } from '../../billing/billing-provider';
import type { Database } from '../../db/client';
import { subscription } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { getSubscriptionRow, toSubscription } from './get-subscription';

/**
 * POST /api/cancel-subscription: the provider ends the subscription at the end of the period; the user stays
 * Pro until then.
 */
export async function cancelSubscription(
  db: Database,
  provider: BillingProvider,
  userId: string,
): Promise<Subscription> {
  const current = await getSubscriptionRow(db, userId);
  if (!isPro(current) || !current.stripeSubscriptionId) {
    throw new ApiError('validation-failed', 'There is no active Pro subscription to cancel.');
  }
  if (current.cancelAtPeriodEnd) return toSubscription(current);
  await provider.cancelAtPeriodEnd(current.stripeSubscriptionId);
  const [row] = await db
    .update(subscription)
    .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
    .where(eq(subscription.userId, userId))
    .returning();
  return toSubscription(row!);
}
