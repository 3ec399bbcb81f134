import { randomBytes } from 'node:crypto';
import { transactionIdFor, type Item, type NewItem } from '../../../core/items';
import { toCents } from '../../../core/money';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { assertCanAddItem } from '../subscription/plan-limits';
import { toItem } from './item-row';

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';

function random4(): string {
  return Array.from(randomBytes(4), (byte) => ALPHANUMERIC[byte % 36]).join('');
}

/** Adds an item for the user, within the free-tier limit checked in the same transaction. */
export async function createItem(db: Database, userId: string, input: NewItem): Promise<Item> {
  return db.transaction(async (tx) => {
    await assertCanAddItem(tx, userId);
    const [row] = await tx
      .insert(budgetItem)
      .values({
        userId,
        transactionId: transactionIdFor(userId, Date.now(), random4()),
        type: input.type,
        category: input.category,
        amountCents: toCents(input.amount),
        date: input.date,
        description: input.description,
        tags: input.tags,
      })
      .returning();
    return toItem(row!);
  });
}
