import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Where the time goes under load: the server runs under `node --cpu-prof` during a load test of its own, and the
// profiles it writes on exit (V8's .cpuprofile JSON) are summarised here: the functions with the most self time, the
// share of each origin (the app, each package, Node itself), and the CPU milliseconds each request cost, the figure
// to drive down (requests/s moves with the machine's load; the work per request does not).

interface CallFrame {
  functionName: string;
  url: string;
  /** 0-based, as V8 writes it. */
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds since the previous sample. */
  timeDeltas: number[];
}

export interface SelfTime {
  functionName: string;
  /** The file (relative to the repository when inside it) and 1-based line; empty for V8's own entries. */
  location: string;
  percent: number;
}

export interface CpuProfileSummary {
  samples: number;
  seconds: number;
  top: SelfTime[];
  origins: { origin: string; percent: number }[];
}

/** `file:///work/x/node_modules/pg/lib/client.js` → `node_modules/pg/lib/client.js` (relative to `root`). */
function fileOf(url: string, root: string): string {
  const file = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  // node_modules may be a link to another checkout's: named from node_modules on, wherever it resolves.
  const packages = file.lastIndexOf('/node_modules/');
  if (packages >= 0 && !file.startsWith(`${root}/dist/`)) return file.slice(packages + 1);
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}

/** Where a frame's code comes from: a package, the app's bundle, Node's own modules, or V8 itself. */
export function originOf(file: string, functionName: string): string {
  const inPackage = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return inPackage[1]!;
  if (file.startsWith('node:')) return 'Node.js';
  if (file === '') return functionName.startsWith('(') ? functionName : 'V8 and native code';
  return 'GigTally';
}

/** The `limit` functions with the most self time (share of all samples), and the share of each origin. */
export function summariseCpuProfile(profile: CpuProfile, root: string, limit = 15): CpuProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, { functionName: string; location: string; samples: number }>();
  const byOrigin = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const file = fileOf(frame.url, root);
    const location = file ? `${file}:${frame.lineNumber + 1}` : '';
    const functionName = frame.functionName || '(anonymous)';
    const key = `${functionName}\u0000${location}`;
    const entry = byFunction.get(key) ?? { functionName, location, samples: 0 };
    entry.samples += 1;
    byFunction.set(key, entry);
    const origin = originOf(file, functionName);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + 1);
  }
  const total = profile.samples.length;
  const percent = (samples: number) => (total === 0 ? 0 : (100 * samples) / total);
  return {
    samples: total,
    seconds: profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1e6,
    top: [...byFunction.values()]
      .sort((a, b) => b.samples - a.samples || a.functionName.localeCompare(b.functionName))
      .slice(0, limit)
      .map(({ functionName, location, samples }) => ({ functionName, location, percent: percent(samples) })),
    origins: [...byOrigin.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([origin, samples]) => ({ origin, percent: percent(samples) })),
  };
}

/**
 * The main thread's profile in `directory`: Node names each `CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile`, and
 * the worker threads (OCR, statements, the packet) write their own, with a thread number other than 0.
 */
export function readMainThreadProfile(directory: string, pid: number): TimedCpuProfile {
  const files = readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'));
  const main = files.find((name) => name.includes(`.${pid}.0.`)) ?? files[0];
  if (!main) throw new Error(`no .cpuprofile was written into ${directory}`);
  return JSON.parse(readFileSync(path.join(directory, main), 'utf8')) as TimedCpuProfile;
}

export function cpuProfileLines(summary: CpuProfileSummary, what: string): string[] {
  const percent = (value: number) => `${value.toFixed(1)} %`;
  const origins = summary.origins.filter((origin) => origin.percent >= 1);
  return [
    `Where the time goes: the server run with \`node --cpu-prof\` during ${what}; ${summary.samples.toLocaleString('en-US')} samples over`,
    `${summary.seconds.toFixed(1)} s of the main thread. \`(idle)\` is time waiting (for the database or the network).`,
    '',
    '| Origin | Samples |',
    '| --- | --- |',
    ...origins.map((origin) => `| ${origin.origin} | ${percent(origin.percent)} |`),
    '',
    `The ${summary.top.length} functions with the most self time:`,
    '',
    '| Function | File:line | Samples |',
    '| --- | --- | --- |',
    ...summary.top.map(
      (entry) =>
        `| \`${entry.functionName.replaceAll('|', '\\|')}\` | ${entry.location ? `\`${entry.location}\`` : '—'} | ${percent(entry.percent)} |`,
    ),
    '',
  ];
}

/** A profile's `startTime` and `endTime`: microseconds of the system's monotonic clock, as `process.hrtime`'s. */
export interface TimedCpuProfile extends CpuProfile {
  startTime: number;
  endTime: number;
}

/** The milliseconds a profiled thread spent working (every sample but `(idle)`) between `from` and `to` (µs). */
export function busyMilliseconds(profile: TimedCpuProfile, from: number, to: number): number {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id),
  );
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at > from && at <= to && !idle.has(id)) busy += delta;
  });
  return busy / 1000;
}

/** Every thread's profile in `directory` (the main thread's and each worker's: the embedded database's among them). */
export function readThreadProfiles(directory: string): TimedCpuProfile[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as TimedCpuProfile);
}

/** CPU milliseconds per request during a load: what the server's threads worked in its window, over its requests. */
export function cpuMillisecondsPerRequest(
  profiles: { main: TimedCpuProfile; all: TimedCpuProfile[] },
  window: { from: number; to: number },
  requests: number,
): { mainThread: number; allThreads: number } {
  const busy = (profile: TimedCpuProfile) => busyMilliseconds(profile, window.from, window.to);
  return {
    mainThread: busy(profiles.main) / requests,
    allThreads: profiles.all.reduce((sum, profile) => sum + busy(profile), 0) / requests,
  };
}

/** The profile of a load test, with its figure to drive down: CPU milliseconds per request. */
export interface ProfileUnderLoad extends CpuProfileSummary {
  loadSeconds: number;
  requestsPerSecond: number;
  cpuMsPerRequest: { mainThread: number; allThreads: number };
}
