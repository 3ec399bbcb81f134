import { toDollars } from '../../../core/money';
import { MILEAGE_CATEGORY } from '../../../core/tax/mileage';
import {
  UNCHOSEN_VEHICLE_METHOD,
  type VehicleMethodOutcome,
  type VehicleMethodOfTaxYear,
} from '../../../core/tax/vehicle-method';
import type { VehicleMethodInput } from '../../../core/tax/vehicle-method-input';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehicleMethod } from '../../db/schema';
import { compareVehicleMethodsForUser } from '../tax/compare-vehicle-methods';

const outcomeInDollars = (outcome: VehicleMethodOutcome) => ({
  deduction: toDollars(outcome.deductionCents),
  totalTax: toDollars(outcome.totalTaxCents),
});

/**
 * GET /api/trips/vehicle-method?year=: the year's car method, what it leaves out of the year's figures, and both
 * methods compared (what each deducts and the federal tax with each).
 */
export async function getVehicleMethod(
  db: Database,
  userId: string,
  year: number,
): Promise<VehicleMethodOfTaxYear> {
  const { figures, comparison, placedInService } = await compareVehicleMethodsForUser(db, userId, year);
  const { vehicle, mileageDeductionCents, tenthsOfMile } = figures;
  const use = vehicle.find((ofYear) => ofYear.year === year);
  const leftOut = use?.leftOut ?? [];
  const mileageLeftOut = leftOut.find((cost) => cost.category === MILEAGE_CATEGORY)?.totalCents ?? 0;
  return {
    year,
    method: use?.method ?? UNCHOSEN_VEHICLE_METHOD,
    chosen: use?.chosen ?? false,
    yearHasTrips: tenthsOfMile > 0,
    mileageDeduction: toDollars(mileageDeductionCents + mileageLeftOut),
    leftOut: leftOut.map((cost) => ({ category: cost.category, total: toDollars(cost.totalCents) })),
    // Said only where it changed what the car costs count, as in the year's other figures.
    ...(use?.businessUsePercent === undefined ? {} : { businessUsePercent: use.businessUsePercent }),
    comparison: {
      standard: outcomeInDollars(comparison.standard),
      actual: outcomeInDollars(comparison.actual),
      recommended: comparison.recommended,
      saving: toDollars(comparison.savingCents),
    },
    placedInService,
  };
}

/** PUT /api/trips/vehicle-method: the person's choice for one tax year (the latest choice wins). */
export async function saveVehicleMethod(
  db: Database,
  userId: string,
  { year, method }: VehicleMethodInput,
): Promise<VehicleMethodOfTaxYear> {
  await db
    .insert(vehicleMethod)
    .values({ userId, taxYear: year, method })
    .onConflictDoUpdate({
      target: [vehicleMethod.userId, vehicleMethod.taxYear],
      set: { method, updatedAt: new Date() },
    });
  return getVehicleMethod(db, userId, year);
}

/** Every tax year's saved choice, oldest first (the account export). */
export function listVehicleMethods(db: Database, userId: string) {
  return db
    .select({ year: vehicleMethod.taxYear, method: vehicleMethod.method })
    .from(vehicleMethod)
    .where(eq(vehicleMethod.userId, userId))
    .orderBy(asc(vehicleMethod.taxYear));
}
