import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { openPgliteOnThisThread, startPgliteThread, type PgliteThread } from './pglite-channel';
import { statementName } from './prepared';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs SQL text as it is, outside the app: the benchmark times the summary's statements alone with it. `prepared`
   * runs it as a named prepared statement on PostgreSQL, as the app runs its busiest reads (server/db/prepared.ts).
   */
  rawQuery(text: string, params: unknown[], options?: { prepared?: boolean }): Promise<unknown>;
  /**
   * Whether the database can be reached. PostgreSQL is asked `select 1`; the embedded database runs one statement at a
   * time, so asking it would wait behind a long export: its thread running is the answer.
   */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given; otherwise PGlite persisted in dataDir ('memory://' keeps it in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** For PGlite in memory: a data folder to start from (see migratedPgliteDataDir) instead of an empty one. */
  pgliteDataDir?: Blob;
  /** PGlite on the calling thread rather than its own (the API tests: see openPgliteOnThisThread). */
  pgliteOnThisThread?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const start = options.pgliteOnThisThread ? openPgliteOnThisThread : startPgliteThread;
  return (await openPglite(options.dataDir, options.pgliteDataDir, start)).handle;
}

/** The data folder of a new PGlite database with every migration applied, as one tar file. */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const { handle, thread } = await openPglite('memory://', undefined, startPgliteThread);
  await handle.migrate();
  const dataDir = await thread.dumpDataDir();
  await handle.close();
  return new Blob([dataDir]);
}

/**
 * PGlite on a thread of its own (server/db/pglite-thread.ts), reached through node-postgres as PostgreSQL is: one
 * driver and one set of queries for both. One connection, because PGlite has one session: a second connection would
 * share its prepared statements and its transaction; the pool queues the requests for it as PGlite would.
 */
async function openPglite(
  dataDir: string,
  loadDataDir: Blob | undefined,
  start: typeof startPgliteThread,
): Promise<{ handle: DatabaseHandle; thread: PgliteThread }> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const thread = await start(dataDir, loadDataDir);
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.connection(),
  });
  // A connection that fails is dropped and another opened; the next query reports the fault.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    rawQuery: (text, params) => pool.query({ text, values: params }),
    reachable: () => Promise.resolve(thread.running),
    close: closingOnce(async () => {
      await pool.end();
      await thread.close();
    }),
  };
  return { handle, thread };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports the fault.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateHoldingLock(pool),
    rawQuery: (text, params, options) =>
      pool.query(
        options?.prepared ? { name: statementName(text), text, values: params } : { text, values: params },
      ),
    reachable: async () => {
      await pool.query('select 1');
      return true;
    },
    close: closingOnce(() => pool.end()),
  };
}

/** A close that may be asked for again (a test that stopped the database, then its app's own close): done once. */
function closingOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

// Any number, the same in every instance: instances started together over one database migrate one at a time.
const MIGRATION_LOCK = 724_301;

/** Several instances may start at once on one PostgreSQL; the first migrates, the others wait and find it done. */
async function migrateHoldingLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
