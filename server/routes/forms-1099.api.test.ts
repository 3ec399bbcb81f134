import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../core/api-errors';
import { proRequiredMessage } from '../../core/billing';
import type { Item } from '../../core/items';
import { itemMessages } from '../../core/items';
import {
  FORM_1099_PDF_MAX_BYTES,
  FORMS_1099_MAX_PER_YEAR,
  form1099Messages,
  PLATFORM_FEES_CATEGORY,
  PLATFORM_MAX_LENGTH,
  type Form1099,
  type Form1099Reading,
  type Reconciliation,
  type ReconciliationFixResult,
} from '../../core/tax/forms-1099';
import { scheduleCMessages } from '../../core/tax/schedule-c-api';
import { categoryLine, form1099 } from '../db/schema';
import { readForm1099PdfOffThread } from '../services/imports/read-statement-off-thread';
import {
  addItems,
  everythingKeptBy,
  okJson,
  signedInUser,
  TEST_PASSWORD,
  type UserRequest,
} from '../testing/api-helpers';
import {
  bankStatementPdf,
  comparedBoxDollars,
  damagedPdf,
  fills,
  form1099Pdf,
  listedForm1099KPdf,
  imageOnlyPdf,
  largeForm1099Pdf,
  type Form1099Fill,
} from '../testing/form-1099-pdfs';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const keepForm = async (request: UserRequest, form: Record<string, unknown>) =>
  okJson<Form1099>(await request('/api/tax/forms-1099', { json: form }), 201);
const formsOf = async (request: UserRequest, year: number) =>
  (await okJson<{ forms: Form1099[] }>(await request(`/api/tax/forms-1099?year=${year}`))).forms;
const reconciliationOf = async (request: UserRequest, year: number) =>
  okJson<Reconciliation>(await request(`/api/tax/reconciliation?year=${year}`));
const fix = (request: UserRequest, body: Record<string, unknown>) =>
  request('/api/tax/reconciliation/fix', { json: body });

const validForm = { year: 2025, platform: 'Uber', kind: '1099-K', amount: 23_450 };
const proUser = (label: string) => signedInUser(t, { pro: true, label });

describe('1099 forms and the reconciliation: Pro only, like the estimate', () => {
  it.each([
    ['GET', '/api/tax/forms-1099?year=2025'],
    ['POST', '/api/tax/forms-1099'],
    ['DELETE', '/api/tax/forms-1099/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/tax/forms-1099/read'],
    ['GET', '/api/tax/reconciliation?year=2025'],
    ['POST', '/api/tax/reconciliation/fix'],
  ])('%s %s answers a free user 403 pro-required and nobody 401', async (method, path) => {
    const { request } = await signedInUser(t, { label: 'forms-free' });
    const json = method === 'POST' ? { ...validForm, fix: 'add-income' } : undefined;
    const res = await request(path, { method, json });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'pro-required', message: proRequiredMessage } });
    expect((await t.request(path, { method, json })).status).toBe(401);
  });
});

describe('POST /api/tax/forms-1099', () => {
  it('keeps a form in dollars, its payer named as the platform GigTally knows', async () => {
    const { request } = await proUser('forms');
    const kept = await keepForm(request, {
      ...validForm,
      platform: 'Uber Technologies, Inc.',
      amount: '23450.5',
    });
    expect(kept).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      year: 2025,
      platform: 'Uber',
      kind: '1099-K',
      amount: 23_450.5,
      source: 'entered',
      createdAt: expect.any(String) as string,
    });
    const read = await keepForm(request, {
      year: 2025,
      platform: 'DOORDASH, INC.',
      kind: '1099-NEC',
      amount: 0,
      source: 'pdf',
    });
    expect(read).toMatchObject({ platform: 'DoorDash', kind: '1099-NEC', amount: 0, source: 'pdf' });
    const own = await keepForm(request, {
      year: 2024,
      platform: '  Riverside  Courier ',
      kind: '1099-MISC',
      amount: 650,
    });
    expect(own.platform).toBe('Riverside Courier');
    expect(await formsOf(request, 2025)).toEqual([kept, read]);
    expect(await formsOf(request, 2024)).toEqual([own]);
    expect(await formsOf(request, 2026)).toEqual([]);
  });

  it.each([
    ['a negative amount', { amount: -5 }, { amount: 'Amount must not be negative' }],
    ['a negative amount as text', { amount: '-0.01' }, { amount: form1099Messages.amountNegative }],
    ['no amount', { amount: undefined }, { amount: itemMessages.amountNotNumber }],
    ['an amount in words', { amount: 'lots' }, { amount: itemMessages.amountNotNumber }],
    ['an amount with 3 decimals', { amount: 1.005 }, { amount: itemMessages.amountDecimals }],
    ['an amount too large', { amount: 100_000_000 }, { amount: itemMessages.amountTooLarge }],
    [
      'a year before the first tax table',
      { year: 2021 },
      { year: 'Tax year must be a year from 2022 to 2100' },
    ],
    ['a year past 2100', { year: 2101 }, { year: scheduleCMessages.yearInvalid }],
    ['a year in words', { year: 'last year' }, { year: scheduleCMessages.yearInvalid }],
    ['a fractional year', { year: 2025.5 }, { year: scheduleCMessages.yearInvalid }],
    ['a 1099-INT', { kind: '1099-INT' }, { kind: 'Form must be 1099-K, 1099-NEC or 1099-MISC' }],
    ['no kind', { kind: undefined }, { kind: form1099Messages.kindInvalid }],
    ['no platform', { platform: undefined }, { platform: 'Platform is required' }],
    ['a blank platform', { platform: '   ' }, { platform: form1099Messages.platformRequired }],
    [
      'a platform too long',
      { platform: 'x'.repeat(PLATFORM_MAX_LENGTH + 1) },
      { platform: 'Platform must be at most 60 characters' },
    ],
    ['a platform with NUL', { platform: 'Ub\0er' }, { platform: itemMessages.textNul }],
    ['another source', { source: 'scan' }, { source: expect.any(String) as string }],
  ])('refuses %s with its message, and keeps nothing', async (_name, change, fields) => {
    const { request } = await proUser('forms-refused');
    const before = await everythingKeptBy(request);
    const res = await request('/api/tax/forms-1099', { json: { ...validForm, ...change } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error).toEqual({
      code: 'validation-failed',
      message: 'Some fields are not valid.',
      fields,
    });
    expect(await formsOf(request, 2025)).toEqual([]);
    expect(await everythingKeptBy(request)).toEqual(before);
  });

  it(`keeps at most ${FORMS_1099_MAX_PER_YEAR} forms a tax year`, async () => {
    const { request, id } = await proUser('forms-many');
    await t.db.insert(form1099).values(
      Array.from({ length: FORMS_1099_MAX_PER_YEAR }, () => ({
        userId: id,
        taxYear: 2025,
        platform: 'Lyft',
        kind: '1099-K' as const,
        amountCents: 100,
      })),
    );
    const res = await request('/api/tax/forms-1099', { json: validForm });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'At most 100 forms a tax year',
        fields: { year: form1099Messages.tooMany },
      },
    });
    // Another year has room.
    await keepForm(request, { ...validForm, year: 2024 });
  });
});

describe('DELETE /api/tax/forms-1099/:id', () => {
  it('deletes the person’s form; someone else’s, an unknown or a malformed id is not found', async () => {
    const owner = await proUser('forms-owner');
    const other = await proUser('forms-other');
    const kept = await keepForm(owner.request, validForm);
    const notFound = {
      error: { code: 'not-found', message: 'This form was not found. It may have been deleted.' },
    };
    for (const path of [
      `/api/tax/forms-1099/${kept.id}`,
      '/api/tax/forms-1099/00000000-0000-4000-8000-000000000000',
      '/api/tax/forms-1099/not-an-id',
    ]) {
      const res = await other.request(path, { method: 'DELETE' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect(await formsOf(owner.request, 2025)).toEqual([kept]);
    expect((await owner.request(`/api/tax/forms-1099/${kept.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await formsOf(owner.request, 2025)).toEqual([]);
    expect((await owner.request(`/api/tax/forms-1099/${kept.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

/**
 * The worked example: Uber's 2025 1099-K reports $23,450.00 in box 1a. Recorded from Uber in 2025: the rides' payouts
 * $12,000.00 ("UBER TRIP PAYOUT"), Uber Eats deliveries $6,480.00, and $4,500.00 filed in a category named Uber:
 * 12,000 + 6,480 + 4,500 = $22,980.00, so $23,450.00 - $22,980.00 = $470.00 is missing. Not Uber's: a Lyft payout
 * ($1,000.00, Rideshare), cash deliveries ($200.00, Delivery) and Huber Consulting ($300.00, Freelance, "uber" only
 * inside a word) are gig income no form's platform claims; an Uber expense, an Uber payout of 2024-12-31 and another
 * person's Uber income do not count.
 */
const workedExample = [
  {
    type: 'income',
    category: 'Rideshare',
    amount: 12_000,
    date: '2025-03-31',
    description: 'UBER TRIP PAYOUT',
  },
  {
    type: 'income',
    category: 'Delivery',
    amount: 6_480,
    date: '2025-12-31',
    description: 'Uber Eats payout',
  },
  { type: 'income', category: 'uber', amount: 4_500, date: '2025-01-01', description: 'weekly pay' },
  { type: 'income', category: 'Rideshare', amount: 1_000, date: '2025-05-01', description: 'LYFT PAYOUT' },
  { type: 'income', category: 'Delivery', amount: 200, date: '2025-05-02', description: 'cash' },
  { type: 'income', category: 'Freelance', amount: 300, date: '2025-06-01', description: 'Huber Consulting' },
  { type: 'expense', category: 'Transportation', amount: 45, date: '2025-06-02', description: 'Uber ride' },
  { type: 'income', category: 'Rideshare', amount: 800, date: '2024-12-31', description: 'UBER TRIP PAYOUT' },
] as const;

describe('GET /api/tax/reconciliation', () => {
  it('the worked example: Uber 1099-K $23,450.00, recorded $22,980.00, missing $470.00', async () => {
    const { request } = await proUser('reconcile');
    const other = await proUser('reconcile-other');
    await addItems(request, [...workedExample]);
    await addItems(other.request, [
      {
        type: 'income',
        category: 'Rideshare',
        amount: 999,
        date: '2025-04-04',
        description: 'UBER TRIP PAYOUT',
      },
    ]);
    await keepForm(other.request, { ...validForm, amount: 5 });
    const form = await keepForm(request, validForm);

    expect(await reconciliationOf(request, 2025)).toEqual({
      year: 2025,
      platforms: [
        {
          platform: 'Uber',
          forms: [form],
          reported: 23_450,
          recorded: 22_980,
          gap: 470,
          summary: 'Uber 1099-K: $23,450.00; recorded: $22,980.00; missing $470.00',
          reasons: [
            {
              code: 'fees-and-tips-in-gross',
              text:
                "A 1099-K's box 1a is the gross: the fares or sales before Uber's fees and commissions were taken, and it " +
                'may include tips customers paid through the app. If you recorded what Uber paid out to you, the ' +
                'difference is mostly those fees: record them as an expense (Schedule C line 10) and the gross as income.',
            },
            {
              code: 'refunds',
              text:
                'Refunds, cancellations and other adjustments are not taken off box 1a: money given back to customers ' +
                'still counts in the gross.',
            },
            {
              code: 'unattributed-income',
              text:
                '$1,500.00 of income in Freelance, Rideshare, Delivery does not say which platform paid it. If some of ' +
                'it came from Uber, put Uber in its description or file it in a category named Uber.',
            },
            {
              code: 'other-year',
              text:
                'A form counts the payments made in 2025: a payout for the last days of December made in January of ' +
                '2026, or one for 2024 paid this January, may be recorded under the other year.',
            },
          ],
          incomeCategory: 'Rideshare',
        },
      ],
      unattributed: [
        { category: 'Freelance', amount: 300 },
        { category: 'Rideshare', amount: 1_000 },
        { category: 'Delivery', amount: 200 },
      ],
    });
    // No forms in 2024: no platform to compare, and its gig income is claimed by no form.
    expect(await reconciliationOf(request, 2024)).toEqual({
      year: 2024,
      platforms: [],
      unattributed: [{ category: 'Rideshare', amount: 800 }],
    });
  });

  it('says each kind of several forms, matches, and income recorded beyond the forms with the year’s thresholds', async () => {
    const { request } = await proUser('reconcile-kinds');
    await addItems(request, [
      {
        type: 'income',
        category: 'Rideshare',
        amount: 1_000,
        date: '2025-02-01',
        description: 'Uber payout',
      },
      {
        type: 'income',
        category: 'Rideshare',
        amount: 1_200,
        date: '2025-02-01',
        description: 'Lyft payout',
      },
      { type: 'income', category: 'Rideshare', amount: 700, date: '2026-02-01', description: 'Lyft payout' },
    ]);
    await keepForm(request, { year: 2025, platform: 'Uber', kind: '1099-NEC', amount: 400 });
    await keepForm(request, { year: 2025, platform: 'uber technologies inc', kind: '1099-K', amount: 600 });
    await keepForm(request, { year: 2025, platform: 'Lyft', kind: '1099-K', amount: 1_000 });
    await keepForm(request, { year: 2026, platform: 'Lyft', kind: '1099-NEC', amount: 500 });
    const [uber, lyft] = (await reconciliationOf(request, 2025)).platforms;
    expect(uber!.summary).toBe('Uber 1099-K + 1099-NEC: $1,000.00; recorded: $1,000.00; matches');
    expect(uber!.reasons).toEqual([]);
    expect(lyft!.summary).toBe(
      'Lyft 1099-K: $1,000.00; recorded: $1,200.00; recorded $200.00 more than the forms',
    );
    expect(lyft!.gap).toBe(-200);
    expect(lyft!.reasons.map((reason) => reason.code)).toEqual(['recorded-more', 'other-year']);
    expect(lyft!.reasons[0]!.text).toBe(
      'You recorded more from Lyft than its forms report. Cash tips and payments made outside the app are not on a ' +
        '1099, and a platform need not send one below the reporting threshold (for 2025: a 1099-K over $20,000 and ' +
        '200 transactions, a 1099-NEC or 1099-MISC from $600); that income is still taxable. Check too that no ' +
        'payout was recorded twice.',
    );
    const [lyft2026] = (await reconciliationOf(request, 2026)).platforms;
    expect(lyft2026!.summary).toBe(
      'Lyft 1099-NEC: $500.00; recorded: $700.00; recorded $200.00 more than the forms',
    );
    expect(lyft2026!.reasons[0]!.text).toContain(
      '(for 2026: a 1099-K over $20,000 and 200 transactions, a 1099-NEC or 1099-MISC from $2,000)',
    );
    // 2024: the IRS's transition threshold for the 1099-K.
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 90, date: '2024-02-01', description: 'Lyft payout' },
    ]);
    await keepForm(request, { year: 2024, platform: 'Lyft', kind: '1099-K', amount: 80 });
    const [lyft2024] = (await reconciliationOf(request, 2024)).platforms;
    expect(lyft2024!.reasons[0]!.text).toContain(
      '(for 2024: a 1099-K over $5,000, a 1099-NEC or 1099-MISC from $600)',
    );
  });

  it('gives a processor’s payout that names a platform to the platform, and knows a payer by its own name', async () => {
    const { request } = await proUser('reconcile-stripe');
    await addItems(request, [
      {
        type: 'income',
        category: 'Delivery',
        amount: 300,
        date: '2025-02-01',
        description: 'STRIPE TRANSFER DOORDASH',
      },
      { type: 'income', category: 'Gig Pay', amount: 50, date: '2025-02-01', description: 'Stripe transfer' },
      {
        type: 'income',
        category: 'Gig Pay',
        amount: 75,
        date: '2025-02-01',
        description: 'RIVERSIDE COURIER CO-OP ACH',
      },
    ]);
    await keepForm(request, { year: 2025, platform: 'Stripe, Inc.', kind: '1099-K', amount: 50 });
    await keepForm(request, { year: 2025, platform: 'DoorDash', kind: '1099-NEC', amount: 300 });
    await keepForm(request, {
      year: 2025,
      platform: 'Riverside Courier Co-op',
      kind: '1099-NEC',
      amount: 100,
    });
    const { platforms, unattributed } = await reconciliationOf(request, 2025);
    expect(platforms.map((entry) => entry.summary)).toEqual([
      'Stripe 1099-K: $50.00; recorded: $50.00; matches',
      'DoorDash 1099-NEC: $300.00; recorded: $300.00; matches',
      'Riverside Courier Co-op 1099-NEC: $100.00; recorded: $75.00; missing $25.00',
    ]);
    expect(platforms[2]!.incomeCategory).toBe('Gig Pay');
    // A 1099-NEC reports what was paid, not a gross: no fees or refunds reason.
    expect(platforms[2]!.reasons.map((reason) => reason.code)).toEqual(['other-year']);
    expect(unattributed).toEqual([]);
  });

  it.each([
    ['no year', ''],
    ['a year out of range', '?year=2019'],
    ['a year in words', '?year=soon'],
  ])('refuses %s', async (_name, query) => {
    const { request } = await proUser('reconcile-bad');
    const res = await request(`/api/tax/reconciliation${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({
      year: scheduleCMessages.yearInvalid,
    });
  });
});

describe('POST /api/tax/reconciliation/fix', () => {
  async function uberWithGap(label: string) {
    const user = await proUser(label);
    await addItems(user.request, [...workedExample]);
    await keepForm(user.request, validForm);
    return user;
  }

  it('add-income: adds the $470.00 missing as Rideshare income on 12-31, recognised as Uber’s from then on', async () => {
    const { request } = await uberWithGap('fix-income');
    const res = await fix(request, { year: 2025, platform: 'Uber', fix: 'add-income' });
    const answer = await okJson<ReconciliationFixResult>(res, 201);
    expect(answer.item).toMatchObject({
      type: 'income',
      category: 'Rideshare',
      amount: 470,
      date: '2025-12-31',
      description: 'Uber income missing from the 2025 1099-K',
    });
    expect(answer.items).toEqual([answer.item]);
    expect(answer.reconciliation).toMatchObject({
      platform: 'Uber',
      recorded: 23_450,
      gap: 0,
      summary: 'Uber 1099-K: $23,450.00; recorded: $23,450.00; matches',
      reasons: [],
    });
    const items = (await okJson<{ items: Item[] }>(await request('/api/items?limit=500'))).items;
    expect(items.filter((item) => item.description === answer.item.description)).toHaveLength(1);

    const again = await fix(request, { year: 2025, platform: 'Uber', fix: 'add-income' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'Nothing is missing for this platform',
        fields: { platform: form1099Messages.fixNothingMissing },
      },
    });
  });

  it('record-fees: the gross as income and the fees as a Platform Fees expense on line 10', async () => {
    const { request, id } = await uberWithGap('fix-fees');
    const answer = await okJson<ReconciliationFixResult>(
      await fix(request, { year: 2025, platform: 'Uber Technologies, Inc.', fix: 'record-fees' }),
      201,
    );
    expect(
      answer.items.map(({ type, category, amount, date, description }) => ({
        type,
        category,
        amount,
        date,
        description,
      })),
    ).toEqual([
      {
        type: 'income',
        category: 'Rideshare',
        amount: 470,
        date: '2025-12-31',
        description: 'Uber fees and commissions in the 2025 1099-K gross',
      },
      {
        type: 'expense',
        category: PLATFORM_FEES_CATEGORY,
        amount: 470,
        date: '2025-12-31',
        description: 'Uber fees and commissions (2025 1099-K)',
      },
    ]);
    expect(answer.item).toEqual(answer.items[1]);
    expect(answer.reconciliation.summary).toBe('Uber 1099-K: $23,450.00; recorded: $23,450.00; matches');
    const lines = await t.db.select().from(categoryLine).where(eq(categoryLine.userId, id));
    expect(lines.map(({ type, category, line }) => ({ type, category, line }))).toEqual([
      { type: 'expense', category: 'Platform Fees', line: '10' },
    ]);
  });

  it('record-fees keeps the line the person chose for Platform Fees', async () => {
    const { request, id } = await uberWithGap('fix-fees-line');
    await t.db
      .insert(categoryLine)
      .values({ userId: id, type: 'expense', category: PLATFORM_FEES_CATEGORY, line: '27a' });
    await okJson(await fix(request, { year: 2025, platform: 'Uber', fix: 'record-fees' }), 201);
    const [line] = await t.db
      .select()
      .from(categoryLine)
      .where(and(eq(categoryLine.userId, id), eq(categoryLine.category, PLATFORM_FEES_CATEGORY)));
    expect(line!.line).toBe('27a');
  });

  it('refuses a platform without a form, a bad fix and a bad year, adding nothing', async () => {
    const { request } = await uberWithGap('fix-bad');
    const before = await everythingKeptBy(request);
    const noForm = await fix(request, { year: 2025, platform: 'Lyft', fix: 'add-income' });
    expect(noForm.status).toBe(404);
    expect(await noForm.json()).toEqual({ error: { code: 'not-found', message: form1099Messages.notFound } });
    const badFix = await fix(request, { year: 2025, platform: 'Uber', fix: 'ignore' });
    expect(((await badFix.json()) as ApiErrorBody).error.fields).toEqual({
      fix: "Fix must be 'add-income' or 'record-fees'",
    });
    const badYear = await fix(request, { year: 1999, platform: 'Uber', fix: 'add-income' });
    expect(((await badYear.json()) as ApiErrorBody).error.fields).toEqual({
      year: scheduleCMessages.yearInvalid,
    });
    expect(await everythingKeptBy(request)).toEqual(before);
  });
});

describe('POST /api/tax/forms-1099/read', () => {
  const pdfForm = (bytes: Uint8Array, name = 'form.pdf', type = 'application/pdf') => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], name, { type }));
    return form;
  };
  const read = async (request: UserRequest, body: FormData) => {
    const res = await request('/api/tax/forms-1099/read', { method: 'POST', body });
    return { status: res.status, body: (await res.json()) as Form1099Reading & ApiErrorBody };
  };
  const fileError = (message: string) => ({
    status: 400,
    body: { error: { code: 'validation-failed', message, fields: { file: message } } },
  });

  /** What the fixture writes on the form: the expected reading, from the fill, not from the reader. */
  const expectedOf = (fill: Form1099Fill, platform: string): Form1099Reading => ({
    kind: fill.kind,
    year: fill.year,
    platform,
    amount: comparedBoxDollars(fill),
  });

  it.each([
    ['Uber’s 1099-K', fills.uber1099K, 'Uber', false],
    ['Lyft’s 1099-K', fills.lyft1099K, 'Lyft', false],
    [
      'DoorDash’s 1099-NEC from Stripe Express, with its instructions page',
      fills.doorDash1099Nec,
      'DoorDash',
      true,
    ],
    [
      'Instacart’s 1099-MISC (Maplebear Inc.), box 3 among boxes 1 to 4',
      fills.instacart1099Misc,
      'Instacart',
      false,
    ],
    [
      'a 1099-NEC from a payer GigTally does not know',
      fills.localCourier1099Nec,
      'Riverside Courier Co-op',
      false,
    ],
  ])('reads %s', async (_name, fill, platform, instructions) => {
    const { request } = await proUser('read');
    const pdf = await form1099Pdf(fill, { instructions });
    expect(await read(request, pdfForm(pdf))).toEqual({ status: 200, body: expectedOf(fill, platform) });
  });

  it('reads a form laid out as a list, and leaves a box empty rather than fill it with a label', async () => {
    const { request } = await proUser('read-listed');
    const named = await listedForm1099KPdf({
      year: 2025,
      payer: 'Riverside Courier Co-op',
      amount: '3,120.40',
    });
    expect(await read(request, pdfForm(named))).toEqual({
      status: 200,
      body: { kind: '1099-K', year: 2025, platform: 'Riverside Courier Co-op', amount: 3_120.4 },
    });
    const nameless = await listedForm1099KPdf({ year: 2025, amount: '3,120.40' });
    expect(await read(request, pdfForm(nameless))).toEqual({
      status: 200,
      body: { kind: '1099-K', year: 2025, platform: null, amount: 3_120.4 },
    });
  });

  it('checks the file by its content, not its name or type', async () => {
    const { request } = await proUser('read-type');
    const pdf = await form1099Pdf(fills.uber1099K);
    expect((await read(request, pdfForm(pdf, 'form.bin', 'application/octet-stream'))).status).toBe(200);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await read(request, pdfForm(png, 'form.pdf'))).toEqual(fileError('This file is not a PDF'));
  });

  it('refuses a PDF that is not a 1099, one without text, and a damaged one', async () => {
    const { request } = await proUser('read-refused');
    expect(await read(request, pdfForm(await bankStatementPdf()))).toEqual(
      fileError('This PDF is not a 1099-K, 1099-NEC or 1099-MISC form'),
    );
    expect(await read(request, pdfForm(await imageOnlyPdf()))).toEqual(
      fileError('This PDF holds no text (a scan or photo): enter the form by hand'),
    );
    expect(await read(request, pdfForm(await damagedPdf()))).toEqual(fileError(form1099Messages.pdfDamaged));
  });

  it('asks for the file when there is none', async () => {
    const { request } = await proUser('read-none');
    const res = await request('/api/tax/forms-1099/read', { method: 'POST', body: new FormData() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.fields).toEqual({ file: 'Choose the PDF of the form' });
  });

  it('refuses a file over 5 MB with 413, before reading it', async () => {
    const { request } = await proUser('read-big');
    const big = new Uint8Array(FORM_1099_PDF_MAX_BYTES + 1);
    big.set(Buffer.from('%PDF-1.7\n'));
    expect(await read(request, pdfForm(big))).toEqual({
      status: 413,
      body: { error: { code: 'payload-too-large', message: 'The PDF must be at most 5 MB' } },
    });
  });

  it('gives up a PDF that takes longer than its time limit, ending its thread, and reads the next', async () => {
    const slow = new Uint8Array(await largeForm1099Pdf(2 * 1024 * 1024));
    expect(await readForm1099PdfOffThread(slow, { timeLimitMs: 1 })).toEqual({
      ok: false,
      reason: 'too-slow',
    });
    const pdf = new Uint8Array(await form1099Pdf(fills.lyft1099K));
    expect(await readForm1099PdfOffThread(pdf)).toEqual({
      ok: true,
      reading: expectedOf(fills.lyft1099K, 'Lyft'),
    });
  });

  it('keeps nothing: a reading is for the person to check, then keep', async () => {
    const { request } = await proUser('read-keeps');
    await read(request, pdfForm(await form1099Pdf(fills.uber1099K)));
    expect(await formsOf(request, 2025)).toEqual([]);
  });
});

describe('the account', () => {
  it('lists the forms in the export, and deleting the account removes them', async () => {
    const owner = await proUser('forms-account');
    const kept = await keepForm(owner.request, validForm);
    const older = await keepForm(owner.request, { ...validForm, year: 2024, kind: '1099-NEC', amount: 800 });
    const data = (await (await owner.request('/api/account/export')).json()) as { forms1099: Form1099[] };
    expect(data.forms1099).toEqual([older, kept]);
    const res = await owner.request('/api/account', { method: 'DELETE', json: { password: TEST_PASSWORD } });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(form1099).where(eq(form1099.userId, owner.id))).toEqual([]);
  });
});
