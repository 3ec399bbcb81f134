import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { stream } from 'hono/streaming';
import { localDate } from '../../core/dates';
import { accountExportFileName, preferencesSchema } from '../../core/preferences';
import { deleteAccountSchema } from '../../core/account-deletion';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { accountExportChunks } from '../services/account/account-data';
import { deleteAccount } from '../services/account/delete-account';
import { getPreferences, savePreferences } from '../services/account/preferences';
import type { BillingSetup } from './billing';

export function preferencesRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await getPreferences(db, c.var.user.id)))
    .put('/', validate('json', preferencesSchema), async (c) =>
      c.json(await savePreferences(db, c.var.user.id, c.req.valid('json'))),
    );
}

export function accountRoutes(db: Database, billing: BillingSetup) {
  return new Hono<AppEnv>()
    .get('/export', (c) => {
      c.header('Content-Type', 'application/json; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${accountExportFileName(localDate())}"`);
      c.header('Cache-Control', 'no-store');
      return stream(c, async (out) => {
        for await (const chunk of accountExportChunks(db, c.var.user.id)) await out.write(chunk);
      });
    })
    .delete('/', validate('json', deleteAccountSchema), async (c) => {
      await deleteAccount(db, billing.provider, c.var.user.id, c.req.valid('json'));
      // The session row went with the user; the browser's cookies go too.
      for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
        deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
      }
      return c.body(null, 204);
    });
}
