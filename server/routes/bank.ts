import { Hono } from 'hono';
import {
  bankMessages,
  connectBankSchema,
  connectionIdParamSchema,
  disconnectQuerySchema,
  updateConnectionSchema,
} from '../../core/bank';
import type { BankProviders } from '../bank/bank-provider';
import { PlaidBankProvider } from '../bank/plaid-provider';
import type { CredentialsCipher } from '../bank/credentials-cipher';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { requirePro } from '../http/require-pro';
import { validate } from '../http/validate';
import { connectBank } from '../services/bank/connect-bank';
import { disconnectBank } from '../services/bank/disconnect-bank';
import { listConnections } from '../services/bank/list-connections';
import type { ReconnectMail } from '../services/bank/mail-reconnect';
import { syncConnection } from '../services/bank/sync-connection';
import { updateConnection } from '../services/bank/update-connection';
import { plaidLinkRoutes } from './bank-plaid';

/** The bank providers this server offers and the cipher of their credentials (server/bank/bank-setup.ts). */
export interface BankSetup {
  providers: BankProviders;
  cipher: CredentialsCipher;
  /** The server's calendar date; tests pass a fixed one. */
  today?: () => string;
}

const connectionId = validate(
  'param',
  connectionIdParamSchema,
  new ApiError('not-found', bankMessages.notFound),
);

/**
 * Connected accounts. Connecting and syncing are Pro (automated income tracking is a Pro feature); listing,
 * choosing accounts and disconnecting stay open to a person whose Pro plan ended.
 */
export function bankRoutes(db: Database, bank: BankSetup, reconnectMail: ReconnectMail) {
  // A connection found revoked here (Sync now, connecting) gets its one Reconnect email at once.
  const context = { db, ...bank, reconnectMail };
  return new Hono<AppEnv>()
    .get('/connections', async (c) => c.json(await listConnections(db, c.var.user.id)))
    .post('/connections', requirePro(db), validate('json', connectBankSchema), async (c) =>
      c.json(await connectBank(context, c.var.user.id, c.req.valid('json')), 201),
    )
    .post('/connections/:id/sync', connectionId, requirePro(db), async (c) =>
      c.json(await syncConnection(context, c.var.user.id, c.req.valid('param').id)),
    )
    .patch('/connections/:id', connectionId, validate('json', updateConnectionSchema), async (c) =>
      c.json(await updateConnection(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/connections/:id', connectionId, validate('query', disconnectQuerySchema), async (c) => {
      const { keepItems } = c.req.valid('query');
      await disconnectBank(context, c.var.user.id, c.req.valid('param').id, keepItems === 'true');
      return c.body(null, 204);
    })
    .route('/plaid', plaidLinkRoutes(db, plaidOf(bank.providers)));
}

function plaidOf(providers: BankProviders): PlaidBankProvider | undefined {
  return providers.plaid instanceof PlaidBankProvider ? providers.plaid : undefined;
}
