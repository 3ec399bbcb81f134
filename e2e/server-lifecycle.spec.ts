import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../server/testing/free-port';

// The built server as an operator runs it: `node dist/server/main.js`.
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
}

test('a bad setting stops the server with one line naming the variable', async () => {
  const server = startServer({ PORT: 'eighty' });
  expect(await server.exited).toBe(1);
  expect(server.output().trim()).toBe('Configuration error: PORT must be a port number.');
});

test('SIGTERM finishes cleanly and the data is there after a restart', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gigtally-lifecycle-'));
  // A port nobody else uses: a fixed one could be the e2e server's own (E2E_PORT), which would answer for this one.
  const port = await freePort();
  const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
  await waitForHealth(port);
  const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${port}` },
    body: JSON.stringify({ name: 'Kept', email: 'kept@example.com', password: 'kept-password-1' }),
  });
  expect(signUp.status).toBe(200);
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('database closed; bye');

  const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
  await waitForHealth(port);
  const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${port}` },
    body: JSON.stringify({ email: 'kept@example.com', password: 'kept-password-1' }),
  });
  expect(signIn.status).toBe(200);
  second.child.kill('SIGINT');
  expect(await second.exited).toBe(0);
});

test('a database that cannot be reached stops the server with a clear error', async () => {
  const server = startServer({
    PORT: String(await freePort()),
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/gigtally',
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(
    'Cannot open the PostgreSQL server of DATABASE_URL: connect ECONNREFUSED 127.0.0.1:1',
  );
});
