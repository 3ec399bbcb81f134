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
  RECEIPT_THUMBNAIL_BUDGET_MS,
  RECEIPT_UPLOAD_BUDGET_MS,
  type ApiRun,
} from './budgets';
import type { Latency } from './measure';
import { bankSyncLines } from './bank-sync';
import { receiptLines } from './receipts';
import type { StatementImportRun } from './statement-import';
import {
  JS_BUDGETS,
  LIGHTHOUSE_MIN_SCORE,
  LIGHTHOUSE_PAGES,
  LIGHTHOUSE_TARGET_PRESET,
  MEASURED_PAGES,
  type WebBudgets,
} from './web-budgets';

interface Results {
  runs: ApiRun[];
  web: WebBudgets | null;
  misses: string[];
  sizes: { heavy: number; light: number; users: number; loadSeconds: number };
  postgresNote: string;
  quick: boolean;
  today: string;
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
  const summary = run.timings.find((timing) => timing.name === BUDGETED_ENDPOINTS[0])!;
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
    "The summary's SQL alone (its three statements as SQL text straight on the database: totals by category of the",
    'period and of the period before, and the item count), against the whole `GET /api/summary` (month):',
    '',
    `| | ${count(sizes.heavy)} items | ${count(sizes.light)} items |`,
    '| --- | --- | --- |',
    `| SQL alone, p50 / p95 / p99 | ${triple(run.rawSummary.heavy)} | ${triple(run.rawSummary.light)} |`,
    `| Endpoint / SQL (medians) | ${(summary.heavy.p50 / run.rawSummary.heavy.p50).toFixed(1)}x | ${(summary.light.p50 / run.rawSummary.light.p50).toFixed(1)}x |`,
    '',
    `The plan of the period totals at ${count(sizes.heavy)} items (EXPLAIN ANALYZE):`,
    '',
    '```',
    run.summaryPlan,
    '```',
    '',
    `Load: autocannon in a second process, ${run.load.connections} connections for ${run.load.seconds} s on the heavy user's`,
    '`GET /api/items` (first page of 50, signed in):',
    '',
    '| Requests | Requests/s | Errors | Timeouts | Non-2xx | Latency p50 / p99 (ms) |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${count(run.load.requests)} | ${run.load.requestsPerSecond.toFixed(0)} | ${run.load.errors} | ${run.load.timeouts} | ${run.load.non2xx} | ${run.load.latencyP50} / ${run.load.latencyP99} |`,
    '',
    ...statementImportLines(run.statementImport),
    ...bankSyncLines(run.bankSync),
    ...receiptLines(run.receipts),
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

function webSection(web: WebBudgets): string[] {
  const budgets = JS_BUDGETS as Partial<Record<string, number>>;
  return [
    "First load in Debian's Chromium (Playwright): the gzipped bodies of every script and style sheet fetched.",
    '',
    '| Page | JS (gzip) | JS budget | CSS (gzip) |',
    '| --- | --- | --- | --- |',
    ...MEASURED_PAGES.map((page) => {
      const budget = budgets[page];
      return `| \`${page}\` | ${kb(web.pages[page].jsBytes)} | ${budget ? kb(budget) : '—'} | ${kb(web.pages[page].cssBytes)} |`;
    }),
    '',
    `Lighthouse performance, median of 3 runs per preset (target ≥ ${LIGHTHOUSE_MIN_SCORE} under the preset the table names; see`,
    '`LIGHTHOUSE_TARGET_PRESET` in `bench/web-budgets.ts` for why `/dashboard` is held to it on desktop):',
    '',
    '| Page | Mobile (default) | Desktop | Target preset | Mobile FCP / LCP / TBT (ms) / CLS |',
    '| --- | --- | --- | --- | --- |',
    ...LIGHTHOUSE_PAGES.map((page) => {
      const { mobile, desktop } = web.lighthouse[page];
      const m = mobile.metrics;
      return `| \`${page}\` | ${mobile.score} | ${desktop.score} | ${LIGHTHOUSE_TARGET_PRESET[page]} | ${m.fcp.toFixed(0)} / ${m.lcp.toFixed(0)} / ${m.tbt.toFixed(0)} / ${m.cls.toFixed(3)} |`;
    }),
  ];
}

export function resultsMarkdown(results: Results): string {
  const { runs, web, misses, sizes, postgresNote, quick, today } = results;
  return [
    quick ? '# Benchmark results (quick run: small data, no budget checked)' : '# Benchmark results',
    '',
    `Measured on ${today} by \`npm run bench\` (\`bench/run.ts\`). Rerun it to replace this file.`,
    '',
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
    '## Budgets (DESIGN "Quality bars")',
    '',
    `- \`GET /api/summary\` and the first page of \`GET /api/items\`: p95 under ${API_P95_BUDGET_MS} ms at ${count(sizes.heavy)} items`,
    `  on both databases, and at most ${MAX_COST_RATIO}x their cost at ${count(sizes.light)} items.`,
    '- First load of `/`: at most 90 KB of gzipped JS; the signed-in shell at most 180 KB (DESIGN). Lighthouse ≥ 95 (issue 8).',
    `- Issues 10 and 18: a 50,000-row statement imported in under ${count(IMPORT_BUDGET_MS)} ms; a first bank sync of 10,000 transactions under ${count(BANK_FIRST_SYNC_BUDGET_MS)} ms, one with nothing new under ${BANK_NOTHING_NEW_BUDGET_MS} ms.`,
    `- Issue 20: a 12-megapixel receipt photo uploaded and read by OCR in under ${count(RECEIPT_UPLOAD_BUDGET_MS)} ms; a thumbnail served in under ${RECEIPT_THUMBNAIL_BUDGET_MS} ms (p95); receipt OCR right on at least 90 % of totals and of dates.`,
    '',
    misses.length === 0
      ? quick
        ? 'Not checked in a quick run.'
        : '**Every budget is met.**'
      : '**Missed:**',
    ...misses.map((miss) => `- ${miss}`),
    '',
    '## API',
    '',
    ...runs.flatMap((run) => apiSection(run, sizes)),
    '## Web',
    '',
    ...(web ? webSection(web) : ['Not measured in this run (BENCH_WEB=0).']),
    '',
  ]
    .filter((line, index, lines) => !(line === '' && lines[index - 1] === ''))
    .join('\n');
}
