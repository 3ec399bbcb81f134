import { randomBytes } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import { cookieHeaderFrom } from './cookies';
import { scratchDatabase } from './scratch-database';
import { migratedTemplate } from './migrated-pglite';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { TestModeBillingProvider } from '../billing/test-mode-provider';
import type { BillingSetup } from '../routes/billing';
import type { BankSetup } from '../routes/bank';
import { bankEncryptionKey, credentialsCipher } from '../bank/credentials-cipher';
import { TestBankProvider } from '../bank/test-bank-provider';
import { closeStatementReaders } from '../services/imports/read-statement-off-thread';
import { closeReceiptPreparers } from '../receipts/prepare-receipt-off-thread';
import { closeTaxPacketBuilders } from '../services/tax/tax-packet-off-thread';
import { closeReceiptReader } from '../receipts/read-receipt-image';
import { FileReceiptStore } from '../receipts/file-receipt-store';
import type { ReceiptStore } from '../receipts/receipt-store';
import { receiptFiles } from '../services/receipts/receipt-files';

export interface TestAppOptions {
  production?: boolean;
  appUrl?: string;
  /** The strict auth limit (sign-in, sign-up, reset) per client address and path. better-auth counts every
   * request, not only failed ones, so the default is generous enough for a whole test file; the rate-limit
   * test asks for a small max. */
  rateLimit?: { max?: number; windowSeconds?: number };
  /** Where log lines go (tests that read the logs); otherwise pino at LOG_LEVEL, silent by default. */
  logDestination?: pino.DestinationStream;
  logLevel?: string;
  /** Where mail goes instead of the test's SMTP server (a closed port: a mail server that is down). */
  smtpUrl?: string;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For (default 0: the socket's address). */
  trustedProxyHops?: number;
  /** A built web app to serve beside /api (tests of the static files). */
  webDistDir?: string;
  /** Billing as the test needs it (default: the built-in test mode, no webhook secret). */
  billing?: (db: DatabaseHandle['db']) => BillingSetup;
  /** Bank providers and today's date as the test needs them (default: the built-in test bank, the real date). */
  bank?: Partial<BankSetup>;
  /** Where receipts are kept (default: files in a new temporary folder, removed at close). */
  receiptStore?: ReceiptStore;
}

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The message as sent over SMTP, headers included, with quoted-printable soft breaks and escapes decoded. */
  text: string;
  /** The message exactly as sent over SMTP (to read headers, which quoted-printable decoding would change). */
  raw: string;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body with `Content-Type: application/json`. */
  json?: unknown;
  body?: BodyInit;
  /** A Cookie header, as returned by signIn. */
  cookie?: string;
  /** The caller's address, as @hono/node-server reports the socket's (the rate limiter keys on it). */
  clientIp?: string;
}

export const TEST_AUTH_SECRET = 'test-secret-for-api-tests-only-0123456789';
const DEFAULT_APP_URL = 'http://localhost:3000';
const MAIL_TIMEOUT_MS = 10_000;

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const passwordHashes = new Map<string, Promise<string>>();

/** The real app over a fresh database (in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL
 * is set) with a real SMTP server receiving its mail. Call close() when done. */
export async function createTestApp(options: TestAppOptions = {}) {
  const appUrl = options.appUrl ?? DEFAULT_APP_URL;
  const production = options.production ?? false;
  const logger = createLogger(options.logLevel ?? process.env.LOG_LEVEL ?? 'silent', options.logDestination);

  const { database, dropDatabase } = await openTestDatabase();
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  try {
    await database.migrate();
    smtp = await startSmtpServer();
  } catch (error) {
    await database.close();
    await dropDatabase();
    throw error;
  }
  const mailer = createMailer({
    smtpUrl: options.smtpUrl ?? `smtp://127.0.0.1:${smtp.port}`,
    from: 'GigTally <no-reply@gigtally.local>',
    outboxDir: path.join(tmpdir(), 'gigtally-test-outbox-unused'),
    logger,
  });
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    appUrl,
    secret: TEST_AUTH_SECRET,
    production,
    rateLimit: { max: options.rateLimit?.max ?? 1000, windowSeconds: options.rateLimit?.windowSeconds ?? 60 },
  });
  const billing = options.billing?.(database.db) ?? { provider: new TestModeBillingProvider(database.db) };
  const bank: BankSetup = {
    providers: { test: new TestBankProvider() },
    cipher: credentialsCipher(bankEncryptionKey(undefined, TEST_AUTH_SECRET)),
    ...options.bank,
  };
  const receiptsDir = await mkdtemp(path.join(tmpdir(), 'gigtally-test-receipts-'));
  const receipts = receiptFiles(
    database.db,
    options.receiptStore ?? new FileReceiptStore(receiptsDir),
    logger,
  );
  const app = createApp({
    database,
    auth,
    logger,
    mailer,
    appUrl,
    secret: TEST_AUTH_SECRET,
    production,
    trustedProxyHops: options.trustedProxyHops ?? 0,
    billing,
    bank,
    receipts,
    webDistDir: options.webDistDir,
  });
  const origin = new URL(appUrl).origin;

  /** Calls the app as a browser on appUrl would: with its Origin, and JSON bodies as JSON. */
  async function request(pathname: string, init: RequestOptions = {}): Promise<Response> {
    const { json, cookie, clientIp = '127.0.0.1', headers: extraHeaders, ...rest } = init;
    const headers = new Headers({ Origin: origin });
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    if (cookie) headers.set('Cookie', cookie);
    new Headers(extraHeaders).forEach((value, name) => headers.set(name, value));
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    const method = rest.method ?? (body === undefined ? 'GET' : 'POST');
    const socket = { incoming: { socket: { remoteAddress: clientIp } } };
    return app.request(origin + pathname, { ...rest, method, headers, body }, socket);
  }

  function signUp(name: string, email: string, password: string): Promise<Response> {
    return request('/api/auth/sign-up/email', { json: { name, email, password } });
  }

  /** Signs in and returns the Cookie header to send back; throws unless better-auth answered 200. */
  async function signIn(email: string, password: string): Promise<string> {
    const res = await request('/api/auth/sign-in/email', { json: { email, password } });
    if (res.status !== 200) {
      throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
    }
    return cookieHeaderFrom(res);
  }

  /** An account with a password, and a session of it, made as better-auth's sign-up and sign-in make them (its
   * own adapter, hash and signed cookie) without the HTTP round trips. Test set-up, not a user path: the auth
   * tests sign up and in as a person does; the password's hash, which costs a quarter of a second by design, is
   * worked out once per password rather than once per test. */
  async function accountWithSession(name: string, email: string, password: string) {
    const context = await auth.$context;
    const account = await context.internalAdapter.createUser(
      { name, email, emailVerified: false },
      { method: 'email-password' },
    );
    const hash = passwordHashes.get(password) ?? context.password.hash(password);
    passwordHashes.set(password, hash);
    await context.internalAdapter.linkAccount({
      userId: account.id,
      providerId: 'credential',
      accountId: account.id,
      password: await hash,
    });
    const session = await context.internalAdapter.createSession(account.id);
    const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
    const cookie = `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
    return { id: account.id, cookie };
  }

  /** A request function that sends the given session cookie. */
  function authed(cookie: string) {
    return (pathname: string, init: RequestOptions = {}) => request(pathname, { ...init, cookie });
  }

  async function close() {
    await receipts.purged();
    await closeStatementReaders();
    await closeReceiptPreparers();
    await closeTaxPacketBuilders();
    await closeReceiptReader();
    await smtp.close();
    await database.close();
    await dropDatabase();
    await rm(receiptsDir, { recursive: true, force: true });
  }

  return {
    app,
    auth,
    database,
    db: database.db,
    appUrl,
    /** The app's own mailer (to this test's SMTP server) and logger, for jobs run beside the app. */
    mailer,
    logger,
    /** The bank set-up the app runs with (for background syncs run beside the app). */
    bank,
    /** The receipt store and its purge, to look at what is kept and wait for deletions. */
    receipts,
    mail: smtp.received,
    request,
    signUp,
    signIn,
    accountWithSession,
    authed,
    waitForMail: smtp.waitForMail,
    close,
  };
}

export { cookieHeaderFrom };

/** The password-reset link in a mail: its path on the app (with the callbackURL query) and its token. */
export function resetLinkIn(mail: ReceivedMail, appUrl = DEFAULT_APP_URL): { path: string; token: string } {
  const link = /(\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\?callbackURL=\S+)/.exec(mail.text);
  if (!link || !mail.text.includes(`${appUrl}${link[1]}`)) {
    throw new Error(`No reset link to ${appUrl} in this mail:\n${mail.text}`);
  }
  return { path: link[1]!, token: link[2]! };
}

/** A unique address per call, so tests sharing a database never collide. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

async function openTestDatabase(): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({
      dataDir: 'memory://',
      pgliteDataDir: await migratedTemplate(),
      pgliteOnThisThread: true,
    });
    return { database, dropDatabase: () => Promise.resolve() };
  }
  // Test files run in parallel: each gets its own database, dropped on close.
  const scratch = await scratchDatabase(adminUrl);
  return {
    database: await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' }),
    dropDatabase: scratch.drop,
  };
}

async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const claimed = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 2000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          text: decodeQuotedPrintable(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  /** The next message to `to` (with that subject, if given) not returned before; fails after 10 s naming what
   * did arrive. */
  async function waitForMail(to: string, subject?: string): Promise<ReceivedMail> {
    const matches = (mail: ReceivedMail) =>
      !claimed.has(mail) &&
      mail.to.includes(to.toLowerCase()) &&
      (subject === undefined || mail.subject === subject);
    const deadline = Date.now() + MAIL_TIMEOUT_MS;
    for (;;) {
      const mail = received.find(matches);
      if (mail) {
        claimed.add(mail);
        return mail;
      }
      if (Date.now() > deadline) {
        const arrived = received.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
        const wanted = subject ? `'${subject}' to ${to}` : `to ${to}`;
        throw new Error(
          `No mail ${wanted} arrived within ${MAIL_TIMEOUT_MS / 1000} s (received: ${arrived})`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    port,
    received,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Enough MIME for tests: the raw bytes (as latin1) with soft line breaks and =XX escapes undone, read as UTF-8.
function decodeQuotedPrintable(raw: string): string {
  const unescaped = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(unescaped, 'latin1').toString('utf8');
}
