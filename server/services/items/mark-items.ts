import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  categories,
  isPersonalCategory,
  personalCategories,
  personalFallbackCategory,
} from '../../../core/categories';
import { itemMessages } from '../../../core/items';
import { useCheckCategories, type MarkItems, type UseCheck } from '../../../core/item-use-input';
import { toDollars } from '../../../core/money';
import type { Database } from '../../db/client';
import { budgetItem, preferences } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';

/**
 * Marks the person's items business, personal or for review, all in one statement. Marked personal without a
 * category, an item in a business category moves to the household's catch-all of its type (its own categories stay);
 * marked business, an item in a household category is refused, as one typed by hand would be. Ids of other people's
 * items are not theirs to mark: they are left alone and not counted.
 */
export async function markItems(db: Database, userId: string, mark: MarkItems): Promise<{ updated: number }> {
  if (mark.use === 'business' && mark.category !== undefined && isPersonalCategory(mark.category)) {
    throw invalid({ category: itemMessages.personalCategoryOnBusiness(mark.category) });
  }
  return db.transaction(async (tx) => {
    const owned = and(eq(budgetItem.userId, userId), inArray(budgetItem.id, mark.ids));
    if (mark.use === 'business' && mark.category === undefined) {
      const [household] = await tx
        .select({ category: budgetItem.category })
        .from(budgetItem)
        .where(and(owned, inArray(budgetItem.category, householdCategories)))
        .limit(1);
      if (household) throw invalid({ category: itemMessages.personalCategoryOnBusiness(household.category) });
    }
    const category =
      mark.category !== undefined
        ? sql`${mark.category}`
        : mark.use === 'personal'
          ? sql`case when ${budgetItem.category} in ${businessBuiltIns} then (case ${budgetItem.type} when 'income' then ${personalFallbackCategory.income} else ${personalFallbackCategory.expense} end) else ${budgetItem.category} end`
          : sql`${budgetItem.category}`;
    const updated = await tx
      .update(budgetItem)
      .set({
        use: mark.use,
        businessPercent: mark.use === 'business' ? (mark.businessPercent ?? 100) : 100,
        category,
        updatedAt: new Date(),
      })
      .where(owned)
      .returning({ id: budgetItem.id });
    return { updated: updated.length };
  });
}

const invalid = (fields: Record<string, string>) =>
  new ApiError('validation-failed', 'Some fields are not valid.', fields);

const householdCategories = [...personalCategories.income, ...personalCategories.expense];
const businessBuiltIns = sql`(${sql.join(
  [...new Set([...categories.income, ...categories.expense])].map((name) => sql`${name}`),
  sql`, `,
)})`;

// The categories most often the household's, which stayed business when business and personal were first told
// apart (income: a refund or a rental is not Schedule C income; expenses: a home's rent, utilities, the catch-all).
const checkedCategories = sql`((${budgetItem.type} = 'expense' and ${budgetItem.category} in (${sql.join(
  useCheckCategories.expense.map((name) => sql`${name}`),
  sql`, `,
)})) or (${budgetItem.type} = 'income' and ${budgetItem.category} in (${sql.join(
  useCheckCategories.income.map((name) => sql`${name}`),
  sql`, `,
)})))`;

const checkedItems = (userId: string) =>
  and(eq(budgetItem.userId, userId), eq(budgetItem.use, 'business'), checkedCategories);

/** The one-time check: whether it is still to answer, and the business items it is about. */
export async function useCheckOf(db: Executor, userId: string): Promise<UseCheck> {
  const [pref] = await db
    .select({ pending: preferences.useCheckPending })
    .from(preferences)
    .where(eq(preferences.userId, userId));
  if (!pref?.pending) return { pending: false, count: 0, amount: 0, categories: [] };
  const rows = await db
    .select({
      category: budgetItem.category,
      count: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`sum(${budgetItem.amountCents})`.mapWith(Number),
    })
    .from(budgetItem)
    .where(checkedItems(userId))
    .groupBy(budgetItem.category)
    .orderBy(budgetItem.category);
  return {
    pending: rows.length > 0,
    count: rows.reduce((sum, row) => sum + row.count, 0),
    amount: toDollars(rows.reduce((sum, row) => sum + row.cents, 0)),
    categories: rows.map((row) => row.category),
  };
}

/** Answers the check once: its items go to the review queue, or stay business. */
export async function answerUseCheck(
  db: Database,
  userId: string,
  action: 'review' | 'keep',
): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const moved =
      action === 'review'
        ? await tx
            .update(budgetItem)
            .set({ use: 'review', businessPercent: 100, updatedAt: new Date() })
            .where(checkedItems(userId))
            .returning({ id: budgetItem.id })
        : [];
    await tx.update(preferences).set({ useCheckPending: false }).where(eq(preferences.userId, userId));
    return { moved: moved.length };
  });
}
