import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  categorise,
  type Categorised,
  type CategorisationContext,
  type FiledBefore,
} from '../../../core/categorisation/categorise';
import { descriptionKey } from '../../../core/categorisation/rules';
import { budgetItem } from '../../db/schema';
import { mapInTurns } from '../../off-thread/in-turns';
import type { Executor } from '../../db/transaction';
import { listRules } from '../rules/manage-rules';
import { categorySharesByKey } from '../items/category-shares';

// How a statement row, a bank transaction, a receipt's merchant or a queued item is filed: one place, so that import,
// bank sync, receipts and the review queue decide alike from the person's rules, their history and GigTally's
// built-in merchants.

// descriptionKey in SQL: spaces of any kind collapsed, the ends trimmed, lower case.
const descriptionKeySql = sql<string>`lower(btrim(regexp_replace(${budgetItem.description}, '\\s+', ' ', 'g')))`;

/** JSON text of a list, for `= any(...)` over thousands of values in one parameter. */
export const jsonList = (values: Iterable<string>) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify([...values])}::jsonb))`;

/**
 * How the person filed each description before: the newest item they decided with that description (type,
 * category, use and share). Items still waiting in review teach nothing.
 */
export async function historyOf(
  db: Executor,
  userId: string,
  rows: readonly { description: string }[],
): Promise<Map<string, FiledBefore>> {
  // In turns: a year's statement is 100,000 descriptions or more to normalise.
  const keys = new Set(await mapInTurns(rows, (row) => descriptionKey(row.description)));
  const history = new Map<string, FiledBefore>();
  if (keys.size === 0) return history;
  const filed = await db
    .selectDistinctOn([descriptionKeySql], {
      key: descriptionKeySql,
      type: budgetItem.type,
      category: budgetItem.category,
      use: budgetItem.use,
      businessPercent: budgetItem.businessPercent,
    })
    .from(budgetItem)
    .where(
      and(
        eq(budgetItem.userId, userId),
        ne(budgetItem.use, 'review'),
        sql`${descriptionKeySql} in ${jsonList(keys)}`,
      ),
    )
    .orderBy(asc(descriptionKeySql), desc(budgetItem.updatedAt));
  for (const { key, ...before } of filed) history.set(key, before);
  return history;
}

/** The person's rules and history for these rows: what categorise needs. */
export async function categorisationContextOf(
  db: Executor,
  userId: string,
  rows: readonly { description: string }[],
): Promise<CategorisationContext> {
  // One after another: `db` may be a transaction, whose one connection runs one statement at a time anyway, and
  // node-postgres deprecates handing a busy connection another query.
  const rules = await listRules(db, userId);
  const history = await historyOf(db, userId, rows);
  const categoryShares = await categorySharesByKey(db, userId);
  return { rules, history, categoryShares };
}

/** Each row's type, category, use and share (or its recognition as a tax payment), in the rows' order. */
export async function categoriseTransactions<Row extends { description: string; amountCents: number }>(
  db: Executor,
  userId: string,
  rows: readonly Row[],
): Promise<Categorised[]> {
  const context = await categorisationContextOf(db, userId, rows);
  return mapInTurns(rows, (row) => categorise(row, context));
}
