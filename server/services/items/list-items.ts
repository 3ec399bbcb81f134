import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isCalendarDate } from '../../../core/dates';
import type { ItemPage, ListItemsQuery } from '../../../core/items';
import type { Database } from '../../db/client';
import { budgetItem } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { itemCountOf } from './item-count';
import { toItem } from './item-row';

// A cursor is the sort value and id of the last item of a page: the next page starts after it (keyset paging,
// as fast on page 2,000 as on page 1).
const cursorSchema = z.tuple([z.union([z.string(), z.number()]), z.uuid()]);

export function encodeCursor(value: string | number, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

const invalidCursor = () =>
  new ApiError('validation-failed', 'Some fields are not valid.', { cursor: 'Cursor is not valid' });

/** The cursor's position; it must fit the sort, or the database would be asked to compare a date with a number. */
function decodeCursor(cursor: string, sort: ListItemsQuery['sort']): [string | number, string] {
  let decoded: [string | number, string];
  try {
    decoded = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
  const [value] = decoded;
  const fits =
    sort === 'amount' ? Number.isSafeInteger(value) : typeof value === 'string' && isCalendarDate(value);
  if (!fits) throw invalidCursor();
  return decoded;
}

/** `%` and `_` typed by the user are searched for, not used as wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

function filtersOf(userId: string, query: ListItemsQuery): SQL[] {
  const filters: SQL[] = [eq(budgetItem.userId, userId)];
  if (query.type) filters.push(eq(budgetItem.type, query.type));
  // The whole category, in any case: 'gas' finds 'Gas', not 'Gas station'.
  if (query.category) filters.push(ilike(budgetItem.category, escapeLike(query.category)));
  if (query.from) filters.push(gte(budgetItem.date, query.from));
  if (query.to) filters.push(lte(budgetItem.date, query.to));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(budgetItem.description, pattern), ilike(budgetItem.category, pattern))!);
  }
  return filters;
}

const isUnfiltered = (query: ListItemsQuery) =>
  !query.type && !query.category && !query.from && !query.to && !query.q;

/** How many items match: the kept count when nothing narrows the list, so the first page costs the same at 100k. */
async function countMatching(
  db: Database,
  userId: string,
  query: ListItemsQuery,
  filters: SQL[],
): Promise<number> {
  if (isUnfiltered(query)) return itemCountOf(db, userId);
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(budgetItem)
    .where(and(...filters));
  return row?.total ?? 0;
}

/** One page of the user's items with the count of all that match, newest (or largest) first by default. */
export async function listItems(db: Database, userId: string, query: ListItemsQuery): Promise<ItemPage> {
  const filters = filtersOf(userId, query);
  const sortColumn = query.sort === 'amount' ? budgetItem.amountCents : budgetItem.date;
  const direction = query.order === 'asc' ? asc : desc;

  const pageFilters = [...filters];
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor, query.sort);
    const comparison = query.order === 'asc' ? sql`>` : sql`<`;
    pageFilters.push(sql`(${sortColumn}, ${budgetItem.id}) ${comparison} (${value}, ${id})`);
  }

  const [rows, total] = await Promise.all([
    db
      .select()
      .from(budgetItem)
      .where(and(...pageFilters))
      .orderBy(direction(sortColumn), direction(budgetItem.id))
      .limit(query.limit + 1),
    countMatching(db, userId, query, filters),
  ]);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    items: page.map(toItem),
    nextCursor:
      hasMore && last ? encodeCursor(query.sort === 'amount' ? last.amountCents : last.date, last.id) : null,
    total,
  };
}
