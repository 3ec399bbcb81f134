import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { migrationsBefore } from '../testing/migrations-before';
import { knownPlatformBit } from './platform-recognition';

// Migration 0026 stores with each item the platforms GigTally knows that recognise it. A database at 0025 with items
// written by the app of that time is migrated on: the items already there get their platforms at once.

const MIGRATION = '0026_known_platforms';
const work = mkdtempSync(path.join(tmpdir(), 'gigtally-0026-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`migration ${MIGRATION}`, () => {
  it('recognises the items recorded before it', async () => {
    const client = await PGlite.create('memory://');
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore(MIGRATION, work) });
      await db.execute(
        sql`insert into "user" (id, name, email) values ('owner', 'Owner', 'owner@example.com')`,
      );
      const items: [string, string, string][] = [
        ['income', 'Gig Pay', 'DOORDASH PAYOUT 5531'],
        ['income', 'Rideshare', 'Uber Eats weekly'],
        ['expense', 'Platform Fees', 'Instacart fee'],
        ['expense', 'Gas', 'SHELL OIL'],
      ];
      for (const [index, [type, category, description]] of items.entries()) {
        await db.execute(sql`insert into budget_item (user_id, transaction_id, type, category, amount_cents, date, description)
          values ('owner', ${`TX-${index}`}, ${type}, ${category}, 1000, '2026-11-02', ${description})`);
      }
      await migrate(db, { migrationsFolder: migrationsDir });
      const { rows } = await client.query<{ description: string; known_platforms: number }>(
        'select description, known_platforms from budget_item order by transaction_id',
      );
      expect(rows).toEqual([
        { description: 'DOORDASH PAYOUT 5531', known_platforms: knownPlatformBit('DoorDash') },
        { description: 'Uber Eats weekly', known_platforms: knownPlatformBit('Uber') },
        { description: 'Instacart fee', known_platforms: knownPlatformBit('Instacart') },
        { description: 'SHELL OIL', known_platforms: 0 },
      ]);
    } finally {
      await client.close();
    }
  });
});
