import { eq } from 'drizzle-orm';
import type { Preferences } from '../../../core/preferences';
import type { Database } from '../../db/client';
import { preferences } from '../../db/schema';
import { preferencesRow } from '../tax/tax-profile';

const toPreferences = (row: typeof preferences.$inferSelect): Preferences => ({
  emailNotifications: row.emailNotifications,
  taxReminders: row.taxReminders,
  weeklyReports: row.weeklyReports,
  currency: row.currency,
  dateFormat: row.dateFormat,
});

export async function getPreferences(db: Database, userId: string): Promise<Preferences> {
  return toPreferences(await preferencesRow(db, userId));
}

export async function savePreferences(
  db: Database,
  userId: string,
  input: Preferences,
): Promise<Preferences> {
  await preferencesRow(db, userId);
  const [row] = await db
    .update(preferences)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(preferences.userId, userId))
    .returning();
  return toPreferences(row!);
}
