import { eq } from 'drizzle-orm';
import { signedInUser as newSignedInUser } from '../testing/api-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../core/dates';
import type { Item } from '../../core/items';
import type { NewItemInput } from '../../core/item-input';
import type { Summary } from '../../core/summary';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import { subscription, trip } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type UserRequest = ReturnType<TestApp['authed']>;

const invalid = (fields: Record<string, string>) => ({
  error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
});

/** A new user, signed in: their id and a request function carrying their session. */
const signedInUser = (label = 'earner') => newSignedInUser(t, { label });

/** A Pro user (the estimate is Pro), set up the way the other API tests do. */
async function proUser() {
  const person = await signedInUser('pro');
  await person.request('/api/subscription');
  await t.db
    .update(subscription)
    .set({ tier: 'pro', status: 'active' })
    .where(eq(subscription.userId, person.id));
  return person;
}

/** Adds items through the API; fails the test unless each answers 201. */
async function addItems(request: UserRequest, items: NewItemInput[]): Promise<Item[]> {
  const added: Item[] = [];
  for (const item of items) {
    const res = await request('/api/items', { json: item });
    if (res.status !== 201) throw new Error(`POST /api/items answered ${res.status}: ${await res.text()}`);
    added.push((await res.json()) as Item);
  }
  return added;
}

const income = (amount: number, date: string, category = 'Freelance'): NewItemInput => ({
  type: 'income',
  category,
  amount,
  date,
});
const expense = (amount: number, date: string, category = 'Gas'): NewItemInput => ({
  type: 'expense',
  category,
  amount,
  date,
});

async function summaryOf(request: UserRequest, query: Record<string, string>): Promise<Summary> {
  const res = await request(`/api/summary?${new URLSearchParams(query).toString()}`);
  if (res.status !== 200) throw new Error(`GET /api/summary answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Summary;
}

// The period of the examples below, and the previous period of equal length (10 days) before it.
const NOVEMBER_1_TO_10 = { from: '2026-11-01', to: '2026-11-10', today: '2026-11-10' };
// From 2026-11-10 to the Q4 installment 2027-01-15: 20 days of November + 31 of December + 15 of January.
const NEXT_DUE_FROM_NOVEMBER_10 = { date: '2027-01-15', daysUntil: 66 };

describe('GET /api/summary', () => {
  it('answers the figures of a period, boundary dates included and other dates left out', async () => {
    const { request } = await signedInUser();
    await addItems(request, [
      income(1234.56, '2026-11-01'), // first day of the period
      income(100.01, '2026-11-10', 'Tips'), // last day of the period
      expense(200.1, '2026-11-05', 'Gas'),
      expense(0.99, '2026-11-10', 'Phone'),
      income(5000, '2026-10-21'), // before the period and before the previous period
      expense(70, '2026-11-11', 'Rent'), // the day after the period
    ]);

    expect(await summaryOf(request, NOVEMBER_1_TO_10)).toEqual({
      income: 1334.57, // 1,234.56 + 100.01
      expenses: 201.09, // 200.10 + 0.99
      net: 1133.48, // 1,334.57 - 201.09
      profitMargin: 85, // 1,133.48 / 1,334.57 = 84.93 %, rounded
      // This tax year's installment, not the period's. 2026, single: income 1,234.56 + 100.01 + 5,000 =
      // 6,334.57, expenses 200.10 + 0.99 + 70 = 271.09, net 6,063.48; net earnings x 0.9235 = 5,599.62378 ->
      // 5,599.62; SS x 0.124 = 694.35288 -> 694.35, Medicare x 0.029 = 162.38898 -> 162.39: SE tax 856.74; AGI
      // 6,063.48 - 428.37 is under the 16,100 standard deduction: no income tax. The earned income credit of a
      // worker with no child: earned income 6,063.48 - 428.37 = 5,635.11, in the table's row 5,600-5,650, whose
      // middle 5,625 x 7.65 % = 430.31 -> $430 (under 2026's phase-out). 856.74 - 430 = 426.74 / 4 = 106.685 -> 106.69.
      estimatedQuarterlyTax: 106.69,
      expectedRefund: 0, // the credit is less than the SE tax
      taxYear: 2026,
      nextTaxDue: NEXT_DUE_FROM_NOVEMBER_10,
      state: null, // no state chosen
      topExpenses: [
        { category: 'Gas', total: 200.1 },
        { category: 'Phone', total: 0.99 },
      ],
      change: { income: null, expenses: null }, // 2026-10-22..2026-10-31 holds nothing
      usage: { items: 6, limit: 10 }, // every item counts against the plan, in the period or not
      // Gas with no trip in the year: actual car costs by default, nothing left out.
      vehicle: [{ year: 2026, method: 'actual', chosen: false, leftOut: [] }],
      // Typed by hand: all business; nothing waits for review and no personal money.
      review: { count: 0, amount: 0 },
      personal: { income: 0, expenses: 0 },
    });
  });

  it('answers all-time totals without from and to, with no change figures', async () => {
    const { request } = await signedInUser();
    await addItems(request, [
      income(1234.56, '2026-11-01'),
      income(100.01, '2001-01-01', 'Tips'),
      expense(200.1, '2099-12-31', 'Gas'),
      expense(0.99, '2026-10-31', 'Phone'),
    ]);

    expect(await summaryOf(request, { today: '2026-11-10' })).toEqual({
      income: 1334.57, // 1,234.56 + 100.01
      expenses: 201.09, // 200.10 + 0.99
      net: 1133.48,
      profitMargin: 85,
      // 2026 only: 1,234.56 - 0.99 = 1,233.57; x 0.9235 = 1,139.2019 -> 1,139.20; SS 141.2608 -> 141.26,
      // Medicare 33.0368 -> 33.04: SE tax 174.30. Earned income credit: 1,233.57 - 87.15 = 1,146.42, in the table's
      // row 1,100-1,150, whose middle 1,125 x 7.65 % = 86.06 -> $86. 174.30 - 86 = 88.30 / 4 = 22.075 -> 22.08.
      estimatedQuarterlyTax: 22.08,
      expectedRefund: 0,
      taxYear: 2026,
      nextTaxDue: NEXT_DUE_FROM_NOVEMBER_10,
      state: null, // no state chosen
      topExpenses: [
        { category: 'Gas', total: 200.1 },
        { category: 'Phone', total: 0.99 },
      ],
      change: { income: null, expenses: null }, // no previous period to all time
      usage: { items: 4, limit: 10 },
      // Gas with no trip in the year: actual car costs by default, nothing left out.
      vehicle: [{ year: 2099, method: 'actual', chosen: false, leftOut: [] }],
      // Typed by hand: all business; nothing waits for review and no personal money.
      review: { count: 0, amount: 0 },
      personal: { income: 0, expenses: 0 },
    });
  });

  it('answers zeros for a user with no items', async () => {
    const { request } = await signedInUser();
    expect(await summaryOf(request, NOVEMBER_1_TO_10)).toEqual({
      income: 0,
      expenses: 0,
      net: 0,
      profitMargin: 0,
      estimatedQuarterlyTax: 0,
      expectedRefund: 0,
      taxYear: 2026,
      nextTaxDue: NEXT_DUE_FROM_NOVEMBER_10,
      state: null, // no state chosen
      topExpenses: [],
      change: { income: null, expenses: null },
      usage: { items: 0, limit: 10 },
      vehicle: [],
      review: { count: 0, amount: 0 },
      personal: { income: 0, expenses: 0 },
    });
  });

  it('answers a negative margin when losing money, and 0 without income', async () => {
    const { request } = await signedInUser();
    await addItems(request, [
      income(300, '2026-11-02'),
      expense(400, '2026-11-03'),
      expense(50, '2026-12-01'), // alone in December
    ]);

    expect(await summaryOf(request, NOVEMBER_1_TO_10)).toMatchObject({
      income: 300,
      expenses: 400,
      net: -100, // 300 - 400
      profitMargin: -33, // -100 / 300 = -33.33 %, rounded
      estimatedQuarterlyTax: 0, // a loss for 2026 (300 - 450) owes no tax
    });
    expect(
      await summaryOf(request, { from: '2026-12-01', to: '2026-12-31', today: '2026-12-31' }),
    ).toMatchObject({
      income: 0,
      expenses: 50,
      net: -50,
      profitMargin: 0, // 0 when there is no income
      estimatedQuarterlyTax: 0,
    });
  });

  it('rounds the quarterly estimate to the cent, and owes nothing under $400 of net earnings', async () => {
    const { request } = await signedInUser();
    await addItems(request, [income(0.03, '2026-11-02'), income(10.01, '2026-11-03')]);
    // 10.04 x 0.9235 = 9.27 of net earnings: under $400, no SE tax; margin 100 % (no expenses).
    expect(await summaryOf(request, NOVEMBER_1_TO_10)).toMatchObject({
      income: 10.04,
      net: 10.04,
      profitMargin: 100,
      estimatedQuarterlyTax: 0,
    });
    await addItems(request, [income(989.96, '2026-11-04')]);
    // net 1,000.00 x 0.9235 = 923.50; SS 114.514 -> 114.51, Medicare 26.7815 -> 26.78: SE tax 141.29. Earned income
    // credit: 1,000 - 70.65 = 929.35, in the table's row 900-950, whose middle 925 x 7.65 % = 70.76 -> $71.
    // 141.29 - 71 = 70.29 / 4 = 17.5725 -> 17.57
    expect(await summaryOf(request, NOVEMBER_1_TO_10)).toMatchObject({
      income: 1000,
      estimatedQuarterlyTax: 17.57,
    });
  });

  it("uses the saved filing status and the user's own deduction for the year", async () => {
    const { request } = await signedInUser();
    await addItems(request, [income(40_000, '2026-11-02')]);
    const single = (await summaryOf(request, NOVEMBER_1_TO_10)).estimatedQuarterlyTax;
    const saved = await request('/api/tax/profile', {
      method: 'PUT',
      json: {
        filingStatus: 'married',
        standardDeduction: { year: 2026, filingStatus: 'married', amount: 0 },
      },
    });
    expect(saved.status).toBe(200);
    // With no deduction at all, more income is taxed than with single's 16,100.
    expect((await summaryOf(request, NOVEMBER_1_TO_10)).estimatedQuarterlyTax).toBeGreaterThan(single);
  });

  it("shows Tax Estimates' quarterly payment for this tax year, whatever the period", async () => {
    const pro = await proUser();
    await addItems(pro.request, [
      income(30_000, '2026-02-10'),
      { ...income(2_000, '2026-11-03'), isTips: true },
      expense(1_200, '2026-05-04'),
      income(9_000, '2025-12-30'), // last year: not in 2026's estimate
    ]);
    // A mileage trip counts in the estimate's expenses too.
    await t.db
      .insert(trip)
      .values({ userId: pro.id, date: '2026-06-01', tenthsOfMile: 1234, purpose: 'Gigs' });
    await pro.request('/api/tax/profile', { method: 'PUT', json: { filingStatus: 'head_of_household' } });
    const estimateRes = await pro.request('/api/tax/estimate?year=2026');
    expect(estimateRes.status).toBe(200);
    const estimate = (await estimateRes.json()) as TaxEstimateResponse;
    expect(estimate.quarterlyPayment).toBeGreaterThan(0);
    for (const query of [
      NOVEMBER_1_TO_10,
      { from: '2026-11-04', to: '2026-11-10', today: '2026-11-10' }, // a week with nothing in it
      { today: '2026-11-10' }, // all time, 2025 included
    ]) {
      expect(await summaryOf(pro.request, query)).toMatchObject({
        estimatedQuarterlyTax: estimate.quarterlyPayment,
        taxYear: 2026,
      });
    }
  });

  // The state's due dates come from the preferences the summary reads anyway; California's September
  // installment (0 %) asks for nothing and is left out. June 15, 2025 is a Sunday; January 15, 2028 a
  // Saturday and the 17th Martin Luther King Jr. Day.
  it("answers the person's state and its due dates of last, this and next tax year", async () => {
    const { request } = await signedInUser();
    const saved = await request('/api/tax/profile', {
      method: 'PUT',
      json: { filingStatus: 'single', state: 'CA' },
    });
    expect(saved.status).toBe(200);
    const due = (date: string, taxYear: number, quarter: number) => ({ date, taxYear, quarter });
    for (const query of [NOVEMBER_1_TO_10, { today: '2026-11-10' }]) {
      expect((await summaryOf(request, query)).state).toEqual({
        code: 'CA',
        name: 'California',
        dueDates: [
          due('2025-04-15', 2025, 1),
          due('2025-06-16', 2025, 2),
          due('2026-01-15', 2025, 4),
          due('2026-04-15', 2026, 1),
          due('2026-06-15', 2026, 2),
          due('2027-01-15', 2026, 4),
          due('2027-04-15', 2027, 1),
          due('2027-06-15', 2027, 2),
          due('2028-01-18', 2027, 4),
        ],
      });
    }
    await request('/api/tax/profile', { method: 'PUT', json: { filingStatus: 'single', state: 'TX' } });
    expect((await summaryOf(request, NOVEMBER_1_TO_10)).state).toEqual({
      code: 'TX',
      name: 'Texas',
      dueDates: [],
    });
  });

  it('answers the top 3 expense categories by total, ties by category name, within the period', async () => {
    const { request } = await signedInUser();
    await addItems(request, [
      expense(50, '2026-11-02', 'Gas'),
      expense(25, '2026-11-09', 'Gas'), // Gas: 50 + 25 = 75
      expense(75, '2026-11-03', 'Food'), // Food: 75, tied with Gas, and before it by name
      expense(100, '2026-11-04', 'Parking'),
      expense(74.99, '2026-11-05', 'Tolls'), // fourth: left out
      income(500, '2026-11-06', 'Freelance'), // income is not an expense
      expense(1000, '2026-10-31', 'Rent'), // outside the period
    ]);

    const period = await summaryOf(request, NOVEMBER_1_TO_10);
    expect(period.topExpenses).toEqual([
      { category: 'Parking', total: 100 },
      { category: 'Food', total: 75 },
      { category: 'Gas', total: 75 },
    ]);
    expect(period.expenses).toBe(324.99); // 50 + 25 + 75 + 100 + 74.99

    const allTime = await summaryOf(request, {});
    expect(allTime.topExpenses).toEqual([
      { category: 'Rent', total: 1000 },
      { category: 'Parking', total: 100 },
      { category: 'Food', total: 75 },
    ]);
  });

  it('compares a range with the same number of days just before it, both ends included', async () => {
    const { request } = await signedInUser();
    await addItems(request, [
      // Previous period of 2026-11-02..2026-11-11: 2026-10-23..2026-11-01.
      income(600, '2026-10-23'),
      income(400, '2026-11-01'), // previous income: 600 + 400 = 1,000
      expense(500, '2026-10-25'), // previous expenses: 500
      income(999, '2026-10-22'), // one day too early for the previous period
      // The period itself.
      income(1250, '2026-11-02'),
      expense(300, '2026-11-11'),
    ]);

    expect(
      await summaryOf(request, { from: '2026-11-02', to: '2026-11-11', today: '2026-11-11' }),
    ).toMatchObject({
      income: 1250,
      expenses: 300,
      change: {
        income: 25, // (1,250 - 1,000) / 1,000 = +25.0 %
        expenses: -40, // (300 - 500) / 500 = -40.0 %
      },
    });

    // 2026-10-23..2026-11-01 against 2026-10-13..2026-10-22: income 1,000 against 999, no expenses before.
    expect(
      await summaryOf(request, { from: '2026-10-23', to: '2026-11-01', today: '2026-11-01' }),
    ).toMatchObject({
      income: 1000,
      expenses: 500,
      change: {
        income: 0.1, // (1,000 - 999) / 999 = +0.1001 %, one decimal
        expenses: null, // the previous period had no expenses
      },
    });

    // 2026-11-12..2026-11-21 has nothing; 2026-11-02..2026-11-11 had both: -100 %.
    expect(
      await summaryOf(request, { from: '2026-11-12', to: '2026-11-21', today: '2026-11-21' }),
    ).toMatchObject({ income: 0, expenses: 0, change: { income: -100, expenses: -100 } });
  });

  it('compares a calendar month with the month before, and a month to date with the same days of it', async () => {
    const { request } = await signedInUser();
    await addItems(request, [
      income(100, '2026-01-31'), // January, not February
      income(200, '2026-02-01'),
      expense(50, '2026-02-28'),
      income(300, '2026-03-01'),
      expense(75, '2026-03-31'),
      income(999, '2026-02-11'), // after February 10: not in the days March 1-10 is compared with
    ]);

    // March against all of February (28 days in 2026), not the 31 days before March.
    expect(
      await summaryOf(request, { from: '2026-03-01', to: '2026-03-31', today: '2026-03-31' }),
    ).toMatchObject({
      income: 300,
      expenses: 75,
      change: {
        income: -75, // February's 200 + 999 = 1,199: (300 - 1,199) / 1,199 = -74.98 %, one decimal -75.0
        expenses: 50, // (75 - 50) / 50
      },
    });
    // March 1-10 against February 1-10: income 300 against 200, no expenses before.
    expect(
      await summaryOf(request, { from: '2026-03-01', to: '2026-03-10', today: '2026-03-10' }),
    ).toMatchObject({ income: 300, change: { income: 50, expenses: null } }); // (300 - 200) / 200
    // A one-day period (not the 1st) compares with the day before, which had nothing.
    expect(
      await summaryOf(request, { from: '2026-01-31', to: '2026-01-31', today: '2026-01-31' }),
    ).toMatchObject({ income: 100, change: { income: null } });
  });

  it('answers limit null in usage for a Pro user', async () => {
    const { id, request } = await signedInUser();
    await addItems(request, [income(10, '2026-11-02'), expense(5, '2026-11-03')]);
    // Test setup: the user becomes Pro as the billing flow would leave them.
    await t.db.update(subscription).set({ tier: 'pro', status: 'active' }).where(eq(subscription.userId, id));

    expect((await summaryOf(request, NOVEMBER_1_TO_10)).usage).toEqual({ items: 2, limit: null });
    await t.db.update(subscription).set({ status: 'canceled' }).where(eq(subscription.userId, id));
    expect((await summaryOf(request, NOVEMBER_1_TO_10)).usage).toEqual({ items: 2, limit: 10 });
  });

  it.each([
    // Q1 2026 installment on its own day.
    ['2026-04-15', { date: '2026-04-15', daysUntil: 0 }],
    // The day after: Q2 on 2026-06-15 (a Monday), 15 days of April + 31 of May + 15 of June.
    ['2026-04-16', { date: '2026-06-15', daysUntil: 60 }],
    // 2025-06-15 is a Sunday: due Monday 2025-06-16.
    ['2025-06-14', { date: '2025-06-16', daysUntil: 2 }],
    // 2025-06-15 itself, a Sunday, is not a due date.
    ['2025-06-15', { date: '2025-06-16', daysUntil: 1 }],
    // Q4 of 2026 is due 2027-01-15 (a Friday).
    ['2026-12-31', { date: '2027-01-15', daysUntil: 15 }],
    ['2027-01-01', { date: '2027-01-15', daysUntil: 14 }],
    // 2023-04-15 is a Saturday, Monday 2023-04-17 is Emancipation Day observed (April 16 was a Sunday).
    ['2023-04-15', { date: '2023-04-18', daysUntil: 3 }],
    // Q3: 2026-09-15 is a Tuesday.
    ['2026-06-16', { date: '2026-09-15', daysUntil: 91 }],
  ])('answers today=%s with the next tax due date %o', async (today, nextTaxDue) => {
    const { request } = await signedInUser();
    expect((await summaryOf(request, { today })).nextTaxDue).toEqual(nextTaxDue);
    expect((await summaryOf(request, { ...NOVEMBER_1_TO_10, today })).nextTaxDue).toEqual(nextTaxDue);
  });

  it('answers a due date from the server’s today when the client sends none', async () => {
    const { request } = await signedInUser();
    const before = localDate();
    const { nextTaxDue } = await summaryOf(request, {});
    const after = localDate();
    // The day the server counted from is the local date when the request ran (or the next one at midnight).
    expect([before, after]).toContain(addDays(nextTaxDue.date, -nextTaxDue.daysUntil));
    expect(nextTaxDue.date).toMatch(/^\d{4}-(01|04|06|09)-(1[5-9])$/);
    // The longest gap between installments is September 15 to January 15: 122 days.
    expect(nextTaxDue.daysUntil).toBeGreaterThanOrEqual(0);
    expect(nextTaxDue.daysUntil).toBeLessThanOrEqual(125);
  });

  it.each([
    ['from=2026-11-01', { to: 'Give both from and to, or neither for all time' }],
    ['to=2026-11-10', { to: 'Give both from and to, or neither for all time' }],
    ['from=2026-11-10&to=2026-11-01', { to: 'The end date must not be before the start date' }],
    ['today=2026-02-30', { today: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    ['today=', { today: 'Date is required' }],
    ['from=2026-11-01&to=2026-13-01', { to: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    ['from=1999-12-31&to=2026-11-10', { from: 'Date must be between 2000-01-01 and 2099-12-31' }],
  ])('refuses %s with 400 and its message', async (query, fields) => {
    const { request } = await signedInUser();
    const res = await request(`/api/summary?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid(fields));
  });

  it("never counts another user's items", async () => {
    const a = await signedInUser('owner-a');
    const b = await signedInUser('other-b');
    await addItems(a.request, [income(1234.56, '2026-11-01'), expense(200.1, '2026-11-05', 'Rent')]);
    await addItems(b.request, [income(10, '2026-10-25'), expense(1, '2026-11-02', 'Gas')]);

    for (const query of [NOVEMBER_1_TO_10, { today: '2026-11-10' }]) {
      expect(await summaryOf(b.request, query)).toMatchObject({
        income: query === NOVEMBER_1_TO_10 ? 0 : 10,
        expenses: 1,
        topExpenses: [{ category: 'Gas', total: 1 }],
        usage: { items: 2, limit: 10 },
      });
    }
    expect(await summaryOf(a.request, NOVEMBER_1_TO_10)).toMatchObject({
      income: 1234.56,
      expenses: 200.1,
      topExpenses: [{ category: 'Rent', total: 200.1 }],
      change: { income: null, expenses: null }, // B's 2026-10-25 income is not A's previous period
      usage: { items: 2, limit: 10 },
    });
  });
});
