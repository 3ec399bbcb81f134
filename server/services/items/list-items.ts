import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  type Subquery,
} from 'drizzle-orm';
import { z } from 'zod';
import { isCalendarDate } from '../../../core/dates';
import type { ListItemsQuery } from '../../../core/items-query';
import {
  liveSessionUserId,
  liveSessionRow,
  liveSessionUserIdOfPlaceholders,
  placeholderValuesOf,
  type SessionToken,
} from '../../auth/session-lookup';
import type { Database } from '../../db/client';
import { preparedOnce, preparedUnmapped, runPrepared } from '../../db/prepared';
import type { Executor } from '../../db/transaction';
import { budgetItem, itemCount, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { needsReceiptSql, receiptCountSql } from '../receipts/needs-receipt';
import { listedItemJsonSql } from './item-row';

// A cursor is the sort key of the last item of a page: the next page starts after it (keyset paging, as fast
// on page 2,000 as on page 1). By date the key is the date, the creation time (to the microsecond, as stored)
// and the id: an entry made later on the same day comes first among that day's newest-first. By amount it is
// the amount in cents and the id.
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

/**
 * Whose items: a user's id, or the subquery of a live session's user (liveSessionUserId), so that the page's
 * own statement checks the session.
 */
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

/**
 * How many items match: unfiltered, the user's count kept by the database's triggers (migration 0004), so a first
 * page costs the same at 100k; filtered, counted.
 */
function matchingCountSql(owner: Owner, filters: SQL[], unfiltered: boolean): SQL<number> {
  return unfiltered
    ? sql<number>`coalesce((select ${itemCount.items} from ${itemCount} where ${itemCount.userId} = ${owner}), 0)`
    : sql<number>`(select count(*)::int from ${budgetItem} where ${and(...filters)})`;
}

/** The sort key's columns, of the items table or of a page of it. */
interface SortColumns {
  date: SQLWrapper;
  createdAt: SQLWrapper;
  id: SQLWrapper;
  amountCents: SQLWrapper;
}

function orderOf(columns: SortColumns, query: Pick<ListItemsQuery, 'sort' | 'order'>) {
  const direction = query.order === 'asc' ? asc : desc;
  return query.sort === 'amount'
    ? [direction(columns.amountCents), direction(columns.id)]
    : [direction(columns.date), direction(columns.createdAt), direction(columns.id)];
}

/** Whose page it is, as a derived table of one row (`user_id`), or none when the session is not live. */
type Live = Subquery;

function liveUserOf(db: Executor, userId: string) {
  return db.select({ userId: user.id }).from(user).where(eq(user.id, userId)).as('live');
}

/** What a page's statement is made of: whose, which items, how the total is counted, where it starts, in what order. */
interface PageShape {
  live: Live;
  owner: Owner;
  filters: SQL[];
  /** The kept count when nothing but the owner filters. */
  unfiltered: boolean;
  cursor?: SQL | undefined;
  sort: ListItemsQuery['sort'];
  order: ListItemsQuery['order'];
  limit: number | Placeholder;
}

/**
 * A page in one statement: the owner's row (none when the session is not live), the count of all that match beside
 * it, and the page's items left-joined to it, in order; one row with no item when the page is empty. Each item is
 * its JSON and its sort key.
 */
function pageStatement(db: Executor, shape: PageShape) {
  const { live, owner, filters, unfiltered, cursor, limit } = shape;
  const page = db
    .select({
      json: listedItemJsonSql(receiptCountSql).as('json'),
      id: budgetItem.id,
      date: budgetItem.date,
      amountCents: budgetItem.amountCents,
      createdAt: budgetItem.createdAt,
      createdAtKey: createdAtKey.as('created_at_key'),
    })
    .from(budgetItem)
    .where(and(...filters, cursor))
    .orderBy(...orderOf(budgetItem, shape))
    .limit(limit)
    .as('page');
  return db
    .select({
      json: page.json,
      id: page.id,
      date: page.date,
      amountCents: page.amountCents,
      createdAtKey: page.createdAtKey,
      total: matchingCountSql(owner, filters, unfiltered).as('total'),
    })
    .from(live)
    .leftJoin(page, sql`true`)
    .orderBy(...orderOf(page, shape));
}

/** The statement of a page of `query` for `owner`, built for this request. */
function pageStatementOf(db: Executor, live: Live, owner: Owner, query: ListItemsQuery) {
  return pageStatement(db, {
    live,
    owner,
    filters: filtersOf(owner, query),
    unfiltered: isUnfiltered(query),
    cursor: query.cursor ? afterCursor(query.cursor, query) : undefined,
    sort: query.sort,
    order: query.order,
    limit: query.limit + 1,
  });
}

interface PageRow {
  json: string | null;
  id: string | null;
  date: string | null;
  amountCents: number | null;
  createdAtKey: string | null;
  total: number;
}

/** A row of a page's statement as the driver gives it, under its SQL column names. */
interface ColumnsOfPageRow {
  json: string | null;
  id: string | null;
  date: string | null;
  amount_cents: string | number | null;
  created_at_key: string | null;
  total: string | number;
}

const pageRowOf = (row: ColumnsOfPageRow): PageRow => ({
  json: row.json,
  id: row.id,
  date: row.date,
  amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
  createdAtKey: row.created_at_key,
  total: Number(row.total),
});

/**
 * A page (an ItemPage as JSON text) from its statement's rows: none when the owner is not there (a session not
 * live), else the items (one more than the limit, when there are more) with the count of all that match. The items
 * are the database's JSON, joined as they came.
 */
function pageOf(rows: PageRow[], query: ListItemsQuery): ItemPageJson | null {
  if (rows.length === 0) return null;
  const total = Number(rows[0]!.total);
  const page = rows.filter((row) => row.id !== null).slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  let nextCursor: string | null = null;
  if (hasMore && last) {
    nextCursor = encodeCursor(
      query.sort === 'amount' ? [last.amountCents!, last.id!] : [last.date!, last.createdAtKey!, last.id!],
    );
  }
  const items = page.map((row) => row.json).join(',');
  return {
    json: `{"items":[${items}],"nextCursor":${JSON.stringify(nextCursor)},"total":${total}}`,
    count: page.length,
  };
}

/** One page of a user's items with the count of all that match, newest (or largest) first by default. */
export async function listItems(db: Database, userId: string, query: ListItemsQuery): Promise<ItemPageJson> {
  const rows = await runPrepared(pageStatementOf(db, liveUserOf(db, userId), userId, query));
  return pageOf(rows, query) ?? noItems;
}

/** The page of a user who is not there. */
const noItems: ItemPageJson = { json: '{"items":[],"nextCursor":null,"total":0}', count: 0 };

/**
 * The first pages every visit starts with (Transactions and the dashboard, all items; the review queue, the items of
 * one use): one statement per sort order, built once with placeholders (the session's token and time, the use, the
 * limit).
 */
const firstPageStatements = new Map(
  (['date', 'amount'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).flatMap((order) =>
      ([false, true] as const).map((byUse) => [
        firstPageKey(sort, order, byUse),
        preparedOnce(`items_first_page_${sort}_${order}${byUse ? '_by_use' : ''}`, (db, name) => {
          const owner = liveSessionUserIdOfPlaceholders;
          const filters = [eq(budgetItem.userId, owner)];
          if (byUse) filters.push(eq(budgetItem.use, sql.placeholder('use')));
          const statement = pageStatement(db, {
            live: liveSessionRow(db, sql.placeholder('token'), sql.placeholder('at')),
            owner,
            filters,
            unfiltered: !byUse,
            sort,
            order,
            limit: sql.placeholder('limit'),
          });
          return preparedUnmapped(db, statement, name);
        }),
      ]),
    ),
  ),
);

function firstPageKey(sort: ListItemsQuery['sort'], order: ListItemsQuery['order'], byUse: boolean) {
  return `${sort} ${order} ${byUse ? 'by use' : 'all'}`;
}

/** A first page whose only filter, if any, is the use (the review queue's). */
const isFirstPageByUseAtMost = (query: ListItemsQuery) =>
  !query.cursor && isUnfiltered({ ...query, use: undefined });

/**
 * GET /api/items with the session checked inside the page's own statement, so that any page is one round trip. Null
 * when the session is not live (revoked or expired): the route answers 401.
 */
export async function listItemsOfSession(
  db: Database,
  session: SessionToken,
  query: ListItemsQuery,
): Promise<ItemPageJson | null> {
  if (isFirstPageByUseAtMost(query)) {
    const statement = firstPageStatements.get(
      firstPageKey(query.sort, query.order, query.use !== undefined),
    )!;
    const values = { ...placeholderValuesOf(session), use: query.use, limit: query.limit + 1 };
    const { rows } = await statement(db).execute(values);
    return pageOf((rows as ColumnsOfPageRow[]).map(pageRowOf), query);
  }
  const { token, at } = placeholderValuesOf(session);
  const statement = pageStatementOf(db, liveSessionRow(db, token, at), liveSessionUserId(session), query);
  return pageOf(await runPrepared(statement), query);
}
