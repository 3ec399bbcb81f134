import { cpus, release, totalmem } from 'node:os';
import { readFileSync } from 'node:fs';
import {
  BANK_FIRST_SYNC_BUDGET_MS,
  BANK_NOTHING_NEW_BUDGET_MS,
  BUDGETED_ENDPOINTS,
  costRatio,
  IMPORT_BUDGET_MS,
  MAX_COST_RATIO,
  RECEIPT_THUMBNAIL_BUDGET_MS,
  RECEIPT_UPLOAD_BUDGET_MS,
  SCHEDULE_C_P95_BUDGET_MS,
  TAX_PACKET_BUDGET_MS,
  type ApiRun,
} from './budgets';
import { floorMet, floorOf, floorRatio, MAX_FLOOR_RATIO, ROUNDS, type FloorTiming } from './floors';
import type { Latency } from './measure';
import { bankSyncLines } from './bank-sync';
import { cpuProfileLines, type ProfileUnderLoad } from './cpu-profile';
import { receiptLines } from './receipts';
import type { StatementImportRun } from './statement-import';
import { taxSeasonLines } from './tax-season';
import {
  DOCUMENTED_JS_BUDGETS,
  jsBudgetOf,
  LIGHTHOUSE_MIN_SCORE,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_RUNS,
  MEASURED_PAGES,
  type WebBudgets,
} from './web-budgets';

export interface Results {
  runs: ApiRun[];
  web: WebBudgets | null;
  misses: string[];
  sizes: { heavy: number; light: number; users: number; loadSeconds: number };
  postgresNote: string;
  quick: boolean;
  today: string;
  /** The lines of "Compared with the previous run" (bench/compare-results.ts); none on the first pass. */
  comparison?: string[];
}

const ms = (value: number) => value.toFixed(2);
const triple = (latency: Latency) => `${ms(latency.p50)} / ${ms(latency.p95)} / ${ms(latency.p99)}`;
const count = (value: number) => value.toLocaleString('en-US');

function operatingSystem(): string {
  try {
    const name = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'));
    return `${name?.[1] ?? 'Linux'} (kernel ${release()})`;
  } catch {
    return `kernel ${release()}`;
  }
}

function machine(): string[] {
  const cpu = cpus();
  return [
    `- CPU: ${cpu[0]?.model.trim() ?? 'unknown'}, ${cpu.length} cores`,
    `- Memory: ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `- OS: ${operatingSystem()}`,
    `- Node.js ${process.version}`,
  ];
}

function apiSection(run: ApiRun, sizes: Results['sizes']): string[] {
  const lines = [
    `### ${run.database}`,
    '',
    `Seeded in ${run.seedSeconds.toFixed(0)} s. Latency in ms (p50 / p95 / p99), one request at a time over loopback,`,
    'after 20 unmeasured requests; the cost ratio divides the medians. Budgeted rows are in bold.',
    '',
    `| Endpoint | ${count(sizes.heavy)} items | ${count(sizes.light)} items | ${count(sizes.heavy)} / ${count(sizes.light)} |`,
    '| --- | --- | --- | --- |',
    ...run.timings.map((timing) => {
      const budgeted = (BUDGETED_ENDPOINTS as readonly string[]).includes(timing.name);
      const name = budgeted ? `**${timing.name}**` : timing.name;
      return `| ${name} (${timing.heavy.samples} / ${timing.light.samples} requests) | ${triple(timing.heavy)} | ${triple(timing.light)} | ${costRatio(timing).toFixed(2)}x |`;
    }),
    '',
    ...floorLines(run, sizes),
    `The plan of the period totals at ${count(sizes.heavy)} items (EXPLAIN ANALYZE):`,
    '',
    '```',
    run.summaryPlan,
    '```',
    '',
    `Load: autocannon in a second process, ${run.load.connections} connections for ${run.load.seconds} s on the heavy user's`,
    '`GET /api/items` (first page of 50, signed in). Requests/s is reported, not budgeted: it moves with the',
    "machine's load. The figure to drive down is the CPU each request costs, under the profile below (no errors wanted):",
    '',
    '| Requests | Requests/s | Errors | Timeouts | Non-2xx | Latency p50 / p99 (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${count(run.load.requests)} | ${run.load.requestsPerSecond.toFixed(0)} | ${run.load.errors} | ${run.load.timeouts} | ${run.load.non2xx} | ${run.load.latencyP50} / ${run.load.latencyP99} |`,
    '',
    ...(run.profile ? cpuPerRequestLines(run.profile) : []),
    ...(run.profile
      ? cpuProfileLines(
          run.profile,
          `a ${run.profile.loadSeconds}-second load test of its own on the same URL (the profile also covers the server's start and stop)`,
        )
      : []),
    ...statementImportLines(run.statementImport),
    ...bankSyncLines(run.bankSync),
    ...receiptLines(run.receipts),
    ...taxSeasonLines(run.taxSeason),
  ];
  return lines;
}

const ratioCell = (timing: FloorTiming) => `${floorRatio(timing).toFixed(2)}x`;

/** Each budgeted endpoint beside its floor: own SQL, bare HTTP, their sum, the endpoint, the ratio and the verdict. */
function floorLines(run: ApiRun, sizes: Results['sizes']): string[] {
  const ownSqlWhere =
    run.kind === 'pglite'
      ? 'PGlite is held by one process at a time, so its own SQL ran in the bench (through the node-postgres pool of the database thread, as the app reaches it) just before the measured server started, its rounds taken endpoint after endpoint as the others are.'
      : "its own SQL ran in the bench process on a pool of its own (node-postgres, named prepared statements as the app's busiest reads), round by round beside the endpoint.";
  return [
    `Each budgeted endpoint against its floor at ${count(sizes.heavy)} items (budget: at most ${MAX_FLOOR_RATIO}x). The floor is the endpoint's own SQL`,
    "(every statement one request sends, listed in `bench/own-sql.ts`, run in order through the app's driver) plus a",
    "bare `node:http` server in a process of its own answering the same request with the endpoint's captured gzipped",
    `bytes and headers, timed with the same client code. Each figure is the median of ${ROUNDS} rounds' medians (${ROUND_NOTE});`,
    `the endpoint, the bare server and the endpoint at ${count(sizes.light)} items take turns round by round; ${ownSqlWhere}`,
    '',
    '| Endpoint | Own SQL (ms) | Bare HTTP (ms) | Floor (ms) | Figure (ms) | Ratio | Budget | Met |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...run.floors.map(
      (timing) =>
        `| ${timing.name} | ${ms(timing.ownSql)} | ${ms(timing.bareHttp)} | ${ms(floorOf(timing))} | ${ms(timing.figure)} | **${ratioCell(timing)}** | ≤ ${MAX_FLOOR_RATIO}x | ${floorMet(timing) ? 'met' : '**missed**'} |`,
    ),
    '',
    "Each round's median (ms), in the order the rounds ran, and the size of the gzipped body the bare server sent:",
    '',
    ...run.floors.map(
      (timing) =>
        `- ${timing.name} (${count(timing.bodyBytes)} bytes): endpoint ${roundsOf(timing.rounds.figure)}; own SQL ${roundsOf(timing.rounds.ownSql)}; bare HTTP ${roundsOf(timing.rounds.bareHttp)}`,
    ),
    '',
    'The statements of each, and the tables each statement reads, in the order a request sends them:',
    '',
    ...run.ownSql.map(
      (own) =>
        `- ${own.name}: ${own.statements} statements: ${own.tables.map((table) => `\`${table}\``).join(', ')}`,
    ),
    '',
  ];
}

const ROUND_NOTE =
  'each round a few unmeasured requests, then a run of measured ones, one at a time over loopback';
const roundsOf = (p50s: number[]) => p50s.map(ms).join(', ');

/** The figure to drive down under load: CPU milliseconds per request, from the profiled load test. */
function cpuPerRequestLines(profile: ProfileUnderLoad): string[] {
  const cpu = (value: number) => `${value.toFixed(3)} ms`;
  return [
    `CPU per request under the profiled load (${profile.loadSeconds} s, ${profile.requestsPerSecond.toFixed(0)} requests/s under the profiler): what every`,
    "thread of the server worked during the load, from the profiles' samples, over the requests served.",
    '',
    '| CPU ms per request (main thread) | CPU ms per request (all threads) |',
    '| --- | --- |',
    `| ${cpu(profile.cpuMsPerRequest.mainThread)} | ${cpu(profile.cpuMsPerRequest.allThreads)} |`,
    '',
  ];
}

function statementImportLines(run: StatementImportRun): string[] {
  return [
    `Statement import: a bank CSV of ${count(run.rows)} rows (${(run.fileBytes / 2 ** 20).toFixed(1)} MiB) over 2025, posted`,
    `by the heavy user through \`POST /api/imports\` (one request each, whole round trip; budget`,
    `${count(IMPORT_BUDGET_MS)} ms for the import):`,
    '',
    '| Preview | Import | Added | Same file again | Skipped | Undo |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${run.previewMs.toFixed(0)} ms | **${run.importMs.toFixed(0)} ms** | ${count(run.added)} | ${run.reimportMs.toFixed(0)} ms | ${count(run.skippedOnReimport)} | ${run.undoMs.toFixed(0)} ms |`,
    '',
  ];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function webSection(web: WebBudgets, sizes: Results['sizes']): string[] {
  return [
    "First load in Debian's Chromium (Playwright): the gzipped bodies of every script and style sheet fetched. The JS",
    "budget is the one CI holds (`FIRST_LOAD_JS_BUDGETS` in `e2e/first-load.ts`), or docs/architecture.md's where CI has none.",
    '',
    '| Page | JS (gzip) | JS budget | Documented | CSS (gzip) |',
    '| --- | --- | --- | --- | --- |',
    ...MEASURED_PAGES.map((page) => {
      const budget = jsBudgetOf(page);
      return `| \`${page}\` | ${kb(web.pages[page].jsBytes)} | ${kb(budget.bytes)} (${budget.source}) | ${kb(DOCUMENTED_JS_BUDGETS[page])} | ${kb(web.pages[page].cssBytes)} |`;
    }),
    '',
    `Lighthouse performance, the median of ${LIGHTHOUSE_RUNS} runs (score and each metric on its own). Budget: at least`,
    `${LIGHTHOUSE_MIN_SCORE} on the mobile preset (its default throttling) for every page; the signed-in pages as the Pro user with`,
    `${count(sizes.heavy)} items. TBT and LCP are reported, not budgeted (they moved from 120 to 197 ms with the machine's load`,
    'on unchanged code); desktop is reported only.',
    'Each page is measured as a first visit (Lighthouse resets the browser, so the cookie banner shows 1 s after',
    'load is still unanswered); `/dashboard (returning)` is the same user on a phone that opened the dashboard before',
    "and answered the banner, with the HTTP cache and the service worker's emptied, so every file still comes over the",
    'throttled network.',
    '',
    '| Page | Mobile (default) | Desktop | Mobile FCP / LCP / TBT (ms) / CLS |',
    '| --- | --- | --- | --- |',
    ...LIGHTHOUSE_PAGES.map((page) => {
      const { mobile, desktop } = web.lighthouse[page];
      const m = mobile.metrics;
      return `| \`${page}\` | **${mobile.score}** | ${desktop ? desktop.score : '—'} | ${m.fcp.toFixed(0)} / ${m.lcp.toFixed(0)} / ${m.tbt.toFixed(0)} / ${m.cls.toFixed(3)} |`;
    }),
  ];
}

export function resultsMarkdown(results: Results): string {
  const { runs, web, misses, sizes, postgresNote, quick, today, comparison = [] } = results;
  return [
    quick ? '# Benchmark results (quick run: small data, no budget checked)' : '# Benchmark results',
    '',
    `Measured on ${today} by \`npm run bench\` (\`bench/run.ts\`). Rerun it to replace this file.`,
    '',
    quick
      ? `A quick run checks no budget; at its sizes, ${misses.length === 0 ? 'none would be missed.' : 'these would be missed:'}`
      : misses.length === 0
        ? '**Every budget is met.**'
        : '**Missed** (each budget and its source are listed under "Budgets" below):',
    ...misses.map((miss) => `- ${miss}`),
    '',
    ...(comparison.length > 0 ? ['## Compared with the previous run', '', ...comparison, ''] : []),
    '## Machine',
    '',
    ...machine(),
    '',
    '## What was measured',
    '',
    `- Data: ${count(sizes.users)} free users with 10 items each, one Pro user with ${count(sizes.heavy)} items and one`,
    `  with ${count(sizes.light)} items, each spread over the five years to ${today}; seeded through the services`,
    "  (better-auth sign-up, the test-mode checkout, `createItems` with the API's item schema). No manual `VACUUM`:",
    "  PostgreSQL's autovacuum is waited for; on PGlite a server is started and stopped after seeding, so that its",
    '  start-up upkeep refreshes the statistics as it does for every user.',
    '- The server is the built one (`node dist/server/main.js`, as `npm start` runs it, `LOG_LEVEL=warn`), started on',
    '  each database after seeding.',
    '- Commands: `npm run bench` (PostgreSQL: a throwaway cluster of the installed server, or `BENCH_DATABASE_URL`).',
    postgresNote ? `- ${postgresNote}` : '',
    '',
    '## Budgets',
    '',
    'Each from docs/architecture.md "Quality bars" or named beside it; a missed budget stays listed with its reason.',
    '',
    `- ${BUDGETED_ENDPOINTS.map((name) => `\`${name}\``).join(', ')} at ${count(sizes.heavy)} items on both databases: the median at most ${MAX_FLOOR_RATIO}x`,
    `  its floor measured in the same run (its own SQL + a bare \`node:http\` server sending its gzipped bytes), each the median of ${ROUNDS} rounds;`,
    `  at most ${MAX_COST_RATIO}x their cost at ${count(sizes.light)} items (docs/architecture.md, Quality bars).`,
    '- Requests/s of the first page of items under load is reported with its CPU ms per request, not budgeted; the load must have no errors.',
    `- First-load JS (gzip): \`/\` at most ${kb(DOCUMENTED_JS_BUDGETS['/'])}, \`/login\` at most ${kb(DOCUMENTED_JS_BUDGETS['/login'])}, \`/dashboard\` at most ${kb(DOCUMENTED_JS_BUDGETS['/dashboard'])}.`,
    `- Lighthouse mobile preset at least ${LIGHTHOUSE_MIN_SCORE} (median of ${LIGHTHOUSE_RUNS}) on ${LIGHTHOUSE_PAGES.map((page) => `\`${page}\``).join(', ')}; TBT and LCP are reported.`,
    `- Schedule C of this year for the heavy user: p95 under ${SCHEDULE_C_P95_BUDGET_MS} ms; the tax packet of this year downloaded whole in`,
    `  under ${count(TAX_PACKET_BUDGET_MS)} ms.`,
    `- Statements and bank syncs: a 50,000-row statement imported in under ${count(IMPORT_BUDGET_MS)} ms; a first bank sync of 10,000 transactions under ${count(BANK_FIRST_SYNC_BUDGET_MS)} ms, one with nothing new under ${BANK_NOTHING_NEW_BUDGET_MS} ms.`,
    `- A 12-megapixel receipt photo uploaded and read by OCR in under ${count(RECEIPT_UPLOAD_BUDGET_MS)} ms; a thumbnail served in under ${RECEIPT_THUMBNAIL_BUDGET_MS} ms (p95); receipt OCR right on at least 90 % of totals and of dates.`,
    '',
    '## API',
    '',
    ...runs.flatMap((run) => apiSection(run, sizes)),
    '## Web',
    '',
    ...(web ? webSection(web, sizes) : ['Not measured in this run (BENCH_WEB=0).']),
    '',
  ]
    .filter((line, index, lines) => !(line === '' && lines[index - 1] === ''))
    .join('\n');
}
