import type { Item } from '../../../core/items';
import { toDollars } from '../../../core/money';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { budgetItem } from '../../db/schema';

export type ItemRow = typeof budgetItem.$inferSelect;

/**
 * The columns an item's answer is made from: a list of items selects these and no more, since every column
 * read is parsed and mapped for each row of every page.
 */
export const itemColumns = {
  id: budgetItem.id,
  transactionId: budgetItem.transactionId,
  type: budgetItem.type,
  category: budgetItem.category,
  amountCents: budgetItem.amountCents,
  date: budgetItem.date,
  description: budgetItem.description,
  tags: budgetItem.tags,
  importId: budgetItem.importId,
  isTips: budgetItem.isTips,
  use: budgetItem.use,
  businessPercent: budgetItem.businessPercent,
  createdAt: budgetItem.createdAt,
  updatedAt: budgetItem.updatedAt,
};

export type ItemFields = Pick<ItemRow, keyof typeof itemColumns>;

/** The columns itemFingerprint reads, to tell whether a file's row or a bank's transaction is an item already kept. */
export const fingerprintColumns = {
  date: budgetItem.date,
  amountCents: budgetItem.amountCents,
  description: budgetItem.description,
  importFingerprint: budgetItem.importFingerprint,
};

/** A stored item as the API sends it (docs/api.md): dollars, calendar dates, no owner id. */
export function toItem(row: ItemFields): Item {
  return {
    id: row.id,
    transactionId: row.transactionId,
    type: row.type,
    category: row.category,
    amount: toDollars(row.amountCents),
    date: row.date,
    description: row.description,
    tags: row.tags,
    importId: row.importId,
    isTips: row.isTips,
    use: row.use,
    businessPercent: row.businessPercent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A time as toItem writes it (Date.toISOString): UTC, to the millisecond. */
const isoTimeSql = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * An item's answer as JSON text, written by the database: what toItem makes, and `receiptCount` (its receipts, a
 * count the caller passes as SQL). A list of items is sent as these texts joined, so a page costs no row mapping,
 * no object per row and no JSON.stringify on the server's one thread. The amount is the cents over 100 as a double,
 * the same number toDollars makes; dates are ISO calendar dates, as stored.
 */
export const listedItemJsonSql = (receiptCount: SQL) => sql<string>`json_build_object(
  'id', ${budgetItem.id},
  'transactionId', ${budgetItem.transactionId},
  'type', ${budgetItem.type},
  'category', ${budgetItem.category},
  'amount', ${budgetItem.amountCents}::float8 / 100,
  'date', ${budgetItem.date},
  'description', ${budgetItem.description},
  'tags', ${budgetItem.tags},
  'importId', ${budgetItem.importId},
  'isTips', ${budgetItem.isTips},
  'use', ${budgetItem.use},
  'businessPercent', ${budgetItem.businessPercent},
  'createdAt', ${isoTimeSql(budgetItem.createdAt)},
  'updatedAt', ${isoTimeSql(budgetItem.updatedAt)},
  'receiptCount', ${receiptCount}
)::text`;
