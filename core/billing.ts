import { z } from 'zod';
import { isSafeReturnPath } from './return-path';

// Subscription messages hide after 5 seconds.
export const SUBSCRIPTION_MESSAGE_MS = 5_000;

// The messages of subscribing, paying and cancelling.
export const billingMessages = {
  paymentSuccessful: 'Payment successful! Your subscription has been activated.',
  activationFailed: 'There was an error activating your subscription. Please contact support.',
  paymentCanceled: 'Payment was canceled. Your subscription has not been activated.',
  mustBeSignedIn: 'You must be logged in with an email to subscribe.',
  checkoutFailed: 'Failed to redirect to checkout. Please try again later.',
  gateCheckoutFailed: 'Failed to redirect to checkout',
  cancelFailed: 'Failed to cancel subscription. Please try again later.',
  canceled: 'Your subscription has been canceled and will end at the end of the current billing period.',
  // The subscription page.
  signedOut: 'Please log in to manage your subscription.',
  loading: 'Loading subscription information...',
  cancellationPending: 'Cancellation Pending',
} as const;

// The cancel question, and resuming a subscription cancelled at period end.
export const subscriptionMessages = {
  cancelTitle: 'Cancel your Pro subscription?',
  cancelQuestion: (endDate: string | null) =>
    `You keep Pro until ${endDate ?? 'the end of the current billing period'}; after that you are on the Free plan.`,
  cancelButton: 'Cancel Pro',
  keepButton: 'Keep Pro',
  resumeButton: 'Resume subscription',
  resuming: 'Resuming...',
  resumed: 'Your subscription has been resumed and will renew at the end of the current billing period.',
  resumeFailed: 'Failed to resume subscription. Please try again later.',
  nothingToResume: 'There is no canceled Pro subscription to resume.',
} as const;

// The Pro gate: what a page for Pro users shows everyone else, and while the plan loads.
export const proGateTexts = {
  title: 'Pro Subscription Required',
  checking: 'Checking subscription status...',
  message: (feature: string) => `You need a Pro subscription to access ${feature}.`,
  upgrade: 'Upgrade to Pro',
  back: 'Return to Dashboard',
  pricing: 'View pricing details',
} as const;

export const proRequiredMessage = 'You need a Pro subscription to use this feature.';

/** POST /api/billing/activate and POST /api/billing/test-checkout/complete. */
export const checkoutSessionSchema = z.object({
  sessionId: z
    .string({ error: 'Checkout session id is required' })
    .trim()
    .min(1, 'Checkout session id is required')
    .max(255, 'Checkout session id is not valid')
    .regex(/^[A-Za-z0-9_]+$/, 'Checkout session id is not valid'),
});
export type CheckoutSessionInput = z.infer<typeof checkoutSessionSchema>;

export const checkoutMessages = {
  returnToInvalid: 'The return address must be a path of this site',
} as const;

/**
 * POST /api/billing/checkout: no body, or where to come back to after paying (or cancelling) when the checkout was
 * started from a page other than Subscription, e.g. a Pro gate on Tax Estimates.
 */
export const checkoutStartSchema = z.strictObject({
  returnTo: z
    .string({ error: checkoutMessages.returnToInvalid })
    .refine(isSafeReturnPath, checkoutMessages.returnToInvalid)
    .optional(),
});
export type CheckoutStartInput = z.infer<typeof checkoutStartSchema>;

/** GET /api/billing/test-checkout/:sessionId: what the test-mode checkout page shows. */
export interface TestCheckoutView {
  sessionId: string;
  email: string;
  priceLabel: string;
  status: 'open' | 'complete';
  cancelUrl: string;
}
