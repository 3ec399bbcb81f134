import type { ItemPage } from '../../core/items';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewItemInput } from '../../core/item-input';
import { migrationsDir } from '../paths';
import { migrationsBefore } from '../testing/migrations-before';
import { listItems } from '../services/items/list-items';
import { expenseReport } from '../services/reports/expense-report';
import { listRules } from '../services/rules/manage-rules';
import type { Database } from './client';
import { itemMonthTotal, subscription, user } from './schema';

// Migration 0010 moves every user's expenses and rules filed as Quick Entry's 'Food' to the one category
// list's 'Meals'. The database is migrated to 0009, filled as a person of that time would have, then migrated
// on.

const MIGRATION = '0010_meals_category';
const work = mkdtempSync(path.join(tmpdir(), 'gigtally-0010-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Items inserted with the columns budget_item had before business and personal (migration 0016). */
async function insertItemsAsBefore(db: Database, userId: string, inputs: NewItemInput[]) {
  for (const [index, input] of inputs.entries()) {
    await db.execute(sql`insert into budget_item (user_id, transaction_id, type, category, amount_cents, date)
      values (${userId}, ${`TX-${userId}-${index}`}, ${input.type}, ${input.category}, ${Math.round(Number(input.amount) * 100)}, ${input.date})`);
  }
}

const expense = (category: string, amount: number, date = '2026-11-03'): NewItemInput => ({
  type: 'expense',
  category,
  amount,
  date,
});

describe(`migration ${MIGRATION}`, () => {
  let client: PGlite;
  let db: Database;
  const [ana, ben] = ['food-ana', 'food-ben'];

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    const drizzled = drizzle({ client });
    await migrate(drizzled, { migrationsFolder: migrationsBefore(MIGRATION, work) });
    db = drizzled as unknown as Database;

    for (const id of [ana, ben]) {
      await db.insert(user).values({ id, name: id, email: `${id}@example.com` });
      // Test set-up: Pro, so no free-tier limit is in the way.
      await db.insert(subscription).values({ userId: id, tier: 'pro', status: 'active' });
    }
    // Written as the app of that time wrote them: today's services write columns later migrations add.
    await insertItemsAsBefore(db, ana, [
      expense('Food', 12.5), // Quick Entry's old name
      expense('Meals', 7.5), // the full form's name, same month
      expense('Gas', 40),
      { type: 'income', category: 'Food', amount: 5, date: '2026-11-04' }, // a custom income category
    ]);
    await insertItemsAsBefore(db, ben, [expense('Food', 3, '2025-02-10')]);
    await db.execute(sql`insert into categorisation_rule (user_id, position, contains, type, category)
      values (${ana}, 0, 'corner deli', 'expense', 'Food'), (${ana}, 1, 'shell', 'expense', 'Gas')`);

    const before = (await db.execute(sql`select category, total_cents from item_month_total
      where user_id = ${ana} and type = 'expense' order by total_cents desc`)) as { rows: unknown[] };
    expect(before.rows).toEqual([
      { category: 'Gas', total_cents: 4_000 },
      { category: 'Food', total_cents: 1_250 },
      { category: 'Meals', total_cents: 750 },
    ]);

    await migrate(drizzled, { migrationsFolder: migrationsDir });
  });
  afterAll(() => client.close());

  it("an expense stored as 'Food' reads 'Meals', for every user; other categories and income stay", async () => {
    const page = await listItems(db, ana, { sort: 'amount', order: 'desc', limit: 50 });
    expect(
      (JSON.parse(page.json) as ItemPage).items.map((item) => [item.type, item.category, item.amount]),
    ).toEqual([
      ['expense', 'Gas', 40],
      ['expense', 'Meals', 12.5],
      ['expense', 'Meals', 7.5],
      ['income', 'Food', 5],
    ]);
    const other = await listItems(db, ben, { sort: 'date', order: 'desc', limit: 50 });
    expect((JSON.parse(other.json) as ItemPage).items.map((item) => item.category)).toEqual(['Meals']);
  });

  it('the kept month totals and the Expense Breakdown show one Meals row', async () => {
    const report = await expenseReport(db, ana, { period: 'year', today: '2026-12-31' });
    expect(report.byCategory.map((row) => [row.category, row.total])).toEqual([
      ['Gas', 40],
      ['Meals', 20],
    ]);
    const kept = await db
      .select({
        category: itemMonthTotal.category,
        totalCents: itemMonthTotal.totalCents,
        items: itemMonthTotal.items,
      })
      .from(itemMonthTotal)
      .where(and(eq(itemMonthTotal.userId, ana), eq(itemMonthTotal.type, 'expense')))
      .orderBy(itemMonthTotal.category);
    expect(kept).toEqual([
      { category: 'Gas', totalCents: 4_000, items: 1 },
      { category: 'Meals', totalCents: 2_000, items: 2 },
    ]);
  });

  it("a rule filing into 'Food' files into 'Meals'", async () => {
    const rules = await listRules(db, ana);
    expect(rules.map((rule) => [rule.contains, rule.category])).toEqual([
      ['corner deli', 'Meals'],
      ['shell', 'Gas'],
    ]);
  });
});
