import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../core/dates';
import { newItemSchema, type NewItem } from '../../../core/item-input';
import { FREE_ITEM_LIMIT } from '../../../core/plans';
import type { ItemPage } from '../../../core/items';
import type { Summary } from '../../../core/summary';
import { budgetItem } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { signedInUser, TEST_PASSWORD } from '../../testing/api-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createItems } from './create-item';
import { itemCountOf } from './item-count';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const items = (count: number): NewItem[] =>
  Array.from({ length: count }, (_, index) =>
    newItemSchema.parse({
      type: index % 2 ? 'expense' : 'income',
      category: 'Gig Pay',
      amount: 10 + index,
      date: localDate(),
    }),
  );

/** The count as the database itself sees it, to hold the kept count against. */
async function countedRows(userId: string): Promise<number> {
  const [row] = await t.db
    .select({ rows: sql<number>`count(*)`.mapWith(Number) })
    .from(budgetItem)
    .where(eq(budgetItem.userId, userId));
  return row!.rows;
}

describe('createItems', () => {
  it('adds a batch of 1,200 items in one go, each with its own transaction id', async () => {
    const owner = await signedInUser(t, { pro: true });
    expect(await createItems(t.db, owner.id, items(1_200))).toBe(1_200);
    const [ids] = await t.db
      .select({ distinct: sql<number>`count(distinct ${budgetItem.transactionId})`.mapWith(Number) })
      .from(budgetItem)
      .where(eq(budgetItem.userId, owner.id));
    expect(ids!.distinct).toBe(1_200);
    expect(await itemCountOf(t.db, owner.id)).toBe(1_200);
  });

  it('refuses a batch that would pass the free tier and writes none of it', async () => {
    const free = await signedInUser(t);
    await createItems(t.db, free.id, items(FREE_ITEM_LIMIT - 2));
    const refused = await createItems(t.db, free.id, items(3)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('subscription-limit-reached');
    expect(await countedRows(free.id)).toBe(FREE_ITEM_LIMIT - 2);
    expect(await createItems(t.db, free.id, items(2))).toBe(2);
    expect(await countedRows(free.id)).toBe(FREE_ITEM_LIMIT);
  });
});

describe('the kept item count', () => {
  it('follows adds and deletes through the API, and is what the summary and the list report', async () => {
    const owner = await signedInUser(t, { pro: true });
    await createItems(t.db, owner.id, items(30));
    const list = (await (await owner.request('/api/items?limit=5')).json()) as ItemPage;
    for (const item of list.items)
      expect((await owner.request(`/api/items/${item.id}`, { method: 'DELETE' })).status).toBe(204);

    expect(await itemCountOf(t.db, owner.id)).toBe(25);
    expect(await countedRows(owner.id)).toBe(25);
    const summary = (await (await owner.request('/api/summary')).json()) as Summary;
    expect(summary.usage.items).toBe(25);
    expect(((await (await owner.request('/api/items')).json()) as ItemPage).total).toBe(25);
    // A filtered list counts its own matches.
    expect(((await (await owner.request('/api/items?type=income')).json()) as ItemPage).total).toBe(
      15 - list.items.filter((item) => item.type === 'income').length,
    );
  });

  it('is never shared between users, and goes with the account', async () => {
    const first = await signedInUser(t, { pro: true });
    const second = await signedInUser(t, { pro: true });
    await createItems(t.db, first.id, items(4));
    await createItems(t.db, second.id, items(7));
    expect(await itemCountOf(t.db, first.id)).toBe(4);
    expect(await itemCountOf(t.db, second.id)).toBe(7);

    const deleted = await first.request('/api/account', {
      method: 'DELETE',
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await itemCountOf(t.db, first.id)).toBe(0);
    expect(await itemCountOf(t.db, second.id)).toBe(7);
  });
});
