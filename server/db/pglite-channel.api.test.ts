import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { firstMessageLength } from './pglite-wire';

// The embedded database on its own thread, reached through node-postgres over a MessagePort (pglite-channel.ts).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.rawQuery('create table note (id int primary key, body text not null)', []);
}, 60_000);
afterAll(() => database?.close());

const rowsOf = async (text: string, params: unknown[] = []) =>
  ((await database.rawQuery(text, params)) as { rows: Record<string, unknown>[] }).rows;

describe('the embedded database on its own thread', () => {
  it('answers a long statement without holding the event loop', async () => {
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    // Several million rows summed: seconds of work for PGlite, all of it on its thread.
    const [row] = await rowsOf('select sum(n)::text as total from generate_series(1, 3000000) as n');
    const statementMs = performance.now() - started;
    clearInterval(timer);
    expect(row).toEqual({ total: '4500001500000' });
    expect(statementMs).toBeGreaterThan(300);
    // Timers kept firing while it ran: the loop was never held for a tenth of the statement's time.
    expect(longest).toBeLessThan(statementMs / 10);
  });

  it('goes on after a failed statement, its prepared statements and all', async () => {
    await database.rawQuery('insert into note (id, body) values ($1, $2)', [1, 'first'], { prepared: true });
    // node-postgres drops a connection whose query failed and opens another: the one session must stay usable.
    await expect(
      database.rawQuery('insert into note (id, body) values ($1, $2)', [1, 'again']),
    ).rejects.toThrow(/duplicate key/);
    await database.rawQuery('insert into note (id, body) values ($1, $2)', [2, 'second'], { prepared: true });
    expect(await rowsOf('select id, body from note order by id')).toEqual([
      { id: 1, body: 'first' },
      { id: 2, body: 'second' },
    ]);
  });

  it('rolls back a transaction whose connection failed inside it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into note (id, body) values (3, 'kept?')`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await rowsOf('select id from note where id = 3')).toEqual([]);
    expect(await database.reachable()).toBe(true);
  });
});

describe('firstMessageLength', () => {
  const typed = Buffer.from([0x51, 0, 0, 0, 8, 0x73, 0x65, 0x6c, 0x31]); // Q, its length (8) counting itself: "sel1"
  it('cuts a typed message at its type byte and length, and waits for the rest of one still arriving', () => {
    expect(firstMessageLength(typed, true)).toBe(9);
    expect(firstMessageLength(Buffer.concat([typed, typed]), true)).toBe(9);
    expect(firstMessageLength(typed.subarray(0, 8), true)).toBe(0);
    expect(firstMessageLength(typed.subarray(0, 4), true)).toBe(0);
  });

  it('cuts an untyped message (startup, SSLRequest) at its length alone', () => {
    const sslRequest = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);
    expect(firstMessageLength(Buffer.concat([sslRequest, typed]), false)).toBe(8);
    expect(firstMessageLength(sslRequest.subarray(0, 7), false)).toBe(0);
  });
});
