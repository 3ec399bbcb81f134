import { randomBytes } from 'node:crypto';
import { signedInUser as newSignedInUser } from '../testing/api-helpers';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemPage } from '../../core/items';
import type { NewItemInput } from '../../core/item-input';
import { budgetItem, subscription } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type UserRequest = ReturnType<TestApp['authed']>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const TRANSACTION_ID = /^TX-[A-Z0-9]{4}[A-Z0-9]+[A-Z0-9]{4}$/;

const unauthenticated = { error: { code: 'unauthenticated', message: 'Please sign in to continue.' } };
const notFound = { error: { code: 'not-found', message: 'Document not found. It may have been deleted.' } };
const limitReached = {
  error: {
    code: 'subscription-limit-reached',
    message: 'You have reached the limit for your current subscription plan.',
  },
};
const invalid = (fields: Record<string, unknown>) => ({
  error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
});
const badCursor = invalid({ cursor: 'Cursor is not valid' });
const limitMessage = 'Limit must be a whole number from 1 to 500';

const validItem = { type: 'income', category: 'Rideshare', amount: 12.5, date: '2026-03-02' } as const;

/** A new user, signed in: their id and a request function carrying their session. */
const signedInUser = (label = 'driver') => newSignedInUser(t, { label });

/** Test setup: the user becomes Pro (tier pro, status active), as the billing flow would leave them. */
async function makePro(userId: string, status: 'active' | 'past_due' = 'active') {
  await t.db
    .insert(subscription)
    .values({ userId, tier: 'pro', status })
    .onConflictDoUpdate({ target: subscription.userId, set: { tier: 'pro', status } });
}

/** Adds an item through the API (a valid income unless overridden); fails the test unless it answers 201. */
async function addItem(request: UserRequest, fields: Partial<NewItemInput> = {}): Promise<Item> {
  const res = await request('/api/items', { json: { ...validItem, ...fields } });
  if (res.status !== 201) throw new Error(`POST /api/items answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Item;
}

/** Test setup that bypasses the API (and so the plan check and the subscription row): n stored items. */
async function insertItemsDirectly(userId: string, n: number) {
  await t.db.insert(budgetItem).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      transactionId: `TX-SEED${i}${randomBytes(4).toString('hex')}`.toUpperCase(),
      type: 'expense' as const,
      category: 'Gas',
      amountCents: 1000 + i,
      date: '2026-01-01',
    })),
  );
}

async function itemCount(userId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(budgetItem).where(eq(budgetItem.userId, userId));
  return row!.n;
}

async function storedRow(id: string) {
  const [row] = await t.db.select().from(budgetItem).where(eq(budgetItem.id, id));
  return row;
}

async function getJson(request: UserRequest, path: string) {
  const res = await request(path);
  return { status: res.status, body: (await res.json()) as unknown };
}

async function listPage(request: UserRequest, query: Record<string, string> = {}): Promise<ItemPage> {
  const res = await request(`/api/items?${new URLSearchParams(query).toString()}`);
  if (res.status !== 200) throw new Error(`GET /api/items answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ItemPage;
}

/** Follows nextCursor from the first page to the last: every item seen, each page's size and total. */
async function pageThrough(request: UserRequest, query: Record<string, string>) {
  const items: Item[] = [];
  const sizes: number[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await listPage(request, { ...query, ...(cursor ? { cursor } : {}) });
    items.push(...page.items);
    sizes.push(page.items.length);
    totals.push(page.total);
    cursor = page.nextCursor;
  } while (cursor !== null && sizes.length < 50);
  return { ids: items.map((item) => item.id), sizes, totals };
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The list's order: by amount then id, or by date, then time of entry, then id, so that entries of the same
 * day keep the order they were made in; uuid order is its lower-case text order. Items added one by one
 * through the API are made milliseconds apart.
 */
function idsInOrder(items: Item[], sort: 'date' | 'amount', order: 'asc' | 'desc'): string[] {
  const byKey = (a: Item, b: Item) =>
    sort === 'amount'
      ? compare(Math.round(a.amount * 100), Math.round(b.amount * 100))
      : compare(a.date, b.date) || compare(a.createdAt, b.createdAt);
  const sorted = [...items].sort((a, b) => byKey(a, b) || compare(a.id, b.id));
  if (order === 'desc') sorted.reverse();
  return sorted.map((item) => item.id);
}

function cursorOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('POST /api/items', () => {
  it('answers 201 with the item, amount in dollars, stored as integer cents for the signed-in user', async () => {
    const { id: userId, request } = await signedInUser();
    const before = Date.now();

    const res = await request('/api/items', {
      json: {
        type: 'income',
        category: 'Rideshare',
        amount: 1234.56,
        date: '2026-03-02',
        description: 'Airport run',
        tags: 'a, ,b',
      },
    });

    expect(res.status).toBe(201);
    const item = (await res.json()) as Item;
    expect(item).toEqual({
      id: expect.stringMatching(UUID) as unknown,
      transactionId: expect.stringMatching(TRANSACTION_ID) as unknown,
      type: 'income',
      category: 'Rideshare',
      amount: 1234.56,
      date: '2026-03-02',
      description: 'Airport run',
      tags: ['a', 'b'],
      // Entered by hand, not imported from a statement.
      importId: null,
      isTips: false,
      // Typed by hand: a business item, all of it.
      use: 'business',
      businessPercent: 100,
      createdAt: expect.stringMatching(ISO_INSTANT) as unknown,
      updatedAt: item.createdAt,
    });
    // The transaction id: 'TX-' + first 4 characters of the user id + time in base 36 + 4 random characters.
    expect(item.transactionId.startsWith(`TX-${userId.slice(0, 4).toUpperCase()}`)).toBe(true);
    const time = parseInt(item.transactionId.slice(7, -4), 36);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(item.createdAt)).toBeLessThan(60_000);

    const row = await storedRow(item.id);
    expect(row).toMatchObject({ userId, amountCents: 123456, transactionId: item.transactionId });
    expect(await itemCount(userId)).toBe(1);
  });

  it('takes tags as an array, defaults description to empty and accepts a numeric string amount', async () => {
    const { request } = await signedInUser();

    const item = await addItem(request, { amount: '12.50', tags: ['airport', 'night'] });
    expect(item).toMatchObject({ amount: 12.5, description: '', tags: ['airport', 'night'] });
    expect((await storedRow(item.id))!.amountCents).toBe(1250);

    const noTags = await addItem(request, { type: 'expense', category: 'Gas', amount: 0.29 });
    expect(noTags).toMatchObject({
      type: 'expense',
      category: 'Gas',
      amount: 0.29,
      description: '',
      tags: [],
    });
    // 0.29 * 100 is 28.999999999999996 in binary floating point: still 29 cents.
    expect((await storedRow(noTags.id))!.amountCents).toBe(29);
  });

  it('stores the largest amount, 99,999,999.99, exactly', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request, { amount: 99_999_999.99 });
    expect(item.amount).toBe(99_999_999.99);
    expect((await storedRow(item.id))!.amountCents).toBe(9_999_999_999);
  });

  it('gives every item its own transaction id', async () => {
    const { request } = await signedInUser();
    const items = await Promise.all(Array.from({ length: 5 }, () => addItem(request)));
    expect(new Set(items.map((item) => item.transactionId)).size).toBe(5);
  });

  const refused: [string, Record<string, unknown>, Record<string, string>][] = [
    ["amount 'abc'", { amount: 'abc' }, { amount: 'Amount must be a valid number' }],
    ["amount ''", { amount: '' }, { amount: 'Amount must be a valid number' }],
    ['amount null', { amount: null }, { amount: 'Amount must be a valid number' }],
    ['no amount', { amount: undefined }, { amount: 'Amount must be a valid number' }],
    ["amount 'NaN'", { amount: 'NaN' }, { amount: 'Amount must be a valid number' }],
    ["amount 'Infinity'", { amount: 'Infinity' }, { amount: 'Amount must be a valid number' }],
    ["amount '1e3'", { amount: '1e3' }, { amount: 'Amount must be a valid number' }],
    ['amount 0', { amount: 0 }, { amount: 'Please enter a valid amount' }],
    ['amount -5', { amount: -5 }, { amount: 'Please enter a valid amount' }],
    ["amount '-5'", { amount: '-5' }, { amount: 'Please enter a valid amount' }],
    ['amount 1.234', { amount: 1.234 }, { amount: 'Amount can have at most 2 decimal places' }],
    ['amount 100000000', { amount: 100_000_000 }, { amount: 'Amount must be at most 99,999,999.99' }],
    ['no category', { category: undefined }, { category: 'Category is required' }],
    ["category ''", { category: '' }, { category: 'Category is required' }],
    ['category of spaces', { category: '   ' }, { category: 'Category is required' }],
    [
      'category of 65 characters',
      { category: 'c'.repeat(65) },
      { category: 'Category must be at most 64 characters' },
    ],
    ["type 'transfer'", { type: 'transfer' }, { type: 'Type must be income or expense' }],
    ['no type', { type: undefined }, { type: 'Type must be income or expense' }],
    ['no date', { date: undefined }, { date: 'Date is required' }],
    ["date ''", { date: '' }, { date: 'Date is required' }],
    ["date '2025-02-30'", { date: '2025-02-30' }, { date: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    ["date '2026-13-01'", { date: '2026-13-01' }, { date: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    ["date '26-01-01'", { date: '26-01-01' }, { date: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    ["date '1999-12-31'", { date: '1999-12-31' }, { date: 'Date must be between 2000-01-01 and 2099-12-31' }],
    ["date '2100-01-01'", { date: '2100-01-01' }, { date: 'Date must be between 2000-01-01 and 2099-12-31' }],
    [
      'description of 501 characters',
      { description: 'd'.repeat(501) },
      { description: 'Description must be at most 500 characters' },
    ],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, { tags: 'At most 20 tags' }],
    [
      'a tag of 33 characters',
      { tags: ['ok', 't'.repeat(33)] },
      { tags: 'Each tag must be at most 32 characters' },
    ],
    [
      'several bad fields at once',
      { amount: 0, category: '', date: '2025-02-30' },
      {
        amount: 'Please enter a valid amount',
        category: 'Category is required',
        date: 'Date must be a real calendar date (YYYY-MM-DD)',
      },
    ],
  ];

  it.each(refused)('refuses %s with 400 and its message, writing nothing', async (_, override, fields) => {
    const { id, request } = await signedInUser();
    const res = await request('/api/items', { json: { ...validItem, ...override } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid(fields));
    expect(await itemCount(id)).toBe(0);
  });

  it('accepts the edges of every limit', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request, {
      amount: 0.01,
      category: 'c'.repeat(64),
      date: '2000-01-01',
      description: 'd'.repeat(500),
      tags: Array.from({ length: 20 }, (_, i) => `${i}`.padStart(32, 't')),
    });
    expect(item).toMatchObject({ amount: 0.01, date: '2000-01-01' });
    expect(item.tags).toHaveLength(20);
    expect((await addItem(request, { date: '2099-12-31' })).date).toBe('2099-12-31');
  });

  it('answers a malformed JSON body with 400 validation-failed and writes nothing', async () => {
    const { id, request } = await signedInUser();
    const res = await request('/api/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"type": "income", "amount": 12',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation-failed', message: 'Malformed JSON in request body' },
    });
    expect(await itemCount(id)).toBe(0);
  });
});

describe('GET /api/items', () => {
  // One user's items for the filter tests (10: the free limit).
  let request: UserRequest;
  const items: Record<string, Item> = {};

  beforeAll(async () => {
    ({ request } = await signedInUser('lister'));
    const seed: [string, Partial<NewItemInput>][] = [
      [
        'eveningRides',
        {
          type: 'income',
          category: 'Rideshare',
          amount: 45,
          date: '2026-03-01',
          description: 'Evening rides downtown',
        },
      ],
      [
        'percentTips',
        {
          type: 'income',
          category: 'Delivery',
          amount: 30,
          date: '2026-03-05',
          description: '100% tips night',
        },
      ],
      [
        'fuelCard',
        {
          type: 'expense',
          category: 'Gas',
          amount: 40,
          date: '2026-03-05',
          description: 'fuel_card top-up',
          tags: ['Shell', 'work car'],
        },
      ],
      [
        'bridgeToll',
        { type: 'expense', category: 'Tolls', amount: 6.5, date: '2026-03-10', description: 'Bridge toll' },
      ],
      [
        'cashTips',
        { type: 'income', category: 'Tips', amount: 12, date: '2026-03-31', description: 'Cash TIPS' },
      ],
      [
        'airportParking',
        {
          type: 'expense',
          category: 'Parking',
          amount: 8,
          date: '2026-04-01',
          description: 'Airport parking',
          tags: ['LAX'],
        },
      ],
      [
        'weekendRides',
        {
          type: 'income',
          category: 'Rideshare',
          amount: 60,
          date: '2026-02-28',
          description: 'Weekend rides',
        },
      ],
      [
        'phoneMount',
        {
          type: 'expense',
          category: 'Supplies',
          amount: 15.25,
          date: '2026-03-15',
          description: 'Phone mount',
        },
      ],
      [
        'backslash',
        {
          type: 'expense',
          category: 'Software',
          amount: 9.99,
          date: '2026-03-20',
          description: 'C:\\apps licence',
        },
      ],
      ['bonus', { type: 'income', category: 'Bonus', amount: 45, date: '2026-03-04', description: '' }],
    ];
    for (const [name, fields] of seed) items[name] = await addItem(request, fields);
  });

  /** The named items in the default order (date, newest first, then latest entry, then id descending). */
  const newestFirst = (...names: string[]) =>
    idsInOrder(
      names.map((name) => items[name]!),
      'date',
      'desc',
    );
  const ids = (page: ItemPage) => page.items.map((item) => item.id);

  it('lists all of the user’s items newest first, with the default limit and no next page', async () => {
    const page = await listPage(request);
    expect(page.total).toBe(10);
    expect(page.nextCursor).toBeNull();
    expect(ids(page)).toEqual(newestFirst(...Object.keys(items)));
    expect(page.items.find((item) => item.id === items.percentTips!.id)).toEqual({
      ...items.percentTips,
      receiptCount: 0,
    });
  });

  it('filters by type', async () => {
    const page = await listPage(request, { type: 'expense' });
    expect(ids(page)).toEqual(
      newestFirst('fuelCard', 'bridgeToll', 'airportParking', 'phoneMount', 'backslash'),
    );
    expect(page.total).toBe(5);
  });

  it('filters by the whole category name, in any case', async () => {
    const page = await listPage(request, { category: 'Rideshare' });
    expect(ids(page)).toEqual(newestFirst('eveningRides', 'weekendRides'));
    expect(page.total).toBe(2);
    expect(ids(await listPage(request, { category: 'rIDEshare' }))).toEqual(
      newestFirst('eveningRides', 'weekendRides'),
    );
    expect((await listPage(request, { category: 'Ride' })).total).toBe(0);
    expect((await listPage(request, { category: 'Ride_hare' })).total).toBe(0);
  });

  it('filters by a date range with both ends included', async () => {
    const page = await listPage(request, { from: '2026-03-05', to: '2026-03-31' });
    expect(ids(page)).toEqual(
      newestFirst('percentTips', 'fuelCard', 'bridgeToll', 'cashTips', 'phoneMount', 'backslash'),
    );
    expect(page.total).toBe(6);
    expect(ids(await listPage(request, { from: '2026-04-01' }))).toEqual(newestFirst('airportParking'));
    expect(ids(await listPage(request, { to: '2026-02-28' }))).toEqual(newestFirst('weekendRides'));
  });

  it('searches description and category, ignoring case', async () => {
    // 'tips' is in two descriptions ('100% tips night', 'Cash TIPS') and one category (Tips).
    expect(ids(await listPage(request, { q: 'tIpS' }))).toEqual(newestFirst('percentTips', 'cashTips'));
    // 'RIDESH' only matches the category Rideshare; 'rides' also the descriptions (same items).
    expect(ids(await listPage(request, { q: 'RIDESH' }))).toEqual(
      newestFirst('eveningRides', 'weekendRides'),
    );
    // 'bonus' only matches a category: that item's description is empty.
    expect(ids(await listPage(request, { q: 'bonus' }))).toEqual(newestFirst('bonus'));
    const page = await listPage(request, { q: 'nothing like this' });
    expect(page).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('searches tags too, ignoring case, each tag on its own', async () => {
    // 'lax' is only a tag (airportParking); 'WORK C' only part of a tag; 'shell' a tag and no description here.
    expect(ids(await listPage(request, { q: 'lax' }))).toEqual(newestFirst('airportParking'));
    expect(ids(await listPage(request, { q: 'WORK C' }))).toEqual(newestFirst('fuelCard'));
    expect(ids(await listPage(request, { q: 'sHeLl' }))).toEqual(newestFirst('fuelCard'));
    // Two tags are not read as one text.
    expect((await listPage(request, { q: 'Shell work' })).total).toBe(0);
    // A tag search narrows with the other filters, and counts its matches.
    expect(await listPage(request, { q: 'lax', type: 'income' })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    expect((await listPage(request, { q: 'lax', type: 'expense' })).total).toBe(1);
  });

  it("searches '%' and '_' in tags literally too", async () => {
    // As wildcards, 'l_x' and '%ax' would find the tag LAX.
    expect((await listPage(request, { q: 'l_x' })).total).toBe(0);
    expect((await listPage(request, { q: '%ax' })).total).toBe(0);
    expect((await listPage(request, { q: 'work_car' })).total).toBe(0);
  });

  it("searches '%', '_' and '\\' literally, not as wildcards", async () => {
    expect(ids(await listPage(request, { q: '%' }))).toEqual(newestFirst('percentTips'));
    expect(ids(await listPage(request, { q: '_' }))).toEqual(newestFirst('fuelCard'));
    expect(ids(await listPage(request, { q: '\\' }))).toEqual(newestFirst('backslash'));
    expect((await listPage(request, { q: '%%' })).total).toBe(0);
    expect((await listPage(request, { q: 'f_el' })).total).toBe(0);
  });

  it('combines filters, and total counts every match, not only the page', async () => {
    const query = { type: 'income', from: '2026-03-01', to: '2026-03-31', q: 'i' };
    // Income in March whose description or category has an 'i': eveningRides, percentTips, cashTips
    // (Rideshare, Delivery, Tips); bonus has neither ('Bonus', '').
    expect(ids(await listPage(request, query))).toEqual(
      newestFirst('eveningRides', 'percentTips', 'cashTips'),
    );
    const first = await listPage(request, { ...query, limit: '2' });
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(3);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('sorts by amount either way, ties by id', async () => {
    const all = Object.values(items);
    expect(ids(await listPage(request, { sort: 'amount' }))).toEqual(idsInOrder(all, 'amount', 'desc'));
    expect(ids(await listPage(request, { sort: 'amount', order: 'asc' }))).toEqual(
      idsInOrder(all, 'amount', 'asc'),
    );
    expect(ids(await listPage(request, { order: 'asc' }))).toEqual(idsInOrder(all, 'date', 'asc'));
  });

  it.each([['0'], ['501'], ['x'], ['1.5'], ['-1'], ['']])(
    'refuses limit=%s with 400 and the limit message',
    async (limit) => {
      expect(await getJson(request, `/api/items?limit=${limit}`)).toEqual({
        status: 400,
        body: invalid({ limit: limitMessage }),
      });
    },
  );

  it('accepts limit=1 and limit=500', async () => {
    expect((await listPage(request, { limit: '1' })).items).toHaveLength(1);
    expect((await listPage(request, { limit: '500' })).items).toHaveLength(10);
  });

  it.each([
    ['type=transfer', { type: 'Type must be income or expense' }],
    ['sort=category', { sort: 'Sort must be date or amount' }],
    ['order=up', { order: 'Order must be asc or desc' }],
    ['from=2026-02-30', { from: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    ['to=26-01-01', { to: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    ['from=2026-03-02&to=2026-03-01', { to: 'The end date must not be before the start date' }],
    [`q=${'q'.repeat(101)}`, { q: 'Search text must be at most 100 characters' }],
  ])('refuses %s with 400 and its message', async (query, fields) => {
    expect(await getJson(request, `/api/items?${query}`)).toEqual({ status: 400, body: invalid(fields) });
  });

  it.each([
    ['a garbage cursor', 'garbage!'],
    ['a cursor of valid base64 but not JSON', Buffer.from('not json').toString('base64url')],
    ['a cursor without an id', cursorOf(['2026-03-01'])],
    ['a cursor with a malformed id', cursorOf(['2026-03-01', 'not-a-uuid'])],
    ['a cursor with an impossible date', cursorOf(['2026-02-30', '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162'])],
    ['an amount cursor used with sort=date', cursorOf([4500, '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162'])],
    ['a cursor longer than 200 characters', 'A'.repeat(201)],
  ])('answers %s with 400 Cursor is not valid', async (_, cursor) => {
    expect(await getJson(request, `/api/items?cursor=${cursor}`)).toEqual({ status: 400, body: badCursor });
  });

  it('answers a date-sort cursor used with sort=amount with 400 Cursor is not valid', async () => {
    const { nextCursor } = await listPage(request, { limit: '3' });
    expect(nextCursor).toEqual(expect.any(String));
    expect(await getJson(request, `/api/items?sort=amount&cursor=${nextCursor}`)).toEqual({
      status: 400,
      body: badCursor,
    });
    const amountCursor = (await listPage(request, { limit: '3', sort: 'amount' })).nextCursor;
    expect(await getJson(request, `/api/items?sort=date&cursor=${amountCursor}`)).toEqual({
      status: 400,
      body: badCursor,
    });
  });
});

describe('GET /api/items: each item as GET /api/items/:id gives it', () => {
  // The list's items are written as JSON by the database, the single item by the server: the same figures and texts
  // either way, to the cent and the millisecond.
  it('gives the same amount, texts, tags, share and times for awkward values', async () => {
    const { id, request } = await signedInUser('awkward');
    await makePro(id);
    const made = [
      await addItem(request, { amount: 0.01, description: 'One cent' }),
      await addItem(request, {
        type: 'expense',
        category: 'Phone',
        amount: 0.07,
        description: 'Quote " and \\ back',
      }),
      await addItem(request, {
        amount: 0.1,
        tags: ['café', 'line\nbreak'],
        description: 'Café ☕ tips',
        isTips: true,
      }),
      await addItem(request, { amount: 99_999_999.99, description: '' }),
      await addItem(request, {
        type: 'expense',
        category: 'Gas',
        amount: 1234.56,
        use: 'business',
        businessPercent: 37,
      }),
      await addItem(request, { type: 'expense', category: 'Groceries', amount: 19.99, use: 'personal' }),
    ];
    const page = await listPage(request, { limit: '500' });
    expect(page.items).toHaveLength(made.length);
    for (const item of made) {
      const single = (await getJson(request, `/api/items/${item.id}`)).body;
      expect(page.items.find((listed) => listed.id === item.id)).toEqual({
        ...(single as Item),
        receiptCount: 0,
      });
    }
    expect(page.items.map((item) => item.amount).sort((a, b) => a - b)).toEqual([
      0.01, 0.07, 0.1, 19.99, 1234.56, 99_999_999.99,
    ]);
  });
});

describe('GET /api/items paging', () => {
  // 23 items (a Pro user) with repeated dates and amounts, so that many share a sort value.
  let request: UserRequest;
  let all: Item[];
  const dates = ['2026-01-05', '2026-01-06', '2026-02-01', '2025-12-31'];
  const amounts = [5, 12.5, 0.01, 99.99, 12.5, 5];

  beforeAll(async () => {
    const pro = await signedInUser('pager');
    request = pro.request;
    await makePro(pro.id);
    all = [];
    for (let i = 0; i < 23; i++) {
      all.push(
        await addItem(request, {
          type: i % 3 === 0 ? 'expense' : 'income',
          category: i % 3 === 0 ? 'Gas' : 'Delivery',
          amount: amounts[i % amounts.length],
          date: dates[i % dates.length],
        }),
      );
    }
  });

  it.each([
    ['date', 'desc'],
    ['date', 'asc'],
    ['amount', 'desc'],
    ['amount', 'asc'],
  ] as const)('sort=%s order=%s with limit 5 gives every item once, in order', async (sort, order) => {
    const { ids, sizes, totals } = await pageThrough(request, { sort, order, limit: '5' });
    expect(ids).toEqual(idsInOrder(all, sort, order));
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
    expect(totals).toEqual([23, 23, 23, 23, 23]);
  });

  it('pages through a filtered list, total being the filtered count', async () => {
    const expenses = all.filter((item) => item.type === 'expense');
    expect(expenses).toHaveLength(8);
    const { ids, sizes, totals } = await pageThrough(request, {
      type: 'expense',
      sort: 'amount',
      limit: '3',
    });
    expect(ids).toEqual(idsInOrder(expenses, 'amount', 'desc'));
    expect(sizes).toEqual([3, 3, 2]);
    expect(totals).toEqual([8, 8, 8]);
  });

  it('ends with nextCursor null when the last page is exactly full', async () => {
    const { sizes } = await pageThrough(request, { limit: '23' });
    expect(sizes).toEqual([23]);
  });
});

describe('GET /api/items: entries of the same day', () => {
  // Stored straight in the database with set creation times, so that many items share a date, some were made in
  // the same millisecond (apart by microseconds, as PostgreSQL keeps them) and some at the very same instant.
  let request: UserRequest;
  let userId: string;
  type Seeded = { id: string; date: string; createdAt: string };
  const seeded: Seeded[] = [];
  const entries: [date: string, createdAt: string][] = [
    ['2026-03-02', '2026-03-02T08:00:00.000000Z'],
    ['2026-03-02', '2026-03-02T19:30:00.000000Z'],
    ['2026-03-02', '2026-03-02T12:00:00.000001Z'],
    ['2026-03-02', '2026-03-02T12:00:00.000002Z'],
    ['2026-03-02', '2026-03-02T12:00:00.000000Z'],
    ['2026-03-02', '2026-03-02T12:00:00.000002Z'],
    ['2026-03-02', '2026-03-02T12:00:00.000002Z'],
    ['2026-03-01', '2026-03-05T09:00:00.000000Z'], // entered late: stays under the 2nd
    ['2026-03-01', '2026-03-01T09:00:00.000000Z'],
    ['2026-03-03', '2026-03-01T07:00:00.000000Z'], // entered ahead: stays above the 2nd
    ['2026-03-02', '2026-03-02T12:00:00.000999Z'],
  ];

  /** date, then creation time, then id, newest first: the expected list. */
  const newestFirst = () =>
    [...seeded]
      .sort((a, b) => compare(b.date, a.date) || compare(b.createdAt, a.createdAt) || compare(b.id, a.id))
      .map((item) => item.id);

  beforeAll(async () => {
    const pro = await signedInUser('same-day');
    ({ request } = pro);
    userId = pro.id;
    await makePro(userId);
    for (const [i, [date, createdAt]] of entries.entries()) {
      const [row] = await t.db
        .insert(budgetItem)
        .values({
          userId,
          transactionId: `TX-SAMEDAY${i}${randomBytes(4).toString('hex')}`.toUpperCase(),
          type: 'income',
          category: 'Delivery',
          amountCents: 500,
          date,
          description: `entry ${i}`,
          createdAt: sql`${createdAt}::timestamptz`,
        })
        .returning({ id: budgetItem.id });
      seeded.push({ id: row!.id, date, createdAt });
    }
  });

  it('puts an entry made later on the same day above the earlier ones', async () => {
    const page = await listPage(request);
    const descriptions = page.items.map((item) => item.description);
    // Of the 2nd: 19:30 first, 08:00 last; the 3rd above all of them, the 1st under.
    expect(descriptions[0]).toBe('entry 9');
    expect(descriptions[1]).toBe('entry 1');
    expect(descriptions.slice(-3)).toEqual(['entry 0', 'entry 7', 'entry 8']);
    expect(page.items.map((item) => item.id)).toEqual(newestFirst());
  });

  it('lists oldest first the other way round, by date, time of entry and id', async () => {
    const page = await listPage(request, { order: 'asc' });
    expect(page.items.map((item) => item.id)).toEqual(newestFirst().reverse());
  });

  it.each([1, 2, 3, 4, 5])(
    'pages with limit %i through equal dates and equal times, every item once, in order, both ways',
    async (limit) => {
      const desc = await pageThrough(request, { limit: String(limit) });
      expect(desc.ids).toEqual(newestFirst());
      expect(desc.sizes.reduce((sum, size) => sum + size, 0)).toBe(entries.length);
      expect(desc.sizes).toHaveLength(Math.ceil(entries.length / limit));
      const asc = await pageThrough(request, { limit: String(limit), order: 'asc' });
      expect(asc.ids).toEqual(newestFirst().reverse());
    },
  );

  it('keeps the creation time to the microsecond in the cursor', async () => {
    // A page boundary inside the millisecond 12:00:00.000: the next page neither repeats nor skips an item.
    const order = newestFirst();
    const cutAt = order.findIndex((id) =>
      seeded.find((item) => item.id === id)!.createdAt.endsWith('.000002Z'),
    );
    const first = await listPage(request, { limit: String(cutAt + 1) });
    expect(JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString('utf8'))).toEqual([
      '2026-03-02',
      '2026-03-02T12:00:00.000002Z',
      order[cutAt],
    ]);
    const next = await listPage(request, { limit: '50', cursor: first.nextCursor! });
    expect([...first.items, ...next.items].map((item) => item.id)).toEqual(order);
  });

  it.each([
    ['an old cursor of date and id', cursorOf(['2026-03-02', '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162'])],
    [
      'a creation time cut to the millisecond',
      cursorOf(['2026-03-02', '2026-03-02T12:00:00.000Z', '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162']),
    ],
    [
      'an impossible creation time',
      cursorOf(['2026-03-02', '2026-02-30T12:00:00.000000Z', '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162']),
    ],
    [
      'a creation time of year 0',
      cursorOf(['2026-03-02', '0000-01-01T00:00:00.000000Z', '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162']),
    ],
    ['a creation time that is a number', cursorOf(['2026-03-02', 5, '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162'])],
  ])('answers %s with 400 Cursor is not valid', async (_, cursor) => {
    expect(await getJson(request, `/api/items?cursor=${cursor}`)).toEqual({ status: 400, body: badCursor });
  });
});

describe('GET /api/items/categories', () => {
  it('lists each type and category the user has items in once, by name in any case, then type', async () => {
    const { id, request } = await signedInUser('categories');
    await makePro(id);
    for (const [type, category] of [
      ['expense', 'Gas'],
      ['income', 'Tips'],
      ['expense', 'gas'],
      ['expense', 'Gas'],
      ['income', 'Delivery'],
      ['expense', 'Tips'],
      ['income', 'Tips'],
      ['expense', 'Car wash'],
    ] as const) {
      await addItem(request, { type, category });
    }
    expect(await getJson(request, '/api/items/categories')).toEqual({
      status: 200,
      body: {
        categories: [
          { type: 'expense', category: 'Car wash' },
          { type: 'income', category: 'Delivery' },
          { type: 'expense', category: 'Gas' },
          { type: 'expense', category: 'gas' },
          { type: 'expense', category: 'Tips' },
          { type: 'income', category: 'Tips' },
        ],
      },
    });
  });

  it('lists a category once whatever the months and uses of its items', async () => {
    const { request } = await signedInUser('categories-months');
    await addItem(request, { type: 'expense', category: 'Phone', date: '2025-01-15' });
    await addItem(request, { type: 'expense', category: 'Phone', date: '2026-03-02', use: 'personal' });
    await addItem(request, { type: 'expense', category: 'Phone', date: '2026-03-20' });
    expect(await getJson(request, '/api/items/categories')).toEqual({
      status: 200,
      body: { categories: [{ type: 'expense', category: 'Phone' }] },
    });
  });

  it('follows changes: a category whose last item is moved or deleted is gone', async () => {
    const { request } = await signedInUser('categories-change');
    const parking = await addItem(request, { type: 'expense', category: 'Parking' });
    const tolls = await addItem(request, { type: 'expense', category: 'Tolls' });
    await request(`/api/items/${parking.id}`, { method: 'PATCH', json: { category: 'Garage' } });
    await request(`/api/items/${tolls.id}`, { method: 'DELETE' });
    expect(await getJson(request, '/api/items/categories')).toEqual({
      status: 200,
      body: { categories: [{ type: 'expense', category: 'Garage' }] },
    });
  });

  it("answers a new user with an empty list, and never lists another user's categories", async () => {
    const a = await signedInUser('categories-a');
    await addItem(a.request, { type: 'income', category: 'A-only category' });
    const b = await signedInUser('categories-b');
    expect(await getJson(b.request, '/api/items/categories')).toEqual({
      status: 200,
      body: { categories: [] },
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/items/categories');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(unauthenticated);
  });
});

describe('GET /api/items/:id', () => {
  it('answers the user’s own item', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request, { description: 'Morning shift', tags: 'am' });
    expect(await getJson(request, `/api/items/${item.id}`)).toEqual({ status: 200, body: item });
  });

  it.each([
    ['a missing id', '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162'],
    ['a malformed id', 'not-a-uuid'],
    ['a number', '42'],
  ])('answers %s with 404 not-found', async (_, id) => {
    const { request } = await signedInUser();
    expect(await getJson(request, `/api/items/${id}`)).toEqual({ status: 404, body: notFound });
  });
});

describe('PATCH /api/items/:id', () => {
  it('changes only the given fields, stores the amount in cents and moves updatedAt', async () => {
    const { id: userId, request } = await signedInUser();
    const item = await addItem(request, { description: 'Morning shift', tags: ['am'] });
    // Test setup: an old updatedAt, so that the change is visible whatever the clock resolution.
    await t.db
      .update(budgetItem)
      .set({ updatedAt: new Date('2026-01-01T00:00:00.000Z') })
      .where(eq(budgetItem.id, item.id));

    const res = await request(`/api/items/${item.id}`, {
      method: 'PATCH',
      json: { amount: 20.05, tags: 'x, y,' },
    });

    expect(res.status).toBe(200);
    const patched = (await res.json()) as Item;
    expect(patched).toEqual({
      ...item,
      amount: 20.05,
      tags: ['x', 'y'],
      updatedAt: expect.stringMatching(ISO_INSTANT) as unknown,
    });
    expect(Date.now() - Date.parse(patched.updatedAt)).toBeLessThan(60_000);
    expect(await storedRow(item.id)).toMatchObject({
      userId,
      amountCents: 2005,
      description: 'Morning shift',
    });
    expect(await getJson(request, `/api/items/${item.id}`)).toEqual({ status: 200, body: patched });
  });

  it('changes every field at once', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request);
    const change = {
      type: 'expense',
      category: 'Meals',
      amount: '7.10',
      date: '2026-04-30',
      description: '  Lunch  ',
      tags: [],
    };
    const res = await request(`/api/items/${item.id}`, { method: 'PATCH', json: change });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: item.id,
      transactionId: item.transactionId,
      type: 'expense',
      category: 'Meals',
      amount: 7.1,
      date: '2026-04-30',
      description: 'Lunch',
      tags: [],
      createdAt: item.createdAt,
    });
    expect((await storedRow(item.id))!.amountCents).toBe(710);
  });

  it.each([
    ['an empty body', {}, { _: 'Nothing to update' }],
    ['only unknown fields', { userId: 'someone-else', id: 'x' }, { _: 'Nothing to update' }],
    ['amount 0', { amount: 0 }, { amount: 'Please enter a valid amount' }],
    ["amount 'abc'", { amount: 'abc' }, { amount: 'Amount must be a valid number' }],
    ["category ''", { category: '' }, { category: 'Category is required' }],
    ["type 'transfer'", { type: 'transfer' }, { type: 'Type must be income or expense' }],
    ["date '2025-02-30'", { date: '2025-02-30' }, { date: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, { tags: 'At most 20 tags' }],
  ])('refuses %s with 400 and leaves the item as it was', async (_, patch, fields) => {
    const { request } = await signedInUser();
    const item = await addItem(request);
    const res = await request(`/api/items/${item.id}`, { method: 'PATCH', json: patch });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid(fields));
    expect(await getJson(request, `/api/items/${item.id}`)).toEqual({ status: 200, body: item });
  });

  it('refuses a malformed JSON body with 400 and leaves the item as it was', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request);
    const res = await request(`/api/items/${item.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"amount": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'validation-failed', message: 'Malformed JSON in request body' },
    });
    expect(await getJson(request, `/api/items/${item.id}`)).toEqual({ status: 200, body: item });
  });

  it.each([
    ['a missing id', '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers %s with 404 not-found', async (_, id) => {
    const { request } = await signedInUser();
    const res = await request(`/api/items/${id}`, { method: 'PATCH', json: { amount: 1 } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(notFound);
  });
});

describe('DELETE /api/items/:id', () => {
  it('answers 204 with no body and removes the item; a second delete answers 404', async () => {
    const { id: userId, request } = await signedInUser();
    const kept = await addItem(request, { description: 'kept' });
    const item = await addItem(request);

    const res = await request(`/api/items/${item.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await storedRow(item.id)).toBeUndefined();
    expect(await getJson(request, `/api/items/${item.id}`)).toEqual({ status: 404, body: notFound });

    const again = await request(`/api/items/${item.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(notFound);

    expect(await itemCount(userId)).toBe(1);
    expect(await getJson(request, `/api/items/${kept.id}`)).toEqual({ status: 200, body: kept });
  });

  it.each([
    ['a missing id', '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers %s with 404 not-found', async (_, id) => {
    const { request } = await signedInUser();
    const res = await request(`/api/items/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(notFound);
  });
});

describe('without a session', () => {
  const someId = '6f1c2a4e-8a51-4c3e-9a0b-1d2e3f405162';
  it.each([
    ['GET', '/api/items', undefined],
    ['GET', '/api/items?type=income', undefined],
    ['POST', '/api/items', validItem],
    ['GET', `/api/items/${someId}`, undefined],
    ['GET', '/api/items/not-a-uuid', undefined],
    ['PATCH', `/api/items/${someId}`, { amount: 1 }],
    ['DELETE', `/api/items/${someId}`, undefined],
    ['GET', '/api/summary', undefined],
    ['GET', '/api/summary?from=2026-01-01&to=2026-01-31&today=2026-01-31', undefined],
  ])('%s %s answers 401 unauthenticated', async (method, path, json) => {
    const res = await t.request(path, { method, json });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(unauthenticated);
  });

  it('writes nothing and reads nothing of a signed-in user’s items', async () => {
    const owner = await signedInUser();
    const item = await addItem(owner.request);
    const stranger = t.authed('better-auth.session_token=made-up.value');
    expect((await stranger('/api/items', { json: validItem })).status).toBe(401);
    expect((await stranger(`/api/items/${item.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await stranger(`/api/items/${item.id}`, { method: 'PATCH', json: { amount: 1 } })).status).toBe(
      401,
    );
    expect(await getJson(owner.request, `/api/items/${item.id}`)).toEqual({ status: 200, body: item });
    expect(await itemCount(owner.id)).toBe(1);
  });
});

describe('free-tier limit (10 items)', () => {
  it("refuses a free user's 11th item with 402 and keeps 10", async () => {
    // This user never reads GET /api/subscription: the limit must hold without it.
    const { id, request } = await signedInUser();
    for (let i = 0; i < 10; i++) await addItem(request, { amount: i + 1 });

    const res = await request('/api/items', { json: validItem });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual(limitReached);
    expect(await itemCount(id)).toBe(10);
  });

  it('refuses the 11th item of a user who has no subscription row yet', async () => {
    const { id, request } = await signedInUser();
    await insertItemsDirectly(id, 10);
    const res = await request('/api/items', { json: validItem });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual(limitReached);
    expect(await itemCount(id)).toBe(10);
  });

  it('lets exactly one of 20 concurrent adds at 9 items through', async () => {
    const { id, request } = await signedInUser();
    for (let i = 0; i < 9; i++) await addItem(request);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => request('/api/items', { json: { ...validItem, amount: i + 1 } })),
    );

    const statuses = responses.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(402)]);
    const refusals = await Promise.all(
      responses.filter((res) => res.status === 402).map((res) => res.json()),
    );
    expect(refusals).toEqual(Array<unknown>(19).fill(limitReached));
    expect(await itemCount(id)).toBe(10);
  });

  it('lets exactly one of 20 concurrent adds through when the subscription row does not exist yet', async () => {
    const { id, request } = await signedInUser();
    await insertItemsDirectly(id, 9);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => request('/api/items', { json: validItem })),
    );

    expect(responses.map((res) => res.status).sort()).toEqual([201, ...Array<number>(19).fill(402)]);
    expect(await itemCount(id)).toBe(10);
  });

  it('lets a Pro user add an 11th and a 12th item', async () => {
    const { id, request } = await signedInUser();
    for (let i = 0; i < 10; i++) await addItem(request);
    await makePro(id);

    expect((await addItem(request, { description: 'eleventh' })).description).toBe('eleventh');
    expect((await addItem(request, { description: 'twelfth' })).description).toBe('twelfth');
    expect(await itemCount(id)).toBe(12);
  });

  it('holds the limit for a Pro tier whose status is not active', async () => {
    const { id, request } = await signedInUser();
    await insertItemsDirectly(id, 10);
    await makePro(id, 'past_due');
    const res = await request('/api/items', { json: validItem });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual(limitReached);
    expect(await itemCount(id)).toBe(10);
  });

  it('lets a free user at the limit edit items, and add again after deleting one', async () => {
    const { id, request } = await signedInUser();
    const items: Item[] = [];
    for (let i = 0; i < 10; i++) items.push(await addItem(request));
    expect((await request('/api/items', { json: validItem })).status).toBe(402);

    const edit = await request(`/api/items/${items[0]!.id}`, { method: 'PATCH', json: { amount: 99 } });
    expect(edit.status).toBe(200);

    expect((await request(`/api/items/${items[3]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await itemCount(id)).toBe(9);
    expect((await addItem(request, { description: 'after delete' })).description).toBe('after delete');
    expect((await request('/api/items', { json: validItem })).status).toBe(402);
    expect(await itemCount(id)).toBe(10);
  });
});

describe('input the database cannot store answers 400, never 500', () => {
  // Bad input gets a 400 with field messages and writes nothing (docs/architecture.md, "Quality bars").
  const amountTooSmall = expect.stringMatching(
    /^(Please enter a valid amount|Amount can have at most 2 decimal places)$/,
  ) as unknown;

  it.each([[0.000000001], ['0.000000001']])(
    'refuses amount %s, which rounds to 0 cents, with 400 and writes nothing',
    async (amount) => {
      const { id, request } = await signedInUser();
      const res = await request('/api/items', { json: { ...validItem, amount } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(invalid({ amount: amountTooSmall }));
      expect(await itemCount(id)).toBe(0);
    },
  );

  it('refuses a PATCH to an amount that rounds to 0 cents with 400 and leaves the item as it was', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request);
    const res = await request(`/api/items/${item.id}`, { method: 'PATCH', json: { amount: 0.000000001 } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid({ amount: amountTooSmall }));
    expect(await getJson(request, `/api/items/${item.id}`)).toEqual({ status: 200, body: item });
  });

  // PostgreSQL text cannot hold the NUL character (U+0000): it must be refused before it reaches the database.
  it.each([
    ['description', { description: 'Airport\u0000run' }],
    ['category', { category: 'Gas\u0000' }],
    ['tags', { tags: ['night\u0000'] }],
  ])(
    'refuses a NUL character in %s with 400 naming the field, and writes nothing',
    async (field, override) => {
      const { id, request } = await signedInUser();
      const res = await request('/api/items', { json: { ...validItem, ...override } });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(body).toEqual(invalid(body.error.fields ?? {}));
      expect(Object.keys(body.error.fields ?? {})).toEqual([
        expect.stringMatching(new RegExp(`^${field}(\\.0)?$`)),
      ]);
      expect(await itemCount(id)).toBe(0);
    },
  );

  it('refuses a NUL character in a PATCH with 400 and leaves the item as it was', async () => {
    const { request } = await signedInUser();
    const item = await addItem(request);
    const res = await request(`/api/items/${item.id}`, {
      method: 'PATCH',
      json: { description: 'a\u0000b' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid({ description: expect.any(String) as unknown }));
    expect(await getJson(request, `/api/items/${item.id}`)).toEqual({ status: 200, body: item });
  });

  it.each([
    ['q', 'q=tips%00'],
    ['category', 'category=Gas%00'],
  ])('refuses a NUL character in the %s filter with 400', async (field, query) => {
    const { request } = await signedInUser();
    expect(await getJson(request, `/api/items?${query}`)).toEqual({
      status: 400,
      body: invalid({ [field]: expect.any(String) as unknown }),
    });
  });
});

describe("isolation: another user's items", () => {
  it("answers B 404 for every route on A's item and leaves it unchanged", async () => {
    const a = await signedInUser('owner-a');
    const b = await signedInUser('other-b');
    const item = await addItem(a.request, { description: 'Secret client Zebra', tags: ['private'] });

    expect(await getJson(b.request, `/api/items/${item.id}`)).toEqual({ status: 404, body: notFound });

    const patch = await b.request(`/api/items/${item.id}`, {
      method: 'PATCH',
      json: { amount: 1, description: 'hijacked' },
    });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual(notFound);

    const del = await b.request(`/api/items/${item.id}`, { method: 'DELETE' });
    expect(del.status).toBe(404);
    expect(await del.json()).toEqual(notFound);

    expect(await getJson(a.request, `/api/items/${item.id}`)).toEqual({ status: 200, body: item });
    expect(await storedRow(item.id)).toMatchObject({ userId: a.id, amountCents: 1250 });
    expect(await itemCount(b.id)).toBe(0);
  });

  it("never lists A's items to B, whatever the filters", async () => {
    const a = await signedInUser('owner-a');
    const b = await signedInUser('other-b');
    await addItem(a.request, {
      description: 'Secret client Zebra',
      category: 'Freelance',
      date: '2026-05-05',
    });
    await addItem(a.request, {
      type: 'expense',
      category: 'Gas',
      description: 'Zebra fuel',
      date: '2026-05-06',
    });
    const own = await addItem(b.request, { description: 'B own shift', date: '2026-05-05' });

    const empty = { items: [], nextCursor: null, total: 0 };
    expect(await listPage(b.request)).toEqual({
      items: [{ ...own, receiptCount: 0 }],
      nextCursor: null,
      total: 1,
    });
    expect(await listPage(b.request, { q: 'zebra' })).toEqual(empty);
    expect(await listPage(b.request, { category: 'Freelance' })).toEqual(empty);
    expect(await listPage(b.request, { type: 'expense' })).toEqual(empty);
    expect(await listPage(b.request, { from: '2026-05-06', to: '2026-05-06' })).toEqual(empty);
    expect(await listPage(b.request, { sort: 'amount', order: 'asc' })).toEqual({
      items: [{ ...own, receiptCount: 0 }],
      nextCursor: null,
      total: 1,
    });
    expect((await listPage(a.request, { q: 'zebra' })).total).toBe(2);
  });

  it("does not page B into A's items with a cursor taken from A's list", async () => {
    const a = await signedInUser('owner-a');
    const b = await signedInUser('other-b');
    await addItem(a.request, { date: '2026-06-02' });
    await addItem(a.request, { date: '2026-06-01' });
    const { nextCursor } = await listPage(a.request, { limit: '1' });
    expect(await listPage(b.request, { cursor: nextCursor! })).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
  });

  it("keeps A's items out of B's free-tier count", async () => {
    const a = await signedInUser('owner-a');
    const b = await signedInUser('other-b');
    await insertItemsDirectly(a.id, 10);
    expect((await addItem(b.request)).type).toBe('income');
    expect(await itemCount(a.id)).toBe(10);
    expect(await itemCount(b.id)).toBe(1);
  });

  it("ignores an owner or id sent in the body: B's POST and PATCH only ever touch B's items", async () => {
    const a = await signedInUser('owner-a');
    const b = await signedInUser('other-b');
    const aItem = await addItem(a.request);

    const posted = await addItem(b.request, {
      userId: a.id,
      id: aItem.id,
      transactionId: aItem.transactionId,
    } as Partial<NewItemInput>);
    expect(posted.id).not.toBe(aItem.id);
    expect(posted.transactionId).not.toBe(aItem.transactionId);
    expect(await storedRow(posted.id)).toMatchObject({ userId: b.id });

    const patch = await b.request(`/api/items/${posted.id}`, {
      method: 'PATCH',
      json: { userId: a.id, id: aItem.id, description: 'moved?' },
    });
    expect(patch.status).toBe(200);
    expect(await patch.json()).toMatchObject({ id: posted.id, description: 'moved?' });
    expect(await storedRow(posted.id)).toMatchObject({ userId: b.id });

    expect(await itemCount(a.id)).toBe(1);
    expect(await itemCount(b.id)).toBe(1);
    expect(await getJson(a.request, `/api/items/${aItem.id}`)).toEqual({ status: 200, body: aItem });
    expect(await listPage(a.request)).toEqual({
      items: [{ ...aItem, receiptCount: 0 }],
      nextCursor: null,
      total: 1,
    });
  });
});

describe('tips', () => {
  it('marks income as tips when asked, and a Tips quick entry as tips by itself', async () => {
    const { request } = await signedInUser();
    expect((await addItem(request, { category: 'Rideshare', isTips: true })).isTips).toBe(true);
    expect((await addItem(request, { category: 'Tips' })).isTips).toBe(true);
    expect((await addItem(request, { category: 'Tips', isTips: false })).isTips).toBe(false);
    expect((await addItem(request, { category: 'Gig Pay' })).isTips).toBe(false);
  });

  it('refuses to mark an expense as tips, writing nothing', async () => {
    const { id, request } = await signedInUser();
    const res = await request('/api/items', {
      json: { ...validItem, type: 'expense', category: 'Gas', isTips: true },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid({ isTips: 'Only income can be marked as tips' }));
    const bad = await request('/api/items', { json: { ...validItem, isTips: 'yes' } });
    expect(await bad.json()).toEqual(invalid({ isTips: 'Tips must be true or false' }));
    expect(await itemCount(id)).toBe(0);
  });

  it('marks and unmarks by PATCH; an item changed to an expense stops being tips', async () => {
    const { request } = await signedInUser();
    const income = await addItem(request);
    const marked = await request(`/api/items/${income.id}`, { method: 'PATCH', json: { isTips: true } });
    expect(((await marked.json()) as Item).isTips).toBe(true);
    const expense = await request(`/api/items/${income.id}`, {
      method: 'PATCH',
      json: { type: 'expense', category: 'Gas' },
    });
    expect(((await expense.json()) as Item).isTips).toBe(false);
    const refused = await request(`/api/items/${income.id}`, { method: 'PATCH', json: { isTips: true } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(invalid({ isTips: 'Only income can be marked as tips' }));
    const both = await request(`/api/items/${income.id}`, {
      method: 'PATCH',
      json: { type: 'expense', isTips: true },
    });
    expect(await both.json()).toEqual(invalid({ isTips: 'Only income can be marked as tips' }));
  });
});

describe('an entry sent twice with its client request id (offline Quick Entry)', () => {
  it('adds one item: 201 the first time, 200 with the same item after', async () => {
    const { id, request } = await signedInUser();
    const clientRequestId = '0b7c3f9e-4d2a-4c1b-9a8e-2f6d5c4b3a21';
    const first = await request('/api/items', { json: { ...validItem, clientRequestId } });
    const again = await request('/api/items', { json: { ...validItem, clientRequestId } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Item).id).toBe(((await first.json()) as Item).id);
    expect(await itemCount(id)).toBe(1);
  });

  it('adds one item when both copies arrive at once', async () => {
    const { id, request } = await signedInUser();
    const clientRequestId = '5e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => request('/api/items', { json: { ...validItem, clientRequestId } })),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await itemCount(id)).toBe(1);
  });

  it("keeps each user's ids apart, and refuses an id that is not a UUID", async () => {
    const clientRequestId = '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c';
    const first = await signedInUser();
    const second = await signedInUser();
    await addItem(first.request, { clientRequestId });
    expect((await second.request('/api/items', { json: { ...validItem, clientRequestId } })).status).toBe(
      201,
    );
    const bad = await first.request('/api/items', { json: { ...validItem, clientRequestId: 'abc' } });
    expect(await bad.json()).toEqual(invalid({ clientRequestId: 'The entry id must be a UUID' }));
  });
});
