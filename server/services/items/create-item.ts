import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { TIPS_CATEGORY, transactionIdFor, type Item } from '../../../core/items';
import { type NewItem } from '../../../core/item-input';
import { toCents } from '../../../core/money';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { assertCanAddItems } from '../subscription/plan-limits';
import { toItem } from './item-row';
import { categoryShareOf } from './category-shares';

const ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';
// Well under PostgreSQL's 65,535 parameters a statement (8 a row).
const ROWS_PER_INSERT = 1_000;

// Random bytes drawn a few thousand at a time: one system call per id made a 120,000-row import spend two seconds of
// the event loop in randomFillSync.
const randomPool = { bytes: Buffer.alloc(0), next: 0 };

function random4(): string {
  if (randomPool.next + 4 > randomPool.bytes.length) {
    randomPool.bytes = randomBytes(4_096);
    randomPool.next = 0;
  }
  const { bytes, next } = randomPool;
  randomPool.next += 4;
  return (
    ALPHANUMERIC[bytes[next]! % 36]! +
    ALPHANUMERIC[bytes[next + 1]! % 36]! +
    ALPHANUMERIC[bytes[next + 2]! % 36]! +
    ALPHANUMERIC[bytes[next + 3]! % 36]!
  );
}

// A batch adds hundreds of items in one millisecond: their ids share the time part, so the random parts issued in
// that millisecond are remembered and never repeated (36^4 of them; a batch of 1,000 would otherwise often collide).
const issued = { at: 0, suffixes: new Set<string>() };

/**
 * A transaction id ('TX-' + first 4 characters of the user id + time in base 36 + 4 random characters,
 * upper-cased), unique among those this process issues.
 */
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

function itemValues(userId: string, input: NewItem, defaultShare = 100) {
  return {
    userId,
    transactionId: newTransactionId(userId),
    type: input.type,
    category: input.category,
    amountCents: toCents(input.amount),
    date: input.date,
    description: input.description,
    tags: input.tags,
    isTips: input.isTips ?? (input.type === 'income' && input.category === TIPS_CATEGORY),
    clientRequestId: input.clientRequestId ?? null,
    use: input.use ?? 'business',
    businessPercent: (input.use ?? 'business') === 'business' ? (input.businessPercent ?? defaultShare) : 100,
  };
}

const sentBefore = async (tx: Transaction, userId: string, clientRequestId: string) =>
  (
    await tx
      .select()
      .from(budgetItem)
      .where(and(eq(budgetItem.userId, userId), eq(budgetItem.clientRequestId, clientRequestId)))
  )[0];

/**
 * Adds an item for the user, within the free-tier limit checked in the same transaction. An entry sent again with
 * the same client request id (an offline Quick Entry whose answer was lost) returns the item it added the first
 * time, with `created` false.
 */
export async function createItem(
  db: Database,
  userId: string,
  input: NewItem,
): Promise<{ item: Item; created: boolean }> {
  return db.transaction(async (tx) => {
    const { clientRequestId } = input;
    const earlier = clientRequestId ? await sentBefore(tx, userId, clientRequestId) : undefined;
    if (earlier) return { item: toItem(earlier), created: false };
    await assertCanAddItems(tx, userId, 1);
    // A business item with no share of its own takes its category's default share.
    const defaultShare =
      (input.use ?? 'business') === 'business' && input.businessPercent === undefined
        ? await categoryShareOf(tx, userId, input.type, input.category)
        : 100;
    const [row] = await tx
      .insert(budgetItem)
      .values(itemValues(userId, input, defaultShare))
      .onConflictDoNothing({
        target: [budgetItem.userId, budgetItem.clientRequestId],
        where: sql`${budgetItem.clientRequestId} is not null`,
      })
      .returning();
    if (row) return { item: toItem(row), created: true };
    // The same entry, sent at the same moment by another request, was added first.
    return { item: toItem((await sentBefore(tx, userId, clientRequestId!))!), created: false };
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
