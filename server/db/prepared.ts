import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction';

/**
 * The name of a prepared statement, from its SQL text. On PostgreSQL node-postgres parses a named statement
 * once per connection and then only binds and runs it, and PostgreSQL reuses its plan (a generic plan after
 * five runs), so the busiest reads skip parsing and planning (the summary's figures took ~1.9 ms to plan at
 * every request). The same text always gets the same name, another text another name. PGlite ignores names.
 *
 * Only for the few statements of the busiest requests, whose shapes are few: each name stays prepared on each
 * connection for the connection's life.
 */
export const statementName = (text: string) =>
  `gt_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;

interface Prepares {
  prepare(name: string): { execute(): Promise<unknown> };
  toSQL(): { sql: string };
}

/** Runs a drizzle query builder as a named prepared statement (mapped rows, as `await builder` gives). */
export function runPrepared<Builder extends Prepares>(
  builder: Builder,
): ReturnType<ReturnType<Builder['prepare']>['execute']> {
  return builder.prepare(statementName(builder.toSQL().sql)).execute() as ReturnType<
    ReturnType<Builder['prepare']>['execute']
  >;
}

/** A prepared statement whose rows come as the driver gives them (`{ rows }`, under their SQL column names). */
interface UnmappedStatement {
  execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}

/** `query` prepared on `db` under the name `nameOf` gives its text, unmapped. */
function prepareUnmappedSql(db: Executor, query: SQL, nameOf: (text: string) => string): UnmappedStatement {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  return session.prepareQuery(built, undefined, nameOf(built.sql), false) as unknown as UnmappedStatement;
}

/**
 * Raw SQL whose text depends on a few values of the request (the summary's date range: how many whole months
 * it spans), built and named once per those values and kept for the next request that has them, so that later
 * requests only fill in their placeholders (the session's token and time). Building the summary's statement
 * with drizzle and naming it cost ~0.4 ms of every request. The most recent `kept` shapes stay per executor;
 * the rows come as `db.execute` gives them (no mapping).
 */
export function preparedRowsByShape<Shape, Row>(
  keyOf: (shape: Shape) => string,
  build: (shape: Shape) => SQL,
  kept = 64,
): (db: Executor, shape: Shape, values: Record<string, unknown>) => Promise<Row[]> {
  const statementsOf = new WeakMap<Executor, Map<string, UnmappedStatement>>();
  const statementOf = (db: Executor, shape: Shape): UnmappedStatement => {
    let statements = statementsOf.get(db);
    if (!statements) statementsOf.set(db, (statements = new Map<string, UnmappedStatement>()));
    const key = keyOf(shape);
    const known = statements.get(key);
    if (known) return known;
    const statement = prepareUnmappedSql(db, build(shape), statementName);
    // A Map keeps its keys in the order they were added: the first is the oldest.
    if (statements.size >= kept) statements.delete(statements.keys().next().value!);
    statements.set(key, statement);
    return statement;
  };
  return async (db, shape, values) => {
    const { rows } = await statementOf(db, shape).execute(values);
    return rows as Row[];
  };
}

/**
 * A statement of fixed shape built once per executor, with placeholders for its values, and prepared under
 * its own name: later requests only bind values, so drizzle does not build the query again and PostgreSQL
 * neither parses nor plans it (runPrepared builds it at every call, twice). For what every request sends.
 */
export function preparedOnce<Query extends { execute(values: Record<string, unknown>): Promise<unknown> }>(
  name: string,
  build: (db: Executor, name: string) => Query,
): (db: Executor) => Query {
  const built = new WeakMap<Executor, Query>();
  const statement = `gt_${name}`;
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, statement);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * A drizzle query builder prepared under `name`, whose rows come as the driver gives them (`{ rows }`, under their
 * SQL column names) rather than mapped to the builder's fields: mapping a first page's 26 rows cost ~12 % of the
 * request's CPU on PostgreSQL. For statements whose few columns the caller reads itself.
 */
export function preparedUnmapped(db: Executor, builder: { getSQL(): SQL }, name: string): UnmappedStatement {
  return prepareUnmappedSql(db, builder.getSQL(), () => name);
}
