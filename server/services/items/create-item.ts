import { randomBytes } from 'node:crypto';
import { transactionIdFor, type Item, type NewItem } from '../../../core/items';
import { toCents } from '../../../core/money';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { assertCanAddItems } from '../subscription/plan-limits';
import { toItem } from './item-row';

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';
// Well under PostgreSQL's 65,535 parameters a statement (8 a row).
const ROWS_PER_INSERT = 1_000;

function random4(): string {
  return Array.from(randomBytes(4), (byte) => ALPHANUMERIC[byte % 36]).join('');
}

function itemValues(userId: string, input: NewItem) {
  return {
    userId,
    transactionId: transactionIdFor(userId, Date.now(), random4()),
    type: input.type,
    category: input.category,
    amountCents: toCents(input.amount),
    date: input.date,
    description: input.description,
    tags: input.tags,
  };
}

/** Adds an item for the user, within the free-tier limit checked in the same transaction. */
export async function createItem(db: Database, userId: string, input: NewItem): Promise<Item> {
  return db.transaction(async (tx) => {
    await assertCanAddItems(tx, userId, 1);
    const [row] = await tx.insert(budgetItem).values(itemValues(userId, input)).returning();
    return toItem(row!);
  });
}

/**
 * Adds many validated items in one transaction: all of them or, when they would pass the free-tier limit, none.
 * Returns how many were added.
 */
export async function createItems(db: Database, userId: string, inputs: NewItem[]): Promise<number> {
  if (inputs.length === 0) return 0;
  return db.transaction(async (tx) => {
    await assertCanAddItems(tx, userId, inputs.length);
    await insertInBatches(tx, userId, inputs);
    return inputs.length;
  });
}

async function insertInBatches(tx: Transaction, userId: string, inputs: NewItem[]): Promise<void> {
  for (let start = 0; start < inputs.length; start += ROWS_PER_INSERT) {
    const batch = inputs.slice(start, start + ROWS_PER_INSERT);
    await tx.insert(budgetItem).values(batch.map((input) => itemValues(userId, input)));
  }
}
