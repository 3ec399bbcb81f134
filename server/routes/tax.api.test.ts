import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noHouseholdFields, noStateProfile, type TaxEstimateResponse } from '../../core/tax/tax-api';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function estimateOf(request: UserRequest, query: string): Promise<TaxEstimateResponse> {
  const res = await request(`/api/tax/estimate?${query}`);
  if (res.status !== 200)
    throw new Error(`GET /api/tax/estimate answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as TaxEstimateResponse;
}

describe('GET /api/tax/estimate', () => {
  it('answers 403 pro-required to a free user and 401 without a session', async () => {
    const { request } = await signedInUser(t, { label: 'taxpayer' });
    const res = await request('/api/tax/estimate?year=2025');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'pro-required', message: 'You need a Pro subscription to use this feature.' },
    });
    expect((await t.request('/api/tax/estimate?year=2025')).status).toBe(401);
  });

  it("computes the year's estimate from the user's items of that year only, in dollars", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'taxpayer' });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 35_000, date: '2025-01-01' },
      { type: 'income', category: 'Delivery', amount: 25_000, date: '2025-12-31' },
      { type: 'expense', category: 'Gas', amount: 10_000, date: '2025-06-30' },
      { type: 'income', category: 'Delivery', amount: 99_999, date: '2024-12-31' }, // another year
    ]);
    // The worked example of core/tax/estimate.test.ts: 2025, single, 60,000 - 10,000.
    const estimate = await estimateOf(request, 'year=2025');
    expect(estimate).toMatchObject({
      year: 2025,
      projected: false,
      filingStatus: 'single',
      filingStatusLabel: 'Single',
      grossIncome: 60_000,
      expenses: 10_000,
      netProfit: 50_000,
      selfEmploymentTax: 7_064.78,
      halfSelfEmploymentTaxDeduction: 3_532.39,
      standardDeduction: 15_750,
      qbiDeduction: 6_143.52,
      taxableIncome: 24_574.09,
      incomeTax: 2_710.39,
      totalTax: 9_775.17,
      effectiveRatePercent: 16.3,
      quarterlyPayment: 2_443.79,
      safeHarbor: null,
    });
    expect(estimate.installments).toEqual([
      { quarter: 1, dueDate: '2025-04-15', amount: 2_443.79 },
      { quarter: 2, dueDate: '2025-06-16', amount: 2_443.79 },
      { quarter: 3, dueDate: '2025-09-15', amount: 2_443.79 },
      { quarter: 4, dueDate: '2026-01-15', amount: 2_443.8 },
    ]);
    expect(estimate.source).toContain('Rev. Proc. 2024-40');
  });

  it('takes a filing status and deduction from the query, and marks a projected year', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'taxpayer' });
    const married = await estimateOf(request, 'year=2026&filingStatus=married');
    expect(married).toMatchObject({
      filingStatus: 'married',
      standardDeduction: 32_200,
      defaultStandardDeduction: 32_200,
    });
    const own = await estimateOf(
      request,
      'year=2026&filingStatus=head_of_household&standardDeduction=1000.5',
    );
    expect(own).toMatchObject({ standardDeduction: 1_000.5, defaultStandardDeduction: 24_150 });
    const next = await estimateOf(request, 'year=2027');
    expect(next).toMatchObject({ projected: true, standardDeduction: 16_583 });
    expect(next.source).toBe('Projected from 2026 by x1.03 a year; not published figures');
  });

  it.each([
    ['year=2021', { year: 'Tax year must be a year from 2022 to 2100' }],
    ['', { year: 'Tax year must be a year from 2022 to 2100' }],
    ['year=2025.5', { year: 'Tax year must be a year from 2022 to 2100' }],
    [
      'year=2025&filingStatus=separate',
      {
        filingStatus:
          'Filing status must be single, married, married_separately, head_of_household or qualifying_surviving_spouse',
      },
    ],
    ['year=2025&standardDeduction=-1', { standardDeduction: 'Standard deduction must not be negative' }],
    ['year=2025&standardDeduction=abc', { standardDeduction: 'Standard deduction must be a number' }],
    [
      'year=2025&standardDeduction=1.001',
      { standardDeduction: 'Standard deduction can have at most 2 decimal places' },
    ],
  ])('answers 400 to %j', async (query, fields) => {
    const { request } = await signedInUser(t, { pro: true, label: 'taxpayer' });
    const res = await request(`/api/tax/estimate?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
    });
  });
});

describe('the tax profile (PUT/GET /api/tax/profile)', () => {
  it('starts single with nothing saved, and keeps what the user saves', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'taxpayer' });
    // The answer carries the household of the year asked for (the current year), all zero when unsaved.
    const household = { year: new Date().getFullYear(), ...noHouseholdFields };
    expect(await (await request('/api/tax/profile')).json()).toEqual({
      filingStatus: 'single',
      standardDeduction: null,
      priorYearTotalTax: null,
      priorYearAgi: null,
      ...noStateProfile,
      ...household,
    });
    const profile = {
      filingStatus: 'head_of_household',
      standardDeduction: { year: 2025, filingStatus: 'head_of_household', amount: 20_000 },
      priorYearTotalTax: 5_000,
      priorYearAgi: 160_000,
    };
    const saved = await request('/api/tax/profile', { method: 'PUT', json: profile });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ...profile, ...noStateProfile, ...household });
    expect(await (await request('/api/tax/profile')).json()).toEqual({
      ...profile,
      ...noStateProfile,
      ...household,
    });

    // The estimate uses it: the status, the deduction of that year and status, and the safe harbor at 110 %.
    const estimate = await estimateOf(request, 'year=2025');
    expect(estimate).toMatchObject({ filingStatus: 'head_of_household', standardDeduction: 20_000 });
    expect(estimate.safeHarbor).toMatchObject({ priorYearPercent: 110, priorYear: 5_500, requiredAnnual: 0 });
    // Another year, or another status, is back to the default deduction: the user's own holds only for the
    // year and status it was entered for.
    expect(await estimateOf(request, 'year=2026')).toMatchObject({ standardDeduction: 24_150 });
    expect(await estimateOf(request, 'year=2025&filingStatus=single')).toMatchObject({
      standardDeduction: 15_750,
    });
  });

  it('refuses a bad profile with field messages and keeps the saved one', async () => {
    const { request } = await signedInUser(t, { label: 'taxpayer' });
    const res = await request('/api/tax/profile', {
      method: 'PUT',
      json: { filingStatus: 'widow', priorYearTotalTax: -3 },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: {
          filingStatus:
            'Filing status must be single, married, married_separately, head_of_household or qualifying_surviving_spouse',
          priorYearTotalTax: "Last year's total tax must not be negative",
        },
      },
    });
    expect(await (await request('/api/tax/profile')).json()).toMatchObject({ filingStatus: 'single' });
  });

  it("is each user's own", async () => {
    const first = await signedInUser(t, { label: 'taxpayer' });
    const second = await signedInUser(t, { label: 'taxpayer' });
    await first.request('/api/tax/profile', { method: 'PUT', json: { filingStatus: 'married' } });
    expect(await (await second.request('/api/tax/profile')).json()).toMatchObject({ filingStatus: 'single' });
  });
});

describe('GET /api/export/tax-summary', () => {
  it('lists income and expenses by category with totals and net for the year, as a named text file', async () => {
    const { request } = await signedInUser(t, { label: 'taxpayer' });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 1_200.5, date: '2026-03-01' },
      { type: 'income', category: 'Rideshare', amount: 99.5, date: '2026-04-01' },
      { type: 'income', category: 'Tips', amount: 40, date: '2026-04-02' },
      { type: 'expense', category: 'Gas', amount: 300.25, date: '2026-04-03' },
      { type: 'expense', category: 'Gas', amount: 5, date: '2025-12-31' }, // another year
    ]);
    const res = await request('/api/export/tax-summary?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="GigTally_tax_summary_2026.txt"',
    );
    const text = await res.text();
    expect(text).toContain('GigTally tax summary for 2026');
    expect(text).toMatch(/ {2}Rideshare +\$1,300\.00\n {2}Tips +\$40\.00\n {2}Total +\$1,340\.00/);
    expect(text).toMatch(/ {2}Gas +\$300\.25\n {2}Total +\$300\.25/);
    expect(text).toContain('Net (income - expenses): $1,039.75');
  });

  it("lists the year's estimate with the household saved for that year", async () => {
    const { request } = await signedInUser(t, { label: 'taxpayer' });
    await addItems(request, [{ type: 'income', category: 'Delivery', amount: 25_000, date: '2025-03-01' }]);
    const saved = await request('/api/tax/profile', {
      method: 'PUT',
      json: { year: 2025, filingStatus: 'single', w2Wages: 60_000, w2Withholding: 6_000.02 },
    });
    expect(saved.status).toBe(200);
    const text = await (await request('/api/export/tax-summary?year=2025')).text();
    // The worked example of core/tax/household-estimate.test.ts: total tax 12,270.54, less 6,000.02 withheld.
    expect(text).toMatch(/\n {2}W-2 wages +\$60,000\.00\n/);
    expect(text).toMatch(/\n {2}Total tax \(Form 1040 line 24\) +\$12,270\.54\n/);
    expect(text).toMatch(/\n {2}Federal income tax withheld +\$6,000\.02\n/);
    expect(text).toMatch(/\n {2}Balance due +\$6,270\.52\n/);
  });

  it('answers 404 for a year without items and 400 for a bad year', async () => {
    const { request } = await signedInUser(t, { label: 'taxpayer' });
    const empty = await request('/api/export/tax-summary?year=2024');
    expect(empty.status).toBe(404);
    expect(await empty.json()).toEqual({
      error: { code: 'not-found', message: 'There are no items in 2024 to export.' },
    });
    expect((await request('/api/export/tax-summary?year=twenty')).status).toBe(400);
  });
});
