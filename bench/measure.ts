import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cookieHeaderFrom } from '../server/testing/cookies';

export interface Latency {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles of milliseconds. */
export function latencyOf(milliseconds: number[]): Latency {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const at = (percent: number) => sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)]!;
  return { samples: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

/** Times `run` after `warmup` untimed calls. */
export async function timeCalls(run: () => Promise<void>, samples: number, warmup: number): Promise<Latency> {
  for (let index = 0; index < warmup; index++) await run();
  const times: number[] = [];
  for (let index = 0; index < samples; index++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return latencyOf(times);
}

/** A GET that must answer 200; the whole body is read, as a browser would. */
export async function getOk(url: string, cookie: string): Promise<void> {
  const response = await fetch(url, { headers: { Cookie: cookie, Accept: 'application/json' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The built server (dist/server/main.js) as `npm start` runs it, on its own port; `nodeArgs` go before the script
 * (`--cpu-prof` for bench/cpu-profile.ts).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.resolve('dist/server/main.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in through the API and returns the Cookie header the browser would send. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return cookieHeaderFrom(response);
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latencyP50: number;
  latencyP99: number;
}

/** autocannon in a second process on loopback, `connections` at once for `seconds`, JSON on its stdout. */
export function loadTest(
  url: string,
  cookie: string,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.resolve('node_modules/autocannon/autocannon.js'),
        '--connections',
        String(connections),
        '--duration',
        String(seconds),
        '--headers',
        `Cookie=${cookie}`,
        '--json',
        url,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output) as {
        requests: { total: number; average: number };
        errors: number;
        timeouts: number;
        non2xx: number;
        latency: { p50: number; p99: number };
      };
      resolve({
        connections,
        seconds,
        requests: result.requests.total,
        requestsPerSecond: result.requests.average,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        latencyP50: result.latency.p50,
        latencyP99: result.latency.p99,
      });
    });
  });
}
