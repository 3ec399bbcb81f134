import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { CategoriesInUse } from '../../../core/items';
import type { Database } from '../../db/client';
import { itemMonthTotal } from '../../db/schema';

/**
 * The categories the user has items in, each type once, for the Transactions page's category filter; sorted by name
 * in any case, then by type. Read from the kept month totals (a row per month, type, category and use that has
 * items, kept by the database as items are written), so a history of 100,000 items reads a few hundred rows, not
 * every item: asked as Transactions opens, grouping the items themselves held a core for most of a second, beside
 * the page's other answers.
 */
export async function listCategoriesInUse(db: Database, userId: string): Promise<CategoriesInUse> {
  const categories = await db
    .select({ type: itemMonthTotal.type, category: itemMonthTotal.category })
    .from(itemMonthTotal)
    .where(and(eq(itemMonthTotal.userId, userId), gt(itemMonthTotal.items, 0)))
    .groupBy(itemMonthTotal.type, itemMonthTotal.category)
    .orderBy(
      sql`lower(${itemMonthTotal.category})`,
      sql`${itemMonthTotal.category} collate "C"`,
      asc(itemMonthTotal.type),
    );
  return { categories };
}
