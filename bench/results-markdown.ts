import { cpus, release, totalmem } from 'node:os';
import { readFileSync } from 'node:fs';
import {
  API_P95_BUDGET_MS,
  BANK_FIRST_SYNC_BUDGET_MS,
  BANK_NOTHING_NEW_BUDGET_MS,
  BUDGETED_ENDPOINTS,
  costRatio,
  IMPORT_BUDGET_MS,
  MAX_COST_RATIO,
  MAX_OWN_SQL_RATIO,
  ownSqlRatio,
  RECEIPT_THUMBNAIL_BUDGET_MS,
  RECEIPT_UPLOAD_BUDGET_MS,
  SCHEDULE_C_P95_BUDGET_MS,
  TAX_PACKET_BUDGET_MS,
  THROUGHPUT_BUDGET_RPS,
  type ApiRun,
} from './budgets';
import type { Latency } from './measure';
import { bankSyncLines } from './bank-sync';
import { cpuProfileLines } from './cpu-profile';
import { receiptLines } from './receipts';
import type { StatementImportRun } from './statement-import';
import { taxSeasonLines } from './tax-season';
import {
  DASHBOARD_LCP_BUDGET_MS,
  DASHBOARD_TBT_BUDGET_MS,
  DESIGN_JS_BUDGETS,
  jsBudgetOf,
  LIGHTHOUSE_MIN_SCORE,
  LIGHTHOUSE_PAGES,
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
    'Each budgeted endpoint against its own SQL: every statement one request sends (the session lookup of',
    "`server/auth/session-lookup.ts`, then what the route's service sends, listed in `bench/own-sql.ts`), as SQL text",
    'run straight on the database in order, one after the other. The ratio divides the medians (budget',
    `at most ${MAX_OWN_SQL_RATIO}x at ${count(sizes.heavy)} items).`,
    '',
    `| Endpoint | Statements | SQL alone at ${count(sizes.heavy)} items | SQL alone at ${count(sizes.light)} items | Endpoint / SQL at ${count(sizes.heavy)} items | Endpoint / SQL at ${count(sizes.light)} items |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...run.ownSql.map((own) => {
      const ratio = (who: 'heavy' | 'light') => `${(ownSqlRatio(run, own.name, who) ?? NaN).toFixed(1)}x`;
      return `| ${own.name} | ${own.statements} | ${triple(own.heavy)} | ${triple(own.light)} | **${ratio('heavy')}** | ${ratio('light')} |`;
    }),
    '',
    'The tables the statements read first, in the order a request sends them:',
    '',
    ...run.ownSql.map((own) => `- ${own.name}: ${own.tables.map((table) => `\`${table}\``).join(', ')}`),
    '',
    `The plan of the period totals at ${count(sizes.heavy)} items (EXPLAIN ANALYZE):`,
    '',
    '```',
    run.summaryPlan,
    '```',
    '',
    `Load: autocannon in a second process, ${run.load.connections} connections for ${run.load.seconds} s on the heavy user's`,
    `\`GET /api/items\` (first page of 50, signed in; budget ${count(THROUGHPUT_BUDGET_RPS[run.kind])} requests/s, no errors):`,
    '',
    '| Requests | Requests/s | Errors | Timeouts | Non-2xx | Latency p50 / p99 (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${count(run.load.requests)} | ${run.load.requestsPerSecond.toFixed(0)} | ${run.load.errors} | ${run.load.timeouts} | ${run.load.non2xx} | ${run.load.latencyP50} / ${run.load.latencyP99} |`,
    '',
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

function statementImportLines(run: StatementImportRun): string[] {
  return [
    `Statement import (issue 10): a bank CSV of ${count(run.rows)} rows (${(run.fileBytes / 2 ** 20).toFixed(1)} MiB) over 2025, posted`,
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
    "budget is the one CI holds (`FIRST_LOAD_JS_BUDGETS` in `e2e/first-load.ts`), or DESIGN's where CI has none.",
    '',
    '| Page | JS (gzip) | JS budget | DESIGN | CSS (gzip) |',
    '| --- | --- | --- | --- | --- |',
    ...MEASURED_PAGES.map((page) => {
      const budget = jsBudgetOf(page);
      return `| \`${page}\` | ${kb(web.pages[page].jsBytes)} | ${kb(budget.bytes)} (${budget.source}) | ${kb(DESIGN_JS_BUDGETS[page])} | ${kb(web.pages[page].cssBytes)} |`;
    }),
    '',
    `Lighthouse performance, the median of 3 runs (score and each metric on its own). Budget (issue 22): at least`,
    `${LIGHTHOUSE_MIN_SCORE} on the mobile preset (its default throttling) for every page, and on \`/dashboard\`, signed in as the`,
    `Pro user with ${count(sizes.heavy)} items, TBT under ${DASHBOARD_TBT_BUDGET_MS} ms and LCP under ${count(DASHBOARD_LCP_BUDGET_MS)} ms. Desktop is reported only.`,
    'Each page is measured as a first visit (Lighthouse resets the browser, so the cookie banner SPEC shows 1 s after',
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
    "  (better-auth sign-up, the test-mode checkout, `createItems` with the API's item schema), then `VACUUM ANALYZE`.",
    '- The server is the built one (`node dist/server/main.js`, as `npm start` runs it, `LOG_LEVEL=warn`), started on',
    '  each database after seeding.',
    '- Commands: `npm run bench` (PostgreSQL: a throwaway cluster of the installed server, or `BENCH_DATABASE_URL`).',
    postgresNote ? `- ${postgresNote}` : '',
    '',
    '## Budgets',
    '',
    'Each from the issue or DESIGN "Quality bars" named beside it; a missed budget stays listed with its reason.',
    '',
    `- \`GET /api/summary\` (month, all time) and the first page of \`GET /api/items\` at ${count(sizes.heavy)} items on both databases:`,
    `  p95 under ${API_P95_BUDGET_MS} ms and at most ${MAX_OWN_SQL_RATIO}x their own SQL (medians) (issue 22, DESIGN); at most ${MAX_COST_RATIO}x their cost at ${count(sizes.light)} items (DESIGN).`,
    `- The first page of items under autocannon with 10 connections: at least ${count(THROUGHPUT_BUDGET_RPS.postgres)} requests/s on PostgreSQL and`,
    `  ${count(THROUGHPUT_BUDGET_RPS.pglite)} on PGlite, with zero errors (issue 22, DESIGN).`,
    `- First-load JS (gzip): \`/\` at most ${kb(DESIGN_JS_BUDGETS['/'])}, \`/login\` at most ${kb(DESIGN_JS_BUDGETS['/login'])}, \`/dashboard\` at most ${kb(DESIGN_JS_BUDGETS['/dashboard'])} (issue 22, DESIGN).`,
    `- Lighthouse mobile preset at least ${LIGHTHOUSE_MIN_SCORE} on \`/\`, \`/login\` and \`/dashboard\` (median of 3); \`/dashboard\` with the Pro user's`,
    `  data: TBT under ${DASHBOARD_TBT_BUDGET_MS} ms and LCP under ${count(DASHBOARD_LCP_BUDGET_MS)} ms (issue 22).`,
    `- Schedule C of this year for the heavy user: p95 under ${SCHEDULE_C_P95_BUDGET_MS} ms; the tax packet of this year downloaded whole in`,
    `  under ${count(TAX_PACKET_BUDGET_MS)} ms (issue 22).`,
    `- Issues 10 and 18: a 50,000-row statement imported in under ${count(IMPORT_BUDGET_MS)} ms; a first bank sync of 10,000 transactions under ${count(BANK_FIRST_SYNC_BUDGET_MS)} ms, one with nothing new under ${BANK_NOTHING_NEW_BUDGET_MS} ms.`,
    `- Issue 20: a 12-megapixel receipt photo uploaded and read by OCR in under ${count(RECEIPT_UPLOAD_BUDGET_MS)} ms; a thumbnail served in under ${RECEIPT_THUMBNAIL_BUDGET_MS} ms (p95); receipt OCR right on at least 90 % of totals and of dates.`,
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
