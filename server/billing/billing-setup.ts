import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { BillingSetup } from '../routes/billing';
import { StripeBillingProvider } from './stripe-provider';
import { TestModeBillingProvider } from './test-mode-provider';

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
    logger.warn('billing is off: set STRIPE_SECRET_KEY and STRIPE_PRICE_ID (or BILLING_TEST_MODE=1)');
    return { provider: null, webhookSecret };
  }
  logger.info('billing runs in test mode (no STRIPE_SECRET_KEY): checkout is simulated, no card is charged');
  return { provider: new TestModeBillingProvider(db), webhookSecret };
}
