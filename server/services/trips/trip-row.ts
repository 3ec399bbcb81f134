import { toDollars } from '../../../core/money';
import { mileageDeductionCents, mileageRateOn } from '../../../core/tax/mileage';
import { milesOf, type Trip } from '../../../core/trips';
import type { trip } from '../../db/schema';

export type TripRow = typeof trip.$inferSelect;

/** A stored trip as the API sends it: miles, the rate of its date and its own deduction in dollars. */
export function toTrip(row: TripRow): Trip {
  const rate = mileageRateOn(row.date);
  return {
    id: row.id,
    date: row.date,
    miles: milesOf(row.tenthsOfMile),
    startOdometer: row.startOdometerTenths === null ? null : milesOf(row.startOdometerTenths),
    endOdometer: row.endOdometerTenths === null ? null : milesOf(row.endOdometerTenths),
    purpose: row.purpose,
    platform: row.platform,
    shiftId: row.shiftId,
    rateCentsPerMile: rate?.centsPerMile ?? 0,
    rateProvisional: rate?.provisional ?? false,
    deduction: toDollars(mileageDeductionCents(row.tenthsOfMile, row.date)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
