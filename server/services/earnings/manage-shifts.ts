import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { addDays } from '../../../core/dates';
import { minutesBetween, type LocalDateTime } from '../../../core/earnings/local-time';
import {
  shiftMessages,
  shiftTimeIssues,
  type Shift,
  type ShiftFields,
  type ShiftPatch,
  type ShiftPeriod,
} from '../../../core/earnings/shifts';
import type { Database } from '../../db/client';
import { shift } from '../../db/schema';
import type { Executor } from '../../db/transaction';
import { ApiError, validationFailed } from '../../http/api-error';

type ShiftRow = typeof shift.$inferSelect;

/** PostgreSQL's 'YYYY-MM-DD HH:MM:SS' as the API's 'YYYY-MM-DDTHH:MM'. */
export const toLocal = (stored: string): LocalDateTime => `${stored.slice(0, 10)}T${stored.slice(11, 16)}`;

function toShift(row: ShiftRow, tripTenths = 0): Shift {
  return {
    id: row.id,
    platform: row.platform,
    start: toLocal(row.startLocal),
    end: toLocal(row.endLocal),
    minutes: row.minutes,
    activeMinutes: row.activeMinutes,
    miles: row.tenthsOfMile === null ? null : row.tenthsOfMile / 10,
    timeZone: row.timeZone,
    tripMiles: tripTenths / 10,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (fields: ShiftFields) => ({
  platform: fields.platform,
  startLocal: fields.start,
  endLocal: fields.end,
  timeZone: fields.timeZone,
  minutes: minutesBetween(fields.start, fields.end, fields.timeZone),
  activeMinutes: fields.activeMinutes,
  tenthsOfMile: fields.tenthsOfMile,
});

/** '2026-11-28T09:00' → '2026-11-28 09:00' in a message. */
const shown = (local: LocalDateTime) => local.replace('T', ' ');

/**
 * Refuses a shift that overlaps another of the same platform (two platforms at once is multi-apping, and real).
 * The person's shifts are written one at a time, so two requests cannot both pass the check.
 */
async function refuseOverlap(tx: Executor, userId: string, fields: ShiftFields, exceptId: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shift:${userId}`}))`);
  const [other] = await tx
    .select({ startLocal: shift.startLocal, endLocal: shift.endLocal })
    .from(shift)
    .where(
      and(
        eq(shift.userId, userId),
        eq(shift.platform, fields.platform),
        lt(shift.startLocal, fields.end),
        sql`${shift.endLocal} > ${fields.start}`,
        exceptId === null ? undefined : ne(shift.id, exceptId),
      ),
    )
    .limit(1);
  if (other)
    throw new ApiError('validation-failed', 'Some fields are not valid.', {
      start: shiftMessages.overlaps(
        fields.platform,
        shown(toLocal(other.startLocal)),
        shown(toLocal(other.endLocal)),
      ),
    });
}

/** POST /api/shifts. */
export async function createShift(db: Database, userId: string, fields: ShiftFields): Promise<Shift> {
  return db.transaction(async (tx) => {
    await refuseOverlap(tx, userId, fields, null);
    const [row] = await tx
      .insert(shift)
      .values({ userId, ...columnsOf(fields) })
      .returning();
    return toShift(row!);
  });
}

/** PATCH /api/shifts/:id: the change merged with what was saved, checked as a whole. */
export async function updateShift(
  db: Database,
  userId: string,
  id: string,
  patch: ShiftPatch,
): Promise<Shift> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .select()
      .from(shift)
      .where(and(eq(shift.id, id), eq(shift.userId, userId)))
      .for('update');
    if (!saved) throw new ApiError('not-found', shiftMessages.notFound);
    const fields: ShiftFields = {
      platform: saved.platform,
      start: toLocal(saved.startLocal),
      end: toLocal(saved.endLocal),
      activeMinutes: saved.activeMinutes,
      tenthsOfMile: saved.tenthsOfMile,
      timeZone: saved.timeZone,
      ...patch,
    };
    const issues = shiftTimeIssues(fields);
    if (issues.length > 0)
      throw validationFailed({ issues: issues.map(({ field, message }) => ({ path: [field], message })) });
    await refuseOverlap(tx, userId, fields, id);
    const [row] = await tx
      .update(shift)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(and(eq(shift.id, id), eq(shift.userId, userId)))
      .returning();
    const [trips] = await tx
      .select({ tenths: tripTenthsOfShift(userId) })
      .from(shift)
      .where(eq(shift.id, id));
    return toShift(row!, Number(trips?.tenths ?? 0));
  });
}

/** DELETE /api/shifts/:id: its trips stay in the mileage log, no longer tied to it. */
export async function deleteShift(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(shift)
    .where(and(eq(shift.id, id), eq(shift.userId, userId)))
    .returning({ id: shift.id });
  if (deleted.length === 0) throw new ApiError('not-found', shiftMessages.notFound);
}

/**
 * The miles of a shift's trips, as a column of a query of shifts. The names are written out whole: inside a select
 * list drizzle names a column without its table, and "id" would be the trip's own.
 */
export const tripTenthsOfShift = (userId: string) =>
  sql<
    string | null
  >`(select sum("trip"."tenths_of_mile") from "trip" where "trip"."shift_id" = "shift"."id" and "trip"."user_id" = ${userId})`;

/** The shifts that started in a period, newest first, with their trips' miles. */
export async function shiftsOfPeriod(db: Executor, userId: string, period: ShiftPeriod): Promise<Shift[]> {
  const rows = await db
    .select({
      shift,
      tripTenths: tripTenthsOfShift(userId),
    })
    .from(shift)
    .where(
      and(
        eq(shift.userId, userId),
        gte(shift.startLocal, period.from),
        lt(shift.startLocal, addDays(period.to, 1)),
      ),
    )
    .orderBy(desc(shift.startLocal), desc(shift.id));
  return rows.map((row) => toShift(row.shift, Number(row.tripTenths ?? 0)));
}

/** Every shift of the user, oldest first (the account export). */
export async function allShifts(db: Executor, userId: string): Promise<Shift[]> {
  const rows = await db
    .select()
    .from(shift)
    .where(eq(shift.userId, userId))
    .orderBy(shift.startLocal, shift.id);
  return rows.map((row) => toShift(row));
}

/** Whether a shift is the user's (a trip may be tied only to one's own shift). */
export async function isOwnShift(db: Executor, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shift.id })
    .from(shift)
    .where(and(eq(shift.id, id), eq(shift.userId, userId)));
  return row !== undefined;
}
