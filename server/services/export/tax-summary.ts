import { localDate } from '../../../core/dates';
import { taxSummaryText } from '../../../core/export/tax-summary';
import { MILEAGE_CATEGORY } from '../../../core/tax/mileage';
import { FIRST_TAX_YEAR } from '../../../core/tax/tables';
import { LAST_TAX_YEAR } from '../../../core/tax/tax-api';
import { statePlannerOfPayments } from '../../../core/tax/states/state-planner';
import { estimatesCentsForUser } from '../tax/estimate-for-user';
import { listPayments } from '../tax/planner';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { scheduleCCentsOfYear } from '../tax/schedule-c-cents';
import { householdOfYear } from '../tax/tax-household';

/**
 * The year's tax summary file, from the same totals as the dashboard and the tax estimate (the year's car method
 * applied: the trip log's deduction or the car's actual costs among the expenses; the meals' half that Schedule C
 * does not count shown, so the net is Schedule C line 29); 404 when the user has neither an item nor a trip in that year.
 */
export async function taxSummaryFor(db: Database, userId: string, year: number): Promise<string> {
  // Schedule C's figures (meals at 50 %), the same computation as the estimate's.
  const household = await householdOfYear(db, userId, year);
  const { scheduleC, figures } = await scheduleCCentsOfYear(db, userId, year, household.homeOfficeSqFt);
  const { totals, mileageDeductionCents, tenthsOfMile, tipsCents, vehicle } = figures;
  if (totals.length === 0 && tenthsOfMile === 0)
    throw new ApiError('not-found', `There are no items in ${year} to export.`);
  const ofYear = vehicle.find((use) => use.year === year);
  const mileageLeftOut = ofYear?.leftOut.find((cost) => cost.category === MILEAGE_CATEGORY)?.totalCents ?? 0;
  // The return with the household's figures, for the years the engine has a table for.
  const estimates =
    year >= FIRST_TAX_YEAR && year <= LAST_TAX_YEAR
      ? await estimatesCentsForUser(db, userId, { year })
      : undefined;
  const today = localDate();
  // The state's side as the planner counts it: its tax, withholding and the payments to that state.
  const state = estimates
    ? statePlannerOfPayments(estimates.state, await listPayments(db, userId, year), today)
    : undefined;
  return taxSummaryText(year, totals, today, {
    businessTenthsOfMile: tenthsOfMile,
    // The log's deduction at the standard rate, counted or (under actual costs) left out.
    mileageDeductionCents: mileageDeductionCents + mileageLeftOut,
    tipsCents,
    vehicle: ofYear,
    estimate: estimates?.estimate,
    state,
    mealsNotDeductible: scheduleC.notDeducted
      .filter((cost) => cost.kind === 'meals')
      .map(({ category, amountCents }) => ({ category, amountCents })),
  });
}
