import { calendarDate } from '../../../core/dates';
import { toDollars } from '../../../core/money';
import { MILEAGE_CATEGORY } from '../../../core/tax/mileage';
import { defaultVehicleMethod, type VehicleMethodOfTaxYear } from '../../../core/tax/vehicle-method';
import type { VehicleMethodInput } from '../../../core/tax/vehicle-method-input';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehicleMethod } from '../../db/schema';
import { periodFigures } from '../period-totals';

/** GET /api/trips/vehicle-method?year=: the year's car method and what it leaves out of the year's figures. */
export async function getVehicleMethod(
  db: Database,
  userId: string,
  year: number,
): Promise<VehicleMethodOfTaxYear> {
  const range = { from: calendarDate(year, 1, 1), to: calendarDate(year, 12, 31) };
  const { vehicle, mileageDeductionCents, tenthsOfMile } = await periodFigures(db, userId, range, {
    withTips: false,
  });
  const use = vehicle.find((ofYear) => ofYear.year === year);
  const leftOut = use?.leftOut ?? [];
  const mileageLeftOut = leftOut.find((cost) => cost.category === MILEAGE_CATEGORY)?.totalCents ?? 0;
  return {
    year,
    method: use?.method ?? defaultVehicleMethod(tenthsOfMile > 0),
    chosen: use?.chosen ?? false,
    yearHasTrips: tenthsOfMile > 0,
    mileageDeduction: toDollars(mileageDeductionCents + mileageLeftOut),
    leftOut: leftOut.map((cost) => ({ category: cost.category, total: toDollars(cost.totalCents) })),
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
