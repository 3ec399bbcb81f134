import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { UnsubscribableKind } from '../../mail/unsubscribe-link';

const preferenceOf: Record<UnsubscribableKind, string> = {
  'tax-reminder': 'tax_reminders',
  'weekly-report': 'weekly_reports',
  // Budget alerts have no preference of their own: they come with email notifications.
  'budget-alert': 'email_notifications',
};

/**
 * Turns off the Settings preference behind one kind of email. One statement, so that an account deleted in the
 * meantime simply changes nothing; a person who never saved preferences gets the defaults with this one off.
 */
export async function unsubscribe(db: Database, userId: string, kind: UnsubscribableKind): Promise<void> {
  const column = sql.identifier(preferenceOf[kind]);
  await db.execute(
    sql`insert into "preferences" ("user_id", ${column}) select "id", false from "user" where "id" = ${userId} on conflict ("user_id") do update set ${column} = false, "updated_at" = now()`,
  );
}
