import type { Item } from '../../../core/items';
import { toDollars } from '../../../core/money';
import type { budgetItem } from '../../db/schema';

export type ItemRow = typeof budgetItem.$inferSelect;

/** A stored item as the API sends it (DESIGN "HTTP API"): dollars, calendar dates, no owner id. */
export function toItem(row: ItemRow): Item {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
