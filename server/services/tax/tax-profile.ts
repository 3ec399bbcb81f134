import { eq } from 'drizzle-orm';
import type { TaxProfile } from '../../../core/tax/tax-api';
import { toCents, toDollars } from '../../../core/money';
import type { Database } from '../../db/client';
import { preferences } from '../../db/schema';
import type { Executor } from '../../db/transaction';

type PreferencesRow = typeof preferences.$inferSelect;

const selectPreferences = async (db: Executor, userId: string) =>
  (await db.select().from(preferences).where(eq(preferences.userId, userId)))[0];

/** The user's preferences, made with the defaults on first use: a read only, after that first time. */
export async function preferencesRow(db: Executor, userId: string): Promise<PreferencesRow> {
  const row = await selectPreferences(db, userId);
  if (row) return row;
  await db.insert(preferences).values({ userId }).onConflictDoNothing();
  return (await selectPreferences(db, userId))!;
}

const orNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

export function toTaxProfile(row: PreferencesRow): TaxProfile {
  const override =
    row.deductionOverrideCents !== null &&
    row.deductionOverrideYear !== null &&
    row.deductionOverrideStatus !== null
      ? {
          year: row.deductionOverrideYear,
          filingStatus: row.deductionOverrideStatus,
          amount: toDollars(row.deductionOverrideCents),
        }
      : null;
  return {
    filingStatus: row.filingStatus,
    standardDeduction: override,
    priorYearTotalTax: orNull(row.priorYearTotalTaxCents),
    priorYearAgi: orNull(row.priorYearAgiCents),
  };
}

export async function getTaxProfile(db: Database, userId: string): Promise<TaxProfile> {
  return toTaxProfile(await preferencesRow(db, userId));
}

export async function saveTaxProfile(db: Database, userId: string, profile: TaxProfile): Promise<TaxProfile> {
  await preferencesRow(db, userId);
  const [row] = await db
    .update(preferences)
    .set({
      filingStatus: profile.filingStatus,
      deductionOverrideCents: profile.standardDeduction ? toCents(profile.standardDeduction.amount) : null,
      deductionOverrideYear: profile.standardDeduction?.year ?? null,
      deductionOverrideStatus: profile.standardDeduction?.filingStatus ?? null,
      priorYearTotalTaxCents: profile.priorYearTotalTax === null ? null : toCents(profile.priorYearTotalTax),
      priorYearAgiCents: profile.priorYearAgi === null ? null : toCents(profile.priorYearAgi),
      updatedAt: new Date(),
    })
    .where(eq(preferences.userId, userId))
    .returning();
  return toTaxProfile(row!);
}
