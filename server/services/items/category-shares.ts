import { and, eq, sql } from 'drizzle-orm';
import type { ItemType } from '../../../core/categories';
import type { CategoryShare } from '../../../core/item-use-input';
import { categoryShare } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** The person's categories with a default business share, A to Z. */
export async function listCategoryShares(db: Executor, userId: string): Promise<CategoryShare[]> {
  return db
    .select({
      type: categoryShare.type,
      category: categoryShare.category,
      businessPercent: categoryShare.businessPercent,
    })
    .from(categoryShare)
    .where(eq(categoryShare.userId, userId))
    .orderBy(categoryShare.type, categoryShare.category);
}

/** Saves a category's default share; 100 % is the default of every category, so it removes the row. */
export async function saveCategoryShare(
  db: Executor,
  userId: string,
  share: CategoryShare,
): Promise<CategoryShare> {
  const key = and(
    eq(categoryShare.userId, userId),
    eq(categoryShare.type, share.type),
    eq(categoryShare.category, share.category),
  );
  if (share.businessPercent === 100) await db.delete(categoryShare).where(key);
  else
    await db
      .insert(categoryShare)
      .values({ userId, ...share })
      .onConflictDoUpdate({
        target: [categoryShare.userId, categoryShare.type, categoryShare.category],
        set: { businessPercent: share.businessPercent, updatedAt: new Date() },
      });
  return share;
}

/** A category's default share, 100 when it has none. */
export async function categoryShareOf(db: Executor, userId: string, type: ItemType, category: string) {
  const [row] = await db
    .select({ businessPercent: categoryShare.businessPercent })
    .from(categoryShare)
    .where(
      and(
        eq(categoryShare.userId, userId),
        eq(categoryShare.type, type),
        eq(categoryShare.category, category),
      ),
    );
  return row?.businessPercent ?? 100;
}

/** The default share of a budget_item row's category in SQL (100 when none), for statements over many items. */
export const categoryShareSql = (userId: string) =>
  sql`coalesce((select ${categoryShare.businessPercent} from ${categoryShare} where ${categoryShare.userId} = ${userId} and ${categoryShare.type} = "budget_item"."type" and ${categoryShare.category} = "budget_item"."category"), 100)`;

/** Every default share of the person, by `type\0category`, for categorising many rows at once. */
export async function categorySharesByKey(db: Executor, userId: string): Promise<Map<string, number>> {
  const shares = await listCategoryShares(db, userId);
  return new Map(shares.map((share) => [`${share.type}\u0000${share.category}`, share.businessPercent]));
}
