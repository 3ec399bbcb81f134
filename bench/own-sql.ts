import type { Logger } from 'drizzle-orm';
import type { DateRange } from '../core/periods';
import { listItemsQuerySchema } from '../core/items-query';
import { summaryQuerySchema } from '../core/summary';
import type { Auth } from '../server/auth/auth';
import type { Database, DatabaseHandle } from '../server/db/client';
import { listItemsOfSession } from '../server/services/items/list-items';
import { getSummaryOfSession } from '../server/services/summary/get-summary';
import { getBudget } from '../server/services/budget/budget';
import { userOfSession } from '../server/auth/session-lookup';
import type { BudgetedEndpoint } from './budgets';
import { timeCalls, type Latency } from './measure';

// Issue 22: "own SQL" of a budgeted endpoint is every statement one request of it sends, in order, as SQL text run
// straight on the database, one after the other (no HTTP, no JSON, no driver-side type mapping). The endpoint's
// median is held to at most twice that median.
//
// This is the one place that says which statements those are: what the route's service sends, recorded by running
// that very service once on the database with drizzle's logger listening: GET /api/summary → getSummaryOfSession
// (server/services/summary/get-summary.ts), GET /api/items → listItemsOfSession (server/services/items/list-items.ts).
// Both check the session inside their own statements (issue 22), so no lookup comes before them. A change in those
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

export interface OwnSqlTiming {
  name: string;
  statements: number;
  /** The table each statement reads first, in order. */
  tables: string[];
  heavy: Latency;
  light: Latency;
}

/**
 * The statements run as SQL text straight on the database, in order, one after the other; named prepared statements
 * on PostgreSQL, as the app sends them (server/db/prepared.ts), so neither side is timed parsing and planning.
 */
export function timeStatements(
  database: DatabaseHandle,
  statements: Statement[],
  samples: number,
  warmup: number,
): Promise<Latency> {
  return timeCalls(
    async () => {
      for (const statement of statements)
        await database.rawQuery(statement.sql, statement.params, { prepared: true });
    },
    samples,
    warmup,
  );
}
