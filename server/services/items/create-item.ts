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

// A batch adds hundreds of items in one millisecond: their ids share the time part, so the random parts issued in
// that millisecond are remembered and never repeated (36^4 of them; a batch of 1,000 would otherwise often collide).
const issued = { at: 0, suffixes: new Set<string>() };

/** SPEC's transaction id, unique among those this process issues. */
export function newTransactionId(userId: string): string {
  const now = Date.now();
  if (now !== issued.at) {
    issued.at = now;
    issued.suffixes.clear();
  }
  let suffix = random4();
  while (issued.suffixes.has(suffix)) suffix = random4();
  issued.suffixes.add(suffix);
  return transactionIdFor(userId, now, suffix);
}

function itemValues(userId: string, input: NewItem) {
  return {
    userId,
    transactionId: newTransactionId(userId),
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
