import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { calendarDate } from '../../../core/dates';
import type { VehicleUse, vehicleUseSchema } from '../../../core/tax/schedule-c-api';
import { milesOf } from '../../../core/trips';
import { vehicleUse } from '../../db/schema';
import type { Executor } from '../../db/transaction';

type VehicleUseRow = typeof vehicleUse.$inferSelect;

const toTenths = (miles: number | null) => (miles === null ? null : Math.round(miles * 10));
const fromTenths = (tenths: number | null) => (tenths === null ? null : milesOf(tenths));

/** Schedule C Part IV as the API sends it: the saved answers (null when not answered) and the log's miles. */
export function toVehicleUse(
  year: number,
  row: VehicleUseRow | undefined,
  businessTenthsOfMile: number,
): VehicleUse {
  return {
    year,
    placedInService: row?.placedInService ?? null,
    businessMiles: milesOf(businessTenthsOfMile),
    commutingMiles: fromTenths(row?.commutingTenthsOfMile ?? null),
    otherMiles: fromTenths(row?.otherTenthsOfMile ?? null),
    availableOffDuty: row?.availableOffDuty ?? null,
    anotherVehicle: row?.anotherVehicle ?? null,
    hasEvidence: row?.hasEvidence ?? null,
    evidenceWritten: row?.evidenceWritten ?? null,
  };
}

export async function vehicleUseRow(
  db: Executor,
  userId: string,
  year: number,
): Promise<VehicleUseRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicleUse)
    .where(and(eq(vehicleUse.userId, userId), eq(vehicleUse.taxYear, year)));
  return row;
}

/** Line 44a: the trip log's business miles of the tax year, in tenths. */
async function businessTenthsOfYear(db: Executor, userId: string, year: number): Promise<number> {
  const result: unknown = await db.execute(
    sql`select coalesce(sum("tenths_of_mile"), 0)::bigint as "tenths" from "trip" where "user_id" = ${userId} and "date" between ${calendarDate(year, 1, 1)} and ${calendarDate(year, 12, 31)}`,
  );
  return Number((result as { rows: { tenths: string | number }[] }).rows[0]!.tenths);
}

/** GET /api/tax/vehicle-use?year=: Part IV of the year. */
export async function getVehicleUse(db: Executor, userId: string, year: number): Promise<VehicleUse> {
  const row = await vehicleUseRow(db, userId, year);
  return toVehicleUse(year, row, await businessTenthsOfYear(db, userId, year));
}

/** PUT /api/tax/vehicle-use: the year's answers, replacing what the year held (miles stored in tenths). */
export async function saveVehicleUse(
  db: Executor,
  userId: string,
  input: z.output<typeof vehicleUseSchema>,
): Promise<VehicleUse> {
  const values = {
    placedInService: input.placedInService,
    commutingTenthsOfMile: toTenths(input.commutingMiles),
    otherTenthsOfMile: toTenths(input.otherMiles),
    availableOffDuty: input.availableOffDuty,
    anotherVehicle: input.anotherVehicle,
    hasEvidence: input.hasEvidence,
    evidenceWritten: input.evidenceWritten,
    updatedAt: new Date(),
  };
  await db
    .insert(vehicleUse)
    .values({ userId, taxYear: input.year, ...values })
    .onConflictDoUpdate({ target: [vehicleUse.userId, vehicleUse.taxYear], set: values });
  return getVehicleUse(db, userId, input.year);
}

/** Every tax year's saved Part IV answers, oldest first (the account export). */
export async function listVehicleUses(
  db: Executor,
  userId: string,
): Promise<Omit<VehicleUse, 'businessMiles'>[]> {
  const rows = await db
    .select()
    .from(vehicleUse)
    .where(eq(vehicleUse.userId, userId))
    .orderBy(asc(vehicleUse.taxYear));
  return rows.map((row) => {
    const { businessMiles, ...answers } = toVehicleUse(row.taxYear, row, 0);
    void businessMiles;
    return answers;
  });
}
