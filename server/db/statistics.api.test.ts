import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary } from '../../core/statement-import';
import { okJson, signedInUser } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { BULK_WRITE_ROWS } from './statistics';

// The planner's statistics of the items are refreshed by the app after a bulk write: PGlite has no autovacuum, and
// PostgreSQL's may come a minute later.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A checking account's CSV as many US banks export it: `rows` card purchases, one a day back from 2025-12-31. */
function statement(rows: number): File {
  const lines = ['Date,Description,Amount'];
  for (let row = 0; row < rows; row++) {
    const day = new Date(Date.UTC(2025, 11, 31 - (row % 365)));
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/2025`;
    lines.push(`${date},SHELL OIL 5744${row} HOUSTON TX,-${(10 + (row % 50)).toFixed(2)}`);
  }
  return new File([lines.join('\n')], 'checking.csv', { type: 'text/csv' });
}

/** What the planner believes of the items table: its rows, and whether it was ever analysed. */
async function itemStatistics(): Promise<{ rows: number; analysed: boolean }> {
  const result = (await t.database.rawQuery(
    `select c.reltuples::int as "rows", (s.last_analyze is not null) as "analysed"
     from pg_class c join pg_stat_user_tables s on s.relid = c.oid
     where c.relname = 'budget_item'`,
    [],
  )) as { rows: { rows: number; analysed: boolean }[] };
  return result.rows[0]!;
}

async function importRows(rows: number) {
  const person = await signedInUser(t, { pro: true, label: `import-${rows}` });
  const body = new FormData();
  body.append('file', statement(rows));
  return okJson<ImportSummary>(await person.request('/api/imports', { method: 'POST', body }), 201);
}

describe('statistics after a bulk write', () => {
  it('are left to the schedule after a small import', async () => {
    expect((await importRows(BULK_WRITE_ROWS - 1)).added).toBe(BULK_WRITE_ROWS - 1);
    // PostgreSQL's autovacuum may analyse on its own meanwhile: only the embedded database can show it did not.
    if (t.database.kind === 'pglite') expect((await itemStatistics()).analysed).toBe(false);
  });

  it('are refreshed at once after an import of BULK_WRITE_ROWS rows or more', async () => {
    expect((await importRows(BULK_WRITE_ROWS)).added).toBe(BULK_WRITE_ROWS);
    const statistics = await itemStatistics();
    expect(statistics.analysed).toBe(true);
    // Both imports' rows are known to the planner.
    expect(statistics.rows).toBe(2 * BULK_WRITE_ROWS - 1);
  });
});
