import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemMessages } from '../../core/items';
import { scheduleCMessages, type ScheduleC } from '../../core/tax/schedule-c-api';
import { scheduleCReasons } from '../../core/tax/schedule-c';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// GET /api/tax/schedule-c, GET/PUT /api/tax/category-lines, GET/PUT /api/tax/vehicle-use. Every figure
// below is figured by hand from the rules of docs/tax-tables.md "Schedule C lines" and "Meals".

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const json = async <T>(request: UserRequest, path: string): Promise<T> => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const scheduleCOf = (request: UserRequest, year: number) =>
  json<ScheduleC>(request, `/api/tax/schedule-c?year=${year}`);
const estimateOf = (request: UserRequest, year: number) =>
  json<TaxEstimateResponse>(request, `/api/tax/estimate?year=${year}`);
const amounts = (scheduleC: ScheduleC) =>
  Object.fromEntries(scheduleC.lines.map((line) => [line.line, line.amount]));
const setLine = (request: UserRequest, category: string, line: string, type = 'expense') =>
  request('/api/tax/category-lines', { method: 'PUT', json: { type, category, line } });
const fieldsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
};

/** A 2025 driver under the standard rate: 100.0 business miles at 70 cents (IRS Notice 2025-5) = $70.00. */
async function driver2025() {
  const person = await signedInUser(t, { pro: true, label: 'schedule-c' });
  await addItems(person.request, [
    { type: 'income', category: 'Rideshare', amount: 2_000, date: '2025-03-01' },
    { type: 'income', category: 'Cashback', amount: 25, date: '2025-03-02' },
    {
      type: 'expense',
      category: 'Meals',
      amount: 45.55,
      date: '2025-03-03',
      description: 'Lunch between rides',
    },
    { type: 'expense', category: 'Gas', amount: 60, date: '2025-03-04' },
    { type: 'expense', category: 'Parking', amount: 12, date: '2025-03-05', description: 'Airport lot' },
    { type: 'expense', category: 'Car wash', amount: 30, date: '2025-03-06' },
    { type: 'expense', category: 'Phone', amount: 50, date: '2025-03-07' },
    { type: 'expense', category: 'Meals', amount: 20, date: '2025-04-10', description: 'Dinner' },
    // Another year's items are not on 2025's Schedule C.
    { type: 'expense', category: 'Meals', amount: 99, date: '2026-01-02' },
  ]);
  const trip = await person.request('/api/trips', {
    json: { date: '2025-03-10', miles: 100, purpose: 'Rides' },
  });
  expect(trip.status).toBe(201);
  // The person chose the standard rate (a year keeps actual costs until they do).
  const chosen = await person.request('/api/trips/vehicle-method', {
    method: 'PUT',
    json: { year: 2025, method: 'standard' },
  });
  expect(chosen.status).toBe(200);
  return person;
}

describe('GET /api/tax/schedule-c: a worked example (2025, standard mileage rate)', () => {
  it('answers every line, the items behind it, line 9 with the mileage, Part V and what is not deducted', async () => {
    const { request } = await driver2025();
    const scheduleC = await scheduleCOf(request, 2025);
    expect(amounts(scheduleC)).toEqual({
      '1': 2_025, // Rideshare 2,000.00 + Cashback 25.00 (the person's own income category: line 1)
      '9': 82, // mileage 70.00 + Parking 12.00; Gas is not deducted under the standard rate
      '24b': 32.78, // Meals 45.55 + 20.00 = 65.55, x 50 % = 32.775, half up to 32.78
      '25': 50, // Phone
      '27a': 30, // Car wash, the person's own expense category: line 27a
    });
    expect(scheduleC).toMatchObject({
      year: 2025,
      vehicleMethod: 'standard',
      grossIncome: 2_025,
      totalExpenses: 194.78, // 82.00 + 32.78 + 50.00 + 30.00
      tentativeProfit: 1_830.22, // 2,025.00 - 194.78
      homeOffice: 0,
      netProfit: 1_830.22,
      otherExpenses: [{ category: 'Car wash', amount: 30 }],
      notDeducted: [
        { category: 'Gas', amount: 60, reason: scheduleCReasons.carCost },
        // 65.55 - 32.78
        { category: 'Meals', amount: 32.77, reason: scheduleCReasons.mealsHalf },
      ],
      vehicleUse: { year: 2025, businessMiles: 100, placedInService: null, commutingMiles: null },
    });
    const line = (id: string) => scheduleC.lines.find((entry) => entry.line === id)!;
    expect(line('9')).toMatchObject({
      name: 'Car and truck expenses',
      mileage: { miles: 100, deduction: 70 },
      categories: [{ type: 'expense', category: 'Parking', amount: 12, deductible: 12 }],
      note: "The standard mileage rate is used: it replaces the car's actual costs, so Gas $60.00 is not on this line. Parking and tolls are.",
    });
    expect(line('9').items.map((item) => [item.date, item.category, item.description, item.amount])).toEqual([
      ['2025-03-05', 'Parking', 'Airport lot', 12],
    ]);
    // Newest first, each with its full amount; the line counts half of their sum.
    expect(line('24b')).toMatchObject({
      name: 'Deductible meals',
      categories: [{ type: 'expense', category: 'Meals', amount: 65.55, deductible: 32.78 }],
      note: 'Meals count at 50 % (IRS Publication 463, chapter 2, "50% Limit").',
    });
    expect(line('24b').items.map((item) => [item.date, item.description, item.amount])).toEqual([
      ['2025-04-10', 'Dinner', 20],
      ['2025-03-03', 'Lunch between rides', 45.55],
    ]);
    expect(line('1').items.map((item) => item.category)).toEqual(['Cashback', 'Rideshare']);
    expect(line('1').note).toBeNull();
    // Gas is spent but on no line under the standard rate, so line 9 counts the parking alone.
    expect(Object.fromEntries(scheduleC.lines.map((entry) => [entry.line, entry.itemCount]))).toEqual({
      '1': 2,
      '9': 1,
      '24b': 2,
      '25': 1,
      '27a': 1,
    });
  });

  it('answers the newest 100 items of a line and how many there are in all', async () => {
    const person = await signedInUser(t, { pro: true, label: 'schedule-c-many' });
    const day = (index: number) =>
      `2025-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
    // Line 25 from two categories: 101 phone bills and 4 internet bills, 105 items; the newest are December's.
    await addItems(person.request, [
      ...Array.from({ length: 101 }, (_, index) => ({
        type: 'expense' as const,
        category: 'Phone',
        amount: 1,
        date: day(index),
        description: `Phone ${index}`,
      })),
      ...Array.from({ length: 4 }, (_, index) => ({
        type: 'expense' as const,
        category: 'Internet',
        amount: 2,
        date: `2025-12-${String(29 + (index % 3)).padStart(2, '0')}`,
        description: `Internet ${index}`,
      })),
    ]);
    const line25 = (await scheduleCOf(person.request, 2025)).lines.find((entry) => entry.line === '25')!;
    expect(line25.amount).toBe(109); // 101 x 1.00 + 4 x 2.00
    expect(line25.itemCount).toBe(105);
    expect(line25.items).toHaveLength(100);
    const dates = line25.items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The four internet bills (Dec 29-31) are the newest; the five phone bills left out are the oldest (January).
    expect(line25.items.slice(0, 4).map((item) => item.category)).toEqual([
      'Internet',
      'Internet',
      'Internet',
      'Internet',
    ]);
    const shownPhones = new Set(
      line25.items.filter((item) => item.category === 'Phone').map((item) => item.description),
    );
    const leftOut = Array.from({ length: 101 }, (_, index) => `Phone ${index}`).filter(
      (name) => !shownPhones.has(name),
    );
    expect(leftOut).toHaveLength(5);
    for (const name of leftOut) expect(day(Number(name.slice('Phone '.length)))).toMatch(/^2025-01-/);
  });

  it("has the estimate's net profit and expenses, before and after a home office", async () => {
    const { request } = await driver2025();
    const estimate = await estimateOf(request, 2025);
    const scheduleC = await scheduleCOf(request, 2025);
    // The estimate counts meals at 50 %, as Schedule C line 24b does; in full the expenses would be
    // 82.00 + 65.55 + 50.00 + 30.00 = 227.55.
    expect(estimate.expenses).toBe(194.78);
    expect(estimate.netProfit).toBe(scheduleC.netProfit);
    const saved = await request('/api/tax/profile', {
      method: 'PUT',
      json: { year: 2025, filingStatus: 'single', homeOfficeSqFt: 100 },
    });
    expect(saved.status).toBe(200);
    const withOffice = await scheduleCOf(request, 2025);
    // 100 sq ft x $5 = 500.00; 1,830.22 - 500.00 = 1,330.22
    expect([withOffice.homeOffice, withOffice.netProfit]).toEqual([500, 1_330.22]);
    expect((await estimateOf(request, 2025)).netProfit).toBe(1_330.22);
  });

  it('moves a custom category to 24b or 18 when the person chooses it in Settings', async () => {
    const { request } = await driver2025();
    expect((await setLine(request, 'Car wash', '24b')).status).toBe(200);
    const onMeals = await scheduleCOf(request, 2025);
    // 24b: Meals 32.78 + Car wash 30.00 x 50 % = 15.00 -> 47.78; 28: 82.00 + 47.78 + 50.00 = 179.78
    expect(amounts(onMeals)).toEqual({ '1': 2_025, '9': 82, '24b': 47.78, '25': 50 });
    expect([onMeals.totalExpenses, onMeals.netProfit]).toEqual([179.78, 1_845.22]); // 2,025.00 - 179.78
    expect(onMeals.otherExpenses).toEqual([]);
    expect(onMeals.notDeducted.map((cost) => [cost.category, cost.amount])).toEqual([
      ['Gas', 60],
      ['Meals', 32.77],
      ['Car wash', 15],
    ]);
    expect((await estimateOf(request, 2025)).netProfit).toBe(1_845.22);

    expect((await setLine(request, 'Car wash', '18')).status).toBe(200);
    const onOffice = await scheduleCOf(request, 2025);
    expect(amounts(onOffice)).toEqual({ '1': 2_025, '9': 82, '18': 30, '24b': 32.78, '25': 50 });
    expect(onOffice.lines.find((line) => line.line === '18')!.items.map((item) => item.amount)).toEqual([30]);
    expect(onOffice.netProfit).toBe(1_830.22); // as on 27a: 2,025.00 - 194.78
    expect((await setLine(request, 'Cashback', '6', 'income')).status).toBe(200);
    expect(amounts(await scheduleCOf(request, 2025))).toMatchObject({ '1': 2_000, '6': 25 });
  });

  it("shows the meals' half not deducted in the tax summary, whose net is line 29", async () => {
    const { request } = await driver2025();
    const text = await (await request('/api/export/tax-summary?year=2025')).text();
    expect(text).toContain('  Meals                                             $32.77\n');
    // Expenses by category: mileage 70.00 + Meals 65.55 + Phone 50.00 + Car wash 30.00 + Parking 12.00 = 227.55;
    // 2,025.00 - 227.55 + 32.77 = 1,830.22
    expect(text).toContain('  Total                                            $227.55\n');
    expect(text).toContain('Net (income - expenses + meals not deductible, Schedule C line 29): $1,830.22\n');
    expect(text).toContain('  Net profit (Schedule C)                        $1,830.22\n');
  });
});

describe('GET /api/tax/schedule-c: meals in 2022 and actual car costs', () => {
  it("counts 2022's restaurant meals in full (Notice 2021-25), in Schedule C and the estimate", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'schedule-c' });
    await addItems(request, [
      { type: 'income', category: 'Delivery', amount: 1_000, date: '2022-05-01' },
      { type: 'expense', category: 'Meals', amount: 45.55, date: '2022-05-02' },
      { type: 'expense', category: 'Snacks', amount: 10.01, date: '2022-05-03' },
    ]);
    expect((await setLine(request, 'Snacks', '24b')).status).toBe(200);
    const scheduleC = await scheduleCOf(request, 2022);
    // Meals 45.55 in full + Snacks 10.01 x 50 % = 5.005 -> 5.01: 50.56; 1,000.00 - 50.56 = 949.44
    expect(amounts(scheduleC)).toEqual({ '1': 1_000, '24b': 50.56 });
    expect(scheduleC.netProfit).toBe(949.44);
    expect(scheduleC.lines[1]!.note).toBe(
      "Restaurant meals ('Meals') count in full in 2022 (IRS Notice 2021-25); your own categories on this line count at 50 %.",
    );
    expect((await estimateOf(request, 2022)).netProfit).toBe(949.44);
  });

  it("puts the car's actual costs, parking and tolls on line 9 and leaves the mileage log out", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'schedule-c' });
    await addItems(request, [
      { type: 'income', category: 'Delivery', amount: 1_000, date: '2025-05-01' },
      { type: 'expense', category: 'Gas', amount: 60, date: '2025-05-02' },
      { type: 'expense', category: 'Tolls', amount: 7.5, date: '2025-05-03' },
      { type: 'expense', category: 'Transportation', amount: 4.5, date: '2025-05-04' },
    ]);
    await request('/api/trips', { json: { date: '2025-05-10', miles: 100, purpose: 'Rides' } });
    const method = await request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2025, method: 'actual' },
    });
    expect(method.status).toBe(200);
    const scheduleC = await scheduleCOf(request, 2025);
    // Gas 60.00 + Tolls 7.50 + Transportation 4.50 = 72.00 (Gas and Transportation on the same line)
    expect(amounts(scheduleC)).toEqual({ '1': 1_000, '9': 72 });
    const line9 = scheduleC.lines[1]!;
    expect(line9.mileage).toBeUndefined();
    expect(line9.items.map((item) => item.category)).toEqual(['Transportation', 'Tolls', 'Gas']);
    expect(line9.note).toBe(
      "Actual car expenses are used: the mileage log's $70.00 at the standard rate is not deducted.",
    );
    expect(scheduleC).toMatchObject({ vehicleMethod: 'actual', notDeducted: [], netProfit: 928 });
    expect(scheduleC.vehicleUse.businessMiles).toBe(100);
    expect((await estimateOf(request, 2025)).netProfit).toBe(928);
  });

  it('refuses a year out of range, and answers 403 on the free plan', async () => {
    const pro = await signedInUser(t, { pro: true, label: 'schedule-c' });
    for (const year of ['2021', '2101', 'abc', ''])
      expect(await fieldsOf(await pro.request(`/api/tax/schedule-c?year=${year}`))).toEqual({
        year: scheduleCMessages.yearInvalid,
      });
    expect(scheduleCMessages.yearInvalid).toBe('Tax year must be a year from 2022 to 2100');
    const free = await signedInUser(t, { label: 'schedule-c' });
    expect((await free.request('/api/tax/schedule-c?year=2025')).status).toBe(403);
    expect((await free.request('/api/tax/vehicle-use?year=2025')).status).toBe(403);
  });
});

describe('GET/PUT /api/tax/category-lines', () => {
  it("lists the person's own categories in use or saved, with their line and whether it was chosen", async () => {
    const { request } = await signedInUser(t, { label: 'schedule-c' }); // a setting: any plan
    await addItems(request, [
      { type: 'expense', category: 'Car wash', amount: 10, date: '2025-03-06' },
      { type: 'expense', category: 'Meals', amount: 10, date: '2025-03-06' },
      { type: 'income', category: 'Cashback', amount: 5, date: '2025-03-06' },
    ]);
    expect(await json(request, '/api/tax/category-lines')).toEqual({
      categories: [
        { type: 'expense', category: 'Car wash', line: '27a', chosen: false },
        { type: 'income', category: 'Cashback', line: '1', chosen: false },
      ],
    });
    const saved = await setLine(request, 'Bridge fees', '9');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ type: 'expense', category: 'Bridge fees', line: '9', chosen: true });
    expect((await setLine(request, 'Car wash', '21')).status).toBe(200);
    expect(await json(request, '/api/tax/category-lines')).toEqual({
      categories: [
        { type: 'expense', category: 'Bridge fees', line: '9', chosen: true },
        { type: 'expense', category: 'Car wash', line: '21', chosen: true },
        { type: 'income', category: 'Cashback', line: '1', chosen: false },
      ],
    });
  });

  it('refuses a built-in category, a line of the other type and bad fields, with their messages', async () => {
    const { request } = await signedInUser(t, { label: 'schedule-c' });
    const put = (body: unknown) => request('/api/tax/category-lines', { method: 'PUT', json: body });
    expect(await fieldsOf(await put({ type: 'expense', category: 'Meals', line: '27a' }))).toEqual({
      category: 'Built-in categories keep their Schedule C line',
    });
    expect(await fieldsOf(await put({ type: 'income', category: 'Cashback', line: '27a' }))).toEqual({
      line: 'Line must be one of 1, 6',
    });
    expect(await fieldsOf(await put({ type: 'expense', category: 'Car wash', line: '28' }))).toEqual({
      line: 'Line must be one of 8, 9, 10, 11, 12, 13, 14, 15, 16b, 17, 18, 19, 20a, 20b, 21, 22, 23, 24a, 24b, 25, 26, 27a',
    });
    expect(await fieldsOf(await put({ type: 'expense', category: ' ', line: '18' }))).toEqual({
      category: itemMessages.categoryRequired,
    });
    expect(await fieldsOf(await put({ type: 'gift', category: 'x'.repeat(65), line: 5 }))).toEqual({
      type: itemMessages.typeInvalid,
      category: itemMessages.categoryTooLong,
      line: 'Line is required',
    });
    expect(await json(request, '/api/tax/category-lines')).toEqual({ categories: [] });
  });
});

describe('GET/PUT /api/tax/vehicle-use', () => {
  const answers = {
    year: 2025,
    placedInService: '2019-04-02',
    commutingMiles: 812.5,
    otherMiles: 4_000,
    availableOffDuty: true,
    anotherVehicle: false,
    hasEvidence: true,
    evidenceWritten: null,
  };

  it("keeps the year's Part IV answers (miles in tenths) beside the log's business miles", async () => {
    const { request } = await driver2025();
    expect(await json(request, '/api/tax/vehicle-use?year=2025')).toEqual({
      year: 2025,
      placedInService: null,
      businessMiles: 100,
      commutingMiles: null,
      otherMiles: null,
      availableOffDuty: null,
      anotherVehicle: null,
      hasEvidence: null,
      evidenceWritten: null,
    });
    const res = await request('/api/tax/vehicle-use', { method: 'PUT', json: answers });
    expect(res.status).toBe(200);
    const expected = { ...answers, businessMiles: 100 };
    expect(await res.json()).toEqual(expected);
    expect(await json(request, '/api/tax/vehicle-use?year=2025')).toEqual(expected);
    expect((await scheduleCOf(request, 2025)).vehicleUse).toEqual(expected);
    // Another year is asked on its own.
    expect(await json(request, '/api/tax/vehicle-use?year=2026')).toMatchObject({
      placedInService: null,
      businessMiles: 0,
    });
    const cleared = await request('/api/tax/vehicle-use', {
      method: 'PUT',
      json: { ...answers, commutingMiles: null, availableOffDuty: null },
    });
    expect(await cleared.json()).toMatchObject({
      commutingMiles: null,
      availableOffDuty: null,
      otherMiles: 4_000,
    });
  });

  it('refuses bad answers with their messages and keeps the saved ones', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'schedule-c' });
    const put = (body: unknown) => request('/api/tax/vehicle-use', { method: 'PUT', json: body });
    expect(await fieldsOf(await put({ ...answers, placedInService: '2026-01-01' }))).toEqual({
      placedInService: 'The date placed in service must be on or before 2025-12-31',
    });
    expect(
      await fieldsOf(await put({ ...answers, commutingMiles: -1, otherMiles: 1.25, hasEvidence: 'yes' })),
    ).toEqual({
      commutingMiles: 'Miles must be a number from 0 to 999,999.9 with at most one decimal',
      otherMiles: 'Miles must be a number from 0 to 999,999.9 with at most one decimal',
      hasEvidence: 'Answer must be yes or no',
    });
    expect(await fieldsOf(await put({ ...answers, otherMiles: 1_000_000, year: 2021 }))).toMatchObject({
      year: scheduleCMessages.yearInvalid,
      otherMiles: scheduleCMessages.milesInvalid,
    });
    expect(await json(request, '/api/tax/vehicle-use?year=2025')).toMatchObject({ placedInService: null });
  });
});
