import { eq } from 'drizzle-orm';
import { localDate } from '../../../core/dates';
import type { TaxProfile } from '../../../core/tax/tax-api';
import { toCents, toDollars } from '../../../core/money';
import { isStateCode } from '../../../core/tax/states/state-codes';
import { percentOfPpm, ppmOfPercent } from '../../../core/tax/states/state-tax';
import { preferences } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { householdFields, householdOfYear } from './tax-household';

export type PreferencesRow = typeof preferences.$inferSelect;

/** The person's part of the tax profile: status, deduction override and last year's figures (every year's). */
export type PersonTaxProfile = Pick<
  TaxProfile,
  | 'filingStatus'
  | 'standardDeduction'
  | 'priorYearTotalTax'
  | 'priorYearAgi'
  | 'state'
  | 'nycResident'
  | 'ownStateTaxRate'
  | 'localIncomeTaxRate'
  | 'priorYearStateTax'
>;

const percentOrNull = (ppm: number | null) => (ppm === null ? null : percentOfPpm(ppm));
export const ppmOrNull = (percent: number | null) => (percent === null ? null : ppmOfPercent(percent));

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

export function toPersonTaxProfile(row: PreferencesRow): PersonTaxProfile {
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
    // A code the app no longer knows is not expected (the API refuses one), but it reads as no state chosen.
    state: row.state !== null && isStateCode(row.state) ? row.state : null,
    nycResident: row.nycResident,
    ownStateTaxRate: percentOrNull(row.ownStateTaxRatePpm),
    localIncomeTaxRate: percentOrNull(row.localIncomeTaxRatePpm),
    priorYearStateTax: orNull(row.priorYearStateTaxCents),
  };
}

/** The tax year a profile request means when it names none: the current calendar year. */
export const currentTaxYear = (): number => Number(localDate().slice(0, 4));

/** GET /api/tax/profile: the person's figures and the household of `year` (zeros when nothing was saved). */
export async function getTaxProfile(db: Executor, userId: string, year: number): Promise<TaxProfile> {
  // One after the other: `db` may be the transaction of a PUT.
  const row = await preferencesRow(db, userId);
  const household = await householdOfYear(db, userId, year);
  return { year, ...toPersonTaxProfile(row), ...householdFields(household) };
}

/** Saves the person's part of the profile (the household is saved by year, see save-tax-profile.ts). */
export async function savePersonTaxProfile(
  db: Executor,
  userId: string,
  profile: PersonTaxProfile,
): Promise<void> {
  await preferencesRow(db, userId);
  await db
    .update(preferences)
    .set({
      filingStatus: profile.filingStatus,
      deductionOverrideCents: profile.standardDeduction ? toCents(profile.standardDeduction.amount) : null,
      deductionOverrideYear: profile.standardDeduction?.year ?? null,
      deductionOverrideStatus: profile.standardDeduction?.filingStatus ?? null,
      priorYearTotalTaxCents: profile.priorYearTotalTax === null ? null : toCents(profile.priorYearTotalTax),
      priorYearAgiCents: profile.priorYearAgi === null ? null : toCents(profile.priorYearAgi),
      state: profile.state,
      nycResident: profile.nycResident,
      ownStateTaxRatePpm: ppmOrNull(profile.ownStateTaxRate),
      localIncomeTaxRatePpm: ppmOrNull(profile.localIncomeTaxRate),
      priorYearStateTaxCents: profile.priorYearStateTax === null ? null : toCents(profile.priorYearStateTax),
      // Saved from the set-up screen or the Tax page alike: the questions asked after sign-up are answered.
      taxSetupPending: false,
      updatedAt: new Date(),
    })
    .where(eq(preferences.userId, userId));
}
