import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addItems, okJson, signedInUser } from './testing/api-helpers';
import { createTestApp, type TestApp } from './testing/test-app';

// The dashboard's two requests are held to their number of statements (a size, not a time): each one more is a round
// trip to PostgreSQL, or to the embedded database's thread. The session check counts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The statements `request` sends to the database: both go through node-postgres. */
async function statementsOf(request: () => Promise<Response>): Promise<number> {
  const onDatabase = vi.spyOn(pg.Client.prototype, 'query');
  await okJson(await request());
  const count = onDatabase.mock.calls.length;
  vi.restoreAllMocks();
  return count;
}

describe('statements per request', () => {
  it('lists any page of items in one statement, the session check and the count within it', async () => {
    const owner = await signedInUser(t);
    expect(await statementsOf(() => owner.request('/api/items'))).toBe(1);
    await addItems(owner.request, [
      { type: 'income', category: 'Rides', amount: 80, date: '2026-03-02' },
      { type: 'expense', category: 'Gas', amount: 40, date: '2026-03-03' },
    ]);
    expect(await statementsOf(() => owner.request('/api/items'))).toBe(1);
    expect(await statementsOf(() => owner.request('/api/items?type=expense'))).toBe(1);
    // The review queue, empty.
    expect(await statementsOf(() => owner.request('/api/items?use=review'))).toBe(1);
    const first = await okJson<{ nextCursor: string }>(await owner.request('/api/items?limit=1'));
    expect(await statementsOf(() => owner.request(`/api/items?limit=1&cursor=${first.nextCursor}`))).toBe(1);
  });

  it('answers the dashboard’s summary in two: the figures and the user’s settings, each checking the session', async () => {
    const owner = await signedInUser(t);
    await addItems(owner.request, [{ type: 'income', category: 'Rides', amount: 80, date: '2026-03-02' }]);
    // The first read writes the default subscription (free, active) and preferences; after that, reads only.
    await okJson(await owner.request('/api/summary?from=2026-03-01&to=2026-03-31&today=2026-03-31'));
    expect(
      await statementsOf(() => owner.request('/api/summary?from=2026-03-01&to=2026-03-31&today=2026-03-31')),
    ).toBe(2);
    expect(await statementsOf(() => owner.request('/api/summary?today=2026-03-31'))).toBe(2);
  });
});
