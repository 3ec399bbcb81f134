import { eq } from 'drizzle-orm';
import type { Subscription } from '../../../core/subscription';
import type { Database } from '../../db/client';
import { subscription } from '../../db/schema';

type SubscriptionRow = typeof subscription.$inferSelect;

/** The user's subscription; SPEC section 4: a user with none gets a free/active record on first read. */
export async function getSubscription(db: Database, userId: string): Promise<Subscription> {
  await db.insert(subscription).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(subscription).where(eq(subscription.userId, userId));
  return toSubscription(row!);
}

// Provider ids stay on the server (DESIGN "HTTP API").
function toSubscription(row: SubscriptionRow): Subscription {
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
