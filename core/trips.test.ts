import { describe, expect, it } from 'vitest';
import { itemMessages } from './items';
import {
  formatMiles,
  mileageLogFileName,
  newTripSchema,
  parseTenths,
  rateTextOn,
  tripMessages,
  tripPatchSchema,
  tripYearQuerySchema,
  yearRateText,
} from './trips';

const valid = { date: '2026-03-14', miles: 120.4, purpose: 'DoorDash deliveries, downtown' };

/** The messages of a refused input, by field (the first of each, as the API's 400 lists them). */
function messagesOf(schema: typeof newTripSchema | typeof tripPatchSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

describe('parseTenths', () => {
  it.each([
    ['120.4', 1204],
    ['120', 1200],
    ['120.', 1200],
    ['.5', 5],
    ['  7.0 ', 70],
    ['12.50', 125],
    ['1,234.5', 12345],
    ['45,210', 452100],
    [120.4, 1204],
    [0.1 + 0.2, 3],
    [0, 0],
  ])('%j is %d tenths', (value, tenths) => {
    expect(parseTenths(value)).toEqual({ tenths });
  });

  it.each([
    ['abc', 'notNumber'],
    ['', 'notNumber'],
    ['1,23', 'notNumber'],
    ['1e3', 'notNumber'],
    [Number.NaN, 'notNumber'],
    [Number.POSITIVE_INFINITY, 'notNumber'],
    ['-3', 'negative'],
    [-3, 'negative'],
    ['3.14', 'decimals'],
    [3.14, 'decimals'],
  ])('%j is refused as %s', (value, problem) => {
    expect(parseTenths(value)).toEqual({ problem });
  });
});

describe('newTripSchema (the mileage log)', () => {
  it('takes miles as a number or the input text, and keeps them in tenths without odometers', () => {
    expect(newTripSchema.parse({ ...valid, miles: '120.4', platform: ' Uber ' })).toEqual({
      date: '2026-03-14',
      purpose: 'DoorDash deliveries, downtown',
      platform: 'Uber',
      tenthsOfMile: 1204,
      startOdometerTenths: null,
      endOdometerTenths: null,
    });
    expect(newTripSchema.parse(valid).platform).toBe('');
  });

  it('takes two odometer readings instead, whose difference is the miles', () => {
    expect(
      newTripSchema.parse({
        date: '2022-07-01',
        startOdometer: '45,210.3',
        endOdometer: 45_330.7,
        purpose: 'Airport runs',
        miles: '',
      }),
    ).toMatchObject({ tenthsOfMile: 1204, startOdometerTenths: 452103, endOdometerTenths: 453307 });
  });

  it.each([
    [0, tripMessages.milesNotPositive],
    ['0.0', tripMessages.milesNotPositive],
    [-5, tripMessages.milesNotPositive],
    ['ten', tripMessages.milesNotNumber],
    [true, tripMessages.milesNotNumber],
    [3.14, tripMessages.milesDecimals],
    ['3.14', tripMessages.milesDecimals],
    [10_000.1, tripMessages.milesTooMany],
    ['', tripMessages.distanceRequired],
    [null, tripMessages.distanceRequired],
  ])('miles %j reads %s', (miles, message) => {
    expect(messagesOf(newTripSchema, { ...valid, miles })).toEqual({ miles: message });
  });

  it('accepts exactly 10,000 miles and 0.1 of a mile', () => {
    expect(newTripSchema.parse({ ...valid, miles: 10_000 }).tenthsOfMile).toBe(100_000);
    expect(newTripSchema.parse({ ...valid, miles: 0.1 }).tenthsOfMile).toBe(1);
  });

  it.each([
    [{ startOdometer: 100, endOdometer: 100 }, { endOdometer: tripMessages.endNotAfterStart }],
    [{ startOdometer: 100, endOdometer: 90 }, { endOdometer: tripMessages.endNotAfterStart }],
    [{ startOdometer: 100 }, { endOdometer: tripMessages.endOdometerRequired }],
    [{ endOdometer: 100 }, { startOdometer: tripMessages.startOdometerRequired }],
    [
      { startOdometer: 'x', endOdometer: -1 },
      { startOdometer: tripMessages.odometerNotNumber, endOdometer: tripMessages.odometerNegative },
    ],
    [{ startOdometer: 1.25, endOdometer: 9 }, { startOdometer: tripMessages.odometerDecimals }],
    [{ startOdometer: 1, endOdometer: 10_000_000 }, { endOdometer: tripMessages.odometerTooLarge }],
    [{ startOdometer: 0, endOdometer: 10_000.1 }, { endOdometer: tripMessages.odometerTripTooLong }],
  ])('odometer readings %j read %j', (readings, messages) => {
    expect(messagesOf(newTripSchema, { date: valid.date, purpose: valid.purpose, ...readings })).toEqual(
      messages,
    );
  });

  it('refuses miles and odometer readings together', () => {
    expect(messagesOf(newTripSchema, { ...valid, startOdometer: 5, endOdometer: 10 })).toEqual({
      miles: tripMessages.milesAndOdometer,
    });
  });

  it.each([
    ['', itemMessages.dateRequired],
    ['2026-02-30', itemMessages.dateInvalid],
    ['2100-01-01', itemMessages.dateOutOfRange],
    // docs/tax-tables.md has rates from 2022 on.
    ['2021-12-31', tripMessages.dateBeforeRates],
  ])('date %j reads %s', (date, message) => {
    expect(messagesOf(newTripSchema, { ...valid, date })).toEqual({ date: message });
  });

  it('asks for the business purpose (IRS Publication 463) and limits purpose and platform', () => {
    expect(messagesOf(newTripSchema, { ...valid, purpose: '   ' })).toEqual({
      purpose: 'Purpose is required',
    });
    expect(messagesOf(newTripSchema, { ...valid, purpose: 'x'.repeat(201) })).toEqual({
      purpose: 'Purpose must be at most 200 characters',
    });
    expect(messagesOf(newTripSchema, { ...valid, platform: 'x'.repeat(65) })).toEqual({
      platform: 'Platform must be at most 64 characters',
    });
  });

  it('names every problem at once, the distance too', () => {
    expect(messagesOf(newTripSchema, { date: '2019-05-01', purpose: '' })).toEqual({
      date: tripMessages.dateBeforeRates,
      purpose: tripMessages.purposeRequired,
      miles: tripMessages.distanceRequired,
    });
  });
});

describe('tripPatchSchema', () => {
  it('changes any field; miles or two readings replace the distance', () => {
    expect(tripPatchSchema.parse({ purpose: 'Airport' })).toEqual({ purpose: 'Airport' });
    expect(tripPatchSchema.parse({ miles: '2.5' })).toEqual({
      tenthsOfMile: 25,
      startOdometerTenths: null,
      endOdometerTenths: null,
    });
    expect(tripPatchSchema.parse({ startOdometer: 10, endOdometer: 12.5 })).toEqual({
      tenthsOfMile: 25,
      startOdometerTenths: 100,
      endOdometerTenths: 125,
    });
  });

  it('refuses an empty change and a single reading', () => {
    expect(messagesOf(tripPatchSchema, {})).toEqual({ _: 'Nothing to update' });
    expect(messagesOf(tripPatchSchema, { startOdometer: 10 })).toEqual({
      endOdometer: tripMessages.endOdometerRequired,
    });
    expect(messagesOf(tripPatchSchema, { date: '2021-06-30' })).toEqual({
      date: tripMessages.dateBeforeRates,
    });
  });
});

describe('tripYearQuerySchema', () => {
  it.each(['2021', '2100', 'twenty', '2026.5', ''])('refuses year %j', (year) => {
    expect(tripYearQuerySchema.safeParse({ year }).error?.issues[0]?.message).toBe(
      'Year must be a year from 2022 to 2099',
    );
  });
  it('takes a year of the rate table on', () => {
    expect(tripYearQuerySchema.parse({ year: '2022' })).toEqual({ year: 2022 });
  });
});

describe('rateTextOn, formatMiles, mileageLogFileName', () => {
  it('says the rate of the date, the 2022 change included, and none before 2022', () => {
    expect(rateTextOn('2022-06-30')).toBe('58.5 cents a mile');
    expect(rateTextOn('2022-07-01')).toBe('62.5 cents a mile');
    expect(rateTextOn('2024-05-05')).toBe('67 cents a mile');
    expect(rateTextOn('2026-11-22')).toBe('72.5 cents a mile');
    expect(rateTextOn('2027-01-04')).toBe(
      '72.5 cents a mile (the newest published rate, until the IRS announces this year’s)',
    );
    expect(rateTextOn('2021-12-31')).toBeUndefined();
  });

  it('writes miles with one decimal and names the file by year', () => {
    expect(formatMiles(1204.5)).toBe('1,204.5');
    expect(formatMiles(7)).toBe('7.0');
    expect(mileageLogFileName(2026)).toBe('gigtally-mileage-log-2026.csv');
  });
});

describe('yearRateText', () => {
  it.each([
    [
      2022,
      'IRS standard mileage rate for 2022: 58.5 cents a mile to June 30, 62.5 cents a mile from July 1.',
    ],
    [2025, 'IRS standard mileage rate for 2025: 70 cents a mile.'],
    [2026, 'IRS standard mileage rate for 2026: 72.5 cents a mile.'],
    [2027, 'IRS standard mileage rate for 2027: 72.5 cents a mile (the newest published rate).'],
    [2021, 'GigTally has no mileage rate for 2021.'],
  ])('%d: %s', (year, text) => {
    expect(yearRateText(year)).toBe(text);
  });
});
