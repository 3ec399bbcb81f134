/**
 * `npm run bench`: seeds 1,000 users and one user with 100,000 items through the services, then measures the API on
 * PGlite and on PostgreSQL, each budgeted endpoint against a floor measured beside it (bench/floors.ts), and the web
 * app's first loads; writes bench/RESULTS.md, with a comparison against the RESULTS.md it replaces, and exits 1 when
 * a budget (bench/budgets.ts, bench/web-budgets.ts) is missed.
 * BENCH_QUICK=1 runs a small version (10k items, 100 users, 5 s of load) for trying changes; it writes
 * bench/RESULTS-quick.md and checks no budget. BENCH_WEB=0 leaves out the browser; BENCH_DESKTOP=0 leaves out
 * Lighthouse's desktop runs; BENCH_CPU_PROF=0 leaves out the profiled load test (and so the CPU ms per request).
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
import { getOk, loadTest, signIn, startServer, timeCalls, type Latency, type LoadResult } from './measure';
import { apiBudgetMisses, BUDGETED_ENDPOINTS, type ApiRun, type EndpointTiming } from './budgets';
import { captureResponse, startBareHttp, type BareHttpServer } from './bare-http';
import { comparisonLines } from './compare-results';
import {
  cpuMillisecondsPerRequest,
  readMainThreadProfile,
  readThreadProfiles,
  summariseCpuProfile,
  type ProfileUnderLoad,
} from './cpu-profile';
import { interleavedRounds, medianOfRounds, medianRound, ROUNDS, type FloorTiming } from './floors';
import {
  ownStatements,
  REVIEW_QUEUE_QUERY,
  sessionTokenOf,
  statementTable,
  timeStatements,
  type OwnSqlStatements,
  type Statement,
} from './own-sql';
import { resultsMarkdown } from './results-markdown';
import {
  BENCH_PASSWORD,
  benchForms1099,
  seedFreeUsers,
  seedProUser,
  benchEarningsPeriod,
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
const profileUnderLoadWanted = process.env.BENCH_CPU_PROF !== '0';
const SAMPLES = 300;
// Each budgeted endpoint and its floor: ROUNDS rounds of this many requests on each side, after a few unmeasured.
const ROUND_SAMPLES = quick ? 40 : 100;
const ROUND_WARMUP = 10;
// PostgreSQL's autovacuum is waited for after seeding, up to this long: what a user's database has a minute later.
const AUTOVACUUM_WAIT_MS = 180_000;
const EXPORT_SAMPLES = { heavy: 10, light: 30 };
const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret!';
const today = localDate();

interface Seeded {
  heavy: BenchAccount;
  light: BenchAccount;
  seedSeconds: number;
  deepCursor: { heavy: string; light: string };
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

/** What one request of each budgeted endpoint sends, as the 100k-item user (bench/own-sql.ts). */
async function ownSqlOf(
  database: DatabaseHandle,
  auth: Auth,
  account: BenchAccount,
): Promise<(OwnSqlStatements & { sent: Statement[] })[]> {
  const context = {
    userId: account.id,
    sessionToken: await sessionTokenOf(auth, account.email, BENCH_PASSWORD),
    month: monthRange(),
    today,
  };
  const recorded = [];
  for (const name of BUDGETED_ENDPOINTS) {
    const sent = await ownStatements(database, name, context);
    recorded.push({ name, statements: sent.length, tables: sent.map(statementTable), sent });
  }
  return recorded;
}

/** One round of an endpoint's own SQL: its statements in order, through the app's driver and connection. */
const ownSqlRound = (database: DatabaseHandle, sent: Statement[]) => () =>
  timeStatements(database, sent, ROUND_SAMPLES, ROUND_WARMUP);

/**
 * PostgreSQL's autovacuum after the bulk load, waited for as a user's database would have it a minute later: until no
 * table is past autovacuum's default thresholds (50 + 10 % of rows changed to analyze, 50 + 20 % of rows dead or
 * 1,000 + 20 % inserted to vacuum). The dead rows matter most: the kept month totals are updated once per item
 * written, and read through their index before a vacuum they cost the summary several times its time.
 */
async function settledByAutovacuum(database: DatabaseHandle): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < AUTOVACUUM_WAIT_MS) {
    const result = (await database.rawQuery(
      `select count(*)::int as pending from pg_stat_user_tables
       where n_mod_since_analyze > 50 + 0.1 * n_live_tup or n_dead_tup > 50 + 0.2 * n_live_tup
         or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup`,
      [],
    )) as { rows: { pending: number }[] };
    if (result.rows[0]!.pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return (performance.now() - started) / 1000;
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
  // No `vacuum analyze` here: the bench measures the database a user has. The seeding goes through the services, but
  // in calls no user makes, so the statistics are left to what the app and the database do on their own: PostgreSQL's
  // autovacuum (waited for in runOn), and on PGlite the server's start-up upkeep (server/db/statistics.ts), which
  // runs because every measured server is started after the seeding.
  const seedSeconds = (performance.now() - started) / 1000;
  return {
    heavy,
    light,
    seedSeconds,
    deepCursor: { heavy: await middleCursor(database, heavy), light: await middleCursor(database, light) },
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
      name: 'GET /api/items?use=review (the review queue)',
      path: () => `/api/items?${new URLSearchParams(REVIEW_QUEUE_QUERY).toString()}`,
    },
    {
      name: 'GET /api/tax/owed (this year)',
      path: () => `/api/tax/owed?year=${today.slice(0, 4)}&today=${today}`,
    },
    {
      name: 'GET /api/earnings (the earnings screen)',
      path: () => `/api/earnings?${new URLSearchParams(benchEarningsPeriod(today)).toString()}`,
    },
    {
      name: 'GET /api/export?format=csv (all items)',
      path: () => `/api/export?format=csv&today=${today}`,
      export: true,
    },
  ];
}

const isBudgeted = (name: string) => (BUDGETED_ENDPOINTS as readonly string[]).includes(name);

/** The endpoints measured and reported, not budgeted: once each, at both sizes. */
async function measureEndpoints(baseUrl: string, seeded: Seeded, cookies: { heavy: string; light: string }) {
  const timings: EndpointTiming[] = [];
  for (const endpoint of endpoints(seeded).filter((each) => !isBudgeted(each.name))) {
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

type Cookies = { heavy: string; light: string };

/** An endpoint's own SQL: its next round, run beside the endpoint's, or handed over where it ran before (PGlite). */
type OwnSqlSide = { name: string; round: () => Promise<Latency> };

/**
 * Each budgeted endpoint against its floor, in interleaved rounds: the endpoint at 100k items, the bare HTTP server
 * with the bytes the endpoint sent, the endpoint at 1k items (for the cost ratio) and its own SQL (on PGlite, which
 * one process holds at a time, rounds timed before the server started and handed over one by one).
 */
async function measureFloors(
  baseUrl: string,
  seeded: Seeded,
  cookies: Cookies,
  ownSql: OwnSqlSide[],
): Promise<{ floors: FloorTiming[]; timings: EndpointTiming[] }> {
  const budgeted = endpoints(seeded).filter((endpoint) => isBudgeted(endpoint.name));
  const captured = [];
  for (const endpoint of budgeted)
    captured.push(await captureResponse(baseUrl, endpoint.path('heavy'), cookies.heavy));
  const bare: BareHttpServer = await startBareHttp(captured);
  const floors: FloorTiming[] = [];
  const timings: EndpointTiming[] = [];
  try {
    for (const [index, endpoint] of budgeted.entries()) {
      const own = ownSql.find((each) => each.name === endpoint.name)!;
      const time = (url: string, cookie: string) => () =>
        timeCalls(() => getOk(url, cookie), ROUND_SAMPLES, ROUND_WARMUP);
      const rounds = await interleavedRounds({
        figure: time(baseUrl + endpoint.path('heavy'), cookies.heavy),
        bareHttp: time(bare.baseUrl + endpoint.path('heavy'), cookies.heavy),
        light: time(baseUrl + endpoint.path('light'), cookies.light),
        ownSql: own.round,
      });
      const ownRounds = rounds.ownSql;
      const floor: FloorTiming = {
        name: endpoint.name,
        ownSql: medianOfRounds(ownRounds),
        bareHttp: medianOfRounds(rounds.bareHttp),
        figure: medianOfRounds(rounds.figure),
        bodyBytes: captured[index]!.body.byteLength,
        rounds: {
          ownSql: ownRounds.map((round) => round.p50),
          bareHttp: rounds.bareHttp.map((round) => round.p50),
          figure: rounds.figure.map((round) => round.p50),
        },
      };
      floors.push(floor);
      timings.push({
        name: endpoint.name,
        heavy: medianRound(rounds.figure),
        light: medianRound(rounds.light),
      });
      console.log(
        `  ${endpoint.name}: ${floor.figure.toFixed(2)} ms against a floor of ${floor.ownSql.toFixed(2)} + ${floor.bareHttp.toFixed(2)} ms (${(floor.figure / (floor.ownSql + floor.bareHttp)).toFixed(2)}x)`,
      );
    }
  } finally {
    await bare.stop();
  }
  return { floors, timings };
}

async function webBudgetsOf(baseUrl: string, email: string): Promise<WebBudgets> {
  console.log('  web: first loads and Lighthouse');
  const { measureWebBudgets } = await import('./web-budgets');
  return measureWebBudgets(baseUrl, { email, password: BENCH_PASSWORD });
}

/** Microseconds of the system's monotonic clock, the clock V8 stamps its profiles with. */
const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Where the time goes: the server again, under `node --cpu-prof`, with the same load on the first page of items; its
 * main thread's profile summarised, and the CPU milliseconds each request cost (every thread, during the load only).
 */
async function profileUnderLoad(
  serverEnv: Record<string, string>,
  port: number,
  cookie: string,
): Promise<ProfileUnderLoad> {
  const directory = mkdtempSync(path.join(tmpdir(), 'gigtally-cpu-prof-'));
  try {
    const server = await startServer(serverEnv, port, ['--cpu-prof', `--cpu-prof-dir=${directory}`]);
    let load: LoadResult;
    const window = { from: 0, to: 0 };
    try {
      console.log(`  profiling: ${LOAD_CONNECTIONS} connections for ${PROFILE_SECONDS} s under --cpu-prof`);
      window.from = monotonicMicroseconds();
      load = await loadTest(`${server.baseUrl}/api/items`, cookie, LOAD_CONNECTIONS, PROFILE_SECONDS);
      window.to = monotonicMicroseconds();
    } finally {
      await server.stop();
    }
    const main = readMainThreadProfile(directory, server.pid);
    const cpuMsPerRequest = cpuMillisecondsPerRequest(
      { main, all: readThreadProfiles(directory) },
      window,
      load.requests,
    );
    console.log(
      `  CPU per request: ${cpuMsPerRequest.mainThread.toFixed(3)} ms on the main thread, ${cpuMsPerRequest.allThreads.toFixed(3)} ms on all`,
    );
    return {
      ...summariseCpuProfile(main, path.resolve('.')),
      loadSeconds: PROFILE_SECONDS,
      requestsPerSecond: load.requestsPerSecond,
      cpuMsPerRequest,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

interface Target {
  label: string;
  open(): Promise<OpenedTarget>;
}

interface OpenedTarget {
  database: DatabaseHandle;
  /** The same database opened again, after it was closed (PGlite is held by one process at a time). */
  reopen(): Promise<DatabaseHandle>;
  serverEnv: Record<string, string>;
  cleanup(): Promise<void>;
}

function pgliteTarget(): Target {
  return {
    label: 'PGlite (embedded, ./data as with npm start)',
    open: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gigtally-bench-'));
      const reopen = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      return {
        database: await reopen(),
        reopen,
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
      const reopen = () => openDatabase({ databaseUrl: scratch.url, dataDir });
      return {
        database: await reopen(),
        reopen,
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

/** The bank sync on a fresh database of its own, so that the seeded users do not weigh on it. */
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

/**
 * Own SQL of PGlite, timed before the measured server starts: the embedded database is held by one process at a time,
 * so its rounds cannot run beside the endpoint's. Rounds go endpoint after endpoint, as the interleaved ones do.
 */
async function pgliteOwnSqlRounds(
  database: DatabaseHandle,
  recorded: { name: string; sent: Statement[] }[],
): Promise<OwnSqlSide[]> {
  const rounds = new Map(recorded.map((each) => [each.name, [] as Latency[]]));
  for (let round = 0; round < ROUNDS; round++)
    for (const each of recorded) rounds.get(each.name)!.push(await ownSqlRound(database, each.sent)());
  return recorded.map((each) => {
    const done = rounds.get(each.name)!;
    return { name: each.name, round: () => Promise.resolve(done.shift()!) };
  });
}

/** In the order of `endpoints`, whichever way each was measured. */
const inEndpointOrder = (seeded: Seeded, timings: EndpointTiming[]) =>
  endpoints(seeded).flatMap((endpoint) => timings.filter((timing) => timing.name === endpoint.name));

async function runOn(target: Target, withWeb: boolean): Promise<{ api: ApiRun; web: WebBudgets | null }> {
  const bankSync = await bankSyncOn(target);
  console.log(`\n${target.label}: seeding…`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const opened = await target.open();
  const { serverEnv } = opened;
  const env = { ...serverEnv, APP_URL: baseUrl, BETTER_AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: 'warn' };
  let database: DatabaseHandle | null = opened.database;
  try {
    await database.migrate();
    const seeded = await seed(database, serverEnv.DATA_DIR!, baseUrl);
    console.log(`  seeded in ${seeded.seedSeconds.toFixed(0)} s`);
    if (database.kind === 'postgres') {
      console.log(`  autovacuum settled after ${(await settledByAutovacuum(database)).toFixed(0)} s`);
    } else {
      // PGlite's statistics are refreshed by the app itself: a server started and stopped, as `npm start` would be,
      // runs its start-up upkeep on the seeded database before anything is timed.
      await database.close();
      await (await startServer(env, port)).stop();
      database = await opened.reopen();
    }
    const auth = silentAuth(database.db, serverEnv.DATA_DIR!, baseUrl);
    const recorded = await ownSqlOf(database, auth, seeded.heavy);
    const plan = await summaryPlan(database, seeded.heavy);
    let ownSql: OwnSqlSide[];
    if (database.kind === 'pglite') {
      ownSql = await pgliteOwnSqlRounds(database, recorded);
      await database.close();
      database = null;
    } else {
      const live = database;
      ownSql = recorded.map((each) => ({ name: each.name, round: ownSqlRound(live, each.sent) }));
    }
    console.log('  starting the server');
    const server = await startServer(env, port);
    let measured: { api: Omit<ApiRun, 'profile'>; web: WebBudgets | null; cookie: string };
    try {
      const cookies = {
        heavy: await signIn(baseUrl, seeded.heavy.email, BENCH_PASSWORD),
        light: await signIn(baseUrl, seeded.light.email, BENCH_PASSWORD),
      };
      const { floors, timings } = await measureFloors(baseUrl, seeded, cookies, ownSql);
      const reported = await measureEndpoints(baseUrl, seeded, cookies);
      if (database) {
        await database.close();
        database = null;
      }
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
          kind: opened.database.kind,
          seedSeconds: seeded.seedSeconds,
          timings: inEndpointOrder(seeded, [...timings, ...reported]),
          ownSql: recorded.map(({ name, statements, tables }) => ({ name, statements, tables })),
          floors,
          summaryPlan: plan,
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
    const profile = profileUnderLoadWanted ? await profileUnderLoad(env, port, measured.cookie) : null;
    return { api: { ...measured.api, profile }, web: measured.web };
  } finally {
    await database?.close();
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
    // The receipt OCR section (bench/receipt-ocr.ts), read in this process once the servers are stopped.
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
      console.log('Every budget is met.');
    }
  } finally {
    stopPostgres();
  }
}

/** What makes a figure of the previous file not like for like with this run's. */
function comparisonNotes(previous: string): string[] {
  const notes: string[] = [];
  if (!previous.includes('| Statements |') && !previous.includes('| Bare HTTP'))
    notes.push(
      'The previous run\'s SQL alone of the summary was its three totals statements; this run\'s is every statement a request sends, session lookup included: the old rows are named "(three totals statements)" and not compared.',
    );
  if (!previous.includes('| Bare HTTP'))
    notes.push(
      "The previous run timed each budgeted endpoint once (300 requests) and its own SQL before the server started; this run's figures are the medians of 5 interleaved rounds, beside their floor.",
    );
  if (quick) notes.push('This is a quick run: figures at other data sizes do not match and are left out.');
  return notes;
}

await main();
