import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ItemPage } from '../core/items';
import { cookieHeaderFrom } from './testing/cookies';
import { freePort } from './testing/free-port';
import { scratchDatabase } from './testing/scratch-database';
import { healthy, startServerProcess, stopServerProcess, type ServerProcess } from './testing/server-process';

// A killed server loses no write it acknowledged: a client adds items in a loop, the server is killed with
// SIGKILL mid-stream, and after a restart every item that was answered 201 is there.
const SECRET = 'crash-safety-test-secret-crash-safety-test';
const WRITERS = 4;
const WRITE_FOR_MS = 1_500;

const work = mkdtempSync(path.join(tmpdir(), 'gigtally-crash-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await stopServerProcess(server, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

async function start(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const server = startServerProcess(port, {
    BETTER_AUTH_SECRET: SECRET,
    APP_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  running.push(server);
  await healthy(server);
  return server;
}

const post = (server: ServerProcess, pathname: string, body: unknown, cookie = '') =>
  fetch(server.url + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
    body: JSON.stringify(body),
  });

/** A new Pro user (through the test-mode checkout), signed in: the Cookie header. */
async function proUser(server: ServerProcess): Promise<{ email: string; cookie: string }> {
  const email = `crash-${Date.now()}@example.com`;
  expect(
    (await post(server, '/api/auth/sign-up/email', { name: 'Kit Crash', email, password: 'correct horse' }))
      .status,
  ).toBe(200);
  const signedIn = await post(server, '/api/auth/sign-in/email', { email, password: 'correct horse' });
  const cookie = cookieHeaderFrom(signedIn);
  const { url } = (await (await post(server, '/api/billing/checkout', {}, cookie)).json()) as { url: string };
  const sessionId = new URL(url, server.url).searchParams.get('session_id');
  expect((await post(server, '/api/billing/test-checkout/complete', { sessionId }, cookie)).status).toBe(200);
  return { email, cookie };
}

/** Adds items from WRITERS loops until the server dies; answers the ids it acknowledged with 201. */
async function writeUntilKilled(server: ServerProcess, cookie: string): Promise<string[]> {
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (writerIndex: number) => {
    for (let index = 0; !stop; index++) {
      try {
        const res = await post(
          server,
          '/api/items',
          {
            type: 'income',
            category: 'Tips',
            amount: 1 + index,
            date: '2026-11-20',
            description: `w${writerIndex}-${index}`,
          },
          cookie,
        );
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
  await new Promise((resolve) => setTimeout(resolve, WRITE_FOR_MS));
  await stopServerProcess(server, 'SIGKILL');
  stop = true;
  await Promise.all(writers);
  return acknowledged;
}

async function storedIds(server: ServerProcess, email: string): Promise<Set<string>> {
  const signedIn = await post(server, '/api/auth/sign-in/email', { email, password: 'correct horse' });
  const cookie = cookieHeaderFrom(signedIn);
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const page = (await (
      await fetch(`${server.url}/api/items?limit=500${query}`, { headers: { Cookie: cookie } })
    ).json()) as ItemPage;
    for (const item of page.items) ids.add(item.id);
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

async function killAndRestart(env: Record<string, string>) {
  const port = await freePort();
  const first = await start(port, env);
  const { email, cookie } = await proUser(first);
  const acknowledged = await writeUntilKilled(first, cookie);
  expect(first.process.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThan(20);

  const second = await start(port, env);
  const stored = await storedIds(second, email);
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  await stopServerProcess(second);
  expect(second.process.exitCode).toBe(0);
}

describe('a server killed while items are being added', () => {
  it('PGlite: opens cleanly after SIGKILL, with every acknowledged item', async () => {
    await killAndRestart({ DATA_DIR: path.join(work, 'pglite-data') });
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: every acknowledged item is there after SIGKILL and a restart',
    async () => {
      const database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'gigtally_crash');
      try {
        await killAndRestart({ DATABASE_URL: database.url, DATA_DIR: path.join(work, 'postgres-data') });
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
