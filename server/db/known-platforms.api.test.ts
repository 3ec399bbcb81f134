import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewItemInput } from '../../core/item-input';
import { PLATFORM_FEES_CATEGORY } from '../../core/tax/forms-1099';
import { platforms, recognitionOf, type PlatformRecognition } from '../../core/tax/platforms';
import { addItems, signedInUser } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { knownPlatformBit } from './platform-recognition';
import { budgetItem } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const isLetterOrDigit = (char: string | undefined) => char !== undefined && /[a-z0-9]/.test(char);

/**
 * The rule written out in plain JavaScript, apart from the SQL: income or platform fees are a platform's when the
 * category is one of its names, or one of its payout names stands in the description as a word of its own (nothing
 * of a word just before it; nothing just after it when the name ends in a letter or digit), case aside.
 */
function recognises(recognition: PlatformRecognition, item: NewItemInput): boolean {
  if (item.type !== 'income' && item.category !== PLATFORM_FEES_CATEGORY) return false;
  if (recognition.categories.includes(item.category.toLowerCase())) return true;
  const description = (item.description ?? '').toLowerCase();
  return recognition.patterns.some((pattern) => {
    for (let at = description.indexOf(pattern); at !== -1; at = description.indexOf(pattern, at + 1)) {
      const after = description[at + pattern.length];
      if (
        !isLetterOrDigit(description[at - 1]) &&
        (!isLetterOrDigit(after) || !isLetterOrDigit(pattern.at(-1)))
      )
        return true;
    }
    return false;
  });
}

const expectedBits = (item: NewItemInput) =>
  platforms.reduce(
    (bits, platform, index) => (recognises(recognitionOf(platform.name), item) ? bits | (2 ** index) : bits),
    0,
  );

describe('the platforms stored with an item (known_platforms)', () => {
  it('are the catalogue platforms whose names or payout names the item carries, for every platform', async () => {
    const { id, request } = await signedInUser(t, { pro: true, label: 'known-platforms' });
    const items: NewItemInput[] = [
      ...platforms.flatMap((platform): NewItemInput[] => [
        { type: 'income', category: platform.name, amount: 10, date: '2026-11-02' },
        ...platform.patterns.map((pattern): NewItemInput => ({
          type: 'income',
          category: 'Gig Pay',
          amount: 12.34,
          date: '2026-11-03',
          description: `ACH DEPOSIT ${pattern.toUpperCase()} PAYMENT 4471`,
        })),
      ]),
      // A fee is the platform's too; an expense of another kind, or a name inside a longer word, is nobody's.
      {
        type: 'expense',
        category: PLATFORM_FEES_CATEGORY,
        amount: 3.1,
        date: '2026-11-04',
        description: 'DoorDash service fee',
      },
      {
        type: 'expense',
        category: 'Gas',
        amount: 40,
        date: '2026-11-04',
        description: 'UBER TRIP HELP.UBER.COM',
      },
      {
        type: 'income',
        category: 'Gig Pay',
        amount: 5,
        date: '2026-11-04',
        description: 'SUBERB LYFTED payout',
      },
      {
        type: 'income',
        category: 'Gig Pay',
        amount: 7,
        date: '2026-11-04',
        description: 'Uber Eats and Lyft',
      },
    ];
    await addItems(request, items);
    const stored = await t.db
      .select({
        description: budgetItem.description,
        category: budgetItem.category,
        bits: budgetItem.knownPlatforms,
      })
      .from(budgetItem)
      .where(eq(budgetItem.userId, id));
    const expected = items.map((item) => ({
      description: item.description ?? '',
      category: item.category,
      bits: expectedBits(item),
    }));
    const byText = (
      a: { description: string; category: string },
      b: { description: string; category: string },
    ) => `${a.category}|${a.description}`.localeCompare(`${b.category}|${b.description}`);
    expect(stored.sort(byText)).toEqual(expected.sort(byText));
    // Not vacuous: every catalogue platform is recognised somewhere, and the last four items as said.
    for (const platform of platforms)
      expect(stored.some((item) => (item.bits & knownPlatformBit(platform.name)!) !== 0)).toBe(true);
    const bitsOf = (description: string) => stored.find((item) => item.description === description)!.bits;
    expect(bitsOf('DoorDash service fee')).toBe(knownPlatformBit('DoorDash'));
    expect(bitsOf('UBER TRIP HELP.UBER.COM')).toBe(0);
    expect(bitsOf('SUBERB LYFTED payout')).toBe(0);
    expect(bitsOf('Uber Eats and Lyft')).toBe(knownPlatformBit('Uber')! | knownPlatformBit('Lyft')!);
  });

  it('follow the item when its category or description changes', async () => {
    const { id, request } = await signedInUser(t, { pro: true, label: 'known-platforms-edit' });
    const [item] = await addItems(request, [
      { type: 'income', category: 'Gig Pay', amount: 20, date: '2026-11-05', description: 'Lyft payout' },
    ]);
    const bits = async () =>
      (
        await t.db
          .select({ bits: budgetItem.knownPlatforms })
          .from(budgetItem)
          .where(eq(budgetItem.userId, id))
      )[0]!.bits;
    expect(await bits()).toBe(knownPlatformBit('Lyft'));
    const res = await request(`/api/items/${item!.id}`, {
      method: 'PATCH',
      json: { description: 'Instacart weekly pay', category: 'Uber' },
    });
    expect(res.status).toBe(200);
    expect(await bits()).toBe(knownPlatformBit('Instacart')! | knownPlatformBit('Uber')!);
  });
});
