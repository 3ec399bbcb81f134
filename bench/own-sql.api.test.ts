import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../core/dates';
import { periodRange } from '../core/periods';
import { verifiedToken } from '../server/auth/session-lookup';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../server/testing/test-app';
import { BUDGETED_ENDPOINTS, type BudgetedEndpoint } from './budgets';
import {
  ownStatements,
  recordStatements,
  REVIEW_QUEUE_QUERY,
  statementTable,
  timeStatements,
  type OwnSqlContext,
  type Statement,
} from './own-sql';
import { BENCH_PASSWORD, benchEarningsPeriod, seedProUser } from './seed';

// The bench's "own SQL" of an endpoint must be exactly what one request of it sends, so that its floor holds what
// the request itself has to do. Each budgeted request goes through the real app with drizzle's logger listening, and the
// statements bench/own-sql.ts lists for it must be the same, in the same order, with the same parameters.

const today = localDate();
const month = periodRange('month', today)!;
const paths: Record<BudgetedEndpoint, string> = {
  'GET /api/summary (month, the dashboard)': `/api/summary?from=${month.from}&to=${month.to}&today=${today}`,
  'GET /api/summary (all time)': `/api/summary?today=${today}`,
  'GET /api/items (first page)': '/api/items',
  'GET /api/budget (this month)': `/api/budget?month=${today.slice(0, 7)}&today=${today}`,
  'GET /api/items?use=review (the review queue)': `/api/items?${new URLSearchParams(REVIEW_QUEUE_QUERY).toString()}`,
  'GET /api/tax/owed (this year)': `/api/tax/owed?year=${today.slice(0, 4)}&today=${today}`,
  'GET /api/earnings (the earnings screen)': `/api/earnings?${new URLSearchParams(benchEarningsPeriod(today)).toString()}`,
};

let t: TestApp;
let cookie: string;
let context: OwnSqlContext;

beforeAll(async () => {
  t = await createTestApp();
  const account = await seedProUser(t.db, t.auth, { email: 'own-sql@bench.test', count: 60, today, seed: 7 });
  cookie = await t.signIn(account.email, BENCH_PASSWORD);
  const value = /better-auth\.session_token=([^;]+)/.exec(cookie)![1]!;
  const sessionToken = verifiedToken(decodeURIComponent(value), TEST_AUTH_SECRET)!;
  context = { userId: account.id, sessionToken, month, today };
});
afterAll(async () => {
  await t?.close();
});

/** A statement with the request's time (the session's "not expired yet" bound) left out: it differs every request. */
const withoutTimes = (statement: Statement) => ({
  ...statement,
  params: statement.params.map((param) =>
    param instanceof Date || (typeof param === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(param))
      ? 'the time of the request'
      : param,
  ),
});

const sortedBySql = <Statement extends { sql: string }>(statements: Statement[]) =>
  [...statements].sort((a, b) => (a.sql + JSON.stringify(a)).localeCompare(b.sql + JSON.stringify(b)));

describe('own SQL (bench/own-sql.ts)', () => {
  it.each(BUDGETED_ENDPOINTS)(
    'lists every statement a request of %s sends (in order, on one connection)',
    async (endpoint) => {
      const request = async () => {
        const response = await t.request(paths[endpoint], { cookie });
        expect(response.status).toBe(200);
        await response.text();
      };
      await request();
      const sent = await recordStatements(t.db, request);
      const listed = await ownStatements(t.database, endpoint, context);
      // The same statements, in the same order on the embedded database's one connection. Statements a service sends
      // together (Promise.all) reach PostgreSQL's pool of connections in any order.
      expect(sortedBySql(listed.map(withoutTimes))).toEqual(sortedBySql(sent.map(withoutTimes)));
      if (t.database.kind === 'pglite') expect(listed.map(withoutTimes)).toEqual(sent.map(withoutTimes));
      if (endpoint === 'GET /api/budget (this month)') {
        // Behind requireUser: the session is looked up first, then the budget reads plans, totals and items.
        expect(statementTable(listed[0]!)).toMatch(/session/);
        expect(listed.slice(1).some((statement) => statement.sql.includes('"budget_plan"'))).toBe(true);
        return;
      }
      if (endpoint === 'GET /api/earnings (the earnings screen)') {
        // Behind requireUser: the session first, then the shifts, the platforms' days and each year's tax parts.
        expect(statementTable(listed[0]!)).toMatch(/session/);
        expect(listed.some((statement) => statement.sql.includes('from "shift"'))).toBe(true);
        return;
      }
      if (endpoint === 'GET /api/tax/owed (this year)') {
        // Behind requireUser as well: the session first, then what the planner reads.
        expect(statementTable(listed[0]!)).toMatch(/session/);
        expect(listed.length).toBeGreaterThan(1);
        return;
      }
      if (endpoint === 'GET /api/items?use=review (the review queue)') {
        // The list of items with its filter: the session checked inside its own statements, as the first page's.
        for (const statement of listed) expect(statement.sql).toContain('from "session"');
        expect(listed[0]!.sql).toContain('from "budget_item"');
        return;
      }
      // The summary and the items check the session in each of their statements; none looks it up before them.
      for (const statement of listed) expect(statement.sql).toContain('from "session"');
      if (endpoint === 'GET /api/items (first page)') {
        expect(listed).toHaveLength(1);
        expect(listed[0]!.sql).toContain('from "budget_item"');
      } else {
        // The figures, and the user's settings beside them.
        expect(listed).toHaveLength(2);
        expect(statementTable(listed[1]!)).toMatch(/^user \+ item_count \+ subscription/);
      }
      expect(listed.filter((statement) => !/^\s*select/i.test(statement.sql))).toEqual([]);
    },
  );

  it('runs as SQL text straight on the database', async () => {
    const listed = await ownStatements(t.database, 'GET /api/items (first page)', context);
    const timing = await timeStatements(t.database, listed, 3, 1);
    expect(timing.samples).toBe(3);
  });
});
