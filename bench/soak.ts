/**
 * The soak: virtual users on loopback, each signing up and then adding, listing, summarising, editing
 * and deleting items without pause. `npm run soak` runs 50 users for 5 minutes against the built server on PGlite;
 * the API suite runs the same for 30 seconds (server/soak.api.test.ts).
 */
import { readFileSync } from 'node:fs';
import { latencyOf, type Latency } from './measure';
import { cookieHeaderFrom } from '../server/testing/cookies';

export interface SoakResult {
  users: number;
  seconds: number;
  requests: number;
  errors: string[];
  latency: Latency;
  /**
   * Resident memory of the server process in MiB: after the warm-up, halfway and at the end. V8 and PGlite grow
   * their heaps early on; a leak keeps growing, so the bound applies to the second half.
   */
  memory: { startMiB: number; halfwayMiB: number; endMiB: number; secondHalfGrowthMiB: number };
}

// A server that grows more than this over the second half of the soak is leaking (PGlite's heap included).
export const MEMORY_GROWTH_BOUND_MIB = 100;

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

interface Client {
  request(method: string, path: string, body?: unknown): Promise<Response>;
}

function client(baseUrl: string, cookie = ''): Client {
  return {
    request: (method, path, body) =>
      fetch(baseUrl + path, {
        method,
        headers: {
          Origin: baseUrl,
          Cookie: cookie,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

async function signedInClient(baseUrl: string, index: number): Promise<Client> {
  const email = `soak-${Date.now()}-${index}@example.com`;
  const anonymous = client(baseUrl);
  const signUp = await anonymous.request('POST', '/api/auth/sign-up/email', {
    name: `Soak User ${index}`,
    email,
    password: 'soak password 1',
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const signIn = await anonymous.request('POST', '/api/auth/sign-in/email', {
    email,
    password: 'soak password 1',
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  return client(baseUrl, cookieHeaderFrom(signIn));
}

/** One user's round: add, list, summary, edit, delete. Every answer must be the one the API promises. */
async function round(
  user: Client,
  index: number,
  timed: (ms: number) => void,
  errors: string[],
): Promise<void> {
  const call = async (method: string, path: string, expected: number, body?: unknown) => {
    const started = performance.now();
    const res = await user.request(method, path, body);
    const text = await res.text();
    timed(performance.now() - started);
    if (res.status !== expected)
      errors.push(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    return text;
  };
  const day = String((index % 28) + 1).padStart(2, '0');
  const added = await call('POST', '/api/items', 201, {
    type: index % 3 ? 'income' : 'expense',
    category: index % 3 ? 'Gig Pay' : 'Gas',
    amount: 5 + (index % 50),
    date: `2026-10-${day}`,
    description: `soak ${index}`,
  });
  await call('GET', '/api/items?limit=25', 200);
  await call('GET', '/api/summary?from=2026-10-23&to=2026-11-22&today=2026-11-22', 200);
  const id = (JSON.parse(added || '{}') as { id?: string }).id;
  if (!id) return;
  await call('PATCH', `/api/items/${id}`, 200, { amount: 7.25 });
  await call('DELETE', `/api/items/${id}`, 204);
}

export async function runSoak(options: {
  baseUrl: string;
  serverPid: number;
  users: number;
  seconds: number;
}): Promise<SoakResult> {
  const { baseUrl, serverPid, users, seconds } = options;
  const clients = await Promise.all(
    Array.from({ length: users }, (_, index) => signedInClient(baseUrl, index)),
  );
  const errors: string[] = [];
  const latencies: number[] = [];
  // A few rounds each before memory is read, so start-up allocations are not counted as growth.
  await Promise.all(clients.map((user, index) => round(user, index, () => {}, errors)));
  const startMiB = residentMiB(serverPid);
  const deadline = Date.now() + seconds * 1000;
  let halfwayMiB = startMiB;
  const halfway = setTimeout(() => (halfwayMiB = residentMiB(serverPid)), (seconds * 1000) / 2);
  await Promise.all(
    clients.map(async (user, userIndex) => {
      for (let index = userIndex; Date.now() < deadline; index += users) {
        await round(user, index, (ms) => latencies.push(ms), errors);
      }
    }),
  );
  clearTimeout(halfway);
  const endMiB = residentMiB(serverPid);
  return {
    users,
    seconds,
    requests: latencies.length,
    errors,
    latency: latencyOf(latencies),
    memory: { startMiB, halfwayMiB, endMiB, secondHalfGrowthMiB: endMiB - halfwayMiB },
  };
}

export function soakProblems(result: SoakResult): string[] {
  const problems = result.errors.slice(0, 10);
  if (result.requests === 0) problems.push('no request was measured');
  const growth = result.memory.secondHalfGrowthMiB;
  if (growth > MEMORY_GROWTH_BOUND_MIB) {
    problems.push(
      `the server grew ${growth.toFixed(0)} MiB in the second half (bound ${MEMORY_GROWTH_BOUND_MIB} MiB)`,
    );
  }
  return problems;
}

export function soakSummary(result: SoakResult): string {
  const { latency, memory } = result;
  return [
    `${result.users} users for ${result.seconds} s: ${result.requests} requests, ${result.errors.length} errors`,
    `latency p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms`,
    `server memory ${memory.startMiB.toFixed(0)} -> ${memory.halfwayMiB.toFixed(0)} -> ${memory.endMiB.toFixed(0)} MiB` +
      ` (second half ${memory.secondHalfGrowthMiB.toFixed(0)} MiB, bound ${MEMORY_GROWTH_BOUND_MIB})`,
  ].join('\n');
}
