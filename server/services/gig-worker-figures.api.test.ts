import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Summary } from '../../core/summary';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import { trip } from '../db/schema';
import { addItems, signedInUser } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// The trip log's deduction counts as an expense, and tips lower income tax, wherever figures are shown.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const march2026 = 'from=2026-03-01&to=2026-03-31&today=2026-03-31';

describe('the mileage deduction as an expense', () => {
  it('counts in the dashboard, the tax estimate and the expense report, at the rate of the trip date', async () => {
    const { id, request } = await signedInUser(t, { pro: true });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 1000, date: '2026-03-02' },
      { type: 'expense', category: 'Phone', amount: 50, date: '2026-03-03' },
    ]);
    // 120.4 miles at 72.5 cents = 8,729 cents; 10 miles on 2025-12-31 at 70 cents are outside the month.
    await t.db.insert(trip).values([
      { userId: id, date: '2026-03-10', tenthsOfMile: 1_000, purpose: 'Airport runs' },
      { userId: id, date: '2026-03-20', tenthsOfMile: 204, purpose: 'Deliveries' },
      { userId: id, date: '2025-12-31', tenthsOfMile: 100, purpose: 'Deliveries' },
    ]);
    // The person chose the standard rate for both years (a year keeps actual costs until they do).
    for (const year of [2025, 2026]) {
      const chosen = await request('/api/trips/vehicle-method', {
        method: 'PUT',
        json: { year, method: 'standard' },
      });
      expect(chosen.status).toBe(200);
    }

    const summary = (await (await request(`/api/summary?${march2026}`)).json()) as Summary;
    expect(summary.expenses).toBe(137.29);
    expect(summary.net).toBe(862.71);
    expect(summary.topExpenses).toEqual([
      { category: 'Mileage (standard rate)', total: 87.29 },
      { category: 'Phone', total: 50 },
    ]);

    const estimate = (await (await request('/api/tax/estimate?year=2026')).json()) as TaxEstimateResponse;
    expect(estimate.mileageDeduction).toBe(87.29);
    expect(estimate.expenses).toBe(137.29);
    expect(estimate.netProfit).toBe(862.71);

    const lastYear = (await (await request('/api/tax/estimate?year=2025')).json()) as TaxEstimateResponse;
    expect(lastYear.mileageDeduction).toBe(7);
    expect(lastYear.expenses).toBe(7);
  });

  it("never counts another user's trips", async () => {
    const owner = await signedInUser(t, { pro: true });
    const other = await signedInUser(t, { pro: true });
    await t.db
      .insert(trip)
      .values({ userId: owner.id, date: '2026-03-10', tenthsOfMile: 500, purpose: 'Gigs' });
    const summary = (await (await other.request(`/api/summary?${march2026}`)).json()) as Summary;
    expect(summary.expenses).toBe(0);
    expect(summary.topExpenses).toEqual([]);
  });
});

describe('tips on the dashboard', () => {
  it("lowers the Est. Quarterly Tax by the tips deduction's income tax, as the tax screen does", async () => {
    const tipped = await signedInUser(t, { pro: true });
    const untipped = await signedInUser(t, { pro: true });
    const income = { type: 'income', amount: 60_000, date: '2026-03-02' } as const;
    await addItems(tipped.request, [
      { ...income, category: 'Delivery' },
      { ...income, category: 'Tips', amount: 8_000 },
    ]);
    await addItems(untipped.request, [
      { ...income, category: 'Delivery' },
      { ...income, category: 'Tips', amount: 8_000, isTips: false },
    ]);
    const quarterly = async (request: typeof tipped.request) =>
      ((await (await request(`/api/summary?${march2026}`)).json()) as Summary).estimatedQuarterlyTax;
    const estimate = (await (
      await tipped.request('/api/tax/estimate?year=2026')
    ).json()) as TaxEstimateResponse;
    const without = (await (
      await untipped.request('/api/tax/estimate?year=2026')
    ).json()) as TaxEstimateResponse;
    expect(estimate.tips).toBe(8_000);
    expect(estimate.tipsDeduction).toBe(8_000);
    expect(without.tipsDeduction).toBe(0);
    expect(estimate.selfEmploymentTax).toBe(without.selfEmploymentTax);
    expect(await quarterly(tipped.request)).toBe(estimate.quarterlyPayment);
    expect(await quarterly(untipped.request)).toBe(without.quarterlyPayment);
    expect(estimate.quarterlyPayment).toBeLessThan(without.quarterlyPayment);
  });
});
