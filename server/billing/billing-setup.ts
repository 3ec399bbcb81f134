import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { BillingSetup } from '../routes/billing';
import { StripeBillingProvider } from './stripe-provider';
import { TestModeBillingProvider } from './test-mode-provider';

export const BILLING_OFF_WARNING =
  'billing is off: STRIPE_SECRET_KEY and STRIPE_PRICE_ID are not set, so nobody can upgrade to Pro (checkout answers 503)';
export const TEST_MODE_IN_PRODUCTION_WARNING =
  'billing runs in TEST MODE in production (BILLING_TEST_MODE=1): anyone can become Pro through the simulated checkout without paying';

/** Stripe when its keys are set; otherwise the test mode, which production refuses unless BILLING_TEST_MODE=1. */
export function billingSetupFrom(env: Env, db: Database, logger: Logger): BillingSetup {
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID) {
    const provider = new StripeBillingProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      priceId: env.STRIPE_PRICE_ID,
      apiUrl: env.STRIPE_API_URL,
    });
    return { provider, webhookSecret };
  }
  if (env.NODE_ENV === 'production' && !env.BILLING_TEST_MODE) {
    logger.warn(BILLING_OFF_WARNING);
    return { provider: null, webhookSecret };
  }
  if (env.NODE_ENV === 'production') {
    logger.warn(TEST_MODE_IN_PRODUCTION_WARNING);
    return { provider: new TestModeBillingProvider(db), webhookSecret };
  }
  logger.info('billing runs in test mode (no STRIPE_SECRET_KEY): checkout is simulated, no card is charged');
  return { provider: new TestModeBillingProvider(db), webhookSecret };
}
