import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '../../core/import/fixtures/read-fixture';
import type { ItemPage } from '../../core/items';
import type { ImportPreview, ImportSummary } from '../../core/statement-import';
import type { Summary } from '../../core/summary';
import type { Planner } from '../../core/tax/planner-api';
import type { ScheduleC } from '../../core/tax/schedule-c-api';
import { okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// The 253-row case: a year of a California rideshare driver's checking account, exported from Chase, imported through
// the real routes. Business money reaches Schedule C; the household's stays out of it; the payments to the IRS and
// the Franchise Tax Board are planner payments, never expenses; everything GigTally cannot place waits in review.
//
// core/import/fixtures/chase-checking-rideshare-2025.csv, every row dated in 2025, newest first as Chase writes it:
//   Uber payouts      52 (each Monday from January 6)       x   412.50 = 21,450.00 in
//   Lyft payouts      52 (each Tuesday from January 7)      x   268.90 = 13,982.80 in
//   Shell             26 (every other Friday from Jan. 3)   x    45.67 =  1,187.42 out
//   Chevron           26 (a week after each Shell)          x    51.07 =  1,327.82 out
//   Trader Joe's      24 (the 5th and 19th of each month)   x    86.40 =  2,073.60 out
//   Netflix           12 (the 12th of each month)           x    15.49 =    185.88 out
//   Rent by Zelle     12 (the 1st of each month)            x 1,850.00 = 22,200.00 out
//   CVS               15 (every 24 days from January 9)     x    23.18 =    347.70 out
//   Maria's Taqueria  15 (every 24 days from January 16)    x    12.75 =    191.25 out
//   Target            15 (every 24 days from January 23)    x    64.30 =    964.50 out
//   IRS USATAXPYMT     3 (April 15, June 16, September 15)  x 1,200.00 =  3,600.00 out
//   FRANCHISE TAX BD   1 (June 16)                          x   400.00 =    400.00 out
//   rows: 52 + 52 + 26 + 26 + 24 + 12 + 12 + 15 + 15 + 15 + 3 + 1 = 253
// What GigTally's built-in rules make of them (core/categorisation/built-in-rules.ts, tax-payment-recognition.ts):
//   Uber, Lyft: business Rideshare income; Shell, Chevron: business Gas; Trader Joe's: personal Groceries; Netflix:
//   personal Subscriptions; the IRS and FTB debits: payments; the rent by Zelle, CVS, the taqueria and Target match
//   no rule: review. So the items are 253 - 4 payments = 249.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FIXTURE = 'chase-checking-rideshare-2025.csv';
const fileForm = () => {
  const body = new FormData();
  body.append('file', new File([readFixture(FIXTURE)], FIXTURE, { type: 'text/csv' }));
  return body;
};

/** Every page of a list of items. */
async function allItems(request: UserRequest, query: string): Promise<ItemPage['items']> {
  const items: ItemPage['items'] = [];
  let cursor: string | null = null;
  do {
    const page: ItemPage = await okJson<ItemPage>(
      await request(`/api/items?${query}&limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('the 253-row case: a rideshare driver in California imports a year of Chase checking', () => {
  it('keeps household money and tax payments off Schedule C, puts the payments in the planner, and asks about the rest', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'rideshare-253' });
    await okJson(
      await request('/api/tax/profile', { method: 'PUT', json: { filingStatus: 'single', state: 'CA' } }),
    );

    const preview = await okJson<ImportPreview>(
      await request('/api/imports/preview', { method: 'POST', body: fileForm() }),
    );
    expect(preview.rows).toHaveLength(253);
    expect(preview.rows.filter((row) => row.source === 'tax')).toHaveLength(4);

    const imported = await okJson<ImportSummary>(
      await request('/api/imports', { method: 'POST', body: fileForm() }),
      201,
    );
    expect(imported).toMatchObject({ added: 249, paymentsAdded: 4, skipped: 0, failed: 0 });

    // Schedule C: line 1 is the payouts, 21,450.00 + 13,982.80 = 35,432.80 from 52 + 52 = 104 items. Gas is the only
    // cost: with no trip logged, the car's actual costs are used, so line 9 is 1,187.42 + 1,327.82 = 2,515.24 from
    // 26 + 26 = 52 items, and that is all of line 28. Nothing of the household, the review queue or the tax payments
    // is on any line or in Part V (line 27a).
    const scheduleC = await okJson<ScheduleC>(await request('/api/tax/schedule-c?year=2025'));
    expect(scheduleC.grossIncome).toBe(35_432.8);
    const onLines = scheduleC.lines.flatMap((line) => line.categories.map((category) => category.category));
    expect(onLines).toEqual(['Rideshare', 'Gas']);
    expect(scheduleC.lines.map(({ line, amount, itemCount }) => [line, amount, itemCount])).toEqual([
      ['1', 35_432.8, 104],
      ['9', 2_515.24, 52],
    ]);
    expect(scheduleC.totalExpenses).toBe(2_515.24);
    expect(scheduleC.otherExpenses).toEqual([]);
    expect(scheduleC.notDeducted).toEqual([]);
    const described = scheduleC.lines.flatMap((line) => line.items.map((item) => item.description));
    // The screen's answer carries a line's newest 100 items: 100 of line 1's 104, and line 9's 52.
    expect(described).toHaveLength(152);
    expect(described.filter((text) => !/^(UBER|LYFT|SHELL|CHEVRON) /.test(text))).toEqual([]);

    // The planner: three payments to the IRS, 3 x 1,200.00 = 3,600.00, and one to California of 400.00 on the
    // state's side, each from the statement file with its bank text.
    const planner = await okJson<Planner>(await request('/api/tax/planner?year=2025&today=2025-12-31'));
    expect(planner.paid).toBe(3_600);
    expect(planner.state).toMatchObject({ code: 'CA', paid: 400 });
    // Payments of one date come in no set order: sorted by date, then whom they paid.
    const payments = [...planner.payments].sort(
      (a, b) => a.date.localeCompare(b.date) || a.jurisdiction.localeCompare(b.jurisdiction),
    );
    expect(
      payments.map(({ date, amount, jurisdiction, state, source }) => [
        date,
        amount,
        jurisdiction,
        state,
        source,
      ]),
    ).toEqual([
      ['2025-04-15', 1_200, 'federal', null, 'import'],
      ['2025-06-16', 1_200, 'federal', null, 'import'],
      ['2025-06-16', 400, 'state', 'CA', 'import'],
      ['2025-09-15', 1_200, 'federal', null, 'import'],
    ]);
    // The bank text as the statement reader keeps it: Chase's padding collapsed to one space.
    expect(payments.map((payment) => payment.recognisedFrom)).toEqual([
      'IRS USATAXPYMT 25041512345678 PPD ID: 3387702000',
      'IRS USATAXPYMT 25061612345678 PPD ID: 3387702000',
      'FRANCHISE TAX BD PAYMENTS PPD ID: 1946001279',
      'IRS USATAXPYMT 25091512345678 PPD ID: 3387702000',
    ]);

    // The review queue: exactly the rows no rule knows, 12 rents + 15 + 15 + 15 = 57 of them, for
    // 22,200.00 + 347.70 + 191.25 + 964.50 = 23,703.45.
    const review = await allItems(request, 'use=review');
    const merchantOf = (description: string) =>
      /^Zelle payment to Maria Lopez/.test(description)
        ? 'rent'
        : /^CVS\/PHARMACY/.test(description)
          ? 'cvs'
          : /^SQ \*MARIAS TAQUERIA/.test(description)
            ? 'taqueria'
            : /^TARGET /.test(description)
              ? 'target'
              : description;
    const counted = new Map<string, number>();
    for (const item of review)
      counted.set(merchantOf(item.description), (counted.get(merchantOf(item.description)) ?? 0) + 1);
    expect(Object.fromEntries(counted)).toEqual({ rent: 12, cvs: 15, taqueria: 15, target: 15 });
    expect(review.every((item) => item.type === 'expense' && item.importId === imported.id)).toBe(true);

    // The summary's review count matches the queue; the household's spending is Trader Joe's and Netflix,
    // 2,073.60 + 185.88 = 2,259.48; the business figures are the payouts and the gas, 35,432.80 and 2,515.24.
    const summary = await okJson<Summary>(
      await request('/api/summary?from=2025-01-01&to=2025-12-31&today=2025-12-31'),
    );
    expect(summary.review).toEqual({ count: 57, amount: 23_703.45 });
    expect(summary.personal).toEqual({ income: 0, expenses: 2_259.48 });
    expect(summary).toMatchObject({ income: 35_432.8, expenses: 2_515.24 });
  });
});
