import { and, eq, lt } from 'drizzle-orm';
import type { Subscription } from '../../../core/subscription';
import { subscription } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type SubscriptionRow = typeof subscription.$inferSelect;

/**
 * The user's subscription. A user with none gets a free/active record on first read, and a subscription
 * cancelled at period end becomes free/inactive once that end has passed.
 */
export async function getSubscription(db: Executor, userId: string, now = new Date()): Promise<Subscription> {
  return toSubscription(await getSubscriptionRow(db, userId, now));
}

export async function getSubscriptionRow(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<SubscriptionRow> {
  // A read first: the dashboard asks on every load, and only a user's first visit or a lapsed cancellation writes.
  return subscriptionRowAfterRead(db, userId, await selectRow(db, userId), now);
}

/**
 * The subscription row from one already read with other things (the dashboard reads the user's settings in
 * one statement), or undefined when there was none: the free/active record on first read and the downgrade of
 * a lapsed cancellation still apply.
 */
export async function subscriptionRowAfterRead(
  db: Executor,
  userId: string,
  read: SubscriptionRow | undefined,
  now = new Date(),
): Promise<SubscriptionRow> {
  const row = read ?? (await insertFreeRow(db, userId));
  if (!row.cancelAtPeriodEnd || !row.currentPeriodEnd || row.currentPeriodEnd >= now) return row;
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
  return downgraded ?? (await selectRow(db, userId))!;
}

async function selectRow(db: Executor, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
  return row;
}

async function insertFreeRow(db: Executor, userId: string): Promise<SubscriptionRow> {
  await db.insert(subscription).values({ userId }).onConflictDoNothing();
  return (await selectRow(db, userId))!;
}

// Provider ids stay on the server: the browser never needs them (docs/api.md).
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
