import type { Env } from '../env';
import type { Logger } from '../logger';
import type { BankProviders } from './bank-provider';
import { plaidProviderFrom } from './plaid-provider';
import { simpleFinAllowedHosts } from './simplefin-hosts';
import { SimpleFinBankProvider } from './simplefin-provider';
import { TestBankProvider } from './test-bank-provider';

export const BANK_TEST_MODE_IN_PRODUCTION_WARNING =
  'the GigTally Test Bank is on in production (BANK_TEST_MODE=1): anyone can connect its made-up accounts';

/**
 * The bank providers this server offers, as billing-setup.ts picks Stripe or the test mode: the built-in
 * test bank outside production (production only with BANK_TEST_MODE=1; BANK_TEST_MODE=0 turns it off anywhere),
 * SimpleFIN always (a person's own setup token), Plaid when its keys are set.
 */
export function bankProvidersFrom(env: Env, logger: Logger): BankProviders {
  const providers: BankProviders = {};
  const production = env.NODE_ENV === 'production';
  const testBank = env.BANK_TEST_MODE ?? !production;
  if (testBank) {
    if (production) logger.warn(BANK_TEST_MODE_IN_PRODUCTION_WARNING);
    providers.test = new TestBankProvider();
  }
  // SimpleFIN needs no keys of ours: the person brings a setup token from their own Bridge account.
  providers.simplefin = new SimpleFinBankProvider({ allowedHosts: simpleFinAllowedHosts(env) });
  const plaid = plaidProviderFrom(env);
  if (plaid) providers.plaid = plaid;
  return providers;
}
