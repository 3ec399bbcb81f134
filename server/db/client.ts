import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
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
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given; otherwise PGlite persisted in dataDir ('memory://' keeps it in memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** For PGlite in memory: a data folder to start from (see migratedPgliteDataDir) instead of an empty one. */
  pgliteDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return (await openPglite(options.dataDir, options.pgliteDataDir)).handle;
}

/** The data folder of a new PGlite database with every migration applied, as one tar file. */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const { handle, client } = await openPglite('memory://');
  await handle.migrate();
  const dataDir = await client.dumpDataDir('none');
  await handle.close();
  return dataDir;
}

async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<{ handle: DatabaseHandle; client: PGlite }> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { loadDataDir });
  const db = drizzlePglite({ client, schema });
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    rawQuery: (text, params) => client.query(text, params),
    close: () => client.close(),
  };
  return { handle, client };
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
    close: () => pool.end(),
  };
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
