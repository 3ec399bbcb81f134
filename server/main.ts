import { existsSync } from 'node:fs';
import { Server as HttpServer } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { billingSetupFrom } from './billing/billing-setup';
import { bankProvidersFrom } from './bank/bank-setup';
import { bankEncryptionKey, credentialsCipher } from './bank/credentials-cipher';
import { initErrorReporting } from './error-reporting';
import { openDatabase, type DatabaseHandle } from './db/client';
import { startDatabaseUpkeep, upkeepDatabase } from './db/statistics';
import { EnvError, loadEnv, type Env } from './env';
import { startBankSync, type BankSyncRunner } from './jobs/bank-sync';
import { startEmailJobs, type EmailJobRunner } from './jobs/email-jobs';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { webDistDir } from './paths';
import { closeReceiptPreparers } from './receipts/prepare-receipt-off-thread';
import { closeReceiptReader } from './receipts/read-receipt-image';
import { receiptStoreFrom } from './receipts/receipt-store-setup';
import { receiptFiles } from './services/receipts/receipt-files';
import { closeStatementReaders } from './services/imports/read-statement-off-thread';
import { closeTaxPacketBuilders } from './services/tax/tax-packet-off-thread';

async function main() {
  let env: Env;
  try {
    env = loadEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  const production = env.NODE_ENV === 'production';
  await initErrorReporting(env.SENTRY_DSN, env.NODE_ENV, logger);
  const dataDir = path.resolve(env.DATA_DIR);

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    // PGlite has no autovacuum: refresh the planner's statistics and the visibility map index-only scans rely on.
    if (database.kind === 'pglite') await upkeepDatabase(database.db);
  } catch (error) {
    const where = env.DATABASE_URL
      ? 'the PostgreSQL server of DATABASE_URL'
      : `the database in ${path.join(dataDir, 'pglite')}`;
    logger.fatal({ err: error }, `Cannot open ${where}: ${(error as Error).message}`);
    process.exit(1);
  }

  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    logger,
  });
  const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, dataDir);
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    appUrl: env.APP_URL,
    secret,
    production,
    rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
  });
  const bank = {
    providers: bankProvidersFrom(env, logger),
    cipher: credentialsCipher(bankEncryptionKey(env.BANK_ENCRYPTION_KEY, secret)),
  };
  // Receipt files, and at start the files of receipts deleted while the server was down or a store failed.
  const receipts = receiptFiles(database.db, receiptStoreFrom(env), logger);
  receipts.purgeSoon();
  const app = createApp({
    database,
    auth,
    logger,
    mailer,
    appUrl: env.APP_URL,
    secret,
    production,
    trustedProxyHops: env.TRUST_PROXY,
    billing: billingSetupFrom(env, database.db, logger),
    bank,
    receipts,
    publicConfig: {
      chat:
        env.CHAT_PROVIDER && env.CHAT_SITE_ID
          ? { provider: env.CHAT_PROVIDER, siteId: env.CHAT_SITE_ID }
          : null,
      sentryDsn: env.SENTRY_DSN ?? null,
    },
    webDistDir: existsSync(webDistDir) ? webDistDir : undefined,
  });
  if (!existsSync(webDistDir))
    logger.warn(`${webDistDir} is missing: run npm run build to serve the web app`);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
    logger.info(
      { port: env.PORT, database: database.kind, url: env.APP_URL },
      `GigTally is running at ${env.APP_URL}`,
    );
  });
  // An idle kept-alive connection outlives a load balancer's (60 s on the common ones): were the server to close it
  // first (Node's default is 5 s), a request sent on it at that moment would meet a reset instead of an answer.
  if (server instanceof HttpServer) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  // Tax reminders and weekly reports, checked at start and every REMINDER_INTERVAL_MS.
  const emailJobs: EmailJobRunner | null =
    env.JOBS === 'on'
      ? startEmailJobs(
          {
            db: database.db,
            mailer,
            logger,
            appUrl: env.APP_URL,
            secret,
            timeZone: env.REMINDER_TIME_ZONE,
            batchSize: 500,
          },
          env.REMINDER_INTERVAL_MS,
        )
      : null;

  // Connected accounts synced every BANK_SYNC_INTERVAL_MS, each connection by one instance at a time.
  const bankSync: BankSyncRunner | null =
    env.JOBS === 'on'
      ? startBankSync({
          db: database.db,
          bank,
          mailer,
          logger,
          appUrl: env.APP_URL,
          intervalMs: env.BANK_SYNC_INTERVAL_MS,
          batchSize: 50,
        })
      : null;

  const upkeep =
    database.kind === 'pglite'
      ? startDatabaseUpkeep(database.db, (error) => logger.error({ err: error }, 'database upkeep failed'))
      : null;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop accepting, let requests in flight and a reminder run finish, end the statement and receipt worker threads,
    // then close the database so PGlite flushes cleanly. A reminder email cut off here is claimed and sent by a later
    // run.
    upkeep?.stop();
    const jobsStopped = Promise.all([emailJobs?.stop(), bankSync?.stop()]);
    server.close(() => {
      jobsStopped
        .then(() => receipts.purged())
        .then(() =>
          Promise.all([
            closeStatementReaders(),
            closeReceiptPreparers(),
            closeReceiptReader(),
            closeTaxPacketBuilders(),
          ]),
        )
        .then(() => database.close())
        .then(() => {
          logger.info('database closed; bye');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
