import { and, eq, lt } from 'drizzle-orm';
import type { Subscription } from '../../../core/subscription';
import { subscription } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type SubscriptionRow = typeof subscription.$inferSelect;

/**
 * The user's subscription. SPEC section 4: a user with none gets a free/active record on first read, and a
 * subscription cancelled at period end becomes free/inactive once that end has passed.
 */
export async function getSubscription(db: Executor, userId: string, now = new Date()): Promise<Subscription> {
  return toSubscription(await getSubscriptionRow(db, userId, now));
}

export async function getSubscriptionRow(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<SubscriptionRow> {
  await db.insert(subscription).values({ userId }).onConflictDoNothing();
  const [downgraded] = await db
    .update(subscription)
    .set({ tier: 'free', status: 'inactive', cancelAtPeriodEnd: false, updatedAt: now })
    .where(
      and(
        eq(subscription.userId, userId),
        eq(subscription.cancelAtPeriodEnd, true),
        lt(subscription.currentPeriodEnd, now),
      ),
    )
    .returning();
  if (downgraded) return downgraded;
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
  return row!;
}

// Provider ids stay on the server (DESIGN "HTTP API").
export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    tier: row.tier,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
