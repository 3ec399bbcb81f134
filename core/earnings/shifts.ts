import { z } from 'zod';
import { addDays, daysBetween, type CalendarDate } from '../dates';
import { calendarDateSchema, itemMessages, LATEST_DATE, NO_NUL } from '../items';
import { FIRST_TRIP_DATE, parseTenths } from '../trips';
import { platformOf } from '../tax/platforms';
import { dateOfLocal, isLocalDateTime, isTimeZone, minutesBetween, type LocalDateTime } from './local-time';
import { formatCount } from '../format';

// A shift is a stretch of work for one platform: when it started and ended on the person's own clock, how much of it
// was on a trip or an order (active time), and the miles driven. What the platform paid for it comes from the items
// recorded (docs/api.md "Earnings").

export const SHIFT_PLATFORM_MAX_LENGTH = 64;
/** A day: longer is a typing slip, not a shift. */
export const SHIFT_MAX_MINUTES = 24 * 60;
/** 24 hours at highway speed. */
export const SHIFT_MILES_MAX = 2_000;
/** The longest period the earnings are figured for at once: a year, leap day included. */
export const EARNINGS_MAX_DAYS = 366;
/** The week grid looks back this many days, today included. */
export const WEEK_GRID_DAYS = 90;
/** The highest net-per-hour target a person can set, in dollars. */
export const TARGET_MAX_DOLLARS = 1_000;

export const shiftMessages = {
  platformRequired: 'Platform is required',
  platformTooLong: `Platform must be at most ${SHIFT_PLATFORM_MAX_LENGTH} characters`,
  startRequired: 'Enter when the shift started',
  endRequired: 'Enter when the shift ended',
  dateTimeInvalid: 'Enter a date and time like 2026-11-28T09:00',
  beforeRates: 'Shifts before 2022 cannot be logged: GigTally has no mileage rate for them',
  afterLatest: `Shifts after ${LATEST_DATE} cannot be logged`,
  endNotAfterStart: 'The shift must end after it starts',
  tooLong: 'A shift can be at most 24 hours',
  activeNotWhole: 'Active time must be a whole number of minutes',
  activeNegative: 'Active time cannot be negative',
  activeLongerThanShift: 'Active time cannot be longer than the shift',
  milesNotNumber: 'Miles must be a number',
  milesNegative: 'Miles cannot be negative',
  milesDecimals: 'Miles can have at most 1 decimal place',
  milesTooMany: `Miles must be at most ${formatCount(SHIFT_MILES_MAX)}`,
  timeZoneInvalid: 'Time zone must be a name such as America/Chicago',
  nothingToUpdate: itemMessages.nothingToUpdate,
  notFound: 'This shift was not found. It may have been deleted.',
  deleteConfirm: 'Are you sure you want to delete this shift?',
  periodBackwards: 'The end of the period must not be before its start',
  periodTooLong: `Choose a period of at most ${EARNINGS_MAX_DAYS} days`,
  targetInvalid: `The target must be an amount from $0.01 to $${formatCount(TARGET_MAX_DOLLARS)} an hour, with at most 2 decimals`,
  overlaps: (platform: string, start: string, end: string) =>
    `This overlaps your ${platform} shift from ${start} to ${end}`,
};

/** 'Uber' → 'Uber', 'uber eats' → 'Uber', 'My catering' → 'My catering': the platform as the 1099s name it. */
const platformSchema = z
  .string({ error: shiftMessages.platformRequired })
  .trim()
  .min(1, shiftMessages.platformRequired)
  .max(SHIFT_PLATFORM_MAX_LENGTH, shiftMessages.platformTooLong)
  .regex(NO_NUL, itemMessages.textNul)
  .transform(platformOf);

const localDateTimeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isLocalDateTime, shiftMessages.dateTimeInvalid)
    .refine((local) => dateOfLocal(local) >= FIRST_TRIP_DATE, shiftMessages.beforeRates)
    .refine((local) => dateOfLocal(local) <= LATEST_DATE, shiftMessages.afterLatest);

const activeMinutesSchema = z
  .number({ error: shiftMessages.activeNotWhole })
  .int(shiftMessages.activeNotWhole)
  .min(0, shiftMessages.activeNegative)
  .max(SHIFT_MAX_MINUTES, shiftMessages.activeLongerThanShift);

const milesProblems = {
  notNumber: shiftMessages.milesNotNumber,
  negative: shiftMessages.milesNegative,
  decimals: shiftMessages.milesDecimals,
} as const;

/** Miles as the form's text or the API's number, in whole tenths (0 is allowed: a shift on foot or by bike). */
const milesSchema = z
  .union([z.number(), z.string()], { error: shiftMessages.milesNotNumber })
  .transform((value, ctx) => {
    const parsed = parseTenths(value);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: milesProblems[parsed.problem] });
      return z.NEVER;
    }
    if (parsed.tenths > SHIFT_MILES_MAX * 10) {
      ctx.addIssue({ code: 'custom', message: shiftMessages.milesTooMany });
      return z.NEVER;
    }
    return parsed.tenths;
  });

const timeZoneSchema = z
  .string({ error: shiftMessages.timeZoneInvalid })
  .refine(isTimeZone, shiftMessages.timeZoneInvalid);

/** A shift's fields as they are kept: miles in tenths, the zone it was typed in when the browser said. */
export interface ShiftFields {
  platform: string;
  start: LocalDateTime;
  end: LocalDateTime;
  activeMinutes: number | null;
  tenthsOfMile: number | null;
  timeZone: string | null;
}

/**
 * What is wrong with a whole shift's times, under the field it belongs to: an end not after the start, a shift over
 * 24 hours, active time longer than the shift. Checked again after a change merges with what was saved.
 */
export function shiftTimeIssues(shift: ShiftFields): { field: 'end' | 'activeMinutes'; message: string }[] {
  const minutes = minutesBetween(shift.start, shift.end, shift.timeZone);
  if (minutes <= 0) return [{ field: 'end', message: shiftMessages.endNotAfterStart }];
  if (minutes > SHIFT_MAX_MINUTES) return [{ field: 'end', message: shiftMessages.tooLong }];
  if (shift.activeMinutes !== null && shift.activeMinutes > minutes)
    return [{ field: 'activeMinutes', message: shiftMessages.activeLongerThanShift }];
  return [];
}

/** POST /api/shifts and the Log a shift form. */
export const newShiftSchema = z
  .object({
    platform: platformSchema,
    start: localDateTimeSchema(shiftMessages.startRequired),
    end: localDateTimeSchema(shiftMessages.endRequired),
    activeMinutes: activeMinutesSchema.nullish(),
    miles: milesSchema.nullish(),
    timeZone: timeZoneSchema.nullish(),
  })
  .transform(({ miles, activeMinutes, timeZone, ...shift }): ShiftFields => ({
    ...shift,
    activeMinutes: activeMinutes ?? null,
    tenthsOfMile: miles ?? null,
    timeZone: timeZone ?? null,
  }))
  .superRefine((shift, ctx) => {
    for (const { field, message } of shiftTimeIssues(shift))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type NewShiftInput = z.input<typeof newShiftSchema>;

/** PATCH /api/shifts/:id: any of the fields, at least one; null clears active time, miles or the zone. */
export const shiftPatchSchema = z
  .object({
    platform: platformSchema.optional(),
    start: localDateTimeSchema(shiftMessages.startRequired).optional(),
    end: localDateTimeSchema(shiftMessages.endRequired).optional(),
    activeMinutes: activeMinutesSchema.nullish(),
    miles: milesSchema.nullish(),
    timeZone: timeZoneSchema.nullish(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), shiftMessages.nothingToUpdate)
  .transform(({ miles, ...patch }): Partial<ShiftFields> => {
    const fields: Partial<ShiftFields> = {};
    if (patch.platform !== undefined) fields.platform = patch.platform;
    if (patch.start !== undefined) fields.start = patch.start;
    if (patch.end !== undefined) fields.end = patch.end;
    if (patch.activeMinutes !== undefined) fields.activeMinutes = patch.activeMinutes;
    if (miles !== undefined) fields.tenthsOfMile = miles;
    if (patch.timeZone !== undefined) fields.timeZone = patch.timeZone;
    return fields;
  });
export type ShiftPatch = z.output<typeof shiftPatchSchema>;

export const shiftIdParamSchema = z.object({ id: z.uuid({ error: shiftMessages.notFound }) });

/** A period of calendar dates, both ends included, at most `maxDays` long. */
const periodSchema = (maxDays: number) =>
  z
    .object({ from: calendarDateSchema, to: calendarDateSchema })
    .refine(({ from, to }) => to >= from, { path: ['to'], message: shiftMessages.periodBackwards })
    .refine(({ from, to }) => to < from || daysBetween(from, to) < maxDays, {
      path: ['to'],
      message: shiftMessages.periodTooLong,
    });

/** GET /api/shifts?from&to: the shifts that started in the period. */
export const shiftPeriodQuerySchema = periodSchema(EARNINGS_MAX_DAYS);
/** GET /api/earnings?from&to. */
export const earningsQuerySchema = periodSchema(EARNINGS_MAX_DAYS);
export type ShiftPeriod = z.output<typeof shiftPeriodQuerySchema>;

/** GET /api/earnings/hours?to: the week grid of the WEEK_GRID_DAYS days that end on `to` (the person's today). */
export const weekGridQuerySchema = z.object({ to: calendarDateSchema });

/** The days the week grid covers, ending on `to`. */
export const weekGridPeriod = (to: CalendarDate) => ({ from: addDays(to, -(WEEK_GRID_DAYS - 1)), to });

/** PUT /api/earnings/target: the net pay an hour the person aims for, or null to clear it. */
export const earningsTargetSchema = z.object({
  netPerHour: z
    .number({ error: shiftMessages.targetInvalid })
    .min(0.01, shiftMessages.targetInvalid)
    .max(TARGET_MAX_DOLLARS, shiftMessages.targetInvalid)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, shiftMessages.targetInvalid)
    .nullable(),
});

/** A shift as the API sends it. */
export interface Shift {
  id: string;
  platform: string;
  start: LocalDateTime;
  end: LocalDateTime;
  /** How long it lasted, in minutes (with its zone, what really passed). */
  minutes: number;
  activeMinutes: number | null;
  /** The shift's own miles; null when none were entered (its trips' miles count then). */
  miles: number | null;
  timeZone: string | null;
  /** The miles of the trips in the mileage log tied to this shift. */
  tripMiles: number;
  createdAt: string;
  updatedAt: string;
}
