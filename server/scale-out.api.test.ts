import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../core/dates';
import { FREE_ITEM_LIMIT } from '../core/plans';
import { cookieHeaderFrom } from './testing/cookies';
import { freePort } from './testing/free-port';
import { scratchDatabase } from './testing/scratch-database';
import { healthy, startServerProcess, stopServerProcess, type ServerProcess } from './testing/server-process';

// GigTally runs as several stateless instances over one PostgreSQL (README "Several instances, Docker"). Two
// real server processes, started together on a new database, must share sessions, rate limits and the
// free-tier limit.
const adminUrl = process.env.TEST_DATABASE_URL;
const RATE_LIMIT_MAX = 4;
const SECRET = 'scale-out-test-secret-scale-out-test-secret';

type Instance = ServerProcess;

function startInstance(port: number, databaseUrl: string, appUrl: string, dataDir: string): Instance {
  return startServerProcess(port, {
    DATABASE_URL: databaseUrl,
    // One public address and one secret for all instances, as behind a load balancer.
    APP_URL: appUrl,
    BETTER_AUTH_SECRET: SECRET,
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
  });
}

describe.skipIf(!adminUrl)('two instances over one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  const dataDirs: string[] = [];
  let a: Instance;
  let b: Instance;
  let appUrl: string;

  beforeAll(async () => {
    database = await scratchDatabase(adminUrl!, 'gigtally_scale');
    const databaseUrl = database.url;
    const [portA, portB] = [await freePort(), await freePort()];
    appUrl = `http://127.0.0.1:${portA}`;
    dataDirs.push(
      mkdtempSync(path.join(tmpdir(), 'gigtally-a-')),
      mkdtempSync(path.join(tmpdir(), 'gigtally-b-')),
    );
    // Started at the same moment on an empty database: both migrate, one after the other.
    a = startInstance(portA, databaseUrl, appUrl, dataDirs[0]!);
    b = startInstance(portB, databaseUrl, appUrl, dataDirs[1]!);
    await Promise.all([healthy(a), healthy(b)]);
  }, 90_000);

  afterAll(async () => {
    for (const instance of [a, b]) if (instance) await stopServerProcess(instance);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  }, 30_000);

  const post = (instance: Instance, pathname: string, body: unknown, cookie = '') =>
    fetch(instance.url + pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: appUrl, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const get = (instance: Instance, pathname: string, cookie: string) =>
    fetch(instance.url + pathname, { headers: { Cookie: cookie } });

  const email = 'scale.out@example.com';
  const password = 'correct horse';
  let cookieFromA = '';
  let cookieFromB = '';

  it('both answer on their own port, on the one database', async () => {
    for (const instance of [a, b]) {
      expect(await (await fetch(`${instance.url}/api/health`)).json()).toEqual({
        status: 'ok',
        database: 'postgres',
      });
    }
  });

  it('a session made on one instance is valid on the other', async () => {
    expect((await post(a, '/api/auth/sign-up/email', { name: 'Sam Scale', email, password })).status).toBe(
      200,
    );
    const signedInOnA = await post(a, '/api/auth/sign-in/email', { email, password });
    const signedInOnB = await post(b, '/api/auth/sign-in/email', { email, password });
    expect([signedInOnA.status, signedInOnB.status]).toEqual([200, 200]);
    cookieFromA = cookieHeaderFrom(signedInOnA);
    cookieFromB = cookieHeaderFrom(signedInOnB);

    const sessionOnB = await get(b, '/api/auth/get-session', cookieFromA);
    expect(((await sessionOnB.json()) as { user: { email: string } }).user.email).toBe(email);
    expect((await get(a, '/api/subscription', cookieFromB)).status).toBe(200);
  });

  it('holds the free-tier limit with parallel adds split across both', async () => {
    const adds = Array.from({ length: FREE_ITEM_LIMIT * 2 }, (_, index) =>
      post(
        index % 2 ? b : a,
        '/api/items',
        { type: 'income', category: 'Tips', amount: 5, date: localDate() },
        cookieFromA,
      ),
    );
    const statuses = (await Promise.all(adds)).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_ITEM_LIMIT);
    expect(statuses.filter((status) => status === 402)).toHaveLength(FREE_ITEM_LIMIT);
    for (const instance of [a, b]) {
      const page = (await (await get(instance, '/api/items', cookieFromA)).json()) as { total: number };
      expect(page.total).toBe(FREE_ITEM_LIMIT);
    }
  });

  it('a sign-out on one instance ends the session on the other at once', async () => {
    expect((await post(a, '/api/auth/sign-out', {}, cookieFromB)).status).toBe(200);
    expect((await get(b, '/api/subscription', cookieFromB)).status).toBe(401);
    expect((await get(b, '/api/subscription', cookieFromA)).status).toBe(200);
  });

  it('shares the sign-in rate limit: attempts on both count together', async () => {
    // Two sign-ins above already counted. Two more, one on each, reach the limit of 4 ...
    const wrong = { email, password: 'not the password' };
    expect((await post(b, '/api/auth/sign-in/email', wrong)).status).toBe(401);
    expect((await post(a, '/api/auth/sign-in/email', wrong)).status).toBe(401);
    // ... so the fifth is refused, though neither instance alone has seen more than three.
    const refused = await post(b, '/api/auth/sign-in/email', wrong);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate-limited');
  });
});
