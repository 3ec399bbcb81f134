import { eq } from 'drizzle-orm';
import { itemCount } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** The one-row read of a user's item count, kept by the database's triggers (migration 0004). */
export const itemCountQuery = (db: Executor, userId: string) =>
  db.select({ items: itemCount.items }).from(itemCount).where(eq(itemCount.userId, userId));

/** How many items the user has; 0 before the first. */
export async function itemCountOf(db: Executor, userId: string): Promise<number> {
  const [row] = await itemCountQuery(db, userId);
  return row?.items ?? 0;
}
