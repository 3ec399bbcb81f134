import Stripe from 'stripe';
import type { BillingProvider, CheckoutRequest, ProviderCheckoutSession } from './billing-provider';

export interface StripeSettings {
  secretKey: string;
  priceId: string;
  /** Another API host (tests point the real SDK at a local stand-in). */
  apiUrl?: string;
}

export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The billing period of a subscription: on the subscription in older API versions, on its items in newer ones. */
export function subscriptionPeriod(subscription: Stripe.Subscription): {
  start: Date | null;
  end: Date | null;
} {
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const item = subscription.items?.data?.[0] as
    { current_period_start?: number; current_period_end?: number } | undefined;
  return {
    start: seconds(legacy.current_period_start ?? item?.current_period_start),
    end: seconds(legacy.current_period_end ?? item?.current_period_end),
  };
}

export class StripeBillingProvider implements BillingProvider {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = createStripeClient(settings);
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.settings.priceId, quantity: 1 }],
      customer_email: request.email,
      client_reference_id: request.userId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { url: session.url };
  }

  async getCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    const subscription = typeof session.subscription === 'object' ? session.subscription : null;
    const period = subscription ? subscriptionPeriod(subscription) : { start: null, end: null };
    return {
      id: session.id,
      paid: session.status === 'complete' && session.payment_status === 'paid',
      clientReferenceId: session.client_reference_id,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      subscriptionEnded: ['canceled', 'incomplete_expired', 'unpaid'].includes(subscription?.status ?? ''),
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
    };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  }

  async resumeRenewal(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
  }
}
