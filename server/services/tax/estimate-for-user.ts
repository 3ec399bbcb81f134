import { toCents } from '../../../core/money';
import { estimateTax, type TaxEstimate } from '../../../core/tax/estimate';
import { filingStatusLabels, taxTableFor, type FilingStatus } from '../../../core/tax/tables';
import { dollarize, type TaxEstimateQuery, type TaxEstimateResponse } from '../../../core/tax/tax-api';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/transaction';
import { scheduleCOfFigures } from './schedule-c-cents';
import { yearPartsOf, type YearParts } from './estimate-parts';
import { ppmOrNull, toPersonTaxProfile, type PersonTaxProfile } from './tax-profile';
import type { Household } from '../../../core/tax/household';
import type { VehicleMethodOfYear } from '../../../core/tax/vehicle-method';
import type { ScheduleCCents } from '../../../core/tax/schedule-c';
import type { PeriodFigures } from '../period-totals';
import { estimateStateTax, type StateEstimate } from '../../../core/tax/states/state-estimate';
import { figuredStateOf } from '../../../core/tax/states/figured-states';

/** The saved deduction applies only to the year and status it was entered for; otherwise the default. */
export function savedDeductionCents(
  profile: Pick<PersonTaxProfile, 'standardDeduction'>,
  year: number,
  status: FilingStatus,
): number | undefined {
  const saved = profile.standardDeduction;
  return saved && saved.year === year && saved.filingStatus === status ? toCents(saved.amount) : undefined;
}

/**
 * The engine's estimate in cents from the user's items, trips and tips of the year (under the year's car method),
 * with their profile where the query is silent and the household saved for the year (or `household`, one about to
 * be saved); and that car method with what it left out.
 */
async function estimateWithVehicleMethod(
  db: Executor,
  userId: string,
  query: TaxEstimateQuery,
  household?: Household,
): Promise<{ estimate: TaxEstimate; state: StateEstimate | null; vehicle: VehicleMethodOfYear[] }> {
  const parts = await yearPartsOf(db, userId, query.year, household);
  const { estimate, state } = estimatesOfYearParts(query, parts);
  return { estimate, state, vehicle: parts.figures.vehicle };
}

/**
 * The year's federal estimate and its state part from what was read. The business's income and expenses are taken
 * as Schedule C counts them (meals at 50 %), so that the estimate's net profit is Schedule C line 31;
 * `extraIncomeCents` adds income to it (what the next dollars of profit would cost in tax).
 */
export function estimatesOfYearParts(
  query: TaxEstimateQuery,
  parts: YearParts,
  extraIncomeCents = 0,
): { estimate: TaxEstimate; state: StateEstimate | null } {
  const profile = toPersonTaxProfile(parts.preferences);
  const scheduleC = scheduleCOfFigures(
    query.year,
    parts.figures,
    parts.chosenLines,
    parts.household.homeOfficeSqFt,
  );
  const estimate = estimateOfParts(query, {
    profile,
    household: parts.household,
    scheduleC: { ...scheduleC, grossIncomeCents: scheduleC.grossIncomeCents + extraIncomeCents },
    figures: parts.figures,
  });
  return { estimate, state: stateEstimateOf(estimate, profile, parts.household) };
}

/**
 * The state part of the year's estimate for the person's state, from the federal figures; null until they
 * choose a state.
 */
export function stateEstimateOf(
  federal: TaxEstimate,
  profile: PersonTaxProfile,
  household: Household,
): StateEstimate | null {
  if (profile.state === null) return null;
  return estimateStateTax(
    {
      year: federal.year,
      filingStatus: federal.filingStatus,
      federal,
      household,
      profile: {
        state: profile.state,
        nycResident: profile.nycResident,
        ownStateRatePpm: ppmOrNull(profile.ownStateTaxRate),
        localRatePpm: ppmOrNull(profile.localIncomeTaxRate),
      },
      withholdingCents: household.stateWithholdingCents,
      priorYearTaxCents: profile.priorYearStateTax === null ? null : toCents(profile.priorYearStateTax),
      priorYearAgiCents: profile.priorYearAgi === null ? null : toCents(profile.priorYearAgi),
    },
    figuredStateOf(profile.state),
  );
}

/** What an estimate is computed from, read from the database by the caller. */
export interface EstimateParts {
  profile: PersonTaxProfile;
  household: Household;
  scheduleC: ScheduleCCents;
  figures: PeriodFigures;
}

/**
 * The engine's estimate from what was read: the year's Schedule C, its tips and mileage, the person's profile where
 * the query is silent, and the year's household, so that the dashboard can read them in fewer statements.
 */
export function estimateOfParts(
  query: TaxEstimateQuery,
  { profile, household, scheduleC, figures }: EstimateParts,
): TaxEstimate {
  const year = query.year;
  const status = query.filingStatus ?? profile.filingStatus;
  const { tipsCents, mileageDeductionCents } = figures;
  const priorYear =
    profile.priorYearTotalTax !== null && profile.priorYearAgi !== null
      ? { totalTaxCents: toCents(profile.priorYearTotalTax), agiCents: toCents(profile.priorYearAgi) }
      : undefined;
  return estimateTax({
    year,
    filingStatus: status,
    incomeCents: scheduleC.grossIncomeCents,
    expensesCents: scheduleC.totalExpensesCents,
    tipsCents,
    mileageDeductionCents,
    standardDeductionCents:
      query.standardDeduction === undefined
        ? savedDeductionCents(profile, year, status)
        : toCents(query.standardDeduction),
    priorYear,
    household,
  });
}

/**
 * The engine's estimate in cents for the user's year (the planner and the reminders build on it); with
 * `household`, the estimate that household would give (checked before it is saved).
 */
export async function estimateCentsForUser(
  db: Executor,
  userId: string,
  query: TaxEstimateQuery,
  household?: Household,
): Promise<TaxEstimate> {
  return (await estimateWithVehicleMethod(db, userId, query, household)).estimate;
}

/** The year's federal estimate and its state part, in cents (the planner and the reminders). */
export async function estimatesCentsForUser(
  db: Executor,
  userId: string,
  query: TaxEstimateQuery,
): Promise<{ estimate: TaxEstimate; state: StateEstimate | null }> {
  const { estimate, state } = await estimateWithVehicleMethod(db, userId, query);
  return { estimate, state };
}

/** GET /api/tax/estimate: the estimate in dollars, with its source and the status's label. */
export async function estimateForUser(
  db: Database,
  userId: string,
  query: TaxEstimateQuery,
): Promise<TaxEstimateResponse> {
  const { estimate, state, vehicle } = await estimateWithVehicleMethod(db, userId, query);
  return {
    ...dollarize(estimate),
    state: state === null ? null : dollarize(state),
    vehicle: dollarize(vehicle),
    source: taxTableFor(query.year).source,
    filingStatusLabel: filingStatusLabels[estimate.filingStatus],
  };
}
