import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../../core/format';
import type { Database } from '../db/client';
import { preferences, user } from '../db/schema';

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
export async function* recipientBatches(
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
