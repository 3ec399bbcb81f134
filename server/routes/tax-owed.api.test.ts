import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxOwed } from '../../core/tax/owed-api';
import type { Planner } from '../../core/tax/planner-api';
import { addItems, okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const owedOf = async (request: UserRequest, year: number, today: string) =>
  okJson<TaxOwed>(await request(`/api/tax/owed?year=${year}&today=${today}`));

/**
 * core/tax/estimate.test.ts's worked example, "2025, single: $60,000 income, $10,000 expenses": a total tax of
 * $9,775.17, in installments of $2,443.79 (the last $2,443.80).
 */
const workedExample2025 = [
  { type: 'income', category: 'Rideshare', amount: 35_000, date: '2025-01-01' },
  { type: 'income', category: 'Delivery', amount: 25_000, date: '2025-12-31' },
  { type: 'expense', category: 'Gas', amount: 10_000, date: '2025-06-30' },
] as const;

describe('GET /api/tax/owed', () => {
  it('says what is due by the next due date, the year’s tax, and each overdue installment with its penalty', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'owed' });
    await addItems(request, [...workedExample2025]);
    expect(
      (await request('/api/tax/payments', { json: { taxYear: 2025, date: '2025-04-14', amount: 1_000 } }))
        .status,
    ).toBe(201);
    // On July 1, 2025: April's installment is short 2,443.79 - 1,000 = 1,443.79, 77 days late:
    // 1,443.79 x 77 / 365 x 7 % = $21.32062 -> $21.32; June's 2,443.79 is 15 days late: 2,443.79 x 15 / 365 x 7 % =
    // $7.03008 -> $7.03. Unpaid to April 15, 2026 (365 and 303 days): 1,443.79 x 7 % = $101.0653 -> $101.07 and
    // 2,443.79 x 303 / 365 x 7 % = $142.00763 -> $142.01. By September 15: 1,443.79 + 2,443.79 + 2,443.79 = $6,331.37.
    expect(await owedOf(request, 2025, '2025-07-01')).toEqual({
      year: 2025,
      state: null,
      nextDue: { federal: { date: '2025-09-15', amount: 6_331.37 }, states: [], total: 6_331.37 },
      totalTax: { federal: 9_775.17, state: 0, local: 0, total: 9_775.17 },
      overdue: [
        {
          jurisdiction: 'federal',
          state: null,
          quarter: 1,
          dueDate: '2025-04-15',
          unpaid: 1_443.79,
          penaltyToDate: 21.32,
          penaltyIfUnpaid: 101.07,
        },
        {
          jurisdiction: 'federal',
          state: null,
          quarter: 2,
          dueDate: '2025-06-16',
          unpaid: 2_443.79,
          penaltyToDate: 7.03,
          penaltyIfUnpaid: 142.01,
        },
      ],
      expectedRefund: 0,
    });
  });

  it('stops each 2025 installment’s penalty on April 15, 2026, at 7 % a year', async () => {
    const { request } = await signedInUser(t, { label: 'owed-free' });
    await addItems(request, [...workedExample2025]);
    const owed = await owedOf(request, 2025, '2026-11-28');
    // Nothing paid; every day at 7 % over 365, to April 15, 2026:
    // Q1 from April 15, 2025: 365 days, 2,443.79 x 7 % = $171.0653 -> $171.07
    // Q2 from June 16, 2025: 303 days, 2,443.79 x 303 / 365 x 7 % = $142.00763 -> $142.01
    // Q3 from September 15, 2025: 212 days, 2,443.79 x 212 / 365 x 7 % = $99.35848 -> $99.36
    // Q4 from January 15, 2026: 90 days, 2,443.80 x 90 / 365 x 7 % = $42.18066 -> $42.18
    expect(
      owed.overdue.map(({ quarter, unpaid, penaltyToDate, penaltyIfUnpaid }) => [
        quarter,
        unpaid,
        penaltyToDate,
        penaltyIfUnpaid,
      ]),
    ).toEqual([
      [1, 2_443.79, 171.07, 171.07],
      [2, 2_443.79, 142.01, 142.01],
      [3, 2_443.79, 99.36, 99.36],
      [4, 2_443.8, 42.18, 42.18],
    ]);
    // The last due date has passed: everything is due by it.
    expect(owed.nextDue).toEqual({
      federal: { date: '2026-01-15', amount: 9_775.17 },
      states: [],
      total: 9_775.17,
    });
  });

  it('adds the state’s amount by its own date, and its overdue installments without a penalty', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'owed-state' });
    await addItems(request, [...workedExample2025]);
    expect(
      (await request('/api/tax/profile', { method: 'PUT', json: { filingStatus: 'single', state: 'CA' } }))
        .status,
    ).toBe(200);
    const planner = await okJson<Planner>(await request('/api/tax/planner?year=2025&today=2025-07-01'));
    const owed = await owedOf(request, 2025, '2025-07-01');
    const california = planner.state!;
    expect(owed.nextDue.states).toEqual([
      {
        code: 'CA',
        name: 'California',
        date: california.dueByNow!.dueDate,
        amount: california.dueByNow!.amount,
      },
    ]);
    expect(owed.nextDue.total).toBe(
      Math.round((planner.dueByNow.amount + california.dueByNow!.amount) * 100) / 100,
    );
    expect(owed.totalTax).toEqual({
      federal: 9_775.17,
      state: california.totalTax,
      local: 0,
      total: Math.round((9_775.17 + california.totalTax!) * 100) / 100,
    });
    // California's installments are 30 % in April and 40 % in June: both past on July 1, nothing paid.
    expect(owed.overdue.filter((part) => part.jurisdiction === 'state')).toEqual(
      california.quarters
        .filter((quarter) => quarter.dueDate < '2025-07-01' && quarter.remaining > 0)
        .map((quarter) => ({
          jurisdiction: 'state',
          state: 'CA',
          quarter: quarter.quarter,
          dueDate: quarter.dueDate,
          unpaid: quarter.remaining,
          penaltyToDate: null,
          penaltyIfUnpaid: null,
        })),
    );
    expect(owed.overdue.filter((part) => part.jurisdiction === 'state')).toHaveLength(2);
  });

  it.each([
    ['no year', '', { year: 'Tax year must be a year from 2022 to 2100' }],
    ['a year before the tables', 'year=2019', { year: 'Tax year must be a year from 2022 to 2100' }],
    [
      'no such day',
      'year=2025&today=2025-02-30',
      { today: 'Date must be a real calendar date (YYYY-MM-DD)' },
    ],
  ])('refuses %s with 400 and the field’s message', async (_case, query, fields) => {
    const { request } = await signedInUser(t, { label: 'owed-bad' });
    const res = await request(`/api/tax/owed?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation-failed');
    expect(body.error.fields).toEqual(fields);
  });

  it('answers nobody signed in 401', async () => {
    expect((await t.request('/api/tax/owed?year=2025')).status).toBe(401);
  });
});
