import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../core/items';
import {
  account,
  budgetItem,
  budgetPlan,
  categoryLine,
  estimatedTaxPayment,
  preferences,
  session,
  subscription,
  taxHousehold,
  user,
  vehicleMethod,
  vehicleUse,
} from '../db/schema';
import { everythingKeptBy, signedInUser, TEST_PASSWORD } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET/PUT /api/preferences', () => {
  it('starts with the default preferences and keeps what the user saves', async () => {
    const { request } = await signedInUser(t, { label: 'account' });
    expect(await (await request('/api/preferences')).json()).toEqual({
      emailNotifications: true,
      taxReminders: true,
      weeklyReports: false,
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
    });
    const chosen = {
      emailNotifications: false,
      taxReminders: false,
      weeklyReports: true,
      currency: 'EUR',
      dateFormat: 'YYYY-MM-DD',
    };
    const saved = await request('/api/preferences', { method: 'PUT', json: chosen });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(chosen);
    expect(await (await request('/api/preferences')).json()).toEqual(chosen);
  });

  it('refuses bad values with field messages and keeps the saved ones', async () => {
    const { request } = await signedInUser(t, { label: 'account' });
    const res = await request('/api/preferences', {
      method: 'PUT',
      json: {
        emailNotifications: 'yes',
        taxReminders: true,
        weeklyReports: false,
        currency: 'JPY',
        dateFormat: 'DD.MM.YYYY',
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Some fields are not valid.',
        fields: {
          emailNotifications: 'Email notifications must be on or off',
          currency: 'Currency must be USD, EUR, GBP, CAD or AUD',
          dateFormat: 'Date format must be MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD',
        },
      },
    });
    expect(await (await request('/api/preferences')).json()).toMatchObject({ currency: 'USD' });
  });
});

describe('GET /api/account/export', () => {
  it('downloads everything kept about the user, and only theirs, as JSON', async () => {
    const owner = await signedInUser(t, { label: 'account' });
    const other = await signedInUser(t, { label: 'account' });
    const added = (await (
      await owner.request('/api/items', {
        json: {
          type: 'income',
          category: 'Tips',
          amount: 12.5,
          date: '2026-11-01',
          description: 'a "quoted" tip',
          tags: ['x'],
        },
      })
    ).json()) as Item;
    await other.request('/api/items', {
      json: { type: 'income', category: 'Tips', amount: 1, date: '2026-11-01' },
    });
    await owner.request('/api/preferences', {
      method: 'PUT',
      json: {
        emailNotifications: true,
        taxReminders: false,
        weeklyReports: false,
        currency: 'CAD',
        dateFormat: 'DD/MM/YYYY',
      },
    });

    await owner.request('/api/rules', { json: { contains: 'acme', type: 'income', category: 'Freelance' } });
    await other.request('/api/rules', { json: { contains: 'other', type: 'income', category: 'Tips' } });
    const payment = { taxYear: 2026, quarter: 3, date: '2026-09-14', amountCents: 250_00 };
    await t.db.insert(estimatedTaxPayment).values([
      { ...payment, userId: owner.id, note: 'Direct Pay' },
      // A payment to the state.
      {
        ...payment,
        userId: owner.id,
        note: 'FTB Web Pay',
        date: '2026-09-15',
        jurisdiction: 'state',
        state: 'CA',
      },
      { ...payment, userId: other.id },
    ]);
    await owner.request('/api/trips', {
      json: {
        date: '2026-11-02',
        startOdometer: 1000,
        endOdometer: 1120.4,
        purpose: 'Lyft rides',
        platform: 'Lyft',
      },
    });
    await other.request('/api/trips', { json: { date: '2026-11-02', miles: 5, purpose: 'Not theirs' } });
    await owner.request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2025, method: 'actual' },
    });
    await other.request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2026, method: 'actual' },
    });

    // The household of every year saved, each user's own.
    for (const [year, w2Wages] of [
      [2026, 48_000.5],
      [2025, 30_000],
    ] as const)
      await owner.request('/api/tax/profile', {
        method: 'PUT',
        // The state, its figures and the state tax withheld.
        json: {
          year,
          filingStatus: 'single',
          w2Wages,
          otherIncome: 12,
          state: 'PA',
          localIncomeTaxRate: 1.5,
          priorYearStateTax: 700,
          stateWithholding: year === 2026 ? 900 : 0,
        },
      });
    await other.request('/api/tax/profile', {
      method: 'PUT',
      json: { year: 2026, filingStatus: 'single', w2Wages: 99_999 },
    });

    // The lines chosen for one's own categories and Part IV's answers, each user's own.
    const carWash = await owner.request('/api/tax/category-lines', {
      method: 'PUT',
      json: { type: 'expense', category: 'Car wash', line: '18' },
    });
    expect(carWash.status).toBe(200);
    await other.request('/api/tax/category-lines', {
      method: 'PUT',
      json: { type: 'expense', category: 'Not theirs', line: '22' },
    });
    await t.db.insert(vehicleUse).values([
      { userId: owner.id, taxYear: 2025, placedInService: '2019-04-02', commutingTenthsOfMile: 8_125 },
      { userId: other.id, taxYear: 2025, otherTenthsOfMile: 1 },
    ]);

    const res = await owner.request('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="GigTally_account_\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = (await res.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      account: { name: 'Ann Driver', email: owner.email },
      subscription: { tier: 'free', status: 'active' },
      preferences: { currency: 'CAD', dateFormat: 'DD/MM/YYYY', taxReminders: false },
      // The tax profile was saved: the set-up screen after sign-up is answered.
      taxSetup: { pending: false },
      taxProfile: {
        filingStatus: 'single',
        state: 'PA',
        nycResident: false,
        ownStateTaxRate: null,
        localIncomeTaxRate: 1.5,
        priorYearStateTax: 700,
      },
      categorisationRules: [{ contains: 'acme', type: 'income', category: 'Freelance', position: 0 }],
      imports: [],
      estimatedTaxPayments: [
        {
          taxYear: 2026,
          quarter: 3,
          date: '2026-09-14',
          amount: 250,
          note: 'Direct Pay',
          jurisdiction: 'federal',
          state: null,
          id: expect.any(String) as unknown,
        },
        // Whom each payment paid: California, though the profile's state is Pennsylvania.
        { date: '2026-09-15', amount: 250, note: 'FTB Web Pay', jurisdiction: 'state', state: 'CA' },
      ],
      trips: [
        {
          date: '2026-11-02',
          miles: 120.4,
          startOdometer: 1000,
          endOdometer: 1120.4,
          purpose: 'Lyft rides',
          platform: 'Lyft',
          rateCentsPerMile: 72.5,
          deduction: 87.29,
        },
      ],
      vehicleMethods: [{ year: 2025, method: 'actual' }],
      taxHouseholds: [
        { year: 2025, w2Wages: 30_000, otherIncome: 12, childrenUnder17: 0 },
        { year: 2026, w2Wages: 48_000.5, otherIncome: 12, childrenUnder17: 0, stateWithholding: 900 },
      ],
      scheduleCCategoryLines: [{ type: 'expense', category: 'Car wash', line: '18' }],
      vehicleUse: [
        {
          year: 2025,
          placedInService: '2019-04-02',
          commutingMiles: 812.5,
          otherMiles: null,
          availableOffDuty: null,
          anotherVehicle: null,
          hasEvidence: null,
          evidenceWritten: null,
        },
      ],
      items: [
        {
          transactionId: added.transactionId,
          date: '2026-11-01',
          type: 'income',
          category: 'Tips',
          amount: 12.5,
          description: 'a "quoted" tip',
          tags: ['x'],
          isTips: true,
        },
      ],
    });
    expect(data.estimatedTaxPayments).toHaveLength(2);
    expect(data.categorisationRules).toHaveLength(1);
    expect(data.trips).toHaveLength(1);
    expect(data.vehicleMethods).toHaveLength(1);
    expect(data.taxHouseholds).toHaveLength(2);
    expect(data.scheduleCCategoryLines).toHaveLength(1);
    expect(data.vehicleUse).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/stripe|password|token/i);
  });
});

describe('DELETE /api/account', () => {
  it('deletes the user and all their data; the session ends and the password no longer signs in', async () => {
    const doomed = await signedInUser(t, { label: 'account' });
    const kept = await signedInUser(t, { label: 'account' });
    await doomed.request('/api/items', {
      json: { type: 'expense', category: 'Gas', amount: 3, date: '2026-11-01' },
    });
    await kept.request('/api/items', {
      json: { type: 'expense', category: 'Gas', amount: 4, date: '2026-11-01' },
    });
    await doomed.request('/api/subscription');
    await doomed.request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2026, method: 'actual' },
    });
    await kept.request('/api/trips/vehicle-method', {
      method: 'PUT',
      json: { year: 2026, method: 'actual' },
    });
    // The household of a tax year goes with the account (FK cascade).
    for (const person of [doomed, kept]) {
      const saved = await person.request('/api/tax/profile', {
        method: 'PUT',
        json: { year: 2025, filingStatus: 'single', w2Wages: 1_000, state: 'CA', stateWithholding: 50 },
      });
      expect(saved.status).toBe(200);
      // A payment to the state goes too.
      await t.db.insert(estimatedTaxPayment).values({
        userId: person.id,
        taxYear: 2025,
        quarter: 1,
        date: '2025-04-10',
        amountCents: 10_00,
        jurisdiction: 'state',
      });
    }
    expect(await t.db.select().from(taxHousehold).where(eq(taxHousehold.userId, doomed.id))).toHaveLength(1);
    // The lines of one's own categories and Part IV's answers go with the account too.
    for (const person of [doomed, kept]) {
      await t.db
        .insert(categoryLine)
        .values({ userId: person.id, type: 'expense', category: 'Car wash', line: '18' });
      await t.db.insert(vehicleUse).values({ userId: person.id, taxYear: 2025, commutingTenthsOfMile: 10 });
    }
    // The budget's plans go with the account.
    for (const person of [doomed, kept]) {
      const planned = await person.request('/api/budget/2026-11/categories/Groceries', {
        method: 'PUT',
        json: { planned: 250, rollover: true },
      });
      expect(planned.status).toBe(200);
    }

    const res = await doomed.request('/api/account', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join(';')).toContain('better-auth.session_token=;');

    for (const table of [
      budgetItem,
      session,
      subscription,
      vehicleMethod,
      taxHousehold,
      categoryLine,
      vehicleUse,
      preferences,
      estimatedTaxPayment,
      budgetPlan,
    ] as const) {
      expect(await t.db.select().from(table).where(eq(table.userId, doomed.id))).toEqual([]);
    }
    expect(await t.db.select().from(user).where(eq(user.id, doomed.id))).toEqual([]);
    expect((await doomed.request('/api/items')).status).toBe(401);
    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email: doomed.email, password: 'correct horse' },
    });
    expect(signIn.status).toBe(401);
    // The other user keeps everything.
    expect(((await (await kept.request('/api/items')).json()) as { total: number }).total).toBe(1);
    expect(await t.db.select().from(vehicleMethod).where(eq(vehicleMethod.userId, kept.id))).toHaveLength(1);
    expect(await t.db.select().from(taxHousehold).where(eq(taxHousehold.userId, kept.id))).toHaveLength(1);
    expect(await t.db.select().from(categoryLine).where(eq(categoryLine.userId, kept.id))).toHaveLength(1);
    expect(await t.db.select().from(vehicleUse).where(eq(vehicleUse.userId, kept.id))).toHaveLength(1);
    expect(await t.db.select().from(budgetPlan).where(eq(budgetPlan.userId, kept.id))).toHaveLength(1);
    expect(
      await t.db.select().from(estimatedTaxPayment).where(eq(estimatedTaxPayment.userId, kept.id)),
    ).toHaveLength(1);
  });

  // The server, not only the browser, makes sure the person deleting the account means it.
  const refused = (message: string, fields: Record<string, string>) => ({
    error: { code: 'validation-failed', message, fields },
  });
  const wrongPassword = refused('The password is not correct. Your account has not been deleted.', {
    password: 'Password is not correct',
  });
  const missingPassword = refused('Enter your password to delete your account.', {
    password: 'Password is required',
  });
  const wrongWord = refused('Type DELETE to delete your account.', {
    confirmation: 'Type DELETE in capitals',
  });

  /** The account and everything in it are still there: the user row, their item, and the password signs in. */
  async function expectKept(kept: Awaited<ReturnType<typeof signedInUser>>, before: string[]) {
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.id, kept.id))).toHaveLength(1);
    expect(await everythingKeptBy(kept.request)).toEqual(before);
    expect(await t.signIn(kept.email, TEST_PASSWORD)).toContain('session_token');
  }

  it.each([
    ['a wrong password', { password: 'correct horse!' }, wrongPassword],
    ['the password in other case', { password: 'CORRECT HORSE' }, wrongPassword],
    ['no body at all', undefined, missingPassword],
    ['an empty password', { password: '' }, missingPassword],
    ['DELETE instead of the password', { confirmation: 'DELETE' }, missingPassword],
    [
      'a password that is not text',
      { password: 42 },
      refused('Some fields are not valid.', { password: 'Password must be text' }),
    ],
    [
      'a password over 128 characters',
      { password: 'x'.repeat(129) },
      refused('Some fields are not valid.', { password: 'Password is not correct' }),
    ],
  ])('refuses %s with 400 and its message, and deletes nothing', async (_, body, answer) => {
    const kept = await signedInUser(t, { label: 'account' });
    await kept.request('/api/items', {
      json: { type: 'expense', category: 'Gas', amount: 3, date: '2026-11-01' },
    });
    const before = await everythingKeptBy(kept.request);

    const res = await kept.request('/api/account', { method: 'DELETE', ...(body ? { json: body } : {}) });

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(answer);
    expect(res.headers.getSetCookie().join(';')).not.toContain('session_token=;');
    await expectKept(kept, before);
  });

  it('asks an account without a password to type DELETE, and deletes it only then', async () => {
    const passwordless = await signedInUser(t, { label: 'account' });
    // An account that signs in some other way: better-auth keeps no 'credential' account (no password) for it.
    await t.db.delete(account).where(eq(account.userId, passwordless.id));
    const before = await everythingKeptBy(passwordless.request);

    for (const body of [
      {},
      { confirmation: 'delete' },
      { confirmation: 'DELETE ME' },
      { password: TEST_PASSWORD },
    ]) {
      const res = await passwordless.request('/api/account', { method: 'DELETE', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual(wrongWord);
    }
    expect(await everythingKeptBy(passwordless.request)).toEqual(before);

    const res = await passwordless.request('/api/account', {
      method: 'DELETE',
      json: { confirmation: 'DELETE' },
    });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(user).where(eq(user.id, passwordless.id))).toEqual([]);
  });

  it('answers 401 without a session, whatever the body', async () => {
    const res = await t.request('/api/account', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    });
  });
});
