import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { isAppPagePath } from '../core/app-pages';
import { bankProviderNames } from '../core/bank';
import { authMessages } from '../core/auth/auth-messages';
import type { PublicConfig } from '../core/public-config';
import { CLIENT_IP_HEADER, type Auth } from './auth/auth';
import { sessionLookup, type SessionUser } from './auth/session-lookup';
import type { DatabaseHandle } from './db/client';
import { ApiError, errorBody } from './http/api-error';
import type { AppEnv } from './http/app-env';
import { noStoreUnlessSet } from './http/cache-control';
import { uploadBody } from './http/upload-body';
import { toPaths, unless } from './http/unless';
import { compressJson } from './http/compress-json';
import { clientAddress } from './http/client-address';
import { handleError } from './http/error-handler';
import { serveLandingPage } from './http/landing-page';
import { serveLoginPage } from './http/login-page';
import { pageHtml } from './http/page-preloads';
import { requireUser } from './http/require-user';
import { clientNamed, clientView } from './http/client-view';
import { validate } from './http/validate';
import { securityHeaders } from './http/security-headers';
import { loggablePath, type Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { STATEMENT_MAX_BYTES, statementMessages } from '../core/import/statement';
import { localDate } from '../core/dates';
import { RECEIPT_MAX_BYTES, receiptMessages } from '../core/receipts/receipts';
import { FORM_1099_PDF_MAX_BYTES, form1099Messages } from '../core/tax/forms-1099';
import { taxCalendarQuerySchema } from '../core/tax/tax-calendar-api';
import type { ReceiptFiles } from './services/receipts/receipt-files';
import { accountRoutes, preferencesRoutes } from './routes/account';
import { bankRoutes, type BankSetup } from './routes/bank';
import { billingRoutes, cancelSubscriptionRoutes, type BillingSetup } from './routes/billing';
import { calendarRoutes } from './routes/calendar';
import { budgetRoutes } from './routes/budget';
import { configRoutes } from './routes/config';
import { emailRoutes } from './routes/email';
import { exportRoutes } from './routes/export';
import { healthRoutes } from './routes/health';
import { TAX_CALENDAR_FILE_NAME, taxCalendarFeed } from './services/calendar/tax-calendar-feed';
import { importRoutes } from './routes/imports';
import { itemListRoutes, itemRoutes } from './routes/items';
import { summaryRoutes } from './routes/summary';
import { reportRoutes } from './routes/reports';
import { receiptRoutes } from './routes/receipts';
import { ruleRoutes } from './routes/rules';
import { subscriptionRoutes } from './routes/subscription';
import { taxRoutes } from './routes/tax';
import { tripRoutes } from './routes/trips';
import { shiftRoutes } from './routes/shifts';
import { earningsRoutes } from './routes/earnings';
import { sharingRoutes } from './routes/sharing';
import { webhookRoutes } from './routes/webhook';

export interface AppOptions {
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  appUrl: string;
  /** The auth secret; it also signs the unsubscribe links of reminder emails. */
  secret: string;
  production: boolean;
  /** How many reverse proxies in front are trusted to append the client's address to X-Forwarded-For. */
  trustedProxyHops: number;
  billing: BillingSetup;
  /** The bank providers on offer and the cipher of their credentials. */
  bank: BankSetup;
  /** The app's mail (a bank connection found revoked on Sync now is mailed about at once). */
  mailer: Mailer;
  /** Where receipt files are kept, and the removal of those whose rows are gone. */
  receipts: ReceiptFiles;
  /** What the browser may know of the set-up (chat widget, error reporting). */
  publicConfig?: Omit<PublicConfig, 'billingMode' | 'bankProviders'>;
  /** The built SPA; when absent (API tests) only /api is served. */
  webDistDir?: string;
}

const UNSUBSCRIBE_PATH = '/api/email/unsubscribe';
const MAX_BODY_BYTES = 1024 * 1024;
const STATEMENT_CHANGES_MAX_BYTES = 4 * 1024 * 1024;
const STATEMENT_UPLOAD_PATHS = ['/api/imports', '/api/imports/preview'];
// A receipt of up to 10 MB, with room for the form around it; anything larger is refused before it is read.
const RECEIPT_UPLOAD_PATH = '/api/receipts';
const RECEIPT_FORM_MAX_BYTES = RECEIPT_MAX_BYTES + 64 * 1024;
// A 1099 form's PDF of up to 5 MB, read for the person to check.
const FORM_1099_READ_PATH = '/api/tax/forms-1099/read';
const FORM_1099_FORM_MAX_BYTES = FORM_1099_PDF_MAX_BYTES + 64 * 1024;

export function createApp(options: AppOptions) {
  const {
    database,
    auth,
    logger,
    appUrl,
    secret,
    production,
    trustedProxyHops,
    webDistDir,
    billing,
    bank,
    mailer,
    receipts,
    publicConfig,
  } = options;
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('log', logger.child({ reqId: c.var.requestId }));
    await next();
    c.var.log.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    '*',
    securityHeaders(production, {
      chatProvider: publicConfig?.chat?.provider,
      sentryDsn: publicConfig?.sentryDsn ?? undefined,
      plaidLink: bank.providers.plaid !== undefined,
    }),
  );
  app.use('*', compress());
  app.use('/api/*', noStoreUnlessSet());
  // The API's JSON compressed in one call (the streaming compress above is for the rest).
  app.use('/api/*', compressJson());

  const generalBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('payload-too-large', 'The request body is too large.'), 413),
  });
  // Statement files may be up to 10 MB, with the person's changes to their rows beside them. An upload's body is read
  // into one buffer for the worker that parses it (upload-body.ts).
  const statementBodyLimit = uploadBody(
    STATEMENT_MAX_BYTES + STATEMENT_CHANGES_MAX_BYTES,
    statementMessages.tooLarge,
  );
  const receiptBodyLimit = uploadBody(RECEIPT_FORM_MAX_BYTES, receiptMessages.tooLarge);
  const form1099BodyLimit = uploadBody(FORM_1099_FORM_MAX_BYTES, form1099Messages.pdfTooLarge);
  // A GET or HEAD has no body to limit, and asking for one makes @hono/node-server build the whole Web
  // Request (its stream and abort signal) that the API's reads otherwise never need.
  const withBody = (limit: MiddlewareHandler<AppEnv>) => unless(hasNoBody, limit);
  app.use(
    '/api/*',
    unless(
      toPaths([...STATEMENT_UPLOAD_PATHS, RECEIPT_UPLOAD_PATH, FORM_1099_READ_PATH]),
      withBody(generalBodyLimit),
    ),
  );
  for (const uploadPath of STATEMENT_UPLOAD_PATHS) app.use(uploadPath, withBody(statementBodyLimit));
  app.use(RECEIPT_UPLOAD_PATH, withBody(receiptBodyLimit));
  app.use(FORM_1099_READ_PATH, withBody(form1099BodyLimit));
  // Whatever a deletion took with it (a receipt, an expense and its receipts, an undone import, a bank
  // connection's items, the account), the files of the receipts gone follow right after it.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method === 'DELETE' && c.res.ok) receipts.purgeSoon();
  });
  // A cross-origin form post to any mutating route is refused; JSON from other origins is stopped by CORS.
  // Except the unsubscribe link: a mail app's one-click unsubscribe (RFC 8058) is a form post from the mail
  // provider's servers, with no Origin. Its signed token is its permission, and it can only turn emails off.
  app.use(
    '/api/*',
    unless(
      toPaths([UNSUBSCRIBE_PATH]),
      csrf({
        origin: (origin) => origin === new URL(appUrl).origin || isLocalAlias(origin, appUrl, production),
      }),
    ),
  );

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const response = await auth.handler(withClientIp(c, trustedProxyHops));
    // better-auth's own 429 body becomes the API's error body (docs/api.md "Errors") with the app's
    // too-many-requests message.
    if (response.status === 429) {
      return c.json(errorBody('rate-limited', authMessages['too-many-requests']), 429, {
        'X-Retry-After': response.headers.get('X-Retry-After') ?? '60',
      });
    }
    response.headers.set('X-Request-Id', c.var.requestId);
    return response;
  });
  app.route('/api', healthRoutes(database));
  app.route(
    '/api/config',
    configRoutes({
      chat: publicConfig?.chat ?? null,
      sentryDsn: publicConfig?.sentryDsn ?? null,
      billingMode: billing.provider?.mode ?? 'off',
      // The ways of connecting a bank this server offers, for the Connected accounts page.
      bankProviders: bankProviderNames.filter((name) => bank.providers[name] !== undefined),
    }),
  );
  // The estimated-tax due dates for any calendar app; the same for everyone (or everyone of a state), so no
  // session.
  app.get('/api/tax-calendar.ics', validate('query', taxCalendarQuerySchema), (c) =>
    c.body(taxCalendarFeed(localDate(), appUrl, c.req.valid('query').state ?? null), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${TAX_CALENDAR_FILE_NAME}"`,
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  // Reminder emails' unsubscribe link, which needs no session.
  app.route('/api/email', emailRoutes(database.db, secret));
  // Registered before the signed-in /api/billing/* routes so that the provider's calls need no session.
  app.route('/api/billing/webhook', webhookRoutes(database.db, billing));

  // Each signed-in resource is mounted under its own path, so an unknown /api path stays a 404.
  const signedInRoutes = {
    '/items': itemRoutes(database.db),
    '/summary': summaryRoutes(auth, database.db),
    '/subscription': subscriptionRoutes(database.db, billing),
    '/billing': billingRoutes(database.db, billing, appUrl),
    '/tax': taxRoutes(database.db, receipts),
    '/export': exportRoutes(database.db),
    '/reports': reportRoutes(database.db),
    '/calendar': calendarRoutes(database.db),
    '/budget': budgetRoutes(database.db),
    '/preferences': preferencesRoutes(database.db),
    '/account': accountRoutes(database.db, billing),
    '/cancel-subscription': cancelSubscriptionRoutes(database.db, billing),
    '/imports': importRoutes(database.db),
    '/rules': ruleRoutes(database.db),
    '/trips': tripRoutes(database.db),
    '/shifts': shiftRoutes(database.db),
    '/earnings': earningsRoutes(database.db),
    '/bank': bankRoutes(database.db, bank, { mailer, appUrl, logger }),
    '/receipts': receiptRoutes(database.db, receipts),
    '/sharing': sharingRoutes(database.db, { mailer, appUrl }),
  };
  const signedIn = requireUser(auth, database.db);
  // The list of items and the dashboard's summary, the busiest requests, check the session inside their
  // own statements instead (their routes put requireSessionToken in front).
  const checksOwnSession = new Set(['/api/items', '/api/summary']);
  // A tax preparer's read of a client's books goes through requireUser and the client view like any other.
  const readsWithOwnSession = (c: Context<AppEnv>) =>
    checksOwnSession.has(c.req.path) &&
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    clientNamed(c) === undefined;
  const asClient = clientView(database.db);
  for (const [base, routes] of Object.entries(signedInRoutes)) {
    app.use(`/api${base}/*`, unless(readsWithOwnSession, signedIn));
    // Shared access's own routes are each person's own, whoever's books they are reading.
    if (base !== '/sharing') app.use(`/api${base}/*`, asClient);
    app.route(`/api${base}`, routes);
  }
  // After the middleware above, which it needs when a preparer names a client.
  app.route('/api/items', itemListRoutes(auth, database.db));

  app.all('/api/*', () => {
    throw new ApiError('not-found', 'The requested document was not found.');
  });

  if (webDistDir) serveWeb(app, webDistDir, sessionLookup(auth, database.db));
  app.onError(handleError);
  return app;
}

function serveWeb(
  app: Hono<AppEnv>,
  webDistDir: string,
  signedInUser: (cookies: Record<string, string>) => Promise<SessionUser | null>,
) {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  // Source maps (kept in the build for an error-reporting upload) and Vite's build manifest (read by the server
  // itself) would hand anyone our source and the map of every chunk: never served, not even as the SPA's page.
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/.vite/') || c.req.path.endsWith('.map')) return c.notFound();
    await next();
  });
  // Vite's hashed file names never change content, so browsers may keep them for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  serveLandingPage(app, webDistDir);
  serveLoginPage(app, webDistDir, signedInUser);
  app.use(
    '*',
    serveStatic({
      root: webDistDir,
      onFound: (filePath, c) => {
        if (filePath.endsWith('.html')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  // Every other path gets the SPA, whose router shows the page or the not-found page: with status 200 for a page
  // of the app, 404 for any other path, from the page list the router itself is built on.
  const htmlFor = pageHtml(webDistDir, indexHtml);
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(htmlFor(c.req.path, new URL(c.req.url).search), isAppPagePath(c.req.path) ? 200 : 404);
  });
}

/** Passes the caller's address to better-auth's rate limiter, from the socket or (TRUST_PROXY) the proxies. */
function withClientIp(c: Context<AppEnv>, trustedProxyHops: number): Request {
  const socketAddress = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
  const ip = clientAddress(socketAddress, c.req.header('x-forwarded-for'), trustedProxyHops);
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}

function hasNoBody(c: Context<AppEnv>): boolean {
  return c.req.method === 'GET' || c.req.method === 'HEAD';
}

function isLocalAlias(origin: string, appUrl: string, production: boolean): boolean {
  if (production) return false;
  const app = new URL(appUrl);
  try {
    const other = new URL(origin);
    return other.port === app.port && ['localhost', '127.0.0.1'].includes(other.hostname);
  } catch {
    return false;
  }
}
