import { and, eq } from 'drizzle-orm';
import { itemMessages, type Item, type ItemPatch } from '../../../core/items';
import { toCents } from '../../../core/money';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { toItem, type ItemRow } from './item-row';

// Another user's id reads exactly like a missing one (DESIGN: 404 for both).
const ownedBy = (userId: string, id: string) => and(eq(budgetItem.id, id), eq(budgetItem.userId, userId));

function found(row: ItemRow | undefined): Item {
  if (!row) throw new ApiError('not-found', itemMessages.notFound);
  return toItem(row);
}

export async function getItem(db: Database, userId: string, id: string): Promise<Item> {
  const [row] = await db.select().from(budgetItem).where(ownedBy(userId, id));
  return found(row);
}

export async function updateItem(db: Database, userId: string, id: string, patch: ItemPatch): Promise<Item> {
  const { amount, ...fields } = patch;
  const [row] = await db
    .update(budgetItem)
    .set({
      ...fields,
      ...(amount === undefined ? {} : { amountCents: toCents(amount) }),
      updatedAt: new Date(),
    })
    .where(ownedBy(userId, id))
    .returning();
  return found(row);
}

export async function deleteItem(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(budgetItem).where(ownedBy(userId, id)).returning({ id: budgetItem.id });
  if (deleted.length === 0) throw new ApiError('not-found', itemMessages.notFound);
}
