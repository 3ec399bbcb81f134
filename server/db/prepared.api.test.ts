import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { preparedRowsByShape } from './prepared';
import * as schema from './schema';

const client = new PGlite();
const db: Database = drizzle({ client, schema });
afterAll(() => client.close());

describe('preparedRowsByShape', () => {
  it('builds a statement once per shape, fills its placeholders per call, and keeps only the latest shapes', async () => {
    const built: number[] = [];
    const added = preparedRowsByShape<number, { total: number }>(
      (shape) => String(shape),
      (shape) => {
        built.push(shape);
        return sql`select ${sql.placeholder('value')}::int + ${sql.raw(String(shape))} as "total"`;
      },
      2,
    );
    expect(await added(db, 10, { value: 1 })).toEqual([{ total: 11 }]);
    expect(await added(db, 10, { value: 5 })).toEqual([{ total: 15 }]);
    expect(built).toEqual([10]);

    expect(await added(db, 20, { value: 1 })).toEqual([{ total: 21 }]);
    expect(await added(db, 30, { value: 1 })).toEqual([{ total: 31 }]);
    // Two are kept: the third shape put the oldest (10) out, so it is built again; 30 is still kept.
    expect(await added(db, 10, { value: 2 })).toEqual([{ total: 12 }]);
    expect(await added(db, 30, { value: 2 })).toEqual([{ total: 32 }]);
    expect(built).toEqual([10, 20, 30, 10]);
  });
});
