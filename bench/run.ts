/**
 * `npm run bench`: seeds 1,000 users and one user with 100,000 items through the services, then measures the API on
 * PGlite and on PostgreSQL, and the web app's first loads; writes bench/RESULTS.md, with a comparison against the
 * RESULTS.md it replaces, and exits 1 when a budget (bench/budgets.ts, bench/web-budgets.ts) is missed.
 * BENCH_QUICK=1 runs a small version (10k items, 100 users, 5 s of load) for trying changes; it writes
 * bench/RESULTS-quick.md and checks no budget. BENCH_WEB=0 leaves out the browser; BENCH_DESKTOP=0 leaves out
 * Lighthouse's desktop runs; BENCH_CPU_PROF=1 profiles the server under load on every database, =0 never (by
 * default only where the throughput budget is missed).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { localDate } from '../core/dates';
import { periodRange } from '../core/periods';
import { createAuth, type Auth } from '../server/auth/auth';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { createLogger } from '../server/logger';
import { createMailer } from '../server/mail/mailer';
import { sqlText } from '../server/services/period-totals';
import { summaryTotalsSql } from '../server/services/summary/get-summary';
import { encodeCursor } from '../server/services/items/list-items';
import { measureStatementImport, STATEMENT_ROWS } from './statement-import';
import { measureReceiptOcr, receiptOcrLines, receiptOcrMisses, withReceiptOcrSection } from './receipt-ocr';
import { measureReceipts } from './receipts';
import { BANK_SYNC_TRANSACTIONS, measureBankSync, type BankSyncRun } from './bank-sync';
import { getOk, loadTest, signIn, startServer, timeCalls, type LoadResult } from './measure';
import {
  apiBudgetMisses,
  BUDGETED_ENDPOINTS,
  throughputMisses,
  type ApiRun,
  type EndpointTiming,
} from './budgets';
import { comparisonLines } from './compare-results';
import { readMainThreadProfile, summariseCpuProfile, type CpuProfileSummary } from './cpu-profile';
import { ownStatements, sessionTokenOf, statementTable, timeStatements, type OwnSqlTiming } from './own-sql';
import { resultsMarkdown } from './results-markdown';
import {
  BENCH_PASSWORD,
  benchForms1099,
  seedFreeUsers,
  seedProUser,
  seedTaxSeason,
  type BenchAccount,
} from './seed';
import { measureTaxSeason } from './tax-season';
import { freePort } from '../server/testing/free-port';
import { scratchDatabase } from '../server/testing/scratch-database';
import { startThrowawayPostgres } from './throwaway-postgres';
import type { WebBudgets } from './web-budgets';

const quick = process.env.BENCH_QUICK === '1';
// BENCH_WEB=0 leaves out the browser measurements (first loads, Lighthouse) while trying API changes.
const measureWeb = process.env.BENCH_WEB !== '0';
const sizes = quick
  ? { heavy: 10_000, light: 1_000, users: 100, loadSeconds: 5 }
  : { heavy: 100_000, light: 1_000, users: 1_000, loadSeconds: 30 };
const LOAD_CONNECTIONS = 10;
// The profiled load test runs on a server of its own after the measured one, so profiling never slows a budget.
const PROFILE_SECONDS = Math.min(sizes.loadSeconds, 15);
const profileWhen =
  process.env.BENCH_CPU_PROF === '1' ? 'always' : process.env.BENCH_CPU_PROF === '0' ? 'never' : 'missed';
const SAMPLES = 300;
const EXPORT_SAMPLES = { heavy: 10, light: 30 };
const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret!';
const today = localDate();

interface Seeded {
  heavy: BenchAccount;
  light: BenchAccount;
  seedSeconds: number;
  deepCursor: { heavy: string; light: string };
  ownSql: OwnSqlTiming[];
  summaryPlan: string;
  taxSeason: { year: number; trips: number; forms1099: number };
}

function silentAuth(db: DatabaseHandle['db'], dataDir: string, appUrl: string) {
  const logger = createLogger('silent');
  const mailer = createMailer({
    from: 'GigTally <bench@gigtally.local>',
    outboxDir: path.join(dataDir, 'outbox'),
    logger,
  });
  return createAuth({
    db,
    mailer,
    logger,
    appUrl,
    secret: BENCH_SECRET,
    production: false,
    rateLimit: { max: 10, windowSeconds: 60 },
  });
}

/** The cursor of the page that starts halfway down the user's newest-first list. */
async function middleCursor(database: DatabaseHandle, account: BenchAccount): Promise<string> {
  const result = (await database.rawQuery(
    `select "date"::text as date,
       to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at, "id"
     from "budget_item" where "user_id" = $1
     order by "date" desc, "created_at" desc, "id" desc offset $2 limit 1`,
    [account.id, Math.floor(account.items / 2)],
  )) as { rows: { date: string; created_at: string; id: string }[] };
  const row = result.rows[0]!;
  return encodeCursor([row.date, row.created_at, row.id]);
}

/** The dashboard's default request: the month ending today. */
const monthRange = () => periodRange('month', today)!;

/** Each budgeted endpoint's own SQL (bench/own-sql.ts) at 100k and 1k items, timed straight on the database. */
async function timeOwnSql(
  database: DatabaseHandle,
  auth: Auth,
  accounts: { heavy: BenchAccount; light: BenchAccount },
): Promise<OwnSqlTiming[]> {
  const timings: OwnSqlTiming[] = [];
  for (const name of BUDGETED_ENDPOINTS) {
    const time = async (account: BenchAccount) => {
      const context = {
        userId: account.id,
        sessionToken: await sessionTokenOf(auth, account.email, BENCH_PASSWORD),
        month: monthRange(),
        today,
      };
      const statements = await ownStatements(database, name, context);
      return {
        statements: statements.length,
        tables: statements.map(statementTable),
        latency: await timeStatements(database, statements, SAMPLES, 20),
      };
    };
    const heavy = await time(accounts.heavy);
    const light = await time(accounts.light);
    timings.push({
      name,
      statements: heavy.statements,
      tables: heavy.tables,
      heavy: heavy.latency,
      light: light.latency,
    });
    console.log(
      `  own SQL of ${name}: ${heavy.statements} statements, p50 ${heavy.latency.p50.toFixed(2)} ms`,
    );
  }
  return timings;
}

async function seed(database: DatabaseHandle, dataDir: string, appUrl: string): Promise<Seeded> {
  const auth = silentAuth(database.db, dataDir, appUrl);
  const started = performance.now();
  const heavy = await seedProUser(database.db, auth, {
    email: 'heavy@bench.gigtally.local',
    count: sizes.heavy,
    today,
    seed: 1,
  });
  const light = await seedProUser(database.db, auth, {
    email: 'light@bench.gigtally.local',
    count: sizes.light,
    today,
    seed: 2,
  });
  await seedFreeUsers(database.db, auth, sizes.users, today);
  const trips = await seedTaxSeason(database.db, heavy.id, today);
  // What PostgreSQL's autovacuum does after a bulk load; PGlite has no autovacuum, so it is asked for here.
  await database.rawQuery('vacuum analyze', []);
  const seedSeconds = (performance.now() - started) / 1000;
  return {
    heavy,
    light,
    seedSeconds,
    deepCursor: { heavy: await middleCursor(database, heavy), light: await middleCursor(database, light) },
    ownSql: await timeOwnSql(database, auth, { heavy, light }),
    summaryPlan: await summaryPlan(database, heavy),
    taxSeason: { year: Number(today.slice(0, 4)), trips, forms1099: benchForms1099(today).length },
  };
}

/** How the database runs the dashboard's period totals for the 100k user (EXPLAIN ANALYZE). */
async function summaryPlan(database: DatabaseHandle, account: BenchAccount): Promise<string> {
  const statement = sqlText(summaryTotalsSql(account.id, monthRange()).period);
  const result = (await database.rawQuery(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  )) as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
}

function endpoints(seeded: Seeded) {
  const month = monthRange();
  return [
    {
      name: 'GET /api/summary (month, the dashboard)',
      path: () => `/api/summary?from=${month.from}&to=${month.to}&today=${today}`,
    },
    { name: 'GET /api/summary (all time)', path: () => `/api/summary?today=${today}` },
    { name: 'GET /api/items (first page)', path: () => '/api/items' },
    {
      name: 'GET /api/items (deep page, halfway down)',
      path: (who: 'heavy' | 'light') => `/api/items?cursor=${seeded.deepCursor[who]}`,
    },
    // The floor under every request (an HTTP round trip and one query), and better-auth's session endpoint that
    // each page load calls (API routes check the session with one query of their own: auth/session-lookup.ts).
    { name: 'GET /api/health (no session; one `select 1`)', path: () => '/api/health' },
    {
      name: 'GET /api/auth/get-session (better-auth, once per page load)',
      path: () => '/api/auth/get-session',
    },
    {
      name: 'GET /api/reports/income (month)',
      path: () => `/api/reports/income?period=month&today=${today}`,
    },
    { name: 'GET /api/tax/estimate (this year)', path: () => `/api/tax/estimate?year=${today.slice(0, 4)}` },
    { name: 'GET /api/calendar (this month)', path: () => `/api/calendar?month=${today.slice(0, 7)}` },
    {
      name: 'GET /api/budget (this month)',
      path: () => `/api/budget?month=${today.slice(0, 7)}&today=${today}`,
    },
    {
      name: 'GET /api/export?format=csv (all items)',
      path: () => `/api/export?format=csv&today=${today}`,
      export: true,
    },
  ];
}

async function measureEndpoints(baseUrl: string, seeded: Seeded, cookies: { heavy: string; light: string }) {
  const timings: EndpointTiming[] = [];
  for (const endpoint of endpoints(seeded)) {
    const time = (who: 'heavy' | 'light') =>
      timeCalls(
        () => getOk(baseUrl + endpoint.path(who), cookies[who]),
        endpoint.export ? EXPORT_SAMPLES[who] : SAMPLES,
        endpoint.export ? 1 : 20,
      );
    const heavy = await time('heavy');
    const light = await time('light');
    timings.push({ name: endpoint.name, heavy, light });
    console.log(
      `  ${endpoint.name}: p95 ${heavy.p95.toFixed(2)} ms at ${sizes.heavy}, ${light.p95.toFixed(2)} ms at ${sizes.light}`,
    );
  }
  return timings;
}

async function webBudgetsOf(baseUrl: string, email: string): Promise<WebBudgets> {
  console.log('  web: first loads and Lighthouse');
  const { measureWebBudgets } = await import('./web-budgets');
  return measureWebBudgets(baseUrl, { email, password: BENCH_PASSWORD });
}

/**
 * Issue 22's proof of where the time goes: the server again, under `node --cpu-prof`, with the same load on the
 * first page of items; its main thread's profile, summarised.
 */
async function profileUnderLoad(
  serverEnv: Record<string, string>,
  port: number,
  cookie: string,
): Promise<CpuProfileSummary & { loadSeconds: number }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'gigtally-cpu-prof-'));
  try {
    const server = await startServer(serverEnv, port, ['--cpu-prof', `--cpu-prof-dir=${directory}`]);
    try {
      console.log(`  profiling: ${LOAD_CONNECTIONS} connections for ${PROFILE_SECONDS} s under --cpu-prof`);
      await loadTest(`${server.baseUrl}/api/items`, cookie, LOAD_CONNECTIONS, PROFILE_SECONDS);
    } finally {
      await server.stop();
    }
    const summary = summariseCpuProfile(readMainThreadProfile(directory, server.pid), path.resolve('.'));
    return { ...summary, loadSeconds: PROFILE_SECONDS };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

interface Target {
  label: string;
  open(): Promise<{ database: DatabaseHandle; serverEnv: Record<string, string>; cleanup(): Promise<void> }>;
}

function pgliteTarget(): Target {
  return {
    label: 'PGlite (embedded, ./data as with npm start)',
    open: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gigtally-bench-'));
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      return {
        database,
        serverEnv: { DATA_DIR: dataDir },
        cleanup: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
      };
    },
  };
}

/** A fresh database on the server of `adminUrl`, dropped afterwards. */
function postgresTarget(adminUrl: string, version: string): Target {
  return {
    label: `PostgreSQL (${version})`,
    open: async () => {
      const scratch = await scratchDatabase(adminUrl, 'gigtally_bench');
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gigtally-bench-'));
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
      return {
        database,
        serverEnv: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
        cleanup: async () => {
          await scratch.drop();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

async function serverVersion(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const result = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  return `PostgreSQL ${result.rows[0]!.server_version}`;
}

/** Issue 18: the bank sync on a fresh database of its own, so that the seeded users do not weigh on it. */
async function bankSyncOn(target: Target): Promise<BankSyncRun> {
  console.log(`\n${target.label}: bank sync of ${BANK_SYNC_TRANSACTIONS} transactions`);
  const opened = await target.open();
  try {
    await opened.database.migrate();
    return await measureBankSync(opened.database);
  } finally {
    await opened.database.close();
    await opened.cleanup();
  }
}

async function runOn(target: Target, withWeb: boolean): Promise<{ api: ApiRun; web: WebBudgets | null }> {
  const bankSync = await bankSyncOn(target);
  console.log(`\n${target.label}: seeding…`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const opened = await target.open();
  const { database, serverEnv } = opened;
  try {
    await database.migrate();
    const seeded = await seed(database, serverEnv.DATA_DIR!, baseUrl);
    await database.close();
    console.log(`  seeded in ${seeded.seedSeconds.toFixed(0)} s; starting the server`);
    const env = { ...serverEnv, APP_URL: baseUrl, BETTER_AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: 'warn' };
    const server = await startServer(env, port);
    let measured: { api: Omit<ApiRun, 'profile'>; web: WebBudgets | null; cookie: string };
    try {
      const cookies = {
        heavy: await signIn(baseUrl, seeded.heavy.email, BENCH_PASSWORD),
        light: await signIn(baseUrl, seeded.light.email, BENCH_PASSWORD),
      };
      const timings = await measureEndpoints(baseUrl, seeded, cookies);
      console.log(`  load: ${LOAD_CONNECTIONS} connections for ${sizes.loadSeconds} s on GET /api/items`);
      const load: LoadResult = await loadTest(
        `${baseUrl}/api/items`,
        cookies.heavy,
        LOAD_CONNECTIONS,
        sizes.loadSeconds,
      );
      console.log(`  statement import: ${STATEMENT_ROWS} rows as the 100k-item user`);
      const statementImport = await measureStatementImport(baseUrl, cookies.heavy);
      console.log('  receipts: a 12 MP photo uploaded with OCR, thumbnails served');
      const receipts = await measureReceipts(baseUrl, cookies.heavy);
      console.log('  tax time: Schedule C and the tax packet of this year');
      const taxSeason = await measureTaxSeason(baseUrl, cookies.heavy, seeded.taxSeason);
      const web = withWeb ? await webBudgetsOf(baseUrl, seeded.heavy.email) : null;
      measured = {
        api: {
          database: target.label,
          kind: database.kind,
          seedSeconds: seeded.seedSeconds,
          timings,
          ownSql: seeded.ownSql,
          summaryPlan: seeded.summaryPlan,
          load,
          statementImport,
          bankSync,
          receipts,
          taxSeason,
        },
        web,
        cookie: cookies.heavy,
      };
    } finally {
      await server.stop();
    }
    const missed = throughputMisses(target.label, database.kind, measured.api.load).length > 0;
    const profile =
      profileWhen === 'always' || (profileWhen === 'missed' && missed)
        ? await profileUnderLoad(env, port, measured.cookie)
        : null;
    return { api: { ...measured.api, profile }, web: measured.web };
  } finally {
    await opened.cleanup();
  }
}

const PREVIOUS_RESULTS = 'bench/RESULTS.md';

async function main() {
  // The previous run's figures, read before anything can overwrite the file.
  const previous = existsSync(PREVIOUS_RESULTS) ? readFileSync(PREVIOUS_RESULTS, 'utf8') : null;
  const targets: Target[] = [pgliteTarget()];
  let stopPostgres = () => {};
  let postgresNote = '';
  if (process.env.BENCH_DATABASE_URL) {
    targets.push(
      postgresTarget(process.env.BENCH_DATABASE_URL, await serverVersion(process.env.BENCH_DATABASE_URL)),
    );
  } else {
    const postgres = await startThrowawayPostgres();
    if (postgres) {
      stopPostgres = () => postgres.stop();
      targets.push(postgresTarget(postgres.url, postgres.version));
    } else {
      postgresNote = 'PostgreSQL was not measured: no BENCH_DATABASE_URL and no postgres installed.';
    }
  }

  try {
    const runs: ApiRun[] = [];
    let web: WebBudgets | null = null;
    for (const [index, target] of targets.entries()) {
      const result = await runOn(target, measureWeb && index === 0);
      runs.push(result.api);
      web ??= result.web;
    }
    // Issue 20: the receipt OCR section (bench/receipt-ocr.ts), read in this process once the servers are stopped.
    console.log('\nReceipt OCR: the rendered test receipts');
    const ocr = await measureReceiptOcr();
    const { webBudgetMisses } = await import('./web-budgets');
    // A quick run lists what would be missed at its sizes, and fails on none.
    const misses = [
      ...runs.flatMap((run) => apiBudgetMisses(run)),
      ...(web ? webBudgetMisses(web) : []),
      ...receiptOcrMisses(ocr),
    ];
    const file = quick ? 'bench/RESULTS-quick.md' : 'bench/RESULTS.md';
    // Formatted as the repository's other files are, so that `npm test`'s format check passes on it.
    const receiptOcr = receiptOcrLines(ocr, today).join('\n');
    const results = { runs, web, misses, sizes, postgresNote, quick, today };
    const comparison = previous
      ? comparisonLines(previous, resultsMarkdown(results), comparisonNotes(previous))
      : [];
    const markdown = withReceiptOcrSection(resultsMarkdown({ ...results, comparison }), receiptOcr);
    writeFileSync(file, await format(markdown, { ...(await resolveConfig(file)), filepath: file }));
    console.log(`\nWrote ${file}`);
    if (misses.length > 0 && !quick) {
      console.error(`Budgets missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
      process.exitCode = 1;
    } else if (!quick) {
      console.log('Every budget of DESIGN is met.');
    }
  } finally {
    stopPostgres();
  }
}

/** What makes a figure of the previous file not like for like with this run's. */
function comparisonNotes(previous: string): string[] {
  const notes: string[] = [];
  if (!previous.includes('| Statements |'))
    notes.push(
      'The previous run\'s SQL alone of the summary was its three totals statements; this run\'s is every statement a request sends (issue 22), session lookup included: the old rows are named "(three totals statements)" and not compared.',
    );
  if (quick) notes.push('This is a quick run: figures at other data sizes do not match and are left out.');
  return notes;
}

await main();
