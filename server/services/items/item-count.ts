import { eq } from 'drizzle-orm';
import { itemCount } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** How many items the user has: one row kept by the database's triggers (migration 0004), 0 before the first. */
export async function itemCountOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ items: itemCount.items })
    .from(itemCount)
    .where(eq(itemCount.userId, userId));
  return row?.items ?? 0;
}
