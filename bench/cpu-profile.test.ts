import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  busyMilliseconds,
  cpuMillisecondsPerRequest,
  cpuProfileLines,
  originOf,
  readMainThreadProfile,
  summariseCpuProfile,
  type CpuProfile,
} from './cpu-profile';

const root = '/work/app';
const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber });

// Ten samples: 4 in pg's parser, 3 idle, 2 in the app's listItems, 1 in an anonymous function of node:internal.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)', '', -1) },
    {
      id: 2,
      callFrame: frame('parseDataRow', `file://${root}/node_modules/pg-protocol/dist/parser.js`, 219),
    },
    { id: 3, callFrame: frame('(idle)', '', -1) },
    { id: 4, callFrame: frame('listItems', `file://${root}/dist/server/main.js`, 4_120) },
    { id: 5, callFrame: frame('', 'node:internal/streams/readable', 9) },
    // The same function reached by another path: one node more, the same function.
    {
      id: 6,
      callFrame: frame('parseDataRow', `file://${root}/node_modules/pg-protocol/dist/parser.js`, 219),
    },
  ],
  samples: [2, 3, 4, 2, 3, 6, 4, 3, 5, 2],
  timeDeltas: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
};

describe('summariseCpuProfile', () => {
  it('ranks functions by self samples, with file:line (1-based) relative to the repository', () => {
    const summary = summariseCpuProfile(profile, root);
    expect(summary.samples).toBe(10);
    expect(summary.seconds).toBeCloseTo(0.001, 10);
    expect(summary.top).toEqual([
      { functionName: 'parseDataRow', location: 'node_modules/pg-protocol/dist/parser.js:220', percent: 40 },
      { functionName: '(idle)', location: '', percent: 30 },
      { functionName: 'listItems', location: 'dist/server/main.js:4121', percent: 20 },
      { functionName: '(anonymous)', location: 'node:internal/streams/readable:10', percent: 10 },
    ]);
    expect(summary.origins).toEqual([
      { origin: 'pg-protocol', percent: 40 },
      { origin: '(idle)', percent: 30 },
      { origin: 'GigTally', percent: 20 },
      { origin: 'Node.js', percent: 10 },
    ]);
  });

  it('keeps the top `limit` only', () => {
    expect(summariseCpuProfile(profile, root, 2).top.map((entry) => entry.functionName)).toEqual([
      'parseDataRow',
      '(idle)',
    ]);
  });

  it('names scoped packages and V8 entries by where they come from', () => {
    expect(originOf('node_modules/@hono/node-server/dist/index.mjs', 'x')).toBe('@hono/node-server');
    expect(originOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(originOf('', 'JSON.stringify')).toBe('V8 and native code');
  });

  it('writes the tables of RESULTS.md', () => {
    const lines = cpuProfileLines(summariseCpuProfile(profile, root), 'a load test');
    expect(lines).toContain('| pg-protocol | 40.0 % |');
    expect(lines).toContain('| `parseDataRow` | `node_modules/pg-protocol/dist/parser.js:220` | 40.0 % |');
    expect(lines).toContain('| `(idle)` | — | 30.0 % |');
  });
});

describe('readMainThreadProfile', () => {
  it("reads the main thread's file, not a worker's", () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'cpu-profile-test-'));
    try {
      const worker = { ...profile, samples: [2] };
      writeFileSync(
        path.join(directory, 'CPU.20261126.043000.4242.1.002.cpuprofile'),
        JSON.stringify(worker),
      );
      writeFileSync(
        path.join(directory, 'CPU.20261126.043000.4242.0.001.cpuprofile'),
        JSON.stringify(profile),
      );
      expect(readMainThreadProfile(directory, 4242).samples).toHaveLength(10);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('CPU milliseconds per request', () => {
  // Starts at 1,000 µs; each sample 100 µs after the one before: the samples fall at 1,100 … 2,000 µs.
  const timed = { ...profile, startTime: 1_000, endTime: 2_000 };

  it('counts the samples that are not idle within the window', () => {
    // Whole profile: 7 busy samples of 100 µs.
    expect(busyMilliseconds(timed, 0, 5_000)).toBeCloseTo(0.7, 10);
    // 1,300 < t ≤ 1,600: samples 4, 5, 6 (ids 2, 3, 6): the idle one left out.
    expect(busyMilliseconds(timed, 1_300, 1_600)).toBeCloseTo(0.2, 10);
  });

  it("divides each thread's work in the window by the requests", () => {
    const worker = { ...timed, samples: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2] };
    const perRequest = cpuMillisecondsPerRequest(
      { main: timed, all: [timed, worker] },
      { from: 0, to: 5_000 },
      7,
    );
    // Main thread: 0.7 ms over 7 requests; all threads: 0.7 + 1.0 ms (the worker never idles) over 7.
    expect(perRequest.mainThread).toBeCloseTo(0.1, 10);
    expect(perRequest.allThreads).toBeCloseTo(1.7 / 7, 10);
  });
});
