import { eq } from 'drizzle-orm';
import { signedInUser as newSignedInUser } from '../testing/api-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemPage } from '../../core/items';
import type { NewItemInput } from '../../core/item-input';
import type { Summary } from '../../core/summary';
import type { ScheduleC } from '../../core/tax/schedule-c-api';
import { budgetItem, preferences } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

// Business and personal: an item's use and business share, as the API takes, refuses and counts them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type UserRequest = ReturnType<TestApp['authed']>;

const invalid = (fields: Record<string, unknown>) => ({
  error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
});

const signedInUser = (label = 'driver', { pro = false } = {}) => newSignedInUser(t, { label, pro });

async function addItem(
  request: UserRequest,
  fields: Partial<NewItemInput> & Record<string, unknown>,
): Promise<Item> {
  const res = await request('/api/items', {
    json: { type: 'expense', category: 'Supplies', amount: 10, date: '2026-03-02', ...fields },
  });
  if (res.status !== 201) throw new Error(`POST /api/items answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Item;
}

const storedCount = async (userId: string) =>
  (await t.db.select({ id: budgetItem.id }).from(budgetItem).where(eq(budgetItem.userId, userId))).length;

describe('an item has a use and a business share', () => {
  it('takes use and businessPercent, and keeps 100 for a personal item', async () => {
    const { request } = await signedInUser();
    const phone = await addItem(request, { category: 'Phone', amount: 85, businessPercent: 60 });
    expect(phone).toMatchObject({ use: 'business', businessPercent: 60 });
    const groceries = await addItem(request, { category: 'Groceries', use: 'personal', amount: 47.19 });
    expect(groceries).toMatchObject({ use: 'personal', businessPercent: 100 });
    const unknown = await addItem(request, { category: 'Other Expense', use: 'review' });
    expect(unknown).toMatchObject({ use: 'review', businessPercent: 100 });
  });

  it.each([
    [{ businessPercent: 0 }, { businessPercent: 'Business share must be a whole percent from 1 to 100' }],
    [{ businessPercent: 101 }, { businessPercent: 'Business share must be a whole percent from 1 to 100' }],
    [{ businessPercent: 60.5 }, { businessPercent: 'Business share must be a whole percent from 1 to 100' }],
    [{ businessPercent: '60' }, { businessPercent: 'Business share must be a whole percent from 1 to 100' }],
    [
      { use: 'personal', category: 'Groceries', businessPercent: 60 },
      { businessPercent: 'Only a business item has a business share' },
    ],
    [
      { use: 'personal', category: 'Groceries', businessPercent: 100 },
      { businessPercent: 'Only a business item has a business share' },
    ],
    [{ use: 'household' }, { use: 'Use must be business, personal or review' }],
    [
      { category: 'Groceries' },
      { category: 'Groceries is a personal category: mark the item personal, or choose a business category' },
    ],
  ])('refuses %j with its message and writes nothing', async (fields, messages) => {
    const { id, request } = await signedInUser();
    const res = await request('/api/items', {
      json: { type: 'expense', category: 'Supplies', amount: 10, date: '2026-03-02', ...fields },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid(messages));
    expect(await storedCount(id)).toBe(0);
  });

  it('judges a PATCH with the stored item: no share on a personal item, back to 100 when it stops being business', async () => {
    const { request } = await signedInUser();
    const phone = await addItem(request, { category: 'Phone', amount: 85, businessPercent: 60 });
    const groceries = await addItem(request, { category: 'Groceries', use: 'personal' });

    const share = await request(`/api/items/${groceries.id}`, {
      method: 'PATCH',
      json: { businessPercent: 50 },
    });
    expect(share.status).toBe(400);
    expect(await share.json()).toEqual(
      invalid({ businessPercent: 'Only a business item has a business share' }),
    );

    const toBusiness = await request(`/api/items/${groceries.id}`, {
      method: 'PATCH',
      json: { use: 'business' },
    });
    expect(toBusiness.status).toBe(400);
    expect(await toBusiness.json()).toEqual(
      invalid({
        category: 'Groceries is a personal category: mark the item personal, or choose a business category',
      }),
    );

    const personal = await request(`/api/items/${phone.id}`, {
      method: 'PATCH',
      json: { use: 'personal', category: 'Subscriptions' },
    });
    expect(personal.status).toBe(200);
    expect(await personal.json()).toMatchObject({
      use: 'personal',
      businessPercent: 100,
      category: 'Subscriptions',
    });
  });

  it('never leaves a share on a personal item when a share and a move to personal arrive together', async () => {
    const { id, request } = await signedInUser('race');
    const phones = await Promise.all(
      Array.from({ length: 8 }, () => addItem(request, { category: 'Phone', amount: 85 })),
    );
    const answers = await Promise.all(
      phones.flatMap((phone) => [
        request(`/api/items/${phone.id}`, { method: 'PATCH', json: { businessPercent: 60 } }),
        request(`/api/items/${phone.id}`, {
          method: 'PATCH',
          json: { use: 'personal', category: 'Subscriptions' },
        }),
      ]),
    );
    // Whichever came first, the other is judged against it: the share is refused on a personal item, or the move
    // to personal sets the share back to 100.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
    const stored = await t.db
      .select({ use: budgetItem.use, businessPercent: budgetItem.businessPercent })
      .from(budgetItem)
      .where(eq(budgetItem.userId, id));
    expect(stored).toHaveLength(8);
    for (const item of stored) expect(item).toEqual({ use: 'personal', businessPercent: 100 });
  });

  it('lists the review queue with ?use=review, and refuses a use that is not one of the three', async () => {
    const { request } = await signedInUser();
    await addItem(request, { description: 'decided' });
    const waiting = await addItem(request, { use: 'review', description: 'ZELLE TO J SMITH' });
    const page = (await (await request('/api/items?use=review')).json()) as ItemPage;
    expect(page.items.map((item) => item.id)).toEqual([waiting.id]);
    expect(page.total).toBe(1);
    const bad = await request('/api/items?use=everything');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(invalid({ use: 'Use must be business, personal or review' }));
  });
});

describe('only business items reach the figures, each at its share', () => {
  it('counts a 60 % phone at 60 % on Schedule C line 25 and leaves personal and review items out', async () => {
    const { request } = await signedInUser('schedule', { pro: true });
    await addItem(request, { type: 'income', category: 'Rideshare', amount: 1_000, date: '2026-03-01' });
    // 60 % of $85.55 = $51.33 (51.33 exactly), and of $33.33 = $19.998 → $20.00 (each item rounded half up).
    await addItem(request, { category: 'Phone', amount: 85.55, businessPercent: 60, date: '2026-03-05' });
    await addItem(request, { category: 'Phone', amount: 33.33, businessPercent: 60, date: '2026-04-05' });
    await addItem(request, { category: 'Groceries', use: 'personal', amount: 212.4, date: '2026-03-06' });
    await addItem(request, { category: 'Other Expense', use: 'review', amount: 99, date: '2026-03-07' });
    await addItem(request, {
      type: 'income',
      category: 'Other Income',
      use: 'review',
      amount: 50,
      date: '2026-03-08',
    });

    const scheduleC = (await (await request('/api/tax/schedule-c?year=2026')).json()) as ScheduleC;
    const line = (number: string) => scheduleC.lines.find((candidate) => candidate.line === number);
    expect(line('25')?.amount).toBe(71.33);
    expect(line('25')?.items.map((item) => [item.amount, item.businessPercent])).toEqual([
      [20, 60],
      [51.33, 60],
    ]);
    expect(line('27a')).toBeUndefined();
    expect(scheduleC.grossIncome).toBe(1_000);
    expect(scheduleC.totalExpenses).toBe(71.33);

    const summary = (await (
      await request('/api/summary?from=2026-03-01&to=2026-04-30&today=2026-04-30')
    ).json()) as Summary;
    expect(summary).toMatchObject({
      income: 1_000,
      expenses: 71.33,
      net: 928.67,
      review: { count: 2, amount: 149 },
      personal: { income: 0, expenses: 212.4 },
    });
  });

  it('moves a month total from one use to the other when an item changes (the kept totals follow)', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request, {
      category: 'Other Expense',
      use: 'review',
      amount: 40,
      date: '2026-05-10',
    });
    const month = async () =>
      (await (
        await request('/api/summary?from=2026-05-01&to=2026-05-31&today=2026-05-31')
      ).json()) as Summary;
    expect((await month()).expenses).toBe(0);
    await request(`/api/items/${item.id}`, {
      method: 'PATCH',
      json: { use: 'business', category: 'Supplies', businessPercent: 25 },
    });
    expect((await month()).expenses).toBe(10);
    await request(`/api/items/${item.id}`, {
      method: 'PATCH',
      json: { use: 'personal', category: 'Health' },
    });
    expect(await month()).toMatchObject({
      expenses: 0,
      personal: { income: 0, expenses: 40 },
      review: { count: 0, amount: 0 },
    });
  });
});

describe('POST /api/items/use marks many at once', () => {
  it("marks the person's own items and leaves another person's alone", async () => {
    const ana = await signedInUser('ana');
    const ben = await signedInUser('ben');
    const mine = [
      await addItem(ana.request, { use: 'review', category: 'Other Expense' }),
      await addItem(ana.request, { use: 'review', category: 'Gas' }),
    ];
    const theirs = await addItem(ben.request, { use: 'review', category: 'Other Expense' });
    const res = await ana.request('/api/items/use', {
      json: { ids: [...mine.map((item) => item.id), theirs.id], use: 'personal' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 2 });
    const page = (await (await ana.request('/api/items?use=personal')).json()) as ItemPage;
    // A business category moves to the household's catch-all; none of Ben's items changed.
    expect(page.items.map((item) => item.category).sort()).toEqual(['Personal other', 'Personal other']);
    const bens = (await (await ben.request(`/api/items/${theirs.id}`)).json()) as Item;
    expect(bens.use).toBe('review');
  });

  it('marks business at a share, and refuses bad input with its message', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request, { use: 'review', category: 'Phone' });
    expect(
      await (
        await request('/api/items/use', { json: { ids: [item.id], use: 'business', businessPercent: 40 } })
      ).json(),
    ).toEqual({
      updated: 1,
    });
    expect((await (await request(`/api/items/${item.id}`)).json()) as Item).toMatchObject({
      use: 'business',
      businessPercent: 40,
    });
    const cases: [unknown, Record<string, string>][] = [
      [{ ids: [], use: 'business' }, { ids: 'Choose from 1 to 500 items' }],
      [{ ids: ['nope'], use: 'business' }, { ids: 'Choose from 1 to 500 items' }],
      [{ ids: [item.id], use: 'both' }, { use: 'Use must be business, personal or review' }],
      [
        { ids: [item.id], use: 'personal', businessPercent: 50 },
        { businessPercent: 'Only a business item has a business share' },
      ],
      [
        { ids: [item.id], use: 'business', category: 'Groceries' },
        {
          category: 'Groceries is a personal category: mark the item personal, or choose a business category',
        },
      ],
    ];
    for (const [json, fields] of cases) {
      const res = await request('/api/items/use', { json });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(invalid(fields));
    }
    expect((await (await request(`/api/items/${item.id}`)).json()) as Item).toMatchObject({
      businessPercent: 40,
    });
  });
});

/** As migration 0016 leaves a person who had items in the checked categories. */
const markCheckPending = (userId: string) =>
  t.db
    .insert(preferences)
    .values({ userId, useCheckPending: true })
    .onConflictDoUpdate({ target: preferences.userId, set: { useCheckPending: true } });

describe('the one-time check of items that predate business and personal', () => {
  it('lists the business items in Rent, Utilities, Other Expense, Refund and Rental, and sends them to review once', async () => {
    const { id, request } = await signedInUser();
    await addItem(request, { category: 'Rent', amount: 1_500 });
    await addItem(request, { category: 'Other Expense', amount: 20 });
    await addItem(request, { category: 'Gas', amount: 40 });
    // A rental filed as business income before business and personal were apart (no longer possible by hand).
    const [stored] = await t.db.select().from(budgetItem).where(eq(budgetItem.userId, id)).limit(1);
    await t.db.insert(budgetItem).values({
      userId: id,
      transactionId: `TX-RENTAL-${id.slice(0, 8)}`,
      type: 'income',
      category: 'Rental',
      amountCents: 300_00,
      date: stored!.date,
    });
    // As migration 0016 leaves a person who had such items.
    await markCheckPending(id);

    expect(await (await request('/api/items/use-check')).json()).toEqual({
      pending: true,
      count: 3,
      amount: 1_820,
      categories: ['Other Expense', 'Rent', 'Rental'],
    });
    const bad = await request('/api/items/use-check', { json: { action: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(invalid({ action: 'Action must be review or keep' }));

    expect(await (await request('/api/items/use-check', { json: { action: 'review' } })).json()).toEqual({
      moved: 3,
    });
    const queue = (await (await request('/api/items?use=review')).json()) as ItemPage;
    expect(queue.total).toBe(3);
    expect(await (await request('/api/items/use-check')).json()).toEqual({
      pending: false,
      count: 0,
      amount: 0,
      categories: [],
    });
  });

  it('keeps them business when the person says so, and asks nobody who never had them', async () => {
    const { id, request } = await signedInUser();
    expect(await (await request('/api/items/use-check')).json()).toMatchObject({ pending: false });
    await addItem(request, { category: 'Utilities', amount: 90 });
    await t.db.update(preferences).set({ useCheckPending: true }).where(eq(preferences.userId, id));
    expect(await (await request('/api/items/use-check', { json: { action: 'keep' } })).json()).toEqual({
      moved: 0,
    });
    expect(await (await request('/api/items/use-check')).json()).toMatchObject({ pending: false });
    expect(((await (await request('/api/items?use=business')).json()) as ItemPage).total).toBe(1);
  });
});

describe("a category's default business share", () => {
  it('gives a business item of the category its share when nothing else set one, and 100 % removes it', async () => {
    const { request } = await signedInUser('shares');
    const put = (json: object) => request('/api/items/category-shares', { method: 'PUT', json });
    expect(await (await put({ type: 'expense', category: 'Phone', businessPercent: 60 })).json()).toEqual({
      type: 'expense',
      category: 'Phone',
      businessPercent: 60,
    });
    expect(await (await request('/api/items/category-shares')).json()).toEqual({
      shares: [{ type: 'expense', category: 'Phone', businessPercent: 60 }],
    });
    expect(await addItem(request, { category: 'Phone', amount: 80 })).toMatchObject({ businessPercent: 60 });
    // The person's own share wins; a personal item has none.
    expect(await addItem(request, { category: 'Phone', amount: 80, businessPercent: 90 })).toMatchObject({
      businessPercent: 90,
    });
    const waiting = await addItem(request, { category: 'Phone', amount: 80, use: 'review' });
    expect(waiting.businessPercent).toBe(100);
    await request('/api/items/use', { json: { ids: [waiting.id], use: 'business' } });
    expect(((await (await request(`/api/items/${waiting.id}`)).json()) as Item).businessPercent).toBe(60);

    await put({ type: 'expense', category: 'Phone', businessPercent: 100 });
    expect(await (await request('/api/items/category-shares')).json()).toEqual({ shares: [] });
    expect(await addItem(request, { category: 'Phone', amount: 80 })).toMatchObject({ businessPercent: 100 });
  });

  it('refuses a share outside 1-100 and a household category, and writes nothing', async () => {
    const { request } = await signedInUser('shares-bad');
    const put = (json: object) => request('/api/items/category-shares', { method: 'PUT', json });
    const zero = await put({ type: 'expense', category: 'Phone', businessPercent: 0 });
    expect(zero.status).toBe(400);
    expect(await zero.json()).toEqual(
      invalid({ businessPercent: 'Business share must be a whole percent from 1 to 100' }),
    );
    const household = await put({ type: 'expense', category: 'Groceries', businessPercent: 50 });
    expect(household.status).toBe(400);
    expect(await household.json()).toEqual(
      invalid({
        category: 'Groceries is a personal category: mark the item personal, or choose a business category',
      }),
    );
    expect(await (await request('/api/items/category-shares')).json()).toEqual({ shares: [] });
  });
});

describe('a rule saved while reviewing files the items already waiting', () => {
  it('files the waiting items of its type whose description holds its words, and no one else’s', async () => {
    const { request } = await signedInUser('file-waiting');
    const other = await signedInUser('file-waiting-other');
    const waiting = await Promise.all([
      addItem(request, { use: 'review', category: 'Other Expense', description: 'SHELL OIL 57442 SAN JOSE' }),
      addItem(request, { use: 'review', category: 'Other Expense', description: '  shell   oil 1180 ' }),
      addItem(request, { use: 'review', category: 'Other Expense', description: 'NETFLIX.COM' }),
      addItem(request, {
        use: 'review',
        type: 'income',
        category: 'Other Income',
        description: 'SHELL OIL REFUND',
      }),
      addItem(request, { use: 'personal', category: 'Personal other', description: 'SHELL OIL 2' }),
    ]);
    const theirs = await addItem(other.request, {
      use: 'review',
      category: 'Other Expense',
      description: 'SHELL OIL 57442',
    });
    const created = await request('/api/rules', {
      json: { contains: 'Shell Oil', type: 'expense', category: 'Gas', use: 'business', businessPercent: 80 },
    });
    const rule = (await created.json()) as { id: string };

    const res = await request(`/api/rules/${rule.id}/file-waiting`, { method: 'POST' });
    expect(res.status).toBe(200);
    const { filed } = (await res.json()) as { filed: string[] };
    expect(filed.sort()).toEqual([waiting[0].id, waiting[1].id].sort());

    const item = async (req: UserRequest, id: string) =>
      (await (await req(`/api/items/${id}`)).json()) as Item;
    expect(await item(request, waiting[0].id)).toMatchObject({
      use: 'business',
      category: 'Gas',
      businessPercent: 80,
    });
    expect(await item(request, waiting[2].id)).toMatchObject({ use: 'review', category: 'Other Expense' });
    expect(await item(request, waiting[3].id)).toMatchObject({ use: 'review', type: 'income' });
    expect(await item(request, waiting[4].id)).toMatchObject({
      use: 'personal',
      category: 'Personal other',
    });
    expect(await item(other.request, theirs.id)).toMatchObject({ use: 'review', category: 'Other Expense' });

    // Filing again finds nothing left; another person's rule id is not found.
    expect(await (await request(`/api/rules/${rule.id}/file-waiting`, { method: 'POST' })).json()).toEqual({
      filed: [],
    });
    const foreign = await other.request(`/api/rules/${rule.id}/file-waiting`, { method: 'POST' });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({
      error: { code: 'not-found', message: 'This rule was not found. It may have been deleted.' },
    });
  });
});
