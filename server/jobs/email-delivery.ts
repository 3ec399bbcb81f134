import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
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

/**
 * A condition on a user row: this email is neither done nor in another instance's hands (worth a look). `key` may be
 * an expression of the row (a state's reminder: the person's state code and the installment).
 */
export function stillToDeliver(
  userIdColumn: SQL | AnyColumn,
  kind: DeliveryKind,
  key: string | SQL,
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
  return deliverTogether(deps, [delivery], now, message);
}

/**
 * One email for several deliveries (a federal and a state reminder on the same day), each claimed and
 * recorded as its own, so each is sent once whatever happens to the other. The message is made from the claims won
 * (`won[i]` for `deliveries[i]`); none won, nothing is sent.
 */
export async function deliverTogether(
  deps: { db: Database; mailer: Mailer; logger: Logger },
  deliveries: readonly DeliveryKey[],
  now: Date,
  message: (won: readonly boolean[]) => MailMessage,
): Promise<DeliveryOutcome> {
  const { db, mailer, logger } = deps;
  const claims: (string | null)[] = [];
  // One after the other: PGlite runs one statement at a time, and the claims are few.
  for (const delivery of deliveries) claims.push(await claimDelivery(db, delivery, now));
  const ids = claims.filter((id): id is string => id !== null);
  if (ids.length === 0) return 'skipped';
  try {
    await mailer.send(message(claims.map((id) => id !== null)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(emailDelivery)
      .set({ status: 'failed', error: reason.slice(0, 500) })
      .where(inArray(emailDelivery.id, ids));
    const [first] = deliveries;
    logger.error(
      {
        err: error,
        userId: first!.userId,
        kind: first!.kind,
        key: deliveries.map((delivery) => delivery.key).join(' '),
      },
      'reminder email failed; it is tried again on the next run',
    );
    return 'failed';
  }
  await db
    .update(emailDelivery)
    .set({ status: 'sent', sentAt: now, error: null })
    .where(inArray(emailDelivery.id, ids));
  return 'sent';
}
