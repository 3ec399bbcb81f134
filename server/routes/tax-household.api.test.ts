import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Planner } from '../../core/tax/planner-api';
import {
  noHouseholdFields,
  noStateProfile,
  type TaxEstimateResponse,
  type TaxProfile,
} from '../../core/tax/tax-api';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// The household's figures, saved per user and tax year, and what they do to the estimate and the planner.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const person = {
  filingStatus: 'single',
  standardDeduction: null,
  priorYearTotalTax: null,
  priorYearAgi: null,
  ...noStateProfile,
};

async function profileOf(request: UserRequest, query = ''): Promise<TaxProfile> {
  const res = await request(`/api/tax/profile${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TaxProfile;
}

const put = (request: UserRequest, json: Record<string, unknown>) =>
  request('/api/tax/profile', { method: 'PUT', json });

async function estimateOf(request: UserRequest, year: number): Promise<TaxEstimateResponse> {
  const res = await request(`/api/tax/estimate?year=${year}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TaxEstimateResponse;
}

const refused = (fields: Record<string, string>) => ({
  error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
});

describe('GET/PUT /api/tax/profile: the household of each tax year', () => {
  it('answers zeros for a year with nothing saved, the current year when none is named', async () => {
    const { request } = await signedInUser(t, { label: 'household' });
    const thisYear = new Date().getFullYear();
    expect(await profileOf(request)).toEqual({ year: thisYear, ...person, ...noHouseholdFields });
    expect(await profileOf(request, '?year=2024')).toEqual({ year: 2024, ...person, ...noHouseholdFields });
  });

  it('keeps two years apart: each PUT saves its own year, the person’s figures are shared', async () => {
    const { request } = await signedInUser(t, { label: 'household' });
    const of2025 = {
      ...noHouseholdFields,
      w2Wages: 60_000,
      w2Withholding: 6_000.02,
      otherIncome: 120.5,
      itemizedDeductions: 9_000,
      childrenUnder17: 2,
      otherDependents: 1,
      homeOfficeSqFt: 150,
      seHealthInsurance: 2_400,
    };
    const saved = await put(request, { year: 2025, filingStatus: 'head_of_household', ...of2025 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      ...person,
      year: 2025,
      filingStatus: 'head_of_household',
      ...of2025,
    });
    const of2026 = { ...noHouseholdFields, w2Wages: 1_000, spouseW2Wages: 2_000, spouseW2Withholding: 150 };
    const second = await put(request, { year: 2026, filingStatus: 'married', ...of2026 });
    expect(second.status).toBe(200);

    expect(await profileOf(request, '?year=2025')).toEqual({
      ...person,
      year: 2025,
      filingStatus: 'married',
      ...of2025,
    });
    expect(await profileOf(request, '?year=2026')).toEqual({
      ...person,
      year: 2026,
      filingStatus: 'married',
      ...of2026,
    });
    expect(await profileOf(request, '?year=2024')).toMatchObject(noHouseholdFields);
  });

  it('saves the household of the current year when the body names none', async () => {
    const { request } = await signedInUser(t, { label: 'household' });
    const thisYear = new Date().getFullYear();
    expect((await put(request, { filingStatus: 'single', otherIncome: 75 })).status).toBe(200);
    expect(await profileOf(request, `?year=${thisYear}`)).toMatchObject({ year: thisYear, otherIncome: 75 });
  });

  const saved2025 = { year: 2025, filingStatus: 'married', w2Wages: 500, spouseW2Wages: 700 };
  it.each([
    // Only the wages' own message: a negative wage does not also make the (zero) withholding "more than" it.
    ['a negative figure', { w2Wages: -1 }, { w2Wages: 'Your W-2 wages must not be negative' }],
    [
      "a negative spouse's wage",
      { spouseW2Wages: -0.01 },
      { spouseW2Wages: "Your spouse's W-2 wages must not be negative" },
    ],
    [
      'a figure over $99,999,999.99',
      { otherIncome: 100_000_000 },
      { otherIncome: 'Other income must be at most 99,999,999.99' },
    ],
    [
      'three decimals',
      { itemizedDeductions: 10.005 },
      { itemizedDeductions: 'Itemized deductions can have at most 2 decimal places' },
    ],
    [
      "a spouse's wages on a single return",
      { filingStatus: 'single', spouseW2Wages: 100 },
      { spouseW2Wages: "Your spouse's wages go on a joint return only: choose Married filing jointly." },
    ],
    [
      "a spouse's withholding on a separate return",
      { filingStatus: 'married_separately', spouseW2Wages: 0, spouseW2Withholding: 10 },
      {
        spouseW2Withholding:
          "Your spouse's withholding goes on a joint return only: choose Married filing jointly.",
      },
    ],
    [
      'more than 20 children',
      { childrenUnder17: 21 },
      { childrenUnder17: 'Children under 17 must be a whole number from 0 to 20' },
    ],
    [
      'more than 20 other dependents',
      { otherDependents: 21 },
      { otherDependents: 'Other dependents must be a whole number from 0 to 20' },
    ],
    [
      'a part of a square foot',
      { homeOfficeSqFt: 100.5 },
      { homeOfficeSqFt: 'Home office must be a whole number of square feet from 0 to 10,000' },
    ],
    [
      'more withheld than earned',
      { w2Wages: 100, w2Withholding: 100.01 },
      { w2Withholding: 'Tax withheld cannot be more than the wages it was withheld from.' },
    ],
    ['a year before 2022', { year: 2021 }, { year: 'Tax year must be a year from 2022 to 2100' }],
  ])('answers 400 to %s and saves nothing', async (_case, change, fields) => {
    const { request } = await signedInUser(t, { label: 'household' });
    expect((await put(request, saved2025)).status).toBe(200);
    const before = await profileOf(request, '?year=2025');
    const res = await put(request, { ...saved2025, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refused(fields));
    expect(await profileOf(request, '?year=2025')).toEqual(before);
  });

  it.each([
    ['year=2021', 'Tax year must be a year from 2022 to 2100'],
    ['year=2025.5', 'Tax year must be a year from 2022 to 2100'],
    ['year=abc', 'Tax year must be a year from 2022 to 2100'],
  ])('GET answers 400 to %s', async (query, message) => {
    const { request } = await signedInUser(t, { label: 'household' });
    const res = await request(`/api/tax/profile?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refused({ year: message }));
  });

  it('refuses retirement contributions over the limit the year’s profit allows, and saves nothing', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'household' });
    await addItems(request, [{ type: 'income', category: 'Consulting', amount: 80_000, date: '2026-05-01' }]);
    // 2026, $80,000 of profit: SE tax 80,000 x 0.9235 = 73,880 x 15.3 % = 11,303.64, half 5,651.82;
    // 20 % x (80,000 - 5,651.82) = 14,869.636 -> $14,869.64 (under 2026's $72,000 415(c) limit).
    const res = await put(request, {
      year: 2026,
      filingStatus: 'single',
      retirementContributions: 14_869.65,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      refused({
        retirementContributions:
          "Retirement contributions can be at most $14,869.64 for 2026: 20 % of your net profit less the deductible half of self-employment tax, and never more than the year's $72,000 limit.",
      }),
    );
    expect(await profileOf(request, '?year=2026')).toEqual({ year: 2026, ...person, ...noHouseholdFields });
    // The limit itself is taken; the estimate deducts it.
    const atLimit = await put(request, {
      year: 2026,
      filingStatus: 'single',
      retirementContributions: 14_869.64,
    });
    expect(atLimit.status).toBe(200);
    expect(await estimateOf(request, 2026)).toMatchObject({
      retirementLimit: 14_869.64,
      retirementDeduction: 14_869.64,
    });
    // Another year without profit allows nothing.
    const otherYear = await put(request, { year: 2025, filingStatus: 'single', retirementContributions: 1 });
    expect(await otherYear.json()).toEqual(
      refused({
        retirementContributions:
          "Retirement contributions can be at most $0.00 for 2025: 20 % of your net profit less the deductible half of self-employment tax, and never more than the year's $70,000 limit.",
      }),
    );
  });
});

describe('the estimate and the planner with the household', () => {
  it('figures the first worked example: 2025 single, $60,000 of wages and $25,000 of gig profit', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'household' });
    await addItems(request, [{ type: 'income', category: 'Delivery', amount: 25_000, date: '2025-03-01' }]);
    expect((await put(request, { year: 2025, filingStatus: 'single', w2Wages: 60_000 })).status).toBe(200);
    // core/tax/household-estimate.test.ts, figured by hand from Schedule SE and Form 1040.
    const estimate = await estimateOf(request, 2025);
    expect(estimate).toMatchObject({
      wages: 60_000,
      socialSecurityBaseLeft: 116_100,
      selfEmploymentTax: 3_532.39,
      totalIncome: 85_000,
      adjustedGrossIncome: 83_233.8,
      qbiDeduction: 4_646.76,
      taxableIncome: 62_837.04,
      incomeTax: 8_738.15,
      totalTax: 12_270.54,
      withholding: 0,
      balanceDue: 12_270.54,
      deductionKind: 'standard',
      quarterlyPayment: 3_067.64,
    });
    expect(estimate.installments.map((installment) => installment.amount)).toEqual([
      3_067.64, 3_067.64, 3_067.64, 3_067.62,
    ]);
    // Another year's household does not leak into it.
    expect(await estimateOf(request, 2026)).toMatchObject({ wages: 0, totalTax: 0 });
  });

  it('counts withholding as paid in four equal parts on the due dates, beside the payments made', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'household' });
    await addItems(request, [{ type: 'income', category: 'Delivery', amount: 25_000, date: '2025-03-01' }]);
    expect(
      (
        await put(request, {
          year: 2025,
          filingStatus: 'single',
          w2Wages: 60_000,
          w2Withholding: 6_000.02,
          priorYearTotalTax: 8_000,
          priorYearAgi: 70_000,
        })
      ).status,
    ).toBe(200);
    const payment = await request('/api/tax/payments', {
      json: { taxYear: 2025, date: '2025-04-10', amount: 1_000 },
    });
    expect(payment.status).toBe(201);
    const res = await request('/api/tax/planner?year=2025&today=2025-05-01');
    expect(res.status).toBe(200);
    const planner = (await res.json()) as Planner;
    // Total tax 12,270.54 (the worked example); 6,000.02 withheld = 1,500.01 x 3 + 1,499.99 on the due dates.
    expect(planner).toMatchObject({
      totalTax: 12_270.54,
      withheld: 6_000.02,
      refundableCredits: 0,
      balanceDue: 6_270.52,
      paid: 1_000,
      remaining: 5_270.52,
      noEstimatesNeeded: false,
      // Q1 + Q2 = 6,135.28 less 1,000 paid and 3,000.02 withheld by June 16.
      dueByNow: { amount: 2_135.26, dueDate: '2025-06-16', throughQuarter: 2 },
      // 100 % of last year's 8,000 (under 90 % of 12,270.54 = 11,043.49).
      safeHarborRequired: 8_000,
    });
    // Each quarter's own part of the withholding pays its own installment, never an earlier one: Q1 3,067.64 less
    // 1,500.01 withheld and the 1,000 paid in April = 567.63; each later quarter 3,067.64 - 1,500.01 = 1,567.63
    // (Q4 3,067.62 - 1,499.99), the estimate's quarterly payment, and the quarters add up to the "due by" figure:
    // 567.63 + 1,567.63 = 2,135.26.
    expect(
      planner.quarters.map(({ estimated, withheld, paid, remaining }) => [
        estimated,
        withheld,
        paid,
        remaining,
      ]),
    ).toEqual([
      [3_067.64, 1_500.01, 2_500.01, 567.63],
      [3_067.64, 1_500.01, 1_500.01, 1_567.63],
      [3_067.64, 1_500.01, 1_500.01, 1_567.63],
      [3_067.62, 1_499.99, 1_499.99, 1_567.63],
    ]);
    expect((await estimateOf(request, 2025)).quarterlyPayment).toBe(1_567.63);
    // The safe harbor's 2,000 a quarter: April's 1,500.01 withheld and 1,000 paid carry 500.01 on; June's 1,500.01
    // and 499.99 of it pay Q2, carrying 0.02; September 1,500.01 + 0.02 leaves 499.97; January 1,499.99 leaves 500.01.
    expect(planner.quarters.map((quarter) => quarter.safeHarborRemaining)).toEqual([0, 0, 499.97, 500.01]);
  });

  it("gives the dashboard's quarterly figure as a quarter of what is still to pay after withholding", async () => {
    const { request } = await signedInUser(t, { label: 'household' });
    await addItems(request, [{ type: 'income', category: 'Delivery', amount: 25_000, date: '2025-03-01' }]);
    await put(request, { year: 2025, filingStatus: 'single', w2Wages: 60_000, w2Withholding: 6_000.02 });
    const res = await request('/api/summary?today=2025-05-01');
    expect(res.status).toBe(200);
    // (12,270.54 - 6,000.02) / 4 = 1,567.63; without the withholding it would be 3,067.64.
    expect(await res.json()).toMatchObject({ taxYear: 2025, estimatedQuarterlyTax: 1_567.63 });
  });

  it('says no estimated payments are needed when withholding covers the safe harbor', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'household' });
    await addItems(request, [{ type: 'income', category: 'Delivery', amount: 25_000, date: '2025-03-01' }]);
    await put(request, {
      year: 2025,
      filingStatus: 'single',
      w2Wages: 60_000,
      w2Withholding: 10_000,
      priorYearTotalTax: 8_000,
      priorYearAgi: 70_000,
    });
    const estimate = await estimateOf(request, 2025);
    expect(estimate).toMatchObject({ balanceDue: 2_270.54, noEstimatesNeeded: true });
    expect(estimate.safeHarbor).toMatchObject({
      requiredAnnual: 8_000,
      withholding: 10_000,
      fromEstimates: 0,
    });
    const planner = (await (await request('/api/tax/planner?year=2025&today=2025-05-01')).json()) as Planner;
    expect(planner).toMatchObject({ noEstimatesNeeded: true, withheld: 10_000, remaining: 2_270.54 });
    expect(planner.quarters.map((quarter) => quarter.safeHarborRemaining)).toEqual([0, 0, 0, 0]);
  });
});

describe('the earned income credit and a refund', () => {
  it('saves the EIC children, investment income and the age rule; EIC children left out are the children under 17', async () => {
    const { request } = await signedInUser(t, { label: 'eic' });
    const saved = await put(request, {
      year: 2025,
      filingStatus: 'head_of_household',
      childrenUnder17: 1,
      eitcChildren: 2,
      investmentIncome: 150.25,
      eitcAgeEligible: false,
    });
    expect(saved.status).toBe(200);
    expect(await profileOf(request, '?year=2025')).toMatchObject({
      childrenUnder17: 1,
      eitcChildren: 2,
      investmentIncome: 150.25,
      eitcAgeEligible: false,
    });
    await put(request, { year: 2025, filingStatus: 'head_of_household', childrenUnder17: 3 });
    expect(await profileOf(request, '?year=2025')).toMatchObject({
      childrenUnder17: 3,
      eitcChildren: 3,
      investmentIncome: 0,
      eitcAgeEligible: true,
    });
  });

  it('refuses EIC children out of 0-10, negative investment income and an age answer that is not true or false', async () => {
    const { request } = await signedInUser(t, { label: 'eic' });
    const eitcChildren =
      'Children who qualify for the earned income credit must be a whole number from 0 to 10';
    for (const bad of [11, -1, 1.5, 'two']) {
      const res = await put(request, { year: 2025, filingStatus: 'single', eitcChildren: bad });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(refused({ eitcChildren }));
    }
    const res = await put(request, {
      year: 2025,
      filingStatus: 'single',
      investmentIncome: -1,
      eitcAgeEligible: 'yes',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      refused({
        investmentIncome: 'Investment income must not be negative',
        eitcAgeEligible: 'Age 25 to 64 must be true or false',
      }),
    );
    expect(await profileOf(request, '?year=2025')).toEqual({ year: 2025, ...person, ...noHouseholdFields });
  });

  it('turns a Texas head of household with three children and $4,500 of earnings into a refund, everywhere', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'eic' });
    await addItems(request, [{ type: 'income', category: 'Delivery', amount: 1_500, date: '2025-03-01' }]);
    await put(request, {
      year: 2025,
      filingStatus: 'head_of_household',
      w2Wages: 3_000,
      childrenUnder17: 3,
      state: 'TX',
    });
    // Worked in core/tax/household-estimate.test.ts: SE tax 211.94; EIC on 4,394.03 of earned income, the
    // $4,350-$4,400 row at 45 %: 1,969; Schedule 8812 line 20 284.10 beats Part II-B (335.47 less the EIC: 0).
    const estimate = await estimateOf(request, 2025);
    expect(estimate).toMatchObject({
      selfEmploymentTax: 211.94,
      earnedIncomeCredit: 1_969,
      additionalChildTaxCredit: 284.1,
      balanceDue: -2_041.16,
      refund: 2_041.16,
      quarterlyPayment: 0,
      noEstimatesNeeded: true,
    });
    const planner = (await (await request('/api/tax/planner?year=2025&today=2025-05-01')).json()) as Planner;
    expect(planner).toMatchObject({
      refundableCredits: 2_253.1,
      refund: 2_041.16,
      remaining: 0,
      dueByNow: { amount: 0 },
    });
    expect(planner.quarters.map((quarter) => quarter.remaining)).toEqual([0, 0, 0, 0]);
    const summary = await request('/api/summary?today=2025-05-01');
    expect(await summary.json()).toMatchObject({ estimatedQuarterlyTax: 0, expectedRefund: 2_041.16 });
  });
});
