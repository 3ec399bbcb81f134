import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { CLIENT_COOKIE, CLIENT_HEADER, CLIENT_ID_PATTERN, sharingMessages } from '../../core/sharing/sharing';
import type { Database } from '../db/client';
import { clientViewOf, recordRead } from '../services/sharing/grants';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/**
 * What a tax preparer may read of a client's books: the transactions, the dashboard's figures, reports, everything
 * under Tax (estimate, Schedule C, planner, 1099s, the packet), receipts, mileage, the calendar and the transactions'
 * download, and the plan (which gates the Pro screens). Not the settings, bank connections, imports, rules, budget,
 * earnings or the account export.
 */
const SHARED_PATHS = [
  '/api/items',
  '/api/summary',
  '/api/reports',
  '/api/tax',
  '/api/receipts',
  '/api/trips',
  '/api/calendar',
  '/api/export',
  '/api/subscription',
];

const isShared = (path: string) =>
  SHARED_PATHS.some((shared) => path === shared || path.startsWith(`${shared}/`));

const isRead = (c: Context<AppEnv>) => c.req.method === 'GET' || c.req.method === 'HEAD';

/** The client a request names (the header, or the browser's cookie), or undefined for the person's own books. */
export function clientNamed(c: Context<AppEnv>): string | undefined {
  const named = c.req.header(CLIENT_HEADER) || getCookie(c, CLIENT_COOKIE);
  return named === '' ? undefined : named;
}

/**
 * After requireUser: a request that names a client is answered from the client's books, read only. Books not shared
 * with the signed-in person (never, or no longer) are 404, whatever the route; a change of any kind is 403 read-only,
 * and a read of what is not shared 403 not-shared, before the route runs. For a read, the handlers after this see the
 * client as c.var.user, and the preparer as c.var.viewer; the read is noted for the client's access log.
 */
export function clientView(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const clientId = clientNamed(c);
    if (clientId === undefined) return next();
    const viewer = c.var.user;
    const view = CLIENT_ID_PATTERN.test(clientId) ? await clientViewOf(db, viewer.id, clientId) : null;
    if (!view) throw new ApiError('not-found', sharingMessages.clientNotShared);
    if (!isRead(c)) throw new ApiError('read-only', sharingMessages.readOnly(view.client.name));
    if (!isShared(c.req.path)) throw new ApiError('not-shared', sharingMessages.notShared(view.client.name));
    await recordRead(db, view, viewer);
    c.set('user', view.client);
    c.set('viewer', viewer);
    await next();
  });
}
