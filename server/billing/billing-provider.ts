/** A checkout session as the provider reports it, in our words. */
export interface ProviderCheckoutSession {
  id: string;
  /** Set only when the session is complete and paid. */
  paid: boolean;
  /** The user id we sent as client reference. */
  clientReferenceId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The provider says the subscription has been cancelled or has lapsed since the checkout. */
  subscriptionEnded: boolean;
  /** The provider's billing period when it reports one. */
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

/** What GigTally needs of a payment provider; Stripe and the built-in test mode implement it. */
export interface BillingProvider {
  readonly mode: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** null when the provider knows no such session. */
  getCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | null>;
  /** Asks the provider to end the subscription at the end of the current period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Undoes cancelAtPeriodEnd before the period has ended: the subscription renews again. */
  resumeRenewal(subscriptionId: string): Promise<void>;
}

/**
 * Where checkout returns to. A checkout started elsewhere than Subscription (a Pro gate) carries the
 * page to go back to once Subscription has activated the plan; `returnTo` has passed isSafeReturnPath
 * (core/return-path.ts), and the page checks it again before following it.
 */
export function checkoutReturnUrls(origin: string, returnTo?: string) {
  const back = returnTo === undefined ? '' : `&returnTo=${encodeURIComponent(returnTo)}`;
  return {
    successUrl: `${origin}/subscription?success=true&session_id={CHECKOUT_SESSION_ID}${back}`,
    cancelUrl: `${origin}/subscription?canceled=true${back}`,
  };
}
