import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { unsubscribeMessages } from '../../core/email-messages';
import type { Database } from '../db/client';
import { respondWithError, validationFailed } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import {
  unsubscribeConfirmPage,
  unsubscribeDonePage,
  unsubscribeInvalidPage,
} from '../http/unsubscribe-page';
import { readUnsubscribeToken } from '../mail/unsubscribe-link';
import { unsubscribe } from '../services/email/unsubscribe';

const invalid = unsubscribeMessages.invalidLink;
const unsubscribeQuerySchema = z.object({
  token: z.string({ error: invalid }).min(1, invalid).max(1000, invalid),
});

const pageHeaders = { 'Cache-Control': 'no-store' };

/**
 * A browser (the link opened, the page's button) gets a page; any other client the API's error body
 * ({error: {code, message, fields?}}, docs/api.md "Errors").
 */
function refuse(c: Context<AppEnv>) {
  if (c.req.header('accept')?.includes('text/html'))
    return c.html(unsubscribeInvalidPage(), 400, pageHeaders);
  return respondWithError(c, validationFailed({ issues: [{ path: ['token'], message: invalid }] }));
}

/**
 * The unsubscribe link of every reminder and weekly report. No session: the signed token is the
 * permission. GET shows a page with a button; POST (that button, or a mail app's RFC 8058 one-click request)
 * turns the preference off. A token this server did not sign answers 400 and changes nothing.
 */
export function emailRoutes(db: Database, secret: string) {
  const linkOf = (c: Context<AppEnv>) => {
    const query = unsubscribeQuerySchema.safeParse(c.req.query());
    if (!query.success) return null;
    const signed = readUnsubscribeToken(secret, query.data.token);
    return signed && { ...signed, token: query.data.token };
  };
  return new Hono<AppEnv>()
    .get('/unsubscribe', (c) => {
      const link = linkOf(c);
      if (!link) return refuse(c);
      return c.html(unsubscribeConfirmPage(link.kind, link.token), 200, pageHeaders);
    })
    .post('/unsubscribe', async (c) => {
      const link = linkOf(c);
      if (!link) return refuse(c);
      await unsubscribe(db, link.userId, link.kind);
      return c.html(unsubscribeDonePage(link.kind), 200, pageHeaders);
    });
}
