import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Summary } from '../../core/summary';
import type { TaxOwed } from '../../core/tax/owed-api';
import { householdMessages } from '../../core/tax/tax-api';
import type { TaxSetup } from '../../core/tax/tax-setup';
import { preferences } from '../db/schema';
import { addItems, okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, uniqueEmail, type TestApp } from '../testing/test-app';

// The set-up screen after sign-up: whether it is still to be answered, and what its one PUT /api/tax/profile does to
// the dashboard's estimate of a free user.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const setupOf = async (request: UserRequest) => okJson<TaxSetup>(await request('/api/tax/setup'));

const summaryOf = async (request: UserRequest) =>
  okJson<Summary>(await request('/api/summary?from=2026-01-01&to=2026-12-31&today=2026-03-01'));

describe('GET /api/tax/setup, POST /api/tax/setup/skip', () => {
  it('is pending for an account made by the sign-up form, until it is skipped; skipping again changes nothing', async () => {
    const email = uniqueEmail('setup-skip');
    expect((await t.signUp('Ann Driver', email, 'correct horse')).status).toBe(200);
    const request = t.authed(await t.signIn(email, 'correct horse'));
    expect(await setupOf(request)).toEqual({ pending: true });

    const skipped = await request('/api/tax/setup/skip', { method: 'POST', json: {} });
    expect(await okJson<TaxSetup>(skipped)).toEqual({ pending: false });
    expect(await setupOf(request)).toEqual({ pending: false });
    // A later sign-in reads the same stored answer.
    const again = t.authed(await t.signIn(email, 'correct horse'));
    expect(await setupOf(again)).toEqual({ pending: false });
    expect(await okJson<TaxSetup>(await again('/api/tax/setup/skip', { method: 'POST', json: {} }))).toEqual({
      pending: false,
    });
  });

  it('ends once the tax profile is saved, and only for the user who saved it', async () => {
    const saver = await signedInUser(t, { label: 'setup-save' });
    const other = await signedInUser(t, { label: 'setup-other' });
    expect(await setupOf(saver.request)).toEqual({ pending: true });
    const saved = await saver.request('/api/tax/profile', {
      method: 'PUT',
      json: { year: 2026, filingStatus: 'married', state: 'CA' },
    });
    expect(saved.status).toBe(200);
    expect(await setupOf(saver.request)).toEqual({ pending: false });
    expect(await setupOf(other.request)).toEqual({ pending: true });
  });

  it('is not pending for an account made before the screen existed (its preferences row predates it)', async () => {
    const older = await signedInUser(t, { label: 'setup-older' });
    // The migration adds the column false on the rows that exist: as if this row had been there before it.
    await t.db.update(preferences).set({ taxSetupPending: false }).where(eq(preferences.userId, older.id));
    expect(await setupOf(older.request)).toEqual({ pending: false });
  });

  it('refuses a bad answer with the field messages the Tax page shows, saving nothing', async () => {
    const { request } = await signedInUser(t, { label: 'setup-bad' });
    const refused = await request('/api/tax/profile', {
      method: 'PUT',
      json: { year: 2026, filingStatus: 'single', w2Wages: 1_000, w2Withholding: 1_000.01, spouseW2Wages: 5 },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: {
          w2Withholding: 'Tax withheld cannot be more than the wages it was withheld from.',
          spouseW2Wages: householdMessages.spouseWagesNotJoint,
        },
      },
    });
    expect(householdMessages.spouseWagesNotJoint).toBe(
      "Your spouse's wages go on a joint return only: choose Married filing jointly.",
    );
    expect(await setupOf(request)).toEqual({ pending: true });
  });

  it('needs a session', async () => {
    expect((await t.request('/api/tax/setup')).status).toBe(401);
    expect((await t.request('/api/tax/setup/skip', { method: 'POST', json: {} })).status).toBe(401);
  });
});

// A free user with $60,000 of 2026 gig income and no expenses (docs/tax-tables.md, 2026):
// net earnings 60,000 x 0.9235 = 55,410.00; Social Security 12.4 % = 6,870.84, Medicare 2.9 % = 1,606.89: SE tax
// 8,477.73, half of it 4,238.865 -> 4,238.87. QBI 60,000 - 4,238.87 = 55,761.13, 20 % = 11,152.23.
//
// Single: AGI 55,761.13 - 16,100 = 39,661.13 before QBI; QBI at most 20 % of that, 7,932.23: taxable 31,728.90.
// Tax 10 % of 12,400 = 1,240.00 + 12 % of 19,328.90 = 2,319.47: 3,559.47. Total 3,559.47 + 8,477.73 = 12,037.20,
// a quarter 3,009.30.
//
// Married filing jointly: 55,761.13 - 32,200 = 23,561.13 before QBI; QBI 20 % of that, 4,712.23: taxable 18,848.90,
// all in the 10 % bracket (to 24,800): 1,884.89. Total 1,884.89 + 8,477.73 = 10,362.62, a quarter 2,590.655 -> 2,590.66.
//
// Married filing jointly with $40,000 of W-2 wages and $3,000 withheld: the wage base left, 184,500 - 40,000, is more
// than the net earnings, so the SE tax stays 8,477.73. AGI 100,000 - 4,238.87 = 95,761.13; less 32,200 = 63,561.13
// before QBI, whose 20 % (12,712.23) is more than 20 % of QBI: QBI deduction 11,152.23, taxable 52,408.90. Tax 10 % of
// 24,800 = 2,480.00 + 12 % of 27,608.90 = 3,313.07: 5,793.07. Total 5,793.07 + 8,477.73 = 14,270.80, less 3,000
// withheld: 11,270.80 still to pay, a quarter 2,817.70. No earned income credit at these incomes, no children.
describe('what the set-up screen saves is what the dashboard estimates with', () => {
  it("changes a free user's quarterly estimate and what is owed by the status, state and wages saved", async () => {
    const { request } = await signedInUser(t, { label: 'setup-free' });
    const plan = await okJson<{ tier: string }>(await request('/api/subscription'));
    expect(plan.tier).toBe('free');
    await addItems(request, [{ type: 'income', category: 'Rideshare', amount: 60_000, date: '2026-02-01' }]);
    expect((await summaryOf(request)).estimatedQuarterlyTax).toBe(3_009.3);

    const put = async (json: Record<string, unknown>) =>
      okJson(await request('/api/tax/profile', { method: 'PUT', json: { year: 2026, ...json } }));
    await put({ filingStatus: 'married' });
    expect((await summaryOf(request)).estimatedQuarterlyTax).toBe(2_590.66);

    // The set-up screen's one PUT: status, state and the household's wages and withholding.
    await put({ filingStatus: 'married', state: 'CA', w2Wages: 40_000, w2Withholding: 3_000 });
    const summary = await summaryOf(request);
    expect(summary.estimatedQuarterlyTax).toBe(2_817.7);
    expect(summary.state).toMatchObject({ code: 'CA', name: 'California' });

    const owed = await okJson<TaxOwed>(await request('/api/tax/owed?year=2026&today=2026-03-01'));
    expect(owed.state).toEqual({ code: 'CA', name: 'California' });
    // Nothing is overdue on March 1: the first federal installment, April 15, is a quarter of 11,270.80.
    expect(owed.nextDue.federal).toEqual({ date: '2026-04-15', amount: 2_817.7 });
    expect(owed.nextDue.states).toEqual([
      expect.objectContaining({ code: 'CA', name: 'California', date: '2026-04-15' }),
    ]);
    expect(owed.totalTax.state).toBeGreaterThan(0);
  });
});
