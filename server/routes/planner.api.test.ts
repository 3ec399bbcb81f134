import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proRequiredMessage } from '../../core/billing';
import { itemMessages } from '../../core/items';
import { paymentMessages, type EstimatedTaxPayment, type Planner } from '../../core/tax/planner-api';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import { tipsMessages } from '../../core/tax/tips';
import { estimatedTaxPayment } from '../db/schema';
import { addItems, everythingKeptBy, okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const plannerOf = async (request: UserRequest, year: number, today?: string) =>
  okJson<Planner>(await request(`/api/tax/planner?year=${year}${today ? `&today=${today}` : ''}`));
const paymentsOf = async (request: UserRequest, year: number) =>
  (await okJson<{ payments: EstimatedTaxPayment[] }>(await request(`/api/tax/payments?year=${year}`)))
    .payments;
const pay = async (request: UserRequest, payment: Record<string, unknown>) =>
  okJson<EstimatedTaxPayment>(await request('/api/tax/payments', { json: payment }), 201);
const estimateOf = async (request: UserRequest, year: number) =>
  okJson<TaxEstimateResponse>(await request(`/api/tax/estimate?year=${year}`));

/** The worked example of core/tax/estimate.test.ts "2025, single: $60,000 income, $10,000 expenses". */
const workedExample2025 = [
  { type: 'income', category: 'Rideshare', amount: 35_000, date: '2025-01-01' },
  { type: 'income', category: 'Delivery', amount: 25_000, date: '2025-12-31' },
  { type: 'expense', category: 'Gas', amount: 10_000, date: '2025-06-30' },
] as const;

const validPayment = { taxYear: 2025, quarter: 1, date: '2025-04-10', amount: 1_000 };

describe('estimated-tax payments: Pro only, like the estimate', () => {
  it.each([
    ['GET', '/api/tax/planner?year=2025'],
    ['GET', '/api/tax/payments?year=2025'],
    ['POST', '/api/tax/payments'],
    ['DELETE', '/api/tax/payments/00000000-0000-4000-8000-000000000000'],
  ])('%s %s answers a free user 403 pro-required and nobody 401', async (method, path) => {
    const { request } = await signedInUser(t, { label: 'planner-free' });
    const json = method === 'POST' ? validPayment : undefined;
    const res = await request(path, { method, json });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'pro-required', message: proRequiredMessage } });
    expect(proRequiredMessage).toBe('You need a Pro subscription to use this feature.');
    expect((await t.request(path, { method, json })).status).toBe(401);
  });

  it('records nothing for a free user', async () => {
    const { request, id } = await signedInUser(t, { label: 'planner-free' });
    await request('/api/tax/payments', { json: validPayment });
    const rows = await t.db.select().from(estimatedTaxPayment).where(eq(estimatedTaxPayment.userId, id));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/tax/payments', () => {
  it('records a payment and answers it in dollars, with the note trimmed', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'payer' });
    const payment = await pay(request, { ...validPayment, amount: '1234.5', note: '  IRS Direct Pay  ' });
    expect(payment).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      taxYear: 2025,
      quarter: 1,
      date: '2025-04-10',
      amount: 1_234.5,
      note: 'IRS Direct Pay',
      jurisdiction: 'federal',
      state: null,
      source: 'hand',
      recognisedFrom: null,
    });
    expect(await paymentsOf(request, 2025)).toEqual([payment]);
    expect(await paymentsOf(request, 2026)).toEqual([]);
  });

  it('takes the fourth installment paid in January of the next year, and a late payment up to the end of it', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'payer' });
    await pay(request, { taxYear: 2025, quarter: 4, date: '2026-01-15', amount: 10 });
    await pay(request, { taxYear: 2025, quarter: 4, date: '2026-12-31', amount: 10 });
    await pay(request, { taxYear: 2025, quarter: 1, date: '2025-01-01', amount: 10 });
    // Oldest first.
    expect((await paymentsOf(request, 2025)).map((payment) => payment.date)).toEqual([
      '2025-01-01',
      '2026-01-15',
      '2026-12-31',
    ]);
  });

  const outside2025 = paymentMessages.dateOutsideYear(2025);
  it.each([
    ['a tax year that is not a number', { taxYear: 'abc' }, { taxYear: paymentMessages.yearInvalid }],
    ['a tax year before the first table', { taxYear: 2021 }, { taxYear: paymentMessages.yearInvalid }],
    ['a tax year past 2100', { taxYear: 2101 }, { taxYear: paymentMessages.yearInvalid }],
    ['a fractional tax year', { taxYear: 2025.5 }, { taxYear: paymentMessages.yearInvalid }],
    ['quarter 0', { quarter: 0 }, { quarter: paymentMessages.quarterInvalid }],
    ['quarter 5', { quarter: 5 }, { quarter: paymentMessages.quarterInvalid }],
    ['quarter 1.5', { quarter: 1.5 }, { quarter: paymentMessages.quarterInvalid }],
    ['quarter "Q1"', { quarter: 'Q1' }, { quarter: paymentMessages.quarterInvalid }],
    ['no date', { date: undefined }, { date: itemMessages.dateRequired }],
    ['an empty date', { date: '' }, { date: itemMessages.dateRequired }],
    ['no such day', { date: '2025-02-30' }, { date: itemMessages.dateInvalid }],
    ['a date before the tax year', { date: '2024-12-31' }, { date: outside2025 }],
    ['a date after the year that follows it', { date: '2027-01-01' }, { date: outside2025 }],
    ['no amount', { amount: undefined }, { amount: itemMessages.amountNotNumber }],
    ['a zero amount', { amount: 0 }, { amount: itemMessages.amountNotPositive }],
    ['a negative amount', { amount: -5 }, { amount: itemMessages.amountNotPositive }],
    ['an amount in words', { amount: 'ten' }, { amount: itemMessages.amountNotNumber }],
    ['an amount with 3 decimals', { amount: 1.005 }, { amount: itemMessages.amountDecimals }],
    ['an amount too large', { amount: 100_000_000 }, { amount: itemMessages.amountTooLarge }],
    ['a note of 201 characters', { note: 'x'.repeat(201) }, { note: paymentMessages.noteTooLong }],
    ['a note with NUL', { note: 'a\0b' }, { note: itemMessages.textNul }],
  ])('refuses %s with its message, and records nothing', async (_name, change, fields) => {
    const { request } = await signedInUser(t, { pro: true, label: 'payer' });
    const before = await paymentsOf(request, 2025);
    const res = await request('/api/tax/payments', { json: { ...validPayment, ...change } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
    });
    expect(await paymentsOf(request, 2025)).toEqual(before);
  });

  it('says the exact words of each message', () => {
    expect(paymentMessages.yearInvalid).toBe('Tax year must be a year from 2022 to 2100');
    expect(paymentMessages.quarterInvalid).toBe('Quarter must be 1, 2, 3 or 4');
    expect(paymentMessages.dateOutsideYear(2025)).toBe(
      'A payment for 2025 must be dated from 2025-01-01 to 2026-12-31',
    );
    expect(paymentMessages.noteTooLong).toBe('Note must be at most 200 characters');
    expect(paymentMessages.notFound).toBe('This payment was not found. It may have been deleted.');
  });

  it('refuses a body that is not JSON without a 500', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'payer' });
    const res = await request('/api/tax/payments', {
      method: 'POST',
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['/api/tax/planner?year=2021'],
    ['/api/tax/planner?year=abc'],
    ['/api/tax/planner'],
    ['/api/tax/payments?year=2101'],
  ])('GET %s answers 400 with the tax-year message', async (path) => {
    const { request } = await signedInUser(t, { pro: true, label: 'payer' });
    const res = await request(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: { year: paymentMessages.yearInvalid },
      },
    });
  });
});

describe('DELETE /api/tax/payments/:id', () => {
  it('deletes a payment of ones own, then answers 404 for it', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'payer' });
    const kept = await pay(request, validPayment);
    const gone = await pay(request, { ...validPayment, quarter: 2, date: '2025-06-10' });
    expect((await request(`/api/tax/payments/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await paymentsOf(request, 2025)).toEqual([kept]);
    const again = await request(`/api/tax/payments/${gone.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: { code: 'not-found', message: paymentMessages.notFound } });
  });

  it('answers 404 for an id that is not a UUID', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'payer' });
    const res = await request('/api/tax/payments/not-an-id', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: paymentMessages.notFound } });
  });

  it("keeps each user's payments their own: another user's payment is not found and not listed", async () => {
    const owner = await signedInUser(t, { pro: true, label: 'owner' });
    const other = await signedInUser(t, { pro: true, label: 'other' });
    const payment = await pay(owner.request, validPayment);

    const res = await other.request(`/api/tax/payments/${payment.id}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: paymentMessages.notFound } });
    expect(await paymentsOf(other.request, 2025)).toEqual([]);
    expect((await plannerOf(other.request, 2025)).payments).toEqual([]);
    expect((await plannerOf(other.request, 2025)).paid).toBe(0);
    // Still there for its owner.
    expect(await paymentsOf(owner.request, 2025)).toEqual([payment]);
  });
});

describe('GET /api/tax/planner', () => {
  it("shows each installment with nothing paid, and no safe harbor without last year's figures", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'planner' });
    await addItems(request, [...workedExample2025]);
    // core/tax/estimate.test.ts: total 9,775.17 in installments of 2,443.79, the last 2,443.80.
    expect(await plannerOf(request, 2025, '2025-03-01')).toEqual({
      year: 2025,
      totalTax: 9_775.17,
      // Nothing withheld, no refundable credit: the balance due is the total.
      withheld: 0,
      refundableCredits: 0,
      refund: 0,
      balanceDue: 9_775.17,
      paid: 0,
      remaining: 9_775.17,
      noEstimatesNeeded: false,
      // In March only the first installment is due by the next due date.
      dueByNow: { amount: 2_443.79, dueDate: '2025-04-15', throughQuarter: 1 },
      safeHarborRequired: null,
      quarters: [
        [1, '2025-04-15', 2_443.79],
        [2, '2025-06-16', 2_443.79],
        [3, '2025-09-15', 2_443.79],
        [4, '2026-01-15', 2_443.8],
      ].map(([quarter, dueDate, estimated]) => ({
        quarter,
        dueDate,
        estimated,
        withheld: 0,
        paid: 0,
        remaining: estimated,
        safeHarbor: null,
        safeHarborRemaining: null,
        // In March nothing is due yet.
        overdue: null,
      })),
      payments: [],
      // No state chosen.
      state: null,
    });
  });

  it('takes payments off what is still due, carries an overpayment to the next installment, and shows the safe harbor', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'planner' });
    await addItems(request, [...workedExample2025]);
    // Last year: $8,000 of tax on an AGI of $40,000 (not over $150,000, so 100 % of it).
    const profile = await request('/api/tax/profile', {
      method: 'PUT',
      json: { filingStatus: 'single', priorYearTotalTax: 8_000, priorYearAgi: 40_000 },
    });
    expect(profile.status).toBe(200);
    const first = await pay(request, { taxYear: 2025, quarter: 1, date: '2025-04-14', amount: 3_000 });
    const second = await pay(request, { taxYear: 2025, quarter: 3, date: '2025-09-12', amount: 500.5 });
    // Another year's payment counts for that year only.
    await pay(request, { taxYear: 2026, quarter: 1, date: '2026-04-10', amount: 700 });

    const planner = await plannerOf(request, 2025, '2025-12-01');
    // Estimate: 9,775.17; paid 3,000 + 500.50 = 3,500.50; still due 6,274.67.
    // Safe harbor: the lesser of 90 % of 9,775.17 (8,797.65) and 100 % of 8,000 = 8,000, so 2,000 a quarter.
    expect(planner).toMatchObject({ totalTax: 9_775.17, paid: 3_500.5, remaining: 6_274.67 });
    expect(planner.safeHarborRequired).toBe(8_000);
    expect(planner.payments).toEqual([first, second]);
    // Form 2210 Part IV by column. 1 (to April 15): 3,000 pays Q1's 2,443.79, 556.21 carried (line 26).
    // 2 (to June 16): nothing paid; the 556.21 carried pays part of Q2: 1,887.58 short. 3 (to September 15):
    // 500.50, marked Q3, first pays Q2's shortfall (lines 22-24): Q2 1,056.71 paid, 1,387.08 short; Q3 gets
    // nothing. 4: nothing. Safe harbor: Q1 2,000, 1,000 carried to Q2; 500.50 in column 3 to Q2 too: 499.50 short.
    expect(planner.quarters).toEqual([
      {
        quarter: 1,
        dueDate: '2025-04-15',
        estimated: 2_443.79,
        withheld: 0,
        paid: 2_443.79,
        remaining: 0,
        safeHarbor: 2_000,
        safeHarborRemaining: 0,
        overdue: null,
      },
      {
        quarter: 2,
        dueDate: '2025-06-16',
        estimated: 2_443.79,
        withheld: 0,
        paid: 1_056.71,
        remaining: 1_387.08,
        safeHarbor: 2_000,
        safeHarborRemaining: 499.5,
        // Short 1,887.58 from June 16; the 500.50 of September 12 stops the penalty on that part after 88 days:
        // 500.50 x 88 / 365 x 7 % = 8.44679; the other 1,387.08 is 168 days late on December 1: 1,387.08 x 168 / 365
        // x 7 % = 44.69058; together 53.13737 -> 53.14. Left unpaid to April 15, 2026 (303 days): 1,387.08 x 303 /
        // 365 x 7 % = 80.60265, with the 8.44679: 89.04944 -> 89.05.
        overdue: { unpaid: 1_387.08, penaltyToDate: 53.14, penaltyIfUnpaid: 89.05 },
      },
      {
        quarter: 3,
        dueDate: '2025-09-15',
        estimated: 2_443.79,
        withheld: 0,
        paid: 0,
        remaining: 2_443.79,
        safeHarbor: 2_000,
        safeHarborRemaining: 2_000,
        // 77 days late on December 1: 2,443.79 x 77 / 365 x 7 % = 36.08775 -> 36.09; to April 15, 2026 (212 days):
        // 2,443.79 x 212 / 365 x 7 % = 99.35848 -> 99.36.
        overdue: { unpaid: 2_443.79, penaltyToDate: 36.09, penaltyIfUnpaid: 99.36 },
      },
      {
        quarter: 4,
        dueDate: '2026-01-15',
        estimated: 2_443.8,
        withheld: 0,
        paid: 0,
        remaining: 2_443.8,
        safeHarbor: 2_000,
        safeHarborRemaining: 2_000,
        overdue: null,
      },
    ]);
    // The installments still due add up to what is still due of the year.
    const stillDue = planner.quarters.reduce((sum, quarter) => sum + Math.round(quarter.remaining * 100), 0);
    expect(stillDue).toBe(627_467);
    expect((await plannerOf(request, 2026)).paid).toBe(700);
  });

  it('uses 110 % of last year above $150,000 AGI, and nothing is still due once more than the year is paid', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'planner' });
    await addItems(request, [...workedExample2025]);
    await request('/api/tax/profile', {
      method: 'PUT',
      json: { filingStatus: 'single', priorYearTotalTax: 7_000, priorYearAgi: 150_000.01 },
    });
    await pay(request, { taxYear: 2025, quarter: 1, date: '2025-04-01', amount: 12_000 });
    const planner = await plannerOf(request, 2025);
    // 110 % of 7,000 = 7,700 (less than 8,797.65): 1,925 a quarter.
    expect(planner.safeHarborRequired).toBe(7_700);
    expect(planner.quarters.map((quarter) => quarter.safeHarbor)).toEqual([1_925, 1_925, 1_925, 1_925]);
    expect(planner.remaining).toBe(0);
    expect(planner.quarters.map((quarter) => quarter.remaining)).toEqual([0, 0, 0, 0]);
    // 12,000 in April pays each installment in turn (line 26 carries the rest); the 12,000 - 9,775.17 = 2,224.83
    // left after Q4 stays with it: 2,443.80 + 2,224.83 = 4,668.63.
    expect(planner.quarters.map((quarter) => quarter.paid)).toEqual([2_443.79, 2_443.79, 2_443.79, 4_668.63]);
  });

  it('applies payments by date whatever quarter they were marked for, and says what is due by now', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'planner' });
    await addItems(request, [...workedExample2025]);
    // 5,000 paid on 2025-12-01 and marked Q4: column 4 of Form 2210. Columns 1-3 had nothing, so it first pays
    // Q1 (2,443.79) and Q2 (2,443.79), then 112.42 of Q3 (5,000 - 4,887.58); Q4 gets nothing yet.
    await pay(request, { taxYear: 2025, quarter: 4, date: '2025-12-01', amount: 5_000 });
    const { quarters, dueByNow } = await plannerOf(request, 2025, '2025-12-02');
    expect(quarters.map((quarter) => quarter.paid)).toEqual([2_443.79, 2_443.79, 112.42, 0]);
    expect(quarters.map((quarter) => quarter.remaining)).toEqual([0, 0, 2_331.37, 2_443.8]);
    // Due by January 15, 2026 (the next due date): all four, 9,775.17 - 5,000 = 4,775.17 = 2,331.37 + 2,443.80.
    expect(dueByNow).toEqual({ amount: 4_775.17, dueDate: '2026-01-15', throughQuarter: 4 });
    // In May the next due date is June 16: Q1 + Q2 = 4,887.58 - 5,000 paid: nothing.
    const may = await plannerOf(request, 2025, '2025-05-01');
    expect(may.dueByNow).toEqual({ amount: 0, dueDate: '2025-06-16', throughQuarter: 2 });
  });

  it('takes a payment without a quarter (the form no longer asks) and notes the quarter of its date', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'planner' });
    const april = await pay(request, { taxYear: 2025, date: '2025-04-15', amount: 10 });
    const june = await pay(request, { taxYear: 2025, date: '2025-06-16', amount: 10 });
    const late = await pay(request, { taxYear: 2025, date: '2026-02-01', amount: 10 });
    // 2025's June 15 was a Sunday: its due date, and the end of its payment period, is Monday June 16.
    expect([april.quarter, june.quarter, late.quarter]).toEqual([1, 2, 4]);
  });

  it('answers 400 for a today that is not a date', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'planner' });
    const res = await request('/api/tax/planner?year=2025&today=2025-13-01');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'today',
    );
  });

  it('answers a year without items: no tax, and a payment is still listed', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'planner' });
    const payment = await pay(request, { taxYear: 2026, quarter: 2, date: '2026-06-01', amount: 50 });
    const planner = await plannerOf(request, 2026);
    expect(planner).toMatchObject({ year: 2026, totalTax: 0, paid: 50, remaining: 0 });
    expect(planner.payments).toEqual([payment]);
    expect(planner.quarters.map((quarter) => quarter.dueDate)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
  });
});

describe('GET /api/tax/estimate: the deduction for qualified tips', () => {
  it('takes income marked as tips off taxable income in 2026, not off self-employment tax', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'tipped' });
    const [, marked] = await addItems(request, [
      { type: 'income', category: 'Delivery', amount: 52_000, date: '2026-02-01' },
      { type: 'income', category: 'Gig Pay', amount: 3_000, date: '2026-03-01', isTips: true },
      // The Tips category is tips when isTips is left out.
      { type: 'income', category: 'Tips', amount: 5_000, date: '2026-04-01' },
      // Unmarked Tips: not tips.
      { type: 'income', category: 'Tips', amount: 400, date: '2026-05-01', isTips: false },
      { type: 'expense', category: 'Gas', amount: 10_000, date: '2026-06-01' },
      // Another year's tips.
      { type: 'income', category: 'Tips', amount: 900, date: '2025-12-31' },
    ]);
    expect(marked!.isTips).toBe(true);
    const withTips = await estimateOf(request, 2026);
    expect(withTips).toMatchObject({
      grossIncome: 60_400,
      tips: 8_000,
      tipsDeduction: 8_000,
      tipsNote: null,
    });
    expect(withTips.mileageDeduction).toBe(0);
    // Taxable income = AGI - standard deduction - tips deduction - QBI.
    expect(withTips.taxableIncomeBeforeQbi).toBeCloseTo(
      withTips.adjustedGrossIncome - withTips.standardDeduction - 8_000,
      2,
    );

    // The same income without the marks: the same SE tax, a higher income tax.
    const { request: untipped } = await signedInUser(t, { pro: true, label: 'untipped' });
    await addItems(untipped, [
      { type: 'income', category: 'Delivery', amount: 60_400, date: '2026-02-01' },
      { type: 'expense', category: 'Gas', amount: 10_000, date: '2026-06-01' },
    ]);
    const without = await estimateOf(untipped, 2026);
    expect(without).toMatchObject({ tips: 0, tipsDeduction: 0, tipsNote: null });
    expect(withTips.selfEmploymentTax).toBe(without.selfEmploymentTax);
    expect(withTips.adjustedGrossIncome).toBe(without.adjustedGrossIncome);
    expect(withTips.incomeTax).toBeLessThan(without.incomeTax);
  });

  it('takes nothing off in 2024 and says why', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'tipped' });
    await addItems(request, [
      { type: 'income', category: 'Tips', amount: 5_000, date: '2024-07-04' },
      { type: 'income', category: 'Delivery', amount: 20_000, date: '2024-07-05' },
    ]);
    const estimate = await estimateOf(request, 2024);
    expect(estimate).toMatchObject({ tips: 5_000, tipsDeduction: 0, tipsNote: tipsMessages.notThisYear });
    expect(estimate.tipsNote).toBe(
      'The deduction for qualified tips applies to tax years 2025 to 2028 only.',
    );
    expect(estimate.taxableIncomeBeforeQbi).toBeCloseTo(
      estimate.adjustedGrossIncome - estimate.standardDeduction,
      2,
    );
  });

  it('stops counting an item as tips once it is changed to an expense', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'tipped' });
    const [tips] = await addItems(request, [
      { type: 'income', category: 'Tips', amount: 2_000, date: '2026-03-03' },
      { type: 'income', category: 'Delivery', amount: 30_000, date: '2026-03-04' },
    ]);
    expect((await estimateOf(request, 2026)).tips).toBe(2_000);
    const res = await request(`/api/items/${tips!.id}`, { method: 'PATCH', json: { type: 'expense' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { isTips: boolean }).isTips).toBe(false);
    expect((await estimateOf(request, 2026)).tips).toBe(0);
  });
});

describe('the account keeps its payments apart', () => {
  it('a refused payment changes nothing the user keeps', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'payer' });
    const before = await everythingKeptBy(request);
    expect((await request('/api/tax/payments', { json: { ...validPayment, quarter: 9 } })).status).toBe(400);
    expect(await everythingKeptBy(request)).toEqual(before);
  });
});

describe('GET /api/export/tax-summary lists tips separately', () => {
  it("says how much of the year's income was marked as tips, $0.00 when none was", async () => {
    const { request } = await signedInUser(t, { label: 'summary' });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 1_000, date: '2026-03-01' },
      { type: 'income', category: 'Tips', amount: 40, date: '2026-04-02' },
      { type: 'income', category: 'Gig Pay', amount: 60.5, date: '2026-04-03', isTips: true },
      { type: 'income', category: 'Tips', amount: 7, date: '2025-04-02' },
      { type: 'income', category: 'Bonus', amount: 9, date: '2024-04-02' },
    ]);
    const text = await (await request('/api/export/tax-summary?year=2026')).text();
    expect(text).toMatch(/\nOf the income\n-+\n {2}Tips \(marked as tips\) +\$100\.50\n/);
    const noTips = await (await request('/api/export/tax-summary?year=2024')).text();
    expect(noTips).toMatch(/\n {2}Tips \(marked as tips\) +\$0\.00\n/);
  });
});
