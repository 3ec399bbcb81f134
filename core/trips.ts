import { z } from 'zod';
import { calendarDateSchema, itemMessages, LATEST_DATE, NO_NUL } from './items';
import { mileageRateOn } from './tax/mileage';

// The mileage log. The trip table (server/db/schema.ts) keeps miles in tenths, as odometers show them.
export const TRIP_MILES_MAX = 10_000;
export const ODOMETER_MAX = 9_999_999.9;
export const TRIP_PURPOSE_MAX_LENGTH = 200;
export const TRIP_PLATFORM_MAX_LENGTH = 64;
/** The first day of our mileage-rate table (docs/tax-tables.md starts with 2022). */
export const FIRST_TRIP_DATE = '2022-01-01';
export const FIRST_TRIP_YEAR = 2022;
export const LAST_TRIP_YEAR = Number(LATEST_DATE.slice(0, 4));

/** Suggestions for the Platform field; any other text is taken too. */
export const tripPlatforms = [
  'Uber',
  'Lyft',
  'DoorDash',
  'Uber Eats',
  'Instacart',
  'Grubhub',
  'Amazon Flex',
  'Other',
] as const;

export const tripMessages = {
  distanceRequired: 'Enter the miles, or the start and end odometer readings',
  milesNotNumber: 'Miles must be a number',
  milesNotPositive: 'Miles must be more than 0',
  milesDecimals: 'Miles can have at most 1 decimal place',
  milesTooMany: 'Miles must be at most 10,000',
  milesAndOdometer: 'Enter the miles or the odometer readings, not both',
  odometerNotNumber: 'The odometer reading must be a number',
  odometerNegative: 'The odometer reading must not be negative',
  odometerDecimals: 'The odometer reading can have at most 1 decimal place',
  odometerTooLarge: 'The odometer reading must be at most 9,999,999.9',
  startOdometerRequired: 'Enter the start reading',
  endOdometerRequired: 'Enter the end reading',
  endNotAfterStart: 'The end reading must be more than the start reading',
  odometerTripTooLong: 'A trip can be at most 10,000 miles (end reading minus start reading)',
  purposeRequired: 'Purpose is required',
  purposeTooLong: `Purpose must be at most ${TRIP_PURPOSE_MAX_LENGTH} characters`,
  platformTooLong: `Platform must be at most ${TRIP_PLATFORM_MAX_LENGTH} characters`,
  dateBeforeRates: 'Trips before 2022 cannot be logged: GigTally has no mileage rate for them',
  yearInvalid: `Year must be a year from ${FIRST_TRIP_YEAR} to ${LAST_TRIP_YEAR}`,
  nothingToUpdate: itemMessages.nothingToUpdate,
  notFound: 'This trip was not found. It may have been deleted.',
  shiftNotFound: 'This shift was not found. It may have been deleted.',
  deleteConfirm: 'Are you sure you want to delete this trip?',
} as const;

type Problem = 'notNumber' | 'negative' | 'decimals';

const thousands = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const plainDecimal = /^(\d+\.?\d*|\.\d+)$/;

/**
 * A distance or odometer reading, as the form's text ('1,234.5') or the API's number, in whole tenths; the text is
 * read digit by digit so that no float rounding can move a tenth.
 */
export function parseTenths(value: number | string): { tenths: number } | { problem: Problem } {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { problem: 'notNumber' };
    if (value < 0) return { problem: 'negative' };
    const tenths = Math.round(value * 10);
    return Math.abs(value * 10 - tenths) < 1e-6 ? { tenths } : { problem: 'decimals' };
  }
  let text = value.trim();
  if (text.startsWith('-') && (plainDecimal.test(text.slice(1)) || thousands.test(text.slice(1))))
    return { problem: 'negative' };
  if (thousands.test(text)) text = text.replaceAll(',', '');
  if (!plainDecimal.test(text)) return { problem: 'notNumber' };
  const [whole = '', fraction = ''] = text.split('.');
  if (/[1-9]/.test(fraction.slice(1))) return { problem: 'decimals' };
  return { tenths: Number(whole || '0') * 10 + Number(fraction.charAt(0) || '0') };
}

/** Tenths of a mile as a JSON number of miles (1204 -> 120.4). */
export const milesOf = (tenths: number) => tenths / 10;

/** An input that may be left out: undefined, null and blank text all mean "not given". */
const given = (value: unknown): value is number | string =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');

const distanceInput = (notNumber: string) =>
  z.union([z.number(), z.string()], { error: notNumber }).nullish();

const purposeSchema = z
  .string({ error: tripMessages.purposeRequired })
  .trim()
  .min(1, tripMessages.purposeRequired)
  .max(TRIP_PURPOSE_MAX_LENGTH, tripMessages.purposeTooLong)
  .regex(NO_NUL, itemMessages.textNul);

const platformSchema = z
  .string({ error: tripMessages.platformTooLong })
  .trim()
  .max(TRIP_PLATFORM_MAX_LENGTH, tripMessages.platformTooLong)
  .regex(NO_NUL, itemMessages.textNul);

/** The shift a trip was driven in: one of the person's own (checked when it is saved). */
const shiftIdSchema = z.uuid({ error: tripMessages.shiftNotFound });

/** A calendar date from 2022 on: earlier trips have no rate in our table. */
export const tripDateSchema = calendarDateSchema.refine(
  (date) => date >= FIRST_TRIP_DATE,
  tripMessages.dateBeforeRates,
);

const distanceFields = {
  miles: distanceInput(tripMessages.milesNotNumber),
  startOdometer: distanceInput(tripMessages.odometerNotNumber),
  endOdometer: distanceInput(tripMessages.odometerNotNumber),
};

/** How far a trip went: miles, or two odometer readings whose difference is the miles. */
export interface TripDistance {
  tenthsOfMile: number;
  startOdometerTenths: number | null;
  endOdometerTenths: number | null;
}

interface DistanceInput {
  miles?: number | string | null | undefined;
  startOdometer?: number | string | null | undefined;
  endOdometer?: number | string | null | undefined;
}

type Issue = { field: keyof DistanceInput; message: string };

const milesProblems: Record<Problem, string> = {
  notNumber: tripMessages.milesNotNumber,
  negative: tripMessages.milesNotPositive,
  decimals: tripMessages.milesDecimals,
};
const odometerProblems: Record<Problem, string> = {
  notNumber: tripMessages.odometerNotNumber,
  negative: tripMessages.odometerNegative,
  decimals: tripMessages.odometerDecimals,
};

/**
 * The distance of a trip's input, or what is wrong with it, field by field. `required`: a new trip needs one way
 * or the other; a change may leave the distance as it was.
 */
export function tripDistanceOf(
  input: DistanceInput,
  required: boolean,
): { distance: TripDistance | null } | { issues: Issue[] } {
  const hasMiles = given(input.miles);
  const hasStart = given(input.startOdometer);
  const hasEnd = given(input.endOdometer);
  if (hasMiles && (hasStart || hasEnd))
    return { issues: [{ field: 'miles', message: tripMessages.milesAndOdometer }] };
  if (hasMiles) {
    const parsed = parseTenths(input.miles!);
    if ('problem' in parsed) return { issues: [{ field: 'miles', message: milesProblems[parsed.problem] }] };
    if (parsed.tenths < 1) return { issues: [{ field: 'miles', message: tripMessages.milesNotPositive }] };
    if (parsed.tenths > TRIP_MILES_MAX * 10)
      return { issues: [{ field: 'miles', message: tripMessages.milesTooMany }] };
    return { distance: { tenthsOfMile: parsed.tenths, startOdometerTenths: null, endOdometerTenths: null } };
  }
  if (!hasStart && !hasEnd) {
    return required
      ? { issues: [{ field: 'miles', message: tripMessages.distanceRequired }] }
      : { distance: null };
  }
  const issues: Issue[] = [];
  const reading = (field: 'startOdometer' | 'endOdometer', has: boolean, missing: string) => {
    if (!has) {
      issues.push({ field, message: missing });
      return undefined;
    }
    const parsed = parseTenths(input[field]!);
    if ('problem' in parsed) issues.push({ field, message: odometerProblems[parsed.problem] });
    else if (parsed.tenths > ODOMETER_MAX * 10)
      issues.push({ field, message: tripMessages.odometerTooLarge });
    else return parsed.tenths;
    return undefined;
  };
  const start = reading('startOdometer', hasStart, tripMessages.startOdometerRequired);
  const end = reading('endOdometer', hasEnd, tripMessages.endOdometerRequired);
  if (issues.length > 0 || start === undefined || end === undefined) return { issues };
  if (end <= start) return { issues: [{ field: 'endOdometer', message: tripMessages.endNotAfterStart }] };
  if (end - start > TRIP_MILES_MAX * 10)
    return { issues: [{ field: 'endOdometer', message: tripMessages.odometerTripTooLong }] };
  return { distance: { tenthsOfMile: end - start, startOdometerTenths: start, endOdometerTenths: end } };
}

const distanceFieldNames: readonly PropertyKey[] = ['miles', 'startOdometer', 'endOdometer'];

/**
 * Adds the distance's issues under their own fields, so they reach the form and the 400. It runs even when another
 * field (the purpose, the date) is wrong, so a form shows every problem at once.
 */
const distanceCheck = (required: boolean) =>
  z.superRefine<DistanceInput>(
    (input, ctx) => {
      const result = tripDistanceOf(input, required);
      if ('issues' in result)
        for (const { field, message } of result.issues)
          ctx.addIssue({ code: 'custom', path: [field], message, input: input[field] });
    },
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => distanceFieldNames.includes(issue.path?.[0] ?? '')),
    },
  );

const toDistance = (input: DistanceInput, required: boolean): TripDistance | null => {
  const result = tripDistanceOf(input, required);
  // checkDistance has already refused anything that has issues.
  return 'distance' in result ? result.distance : null;
};

/** POST /api/trips and the Log a trip form: the date, miles or two odometer readings, purpose, platform. */
export const newTripSchema = z
  .object({
    date: tripDateSchema,
    ...distanceFields,
    purpose: purposeSchema,
    platform: platformSchema.default(''),
    shiftId: shiftIdSchema.nullish(),
  })
  .check(distanceCheck(true))
  .transform(({ miles: _miles, startOdometer: _start, endOdometer: _end, ...trip }, ctx) => ({
    ...trip,
    ...toDistance(ctx.value, true)!,
  }));
export type NewTripInput = z.input<typeof newTripSchema>;
export type NewTrip = z.output<typeof newTripSchema>;

/**
 * PATCH /api/trips/:id: any of the fields, at least one. Miles replace the odometer readings; two readings
 * replace the miles; a single reading is refused (the other is asked for).
 */
export const tripPatchSchema = z
  .object({
    date: tripDateSchema.optional(),
    ...distanceFields,
    purpose: purposeSchema.optional(),
    platform: platformSchema.optional(),
    shiftId: shiftIdSchema.nullish(),
  })
  .refine(
    (patch) => Object.values(patch).some((value) => value !== undefined && value !== null),
    tripMessages.nothingToUpdate,
  )
  .check(distanceCheck(false))
  .transform(({ miles: _miles, startOdometer: _start, endOdometer: _end, ...patch }, ctx) => {
    const distance = toDistance(ctx.value, false);
    return { ...patch, ...(distance ?? {}) };
  });
export type TripPatchInput = z.input<typeof tripPatchSchema>;
export type TripPatch = z.output<typeof tripPatchSchema>;

const tripYear = z.coerce
  .number({ error: tripMessages.yearInvalid })
  .int(tripMessages.yearInvalid)
  .min(FIRST_TRIP_YEAR, tripMessages.yearInvalid)
  .max(LAST_TRIP_YEAR, tripMessages.yearInvalid);

/** GET /api/trips and GET /api/trips/log.csv: one calendar year's trips. */
export const tripYearQuerySchema = z.object({ year: tripYear });

export const tripIdParamSchema = z.object({ id: z.uuid({ error: tripMessages.notFound }) });

/** A trip as the API sends it: miles and odometers in miles, the rate in cents a mile, the deduction in dollars. */
export interface Trip {
  id: string;
  date: string;
  miles: number;
  startOdometer: number | null;
  endOdometer: number | null;
  purpose: string;
  platform: string;
  /** The shift the trip was driven in, or null. */
  shiftId: string | null;
  /** The IRS standard rate on the trip's date, cents a mile (72.5). */
  rateCentsPerMile: number;
  /** A date after the newest published rate: the newest is used until the IRS announces the next. */
  rateProvisional: boolean;
  deduction: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/trips: a year's trips, newest first, and the year's totals as the tax estimate counts them. */
export interface TripYear {
  year: number;
  trips: Trip[];
  totals: { trips: number; miles: number; deduction: number };
}

/** The rate the form shows beside the date while the person types it. */
export function rateTextOn(date: string): string | undefined {
  const rate = mileageRateOn(date);
  if (!rate) return undefined;
  return `${formatCentsPerMile(rate.centsPerMile)} cents a mile${rate.provisional ? ' (the newest published rate, until the IRS announces this year’s)' : ''}`;
}

/** 72.5 -> '72.5', 67 -> '67'. */
export const formatCentsPerMile = (centsPerMile: number) => String(centsPerMile);

/** The yearly log's file name: gigtally-mileage-log-2026.csv. */
export const mileageLogFileName = (year: number) => `gigtally-mileage-log-${year}.csv`;

/** Miles as a log writes them: one decimal, thousands grouped (1,204.5). */
export const formatMiles = (miles: number) =>
  miles.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * What IRS Publication 463 (chapter 5, "Recordkeeping") asks a mileage log to show; printed with the log, so the
 * person sees what to add by hand.
 */
export const irsLogRequirements = [
  'The date of each business trip.',
  'Where you went and the business purpose of the trip.',
  'The business miles of each trip (odometer readings are good evidence).',
  'The total business miles for the year.',
  'The total miles you drove the car in the year, for all purposes (odometer readings at the start and end of the year).',
  'Records made at or near the time of the trip.',
] as const;

/** Said wherever the deduction is shown: the standard rate and the car's actual costs exclude each other. */
export const standardRateNote =
  'The standard mileage rate replaces your actual car costs (gas, maintenance, repairs, insurance, depreciation for this car): you cannot deduct both. Parking and tolls for business trips can still be deducted as expenses.';

/** The year's standard rate as the printed log states it; 2022 changed on July 1 (IRS IR-2022-124). */
export function yearRateText(year: number): string {
  const first = mileageRateOn(`${year}-01-01`);
  const july = mileageRateOn(`${year}-07-01`);
  if (!first || !july) return `GigTally has no mileage rate for ${year}.`;
  const provisional = first.provisional ? ' (the newest published rate)' : '';
  if (first.centsPerMile === july.centsPerMile)
    return `IRS standard mileage rate for ${year}: ${formatCentsPerMile(first.centsPerMile)} cents a mile${provisional}.`;
  return `IRS standard mileage rate for ${year}: ${formatCentsPerMile(first.centsPerMile)} cents a mile to June 30, ${formatCentsPerMile(july.centsPerMile)} cents a mile from July 1.`;
}
