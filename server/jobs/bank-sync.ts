import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankConnection } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { BankSetup } from '../routes/bank';
import { mailReconnectNeeded } from '../services/bank/mail-reconnect';
import { syncConnection } from '../services/bank/sync-connection';

// The background sync. Every instance runs it; each connection due is claimed by one instance at a time
// (claimed_until, taken with FOR UPDATE SKIP LOCKED), so several instances never sync one connection at once.

/** How long a claim holds: a sync that dies with its instance is taken up again after this; a failed one is retried. */
export const BANK_SYNC_CLAIM_MS = 10 * 60 * 1000;
/** How often the job looks for connections due; each is synced once every BANK_SYNC_INTERVAL_MS. */
const MAX_TICK_MS = 15 * 60 * 1000;

export interface BankSyncJobContext {
  db: Database;
  bank: BankSetup;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** BANK_SYNC_INTERVAL_MS: how long after its last sync a connection is synced again. */
  intervalMs: number;
  /** Connections claimed per query. */
  batchSize: number;
  signal?: AbortSignal;
}

export interface BankSyncTally {
  synced: number;
  failed: number;
  mailed: number;
}

/**
 * One run at `now`: syncs every active or failed connection whose last sync is `intervalMs` old (or that never
 * synced), then sends the one 'Reconnect' email of each connection that came to need the person.
 */
export async function runBankSync(context: BankSyncJobContext, now: Date): Promise<BankSyncTally> {
  const tally: BankSyncTally = { synced: 0, failed: 0, mailed: 0 };
  const { db } = context;
  for (;;) {
    if (context.signal?.aborted) return tally;
    const claimed = await claimDue(context, now);
    if (claimed.length === 0) break;
    for (const { id, userId } of claimed) {
      if (context.signal?.aborted) return tally;
      try {
        await syncConnection({ db, ...context.bank }, userId, id);
        tally.synced++;
      } catch {
        // The connection's status and message say what went wrong; its claim holds it until the retry.
        tally.failed++;
      }
    }
  }
  // Sync now mails at once a connection it finds revoked; what this run found (or a send that failed before) now.
  tally.mailed = await mailReconnectNeeded(db, context, now);
  if (tally.synced + tally.failed + tally.mailed > 0) context.logger.info({ ...tally }, 'bank sync run');
  return tally;
}

async function claimDue(context: BankSyncJobContext, now: Date) {
  const due = new Date(now.getTime() - context.intervalMs);
  const until = new Date(now.getTime() + BANK_SYNC_CLAIM_MS);
  const result: unknown = await context.db.execute(sql`
    update ${bankConnection} set claimed_until = ${until.toISOString()}::timestamptz
    where id in (
      select id from ${bankConnection}
      where status in ('active', 'error')
        and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
        and (last_sync_at is null or last_sync_at <= ${due.toISOString()}::timestamptz)
      order by last_sync_at nulls first, id
      limit ${context.batchSize}
      for update skip locked)
    returning id, user_id`);
  return rowsOf<{ id: string; user_id: string }>(result).map((row) => ({ id: row.id, userId: row.user_id }));
}

/** The rows of a raw query's result (PGlite's and node-postgres's results both have them). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

export interface BankSyncRunner {
  stop(): Promise<void>;
}

/** Runs at start and then every min(interval, 15 min); a run still going when the next is due is not doubled. */
export function startBankSync(
  context: BankSyncJobContext,
  clock: () => Date = () => new Date(),
): BankSyncRunner {
  let running: Promise<void> | null = null;
  const stopping = new AbortController();
  const run = () => {
    if (running) return;
    running = runBankSync({ ...context, signal: stopping.signal }, clock())
      .then(() => undefined)
      .catch((error: unknown) => context.logger.error({ err: error }, 'bank sync run failed'))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, Math.min(context.intervalMs, MAX_TICK_MS));
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
