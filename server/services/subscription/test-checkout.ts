import { and, eq } from 'drizzle-orm';
import type { TestCheckoutView } from '../../../core/billing';
import type { Database } from '../../db/client';
import { testCheckoutSession } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { applyPaidCheckout } from './activate-subscription';

const notFound = () => new ApiError('not-found', 'This checkout session was not found.');

async function ownSession(db: Database, userId: string, sessionId: string) {
  const [session] = await db
    .select()
    .from(testCheckoutSession)
    .where(and(eq(testCheckoutSession.id, sessionId), eq(testCheckoutSession.userId, userId)));
  if (!session) throw notFound();
  return session;
}

/** What the test-mode checkout page shows. */
export async function getTestCheckout(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<TestCheckoutView> {
  const session = await ownSession(db, userId, sessionId);
  return {
    sessionId: session.id,
    email: session.email,
    priceLabel: '$9.99 per month',
    status: session.status,
    cancelUrl: session.cancelUrl,
  };
}

/** "Pay $9.99 (test mode)": completes the session, as the provider's hosted page would, and says where to return. */
export async function completeTestCheckout(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<{ successUrl: string }> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .update(testCheckoutSession)
      .set({ status: 'complete', completedAt: new Date() })
      .where(and(eq(testCheckoutSession.id, sessionId), eq(testCheckoutSession.userId, userId)))
      .returning();
    if (!session) throw notFound();
    // A real provider would now send checkout.session.completed; test mode applies it at once.
    await applyPaidCheckout(tx, userId, {
      customerId: session.customerId,
      subscriptionId: session.subscriptionId,
      currentPeriodStart: null,
      currentPeriodEnd: null,
    });
    return { successUrl: session.successUrl };
  });
}
