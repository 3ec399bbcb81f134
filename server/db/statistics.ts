import { sql } from 'drizzle-orm';
import type { Database } from './client';
import type { Executor } from './transaction';

// The query planner chooses how to read a person's items from statistics of the table. PostgreSQL's autovacuum
// refreshes them after many rows change; PGlite has no autovacuum, so after a 20,000-row import the planner still
// believed the table small and read the first page of items 16 times slower than it could. The app refreshes them
// itself: after each bulk write, at start and on a schedule.

/** Rows written at once past which the items' statistics are refreshed (PostgreSQL's own threshold is 50 + 10 %). */
export const BULK_WRITE_ROWS = 1_000;

/** How often the embedded database is vacuumed and its statistics refreshed, whatever was written. */
export const UPKEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** After a write of `rows` items (committed): the planner learns of them at once. */
export async function refreshStatisticsAfterBulkWrite(db: Database, rows: number): Promise<void> {
  if (rows >= BULK_WRITE_ROWS) await db.execute(sql`analyze budget_item`);
}

/**
 * Inside the transaction that wrote `rows` items, before rows that refer to them are written: each such row's foreign
 * key check looks its item up with a plan made from the statistics. A table last analysed nearly empty is read whole
 * for every check (a bank sync of 120,000 transactions then took minutes writing its keys); analysed here, the plan
 * uses the primary key. ANALYZE counts the transaction's own new rows.
 */
export async function refreshStatisticsWithinBulkWrite(tx: Executor, rows: number): Promise<void> {
  if (rows >= BULK_WRITE_ROWS) await tx.execute(sql`analyze budget_item`);
}

/** Vacuums the whole database and refreshes every table's statistics: what autovacuum would have done meanwhile. */
export async function upkeepDatabase(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Runs upkeepDatabase every UPKEEP_INTERVAL_MS; `stop` ends it. For the embedded database only. */
export function startDatabaseUpkeep(db: Database, onError: (error: unknown) => void): { stop(): void } {
  const timer = setInterval(() => void upkeepDatabase(db).catch(onError), UPKEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
