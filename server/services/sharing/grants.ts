import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  ACCESS_LOG_YEARS,
  OPENING_GAP_MINUTES,
  sharingMessages,
  type AccessLogEntry,
  type SharedClient,
  type SharingGrant,
  type SharingOverview,
} from '../../../core/sharing/sharing';
import type { SessionUser } from '../../auth/session-lookup';
import type { Database } from '../../db/client';
import { sharingAccess, sharingGrant, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { pendingInvitations } from './invitations';

const MINUTE_MS = 60_000;
/** last_seen_at is written at most this often: reads a minute apart are the same visit. */
const LAST_SEEN_STEP_MS = MINUTE_MS;

/** GET /api/sharing: who can see the owner's books, and the invitations still waiting. */
export async function sharingOverview(db: Database, ownerId: string): Promise<SharingOverview> {
  const [grants, invitations] = await Promise.all([
    db
      .select({
        id: sharingGrant.id,
        email: user.email,
        name: user.name,
        since: sharingGrant.createdAt,
        lastSeen: sharingGrant.lastSeenAt,
      })
      .from(sharingGrant)
      .innerJoin(user, eq(user.id, sharingGrant.viewerId))
      .where(eq(sharingGrant.ownerId, ownerId))
      .orderBy(sharingGrant.createdAt),
    pendingInvitations(db, ownerId),
  ]);
  return {
    grants: grants.map((grant): SharingGrant => ({
      ...grant,
      since: grant.since.toISOString(),
      lastSeen: grant.lastSeen?.toISOString() ?? null,
    })),
    invitations,
  };
}

/** DELETE /api/sharing/grants/:id: the viewer's next request finds no grant. */
export async function revokeGrant(db: Database, ownerId: string, id: string): Promise<void> {
  const revoked = await db
    .delete(sharingGrant)
    .where(and(eq(sharingGrant.id, id), eq(sharingGrant.ownerId, ownerId)))
    .returning({ id: sharingGrant.id });
  if (revoked.length === 0) throw new ApiError('not-found', sharingMessages.grantNotFound);
}

/** The start of what the access log keeps: ACCESS_LOG_YEARS back from now. */
const accessLogStart = (now: Date) => {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - ACCESS_LOG_YEARS);
  return start;
};

/** GET /api/sharing/log: each opening of the owner's books in the last ACCESS_LOG_YEARS, newest first. */
export async function accessLog(db: Database, ownerId: string): Promise<AccessLogEntry[]> {
  const rows = await db
    .select({ email: sharingAccess.viewerEmail, name: sharingAccess.viewerName, at: sharingAccess.at })
    .from(sharingAccess)
    .where(and(eq(sharingAccess.ownerId, ownerId), gt(sharingAccess.at, accessLogStart(new Date()))))
    .orderBy(desc(sharingAccess.at));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The upkeep's pruning: openings older than the log keeps. */
export async function pruneAccessLog(db: Database, now = new Date()): Promise<number> {
  const pruned = await db
    .delete(sharingAccess)
    .where(lt(sharingAccess.at, accessLogStart(now)))
    .returning({ id: sharingAccess.id });
  return pruned.length;
}

/** GET /api/sharing/clients: the books shared with the signed-in person. */
export async function sharedClients(db: Database, viewerId: string): Promise<SharedClient[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, since: sharingGrant.createdAt })
    .from(sharingGrant)
    .innerJoin(user, eq(user.id, sharingGrant.ownerId))
    .where(eq(sharingGrant.viewerId, viewerId))
    .orderBy(sql`lower(${user.name})`);
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}

export interface ClientView {
  /** The owner whose books are read. */
  client: SessionUser;
  grantId: string;
  lastSeenAt: Date | null;
}

/** The viewer's live grant on the client's books, with the client, or null: never shared, or revoked. */
export async function clientViewOf(
  db: Database,
  viewerId: string,
  clientId: string,
): Promise<ClientView | null> {
  const [row] = await db
    .select({
      grantId: sharingGrant.id,
      lastSeenAt: sharingGrant.lastSeenAt,
      client: { id: user.id, email: user.email, name: user.name },
    })
    .from(sharingGrant)
    .innerJoin(user, eq(user.id, sharingGrant.ownerId))
    .where(and(eq(sharingGrant.ownerId, clientId), eq(sharingGrant.viewerId, viewerId)));
  return row ?? null;
}

/**
 * Notes a read of the client's books: an opening in the owner's log when the viewer's last read was over
 * OPENING_GAP_MINUTES ago (or never), and the time of the read on the grant (at most once a minute).
 */
export async function recordRead(db: Database, view: ClientView, viewer: SessionUser, now = new Date()) {
  const last = view.lastSeenAt?.getTime() ?? 0;
  if (now.getTime() - last < LAST_SEEN_STEP_MS) return;
  const opening = now.getTime() - last >= OPENING_GAP_MINUTES * MINUTE_MS;
  await db.transaction(async (tx) => {
    // Only the request that moves last_seen_at on writes the opening: two reads at once log one.
    const moved = await tx
      .update(sharingGrant)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(sharingGrant.id, view.grantId),
          view.lastSeenAt === null
            ? sql`${sharingGrant.lastSeenAt} is null`
            : eq(sharingGrant.lastSeenAt, view.lastSeenAt),
        ),
      )
      .returning({ id: sharingGrant.id });
    if (moved.length > 0 && opening)
      await tx
        .insert(sharingAccess)
        .values({ ownerId: view.client.id, viewerEmail: viewer.email, viewerName: viewer.name, at: now });
  });
}
