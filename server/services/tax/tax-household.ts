import { and, asc, eq } from 'drizzle-orm';
import { toCents, toDollars } from '../../../core/money';
import { emptyHousehold, MAX_EITC_CHILDREN, type Household } from '../../../core/tax/household';
import type { HouseholdFields, SavedHouseholdFields } from '../../../core/tax/tax-api';
import { taxHousehold } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type HouseholdRow = typeof taxHousehold.$inferSelect;

export const toHousehold = (row: HouseholdRow): Household => ({
  w2WagesCents: row.w2WagesCents,
  w2WithholdingCents: row.w2WithholdingCents,
  spouseW2WagesCents: row.spouseW2WagesCents,
  spouseW2WithholdingCents: row.spouseW2WithholdingCents,
  otherIncomeCents: row.otherIncomeCents,
  seHealthInsuranceCents: row.seHealthInsuranceCents,
  retirementContributionsCents: row.retirementContributionsCents,
  homeOfficeSqFt: row.homeOfficeSqFt,
  itemizedDeductionsCents: row.itemizedDeductionsCents,
  childrenUnder17: row.childrenUnder17,
  otherDependents: row.otherDependents,
  eitcChildren: row.eitcChildren,
  investmentIncomeCents: row.investmentIncomeCents,
  eitcAgeEligible: row.eitcAgeEligible,
  stateWithholdingCents: row.stateWithholdingCents,
});

/** The API's dollar fields of a household in cents. */
export const householdFromFields = (fields: HouseholdFields): Household => ({
  w2WagesCents: toCents(fields.w2Wages),
  w2WithholdingCents: toCents(fields.w2Withholding),
  spouseW2WagesCents: toCents(fields.spouseW2Wages),
  spouseW2WithholdingCents: toCents(fields.spouseW2Withholding),
  otherIncomeCents: toCents(fields.otherIncome),
  seHealthInsuranceCents: toCents(fields.seHealthInsurance),
  retirementContributionsCents: toCents(fields.retirementContributions),
  homeOfficeSqFt: fields.homeOfficeSqFt,
  itemizedDeductionsCents: toCents(fields.itemizedDeductions),
  childrenUnder17: fields.childrenUnder17,
  otherDependents: fields.otherDependents,
  eitcChildren: fields.eitcChildren ?? Math.min(fields.childrenUnder17, MAX_EITC_CHILDREN),
  investmentIncomeCents: toCents(fields.investmentIncome),
  eitcAgeEligible: fields.eitcAgeEligible,
  stateWithholdingCents: toCents(fields.stateWithholding),
});

/** A household in cents as the API's dollar fields. */
export const householdFields = (household: Household): SavedHouseholdFields => ({
  w2Wages: toDollars(household.w2WagesCents),
  w2Withholding: toDollars(household.w2WithholdingCents),
  spouseW2Wages: toDollars(household.spouseW2WagesCents),
  spouseW2Withholding: toDollars(household.spouseW2WithholdingCents),
  otherIncome: toDollars(household.otherIncomeCents),
  seHealthInsurance: toDollars(household.seHealthInsuranceCents),
  retirementContributions: toDollars(household.retirementContributionsCents),
  homeOfficeSqFt: household.homeOfficeSqFt,
  itemizedDeductions: toDollars(household.itemizedDeductionsCents),
  childrenUnder17: household.childrenUnder17,
  otherDependents: household.otherDependents,
  eitcChildren: household.eitcChildren,
  investmentIncome: toDollars(household.investmentIncomeCents),
  eitcAgeEligible: household.eitcAgeEligible,
  stateWithholding: toDollars(household.stateWithholdingCents),
});

/** The user's household of a tax year in cents: all zero when nothing was saved for it. */
export async function householdOfYear(db: Executor, userId: string, year: number): Promise<Household> {
  const [row] = await db
    .select()
    .from(taxHousehold)
    .where(and(eq(taxHousehold.userId, userId), eq(taxHousehold.year, year)));
  return row ? toHousehold(row) : emptyHousehold;
}

/** Saves the user's household of a tax year, replacing what that year held. */
export async function saveHouseholdOfYear(
  db: Executor,
  userId: string,
  year: number,
  household: Household,
): Promise<void> {
  await db
    .insert(taxHousehold)
    .values({ userId, year, ...household })
    .onConflictDoUpdate({
      target: [taxHousehold.userId, taxHousehold.year],
      set: { ...household, updatedAt: new Date() },
    });
}

/** Every year's household the user saved, oldest year first, in dollars (the account export). */
export async function listHouseholds(
  db: Executor,
  userId: string,
): Promise<({ year: number } & SavedHouseholdFields)[]> {
  const rows = await db
    .select()
    .from(taxHousehold)
    .where(eq(taxHousehold.userId, userId))
    .orderBy(asc(taxHousehold.year));
  return rows.map((row) => ({ year: row.year, ...householdFields(toHousehold(row)) }));
}
