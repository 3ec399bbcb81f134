import { asc, eq, sql } from 'drizzle-orm';
import type { CategoriesInUse } from '../../../core/items';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';

/**
 * The categories the user has items in, each type once, for the Transactions page's category filter. Grouped
 * in SQL, so a long history sends a few dozen rows, not every item; sorted by name in any case, then by type.
 */
export async function listCategoriesInUse(db: Database, userId: string): Promise<CategoriesInUse> {
  const categories = await db
    .select({ type: budgetItem.type, category: budgetItem.category })
    .from(budgetItem)
    .where(eq(budgetItem.userId, userId))
    .groupBy(budgetItem.type, budgetItem.category)
    .orderBy(
      sql`lower(${budgetItem.category})`,
      sql`${budgetItem.category} collate "C"`,
      asc(budgetItem.type),
    );
  return { categories };
}
