import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseReport } from '../../core/reports/income-analysis';
import type { Summary } from '../../core/summary';
import { eq } from 'drizzle-orm';
import type { ScheduleC } from '../../core/tax/schedule-c-api';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import type { VehicleMethodOfTaxYear } from '../../core/tax/vehicle-method';
import { vehicleMethod } from '../db/schema';
import { weeklyFigures } from '../jobs/weekly-reports';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// A tax year deducts the car at the standard mileage rate or at its actual costs, never both
// (IRS Publication 463, chapter 4). Parking and tolls stay deductible beside the standard rate. A year with
// nothing chosen keeps actual costs, however many trips are logged, and both methods are compared for the
// person to choose.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const read = async <T>(request: UserRequest, path: string): Promise<T> => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const march = 'from=2026-03-01&to=2026-03-31&today=2026-03-31';

/** A 2026 rideshare driver: $5,000 of fares, gas, maintenance, parking, tolls, a phone bill, 1,204 miles logged. */
async function driver() {
  const person = await signedInUser(t, { pro: true, label: 'driver' });
  await addItems(person.request, [
    { type: 'income', category: 'Rideshare', amount: 5000, date: '2026-03-02' },
    { type: 'expense', category: 'Gas', amount: 812.4, date: '2026-03-03' },
    { type: 'expense', category: 'Maintenance', amount: 230, date: '2026-03-04' },
    { type: 'expense', category: 'Parking', amount: 18, date: '2026-03-05' },
    { type: 'expense', category: 'Tolls', amount: 12.5, date: '2026-03-06' },
    { type: 'expense', category: 'Phone', amount: 45, date: '2026-03-07' },
  ]);
  for (const trip of [
    { date: '2026-03-10', miles: 1000, purpose: 'Airport runs' },
    { date: '2026-03-20', miles: 204, purpose: 'Evening rides' },
  ])
    expect((await person.request('/api/trips', { json: trip })).status).toBe(201);
  return person;
}

// Standard rate: 1,204.0 miles x 72.5 cents (2026) = $872.90; with parking $18.00, tolls $12.50 and the phone
// $45.00 the expenses are $948.40; gas $812.40 and maintenance $230.00 are not deducted. Net $5,000 - $948.40.
const standardLeftOut = [
  { category: 'Gas', total: 812.4 },
  { category: 'Maintenance', total: 230 },
];
// Actual costs: $812.40 + $230.00 + $18.00 + $12.50 + $45.00 = $1,117.90; the $872.90 of the log is not deducted.

// The driver's 2026 under each method (single, nothing else in the household; docs/tax-tables.md, 2026):
// Standard: the car deducts $872.90 + parking $18.00 + tolls $12.50 = $903.40. Net profit $4,051.60; net earnings
// 405,160 x 0.9235 = 374,165.26 -> 374,165 cents; Social Security 12.4 % = 46,396.46 -> 46,396; Medicare 2.9 % =
// 10,850.785 -> 10,851; SE tax $572.47. AGI 4,051.60 - 286.24 is under the $16,100 standard deduction: no income tax.
// Total tax $572.47.
// Actual: $812.40 + $230.00 + $18.00 + $12.50 = $1,072.90. Net profit $5,000 - $1,117.90 = $3,882.10; net earnings
// 388,210 x 0.9235 = 358,511.935 -> 358,512; 44,455.488 -> 44,455 and 10,396.848 -> 10,397; SE tax $548.52, no
// income tax. Total tax $548.52, so actual costs save $572.47 - $548.52 = $23.95.
const driverComparison = {
  standard: { deduction: 903.4, totalTax: 572.47 },
  actual: { deduction: 1072.9, totalTax: 548.52 },
  recommended: 'actual',
  saving: 23.95,
};

const choose = async (request: UserRequest, year: number, method: 'standard' | 'actual') => {
  const saved = await request('/api/trips/vehicle-method', { method: 'PUT', json: { year, method } });
  expect(saved.status).toBe(200);
  return (await saved.json()) as VehicleMethodOfTaxYear;
};

describe('the car method of a tax year', () => {
  it('takes the standard rate once chosen, and leaves gas and maintenance out everywhere', async () => {
    const { id, request } = await driver();
    await choose(request, 2026, 'standard');
    const summary = await read<Summary>(request, `/api/summary?${march}`);
    expect(summary.expenses).toBe(948.4);
    expect(summary.net).toBe(4051.6);
    expect(summary.topExpenses).toEqual([
      { category: 'Mileage (standard rate)', total: 872.9 },
      { category: 'Phone', total: 45 },
      { category: 'Parking', total: 18 },
    ]);
    expect(summary.vehicle).toEqual([
      { year: 2026, method: 'standard', chosen: true, leftOut: standardLeftOut },
    ]);

    const estimate = await read<TaxEstimateResponse>(request, '/api/tax/estimate?year=2026');
    expect(estimate.expenses).toBe(948.4);
    expect(estimate.mileageDeduction).toBe(872.9);
    expect(estimate.netProfit).toBe(4051.6);
    expect(estimate.vehicle).toEqual(summary.vehicle);

    const report = await read<ExpenseReport>(request, '/api/reports/expenses?period=month&today=2026-03-31');
    expect(report.totalExpenses).toBe(948.4);
    expect(report.byCategory.map((line) => line.category)).toEqual([
      'Mileage (standard rate)',
      'Phone',
      'Parking',
      'Tolls',
    ]);
    expect(report.byMonth.at(-1)).toEqual({ month: '2026-03', total: 948.4 });
    expect(report.vehicle).toEqual(summary.vehicle);

    const file = await (await request('/api/export/tax-summary?year=2026')).text();
    expect(file).toContain('  Total                                            $948.40\n');
    expect(file).toContain(
      '  so these are not deducted:\n    Gas                                            $812.40\n',
    );
    expect(file).not.toMatch(/\n {2}Gas /);

    // The weekly email's week of March 2-8 has no trip, but its tax year does: gas and maintenance stay out.
    // $18.00 + $12.50 + $45.00 = $75.50.
    const week = await weeklyFigures(
      t.db,
      id,
      { from: '2026-03-02', to: '2026-03-08', key: '2026-W10' },
      '2026-03-09',
    );
    expect(week.expensesCents).toBe(7_550);

    expect(await read<VehicleMethodOfTaxYear>(request, '/api/trips/vehicle-method?year=2026')).toEqual({
      year: 2026,
      method: 'standard',
      chosen: true,
      yearHasTrips: true,
      mileageDeduction: 872.9,
      leftOut: standardLeftOut,
      comparison: driverComparison,
      placedInService: null,
    });
    expect(estimate.totalTax).toBe(driverComparison.standard.totalTax);
  });

  it('takes the actual costs once chosen: every car cost kept, the mileage log left out', async () => {
    const { request } = await driver();
    const saved = await request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2026, method: 'actual' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      year: 2026,
      method: 'actual',
      chosen: true,
      yearHasTrips: true,
      mileageDeduction: 872.9,
      leftOut: [{ category: 'Mileage (standard rate)', total: 872.9 }],
      comparison: driverComparison,
      placedInService: null,
    });

    const summary = await read<Summary>(request, `/api/summary?${march}`);
    expect(summary.expenses).toBe(1117.9);
    expect(summary.topExpenses[0]).toEqual({ category: 'Gas', total: 812.4 });
    const estimate = await read<TaxEstimateResponse>(request, '/api/tax/estimate?year=2026');
    expect(estimate.expenses).toBe(1117.9);
    expect(estimate.mileageDeduction).toBe(0);
    expect(estimate.totalTax).toBe(driverComparison.actual.totalTax);
    const report = await read<ExpenseReport>(request, '/api/reports/expenses?period=month&today=2026-03-31');
    expect(report.totalExpenses).toBe(1117.9);
    expect(report.byMonth.at(-1)).toEqual({ month: '2026-03', total: 1117.9 });

    // Back to the standard rate: the latest choice wins.
    await request('/api/trips/vehicle-method', { method: 'PUT', json: { year: 2026, method: 'standard' } });
    expect((await read<Summary>(request, `/api/summary?${march}`)).expenses).toBe(948.4);
  });

  it("applies each tax year's own method to its part of a period across the new year", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'new-year' });
    await addItems(request, [
      { type: 'expense', category: 'Gas', amount: 100, date: '2025-12-20' },
      { type: 'expense', category: 'Gas', amount: 50, date: '2026-01-05' },
    ]);
    await request('/api/trips', { json: { date: '2025-12-21', miles: 100, purpose: 'Deliveries' } });
    await request('/api/trips', { json: { date: '2026-01-06', miles: 200, purpose: 'Deliveries' } });
    await choose(request, 2025, 'actual');
    await choose(request, 2026, 'standard');
    // 2025, actual costs: gas $100.00 kept; 100 miles x 70 cents = $70.00 left out.
    // 2026, standard rate: 200 miles x 72.5 cents = $145.00; gas $50.00 left out. $100 + $145.
    const summary = await read<Summary>(
      request,
      '/api/summary?from=2025-12-15&to=2026-01-15&today=2026-01-15',
    );
    expect(summary.expenses).toBe(245);
    expect(summary.vehicle).toEqual([
      {
        year: 2025,
        method: 'actual',
        chosen: true,
        leftOut: [{ category: 'Mileage (standard rate)', total: 70 }],
      },
      { year: 2026, method: 'standard', chosen: true, leftOut: [{ category: 'Gas', total: 50 }] },
    ]);
  });

  it('refuses a bad year or method with field messages and writes nothing', async () => {
    const { id, request } = await driver();
    const res = await request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2021, method: 'both' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: expect.any(String) as unknown,
        fields: {
          year: 'Year must be a year from 2022 to 2099',
          method: "Method must be 'standard' or 'actual'",
        },
      },
    });
    expect((await request('/api/trips/vehicle-method?year=soon')).status).toBe(400);
    const rows = await t.db.select().from(vehicleMethod);
    expect(rows.filter((row) => row.userId === id)).toEqual([]);
  });
});

describe('both methods compared, and a year that never switches by itself', () => {
  it("compares the year's deduction and federal tax under each method and recommends the lower tax", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'compare' });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 30_000, date: '2026-03-02' },
      { type: 'expense', category: 'Gas', amount: 1_500, date: '2026-03-03' },
      { type: 'expense', category: 'Insurance', amount: 1_000, date: '2026-03-04' },
      { type: 'expense', category: 'Maintenance', amount: 500, date: '2026-03-05' },
      { type: 'expense', category: 'Parking', amount: 40, date: '2026-03-06' },
    ]);
    expect(
      (await request('/api/trips', { json: { date: '2026-03-10', miles: 1000, purpose: 'Deliveries' } }))
        .status,
    ).toBe(201);
    // 1,000 business miles and 250 other miles: an 80 % business share (1,000 / 1,250).
    const partIV = await request('/api/tax/vehicle-use', {
      method: 'PUT',
      json: {
        year: 2026,
        placedInService: '2026-01-15',
        commutingMiles: 0,
        otherMiles: 250,
        availableOffDuty: true,
        anotherVehicle: false,
        hasEvidence: true,
        evidenceWritten: true,
      },
    });
    expect(partIV.status, await partIV.text()).toBe(200);

    // Single, 2026 (docs/tax-tables.md: standard deduction $16,100; 10 % to $12,400; QBI deduction the lesser of
    // 20 % of QBI and 20 % of taxable income before it), every step rounded half up to the cent.
    // Standard: 1,000 miles x 72.5 cents = $725.00 + parking $40.00 = $765.00. Net profit $29,235.00; net earnings
    // 2,923,500 x 0.9235 = 2,699,852.25 -> 2,699,852 cents; SS 12.4 % = 334,781.648 -> 334,782; Medicare 2.9 % =
    // 78,295.708 -> 78,296; SE tax 413,078. Half 206,539; AGI 2,716,961; less 1,610,000 = 1,106,961 before QBI;
    // QBI deduction 20 % x 1,106,961 = 221,392.2 -> 221,392 (20 % of QBI 2,716,961 is more); taxable 885,569;
    // income tax 10 % = 88,556.9 -> 88,557. Total tax 88,557 + 413,078 = $5,016.35.
    // Actual: gas, insurance and maintenance $3,000.00 at 80 % = $2,400.00 + parking $40.00 = $2,440.00. Net profit
    // $27,560.00; net earnings 2,756,000 x 0.9235 = 2,545,166; SS 315,600.584 -> 315,601; Medicare 73,809.814 ->
    // 73,810; SE tax 389,411. Half 194,705.5 -> 194,706; AGI 2,561,294; 951,294 before QBI; QBI deduction
    // 190,258.8 -> 190,259; taxable 761,035; income tax 76,103.5 -> 76,104. Total tax 76,104 + 389,411 = $4,655.15.
    // Actual costs save $5,016.35 - $4,655.15 = $361.20.
    const comparison = {
      standard: { deduction: 765, totalTax: 5016.35 },
      actual: { deduction: 2440, totalTax: 4655.15 },
      recommended: 'actual',
      saving: 361.2,
    };
    expect(await read<VehicleMethodOfTaxYear>(request, '/api/trips/vehicle-method?year=2026')).toEqual({
      year: 2026,
      method: 'actual',
      chosen: false,
      yearHasTrips: true,
      mileageDeduction: 725,
      businessUsePercent: 80,
      // The personal 20 %: gas $300.00, insurance $200.00, maintenance $100.00.
      leftOut: [
        { category: 'Mileage (standard rate)', total: 725 },
        { category: 'Gas (personal use)', total: 300 },
        { category: 'Insurance (personal use)', total: 200 },
        { category: 'Maintenance (personal use)', total: 100 },
      ],
      comparison,
      placedInService: '2026-01-15',
    });
    // Each figure is the Tax page's total tax under that method.
    expect((await read<TaxEstimateResponse>(request, '/api/tax/estimate?year=2026')).totalTax).toBe(4655.15);
    expect((await choose(request, 2026, 'standard')).comparison).toEqual(comparison);
    expect((await read<TaxEstimateResponse>(request, '/api/tax/estimate?year=2026')).totalTax).toBe(5016.35);
  });

  it('keeps a year with nothing chosen on actual costs when its first trip is logged: same method, same Schedule C', async () => {
    const { id, request } = await signedInUser(t, { pro: true, label: 'first-trip' });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 5000, date: '2026-03-02' },
      { type: 'expense', category: 'Gas', amount: 812.4, date: '2026-03-03' },
      { type: 'expense', category: 'Insurance', amount: 600, date: '2026-03-04' },
    ]);
    const before = await read<VehicleMethodOfTaxYear>(request, '/api/trips/vehicle-method?year=2026');
    expect(before).toMatchObject({ method: 'actual', chosen: false, yearHasTrips: false, leftOut: [] });
    const scheduleCBefore = await read<ScheduleC>(request, '/api/tax/schedule-c?year=2026');
    // $5,000.00 - gas $812.40 - insurance $600.00 = $3,587.60.
    expect(scheduleCBefore.netProfit).toBe(3587.6);
    const taxBefore = (await read<TaxEstimateResponse>(request, '/api/tax/estimate?year=2026')).totalTax;

    for (const trip of [
      { date: '2026-03-10', miles: 40, purpose: 'Airport run' },
      { date: '2026-03-11', miles: 30, purpose: 'Deliveries' },
      { date: '2026-03-12', miles: 30, purpose: 'Deliveries' },
    ])
      expect((await request('/api/trips', { json: trip })).status).toBe(201);

    const after = await read<VehicleMethodOfTaxYear>(request, '/api/trips/vehicle-method?year=2026');
    // 100 miles x 72.5 cents = $72.50, shown as not deducted until the person chooses the standard rate.
    expect(after).toMatchObject({
      method: 'actual',
      chosen: false,
      yearHasTrips: true,
      leftOut: [{ category: 'Mileage (standard rate)', total: 72.5 }],
    });
    const scheduleCAfter = await read<ScheduleC>(request, '/api/tax/schedule-c?year=2026');
    // Every figure as it was; line 9's note now says what the log would deduct.
    const figuresOf = (scheduleC: ScheduleC) => ({
      vehicleMethod: scheduleC.vehicleMethod,
      lines: scheduleC.lines.map(({ line, amount }) => ({ line, amount })),
      totalExpenses: scheduleC.totalExpenses,
      netProfit: scheduleC.netProfit,
      notDeducted: scheduleC.notDeducted,
    });
    expect(figuresOf(scheduleCAfter)).toEqual(figuresOf(scheduleCBefore));
    expect(scheduleCAfter.lines.find((line) => line.line === '9')?.note).toBe(
      "Actual car expenses are used: the mileage log's $72.50 at the standard rate is not deducted.",
    );
    expect((await read<TaxEstimateResponse>(request, '/api/tax/estimate?year=2026')).totalTax).toBe(
      taxBefore,
    );
    // Nothing was saved for the person either: the choice stays theirs.
    expect(await t.db.select().from(vehicleMethod).where(eq(vehicleMethod.userId, id))).toEqual([]);
  });
});
