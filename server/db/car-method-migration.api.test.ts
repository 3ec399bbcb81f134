import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { migrationsBefore } from '../testing/migrations-before';
import { periodFigures } from '../services/period-totals';
import type { Database } from './client';
import { vehicleMethod } from './schema';

// Migration 0019: a year with nothing chosen keeps actual costs from now on, whatever its trips. The years that had
// trips and no choice used the standard rate until now; they keep it, saved as their choice, so nobody's figures
// move without a word. The database is migrated to 0018, filled as a person of that time would have, then migrated on.

const MIGRATION = '0019_keep_standard_car_method';
const work = mkdtempSync(path.join(tmpdir(), 'gigtally-0019-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe(`migration ${MIGRATION}`, () => {
  let client: PGlite;
  let db: Database;
  const [ana, ben] = ['car-ana', 'car-ben'];

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    const drizzled = drizzle({ client });
    await migrate(drizzled, { migrationsFolder: migrationsBefore(MIGRATION, work) });
    db = drizzled as unknown as Database;
    for (const id of [ana, ben])
      await db.execute(
        sql`insert into "user" (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`,
      );
    const trip = (userId: string, date: string, tenths: number) =>
      db.execute(sql`insert into trip (user_id, date, tenths_of_mile, purpose)
        values (${userId}, ${date}, ${tenths}, 'Deliveries')`);
    // Ana: 2025 with two trips and nothing chosen (the standard rate then); 2026 with a trip and actual costs chosen.
    await trip(ana, '2025-03-10', 1_000);
    await trip(ana, '2025-11-02', 500);
    await trip(ana, '2026-01-06', 2_000);
    await db.execute(
      sql`insert into vehicle_method (user_id, tax_year, method) values (${ana}, 2026, 'actual')`,
    );
    await db.execute(sql`insert into budget_item (user_id, transaction_id, type, category, amount_cents, date)
      values (${ana}, 'TX-ANA-1', 'expense', 'Gas', 10_000, '2025-03-11')`);
    // Ben has car costs and no trip: actual costs then and now, nothing saved.
    await db.execute(sql`insert into budget_item (user_id, transaction_id, type, category, amount_cents, date)
      values (${ben}, 'TX-BEN-1', 'expense', 'Gas', 3_000, '2025-03-11')`);
    await migrate(drizzled, { migrationsFolder: migrationsDir });
  });
  afterAll(() => client.close());

  it('saves the standard rate for a year that had trips and no choice; a saved choice and a year without trips stay', async () => {
    const rows = await db
      .select({ userId: vehicleMethod.userId, year: vehicleMethod.taxYear, method: vehicleMethod.method })
      .from(vehicleMethod)
      .orderBy(asc(vehicleMethod.userId), asc(vehicleMethod.taxYear));
    expect(rows).toEqual([
      { userId: ana, year: 2025, method: 'standard' },
      { userId: ana, year: 2026, method: 'actual' },
    ]);
  });

  it("keeps each year's figures as they were", async () => {
    // 2025 as before, on the standard rate: 150.0 miles x 70 cents (2025) = $105.00; gas $100.00 left out.
    const anaYear = await periodFigures(db, ana, { from: '2025-01-01', to: '2025-12-31' });
    expect(anaYear.mileageDeductionCents).toBe(10_500);
    expect(anaYear.vehicle).toEqual([
      { year: 2025, method: 'standard', chosen: true, leftOut: [{ category: 'Gas', totalCents: 10_000 }] },
    ]);
    // Ben: actual costs, gas $30.00 counted, as before.
    const benYear = await periodFigures(db, ben, { from: '2025-01-01', to: '2025-12-31' });
    expect(benYear.totals).toEqual([{ type: 'expense', category: 'Gas', totalCents: 3_000 }]);
    expect(benYear.vehicle).toEqual([{ year: 2025, method: 'actual', chosen: false, leftOut: [] }]);
  });
});
