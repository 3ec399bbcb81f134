import { calendarDate, localDate } from '../../../core/dates';
import { taxSummaryText } from '../../../core/export/tax-summary';
import { MILEAGE_CATEGORY } from '../../../core/tax/mileage';
import { FIRST_TAX_YEAR } from '../../../core/tax/tables';
import { LAST_TAX_YEAR } from '../../../core/tax/tax-api';
import { estimateCentsForUser } from '../tax/estimate-for-user';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { periodFigures } from '../period-totals';

/**
 * The year's tax summary file, from the same totals as the dashboard and the tax estimate (the year's car method
 * applied: the trip log's deduction or the car's actual costs among the expenses); 404 when the user has neither an item nor a trip in that year.
 */
export async function taxSummaryFor(db: Database, userId: string, year: number): Promise<string> {
  const range = { from: calendarDate(year, 1, 1), to: calendarDate(year, 12, 31) };
  const { totals, mileageDeductionCents, tenthsOfMile, tipsCents, vehicle } = await periodFigures(
    db,
    userId,
    range,
  );
  if (totals.length === 0 && tenthsOfMile === 0)
    throw new ApiError('not-found', `There are no items in ${year} to export.`);
  const ofYear = vehicle.find((use) => use.year === year);
  const mileageLeftOut = ofYear?.leftOut.find((cost) => cost.category === MILEAGE_CATEGORY)?.totalCents ?? 0;
  // Issue 19: the return with the household's figures, for the years the engine has a table for.
  const estimate =
    year >= FIRST_TAX_YEAR && year <= LAST_TAX_YEAR
      ? await estimateCentsForUser(db, userId, { year })
      : undefined;
  return taxSummaryText(year, totals, localDate(), {
    businessTenthsOfMile: tenthsOfMile,
    // The log's deduction at the standard rate, counted or (under actual costs) left out.
    mileageDeductionCents: mileageDeductionCents + mileageLeftOut,
    tipsCents,
    vehicle: ofYear,
    estimate,
  });
}
