import { eq, sql } from 'drizzle-orm';
import { planUsageMessages } from '../../../core/plan-usage';
import { FREE_ITEM_LIMIT, isPro } from '../../../core/subscription';
import { budgetItem, subscription } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { getSubscriptionRow } from './get-subscription';

/**
 * Refuses a new item for a free user who already has FREE_ITEM_LIMIT. It locks the user's subscription row
 * first, so concurrent adds of one user queue here and each sees the count left by the one before it.
 */
export async function assertCanAddItem(tx: Transaction, userId: string): Promise<void> {
  // The same reading as GET /api/subscription (a lapsed cancellation is downgraded first), then the row lock.
  await getSubscriptionRow(tx, userId);
  const [plan] = await tx
    .select({ tier: subscription.tier, status: subscription.status })
    .from(subscription)
    .where(eq(subscription.userId, userId))
    .for('update');
  if (plan && isPro(plan)) return;
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(budgetItem)
    .where(eq(budgetItem.userId, userId));
  if ((row?.count ?? 0) >= FREE_ITEM_LIMIT)
    throw new ApiError('subscription-limit-reached', planUsageMessages.subscriptionLimitReached);
}
