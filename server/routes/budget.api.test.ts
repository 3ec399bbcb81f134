import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Budget } from '../../core/budget/budget';
import { budgetMessages } from '../../core/budget/budget-input';
import { itemMessages } from '../../core/items';
import { addItems, okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const budgetOf = async (request: UserRequest, month: string, today = '2026-11-28') =>
  okJson<Budget>(await request(`/api/budget?month=${month}&today=${today}`));

const plan = (request: UserRequest, month: string, category: string, planned: unknown, rollover = false) =>
  request(`/api/budget/${month}/categories/${encodeURIComponent(category)}`, {
    method: 'PUT',
    json: { planned, rollover },
  });

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; fields?: object } }).error;

/**
 * A single driver in 2025 with $60,000 of business income and $10,000 of business costs: the worked example of
 * core/tax/estimate.test.ts, a year's tax of $9,775.17 (no state chosen). Each payout sets aside
 * payout x 9,775.17 / 60,000, to the cent: January's $35,000 sets aside 35,000 x 9,775.17 / 60,000 = $5,702.1825 ->
 * $5,702.18, December's $25,000 $4,072.9875 -> $4,072.99.
 */
const driver2025 = [
  { type: 'income', category: 'Rideshare', amount: 35_000, date: '2025-01-01' },
  { type: 'expense', category: 'Gas', amount: 10_000, date: '2025-01-15' },
  { type: 'income', category: 'Delivery', amount: 25_000, date: '2025-12-31' },
  { type: 'expense', category: 'Groceries', amount: 400, date: '2025-01-20', use: 'personal' },
  { type: 'expense', category: 'Housing', amount: 1_200, date: '2025-01-01', use: 'personal' },
  { type: 'expense', category: 'Groceries', amount: 200, date: '2025-02-03', use: 'personal' },
  { type: 'expense', category: 'Groceries', amount: 150, date: '2025-02-10', use: 'personal' },
] as const;

describe('GET /api/budget', () => {
  it('sets aside each payout’s tax, pays the business costs, and carries what is left and unassigned', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'budget' });
    await addItems(request, [...driver2025]);
    expect((await plan(request, '2025-01', 'Housing', 1_200)).status).toBe(200);
    expect((await plan(request, '2025-01', 'Groceries', 500, true)).status).toBe(200);
    expect((await plan(request, '2025-02', 'Groceries', 450, true)).status).toBe(200);

    // January: 35,000 - 5,702.18 - 10,000 = 19,297.82 brought home; 1,700 planned leaves 17,597.82.
    const january = await budgetOf(request, '2025-01');
    expect(january.income).toEqual({
      received: 35_000,
      taxSetAside: 5_702.18,
      businessCosts: 10_000,
      carriedIn: 0,
      readyToAssign: 17_597.82,
    });
    expect(january.categories).toEqual([
      {
        category: 'Housing',
        planned: 1_200,
        rollover: false,
        carriedIn: 0,
        spent: 1_200,
        available: 0,
        percentUsed: 100,
      },
      {
        category: 'Groceries',
        planned: 500,
        rollover: true,
        carriedIn: 0,
        spent: 400,
        available: 100,
        percentUsed: 80,
      },
    ]);
    // No month before January holds an item: nothing to compare with yet.
    expect([january.lowestMonth, january.medianMonth, january.aboveLowestMonth]).toEqual([null, null, false]);

    // February: nothing received; January's 17,597.82 carries in, 450 is planned. Groceries carry January's 100:
    // 450 + 100 - 350 = 200 left, 350 / 550 = 63 % used. Housing did not roll over and has no plan: not listed.
    const february = await budgetOf(request, '2025-02', '2025-02-12');
    expect(february.income).toEqual({
      received: 0,
      taxSetAside: 0,
      businessCosts: 0,
      carriedIn: 17_597.82,
      readyToAssign: 17_147.82,
    });
    expect(february.categories).toEqual([
      {
        category: 'Groceries',
        planned: 450,
        rollover: true,
        carriedIn: 100,
        spent: 350,
        available: 200,
        percentUsed: 63,
      },
    ]);
    expect([february.lowestMonth, february.medianMonth]).toEqual([19_297.82, 19_297.82]);
    expect(february.planned).toBe(450);
    expect(february.leftToSpend).toBe(200);
    // The week of Wednesday February 12 runs Sunday 9 to Saturday 15. At its start the month had 550 - 200 = 350
    // left for 20 days (9 to 28); the week's 7 days get 350 x 7 / 20 = 122.50, and it spent 150: -27.50.
    expect(february.week).toEqual({ from: '2025-02-09', to: '2025-02-15', leftToSpend: -27.5 });
    expect(february.taxYear).toEqual({ year: 2025, setAside: 9_775.17, estimate: 9_775.17 });
    // No Savings category: no buffer to show.
    expect(february.bufferMonths).toBeNull();
  });

  it('carries a rollover across the year’s end, and over-assigning leaves less than nothing to assign', async () => {
    const { request } = await signedInUser(t, { label: 'budget-year' });
    await addItems(request, [
      { type: 'expense', category: 'Groceries', amount: 120, date: '2025-12-05', use: 'personal' },
    ]);
    await okJson(await plan(request, '2025-12', 'Groceries', 300, true));
    await okJson(await plan(request, '2026-01', 'Groceries', 200, true));
    // December leaves 300 - 120 = 180; January has 200 + 180 = 380. Nothing was received: December assigned 300 it
    // did not have (-300), January 200 more: -500.
    const january = await budgetOf(request, '2026-01');
    expect(january.categories).toEqual([
      {
        category: 'Groceries',
        planned: 200,
        rollover: true,
        carriedIn: 180,
        spent: 0,
        available: 380,
        percentUsed: 0,
      },
    ]);
    expect(january.income).toMatchObject({ carriedIn: -300, readyToAssign: -500 });
    // Outside the current month there is no week to show.
    expect(january.week).toBeNull();
  });

  it('copies a month’s plan, and starts one from the last three months’ average spending', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'budget-copy' });
    await addItems(request, [...driver2025]);
    await okJson(await plan(request, '2025-01', 'Housing', 1_200));
    await okJson(await plan(request, '2025-01', 'Groceries', 500, true));
    const copied = await okJson<Budget>(
      await request('/api/budget/2025-03/copy', { json: { from: '2025-01' } }),
    );
    expect(
      copied.categories.map(({ category, planned, rollover }) => ({ category, planned, rollover })),
    ).toEqual([
      { category: 'Housing', planned: 1_200, rollover: false },
      { category: 'Groceries', planned: 500, rollover: true },
    ]);
    // January to March spent Housing 1,200 and Groceries 400 + 350: a third of each, 400 and 250.
    const averaged = await okJson<Budget>(
      await request('/api/budget/2025-04/from-average', { method: 'POST' }),
    );
    expect(averaged.categories.map(({ category, planned }) => ({ category, planned }))).toEqual([
      { category: 'Housing', planned: 400 },
      { category: 'Groceries', planned: 250 },
    ]);
    // Removing a category takes it out of the month's plan.
    const removed = await okJson<Budget>(
      await request('/api/budget/2025-04/categories/Housing', { method: 'DELETE' }),
    );
    expect(removed.categories.map((row) => row.category)).toEqual(['Groceries']);
  });
});

describe('POST /api/budget/:month/assign', () => {
  it('fills the plan bills first from what is ready, up to last month’s amounts, and never lowers one', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'budget-assign' });
    await addItems(request, [...driver2025]);
    await okJson(await plan(request, '2025-01', 'Housing', 1_200));
    await okJson(await plan(request, '2025-01', 'Groceries', 500, true));
    await okJson(await plan(request, '2025-01', 'Savings', 17_000, true));
    await okJson(await plan(request, '2025-02', 'Groceries', 100, true));
    // January brought home 19,297.82 and planned 18,700: 597.82 carries into February, which planned 100 of it:
    // 497.82 ready. Housing comes first and takes all of it (of last month's 1,200); Groceries keep their 100,
    // and Savings, with nothing left for it, plans nothing: it shows the 17,000 it carries in, and keeps rolling.
    const assigned = await okJson<Budget>(await request('/api/budget/2025-02/assign', { method: 'POST' }));
    expect(
      assigned.categories.map(({ category, planned, rollover }) => ({ category, planned, rollover })),
    ).toEqual([
      { category: 'Housing', planned: 497.82, rollover: false },
      { category: 'Groceries', planned: 100, rollover: true },
      { category: 'Savings', planned: 0, rollover: true },
    ]);
    expect(assigned.categories[2]).toMatchObject({ carriedIn: 17_000, available: 17_000 });
    expect(assigned.income.readyToAssign).toBe(0);
    // Savings hold 17,000: 17,000 / 597.82 of other planned spending = 28.4 months.
    expect(assigned.bufferMonths).toBe(28.4);
    // Nothing more to assign: pressing it again changes nothing.
    const again = await okJson<Budget>(await request('/api/budget/2025-02/assign', { method: 'POST' }));
    expect(again.categories).toEqual(assigned.categories);
  });

  it('says what it needs when the month before has no plan', async () => {
    const { request } = await signedInUser(t, { label: 'budget-assign-empty' });
    const res = await request('/api/budget/2025-02/assign', { method: 'POST' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(budgetMessages.nothingToAssign);
  });
});

describe('changing the budget', () => {
  it('refuses bad input with a clear message and changes nothing', async () => {
    const { request } = await signedInUser(t, { label: 'budget-bad' });
    const cases: [Response, number, string][] = [
      [await request('/api/budget?month=2025-13'), 400, budgetMessages.monthInvalid],
      [await plan(request, '2025-1', 'Groceries', 10), 400, budgetMessages.monthInvalid],
      [await plan(request, '2025-01', 'Groceries', -1), 400, budgetMessages.plannedNegative],
      [await plan(request, '2025-01', 'Groceries', 'ten'), 400, itemMessages.amountNotNumber],
      [await plan(request, '2025-01', 'Groceries', 1.005), 400, itemMessages.amountDecimals],
      [await plan(request, '2025-01', 'Gas', 10), 400, budgetMessages.businessCategory],
      [
        await request('/api/budget/2025-01/categories/Groceries', {
          method: 'PUT',
          json: { planned: 5, rollover: 'yes' },
        }),
        400,
        budgetMessages.rolloverNotBoolean,
      ],
      [
        await request('/api/budget/2025-01/categories/Groceries', { method: 'DELETE' }),
        404,
        budgetMessages.notInPlan,
      ],
      [
        await request('/api/budget/2025-02/copy', { json: { from: '2025-01' } }),
        404,
        budgetMessages.nothingToCopy,
      ],
      [
        await request('/api/budget/2025-02/copy', { json: { from: '2025-02' } }),
        400,
        budgetMessages.sameMonth,
      ],
      [
        await request('/api/budget/2025-02/copy', { json: { from: 'last' } }),
        400,
        budgetMessages.monthInvalid,
      ],
      [
        await request('/api/budget/2025-02/from-average', { method: 'POST' }),
        404,
        budgetMessages.nothingToAverage,
      ],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect(JSON.stringify(await errorOf(res))).toContain(message);
    }
    expect((await budgetOf(request, '2025-01')).categories).toEqual([]);
  });

  it('lets a Free plan budget five categories a month, and Pro more', async () => {
    const free = await signedInUser(t, { label: 'budget-free' });
    for (const category of ['Housing', 'Groceries', 'Health', 'Childcare', 'Savings'])
      await okJson(await plan(free.request, '2025-05', category, 10));
    const sixth = await plan(free.request, '2025-05', 'Dining out', 10);
    expect(sixth.status).toBe(402);
    expect((await errorOf(sixth)).message).toBe(budgetMessages.freeLimit);
    // Changing a planned category is not a sixth one.
    await okJson(await plan(free.request, '2025-05', 'Housing', 20));
    expect((await budgetOf(free.request, '2025-05')).categories).toHaveLength(5);

    const pro = await signedInUser(t, { pro: true, label: 'budget-pro' });
    for (const category of ['Housing', 'Groceries', 'Health', 'Childcare', 'Savings', 'Dining out'])
      await okJson(await plan(pro.request, '2025-05', category, 10));
    expect((await budgetOf(pro.request, '2025-05')).categories).toHaveLength(6);
  });

  it('never shows one person’s plan to another', async () => {
    const owner = await signedInUser(t, { label: 'budget-owner' });
    const other = await signedInUser(t, { label: 'budget-other' });
    await okJson(await plan(owner.request, '2025-06', 'Groceries', 300));
    expect((await budgetOf(other.request, '2025-06')).categories).toEqual([]);
    expect(
      (await other.request('/api/budget/2025-06/categories/Groceries', { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await other.request('/api/budget/2025-07/copy', { json: { from: '2025-06' } })).status).toBe(404);
    expect((await budgetOf(owner.request, '2025-06')).categories).toHaveLength(1);
  });
});

describe('the account export', () => {
  it('holds every month’s plan, oldest first', async () => {
    const { request } = await signedInUser(t, { label: 'budget-export' });
    await okJson(await plan(request, '2026-02', 'Home utilities', 95.5, true));
    await okJson(await plan(request, '2026-01', 'Groceries', 300));
    const exported = await okJson<{ budgetPlans: unknown[] }>(await request('/api/account/export'));
    expect(exported.budgetPlans).toEqual([
      { month: '2026-01', category: 'Groceries', planned: 300, rollover: false },
      { month: '2026-02', category: 'Home utilities', planned: 95.5, rollover: true },
    ]);
  });
});
