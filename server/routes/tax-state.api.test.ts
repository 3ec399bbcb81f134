import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Planner } from '../../core/tax/planner-api';
import { stateMessages, type TaxEstimateResponse } from '../../core/tax/tax-api';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// The tax profile's state fields, the estimate's state block and the planner's state side, through the
// API. The figures are core/tax/states/california.test.ts's first worked example (single, $55,000 of profit in 2025),
// figured by hand there from the FTB's 2025 Form 540 booklet.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = { filingStatus: 'single', year: 2025 };

const put = (request: UserRequest, json: Record<string, unknown>) =>
  request('/api/tax/profile', { method: 'PUT', json: { ...person, ...json } });

async function estimateOf(request: UserRequest): Promise<TaxEstimateResponse> {
  const res = await request('/api/tax/estimate?year=2025');
  expect(res.status).toBe(200);
  return (await res.json()) as TaxEstimateResponse;
}

async function plannerOf(request: UserRequest): Promise<Planner> {
  const res = await request('/api/tax/planner?year=2025&today=2025-03-01');
  expect(res.status).toBe(200);
  return (await res.json()) as Planner;
}

async function gigWorker() {
  const user = await signedInUser(t, { pro: true, label: 'state' });
  await addItems(user.request, [
    { type: 'income', category: 'Rideshare', amount: 70_000, date: '2025-05-01' },
    { type: 'expense', category: 'Gas', amount: 15_000, date: '2025-05-02' },
  ]);
  return user;
}

describe('the state part of the tax profile and the estimate', () => {
  it('has no state block until a state is chosen', async () => {
    const { request } = await gigWorker();
    expect((await estimateOf(request)).state).toBeNull();
    expect((await plannerOf(request)).state).toBeNull();
  });

  it("figures California's tax from its own form, with its 30/40/0/30 installments and safe harbor", async () => {
    const { request } = await gigWorker();
    const saved = await put(request, { state: 'ca', priorYearStateTax: 900, priorYearAgi: 40_000 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ state: 'CA', nycResident: false, priorYearStateTax: 900 });

    const { state, adjustedGrossIncome } = await estimateOf(request);
    expect(adjustedGrossIncome).toBe(51_114.37);
    // Form 540: AGI 51,114; standard deduction 5,706; taxable 45,408; table 1,259; credit 153; tax 1,106.
    expect(state).toMatchObject({
      code: 'CA',
      name: 'California',
      coverage: 'figured',
      projected: false,
      income: 51_114,
      deductions: 5_706,
      taxableIncome: 45_408,
      taxBeforeCredits: 1_259,
      credits: 153,
      stateTax: 1_106,
      totalTax: 1_106,
      balanceDue: 1_106,
      estimatesRequired: true,
    });
    // 1,106 x 30 % = 331.80, x 40 % = 442.40, 0, and the rest 331.80; June 15, 2025 is a Sunday.
    expect(state!.installments).toEqual([
      { installment: 1, dueDate: '2025-04-15', sharePercent: 30, amount: 331.8 },
      { installment: 2, dueDate: '2025-06-16', sharePercent: 40, amount: 442.4 },
      { installment: 3, dueDate: '2025-09-15', sharePercent: 0, amount: 0 },
      { installment: 4, dueDate: '2026-01-15', sharePercent: 30, amount: 331.8 },
    ]);
    // 90 % of 1,106 = 995.40; 100 % of last year's 900 (AGI 40,000, under $150,000) = 900: the smaller.
    expect(state!.safeHarbor).toEqual({
      thisYearPercent: 90,
      thisYear: 995.4,
      priorYearPercent: 100,
      priorYear: 900,
      requiredAnnual: 900,
      withholding: 0,
      fromEstimates: 900,
    });
  });

  it('keeps state payments on the state side of the planner and federal ones on the federal side', async () => {
    const { request } = await gigWorker();
    await put(request, { state: 'CA' });
    const before = await plannerOf(request);
    const res = await request('/api/tax/payments', {
      json: { taxYear: 2025, date: '2025-04-10', amount: 331.8, jurisdiction: 'state', note: 'FTB Web Pay' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ jurisdiction: 'state', quarter: 1 });

    const planner = await plannerOf(request);
    expect(planner.paid).toBe(0);
    expect(planner.quarters).toEqual(before.quarters);
    expect(planner.state).toMatchObject({
      code: 'CA',
      totalTax: 1_106,
      paid: 331.8,
      remaining: 774.2,
      estimatesRequired: true,
      // California's own underpayment form, which applies payments by date as Form 2210 does.
      underpaymentForm: 'FTB 5805',
      // In March the first installment is due by April 15, and it is paid.
      dueByNow: { amount: 0, dueDate: '2025-04-15', throughQuarter: 1 },
    });
    expect(
      planner.state!.quarters.map((quarter) => [quarter.dueDate, quarter.estimated, quarter.paid]),
    ).toEqual([
      ['2025-04-15', 331.8, 331.8],
      ['2025-06-16', 442.4, 0],
      ['2025-09-15', 0, 0],
      ['2026-01-15', 331.8, 0],
    ]);
    expect(planner.payments.map((payment) => payment.jurisdiction)).toEqual(['state']);
  });

  it('counts state withholding against the state tax in the installments’ shares', async () => {
    const { request } = await gigWorker();
    await put(request, { state: 'CA', stateWithholding: 200 });
    const { state } = await estimateOf(request);
    // 1,106 - 200 withheld = 906 still to pay: 271.80, 362.40, 0, 271.80.
    expect(state).toMatchObject({ withholding: 200, balanceDue: 906 });
    expect(state!.installments.map((part) => part.amount)).toEqual([271.8, 362.4, 0, 271.8]);
  });

  it('says a state without an income tax asks for nothing, and a state not figured has no made-up figure', async () => {
    const { request } = await gigWorker();
    await put(request, { state: 'TX' });
    expect((await estimateOf(request)).state).toMatchObject({
      coverage: 'no-income-tax',
      summary: 'Texas has no state income tax: nothing is due to the state.',
      stateTax: 0,
      totalTax: 0,
      installments: [],
    });

    await put(request, { state: 'AZ' });
    expect((await estimateOf(request)).state).toMatchObject({
      coverage: 'not-figured',
      summary: "Arizona's income tax is not figured yet. Enter your own flat rate to include it.",
      stateTax: null,
      totalTax: null,
      installments: [],
    });

    // The person's own 2.5 % on federal AGI 51,114.37 = 1,277.86; a 1 % local tax on the 55,000 profit = 550, apart
    // from the state's: its own four payments of 137.50 on the usual dates.
    await put(request, { state: 'AZ', ownStateTaxRate: 2.5, localIncomeTaxRate: 1 });
    const arizona = (await estimateOf(request)).state!;
    expect(arizona).toMatchObject({
      ownRatePercent: 2.5,
      stateTax: 1_277.86,
      localRatePercent: 1,
      localTax: 550,
      totalTax: 1_277.86,
      local: {
        ratePercent: 1,
        earnedIncome: 55_000,
        tax: 550,
        onWages: 0,
        onBusinessProfit: 550,
        estimatesRequired: true,
      },
    });
    expect(arizona.installments.map((part) => part.amount)).toEqual([319.47, 319.47, 319.47, 319.45]);
    expect(arizona.local!.installments.map((part) => part.amount)).toEqual([137.5, 137.5, 137.5, 137.5]);
  });

  it('adds New York City tax for a resident who says so', async () => {
    const { request } = await gigWorker();
    await put(request, { state: 'NY' });
    const upstate = (await estimateOf(request)).state!;
    expect(upstate.cityTax).toBe(0);
    await put(request, { state: 'NY', nycResident: true });
    const city = (await estimateOf(request)).state!;
    expect(city.stateTax).toBe(upstate.stateTax);
    expect(city.cityTax).toBeGreaterThan(0);
    expect(city.totalTax).toBe(city.stateTax! + city.cityTax);
    // The school tax credit is refundable: beside the city's tax, not inside it, and it lowers what is left to pay.
    expect(city.refundableCreditSteps.map((credit) => credit.label)).toEqual([
      'New York City school tax credit (fixed amount)',
      'New York City school tax credit (rate reduction amount)',
    ]);
    expect(city.refundableCredits).toBe(
      city.refundableCreditSteps.reduce((sum, credit) => sum + credit.amount, 0),
    );
    expect(city.balanceDue).toBeCloseTo(city.totalTax! - city.refundableCredits, 2);
  });

  it.each([
    ['an unknown state code', { state: 'XX' }, { state: stateMessages.unknownState }],
    ['a territory', { state: 'PR' }, { state: stateMessages.unknownState }],
    ['a state name', { state: 'California' }, { state: stateMessages.unknownState }],
    ['a number as the state', { state: 6 }, { state: stateMessages.unknownState }],
    [
      'New York City outside New York',
      { state: 'NJ', nycResident: true },
      { nycResident: stateMessages.nycOutsideNewYork },
    ],
    [
      'an own rate for a state GigTally figures',
      { state: 'CA', ownStateTaxRate: 5 },
      { ownStateTaxRate: stateMessages.ownRateFigured('California') },
    ],
    [
      'an own rate for a state without income tax',
      { state: 'FL', ownStateTaxRate: 5 },
      { ownStateTaxRate: stateMessages.ownRateNoTax('Florida') },
    ],
    [
      'an own rate without a state',
      { ownStateTaxRate: 5 },
      { ownStateTaxRate: stateMessages.ownRateWithoutState },
    ],
    [
      'a rate of 0',
      { state: 'AZ', ownStateTaxRate: 0 },
      { ownStateTaxRate: stateMessages.rate('Your state tax rate') },
    ],
    [
      'a rate over 20',
      { localIncomeTaxRate: 20.5 },
      { localIncomeTaxRate: stateMessages.rate('Local income tax rate') },
    ],
    [
      'a rate with 5 decimals',
      { localIncomeTaxRate: 1.23456 },
      { localIncomeTaxRate: stateMessages.rate('Local income tax rate') },
    ],
    [
      'a negative state tax last year',
      { priorYearStateTax: -1 },
      { priorYearStateTax: "Last year's state tax must not be negative" },
    ],
    [
      'negative state withholding',
      { stateWithholding: -1 },
      { stateWithholding: 'State tax withheld must not be negative' },
    ],
  ])('refuses %s with its message, and saves nothing', async (_name, change, fields) => {
    const { request } = await signedInUser(t, { pro: true, label: 'state' });
    await put(request, { state: 'AZ', ownStateTaxRate: 3 });
    const before: unknown = await (await request('/api/tax/profile?year=2025')).json();
    const res = await put(request, change);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
    });
    expect(await (await request('/api/tax/profile?year=2025')).json()).toEqual(before);
  });

  it('refuses a payment paid to someone other than the IRS or the state', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'state' });
    const res = await request('/api/tax/payments', {
      json: { taxYear: 2025, date: '2025-04-10', amount: 10, jurisdiction: 'city' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: { jurisdiction: 'Paid to must be federal or state' },
      },
    });
  });

  it('says the exact words of each message', () => {
    expect(stateMessages.unknownState).toBe(
      'State must be the two-letter code of a US state or DC, such as CA or NY',
    );
    expect(stateMessages.nycOutsideNewYork).toBe(
      'New York City residence applies to New York only: choose New York as your state.',
    );
    expect(stateMessages.ownRateFigured('Ohio')).toBe(
      "GigTally figures Ohio's income tax itself: your own rate is for a state it does not figure yet.",
    );
    expect(stateMessages.ownRateNoTax('Texas')).toBe(
      'Texas has no state income tax: leave your own state rate empty.',
    );
    expect(stateMessages.ownRateWithoutState).toBe('Choose your state before entering your own state rate.');
    expect(stateMessages.rate('Local income tax rate')).toBe(
      'Local income tax rate must be a percent above 0 and at most 20, with at most 4 decimal places',
    );
  });
});
