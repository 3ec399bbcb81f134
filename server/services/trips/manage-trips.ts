import { and, desc, eq, sql } from 'drizzle-orm';
import { calendarDate } from '../../../core/dates';
import { toDollars } from '../../../core/money';
import { mileageDeductionOfMonths } from '../../../core/tax/mileage';
import {
  milesOf,
  tripMessages,
  type NewTrip,
  type Trip,
  type TripPatch,
  type TripYear,
} from '../../../core/trips';
import type { Database } from '../../db/client';
import { trip } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { toTrip, type TripRow } from './trip-row';
import { isOwnShift } from '../earnings/manage-shifts';

/** The user's trips of one calendar year, newest first (then the latest logged first). */
export function tripRowsOfYear(db: Executor, userId: string, year: number): Promise<TripRow[]> {
  return db
    .select()
    .from(trip)
    .where(
      and(
        eq(trip.userId, userId),
        sql`${trip.date} between ${calendarDate(year, 1, 1)} and ${calendarDate(year, 12, 31)}`,
      ),
    )
    .orderBy(desc(trip.date), desc(trip.createdAt), desc(trip.id));
}

/**
 * The year's business miles and their deduction, as period-totals and the tax estimate figure it: miles summed
 * by month, times each month's rate, rounded once per rate (not the sum of the trips' rounded deductions).
 */
export function yearTotalsOf(rows: readonly TripRow[]): { tenthsOfMile: number; deductionCents: number } {
  const byMonth = new Map<string, number>();
  for (const row of rows) {
    const month = `${row.date.slice(0, 7)}-01`;
    byMonth.set(month, (byMonth.get(month) ?? 0) + row.tenthsOfMile);
  }
  return {
    tenthsOfMile: rows.reduce((sum, row) => sum + row.tenthsOfMile, 0),
    deductionCents: mileageDeductionOfMonths(
      [...byMonth].map(([month, tenthsOfMile]) => ({ month, tenthsOfMile })),
    ),
  };
}

/** GET /api/trips?year=: the year's trips and totals. */
export async function listTripsOfYear(db: Database, userId: string, year: number): Promise<TripYear> {
  const rows = await tripRowsOfYear(db, userId, year);
  const totals = yearTotalsOf(rows);
  return {
    year,
    trips: rows.map(toTrip),
    totals: {
      trips: rows.length,
      miles: milesOf(totals.tenthsOfMile),
      deduction: toDollars(totals.deductionCents),
    },
  };
}

/** Every trip of the user, oldest first (the account export). */
export async function allTrips(db: Executor, userId: string): Promise<Trip[]> {
  const rows = await db.select().from(trip).where(eq(trip.userId, userId)).orderBy(trip.date, trip.createdAt);
  return rows.map(toTrip);
}

/** Refuses a trip tied to a shift that is not the person's (or no longer exists). */
async function refuseOthersShift(db: Executor, userId: string, shiftId: string | null | undefined) {
  if (shiftId && !(await isOwnShift(db, userId, shiftId)))
    throw new ApiError('validation-failed', 'Some fields are not valid.', {
      shiftId: tripMessages.shiftNotFound,
    });
}

export async function createTrip(db: Database, userId: string, input: NewTrip): Promise<Trip> {
  await refuseOthersShift(db, userId, input.shiftId);
  const [row] = await db
    .insert(trip)
    .values({ userId, ...input })
    .returning();
  return toTrip(row!);
}

export async function updateTrip(db: Database, userId: string, id: string, patch: TripPatch): Promise<Trip> {
  await refuseOthersShift(db, userId, patch.shiftId);
  const [row] = await db
    .update(trip)
    .set(patch)
    .where(and(eq(trip.id, id), eq(trip.userId, userId)))
    .returning();
  if (!row) throw new ApiError('not-found', tripMessages.notFound);
  return toTrip(row);
}

export async function deleteTrip(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(trip)
    .where(and(eq(trip.id, id), eq(trip.userId, userId)))
    .returning({ id: trip.id });
  if (deleted.length === 0) throw new ApiError('not-found', tripMessages.notFound);
}
