import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../../core/format';
import type { Database } from '../db/client';
import { preferences, user } from '../db/schema';
import { unsubscribeUrl, type UnsubscribableKind } from '../mail/unsubscribe-link';
import type { DeliveryOutcome } from './email-delivery';
import type { EmailJobContext, EmailJobTally } from './email-job-context';

export interface EmailRecipient {
  id: string;
  email: string;
  name: string;
  currency: Currency;
  /** The state the person chose (a code the API took), null until then; the tax reminders read it. */
  state: string | null;
}

// The defaults of core/preference-defaults.ts hold for a person who never saved preferences (no row yet).
export const wantsEmailNotifications = sql`coalesce(${preferences.emailNotifications}, true)`;
export const wantsTaxReminders = sql`coalesce(${preferences.taxReminders}, true)`;
export const wantsWeeklyReports = sql`coalesce(${preferences.weeklyReports}, false)`;

/**
 * The people matching `condition` (on user and preferences), a batch at a time in id order (keyset), so that
 * 100,000 accounts are never held in memory at once.
 */
async function* recipientBatches(
  db: Database,
  condition: SQL,
  batchSize: number,
): AsyncGenerator<EmailRecipient[]> {
  let after = '';
  for (;;) {
    const batch = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        currency: sql<Currency>`coalesce(${preferences.currency}, 'USD')`,
        state: preferences.state,
      })
      .from(user)
      .leftJoin(preferences, eq(preferences.userId, user.id))
      .where(and(gt(user.id, after), condition))
      .orderBy(asc(user.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.id;
  }
}

/**
 * One run of an email job: `send` for each person matching `condition` in turn, its outcome counted in `tally`
 * (null: nothing to send them today). A run stops at shutdown after the email in hand; an email that cannot be
 * prepared is counted as failed and logged with `failure`'s message and key (the deliveries it was for), and the
 * others still go out.
 */
export async function sendToEachRecipient(
  context: EmailJobContext,
  condition: SQL,
  tally: EmailJobTally,
  send: (recipient: EmailRecipient) => Promise<DeliveryOutcome | null>,
  failure: { message: string; keyOf: (recipient: EmailRecipient) => string },
): Promise<void> {
  for await (const batch of recipientBatches(context.db, condition, context.batchSize)) {
    for (const recipient of batch) {
      if (context.signal?.aborted) return;
      try {
        const outcome = await send(recipient);
        if (outcome !== null) tally[outcome] += 1;
      } catch (error) {
        tally.failed += 1;
        context.logger.error(
          { err: error, userId: recipient.id, key: failure.keyOf(recipient) },
          failure.message,
        );
      }
    }
  }
}

/** The links every email of a kind carries: the app, and this person's link to stop that kind. */
export const mailLinksOf = (
  context: EmailJobContext,
  recipient: EmailRecipient,
  kind: UnsubscribableKind,
) => ({
  appUrl: context.appUrl,
  unsubscribeUrl: unsubscribeUrl(context.appUrl, context.secret, recipient.id, kind),
});
