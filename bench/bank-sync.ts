import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, localDate } from '../core/dates';
import type { BankProvider, ProviderTransaction } from '../server/bank/bank-provider';
import { credentialsCipher } from '../server/bank/credentials-cipher';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { bankConnection, subscription, user } from '../server/db/schema';
import { syncConnection } from '../server/services/bank/sync-connection';
import { scratchDatabase } from '../server/testing/scratch-database';
import { BANK_FIRST_SYNC_BUDGET_MS, BANK_NOTHING_NEW_BUDGET_MS, bankSyncMisses } from './budgets';
import { startThrowawayPostgres } from './throwaway-postgres';

// The bank-sync budgets: a first sync of 10,000 transactions under 5 s, a sync with nothing new under 200 ms,
// through the sync service itself (the provider answers from memory, so what is measured is GigTally's part).

export const BANK_SYNC_TRANSACTIONS = 10_000;
const NOTHING_NEW_SAMPLES = 20;

export interface BankSyncRun {
  transactions: number;
  firstSyncMs: number;
  added: number;
  /** The median of the syncs that found nothing new (the provider re-sends five days of overlap each time). */
  nothingNewMs: number;
  nothingNewAdded: number;
}

const payees: [string, number][] = [
  ['UBER *TRIP PAYOUT', 4_125],
  ['LYFT DRIVER PAYOUT', 2_889],
  ['DOORDASH DASHER PAYOUT', 1_543],
  ['SHELL OIL 57442', -4_567],
  ['VERIZON WIRELESS PAYMENT', -8_500],
  ['PARKMOBILE CHICAGO', -350],
  ['E-ZPASS TOLL', -250],
  ['CORNER DELI', -1_245],
];

/** A year of a busy driver's two accounts: `count` posted transactions, each different, the newest yesterday. */
class BenchBank implements BankProvider {
  readonly name = 'test' as const;
  constructor(
    private readonly count: number,
    private readonly today: string,
  ) {}
  connect(): never {
    throw new Error('not used');
  }
  fetchChanges: BankProvider['fetchChanges'] = (_credentials, position) => {
    const all: ProviderTransaction[] = [];
    for (let index = 0; index < this.count; index++) {
      const [description, cents] = payees[index % payees.length]!;
      all.push({
        providerTransactionId: `bench-${index}`,
        providerAccountId: index % 3 === 0 ? 'card' : 'checking',
        date: addDays(this.today, -1 - (index % 365)),
        amountCents: cents + Math.sign(cents) * (index % 97),
        description: `${description} ${index}`,
        pending: false,
      });
    }
    const since = position.lastPostedDate;
    return Promise.resolve({
      accounts: [
        { providerAccountId: 'checking', name: 'Checking', kind: 'checking', mask: '0001' },
        { providerAccountId: 'card', name: 'Card', kind: 'credit', mask: '0002' },
      ],
      transactions: since ? all.filter((transaction) => transaction.date >= since) : all,
      removedTransactionIds: [],
      next: { cursor: null, lastPostedDate: addDays(this.today, -1) },
    });
  };
  disconnect = () => Promise.resolve();
}

/** A Pro user with one connection on `database`, synced first in full and then again and again with nothing new. */
export async function measureBankSync(database: DatabaseHandle): Promise<BankSyncRun> {
  const db = database.db;
  const today = localDate();
  const cipher = credentialsCipher(Buffer.alloc(32, 1));
  const context = { db, cipher, providers: { test: new BenchBank(BANK_SYNC_TRANSACTIONS, today) } };
  const userId = `bench-bank-${Date.now()}`;
  await db.insert(user).values({ id: userId, name: 'Bench Bank', email: `${userId}@bench.local` });
  await db.insert(subscription).values({ userId, tier: 'pro', status: 'active' });
  const [connection] = await db
    .insert(bankConnection)
    .values({
      userId,
      provider: 'test',
      institution: 'Bench Bank',
      encryptedCredentials: cipher.encrypt('bench'),
    })
    .returning();

  let start = performance.now();
  const first = await syncConnection(context, userId, connection!.id);
  const firstSyncMs = performance.now() - start;
  const samples: number[] = [];
  let nothingNewAdded = 0;
  for (let run = 0; run < NOTHING_NEW_SAMPLES; run++) {
    start = performance.now();
    nothingNewAdded += (await syncConnection(context, userId, connection!.id)).added;
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    transactions: BANK_SYNC_TRANSACTIONS,
    firstSyncMs,
    added: first.added,
    nothingNewMs: samples[Math.floor(samples.length / 2)]!,
    nothingNewAdded,
  };
}

export function bankSyncLines(run: BankSyncRun): string[] {
  return [
    `Bank sync: a connection's first sync of ${run.transactions.toLocaleString('en-US')} transactions, then syncs that find nothing new`,
    `(the provider re-sends five days of overlap), through the sync service; budgets ${BANK_FIRST_SYNC_BUDGET_MS.toLocaleString('en-US')} ms and ${BANK_NOTHING_NEW_BUDGET_MS} ms:`,
    '',
    '| First sync | Added | Nothing new (median of 20) |',
    '| --- | --- | --- |',
    `| **${run.firstSyncMs.toFixed(0)} ms** | ${run.added.toLocaleString('en-US')} | **${run.nothingNewMs.toFixed(1)} ms** |`,
    '',
  ];
}

/** `tsx bench/bank-sync.ts`: this measurement alone, on PGlite and (when installed) a throwaway PostgreSQL. */
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gigtally-bench-bank-'));
  const results: [string, BankSyncRun][] = [];
  try {
    const pglite = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await pglite.migrate();
    results.push(['PGlite', await measureBankSync(pglite)]);
    await pglite.close();
    const postgres = process.env.BENCH_DATABASE_URL
      ? { url: process.env.BENCH_DATABASE_URL, version: 'BENCH_DATABASE_URL', stop: () => Promise.resolve() }
      : await startThrowawayPostgres();
    if (postgres) {
      const scratch = await scratchDatabase(postgres.url, 'gt_bench');
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
      await database.migrate();
      results.push([`PostgreSQL ${postgres.version}`, await measureBankSync(database)]);
      await database.close();
      await scratch.drop();
      postgres.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const misses = results.flatMap(([label, run]) => bankSyncMisses(label, run));
  for (const [label, run] of results) console.log([`### ${label}`, '', ...bankSyncLines(run)].join('\n'));
  if (misses.length > 0) {
    console.error(misses.join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
