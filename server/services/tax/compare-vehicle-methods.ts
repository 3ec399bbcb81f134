import {
  carDeductionCents,
  compareVehicleMethods,
  vehicleMethods,
  type VehicleMethod,
  type VehicleMethodComparisonCents,
  type VehicleMethodOutcome,
} from '../../../core/tax/vehicle-method';
import type { Executor } from '../../db/transaction';
import {
  periodFiguresOfRows,
  periodFiguresSql,
  rowsOf,
  type FigureRow,
  type PeriodFigures,
} from '../period-totals';
import { estimateOfParts } from './estimate-for-user';
import { chosenLinesOf, scheduleCOfFigures, taxYearRange } from './schedule-c-cents';
import { householdOfYear } from './tax-household';
import { preferencesRow, toPersonTaxProfile } from './tax-profile';
import { vehicleUseRow } from './vehicle-use';

export interface VehicleMethodsCompared {
  /** The year's figures under its own method (the saved one, or actual costs while nothing is chosen). */
  figures: PeriodFigures;
  comparison: VehicleMethodComparisonCents;
  /** Schedule C line 43, null when not given. */
  placedInService: string | null;
}

/**
 * A tax year's car deduction and federal total tax under each method, from one reading of the year's figures: the
 * same path as the estimate (its Schedule C, tips, profile and household), once per method, so the comparison's
 * tax under the year's own method is the Tax page's. `db` may be a transaction: the statements run one after the
 * other.
 */
export async function compareVehicleMethodsForUser(
  db: Executor,
  userId: string,
  year: number,
): Promise<VehicleMethodsCompared> {
  const profile = toPersonTaxProfile(await preferencesRow(db, userId));
  const household = await householdOfYear(db, userId, year);
  const rows = await rowsOf<FigureRow>(db, periodFiguresSql(userId, taxYearRange(year)));
  const chosenLines = await chosenLinesOf(db, userId);
  const vehicleAnswers = await vehicleUseRow(db, userId, year);

  const outcomeOf = (method: VehicleMethod): VehicleMethodOutcome => {
    const figures = periodFiguresOfRows(rows, { year, method });
    const scheduleC = scheduleCOfFigures(year, figures, chosenLines, household.homeOfficeSqFt);
    const estimate = estimateOfParts({ year }, { profile, household, scheduleC, figures });
    return { deductionCents: carDeductionCents(figures.totals), totalTaxCents: estimate.totalTaxCents };
  };
  const [standard, actual] = vehicleMethods.map(outcomeOf) as [VehicleMethodOutcome, VehicleMethodOutcome];
  return {
    figures: periodFiguresOfRows(rows),
    comparison: compareVehicleMethods({ standard, actual }),
    placedInService: vehicleAnswers?.placedInService ?? null,
  };
}
