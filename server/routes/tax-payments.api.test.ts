import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proRequiredMessage } from '../../core/billing';
import type { Item, ItemPage } from '../../core/items';
import type { Summary } from '../../core/summary';
import type { ImportSummary } from '../../core/statement-import';
import { paymentMessages, type EstimatedTaxPayment, type Planner } from '../../core/tax/planner-api';
import { stateMessages } from '../../core/tax/tax-api';
import { bankTransaction, estimatedTaxPayment } from '../db/schema';
import { okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// Payments to the IRS and the states as the planner lists them: whom each paid, where it came from (a statement
// file, a bank connection, typed by hand) and the bank text it was recognised from; and "Not a tax payment", which
// turns a recognised payment back into an item waiting in the review queue.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A checking account's CSV with two tax payments among ordinary lines (all of 2025). */
const STATEMENT = [
  'Date,Description,Amount',
  '04/15/2025,IRS USATAXPYMT 270512345678901,-1200.00',
  '04/15/2025,FRANCHISE TAX BD PAYMENTS 041525 XXXXX1234,-400.00',
  '04/16/2025,SHELL OIL 57442 SAN JOSE CA,-45.67',
].join('\n');

const form = (text: string, name = 'checking.csv') => {
  const body = new FormData();
  body.append('file', new File([text], name, { type: 'text/csv' }));
  return body;
};
const importStatement = async (request: UserRequest, text = STATEMENT) =>
  okJson<ImportSummary>(await request('/api/imports', { method: 'POST', body: form(text) }), 201);
const paymentsOf = async (request: UserRequest, year: number) =>
  (await okJson<{ payments: EstimatedTaxPayment[] }>(await request(`/api/tax/payments?year=${year}`)))
    .payments;
const pay = (request: UserRequest, payment: Record<string, unknown>) =>
  request('/api/tax/payments', { json: { taxYear: 2025, date: '2025-06-16', amount: 250, ...payment } });
const notAPayment = (request: UserRequest, id: string) =>
  request(`/api/tax/payments/${id}/not-a-payment`, { method: 'POST' });
const reviewQueue = async (request: UserRequest) =>
  (await okJson<ItemPage>(await request('/api/items?use=review&limit=500'))).items;
const liveIn = async (request: UserRequest, state: string | null) =>
  okJson(await request('/api/tax/profile', { method: 'PUT', json: { filingStatus: 'single', state } }));

describe('GET /api/tax/payments', () => {
  it('says of each recognised payment whom it paid, that it came from a statement file, and its bank text', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'recognised' });
    const summary = await importStatement(request);
    expect(summary).toMatchObject({ added: 1, paymentsAdded: 2 });
    expect(await paymentsOf(request, 2025)).toEqual([
      {
        id: expect.any(String) as string,
        taxYear: 2025,
        quarter: 1,
        date: '2025-04-15',
        amount: 1_200,
        note: '',
        jurisdiction: 'federal',
        state: null,
        source: 'import',
        recognisedFrom: 'IRS USATAXPYMT 270512345678901',
      },
      {
        id: expect.any(String) as string,
        taxYear: 2025,
        quarter: 1,
        date: '2025-04-15',
        amount: 400,
        note: '',
        jurisdiction: 'state',
        state: 'CA',
        source: 'import',
        recognisedFrom: 'FRANCHISE TAX BD PAYMENTS 041525 XXXXX1234',
      },
    ]);
  });

  it("names the profile's state for a state payment typed by hand before payments kept their state", async () => {
    const { request, id } = await signedInUser(t, { pro: true, label: 'legacy-state' });
    await liveIn(request, 'NY');
    await t.db.insert(estimatedTaxPayment).values({
      userId: id,
      taxYear: 2025,
      quarter: 2,
      date: '2025-06-16',
      amountCents: 25_000,
      jurisdiction: 'state',
    });
    expect(await paymentsOf(request, 2025)).toMatchObject([
      { jurisdiction: 'state', state: 'NY', source: 'hand', recognisedFrom: null },
    ]);
  });
});

describe('POST /api/tax/payments: source and state', () => {
  it("keeps a state payment typed by hand as paid to the profile's state, and one to another state as named", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'hand-state' });
    await liveIn(request, 'CA');
    const toProfileState = await okJson<EstimatedTaxPayment>(
      await pay(request, { jurisdiction: 'state' }),
      201,
    );
    expect(toProfileState).toMatchObject({
      jurisdiction: 'state',
      state: 'CA',
      source: 'hand',
      recognisedFrom: null,
    });
    const toOtherState = await okJson<EstimatedTaxPayment>(
      await pay(request, { jurisdiction: 'state', state: ' ny ' }),
      201,
    );
    expect(toOtherState).toMatchObject({ jurisdiction: 'state', state: 'NY', source: 'hand' });
    const federal = await okJson<EstimatedTaxPayment>(await pay(request, {}), 201);
    expect(federal).toMatchObject({ jurisdiction: 'federal', state: null, source: 'hand' });

    // Moving keeps whom each payment paid.
    await liveIn(request, 'IL');
    expect((await paymentsOf(request, 2025)).map((payment) => payment.state)).toEqual(['CA', 'NY', null]);

    // The state's side counts what was paid to that state only: $250 to California, not New York's $250.
    await liveIn(request, 'CA');
    const planner = await okJson<Planner>(await request('/api/tax/planner?year=2025&today=2025-07-01'));
    expect(planner.state).toMatchObject({ code: 'CA', paid: 250 });
    expect(planner.paid).toBe(250);
  });

  it('leaves the state out when the profile has none', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'no-state' });
    expect(await okJson(await pay(request, { jurisdiction: 'state' }), 201)).toMatchObject({
      jurisdiction: 'state',
      state: null,
    });
  });

  it.each([
    [{ jurisdiction: 'federal', state: 'CA' }, { state: paymentMessages.stateWithFederal }],
    [{ state: 'CA' }, { state: paymentMessages.stateWithFederal }],
    [{ jurisdiction: 'state', state: 'ZZ' }, { state: stateMessages.unknownState }],
    [{ jurisdiction: 'state', state: 6 }, { state: stateMessages.unknownState }],
  ])('refuses %j with its message and records nothing', async (change, fields) => {
    const { request } = await signedInUser(t, { pro: true, label: 'bad-state' });
    const res = await pay(request, change);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
    });
    expect(await paymentsOf(request, 2025)).toEqual([]);
  });

  it('says the exact words of its messages', () => {
    expect(paymentMessages.stateWithFederal).toBe(
      'Only a payment to a state names a state: leave the state out of a payment to the IRS',
    );
    expect(paymentMessages.notRecognised).toBe(
      'Only a payment recognised in bank text can be made an item again: delete a payment you typed instead',
    );
    expect(stateMessages.unknownState).toBe(
      'State must be the two-letter code of a US state or DC, such as CA or NY',
    );
  });
});

describe('POST /api/tax/payments/:id/not-a-payment', () => {
  it('turns an imported payment into an expense in the review queue, kept with its import, and removes the payment', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'undo-payment' });
    const imported = await importStatement(request);
    const [irs, ftb] = await paymentsOf(request, 2025);

    const res = await notAPayment(request, ftb!.id);
    const { item } = await okJson<{ item: Item }>(res);
    expect(item).toMatchObject({
      type: 'expense',
      category: 'Other Expense',
      use: 'review',
      businessPercent: 100,
      amount: 400,
      date: '2025-04-15',
      description: 'FRANCHISE TAX BD PAYMENTS 041525 XXXXX1234',
      importId: imported.id,
    });
    expect(await paymentsOf(request, 2025)).toEqual([irs]);
    expect((await reviewQueue(request)).map((queued) => queued.id)).toEqual([item.id]);
    const summary = await okJson<Summary>(await request('/api/summary'));
    expect(summary.review).toEqual({ count: 1, amount: 400 });

    // Imported again, the line is neither a payment again nor a second item.
    const again = await importStatement(request);
    expect(again).toMatchObject({ added: 0, paymentsAdded: 0, skipped: 3 });
    expect(await paymentsOf(request, 2025)).toEqual([irs]);

    // Undoing the import takes the item away with the rest of the file.
    expect((await request(`/api/imports/${imported.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    expect(await reviewQueue(request)).toEqual([]);
    expect(await paymentsOf(request, 2025)).toEqual([]);
  });

  it("points a bank connection's transaction at the new item", async () => {
    const { request, id } = await signedInUser(t, { pro: true, label: 'undo-bank' });
    const connection = await okJson<{ id: string }>(
      await request('/api/bank/connections', { json: { provider: 'test' } }),
      201,
    );
    const [payment] = await t.db
      .insert(estimatedTaxPayment)
      .values({
        userId: id,
        taxYear: 2025,
        quarter: 3,
        date: '2025-09-15',
        amountCents: 120_000,
        jurisdiction: 'federal',
        source: 'bank',
        recognisedFrom: 'IRS USATAXPYMT 270912345678901',
      })
      .returning();
    await t.db.insert(bankTransaction).values({
      userId: id,
      provider: 'test',
      providerTransactionId: 'irs-september',
      connectionId: connection.id,
      paymentId: payment!.id,
      brought: true,
    });
    expect((await paymentsOf(request, 2025))[0]).toMatchObject({
      source: 'bank',
      recognisedFrom: 'IRS USATAXPYMT 270912345678901',
    });

    const { item } = await okJson<{ item: Item }>(await notAPayment(request, payment!.id));
    expect(item).toMatchObject({ use: 'review', amount: 1_200, importId: null });
    const [row] = await t.db
      .select()
      .from(bankTransaction)
      .where(and(eq(bankTransaction.userId, id), eq(bankTransaction.providerTransactionId, 'irs-september')));
    expect(row).toMatchObject({ itemId: item.id, paymentId: null, brought: true });
    expect(await paymentsOf(request, 2025)).toEqual([]);
  });

  it('refuses a payment typed by hand, and keeps it', async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'undo-hand' });
    const typed = await okJson<EstimatedTaxPayment>(await pay(request, {}), 201);
    const res = await notAPayment(request, typed.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: paymentMessages.notRecognised,
        fields: { id: paymentMessages.notRecognised },
      },
    });
    expect(await paymentsOf(request, 2025)).toEqual([typed]);
    expect(await reviewQueue(request)).toEqual([]);
  });

  it("answers 404 for another user's payment, an unknown id and an id that is not a UUID, and changes nothing", async () => {
    const owner = await signedInUser(t, { pro: true, label: 'undo-owner' });
    await importStatement(owner.request);
    const [theirs] = await paymentsOf(owner.request, 2025);
    const other = await signedInUser(t, { pro: true, label: 'undo-other' });
    for (const id of [theirs!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await notAPayment(other.request, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not-found', message: paymentMessages.notFound } });
    }
    expect(await paymentsOf(owner.request, 2025)).toHaveLength(2);
    expect(await reviewQueue(owner.request)).toEqual([]);
    expect(await reviewQueue(other.request)).toEqual([]);
  });

  it('answers a free user 403 pro-required and nobody 401', async () => {
    const { request } = await signedInUser(t, { label: 'undo-free' });
    const path = '/api/tax/payments/00000000-0000-4000-8000-000000000000/not-a-payment';
    const res = await request(path, { method: 'POST' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'pro-required', message: proRequiredMessage } });
    expect((await t.request(path, { method: 'POST' })).status).toBe(401);
  });
});
