import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemPage } from '../../core/items';
import type {
  AccessLogEntry,
  SharedClient,
  SharingComment,
  SharingInvitation,
  SharingOverview,
} from '../../core/sharing/sharing';
import type { Summary } from '../../core/summary';
import { proRequiredMessage } from '../../core/billing';
import { sharingAccess, sharingComment, sharingGrant, sharingInvitation, user } from '../db/schema';
import { addItems, everythingKeptBy, okJson, signedInUser, TEST_PASSWORD } from '../testing/api-helpers';
import { createTestApp, type ReceivedMail, type TestApp } from '../testing/test-app';
import { pruneAccessLog } from '../services/sharing/grants';

// Shared access as an owner and their tax preparer use it: the invitation by mail, its link taken up once, the
// owner's books read through the same routes with X-GigTally-Client (or the browser's cookie), every change refused,
// what is not shared refused, each opening logged, notes and answers, and revoking.

let t: TestApp;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let preparer: User;
let stranger: User;
let ownerItems: Item[];

const OWNER_NAME = 'Maria Lopez';
const PREPARER_NAME = 'Sam Preparer';

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;

/** The preparer's request naming the owner's books. */
const asPreparer = (path: string, init: Parameters<User['request']>[1] = {}) =>
  preparer.request(path, { ...init, headers: { 'X-GigTally-Client': owner.id, ...init.headers } });

/** The link's token in an invitation mail. */
function tokenIn(mail: ReceivedMail): string {
  const link = /http:\/\/localhost:3000\/sharing\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

async function invite(email: string): Promise<{ invitation: SharingInvitation; token: string }> {
  const invitation = await okJson<SharingInvitation>(
    await owner.request('/api/sharing/invitations', { json: { email } }),
    201,
  );
  const mail = await t.waitForMail(email, `${OWNER_NAME} shared their GigTally books with you`);
  return { invitation, token: tokenIn(mail) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { pro: true, label: 'owner' });
  preparer = await signedInUser(t, { label: 'preparer' });
  stranger = await signedInUser(t, { pro: true, label: 'stranger' });
  await t.db.update(user).set({ name: OWNER_NAME }).where(eq(user.id, owner.id));
  await t.db.update(user).set({ name: PREPARER_NAME }).where(eq(user.id, preparer.id));
  ownerItems = await addItems(owner.request, [
    {
      type: 'income',
      category: 'Rideshare',
      amount: 1_250.4,
      date: '2026-03-02',
      description: 'Uber payout',
    },
    { type: 'expense', category: 'Gas', amount: 61.25, date: '2026-03-03', description: 'Shell' },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('inviting', () => {
  it('refuses bad addresses, oneself, unknown fields, and a free plan, writing nothing', async () => {
    const refused = async (json: unknown, field: string, message: string) => {
      const response = await owner.request('/api/sharing/invitations', { json });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(message);
    };
    await refused({}, 'email', 'Email is required');
    await refused({ email: '  ' }, 'email', 'Email is required');
    await refused({ email: 'not an address' }, 'email', 'Invalid email address. Please check and try again.');
    await refused({ email: `${'a'.repeat(250)}@x.com` }, 'email', 'Email must be at most 254 characters');
    await refused(
      { email: owner.email.toUpperCase() },
      'email',
      'You cannot invite yourself: enter your preparer’s email',
    );
    const extra = await owner.request('/api/sharing/invitations', {
      json: { email: preparer.email, role: 'admin' },
    });
    expect(extra.status).toBe(400);
    const free = await preparer.request('/api/sharing/invitations', { json: { email: owner.email } });
    expect(free.status).toBe(403);
    expect(await errorOf(free)).toEqual({ code: 'pro-required', message: proRequiredMessage });
    expect(await t.db.select().from(sharingInvitation)).toEqual([]);
  });

  it('mails a link that works once, for the invited address, within 7 days', async () => {
    const before = Date.now();
    const { invitation, token } = await invite(preparer.email.toUpperCase());
    expect(invitation.email).toBe(preparer.email);
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) / 86_400_000;
    expect(days).toBe(7);
    expect(Date.parse(invitation.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    const [stored] = await t.db.select().from(sharingInvitation);
    // Only the token's SHA-256 is kept.
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token);

    expect(await okJson<SharingOverview>(await owner.request('/api/sharing'))).toEqual({
      grants: [],
      invitations: [invitation],
    });

    // The owner, and anyone signed in with another address, cannot take it up.
    const own = await owner.request('/api/sharing/accept', { json: { token } });
    expect(own.status).toBe(403);
    expect(await errorOf(own)).toEqual({
      code: 'wrong-account',
      message: 'This is your own invitation: send the link to your preparer.',
    });
    const other = await stranger.request('/api/sharing/accept', { json: { token } });
    expect(other.status).toBe(403);
    expect((await errorOf(other)).message).toBe(
      `This invitation was sent to ${preparer.email}. Sign in with that email to accept it.`,
    );

    const accepted = await preparer.request('/api/sharing/accept', { json: { token } });
    expect(await okJson(accepted)).toEqual({ clientId: owner.id, name: OWNER_NAME });
    const again = await preparer.request('/api/sharing/accept', { json: { token } });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(
      'This invitation link is no longer valid: it was used, cancelled or is over 7 days old. Ask for a new one.',
    );

    const overview = await okJson<SharingOverview>(await owner.request('/api/sharing'));
    expect(overview.invitations).toEqual([]);
    expect(overview.grants).toEqual([
      {
        id: expect.any(String) as string,
        email: preparer.email,
        name: PREPARER_NAME,
        since: expect.any(String) as string,
        lastSeen: null,
      },
    ]);
    expect(await okJson<{ clients: SharedClient[] }>(await preparer.request('/api/sharing/clients'))).toEqual(
      {
        clients: [{ id: owner.id, name: OWNER_NAME, email: owner.email, since: overview.grants[0]!.since }],
      },
    );
  });

  it('refuses inviting someone who can already see the books', async () => {
    const response = await owner.request('/api/sharing/invitations', { json: { email: preparer.email } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.email).toBe(`${preparer.email} can already see your books`);
  });

  it('refuses a malformed, cancelled or expired link alike', async () => {
    const malformed = await stranger.request('/api/sharing/accept', { json: { token: 'short' } });
    expect(malformed.status).toBe(400);
    const missing = await stranger.request('/api/sharing/accept', { json: {} });
    expect((await errorOf(missing)).fields?.token).toBe(
      'The invitation link is incomplete. Open the link from the email again.',
    );

    const cancelled = await invite(stranger.email);
    const cancel = await owner.request(`/api/sharing/invitations/${cancelled.invitation.id}`, {
      method: 'DELETE',
    });
    expect(cancel.status).toBe(204);
    const late = await stranger.request('/api/sharing/accept', { json: { token: cancelled.token } });
    expect(late.status).toBe(404);
    const cancelAgain = await owner.request(`/api/sharing/invitations/${cancelled.invitation.id}`, {
      method: 'DELETE',
    });
    expect(cancelAgain.status).toBe(404);

    const expired = await invite(stranger.email);
    await t.db
      .update(sharingInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sharingInvitation.id, expired.invitation.id));
    const tooLate = await stranger.request('/api/sharing/accept', { json: { token: expired.token } });
    expect(tooLate.status).toBe(404);
    expect((await okJson<SharingOverview>(await owner.request('/api/sharing'))).invitations).toEqual([]);
  });
});

describe('a preparer reading the books', () => {
  it('reads the owner’s items and figures through the same routes, by header or by cookie', async () => {
    const page = await okJson<ItemPage>(await asPreparer('/api/items'));
    expect(page.items.map((item) => item.id).sort()).toEqual(ownerItems.map((item) => item.id).sort());
    const summary = await okJson<Summary>(await asPreparer('/api/summary?from=2026-03-01&to=2026-03-31'));
    expect(summary).toMatchObject({ income: 1_250.4, expenses: 61.25, net: 1_189.15 });
    const byCookie = await t.request('/api/items', {
      cookie: `${preparer.cookie}; gigtally_client=${owner.id}`,
    });
    expect((await okJson<ItemPage>(byCookie)).total).toBe(2);
    const item = await okJson<Item>(await asPreparer(`/api/items/${ownerItems[1]!.id}`));
    expect(item.description).toBe('Shell');
    // Their own books, without naming the client, are still their own (empty).
    expect((await okJson<ItemPage>(await preparer.request('/api/items'))).total).toBe(0);
  });

  it('changes nothing: every change is 403 read-only', async () => {
    const message = `You are viewing ${OWNER_NAME}’s books: read only. Nothing can be changed.`;
    const attempts: [string, Parameters<User['request']>[1]][] = [
      ['/api/items', { json: { type: 'expense', category: 'Gas', amount: 1, date: '2026-03-04' } }],
      [`/api/items/${ownerItems[0]!.id}`, { method: 'PATCH', json: { amount: 1 } }],
      [`/api/items/${ownerItems[0]!.id}`, { method: 'DELETE' }],
      ['/api/preferences', { method: 'PUT', json: {} }],
      ['/api/account', { method: 'DELETE', json: { password: TEST_PASSWORD } }],
      ['/api/billing/checkout', { json: {} }],
    ];
    const before = await everythingKeptBy(owner.request);
    for (const [path, init] of attempts) {
      const response = await asPreparer(path, init);
      expect(response.status, path).toBe(403);
      expect(await errorOf(response)).toEqual({ code: 'read-only', message });
    }
    expect(await everythingKeptBy(owner.request)).toEqual(before);
    expect((await okJson<ItemPage>(await owner.request('/api/items'))).total).toBe(2);
  });

  it('does not see settings, connections, imports, rules or the account export', async () => {
    for (const path of [
      '/api/preferences',
      '/api/account/export',
      '/api/bank/connections',
      '/api/imports',
      '/api/rules',
      '/api/budget?month=2026-03',
    ]) {
      const response = await asPreparer(path);
      expect(response.status, path).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'not-shared',
        message: `${OWNER_NAME} has not shared this part of their account.`,
      });
    }
  });

  it('answers 404 to anyone the books are not shared with, whatever the route', async () => {
    for (const [path, method] of [
      ['/api/items', 'GET'],
      ['/api/summary', 'GET'],
      ['/api/tax/owed?year=2026', 'GET'],
      ['/api/items', 'POST'],
      ['/api/preferences', 'GET'],
    ] as const) {
      const response = await stranger.request(path, {
        method,
        headers: { 'X-GigTally-Client': owner.id },
        ...(method === 'POST' ? { json: {} } : {}),
      });
      expect(response.status, path).toBe(404);
      expect(await errorOf(response)).toEqual({
        code: 'not-found',
        message: 'These books are not shared with you, or no longer are.',
      });
    }
    const malformed = await preparer.request('/api/items', { headers: { 'X-GigTally-Client': 'x y' } });
    expect(malformed.status).toBe(404);
  });

  it('logs each opening of the books for the owner, a new one after 30 minutes without a read', async () => {
    const log = async () =>
      (await okJson<{ entries: AccessLogEntry[] }>(await owner.request('/api/sharing/log'))).entries;
    const entries = await log();
    expect(entries).toEqual([
      { email: preparer.email, name: PREPARER_NAME, at: expect.any(String) as string },
    ]);
    const overview = await okJson<SharingOverview>(await owner.request('/api/sharing'));
    expect(overview.grants[0]!.lastSeen).not.toBeNull();
    await asPreparer('/api/items');
    expect(await log()).toHaveLength(1);
    // 31 minutes later (the last read moved back), the next read is another opening.
    await t.db
      .update(sharingGrant)
      .set({ lastSeenAt: sql`${sharingGrant.lastSeenAt} - interval '31 minutes'` })
      .where(eq(sharingGrant.ownerId, owner.id));
    await asPreparer('/api/trips?year=2026');
    expect(await log()).toHaveLength(2);
    // The owner's log is theirs alone.
    expect(
      (await okJson<{ entries: AccessLogEntry[] }>(await stranger.request('/api/sharing/log'))).entries,
    ).toEqual([]);
  });

  it('keeps the log two years', async () => {
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 86_400_000);
    await t.db
      .insert(sharingAccess)
      .values({ ownerId: owner.id, viewerEmail: 'old@example.com', viewerName: 'Old', at: threeYearsAgo });
    const entries = (await okJson<{ entries: AccessLogEntry[] }>(await owner.request('/api/sharing/log')))
      .entries;
    expect(entries.map((entry) => entry.email)).not.toContain('old@example.com');
    expect(await pruneAccessLog(t.db)).toBe(1);
    expect(await pruneAccessLog(t.db)).toBe(0);
  });
});

describe('notes for the preparer', () => {
  let itemNote: SharingComment;

  it('lets the preparer note an item or a Schedule C line, and nothing of books not shared', async () => {
    const post = (json: unknown) => preparer.request('/api/sharing/comments', { json });
    itemNote = await okJson<SharingComment>(
      await post({ clientId: owner.id, itemId: ownerItems[1]!.id, text: 'Is this personal?' }),
      201,
    );
    expect(itemNote).toMatchObject({
      author: { name: PREPARER_NAME, email: preparer.email },
      itemId: ownerItems[1]!.id,
      item: { date: '2026-03-03', description: 'Shell', category: 'Gas', type: 'expense', amount: 61.25 },
      line: null,
      text: 'Is this personal?',
      answer: null,
      answeredAt: null,
    });
    const lineNote = await okJson<SharingComment>(
      await post({ clientId: owner.id, line: '9', text: 'Do you have a mileage log?' }),
      201,
    );
    expect(lineNote).toMatchObject({ line: '9', item: null, itemId: null });

    const refused = async (json: unknown, field: string, message: string) => {
      const response = await post(json);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(message);
    };
    const target = 'Choose the transaction or the Schedule C line the note is about';
    await refused({ clientId: owner.id, text: 'Hm' }, 'itemId', target);
    await refused({ clientId: owner.id, itemId: ownerItems[0]!.id, line: '9', text: 'Hm' }, 'itemId', target);
    await refused({ clientId: owner.id, line: '99', text: 'Hm' }, 'line', 'Choose a line of Schedule C');
    await refused({ clientId: owner.id, line: '9', text: ' ' }, 'text', 'Write the note');
    await refused(
      { clientId: owner.id, line: '9', text: 'x'.repeat(2001) },
      'text',
      'A note must be at most 2,000 characters',
    );

    const strangerNote = await stranger.request('/api/sharing/comments', {
      json: { clientId: owner.id, line: '9', text: 'Let me in' },
    });
    expect(strangerNote.status).toBe(404);
    const [strangerItem] = await addItems(stranger.request, [
      { type: 'expense', category: 'Gas', amount: 5, date: '2026-03-03' },
    ]);
    const otherItem = await post({ clientId: owner.id, itemId: strangerItem!.id, text: 'Whose?' });
    expect(otherItem.status).toBe(404);
  });

  it('shows the owner the notes, and the preparer the owner’s answers', async () => {
    const notes = (await okJson<{ comments: SharingComment[] }>(await owner.request('/api/sharing/comments')))
      .comments;
    expect(notes.map((note) => note.text)).toEqual(['Do you have a mileage log?', 'Is this personal?']);
    const empty = await owner.request(`/api/sharing/comments/${itemNote.id}/answer`, {
      method: 'PUT',
      json: { text: '' },
    });
    expect((await errorOf(empty)).fields?.text).toBe('Write your answer');
    const answered = await okJson<SharingComment>(
      await owner.request(`/api/sharing/comments/${itemNote.id}/answer`, {
        method: 'PUT',
        json: { text: 'No, that was for work.' },
      }),
    );
    expect(answered).toMatchObject({
      answer: 'No, that was for work.',
      answeredAt: expect.any(String) as string,
    });
    // Nobody else answers the owner's notes.
    const notTheirs = await preparer.request(`/api/sharing/comments/${itemNote.id}/answer`, {
      method: 'PUT',
      json: { text: 'Sure' },
    });
    expect(notTheirs.status).toBe(404);
    const seen = (await okJson<{ comments: SharingComment[] }>(await asPreparer('/api/sharing/comments')))
      .comments;
    expect(seen.find((note) => note.id === itemNote.id)?.answer).toBe('No, that was for work.');
    const strangers = await stranger.request('/api/sharing/comments', {
      headers: { 'X-GigTally-Client': owner.id },
    });
    expect(strangers.status).toBe(404);
  });
});

describe('the owner in charge', () => {
  it('puts shared access in the account export', async () => {
    const exported = await okJson<{
      sharing: SharingOverview & {
        accessLog: AccessLogEntry[];
        comments: SharingComment[];
        sharedWithMe: SharedClient[];
      };
    }>(await owner.request('/api/account/export'));
    expect(exported.sharing.grants.map((grant) => grant.email)).toEqual([preparer.email]);
    expect(exported.sharing.accessLog.length).toBeGreaterThan(0);
    expect(exported.sharing.comments).toHaveLength(2);
    const preparersExport = await okJson<{ sharing: { sharedWithMe: SharedClient[] } }>(
      await preparer.request('/api/account/export'),
    );
    expect(preparersExport.sharing.sharedWithMe.map((client) => client.id)).toEqual([owner.id]);
  });

  it('revokes: the preparer’s next request finds nothing', async () => {
    const { grants } = await okJson<SharingOverview>(await owner.request('/api/sharing'));
    const notTheirs = await stranger.request(`/api/sharing/grants/${grants[0]!.id}`, { method: 'DELETE' });
    expect(notTheirs.status).toBe(404);
    const revoked = await owner.request(`/api/sharing/grants/${grants[0]!.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    const next = await asPreparer('/api/items');
    expect(next.status).toBe(404);
    expect(
      (await okJson<{ clients: SharedClient[] }>(await preparer.request('/api/sharing/clients'))).clients,
    ).toEqual([]);
    const again = await owner.request(`/api/sharing/grants/${grants[0]!.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(
      'This access was not found. It may have been revoked already.',
    );
    // The log keeps who looked.
    const log = (await okJson<{ entries: AccessLogEntry[] }>(await owner.request('/api/sharing/log')))
      .entries;
    expect(log[0]!.email).toBe(preparer.email);
  });

  it('sends at most 10 invitations in 24 hours', async () => {
    const sent = (await t.db.select().from(sharingInvitation).where(eq(sharingInvitation.ownerId, owner.id)))
      .length;
    for (let index = sent; index < 10; index += 1) {
      const response = await owner.request('/api/sharing/invitations', {
        json: { email: `p${index}@example.com` },
      });
      expect(response.status).toBe(201);
    }
    const over = await owner.request('/api/sharing/invitations', { json: { email: 'p10@example.com' } });
    expect(over.status).toBe(429);
    expect(await errorOf(over)).toEqual({
      code: 'rate-limited',
      message: 'You can send at most 10 invitations a day. Try again tomorrow.',
    });
  });

  it('deletes the owner’s sharing with their account, and keeps a deleted preparer’s notes by name', async () => {
    const gone = await preparer.request('/api/account', {
      method: 'DELETE',
      json: { password: TEST_PASSWORD },
    });
    expect(gone.status).toBe(204);
    const notes = (await okJson<{ comments: SharingComment[] }>(await owner.request('/api/sharing/comments')))
      .comments;
    expect(notes.map((note) => note.author)).toEqual([
      { name: PREPARER_NAME, email: preparer.email },
      { name: PREPARER_NAME, email: preparer.email },
    ]);
    const deleted = await owner.request('/api/account', {
      method: 'DELETE',
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    for (const table of [sharingInvitation, sharingGrant, sharingAccess, sharingComment])
      expect(await t.db.select().from(table).where(eq(table.ownerId, owner.id))).toEqual([]);
  });
});
