import { eq } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm';
import type { DateRange } from '../core/periods';
import { listItemsQuerySchema } from '../core/items-query';
import { summaryQuerySchema } from '../core/summary';
import type { Auth } from '../server/auth/auth';
import type { Database, DatabaseHandle } from '../server/db/client';
import { session, user } from '../server/db/schema';
import { listItems } from '../server/services/items/list-items';
import { getSummary } from '../server/services/summary/get-summary';
import type { BudgetedEndpoint } from './budgets';
import { timeCalls, type Latency } from './measure';

// Issue 22: "own SQL" of a budgeted endpoint is every statement one request of it sends, in order, as SQL text run
// straight on the database, one after the other (no HTTP, no JSON, no driver-side type mapping). The endpoint's
// median is held to at most twice that median.
//
// This is the one place that says which statements those are. Each request sends:
// 1. the session lookup of server/http/require-user.ts, i.e. the query of server/auth/session-lookup.ts, written
//    out below (it lives in a closure there);
// 2. what the route's service sends, recorded by running that very service once on the database with drizzle's
//    logger listening: GET /api/summary → getSummary (server/services/summary/get-summary.ts), GET /api/items →
//    listItems (server/services/items/list-items.ts). A change in those services is followed without editing this
//    file; a route that starts calling another service must be added to OWN_SQL_SERVICES.

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

/** What each budgeted endpoint's route calls after the session lookup, with the query the bench's request sends. */
export const OWN_SQL_SERVICES: Record<
  BudgetedEndpoint,
  (db: Database, context: OwnSqlContext) => Promise<unknown>
> = {
  'GET /api/summary (month, the dashboard)': (db, { userId, month, today }) =>
    getSummary(db, userId, summaryQuerySchema.parse({ ...month, today })),
  'GET /api/summary (all time)': (db, { userId, today }) =>
    getSummary(db, userId, summaryQuerySchema.parse({ today })),
  'GET /api/items (first page)': (db, { userId }) => listItems(db, userId, listItemsQuerySchema.parse({})),
};

/** server/auth/session-lookup.ts's one query, as it builds it. */
export function sessionLookupStatement(db: Database, token: string): Statement {
  const query = db
    .select({ id: user.id, email: user.email, name: user.name, expiresAt: session.expiresAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token))
    .toSQL();
  return { sql: query.sql, params: query.params };
}

interface LoggingSession {
  logger: Logger;
}

/** The statements `run` sends through `db`, in the order it sends them (drizzle's logger sees each before it goes). */
export async function recordStatements(db: Database, run: () => Promise<unknown>): Promise<Statement[]> {
  const drizzleSession = (db as unknown as { session: LoggingSession }).session;
  const kept = drizzleSession.logger;
  const statements: Statement[] = [];
  drizzleSession.logger = { logQuery: (sql, params) => void statements.push({ sql, params: [...params] }) };
  try {
    await run();
  } finally {
    drizzleSession.logger = kept;
  }
  return statements;
}

/** Every statement one request of `endpoint` sends, session lookup first. */
export async function ownStatements(
  database: DatabaseHandle,
  endpoint: BudgetedEndpoint,
  context: OwnSqlContext,
): Promise<Statement[]> {
  const run = () => OWN_SQL_SERVICES[endpoint](database.db, context);
  // Once unrecorded first, as the endpoint is timed after requests of its own: a first visit writes rows (the
  // preferences row getSummary makes) that later requests only read.
  await run();
  const service = await recordStatements(database.db, run);
  return [sessionLookupStatement(database.db, context.sessionToken), ...service];
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

/** What a statement reads, for RESULTS.md: its first table, e.g. `select … from "budget_item" …` → `budget_item`. */
export function statementTable(statement: Statement): string {
  return /\bfrom\s+"?([\w.]+)"?/i.exec(statement.sql)?.[1] ?? statement.sql.slice(0, 30);
}

export interface OwnSqlTiming {
  name: string;
  statements: number;
  /** The table each statement reads first, in order. */
  tables: string[];
  heavy: Latency;
  light: Latency;
}

/** The statements run as SQL text straight on the database, in order, one after the other. */
export function timeStatements(
  database: DatabaseHandle,
  statements: Statement[],
  samples: number,
  warmup: number,
): Promise<Latency> {
  return timeCalls(
    async () => {
      for (const statement of statements) await database.rawQuery(statement.sql, statement.params);
    },
    samples,
    warmup,
  );
}
