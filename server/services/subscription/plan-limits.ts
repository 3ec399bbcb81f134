import { eq } from 'drizzle-orm';
import { planUsageMessages } from '../../../core/plan-usage';
import { FREE_ITEM_LIMIT, isPro } from '../../../core/subscription';
import { subscription } from '../../db/schema';
import { itemCountOf } from '../items/item-count';
import type { Transaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { getSubscriptionRow } from './get-subscription';

/**
 * Whether the person is Pro now, reading their subscription row under a lock (a lapsed cancellation downgraded
 * first, as GET /api/subscription reads it): concurrent changes of one person that a Free limit counts queue here,
 * each seeing what the one before it left.
 */
export async function isProLocked(tx: Transaction, userId: string): Promise<boolean> {
  await getSubscriptionRow(tx, userId);
  const [plan] = await tx
    .select({ tier: subscription.tier, status: subscription.status })
    .from(subscription)
    .where(eq(subscription.userId, userId))
    .for('update');
  return plan !== undefined && isPro(plan);
}

/**
 * Refuses new items that would take a free user past FREE_ITEM_LIMIT. It locks the user's subscription row
 * first, so concurrent adds of one user queue here and each sees the count left by the one before it.
 */
export async function assertCanAddItems(tx: Transaction, userId: string, adding: number): Promise<void> {
  if (await isProLocked(tx, userId)) return;
  if ((await itemCountOf(tx, userId)) + adding > FREE_ITEM_LIMIT)
    throw new ApiError('subscription-limit-reached', planUsageMessages.subscriptionLimitReached);
}
