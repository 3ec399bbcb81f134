import { Hono } from 'hono';
import { bankMessages, type PlaidLinkTokenView } from '../../core/bank';
import { BankProviderUnavailable } from '../bank/bank-provider';
import type { PlaidBankProvider } from '../bank/plaid-provider';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';

/**
 * /api/bank/plaid/* for signed-in users (mounted behind requireUser). POST /link-token starts Plaid Link in
 * the browser; the public token Link hands back is connected through POST /api/bank/connections. `plaid` is
 * undefined when the server has no Plaid keys: the route then answers 404 (nothing to start here).
 */
export function plaidLinkRoutes(db: Database, plaid: Pick<PlaidBankProvider, 'createLinkToken'> | undefined) {
  return new Hono<AppEnv>().post('/link-token', requirePro(db), async (c) => {
    if (!plaid) throw new ApiError('not-found', bankMessages.providerOff);
    try {
      const answer: PlaidLinkTokenView = { linkToken: await plaid.createLinkToken(c.var.user.id) };
      return c.json(answer);
    } catch (error) {
      if (error instanceof BankProviderUnavailable) {
        c.var.log.warn({ reason: error.message }, 'plaid unavailable for a link token');
        throw new ApiError('unavailable', bankMessages.connectUnavailable);
      }
      throw error;
    }
  });
}
