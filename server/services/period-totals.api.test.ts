import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemPage } from '../../core/items';
import type { NewItemInput } from '../../core/item-input';
import type { DateRange } from '../../core/periods';
import { budgetItem, itemMonthTotal } from '../db/schema';
import { addItems, signedInUser } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { categoryTotals, monthTotals, periodFigures, type CategoryTotal } from './period-totals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The same totals summed straight from the items, to hold the kept month totals against. */
async function itemTotals(userId: string, range: DateRange | null): Promise<CategoryTotal[]> {
  const rows = await t.db
    .select({
      type: budgetItem.type,
      category: budgetItem.category,
      totalCents: sql<number>`sum(${budgetItem.amountCents})`.mapWith(Number),
    })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        range ? sql`${budgetItem.date} between ${range.from} and ${range.to}` : undefined,
      ),
    )
    .groupBy(budgetItem.type, budgetItem.category);
  return sorted(rows);
}

const sorted = (totals: CategoryTotal[]) =>
  [...totals].sort((a, b) => `${a.type}/${a.category}`.localeCompare(`${b.type}/${b.category}`));

const ranges: (DateRange | null)[] = [
  null,
  { from: '2026-01-01', to: '2026-12-31' },
  { from: '2026-02-14', to: '2026-05-09' },
  { from: '2026-03-01', to: '2026-03-31' },
  { from: '2026-03-30', to: '2026-04-02' },
  { from: '2025-12-31', to: '2026-01-01' },
  // Most of a month at either end is read as its kept total less the days outside it (above too: Feb 14-28, whose
  // Feb 1-13 holds the only Refund). Mar 31 holds the only Tolls, outside all three.
  { from: '2026-02-02', to: '2026-03-30' },
  { from: '2026-03-03', to: '2026-04-01' },
  { from: '2026-03-03', to: '2026-03-30' },
];

const spread: NewItemInput[] = [
  { type: 'income', category: 'Gig Pay', amount: 120.5, date: '2025-12-31' },
  { type: 'income', category: 'Gig Pay', amount: 80, date: '2026-01-01' },
  { type: 'income', category: 'Tips', amount: 15.25, date: '2026-02-14' },
  { type: 'expense', category: 'Gas', amount: 45.2, date: '2026-02-13' },
  { type: 'expense', category: 'Gas', amount: 30, date: '2026-03-01' },
  { type: 'expense', category: 'Parking', amount: 12, date: '2026-03-31' },
  { type: 'income', category: 'Bonus', amount: 200, date: '2026-03-30' },
  { type: 'expense', category: 'Phone', amount: 60, date: '2026-04-02' },
  { type: 'income', category: 'Gig Pay', amount: 99.99, date: '2026-05-09' },
  { type: 'expense', category: 'Tolls', amount: 7.5, date: '2026-05-10' },
];

describe('the kept month totals', () => {
  it('give the same totals as the items for any range, after adds, edits and deletes', async () => {
    const owner = await signedInUser(t, { pro: true });
    const added = await addItems(owner.request, spread);
    const patch = (item: Item, body: object) =>
      owner.request(`/api/items/${item.id}`, { method: 'PATCH', json: body });
    // Moved to another month, re-priced, re-typed and re-categorised; then two are deleted.
    expect((await patch(added[1]!, { date: '2026-04-15' })).status).toBe(200);
    expect((await patch(added[2]!, { amount: 20 })).status).toBe(200);
    expect((await patch(added[3]!, { type: 'income', category: 'Other Income' })).status).toBe(200);
    expect((await patch(added[5]!, { category: 'Tolls' })).status).toBe(200);
    expect((await owner.request(`/api/items/${added[4]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.request(`/api/items/${added[9]!.id}`, { method: 'DELETE' })).status).toBe(204);

    for (const range of ranges) {
      expect(sorted(await categoryTotals(t.db, owner.id, range)), JSON.stringify(range)).toEqual(
        await itemTotals(owner.id, range),
      );
    }
    expect(await monthTotals(t.db, owner.id, 'income', { from: '2025-12-01', to: '2026-05-31' })).toEqual([
      { month: '2025-12', totalCents: 12_050 },
      { month: '2026-02', totalCents: 2_000 + 4_520 },
      { month: '2026-03', totalCents: 20_000 },
      { month: '2026-04', totalCents: 8_000 },
      { month: '2026-05', totalCents: 9_999 },
    ]);
  });

  it('give the tips of any range as the business items marked as tips, after marking, moving and deleting', async () => {
    const owner = await signedInUser(t, { pro: true });
    const tipped: NewItemInput[] = [
      { type: 'income', category: 'Tips', amount: 15.25, date: '2026-02-14', isTips: true },
      { type: 'income', category: 'Gig Pay', amount: 40, date: '2026-03-01', isTips: true },
      { type: 'income', category: 'Gig Pay', amount: 7.1, date: '2026-03-30', isTips: true },
      { type: 'income', category: 'Gig Pay', amount: 99.99, date: '2026-03-31' },
      { type: 'income', category: 'Tips', amount: 3.33, date: '2026-04-02', isTips: true },
    ];
    const added = await addItems(owner.request, tipped);
    const patch = (item: Item, body: object) =>
      owner.request(`/api/items/${item.id}`, { method: 'PATCH', json: body });
    // Marked as tips afterwards, moved to another month, made personal (a personal item's tips are no business
    // income), and one deleted.
    expect((await patch(added[3]!, { isTips: true })).status).toBe(200);
    expect((await patch(added[1]!, { date: '2026-04-15' })).status).toBe(200);
    expect((await patch(added[4]!, { use: 'personal' })).status).toBe(200);
    expect((await owner.request(`/api/items/${added[0]!.id}`, { method: 'DELETE' })).status).toBe(204);
    // Left: $40.00 on Apr 15, $7.10 on Mar 30 and $99.99 on Mar 31, all business.
    const tipsIn = async (range: DateRange | null) => (await periodFigures(t.db, owner.id, range)).tipsCents;
    expect(await tipsIn(null)).toBe(4_000 + 710 + 9_999);
    expect(await tipsIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(710 + 9_999);
    expect(await tipsIn({ from: '2026-03-03', to: '2026-03-30' })).toBe(710);
    expect(await tipsIn({ from: '2026-03-31', to: '2026-04-15' })).toBe(9_999 + 4_000);
    expect(await tipsIn({ from: '2026-04-16', to: '2026-12-31' })).toBe(0);
    expect(await tipsIn({ from: '2026-01-01', to: '2026-12-31' })).toBe(4_000 + 710 + 9_999);
  });

  it('leave no empty month behind, and go with the last item of a month', async () => {
    const owner = await signedInUser(t, { pro: true });
    const [item] = await addItems(owner.request, [
      { type: 'expense', category: 'Gas', amount: 10, date: '2026-06-10' },
    ]);
    expect(
      (await owner.request(`/api/items/${item!.id}`, { method: 'PATCH', json: { date: '2026-07-10' } }))
        .status,
    ).toBe(200);
    const months = await t.db
      .select({ month: itemMonthTotal.month, items: itemMonthTotal.items })
      .from(itemMonthTotal)
      .where(eq(itemMonthTotal.userId, owner.id));
    expect(months).toEqual([{ month: '2026-07-01', items: 1 }]);
    await owner.request(`/api/items/${item!.id}`, { method: 'DELETE' });
    expect(await t.db.select().from(itemMonthTotal).where(eq(itemMonthTotal.userId, owner.id))).toEqual([]);
    expect(await categoryTotals(t.db, owner.id, null)).toEqual([]);
  });

  it('are each user’s own', async () => {
    const first = await signedInUser(t, { pro: true });
    const second = await signedInUser(t, { pro: true });
    await addItems(first.request, spread.slice(0, 3));
    await addItems(second.request, spread.slice(3, 5));
    expect(sorted(await categoryTotals(t.db, first.id, null))).toEqual(await itemTotals(first.id, null));
    expect(sorted(await categoryTotals(t.db, second.id, null))).toEqual([
      { type: 'expense', category: 'Gas', totalCents: 7_520 },
    ]);
    const page = (await (await second.request('/api/items')).json()) as ItemPage;
    expect(page.total).toBe(2);
  });
});
