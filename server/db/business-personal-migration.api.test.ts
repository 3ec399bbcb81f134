import type { ItemPage } from '../../core/items';
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
import { useCheckOf } from '../services/items/mark-items';
import { listItems } from '../services/items/list-items';
import { periodFigures } from '../services/period-totals';
import type { Database } from './client';

// Migration 0016 gives every item a use. What a person had stays business at 100 % (what they have seen so far), the
// kept month totals carry the business cents, and those with items in the categories most often the household's are
// asked once. The database is migrated to 0015, filled as a person of that time would have, then migrated on.

const MIGRATION = '0016_business_and_personal';
const work = mkdtempSync(path.join(tmpdir(), 'gigtally-0016-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`migration ${MIGRATION}`, () => {
  let client: PGlite;
  let db: Database;
  const [ana, ben] = ['use-ana', 'use-ben'];

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    const drizzled = drizzle({ client });
    await migrate(drizzled, { migrationsFolder: migrationsBefore(MIGRATION, work) });
    db = drizzled as unknown as Database;
    for (const id of [ana, ben]) {
      await db.execute(
        sql`insert into "user" (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`,
      );
    }
    const item = (userId: string, n: number, type: string, category: string, cents: number) =>
      db.execute(sql`insert into budget_item (user_id, transaction_id, type, category, amount_cents, date)
        values (${userId}, ${`TX-${userId}-${n}`}, ${type}, ${category}, ${cents}, '2026-03-10')`);
    await item(ana, 1, 'income', 'Rideshare', 100_000);
    await item(ana, 2, 'expense', 'Rent', 150_000);
    await item(ana, 3, 'expense', 'Gas', 4_000);
    await item(ana, 4, 'income', 'Refund', 2_500);
    // Ben has nothing the check is about.
    await item(ben, 1, 'expense', 'Gas', 3_000);
    await migrate(drizzled, { migrationsFolder: migrationsDir });
  });
  afterAll(() => client.close());

  it('keeps every item business at 100 %, and every figure as it was', async () => {
    const page = await listItems(db, ana, { sort: 'amount', order: 'desc', limit: 50 });
    expect(
      (JSON.parse(page.json) as ItemPage).items.map((entry) => [
        entry.category,
        entry.use,
        entry.businessPercent,
      ]),
    ).toEqual([
      ['Rent', 'business', 100],
      ['Rideshare', 'business', 100],
      ['Gas', 'business', 100],
      ['Refund', 'business', 100],
    ]);
    const figures = await periodFigures(db, ana, { from: '2026-03-01', to: '2026-03-31' });
    // Income 1,000.00 + 25.00; expenses 1,500.00 + 40.00 (no trips: actual costs, the gas counted whole).
    expect(figures.totals.map((total) => [total.type, total.category, total.totalCents])).toEqual([
      ['expense', 'Rent', 150_000],
      ['income', 'Rideshare', 100_000],
      ['expense', 'Gas', 4_000],
      ['income', 'Refund', 2_500],
    ]);
  });

  it('asks the person with items in Rent, Utilities, Other Expense, Refund or Rental once, and nobody else', async () => {
    expect(await useCheckOf(db, ana)).toEqual({
      pending: true,
      count: 2,
      amount: 1_525,
      categories: ['Refund', 'Rent'],
    });
    expect(await useCheckOf(db, ben)).toEqual({ pending: false, count: 0, amount: 0, categories: [] });
  });
});
