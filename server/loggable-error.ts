// What logs and error reports keep of an error. A database error carries the values of the statement that failed:
// drizzle's message is 'Failed query: <sql>\nparams: <every parameter>' (with `query` and `params` fields, which
// PGlite sets on its own errors too), and PostgreSQL quotes the offending value in its message, detail and context
// ('invalid input syntax for type date: "…"', 'JSON data, line 1: …'). Those values are people's transaction
// descriptions, names, email addresses and bank credentials' ciphertext, which never go into a log. What finds the
// fault stays: the SQL with its $1 placeholders, PostgreSQL's SQLSTATE code, the names of the table, column and
// constraint, and the stack's frames.

/** Where in the database a PostgreSQL error happened: names only, never values, so the logs keep them. */
const postgresNames = ['routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;
type PostgresNames = Partial<Record<(typeof postgresNames)[number], string>>;

/** The parts of an error the logs keep, its causes kept the same way. */
export interface LoggedError extends PostgresNames {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  severity?: string;
  cause?: LoggedError | string;
}

/** A PostgreSQL error as node-postgres and PGlite raise it (SQLSTATE code and severity). */
interface PostgresError extends Error, PostgresNames {
  code: string;
  severity: string;
}

const isPostgresError = (error: Error): error is PostgresError => {
  const { code, severity } = error as Partial<PostgresError>;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
};

/** drizzle's DrizzleQueryError, or any error that carries its statement's parameters. */
const isQueryError = (error: Error): error is Error & { query: string } => {
  const { query, params } = error as Error & { query?: unknown; params?: unknown };
  return typeof query === 'string' && params !== undefined;
};

/** Causes followed at most this deep (a cycle of causes must not loop). */
const MAX_CAUSES = 5;

/** The stack's frames without the lines before them, which repeat the message. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

const typeOf = (error: Error) => error.constructor?.name || error.name || 'Error';

/**
 * The error as the logs keep it (the logger's `err` serializer): type, message and stack; for a database error the
 * SQL, code and names only (see the top of this file). Only these fields, never every enumerable field of the error
 * as pino's own serializer copies them: an SDK's error can hold its request with the keys it sent.
 */
export function loggableError(error: unknown, depth = 0): LoggedError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : `not an Error: ${typeof error}`;
  const cause =
    error.cause !== undefined && depth < MAX_CAUSES ? { cause: loggableError(error.cause, depth + 1) } : {};
  if (isPostgresError(error)) {
    const { code, severity } = error;
    return {
      type: typeOf(error),
      message: `PostgreSQL error ${code}`,
      stack: framesOf(error),
      code,
      severity,
      ...Object.fromEntries(
        postgresNames.flatMap((name) => (typeof error[name] === 'string' ? [[name, error[name]]] : [])),
      ),
      ...cause,
    };
  }
  if (isQueryError(error)) {
    return { type: typeOf(error), message: `Failed query: ${error.query}`, stack: framesOf(error), ...cause };
  }
  const { code } = error as { code?: unknown };
  return {
    type: typeOf(error),
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...cause,
  };
}

/**
 * The error as an error report may carry it: the same error when no database error is in it, otherwise a copy of
 * each error in the chain with the message and stack loggableError keeps.
 */
export function reportableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || !holdsQueryValues(error)) return error;
  const logged = loggableError(error) as LoggedError;
  const copy = new Error(logged.message, {
    cause:
      error.cause !== undefined && depth < MAX_CAUSES ? reportableError(error.cause, depth + 1) : undefined,
  });
  copy.name = logged.type;
  copy.stack = `${logged.type}: ${logged.message}\n${framesOf(error)}`;
  return copy;
}

function holdsQueryValues(error: Error, depth = 0): boolean {
  if (isPostgresError(error) || isQueryError(error)) return true;
  return error.cause instanceof Error && depth < MAX_CAUSES && holdsQueryValues(error.cause, depth + 1);
}
