import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarMonth } from '../../core/calendar';
import type { NewItemInput } from '../../core/item-input';
import type { ExpenseReport, IncomeReport } from '../../core/reports/income-analysis';
import { addItems, signedInUser } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const income = (amount: number, date: string, category: string): NewItemInput => ({
  type: 'income',
  category,
  amount,
  date,
});
const expense = (amount: number, date: string, category: string): NewItemInput => ({
  type: 'expense',
  category,
  amount,
  date,
});

// Today is Sunday 2026-11-22. The month period is the calendar month to date, 2026-11-01..2026-11-22; the previous
// one the same days of October, 2026-10-01..2026-10-22; the trend shows 2026-06..2026-11.
const TODAY = '2026-11-22';
const ledger = [
  income(300, '2026-11-20', 'Rideshare'), // Friday
  income(200, '2026-11-16', 'Delivery'), // Monday
  income(100, '2026-11-01', 'Rideshare'), // Sunday
  income(50, '2026-11-08', 'Tips'), // Sunday
  income(400, '2026-10-10', 'Rideshare'), // previous period
  income(250, '2026-08-05', 'Rideshare'), // trend only
  expense(80, '2026-11-02', 'Gas'),
  expense(20, '2026-11-03', 'Phone'),
  expense(50, '2026-10-01', 'Gas'), // previous period
];

describe('GET /api/reports/income', () => {
  it('answers 403 pro-required to a free user', async () => {
    const { request } = await signedInUser(t, { label: 'analyst' });
    const res = await request('/api/reports/income?period=month');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'pro-required', message: 'You need a Pro subscription to use this feature.' },
    });
  });

  it('computes the Income Analysis figures by hand', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'analyst' });
    await addItems(request, ledger);
    const report = (await (
      await request(`/api/reports/income?period=month&today=${TODAY}`)
    ).json()) as IncomeReport;
    expect(report).toEqual({
      period: 'month',
      from: '2026-11-01',
      to: '2026-11-22',
      totalIncome: 650, // 300 + 200 + 100 + 50
      change: 62.5, // (650 - 400) / 400
      averageMonthly: 650, // 650 over the 1 month with income in the period (November)
      topSource: { category: 'Rideshare', total: 400 },
      bestDay: { dayOfWeek: 5, label: 'Friday', total: 300 },
      byCategory: [
        { category: 'Rideshare', total: 400, share: 61.5 }, // 400 / 650 = 61.54 %
        { category: 'Delivery', total: 200, share: 30.8 }, // 30.77 %
        { category: 'Tips', total: 50, share: 7.7 }, // 7.69 %
      ],
      byDayOfWeek: [
        { dayOfWeek: 0, label: 'Sunday', total: 150 }, // 100 + 50
        { dayOfWeek: 1, label: 'Monday', total: 200 },
        { dayOfWeek: 2, label: 'Tuesday', total: 0 },
        { dayOfWeek: 3, label: 'Wednesday', total: 0 },
        { dayOfWeek: 4, label: 'Thursday', total: 0 },
        { dayOfWeek: 5, label: 'Friday', total: 300 },
        { dayOfWeek: 6, label: 'Saturday', total: 0 },
      ],
      monthlyTrend: [
        { month: '2026-06', total: 0, status: 'historical', direction: null },
        { month: '2026-07', total: 0, status: 'historical', direction: 'flat' },
        { month: '2026-08', total: 250, status: 'historical', direction: 'up' },
        { month: '2026-09', total: 0, status: 'historical', direction: 'down' },
        { month: '2026-10', total: 400, status: 'previous', direction: 'up' },
        { month: '2026-11', total: 650, status: 'current', direction: 'up' }, // 300 + 200 + 100 + 50
      ],
      insights: {
        stability: { label: 'Strong growth', changePercent: 62.5 }, // (650 - 400) / 400
        diversity: { label: 'Well diversified', categories: 3 },
        potential: { label: 'Above average' }, // 650 against (250 + 400 + 650) / 3 = 433.33
      },
      // Every item here is business (typed by hand): no personal income beside it.
      personal: { total: 0, byCategory: [] },
    });
  });

  it('answers empty figures without income, and 400 for an unknown period', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'analyst' });
    const report = (await (
      await request(`/api/reports/income?period=week&today=${TODAY}`)
    ).json()) as IncomeReport;
    expect(report).toMatchObject({
      from: '2026-11-16',
      totalIncome: 0,
      change: null,
      averageMonthly: 0,
      topSource: null,
      bestDay: null,
      byCategory: [],
      insights: {
        stability: { label: 'Insufficient data', changePercent: null },
        diversity: { label: 'No data', categories: 0 },
        potential: { label: 'Insufficient data' },
      },
    });
    const bad = await request('/api/reports/income?period=decade');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: { period: 'Period must be week, month, quarter or year' },
      },
    });
  });
});

describe('GET /api/reports/expenses', () => {
  it('computes the Expense Breakdown figures by hand', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'analyst' });
    const items = await addItems(request, ledger);
    const report = (await (
      await request(`/api/reports/expenses?period=month&today=${TODAY}`)
    ).json()) as ExpenseReport;
    const gas = items.find((item) => item.date === '2026-11-02')!;
    const phone = items.find((item) => item.date === '2026-11-03')!;
    expect(report).toEqual({
      period: 'month',
      from: '2026-11-01',
      to: '2026-11-22',
      totalExpenses: 100, // 80 + 20
      change: 100, // (100 - 50) / 50
      byCategory: [
        { category: 'Gas', total: 80, share: 80 },
        { category: 'Phone', total: 20, share: 20 },
      ],
      byMonth: [
        { month: '2026-06', total: 0 },
        { month: '2026-07', total: 0 },
        { month: '2026-08', total: 0 },
        { month: '2026-09', total: 0 },
        { month: '2026-10', total: 50 },
        { month: '2026-11', total: 100 },
      ],
      largest: [
        { id: gas.id, date: '2026-11-02', category: 'Gas', description: '', amount: 80 },
        { id: phone.id, date: '2026-11-03', category: 'Phone', description: '', amount: 20 },
      ],
      // Gas with no trip in 2026: actual car costs by default, nothing left out.
      vehicle: [{ year: 2026, method: 'actual', chosen: false, leftOut: [] }],
      personal: { total: 0, byCategory: [] },
    });
  });
});

describe('GET /api/calendar', () => {
  it('answers the visible month only: day totals, the first 2 items and how many more', async () => {
    const { request } = await signedInUser(t, { label: 'analyst' });
    const [ride] = await addItems(request, [income(300, '2026-11-20', 'Rideshare')]);
    const [parking, tolls] = await addItems(request, [
      expense(5, '2026-11-20', 'Parking'),
      expense(7, '2026-11-20', 'Tolls'),
    ]);
    const [gas] = await addItems(request, [
      expense(80, '2026-11-02', 'Gas'),
      income(9, '2026-12-01', 'Tips'),
    ]);
    const month = (await (await request('/api/calendar?month=2026-11')).json()) as CalendarMonth;
    expect(month.month).toBe('2026-11');
    expect(
      month.days.map((day) => [
        day.date,
        day.income,
        day.expenses,
        day.items.map((item) => item.id),
        day.more,
      ]),
    ).toEqual([
      ['2026-11-02', 0, 80, [gas!.id], 0],
      ['2026-11-20', 300, 12, [ride!.id, parking!.id], 1], // tolls is the '+1 more'
    ]);
    expect(tolls).toBeDefined();
  });

  it('refuses a malformed month and shows nothing of another user', async () => {
    const { request } = await signedInUser(t, { label: 'analyst' });
    const { request: other } = await signedInUser(t, { label: 'analyst' });
    await addItems(other, [income(1, '2026-11-02', 'Tips')]);
    expect(((await (await request('/api/calendar?month=2026-11')).json()) as CalendarMonth).days).toEqual([]);
    const bad = await request('/api/calendar?month=2026-13');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: { month: 'Month must be YYYY-MM between 2000-01 and 2099-12' },
      },
    });
  });
});
