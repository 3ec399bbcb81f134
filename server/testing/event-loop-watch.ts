import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { cookieHeaderFrom } from './cookies';
import { freePort } from './free-port';
import { healthy, startServerProcess, stopServerProcess, type ServerProcess } from './server-process';

// The harness of the event-loop tests: a real server process does one heavy piece of work while another process checks
// /api/health again and again; every check must answer within 200 ms.

/** The longest a /api/health check may take while heavy work runs. */
const LONGEST_CHECK_MS = 200;
/** A check this slow means the server is stuck; the checks stop rather than wait for work that never ends. */
const STUCK_MS = 5_000;

/**
 * A server process of its own for one test file: started before the file's tests on a free port with its own data
 * folder (started once before, to create its database), killed after them (SIGKILL: a server whose event loop is stuck never runs its SIGTERM handler) and its
 * folder removed. `env` is read when it starts, after the hooks registered before this call have run.
 */
export function serverProcessForFile(
  name: string,
  env: () => Record<string, string> = () => ({}),
): ServerProcess {
  const work = mkdtempSync(path.join(tmpdir(), `gigtally-${name}-`));
  let started: ServerProcess | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const start = () =>
      startServerProcess(port, {
        APP_URL: `http://127.0.0.1:${port}`,
        BETTER_AUTH_SECRET: `${name}-test-secret-${name}-test-secret`,
        DATA_DIR: work,
        ...env(),
      });
    // The first start on an empty data folder creates the embedded database, which leaves a couple of hundred MB of
    // buffers for the process's first full garbage collection: a pause of 100 ms or more, once, whenever it comes.
    // A server is tested as it runs every day after that, on a folder it started on before.
    const first = start();
    await healthy(first);
    await stopServerProcess(first, 'SIGTERM');
    started = start();
    await healthy(started);
  }, 90_000);
  afterAll(async () => {
    if (started) await stopServerProcess(started, 'SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });
  const running = (): ServerProcess => {
    if (!started) throw new Error(`the ${name} server has not started`);
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get process() {
      return running().process;
    },
    get output() {
      return running().output;
    },
  };
}

/** A JSON POST to the server, as a browser on its origin sends it. */
export function postJson(
  server: ServerProcess,
  pathname: string,
  body: unknown,
  cookie = '',
): Promise<Response> {
  return fetch(server.url + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
    body: JSON.stringify(body),
  });
}

/** A new person, signed up and signed in (and Pro through the test-mode checkout when asked): the Cookie header. */
export async function signedInCookie(
  server: ServerProcess,
  account: { name: string; email: string; password: string },
  { pro = false } = {},
): Promise<string> {
  expect((await postJson(server, '/api/auth/sign-up/email', account)).status).toBe(200);
  const cookie = cookieHeaderFrom(await postJson(server, '/api/auth/sign-in/email', account));
  if (!pro) return cookie;
  const checkout = await postJson(server, '/api/billing/checkout', {}, cookie);
  expect(checkout.status).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const sessionId = new URL(url, server.url).searchParams.get('session_id');
  expect((await postJson(server, '/api/billing/test-checkout/complete', { sessionId }, cookie)).status).toBe(
    200,
  );
  return cookie;
}

/** POSTs one file as a multipart upload, as the browser's file picker sends it. */
export function uploadFile(
  server: ServerProcess,
  pathname: string,
  cookie: string,
  file: File,
): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  return fetch(server.url + pathname, {
    method: 'POST',
    headers: { Origin: server.url, Cookie: cookie },
    body,
  });
}

/**
 * Uploads `warmUp` to `pathname` (it starts the worker threads, so that what is timed is the big file's reading), then
 * `file` while checking health; expects both answered, the checks as `expectHealthAnsweredThroughout` does, and the
 * upload's status 200. Answers the upload's response.
 */
export async function uploadWhileCheckingHealth(
  server: ServerProcess,
  pathname: string,
  cookie: string,
  { warmUp, file, work }: { warmUp: File; file: File; work: string },
): Promise<Response> {
  expect((await uploadFile(server, pathname, cookie, warmUp)).status).toBe(200);
  const watch = await whileCheckingHealth(server, () => uploadFile(server, pathname, cookie, file));
  expectHealthAnsweredThroughout(watch, work);
  expect(watch.answer.status).toBe(200);
  return watch.answer;
}

/** What `whileCheckingHealth` saw: the work's answer, how long it took, and each check's milliseconds. */
export interface HealthWatch<T> {
  answer: T;
  workMs: number;
  /** Each check's milliseconds; Infinity for one that failed or took STUCK_MS (the checks stop there). */
  latencies: number[];
}

/**
 * Runs `work` while another process checks the server's /api/health until the work is done. The checks run in a
 * process of their own so that they time the server, not this one: sending a large upload, or a stand-in in this
 * process writing a large answer, takes this process's event loop and its garbage collector for a while, and a thread
 * here would wait for them too.
 */
export async function whileCheckingHealth<T>(
  server: ServerProcess,
  work: () => Promise<T>,
): Promise<HealthWatch<T>> {
  const checks = `
    let stopped = false;
    process.stdin.on('data', () => { stopped = true; });
    process.stdin.on('end', () => { stopped = true; });
    (async () => {
      const latencies = [];
      while (!stopped && !latencies.includes(null)) {
        const started = performance.now();
        try {
          const res = await fetch(process.env.HEALTH_URL, { signal: AbortSignal.timeout(Number(process.env.STUCK_MS)) });
          await res.arrayBuffer();
          latencies.push(res.ok ? performance.now() - started : null);
          if (latencies.length === 1) process.stdout.write('ready\\n');
        } catch {
          latencies.push(null);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      process.stdout.write(JSON.stringify(latencies));
    })();
  `;
  const checker = spawn(process.execPath, ['-e', checks], {
    env: { ...process.env, HEALTH_URL: `${server.url}/api/health`, STUCK_MS: String(STUCK_MS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  let checking: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (checking = resolve));
  checker.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('ready\n')) checking();
  });
  const checked = new Promise<number[]>((resolve, reject) => {
    checker.once('error', reject);
    checker.once('exit', () => {
      try {
        // JSON has no Infinity: a failed or stuck check comes back as null.
        const latencies = JSON.parse(output.replace(/^ready\n/, '')) as (number | null)[];
        resolve(latencies.map((ms) => ms ?? Infinity));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
  // Awaited below; a checker that fails while the work runs must not leave an unhandled rejection behind.
  checked.catch(() => undefined);
  try {
    // The work starts once the checks have: the first one answered (or failed, which ends them).
    await Promise.race([ready, checked]);
    const started = performance.now();
    const answer = await work();
    const workMs = performance.now() - started;
    checker.stdin.end('stop');
    return { answer, workMs, latencies: await checked };
  } finally {
    if (checker.exitCode === null) checker.kill();
  }
}

/**
 * Asserts that the checks ran while the work did (five at least) and that the longest took under `longestMs`
 * (LONGEST_CHECK_MS unless said), naming the work (`reading`, `preview`, `sync`) in the failure and in the log line.
 */
export function expectHealthAnsweredThroughout(
  watch: HealthWatch<unknown>,
  work: string,
  longestMs = LONGEST_CHECK_MS,
): void {
  const { latencies, workMs } = watch;
  // The checks ran while the work was being done, not only after.
  expect(latencies.length).toBeGreaterThanOrEqual(5);
  const longest = Math.max(...latencies);
  expect(
    longest,
    `the longest check of ${latencies.length} took ${Math.round(longest)} ms of a ${Math.round(workMs)} ms ${work}`,
  ).toBeLessThan(longestMs);
  console.log(
    `health: ${latencies.length} checks, longest ${Math.round(longest)} ms, ${work} ${Math.round(workMs)} ms`,
  );
}
