import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { testCheckoutSession } from '../db/schema';
import type { BillingProvider, CheckoutRequest, ProviderCheckoutSession } from './billing-provider';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The whole checkout flow with no payment account (docs/api.md, "Test-mode billing"). Its checkout page
 * (/billing/test-checkout) is marked as test mode; paying there completes the stored session.
 */
export class TestModeBillingProvider implements BillingProvider {
  readonly mode = 'test' as const;

  constructor(private readonly db: Database) {}

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const id = randomId('cs_test');
    await this.db.insert(testCheckoutSession).values({
      id,
      userId: request.userId,
      email: request.email,
      customerId: randomId('cus_test'),
      subscriptionId: randomId('sub_test'),
      successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: request.cancelUrl,
    });
    return { url: `/billing/test-checkout?session_id=${id}` };
  }

  async getCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | null> {
    const [session] = await this.db
      .select()
      .from(testCheckoutSession)
      .where(eq(testCheckoutSession.id, sessionId));
    if (!session) return null;
    return {
      id: session.id,
      paid: session.status === 'complete',
      clientReferenceId: session.userId,
      customerId: session.customerId,
      subscriptionId: session.subscriptionId,
      subscriptionEnded: false,
      currentPeriodStart: null,
      currentPeriodEnd: null,
    };
  }

  cancelAtPeriodEnd(): Promise<void> {
    // Nothing renews in test mode; the subscription row's cancelAtPeriodEnd is the whole state.
    return Promise.resolve();
  }

  resumeRenewal(): Promise<void> {
    // As with cancelling: the subscription row's cancelAtPeriodEnd, set back to false, is the whole state.
    return Promise.resolve();
  }
}
