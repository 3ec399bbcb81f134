import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError, reportableError } from './loggable-error';

// A PostgreSQL error as node-postgres and PGlite raise it; PGlite also sets the statement and its parameters on it.
function postgresError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

const DESCRIPTION = 'THERAPY SESSION 18';
const CIPHERTEXT = 'v1.7iSZIWesdmJ8cOgQ.sOD_BuDJ4fCNcd0GP21YHg.GJPmob1qu1al4dcCE64';
const SQL =
  'insert into "bank_connection" ("user_id", "institution", "encrypted_credentials") values ($1, $2, $3)';

function failedQuery() {
  const cause = postgresError(`invalid input syntax for type date: "${DESCRIPTION}"`, {
    code: '22007',
    detail: `Key (description)=(${DESCRIPTION}) already exists.`,
    where: `JSON data, line 1: [{"description":"${DESCRIPTION}`,
    routine: 'DateTimeParseError',
    table: 'bank_connection',
    constraint: 'bank_connection_pkey',
    query: SQL,
    params: ['user-1', DESCRIPTION, CIPHERTEXT],
  });
  return new DrizzleQueryError(SQL, ['user-1', DESCRIPTION, CIPHERTEXT], cause);
}

describe('loggableError: what the logs keep of an error', () => {
  it('keeps the SQL, the code and the names of a database error, never its values', () => {
    const logged = loggableError(failedQuery());
    const written = JSON.stringify(logged);
    expect(written).not.toContain(DESCRIPTION);
    expect(written).not.toContain(CIPHERTEXT);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: ${SQL}`,
      cause: {
        message: 'PostgreSQL error 22007',
        code: '22007',
        severity: 'ERROR',
        routine: 'DateTimeParseError',
        table: 'bank_connection',
        constraint: 'bank_connection_pkey',
      },
    });
    expect((logged as { stack: string }).stack).toMatch(/^\s+at /);
  });

  it("keeps another error's type, message, stack and code, and no other field", () => {
    const error = Object.assign(new TypeError('the answer is not JSON'), {
      code: 'ERR_BAD',
      config: { headers: { 'PLAID-SECRET': 'secret-0123' } },
    });
    const logged = loggableError(error);
    expect(logged).toEqual({
      type: 'TypeError',
      message: 'the answer is not JSON',
      stack: error.stack,
      code: 'ERR_BAD',
    });
    expect(JSON.stringify(logged)).not.toContain('secret-0123');
  });

  it('follows causes, and a value that is not an error says only its kind', () => {
    const error = new Error('sync failed', { cause: failedQuery() });
    expect(JSON.stringify(loggableError(error))).not.toContain(DESCRIPTION);
    expect(loggableError({ description: DESCRIPTION })).toBe('not an Error: object');
    expect(loggableError('plain words')).toBe('plain words');
  });
});

describe('reportableError: what an error report carries', () => {
  it('is a copy without the values when a database error is in the chain', () => {
    const reported = reportableError(new Error('sync failed', { cause: failedQuery() })) as Error;
    const cause = reported.cause as Error;
    expect(reported.message).toBe('sync failed');
    expect(cause.message).toBe(`Failed query: ${SQL}`);
    expect((cause.cause as Error).message).toBe('PostgreSQL error 22007');
    for (const error of [reported, cause, cause.cause as Error]) {
      expect(`${error.message}${error.stack}`).not.toContain(DESCRIPTION);
      expect(`${error.message}${error.stack}`).not.toContain(CIPHERTEXT);
    }
  });

  it('is the error itself otherwise', () => {
    const error = new Error('the bank answered 500');
    expect(reportableError(error)).toBe(error);
  });
});
