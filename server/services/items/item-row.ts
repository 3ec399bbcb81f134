import type { Item } from '../../../core/items';
import { toDollars } from '../../../core/money';
import { budgetItem } from '../../db/schema';

export type ItemRow = typeof budgetItem.$inferSelect;

/**
 * The columns an item's answer is made from: a list of items selects these and no more (issue 22: every column
 * read is parsed and mapped for each row of every page).
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

/** A stored item as the API sends it (DESIGN "HTTP API"): dollars, calendar dates, no owner id. */
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
