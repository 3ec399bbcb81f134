import { and, eq } from 'drizzle-orm';
import { itemMessages, type Item } from '../../../core/items';
import { patchedUse, type ItemPatch } from '../../../core/item-input';
import { toCents } from '../../../core/money';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { toItem, type ItemRow } from './item-row';

// Another user's id reads exactly like a missing one: 404 for both, so no one can learn which ids exist.
const ownedBy = (userId: string, id: string) => and(eq(budgetItem.id, id), eq(budgetItem.userId, userId));

function found(row: ItemRow | undefined): Item {
  if (!row) throw new ApiError('not-found', itemMessages.notFound);
  return toItem(row);
}

export async function getItem(db: Database, userId: string, id: string): Promise<Item> {
  const [row] = await db.select().from(budgetItem).where(ownedBy(userId, id));
  return found(row);
}

/**
 * The use, share and category an item will have once patched, judged together: a share only on a business item, no
 * household category on one. An item that stops being business goes back to 100 %.
 */
const patchesUse = (patch: ItemPatch) =>
  patch.use !== undefined || patch.businessPercent !== undefined || patch.category !== undefined;

async function checkUse(db: Database, userId: string, id: string, patch: ItemPatch) {
  if (!patchesUse(patch)) return {};
  const [stored] = await db
    .select({
      use: budgetItem.use,
      businessPercent: budgetItem.businessPercent,
      category: budgetItem.category,
    })
    .from(budgetItem)
    .where(ownedBy(userId, id))
    .for('update');
  if (!stored) throw new ApiError('not-found', itemMessages.notFound);
  const { businessPercent, problems } = patchedUse(stored, patch);
  if (Object.keys(problems).length > 0)
    throw new ApiError('validation-failed', 'Some fields are not valid.', problems);
  return { businessPercent };
}

/**
 * A patch that changes the use, share or category is judged against the stored item and written in one transaction,
 * the row locked between: two patches at once (a share, then a move to personal) cannot each pass against the item
 * as it was and leave a personal item with a share.
 */
export async function updateItem(db: Database, userId: string, id: string, patch: ItemPatch): Promise<Item> {
  return patchesUse(patch)
    ? db.transaction((tx) => writePatch(tx, userId, id, patch))
    : writePatch(db, userId, id, patch);
}

async function writePatch(db: Database, userId: string, id: string, patch: ItemPatch): Promise<Item> {
  const { businessPercent } = await checkUse(db, userId, id, patch);
  const { amount, ...fields } = patch;
  // An item changed to an expense stops being tips; marking an expense as tips is refused below.
  const isTips = patch.type === 'expense' ? false : patch.isTips;
  const marksTips = isTips === true && patch.type === undefined;
  const [row] = await db
    .update(budgetItem)
    .set({
      ...fields,
      ...(businessPercent === undefined ? {} : { businessPercent }),
      ...(isTips === undefined ? {} : { isTips }),
      ...(amount === undefined ? {} : { amountCents: toCents(amount) }),
      updatedAt: new Date(),
    })
    .where(marksTips ? and(ownedBy(userId, id), eq(budgetItem.type, 'income')) : ownedBy(userId, id))
    .returning();
  if (!row && marksTips) {
    await getItem(db, userId, id);
    throw new ApiError('validation-failed', 'Some fields are not valid.', {
      isTips: itemMessages.tipsOnlyIncome,
    });
  }
  return found(row);
}

export async function deleteItem(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(budgetItem).where(ownedBy(userId, id)).returning({ id: budgetItem.id });
  if (deleted.length === 0) throw new ApiError('not-found', itemMessages.notFound);
}
