import { eq } from 'drizzle-orm';
import { subscriptionMessages } from '../../../core/billing';
import { isPro, type Subscription } from '../../../core/subscription';
import type { BillingProvider } from '../../billing/billing-provider';
import type { Database } from '../../db/client';
import { subscription } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { getSubscriptionRow, toSubscription } from './get-subscription';

/**
 * POST /api/subscription/resume: a Pro subscription cancelled at period end renews again, as long as the
 * period has not ended (once it has, the read below has already made the user free/inactive). The provider is
 * asked first; the row changes only once it agreed.
 */
export async function resumeSubscription(
  db: Database,
  provider: BillingProvider,
  userId: string,
): Promise<Subscription> {
  const current = await getSubscriptionRow(db, userId);
  if (!isPro(current) || !current.stripeSubscriptionId || !current.cancelAtPeriodEnd) {
    throw new ApiError('validation-failed', subscriptionMessages.nothingToResume);
  }
  await provider.resumeRenewal(current.stripeSubscriptionId);
  const [row] = await db
    .update(subscription)
    .set({ cancelAtPeriodEnd: false, updatedAt: new Date() })
    .where(eq(subscription.userId, userId))
    .returning();
  return toSubscription(row!);
}
