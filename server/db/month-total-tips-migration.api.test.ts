import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { migrationsBefore } from '../testing/migrations-before';
import { periodFigures } from '../services/period-totals';
import type { Database } from './client';
import { subscription, user } from './schema';

// Migration 0025 keeps the tips in the month totals. The database is migrated to 0024, given tips as the app of
// that time kept them (on the items alone), then migrated on: the tips already recorded must count at once.

const MIGRATION = '0025_month_total_tips';
const work = mkdtempSync(path.join(tmpdir(), 'gigtally-0025-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`migration ${MIGRATION}`, () => {
  let client: PGlite;
  let db: Database;
  const owner = 'tips-owner';

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    const drizzled = drizzle({ client });
    await migrate(drizzled, { migrationsFolder: migrationsBefore(MIGRATION, work) });
    db = drizzled as unknown as Database;
    await db.insert(user).values({ id: owner, name: owner, email: `${owner}@example.com` });
    await db.insert(subscription).values({ userId: owner, tier: 'pro', status: 'active' });
    const items: [string, number, string, boolean, string][] = [
      ['Tips', 1_525, '2026-02-14', true, 'business'],
      ['Gig Pay', 4_000, '2026-02-20', true, 'business'],
      ['Gig Pay', 9_999, '2026-02-21', false, 'business'],
      ['Tips', 333, '2026-03-02', true, 'personal'],
    ];
    for (const [index, [category, cents, date, isTips, use]] of items.entries()) {
      await db.execute(sql`insert into budget_item (user_id, transaction_id, type, category, amount_cents, date, is_tips, use)
        values (${owner}, ${`TX-${index}`}, 'income', ${category}, ${cents}, ${date}, ${isTips}, ${use})`);
    }
    await migrate(drizzled, { migrationsFolder: migrationsDir });
  });
  afterAll(async () => {
    await client?.close();
  });

  it('counts the business tips recorded before it, and keeps counting those added after', async () => {
    expect((await periodFigures(db, owner, null)).tipsCents).toBe(1_525 + 4_000);
    expect((await periodFigures(db, owner, { from: '2026-02-01', to: '2026-02-28' })).tipsCents).toBe(5_525);
    await db.execute(sql`insert into budget_item (user_id, transaction_id, type, category, amount_cents, date, is_tips)
      values (${owner}, 'TX-after', 'income', 'Tips', 250, '2026-02-25', true)`);
    await db.execute(sql`update budget_item set is_tips = false where transaction_id = 'TX-0'`);
    expect((await periodFigures(db, owner, null)).tipsCents).toBe(4_000 + 250);
  });
});
