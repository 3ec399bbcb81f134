/**
 * `npm run bench`: seeds 1,000 users and one user with 100,000 items through the services, then measures the API on
 * PGlite and on PostgreSQL, and the web app's first loads; writes bench/RESULTS.md and exits 1 when a budget of
 * DESIGN "Quality bars" is missed. BENCH_QUICK=1 runs a small version (10k items, 100 users, 5 s of load) for
 * trying changes; it writes bench/RESULTS-quick.md and checks no budget.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { localDate } from '../core/dates';
import { periodRange } from '../core/periods';
import { createAuth } from '../server/auth/auth';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { createLogger } from '../server/logger';
import { createMailer } from '../server/mail/mailer';
import { sqlText } from '../server/services/period-totals';
import { summaryTotalsSql } from '../server/services/summary/get-summary';
import { itemCountQuery } from '../server/services/items/item-count';
import { encodeCursor } from '../server/services/items/list-items';
import { measureStatementImport, STATEMENT_ROWS } from './statement-import';
import { measureReceiptOcr, receiptOcrLines, receiptOcrMisses, withReceiptOcrSection } from './receipt-ocr';
import { measureReceipts } from './receipts';
import { BANK_SYNC_TRANSACTIONS, measureBankSync, type BankSyncRun } from './bank-sync';
import { getOk, loadTest, signIn, startServer, timeCalls, type Latency, type LoadResult } from './measure';
import { apiBudgetMisses, type ApiRun, type EndpointTiming } from './budgets';
import { resultsMarkdown } from './results-markdown';
import { BENCH_PASSWORD, seedFreeUsers, seedProUser, type BenchAccount } from './seed';
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
const SAMPLES = 300;
const EXPORT_SAMPLES = { heavy: 10, light: 30 };
const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret!';
const today = localDate();

interface Seeded {
  heavy: BenchAccount;
  light: BenchAccount;
  seedSeconds: number;
  deepCursor: { heavy: string; light: string };
  rawSummary: { heavy: Latency; light: Latency };
  summaryPlan: string;
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

/** The summary's own statements, run as SQL text straight on the database: no HTTP, session or JSON. */
async function timeRawSummary(database: DatabaseHandle, account: BenchAccount): Promise<Latency> {
  const { period, previous } = summaryTotalsSql(account.id, monthRange());
  const statements = [period, previous!, itemCountQuery(database.db, account.id).getSQL()].map(sqlText);
  return timeCalls(
    async () => {
      for (const statement of statements) await database.rawQuery(statement.sql, statement.params);
    },
    SAMPLES,
    20,
  );
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
  // What PostgreSQL's autovacuum does after a bulk load; PGlite has no autovacuum, so it is asked for here.
  await database.rawQuery('vacuum analyze', []);
  const seedSeconds = (performance.now() - started) / 1000;
  return {
    heavy,
    light,
    seedSeconds,
    deepCursor: { heavy: await middleCursor(database, heavy), light: await middleCursor(database, light) },
    rawSummary: {
      heavy: await timeRawSummary(database, heavy),
      light: await timeRawSummary(database, light),
    },
    summaryPlan: await summaryPlan(database, heavy),
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
    const server = await startServer(
      { ...serverEnv, APP_URL: baseUrl, BETTER_AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: 'warn' },
      port,
    );
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
      const web = withWeb ? await webBudgetsOf(baseUrl, seeded.heavy.email) : null;
      return {
        api: {
          database: target.label,
          seedSeconds: seeded.seedSeconds,
          timings,
          rawSummary: seeded.rawSummary,
          summaryPlan: seeded.summaryPlan,
          load,
          statementImport,
          bankSync,
          receipts,
        },
        web,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await opened.cleanup();
  }
}

async function main() {
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
    const misses = quick
      ? []
      : [
          ...runs.flatMap((run) => apiBudgetMisses(run)),
          ...(web ? webBudgetMisses(web) : []),
          ...receiptOcrMisses(ocr),
        ];
    const file = quick ? 'bench/RESULTS-quick.md' : 'bench/RESULTS.md';
    // Formatted as the repository's other files are, so that `npm test`'s format check passes on it.
    const receiptOcr = receiptOcrLines(ocr, today).join('\n');
    const markdown = withReceiptOcrSection(
      resultsMarkdown({ runs, web, misses, sizes, postgresNote, quick, today }),
      receiptOcr,
    );
    writeFileSync(file, await format(markdown, { ...(await resolveConfig(file)), filepath: file }));
    console.log(`\nWrote ${file}`);
    if (misses.length > 0) {
      console.error(`Budgets missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
      process.exitCode = 1;
    } else if (!quick) {
      console.log('Every budget of DESIGN is met.');
    }
  } finally {
    stopPostgres();
  }
}

await main();
