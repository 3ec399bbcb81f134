import { eq } from 'drizzle-orm';
import type { TaxSetup } from '../../../core/tax/tax-setup';
import type { Database } from '../../db/client';
import { preferences } from '../../db/schema';
import { preferencesRow } from './tax-profile';

/** GET /api/tax/setup: whether sign-up should still lead to the set-up screen. */
export async function getTaxSetup(db: Database, userId: string): Promise<TaxSetup> {
  return { pending: (await preferencesRow(db, userId)).taxSetupPending };
}

/** POST /api/tax/setup/skip: "Skip for now" is an answer too; the screen is not offered again. */
export async function skipTaxSetup(db: Database, userId: string): Promise<TaxSetup> {
  await preferencesRow(db, userId);
  await db
    .update(preferences)
    .set({ taxSetupPending: false, updatedAt: new Date() })
    .where(eq(preferences.userId, userId));
  return { pending: false };
}
