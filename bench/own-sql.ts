import type { Logger } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { DateRange } from '../core/periods';
import { listItemsQuerySchema } from '../core/items-query';
import { summaryQuerySchema } from '../core/summary';
import type { Auth } from '../server/auth/auth';
import type { Database, DatabaseHandle } from '../server/db/client';
import { statementName } from '../server/db/prepared';
import { listItemsOfSession } from '../server/services/items/list-items';
import { getSummaryOfSession } from '../server/services/summary/get-summary';
import { getBudget } from '../server/services/budget/budget';
import { owedForUser } from '../server/services/tax/owed';
import { earningsOfPeriod } from '../server/services/earnings/earnings';
import { benchEarningsPeriod } from './seed';
import { userOfSession } from '../server/auth/session-lookup';
import type { BudgetedEndpoint } from './budgets';
import { timeCalls, type Latency } from './measure';

// "Own SQL" of a budgeted endpoint is every statement one request of it sends, in order, as SQL text run on the
// database one after the other, through the same driver and connection as the app (`DatabaseHandle.rawQuery`: on
// PGlite, the node-postgres pool of its thread), with no HTTP, no JSON and no mapping of rows. It is one part of the
// endpoint's floor (bench/floors.ts).
//
// This is the one place that says which statements those are: what the route's service sends, recorded by running
// that very service once on the database with drizzle's logger listening: GET /api/summary → getSummaryOfSession
// (server/services/summary/get-summary.ts), GET /api/items → listItemsOfSession (server/services/items/list-items.ts).
// Both check the session inside their own statements, so no lookup comes before them. A change in those
// services is followed without editing this file; a route that starts calling another service must be changed in
// OWN_SQL_SERVICES.

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface OwnSqlContext {
  userId: string;
  /** A live session token of the user, as the signed cookie carries it. */
  sessionToken: string;
  month: DateRange;
  today: string;
}

interface OwnSqlService {
  run: (db: Database, context: OwnSqlContext) => Promise<unknown>;
}

/** What the review screen asks for (web/features/review/review-api.ts), as the query string carries it. */
export const REVIEW_QUEUE_QUERY = { use: 'review', sort: 'date', order: 'desc', limit: '50' } as const;

/** The session as the request presents it: its token, at the time of the request. */
const sessionOf = (context: OwnSqlContext) => ({ token: context.sessionToken, at: new Date() });

/** What each budgeted endpoint's route calls, with the query the bench's request sends. */
export const OWN_SQL_SERVICES: Record<BudgetedEndpoint, OwnSqlService> = {
  'GET /api/summary (month, the dashboard)': {
    run: (db, context) =>
      getSummaryOfSession(
        db,
        sessionOf(context),
        summaryQuerySchema.parse({ ...context.month, today: context.today }),
      ),
  },
  'GET /api/summary (all time)': {
    run: (db, context) =>
      getSummaryOfSession(db, sessionOf(context), summaryQuerySchema.parse({ today: context.today })),
  },
  'GET /api/items (first page)': {
    run: (db, context) => listItemsOfSession(db, sessionOf(context), listItemsQuerySchema.parse({})),
  },
  // Behind requireUser: the session's user is read first (server/http/require-user.ts), then the budget.
  'GET /api/budget (this month)': {
    run: async (db, context) => {
      const user = await userOfSession(db, sessionOf(context));
      return getBudget(db, user!.id, context.today.slice(0, 7), context.today);
    },
  },
  // The review screen's page of waiting items is the list of items with its filter (web/features/review/review-api.ts).
  'GET /api/items?use=review (the review queue)': {
    run: (db, context) =>
      listItemsOfSession(db, sessionOf(context), listItemsQuerySchema.parse(REVIEW_QUEUE_QUERY)),
  },
  'GET /api/tax/owed (this year)': {
    run: async (db, context) => {
      const user = await userOfSession(db, sessionOf(context));
      return owedForUser(db, user!.id, Number(context.today.slice(0, 4)), context.today);
    },
  },
  'GET /api/earnings (the earnings screen)': {
    run: async (db, context) => {
      const user = await userOfSession(db, sessionOf(context));
      return earningsOfPeriod(db, user!.id, benchEarningsPeriod(context.today));
    },
  },
};

interface LoggingSession {
  logger: Logger;
}

/** The statements `run` sends through `db`, in the order it sends them (drizzle's logger sees each before it goes). */
export async function recordStatements(db: Database, run: () => Promise<unknown>): Promise<Statement[]> {
  // The session's logger object is patched rather than replaced: a statement prepared once (preparedOnce) holds the
  // logger it was built with, which is this same object.
  const { logger } = (db as unknown as { session: LoggingSession }).session;
  const kept = Object.getOwnPropertyDescriptor(logger, 'logQuery');
  const statements: Statement[] = [];
  logger.logQuery = (sql, params) => void statements.push({ sql, params: [...params] });
  try {
    await run();
  } finally {
    if (kept) Object.defineProperty(logger, 'logQuery', kept);
    else delete (logger as Partial<Logger>).logQuery;
  }
  return statements;
}

/** Every statement one request of `endpoint` sends, in order. */
export async function ownStatements(
  database: DatabaseHandle,
  endpoint: BudgetedEndpoint,
  context: OwnSqlContext,
): Promise<Statement[]> {
  const runService = () => OWN_SQL_SERVICES[endpoint].run(database.db, context);
  // Once unrecorded first, as the endpoint is timed after requests of its own: a first visit writes rows (the
  // preferences row the summary makes) that later requests only read.
  await runService();
  return recordStatements(database.db, runService);
}

/**
 * A live session token of the user: a sign-in through better-auth, which makes the session row as the sign-in
 * endpoint does (the bench's users signed up without being signed in).
 */
export async function sessionTokenOf(auth: Auth, email: string, password: string): Promise<string> {
  const signedIn = await auth.api.signInEmail({ body: { email, password } });
  if (!signedIn.token) throw new Error(`signing in ${email} gave no session token`);
  return signedIn.token;
}

/**
 * What a statement reads, for RESULTS.md: its tables in the order the SQL names them, e.g. `budget_item` for
 * `select … from "budget_item" …`, `budget_item + receipt + session` when subqueries read more.
 */
export function statementTable(statement: Statement): string {
  const tables = [...statement.sql.matchAll(/\b(?:from|join)\s+"?([\w.]+)"?/gi)].map((match) => match[1]!);
  return tables.length > 0 ? [...new Set(tables)].join(' + ') : statement.sql.slice(0, 30);
}

/** What one request of a budgeted endpoint sends: how many statements, and the tables each reads, in order. */
export interface OwnSqlStatements {
  name: string;
  statements: number;
  tables: string[];
}

/**
 * The statements run as SQL text on the database, in order, one after the other, as named prepared statements as the
 * app sends its busiest reads (server/db/prepared.ts), so that neither side is timed parsing and planning.
 */
export function timeStatements(
  database: DatabaseHandle,
  statements: Statement[],
  samples: number,
  warmup: number,
): Promise<Latency> {
  return timeCalls(
    async () => {
      for (const statement of statements) await runPreparedStatement(database, statement);
    },
    samples,
    warmup,
  );
}

/**
 * One statement, named and prepared, through the app's own driver and connection. `rawQuery` sends PGlite its SQL
 * unnamed (it was written when PGlite ignored the name), but the app's prepared reads reach the database thread
 * through node-postgres with their names, and PGlite keeps them for its one session: so on PGlite the statement goes
 * through that same pool (drizzle's client) with its name.
 */
function runPreparedStatement(database: DatabaseHandle, statement: Statement): Promise<unknown> {
  if (database.kind === 'postgres')
    return database.rawQuery(statement.sql, statement.params, { prepared: true });
  const pool = (database.db as unknown as { $client: Pool }).$client;
  return pool.query({ name: statementName(statement.sql), text: statement.sql, values: statement.params });
}
