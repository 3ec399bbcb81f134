import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCEPT_PATH,
  INVITATION_DAYS,
  INVITATIONS_PER_DAY,
  sharingMessages,
  type InvitationInput,
  type SharingInvitation,
} from '../../../core/sharing/sharing';
import type { SessionUser } from '../../auth/session-lookup';
import type { Database } from '../../db/client';
import { sharingGrant, sharingInvitation, user } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Mailer } from '../../mail/mailer';
import { invitationMail } from './sharing-mails';

const DAY_MS = 86_400_000;

/** An invitation's token as the table keeps it: only its SHA-256, so that reading the table opens no books. */
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitationMail {
  mailer: Mailer;
  appUrl: string;
}

/**
 * POST /api/sharing/invitations: a link that lets `email` read the owner's books, mailed to them. Refused for the
 * owner's own address, for someone who can already see the books, and past INVITATIONS_PER_DAY in 24 hours.
 */
export async function inviteToBooks(
  db: Database,
  owner: SessionUser,
  input: InvitationInput,
  mail: InvitationMail,
): Promise<SharingInvitation> {
  if (input.email === owner.email.toLowerCase())
    throw new ApiError('validation-failed', sharingMessages.inviteYourself, {
      email: sharingMessages.inviteYourself,
    });
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const invitation = await db.transaction(async (tx) => {
    // One owner's invitations are counted and added one at a time, so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sharing:${owner.id}`}))`);
    const [sent] = await tx
      .select({ count: count() })
      .from(sharingInvitation)
      .where(
        and(
          eq(sharingInvitation.ownerId, owner.id),
          gt(sharingInvitation.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((sent?.count ?? 0) >= INVITATIONS_PER_DAY)
      throw new ApiError('rate-limited', sharingMessages.tooManyInvitations);
    const [shared] = await tx
      .select({ id: sharingGrant.id })
      .from(sharingGrant)
      .innerJoin(user, eq(user.id, sharingGrant.viewerId))
      .where(and(eq(sharingGrant.ownerId, owner.id), eq(sql`lower(${user.email})`, input.email)));
    if (shared) {
      const message = sharingMessages.alreadyShared(input.email);
      throw new ApiError('validation-failed', message, { email: message });
    }
    const [row] = await tx
      .insert(sharingInvitation)
      .values({
        ownerId: owner.id,
        email: input.email,
        tokenHash: tokenHashOf(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning();
    return row!;
  });
  const link = `${mail.appUrl}${ACCEPT_PATH}?token=${token}`;
  await mail.mailer.send(invitationMail(invitation.email, owner, link));
  return invitationView(invitation);
}

/** The owner's invitations still waiting: not accepted, cancelled or expired. */
export async function pendingInvitations(db: Database, ownerId: string): Promise<SharingInvitation[]> {
  const rows = await db
    .select()
    .from(sharingInvitation)
    .where(
      and(
        eq(sharingInvitation.ownerId, ownerId),
        isNull(sharingInvitation.acceptedAt),
        isNull(sharingInvitation.cancelledAt),
        gt(sharingInvitation.expiresAt, new Date()),
      ),
    )
    .orderBy(sql`${sharingInvitation.createdAt} desc`);
  return rows.map(invitationView);
}

/** DELETE /api/sharing/invitations/:id: the link stops working. */
export async function cancelInvitation(db: Database, ownerId: string, id: string): Promise<void> {
  const cancelled = await db
    .update(sharingInvitation)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(sharingInvitation.id, id),
        eq(sharingInvitation.ownerId, ownerId),
        isNull(sharingInvitation.acceptedAt),
        isNull(sharingInvitation.cancelledAt),
      ),
    )
    .returning({ id: sharingInvitation.id });
  if (cancelled.length === 0) throw new ApiError('not-found', sharingMessages.invitationNotFound);
}

/**
 * POST /api/sharing/accept: the signed-in person takes up an invitation sent to their email, once, within its days.
 * Any link that is not a live invitation (unknown, used, cancelled, expired) gets the same 404.
 */
export async function acceptInvitation(
  db: Database,
  viewer: SessionUser,
  token: string,
): Promise<{ clientId: string; name: string }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invitation: sharingInvitation, ownerName: user.name })
      .from(sharingInvitation)
      .innerJoin(user, eq(user.id, sharingInvitation.ownerId))
      .where(
        and(
          eq(sharingInvitation.tokenHash, tokenHashOf(token)),
          isNull(sharingInvitation.acceptedAt),
          isNull(sharingInvitation.cancelledAt),
          gt(sharingInvitation.expiresAt, new Date()),
        ),
      )
      .for('update', { of: sharingInvitation });
    if (!found) throw new ApiError('not-found', sharingMessages.invitationInvalid);
    const { invitation, ownerName } = found;
    if (invitation.ownerId === viewer.id) throw new ApiError('wrong-account', sharingMessages.ownInvitation);
    if (invitation.email !== viewer.email.toLowerCase())
      throw new ApiError('wrong-account', sharingMessages.wrongAccount(invitation.email));
    await tx
      .update(sharingInvitation)
      .set({ acceptedAt: new Date() })
      .where(eq(sharingInvitation.id, invitation.id));
    await tx
      .insert(sharingGrant)
      .values({ ownerId: invitation.ownerId, viewerId: viewer.id })
      .onConflictDoNothing();
    return { clientId: invitation.ownerId, name: ownerName };
  });
}

function invitationView(row: typeof sharingInvitation.$inferSelect): SharingInvitation {
  return {
    id: row.id,
    email: row.email,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
