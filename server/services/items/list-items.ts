import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isCalendarDate } from '../../../core/dates';
import type { ListItemsQuery } from '../../../core/items-query';
import {
  liveSessionUserId,
  liveSessionUserIdOfPlaceholders,
  placeholderValuesOf,
  userOfSession,
  type SessionToken,
} from '../../auth/session-lookup';
import type { Database } from '../../db/client';
import { preparedOnce, runPrepared } from '../../db/prepared';
import type { Executor } from '../../db/transaction';
import { budgetItem, itemCount } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { needsReceiptSql, receiptCountSql } from '../receipts/needs-receipt';
import { listedItemJsonSql } from './item-row';

// A cursor is the sort key of the last item of a page: the next page starts after it (keyset paging, as fast on
// page 2,000 as on page 1). By date the key is the date, the creation time (to the microsecond, as stored) and the
// id: an entry made later on the same day comes first among that day's newest-first (issue 17 point 13). By amount
// it is the amount in cents and the id.
type DateCursor = [date: string, createdAt: string, id: string];
type AmountCursor = [amountCents: number, id: string];

const dateCursorSchema = z.tuple([z.string(), z.string(), z.uuid()]);
const amountCursorSchema = z.tuple([z.number(), z.uuid()]);

export function encodeCursor(key: DateCursor | AmountCursor): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const invalidCursor = () =>
  new ApiError('validation-failed', 'Some fields are not valid.', { cursor: 'Cursor is not valid' });

// The creation time as the database keeps it, in UTC to the microsecond; a JavaScript Date would cut it to the
// millisecond, and the next page would then repeat or skip items made in the same millisecond.
const CREATED_AT_KEY = /^(?:19[7-9]\d|2\d{3})-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

function isCreatedAtKey(value: string): boolean {
  if (!CREATED_AT_KEY.test(value)) return false;
  const milliseconds = `${value.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
}

const createdAtKey = sql<string>`to_char(${budgetItem.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function parseCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
}

/**
 * Where the next page starts. The cursor must fit the sort, or the database would be asked to compare a date with
 * a number. The lone bound on the first column lets the (user, date) and (user, amount) indexes start the scan there.
 */
function afterCursor(cursor: string, query: ListItemsQuery): SQL {
  const before = query.order === 'asc' ? sql`>` : sql`<`;
  const bound = query.order === 'asc' ? sql`>=` : sql`<=`;
  if (query.sort === 'amount') {
    const [amountCents, id] = parseCursor(cursor, amountCursorSchema);
    if (!Number.isSafeInteger(amountCents)) throw invalidCursor();
    return sql`(${budgetItem.amountCents}, ${budgetItem.id}) ${before} (${amountCents}, ${id}::uuid)`;
  }
  const [date, createdAt, id] = parseCursor(cursor, dateCursorSchema);
  if (!isCalendarDate(date) || !isCreatedAtKey(createdAt)) throw invalidCursor();
  return sql`${budgetItem.date} ${bound} ${date}::date and (${budgetItem.date}, ${budgetItem.createdAt}, ${budgetItem.id}) ${before} (${date}::date, ${createdAt}::timestamptz, ${id}::uuid)`;
}

/** `%` and `_` typed by the user are searched for, not used as wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A page of items as the JSON text of an ItemPage (core/items.ts), sent as it is; `count`: the items on it. */
export interface ItemPageJson {
  json: string;
  count: number;
}

/** Whose items: a user's id, or (issue 22) the subquery of a live session's user (liveSessionUserId). */
type Owner = string | SQL;

function filtersOf(owner: Owner, query: ListItemsQuery): SQL[] {
  const filters: SQL[] = [eq(budgetItem.userId, owner)];
  if (query.type) filters.push(eq(budgetItem.type, query.type));
  // The whole category, in any case: 'gas' finds 'Gas', not 'Gas station'.
  if (query.category) filters.push(ilike(budgetItem.category, escapeLike(query.category)));
  if (query.from) filters.push(gte(budgetItem.date, query.from));
  if (query.to) filters.push(lte(budgetItem.date, query.to));
  if (query.use) filters.push(eq(budgetItem.use, query.use));
  if (query.needsReceipt) filters.push(needsReceiptSql);
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(budgetItem.description, pattern),
        ilike(budgetItem.category, pattern),
        sql`exists (select 1 from unnest(${budgetItem.tags}) as tag where tag ilike ${pattern})`,
      )!,
    );
  }
  return filters;
}

const isUnfiltered = (query: ListItemsQuery) =>
  !query.type && !query.category && !query.from && !query.to && !query.q && !query.needsReceipt && !query.use;

/** The user's item count, kept by the database's triggers (migration 0004); null before the first item. */
const keptItemCountSql = (owner: Owner) =>
  sql<
    number | null
  >`(select ${itemCount.items} from ${itemCount} where ${itemCount.userId} = ${owner})`.mapWith(Number);

async function keptItemCount(db: Database, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ items: itemCount.items })
    .from(itemCount)
    .where(eq(itemCount.userId, owner));
  return row?.items ?? 0;
}

/** How many items match, counted apart from the page (the unfiltered count is read with the page itself). */
async function countMatching(db: Database, filters: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(budgetItem)
    .where(and(...filters));
  return row?.total ?? 0;
}

function orderOf(query: Pick<ListItemsQuery, 'sort' | 'order'>) {
  const direction = query.order === 'asc' ? asc : desc;
  return query.sort === 'amount'
    ? [direction(budgetItem.amountCents), direction(budgetItem.id)]
    : [direction(budgetItem.date), direction(budgetItem.createdAt), direction(budgetItem.id)];
}

/** The page's rows in order, each its item's JSON and its sort key, and, unfiltered, the owner's kept item count. */
function pageRows(db: Executor, owner: Owner, filters: SQL[], withKeptCount: boolean) {
  return db
    .select({
      json: listedItemJsonSql(receiptCountSql),
      id: budgetItem.id,
      date: budgetItem.date,
      amountCents: budgetItem.amountCents,
      createdAtKey,
      ...(withKeptCount ? { keptCount: keptItemCountSql(owner) } : {}),
    })
    .from(budgetItem)
    .where(and(...filters));
}

interface PageRow {
  json: string;
  id: string;
  date: string;
  amountCents: number;
  createdAtKey: string;
  keptCount?: number | null;
}

/**
 * A page (an ItemPage as JSON text) from its rows (one more than the limit, when there are more) and the count of
 * all that match. The items are the database's JSON, joined as they came.
 */
function pageOf(rows: PageRow[], total: number, query: ListItemsQuery): ItemPageJson {
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  let nextCursor: string | null = null;
  if (hasMore && last) {
    nextCursor = encodeCursor(
      query.sort === 'amount' ? [last.amountCents, last.id] : [last.date, last.createdAtKey, last.id],
    );
  }
  const items = page.map((row) => row.json).join(',');
  return {
    json: `{"items":[${items}],"nextCursor":${JSON.stringify(nextCursor)},"total":${total}}`,
    count: page.length,
  };
}

/**
 * One page of the owner's items with the count of all that match, newest (or largest) first by default. Unfiltered,
 * it is one statement: the count is the kept one (item_count), read beside the page, so the first page costs the
 * same at 100k.
 */
export async function listItems(db: Database, owner: Owner, query: ListItemsQuery): Promise<ItemPageJson> {
  const filters = filtersOf(owner, query);
  const unfiltered = isUnfiltered(query);
  const pageFilters = [...filters];
  if (query.cursor) pageFilters.push(afterCursor(query.cursor, query));

  const [rows, counted] = await Promise.all([
    runPrepared(
      pageRows(db, owner, pageFilters, unfiltered)
        .orderBy(...orderOf(query))
        .limit(query.limit + 1),
    ),
    unfiltered ? null : countMatching(db, filters),
  ]);
  return pageOf(rows, counted ?? (await keptCountOf(db, () => owner, rows)), query);
}

/** The kept count read beside an unfiltered page; an empty page (no items, or past the last) has no row to carry it. */
async function keptCountOf(db: Database, owner: () => Owner, rows: PageRow[]): Promise<number> {
  return rows[0] ? (rows[0].keptCount ?? 0) : await keptItemCount(db, owner());
}

/**
 * The first unfiltered page of a session's items, the request every dashboard and Transactions visit starts with:
 * one statement per sort order, built once with placeholders (the session's token and time, the limit).
 */
const firstPageStatements = new Map(
  (['date', 'amount'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => [
      `${sort} ${order}`,
      preparedOnce(`items_first_page_${sort}_${order}`, (db, name) =>
        pageRows(
          db,
          liveSessionUserIdOfPlaceholders,
          [eq(budgetItem.userId, liveSessionUserIdOfPlaceholders)],
          true,
        )
          .orderBy(...orderOf({ sort, order }))
          .limit(sql.placeholder('limit'))
          .prepare(name),
      ),
    ]),
  ),
);

async function firstPageOfSession(
  db: Database,
  session: SessionToken,
  query: ListItemsQuery,
): Promise<ItemPageJson> {
  const statement = firstPageStatements.get(`${query.sort} ${query.order}`)!;
  const rows = await statement(db).execute({ ...placeholderValuesOf(session), limit: query.limit + 1 });
  return pageOf(rows, await keptCountOf(db, () => liveSessionUserId(session), rows), query);
}

/**
 * Issue 22: GET /api/items with the session checked inside the page's own statement, so the first page is one round
 * trip. Rows prove the session live (they are its user's, and only a live session names a user); an empty page asks
 * apart whether the session is live. Null when it is not (revoked or expired): the route answers 401.
 */
export async function listItemsOfSession(
  db: Database,
  session: SessionToken,
  query: ListItemsQuery,
): Promise<ItemPageJson | null> {
  const page =
    isUnfiltered(query) && !query.cursor
      ? await firstPageOfSession(db, session, query)
      : await listItems(db, liveSessionUserId(session), query);
  if (page.count > 0) return page;
  return (await userOfSession(db, session)) ? page : null;
}
