import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailDelivery } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from '../mail/mailer';

export type DeliveryKind = (typeof emailDelivery.$inferSelect)['kind'];

// A failed email is tried again on later ticks, five times in all.
export const MAX_ATTEMPTS = 5;
// A claim this old belongs to an instance that died while sending: another may take it over.
export const STALE_CLAIM_MS = 30 * 60 * 1000;

export interface DeliveryKey {
  userId: string;
  kind: DeliveryKind;
  key: string;
}

const sameDelivery = ({ userId, kind, key }: DeliveryKey) =>
  and(eq(emailDelivery.userId, userId), eq(emailDelivery.kind, kind), eq(emailDelivery.key, key));

/**
 * Claims one email for this instance: a new row 'sending', or a failed (or abandoned) one taken back. The unique
 * (user, kind, key) index and the row lock of the UPDATE let exactly one of any number of instances win; only the
 * winner sends. Returns the claimed row's id, or null when another instance has it or it is done.
 */
export async function claimDelivery(db: Database, delivery: DeliveryKey, now: Date): Promise<string | null> {
  const [created] = await db
    .insert(emailDelivery)
    .values({ ...delivery, status: 'sending', attempts: 1, claimedAt: now })
    .onConflictDoNothing({ target: [emailDelivery.userId, emailDelivery.kind, emailDelivery.key] })
    .returning({ id: emailDelivery.id });
  if (created) return created.id;
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const [retaken] = await db
    .update(emailDelivery)
    .set({ status: 'sending', attempts: sql`${emailDelivery.attempts} + 1`, claimedAt: now, error: null })
    .where(
      and(
        sameDelivery(delivery),
        lt(emailDelivery.attempts, MAX_ATTEMPTS),
        or(
          eq(emailDelivery.status, 'failed'),
          and(eq(emailDelivery.status, 'sending'), lt(emailDelivery.claimedAt, staleBefore)),
        ),
      ),
    )
    .returning({ id: emailDelivery.id });
  return retaken?.id ?? null;
}

/** A condition on a user row: this email is neither done nor in another instance's hands (worth a look). */
export function stillToDeliver(
  userIdColumn: SQL | AnyColumn,
  kind: DeliveryKind,
  key: string,
  now: Date,
): SQL {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  return sql`not exists (select 1 from ${emailDelivery} where ${emailDelivery.userId} = ${userIdColumn} and ${emailDelivery.kind} = ${kind} and ${emailDelivery.key} = ${key} and (${emailDelivery.status} = 'sent' or ${emailDelivery.attempts} >= ${MAX_ATTEMPTS} or (${emailDelivery.status} = 'sending' and ${emailDelivery.claimedAt} >= ${staleBefore})))`;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

/** Claims, sends and records one email; the message is made only once the claim is won. */
export async function deliverOnce(
  deps: { db: Database; mailer: Mailer; logger: Logger },
  delivery: DeliveryKey,
  now: Date,
  message: () => MailMessage,
): Promise<DeliveryOutcome> {
  const { db, mailer, logger } = deps;
  const id = await claimDelivery(db, delivery, now);
  if (!id) return 'skipped';
  try {
    await mailer.send(message());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(emailDelivery)
      .set({ status: 'failed', error: reason.slice(0, 500) })
      .where(eq(emailDelivery.id, id));
    logger.error(
      { err: error, userId: delivery.userId, kind: delivery.kind, key: delivery.key },
      'reminder email failed; it is tried again on the next run',
    );
    return 'failed';
  }
  await db
    .update(emailDelivery)
    .set({ status: 'sent', sentAt: now, error: null })
    .where(eq(emailDelivery.id, id));
  return 'sent';
}
