import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ItemPage } from '../core/items';
import { cookieHeaderFrom } from './testing/cookies';
import { freePort } from './testing/free-port';
import { scratchDatabase } from './testing/scratch-database';
import { healthy, startServerProcess, stopServerProcess, type ServerProcess } from './testing/server-process';

// The PostgreSQL database goes away under a running server (every connection cut, no new ones allowed), then
// comes back. Meanwhile requests get 503 unavailable with its message from core/api-errors.ts; afterwards the
// same server answers again, with the data intact, without a restart.
const adminUrl = process.env.TEST_DATABASE_URL;
const unavailable = {
  error: { code: 'unavailable', message: 'The service is currently unavailable. Please try again later.' },
};

const work = mkdtempSync(path.join(tmpdir(), 'gigtally-db-loss-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!adminUrl)('a PostgreSQL database lost while the server runs', () => {
  it('answers 503 while it is gone and recovers by itself when it returns', async () => {
    const database = await scratchDatabase(adminUrl!, 'gigtally_loss');
    const { name } = database;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      server = startServerProcess(port, {
        DATABASE_URL: database.url,
        DATA_DIR: work,
        APP_URL: url,
      });
      await healthy(server);
      const post = (pathname: string, body: unknown, cookie = '') =>
        fetch(url + pathname, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
          body: JSON.stringify(body),
        });
      const email = 'lost@example.com';
      await post('/api/auth/sign-up/email', { name: 'Lou Lost', email, password: 'correct horse' });
      const cookie = cookieHeaderFrom(
        await post('/api/auth/sign-in/email', { email, password: 'correct horse' }),
      );
      expect(
        (
          await post(
            '/api/items',
            { type: 'income', category: 'Tips', amount: 9, date: '2026-11-20' },
            cookie,
          )
        ).status,
      ).toBe(201);
      const items = () => fetch(`${url}/api/items`, { headers: { Cookie: cookie } });

      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      for (const res of [await items(), await fetch(`${url}/api/health`)]) {
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual(unavailable);
      }

      await admin.query(`alter database "${name}" allow_connections true`);
      let recovered: Response | undefined;
      for (let attempt = 0; attempt < 40 && recovered?.status !== 200; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
        recovered = await items();
      }
      expect(recovered!.status).toBe(200);
      expect(((await recovered!.json()) as ItemPage).total).toBe(1);
      expect(server.process.exitCode).toBeNull();
    } finally {
      if (server) await stopServerProcess(server);
      await admin.end();
      await database.drop();
    }
  }, 90_000);
});
