import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSoak, soakProblems, soakSummary } from '../bench/soak';
import { freePort } from './testing/free-port';
import { scratchDatabase } from './testing/scratch-database';
import { healthy, startServerProcess, stopServerProcess, type ServerProcess } from './testing/server-process';

// The soak's short form in CI. 50 users add, list, summarise, edit and delete items for 30 s on
// loopback: zero errors, and the server's memory stays within the bound (`npm run soak` runs 5 minutes).
const USERS = 50;
const SECONDS = 30;

const work = mkdtempSync(path.join(tmpdir(), 'gigtally-soak-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await stopServerProcess(server);
  rmSync(work, { recursive: true, force: true });
});

async function soak(env: Record<string, string>) {
  const port = await freePort();
  const server = startServerProcess(port, {
    APP_URL: `http://127.0.0.1:${port}`,
    // Every user signs up from 127.0.0.1: the limit per address is raised for the soak alone.
    AUTH_RATE_LIMIT_MAX: String(USERS * 4),
    ...env,
  });
  running.push(server);
  await healthy(server);
  const result = await runSoak({
    baseUrl: server.url,
    serverPid: server.process.pid!,
    users: USERS,
    seconds: SECONDS,
  });
  console.info(soakSummary(result));
  expect(soakProblems(result)).toEqual([]);
  expect(result.requests).toBeGreaterThan(USERS * 5);
}

describe('a 30-second soak of 50 users', () => {
  it('PGlite: no errors, memory within its bound', async () => {
    await soak({ DATA_DIR: path.join(work, 'pglite') });
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: no errors, memory within its bound',
    async () => {
      const database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'gigtally_soak');
      try {
        await soak({ DATABASE_URL: database.url, DATA_DIR: path.join(work, 'postgres') });
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
