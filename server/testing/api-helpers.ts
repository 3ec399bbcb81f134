import { eq } from 'drizzle-orm';
import type { Item } from '../../core/items';
import type { NewItemInput } from '../../core/item-input';
import { subscription } from '../db/schema';
import { uniqueEmail, type TestApp } from './test-app';

export type UserRequest = ReturnType<TestApp['authed']>;

export const TEST_PASSWORD = 'correct horse';

/** A new user, signed in: their id, email, and a request function carrying their session; Pro when asked. */
export async function signedInUser(t: TestApp, { pro = false, label = 'user' } = {}) {
  const email = uniqueEmail(label);
  const { id, cookie } = await t.accountWithSession('Ann Driver', email, TEST_PASSWORD);
  const request = t.authed(cookie);
  if (pro) {
    // Test set-up, not a user path: the billing tests cover how a user really becomes Pro.
    await request('/api/subscription');
    await t.db.update(subscription).set({ tier: 'pro', status: 'active' }).where(eq(subscription.userId, id));
  }
  return { id, email, cookie, request };
}

/** A response's JSON body; throws with the body unless it answered `status`. */
export async function okJson<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Adds items through the API; throws unless each answers 201. */
export async function addItems(request: UserRequest, items: NewItemInput[]): Promise<Item[]> {
  const added: Item[] = [];
  for (const item of items) {
    const res = await request('/api/items', { json: item });
    if (res.status !== 201) throw new Error(`POST /api/items answered ${res.status}: ${await res.text()}`);
    added.push((await res.json()) as Item);
  }
  return added;
}

/** Everything a user keeps, as their own requests read it: to compare before and after a refused request. */
export async function everythingKeptBy(request: UserRequest): Promise<string[]> {
  const read = async (path: string) => (await request(path)).text();
  return Promise.all([
    read('/api/items?limit=500'),
    read('/api/preferences'),
    read('/api/tax/profile'),
    // The household is kept per tax year.
    read('/api/tax/profile?year=2025'),
    read('/api/tax/profile?year=2026'),
    read('/api/subscription'),
    read('/api/rules'),
    read('/api/imports'),
    read('/api/trips?year=2026'),
    read('/api/trips/vehicle-method?year=2026'),
    read('/api/shifts?from=2026-01-01&to=2026-12-31'),
    read('/api/bank/connections'),
    // Receipts waiting to be filed (those with an expense show as its receiptCount in the items).
    read('/api/receipts'),
    // The lines chosen for one's own categories and Part IV's answers.
    read('/api/tax/category-lines'),
    read('/api/tax/vehicle-use?year=2026'),
    // The 1099 forms kept (Pro; a free user's answer is the same 403 before and after).
    read('/api/tax/forms-1099?year=2025'),
    read('/api/tax/forms-1099?year=2026'),
  ]);
}

/** A digest of every row of every table: to check that a refused request wrote nothing anywhere, in one query rather
 * than the many reads of everythingKeptBy. Two tables are left out because the server changes them by itself: the
 * auth rate limiter's counters, and the queue of receipt files to remove, which an accepted deletion fills and the
 * purge that follows it empties a moment later, after the answer (so between a later request's two reads). */
export async function everythingStoredIn(t: TestApp): Promise<Record<string, string>> {
  const tables = (await t.database.rawQuery(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limit', 'receipt_file_deletion')
     ORDER BY table_name`,
    [],
  )) as { rows: { name: string }[] };
  const digests = (await t.database.rawQuery(
    tables.rows
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest
           FROM "${name}" x`,
      )
      .join(' UNION ALL '),
    [],
  )) as { rows: { name: string; digest: string }[] };
  return Object.fromEntries(digests.rows.map((row) => [row.name, row.digest]));
}
