import { eq } from 'drizzle-orm';
import { planUsageMessages } from '../../../core/plan-usage';
import { FREE_ITEM_LIMIT, isPro } from '../../../core/subscription';
import { subscription } from '../../db/schema';
import { itemCountOf } from '../items/item-count';
import type { Transaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { getSubscriptionRow } from './get-subscription';

/**
 * Refuses new items that would take a free user past FREE_ITEM_LIMIT. It locks the user's subscription row
 * first, so concurrent adds of one user queue here and each sees the count left by the one before it.
 */
export async function assertCanAddItems(tx: Transaction, userId: string, adding: number): Promise<void> {
  // The same reading as GET /api/subscription (a lapsed cancellation is downgraded first), then the row lock.
  await getSubscriptionRow(tx, userId);
  const [plan] = await tx
    .select({ tier: subscription.tier, status: subscription.status })
    .from(subscription)
    .where(eq(subscription.userId, userId))
    .for('update');
  if (plan && isPro(plan)) return;
  if ((await itemCountOf(tx, userId)) + adding > FREE_ITEM_LIMIT)
    throw new ApiError('subscription-limit-reached', planUsageMessages.subscriptionLimitReached);
}
