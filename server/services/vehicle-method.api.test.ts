import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseReport } from '../../core/reports/income-analysis';
import type { Summary } from '../../core/summary';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import type { VehicleMethodOfTaxYear } from '../../core/tax/vehicle-method';
import { vehicleMethod } from '../db/schema';
import { weeklyFigures } from '../jobs/weekly-reports';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// Issue 16 point 13: a tax year deducts the car at the standard mileage rate or at its actual costs, never both
// (IRS Publication 463, chapter 4). Parking and tolls stay deductible beside the standard rate.
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

describe('the car method of a tax year (issue 16)', () => {
  it('takes the standard rate by default when the year has trips, and leaves gas and maintenance out everywhere', async () => {
    const { id, request } = await driver();
    const summary = await read<Summary>(request, `/api/summary?${march}`);
    expect(summary.expenses).toBe(948.4);
    expect(summary.net).toBe(4051.6);
    expect(summary.topExpenses).toEqual([
      { category: 'Mileage (standard rate)', total: 872.9 },
      { category: 'Phone', total: 45 },
      { category: 'Parking', total: 18 },
    ]);
    expect(summary.vehicle).toEqual([
      { year: 2026, method: 'standard', chosen: false, leftOut: standardLeftOut },
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
      chosen: false,
      yearHasTrips: true,
      mileageDeduction: 872.9,
      leftOut: standardLeftOut,
    });
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
    });

    const summary = await read<Summary>(request, `/api/summary?${march}`);
    expect(summary.expenses).toBe(1117.9);
    expect(summary.topExpenses[0]).toEqual({ category: 'Gas', total: 812.4 });
    const estimate = await read<TaxEstimateResponse>(request, '/api/tax/estimate?year=2026');
    expect(estimate.expenses).toBe(1117.9);
    expect(estimate.mileageDeduction).toBe(0);
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
    await request('/api/trips/vehicle-method', { method: 'PUT', json: { year: 2025, method: 'actual' } });
    // 2025, actual costs: gas $100.00 kept; 100 miles x 70 cents = $70.00 left out.
    // 2026, standard rate by default: 200 miles x 72.5 cents = $145.00; gas $50.00 left out. $100 + $145.
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
      { year: 2026, method: 'standard', chosen: false, leftOut: [{ category: 'Gas', total: 50 }] },
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
