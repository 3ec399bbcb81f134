import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../core/dates';
import { itemMessages, type ItemPage, type ListedItem } from '../../core/items';
import type { LikelyDuplicates } from '../../core/likely-duplicates';
import { addItems, okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// No double entry, typed by hand: before an item is saved, the items a statement import or a bank connection
// brought with the same type and amount, dated within 3 days, are offered as the same one.

let t: TestApp;
let person: Awaited<ReturnType<typeof signedInUser>>;
let imported: ListedItem;

async function importStatement(request: UserRequest, rows: string[]) {
  const body = new FormData();
  body.append(
    'file',
    new File([['Date,Description,Amount', ...rows].join('\n')], 'statement.csv', { type: 'text/csv' }),
  );
  await okJson(await request('/api/imports', { method: 'POST', body }), 201);
}

const itemsOf = async (request: UserRequest) =>
  (await okJson<ItemPage>(await request('/api/items?limit=500'))).items;

async function likelyDuplicates(request: UserRequest, query: Record<string, string>) {
  const res = await request(`/api/items/likely-duplicates?${new URLSearchParams(query)}`);
  return { status: res.status, body: (await res.json()) as LikelyDuplicates & { error?: unknown } };
}

const idsOf = async (request: UserRequest, query: Record<string, string>) =>
  (
    await okJson<LikelyDuplicates>(
      await request(`/api/items/likely-duplicates?${new URLSearchParams(query)}`),
    )
  ).items.map((item) => item.description);

beforeAll(async () => {
  t = await createTestApp();
  person = await signedInUser(t, { pro: true, label: 'dupes' });
  await importStatement(person.request, [
    '03/14/2026,SHELL OIL 57442,-38.77',
    '03/14/2026,UBER PAYOUT,38.77',
  ]);
  imported = (await itemsOf(person.request)).find((item) => item.type === 'expense')!;
  // The same expense typed by hand the same day: never offered (two hand entries are two purchases).
  await addItems(person.request, [
    { type: 'expense', category: 'Gas', amount: 38.77, date: '2026-03-14', description: 'typed by hand' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/items/likely-duplicates', () => {
  it.each([
    ['the same day', '2026-03-14', ['SHELL OIL 57442']],
    ['3 days after the imported one', '2026-03-17', ['SHELL OIL 57442']],
    ['3 days before it', '2026-03-11', ['SHELL OIL 57442']],
    ['4 days after it', '2026-03-18', []],
    ['4 days before it', '2026-03-10', []],
  ])('an expense of the same amount %s: %j', async (_, date, expected) => {
    expect(await idsOf(person.request, { type: 'expense', amount: '38.77', date })).toEqual(expected);
  });

  it('answers the whole item, with its receipt count', async () => {
    const { status, body } = await likelyDuplicates(person.request, {
      type: 'expense',
      amount: '38.77',
      date: '2026-03-15',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [{ ...imported, receiptCount: 0 }] });
  });

  it('offers nothing of another amount or another type', async () => {
    expect(await idsOf(person.request, { type: 'expense', amount: '38.78', date: '2026-03-14' })).toEqual([]);
    expect(await idsOf(person.request, { type: 'expense', amount: '38.76', date: '2026-03-14' })).toEqual([]);
    // The income of 38.77 that day is offered for income only.
    expect(await idsOf(person.request, { type: 'income', amount: '38.77', date: '2026-03-14' })).toEqual([
      'UBER PAYOUT',
    ]);
  });

  it('never offers another person’s imported items', async () => {
    const other = await signedInUser(t, { pro: true, label: 'dupes-other' });
    expect(await idsOf(other.request, { type: 'expense', amount: '38.77', date: '2026-03-14' })).toEqual([]);
    await importStatement(other.request, ['03/14/2026,OTHER SHELL,-38.77']);
    expect(await idsOf(other.request, { type: 'expense', amount: '38.77', date: '2026-03-14' })).toEqual([
      'OTHER SHELL',
    ]);
    expect(await idsOf(person.request, { type: 'expense', amount: '38.77', date: '2026-03-14' })).toEqual([
      'SHELL OIL 57442',
    ]);
  });

  it('offers at most 5, the closest in date first', async () => {
    const busy = await signedInUser(t, { pro: true, label: 'dupes-busy' });
    await importStatement(
      busy.request,
      [10, 11, 12, 13, 14, 15, 16, 17].map((day) => `05/${day}/2026,PARKING ${day},-7.00`),
    );
    expect(await idsOf(busy.request, { type: 'expense', amount: '7', date: '2026-05-14' })).toEqual([
      'PARKING 14',
      'PARKING 15',
      'PARKING 13',
      'PARKING 16',
      'PARKING 12',
    ]);
  });

  it('offers the items a bank connection brought', async () => {
    const banked = await signedInUser(t, { pro: true, label: 'dupes-bank' });
    await okJson(await banked.request('/api/bank/connections', { json: { provider: 'test' } }), 201);
    const brought = (await itemsOf(banked.request)).find((item) => item.type === 'expense')!;
    const query = { type: 'expense', amount: String(brought.amount), date: addDays(brought.date, 2) };
    expect(
      (
        await okJson<LikelyDuplicates>(
          await banked.request(`/api/items/likely-duplicates?${new URLSearchParams(query)}`),
        )
      ).items.map((item) => item.id),
    ).toContain(brought.id);
    // An item typed by hand is not one the bank brought.
    const [typed] = await addItems(banked.request, [
      { type: 'expense', category: 'Gas', amount: 12.34, date: localDate(), description: 'hand' },
    ]);
    expect(
      await idsOf(banked.request, { type: 'expense', amount: '12.34', date: typed!.date }),
    ).not.toContain('hand');
  });

  it.each([
    [{ amount: '38.77', date: '2026-03-14' }, { type: itemMessages.typeInvalid }],
    [{ type: 'transfer', amount: '38.77', date: '2026-03-14' }, { type: itemMessages.typeInvalid }],
    [{ type: 'expense', date: '2026-03-14' }, { amount: itemMessages.amountNotNumber }],
    [{ type: 'expense', amount: 'abc', date: '2026-03-14' }, { amount: itemMessages.amountNotNumber }],
    [{ type: 'expense', amount: '0', date: '2026-03-14' }, { amount: itemMessages.amountNotPositive }],
    [{ type: 'expense', amount: '1.005', date: '2026-03-14' }, { amount: itemMessages.amountDecimals }],
    [{ type: 'expense', amount: '100000000', date: '2026-03-14' }, { amount: itemMessages.amountTooLarge }],
    [{ type: 'expense', amount: '38.77' }, { date: itemMessages.dateRequired }],
    [{ type: 'expense', amount: '38.77', date: '2026-02-30' }, { date: itemMessages.dateInvalid }],
    [{ type: 'expense', amount: '38.77', date: '1999-12-31' }, { date: itemMessages.dateOutOfRange }],
  ])('refuses %j with 400 and the field’s message', async (query, fields) => {
    const { status, body } = await likelyDuplicates(person.request, query);
    expect(status).toBe(400);
    expect(body.error).toEqual({
      code: 'validation-failed',
      message: expect.any(String) as string,
      fields,
    });
  });
});
