import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Summary } from '../../core/summary';
import type { TaxEstimateResponse } from '../../core/tax/tax-api';
import type { NewTripInput, Trip, TripYear } from '../../core/trips';
import { addItems, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function addTrip(request: UserRequest, trip: NewTripInput): Promise<Trip> {
  const res = await request('/api/trips', { json: trip });
  if (res.status !== 201) throw new Error(`POST /api/trips answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Trip;
}

async function yearOf(request: UserRequest, year: number): Promise<TripYear> {
  const res = await request(`/api/trips?year=${year}`);
  expect(res.status).toBe(200);
  return (await res.json()) as TripYear;
}

const validationFailed = (fields: Record<string, string>) => ({
  error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
});
const notFound = {
  error: { code: 'not-found', message: 'This trip was not found. It may have been deleted.' },
};

describe('POST /api/trips and GET /api/trips?year=', () => {
  it('logs a trip by miles on any plan, with the rate of its date and its deduction in dollars', async () => {
    const { request } = await signedInUser(t, { label: 'driver' });
    const res = await request('/api/trips', {
      json: {
        date: '2026-03-14',
        miles: '120.4',
        purpose: 'DoorDash deliveries, downtown',
        platform: 'DoorDash',
      },
    });
    expect(res.status).toBe(201);
    const trip = (await res.json()) as Trip;
    // docs/tax-tables.md: 72.5 cents a mile in 2026; 120.4 x 72.5 = 8,729 cents.
    expect(trip).toEqual({
      id: trip.id,
      date: '2026-03-14',
      miles: 120.4,
      startOdometer: null,
      endOdometer: null,
      purpose: 'DoorDash deliveries, downtown',
      platform: 'DoorDash',
      shiftId: null,
      rateCentsPerMile: 72.5,
      rateProvisional: false,
      deduction: 87.29,
      createdAt: trip.createdAt,
      updatedAt: trip.updatedAt,
    });
    expect(trip.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await yearOf(request, 2026)).toEqual({
      year: 2026,
      trips: [trip],
      totals: { trips: 1, miles: 120.4, deduction: 87.29 },
    });
  });

  it('logs a trip by odometer readings, the miles being their difference', async () => {
    const { request } = await signedInUser(t, { label: 'driver' });
    const trip = await addTrip(request, {
      date: '2024-05-02',
      startOdometer: '45,210.3',
      endOdometer: 45_260.8,
      purpose: 'Instacart orders',
    });
    // 50.5 miles at 67 cents (2024) = $33.835, half-up $33.84.
    expect(trip).toMatchObject({
      miles: 50.5,
      startOdometer: 45_210.3,
      endOdometer: 45_260.8,
      platform: '',
      rateCentsPerMile: 67,
      deduction: 33.84,
    });
  });

  it("totals the year's trips newest first, at the 2022 mid-year change, as the tax return figures them", async () => {
    const { request } = await signedInUser(t, { label: 'driver' });
    // IRS: 58.5 cents to June 30, 2022 and 62.5 cents from July 1.
    await addTrip(request, { date: '2022-06-30', miles: 100, purpose: 'Uber before the change' });
    await addTrip(request, { date: '2022-07-01', miles: 100, purpose: 'Uber after the change' });
    // Three tenths of a mile in December: 7.25 cents each, 7 cents each rounded, but 21.75 -> 22 cents together.
    for (const purpose of ['Short hop 1', 'Short hop 2', 'Short hop 3'])
      await addTrip(request, { date: '2022-12-05', miles: 0.1, purpose });
    await addTrip(request, { date: '2023-01-01', miles: 10, purpose: 'Next year' });

    const year = await yearOf(request, 2022);
    expect(year.trips.map((trip) => [trip.date, trip.rateCentsPerMile, trip.deduction])).toEqual([
      ['2022-12-05', 62.5, 0.06],
      ['2022-12-05', 62.5, 0.06],
      ['2022-12-05', 62.5, 0.06],
      ['2022-07-01', 62.5, 62.5],
      ['2022-06-30', 58.5, 58.5],
    ]);
    // 100 x 58.5 + (100 + 0.3) x 62.5 = 5,850 + 6,268.75 -> $121.19 (the trips' own rounding would say $121.18).
    expect(year.totals).toEqual({ trips: 5, miles: 200.3, deduction: 121.19 });
    expect((await yearOf(request, 2023)).totals).toEqual({ trips: 1, miles: 10, deduction: 6.55 });
    expect(await yearOf(request, 2025)).toEqual({
      year: 2025,
      trips: [],
      totals: { trips: 0, miles: 0, deduction: 0 },
    });
  });

  it.each([
    [{ miles: 0 }, { miles: 'Miles must be more than 0' }],
    [{ miles: '12.34' }, { miles: 'Miles can have at most 1 decimal place' }],
    [{ miles: 'far' }, { miles: 'Miles must be a number' }],
    [{ miles: 10_000.1 }, { miles: 'Miles must be at most 10,000' }],
    [{ miles: undefined }, { miles: 'Enter the miles, or the start and end odometer readings' }],
    [
      { miles: 5, startOdometer: 10, endOdometer: 15 },
      { miles: 'Enter the miles or the odometer readings, not both' },
    ],
    [
      { miles: undefined, startOdometer: 100, endOdometer: 100 },
      { endOdometer: 'The end reading must be more than the start reading' },
    ],
    [{ miles: undefined, startOdometer: 100 }, { endOdometer: 'Enter the end reading' }],
    [
      { miles: undefined, startOdometer: 0, endOdometer: 10_000.1 },
      { endOdometer: 'A trip can be at most 10,000 miles (end reading minus start reading)' },
    ],
    [{ purpose: ' ' }, { purpose: 'Purpose is required' }],
    [{ purpose: undefined }, { purpose: 'Purpose is required' }],
    [{ purpose: 'x'.repeat(201) }, { purpose: 'Purpose must be at most 200 characters' }],
    [{ platform: 'x'.repeat(65) }, { platform: 'Platform must be at most 64 characters' }],
    [
      { date: '2021-12-31' },
      { date: 'Trips before 2022 cannot be logged: GigTally has no mileage rate for them' },
    ],
    [{ date: '2026-02-30' }, { date: 'Date must be a real calendar date (YYYY-MM-DD)' }],
    [{ date: undefined }, { date: 'Date is required' }],
  ])('refuses %j with %j and writes nothing', async (change, fields) => {
    const { request } = await signedInUser(t, { label: 'driver' });
    const res = await request('/api/trips', {
      json: { date: '2026-03-14', miles: 12.5, purpose: 'Lyft rides', ...change },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(validationFailed(fields));
    expect((await yearOf(request, 2026)).trips).toEqual([]);
  });

  it('refuses a bad year and answers 401 without a session', async () => {
    const { request } = await signedInUser(t, { label: 'driver' });
    for (const year of ['2021', '2100', 'this'])
      expect(await (await request(`/api/trips?year=${year}`)).json()).toEqual(
        validationFailed({ year: 'Year must be a year from 2022 to 2099' }),
      );
    expect(await (await request('/api/trips')).json()).toEqual(
      validationFailed({ year: 'Year must be a year from 2022 to 2099' }),
    );
    expect((await t.request('/api/trips?year=2026')).status).toBe(401);
    expect((await t.request('/api/trips/log.csv?year=2026')).status).toBe(401);
  });
});

describe('PATCH and DELETE /api/trips/:id', () => {
  it('changes a trip: miles to odometer readings and back, the date moving it to another rate', async () => {
    const { request } = await signedInUser(t, { label: 'driver' });
    const trip = await addTrip(request, { date: '2026-03-14', miles: 10, purpose: 'Uber' });
    const patch = async (json: unknown) => {
      const res = await request(`/api/trips/${trip.id}`, { method: 'PATCH', json });
      expect(res.status).toBe(200);
      return (await res.json()) as Trip;
    };
    expect(await patch({ startOdometer: 1000, endOdometer: 1020.5 })).toMatchObject({
      miles: 20.5,
      startOdometer: 1000,
      endOdometer: 1020.5,
      deduction: 14.86, // 20.5 x 72.5 = 1,486.25 cents
    });
    expect(await patch({ miles: 3 })).toMatchObject({ miles: 3, startOdometer: null, endOdometer: null });
    expect(await patch({ date: '2025-12-31', purpose: 'Lyft', platform: 'Lyft' })).toMatchObject({
      date: '2025-12-31',
      miles: 3,
      purpose: 'Lyft',
      platform: 'Lyft',
      rateCentsPerMile: 70,
      deduction: 2.1,
    });
    const refused = await request(`/api/trips/${trip.id}`, { method: 'PATCH', json: {} });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(validationFailed({ _: 'Nothing to update' }));
    const single = await request(`/api/trips/${trip.id}`, { method: 'PATCH', json: { endOdometer: 5 } });
    expect(await single.json()).toEqual(validationFailed({ startOdometer: 'Enter the start reading' }));
  });

  it("deletes a trip; another user's trip, a deleted one and a malformed id read as not found", async () => {
    const owner = await signedInUser(t, { label: 'driver' });
    const other = await signedInUser(t, { label: 'driver' });
    const trip = await addTrip(owner.request, { date: '2026-03-14', miles: 10, purpose: 'Uber' });

    expect((await other.request('/api/trips?year=2026')).status).toBe(200);
    expect((await yearOf(other.request, 2026)).trips).toEqual([]);
    for (const [method, json] of [
      ['PATCH', { miles: 99 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await other.request(`/api/trips/${trip.id}`, { method, json });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect((await yearOf(owner.request, 2026)).trips).toEqual([trip]);

    const deleted = await owner.request(`/api/trips/${trip.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const again = await owner.request(`/api/trips/${trip.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(notFound);
    const malformed = await owner.request('/api/trips/not-a-uuid', { method: 'PATCH', json: { miles: 1 } });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual(notFound);
    expect((await yearOf(owner.request, 2026)).trips).toEqual([]);
  });
});

describe('GET /api/trips/log.csv?year=', () => {
  it("downloads the year's log, oldest trip first, with what the IRS asks and a total row", async () => {
    const { request } = await signedInUser(t, { label: 'driver' });
    await addTrip(request, {
      date: '2026-03-14',
      startOdometer: 45_210.3,
      endOdometer: 45_330.7,
      purpose: 'DoorDash deliveries, "downtown"',
      platform: 'DoorDash',
    });
    await addTrip(request, { date: '2026-01-02', miles: 8, purpose: '=cmd()', platform: 'Uber' });
    await addTrip(request, { date: '2025-12-31', miles: 50, purpose: 'Last year' });

    const res = await request('/api/trips/log.csv?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="gigtally-mileage-log-2026.csv"',
    );
    const text = await res.text();
    expect(parse(text)).toEqual([
      [
        'Date',
        'Start odometer',
        'End odometer',
        'Miles',
        'Business purpose',
        'Platform',
        'Rate (cents/mile)',
        'Deduction',
      ],
      // 8 x 72.5 = $5.80; a cell a spreadsheet would run as a formula starts with an apostrophe.
      ['2026-01-02', '', '', '8.0', "'=cmd()", 'Uber', '72.5', '5.80'],
      [
        '2026-03-14',
        '45210.3',
        '45330.7',
        '120.4',
        'DoorDash deliveries, "downtown"',
        'DoorDash',
        '72.5',
        '87.29',
      ],
      ['Total 2026', '', '', '128.4', '2 trips', '', '', '93.09'],
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('writes the columns and a zero total for a year without trips, and refuses a bad year', async () => {
    const { request } = await signedInUser(t, { label: 'driver' });
    const res = await request('/api/trips/log.csv?year=2023');
    expect(parse(await res.text())).toEqual([
      expect.arrayContaining(['Date', 'Deduction']),
      ['Total 2023', '', '', '0.0', '0 trips', '', '', '0.00'],
    ]);
    const bad = await request('/api/trips/log.csv?year=1999');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(validationFailed({ year: 'Year must be a year from 2022 to 2099' }));
  });
});

describe('the deduction counts as an expense', () => {
  it("in the tax estimate's expenses and mileageDeduction, and in the dashboard's Total Expenses, once the standard rate is chosen", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'driver' });
    await addItems(request, [
      { type: 'income', category: 'Rideshare', amount: 20_000, date: '2026-03-01' },
      { type: 'expense', category: 'Phone', amount: 100, date: '2026-03-02' },
    ]);
    const before = (await (await request('/api/tax/estimate?year=2026')).json()) as TaxEstimateResponse;
    expect(before).toMatchObject({ expenses: 100, mileageDeduction: 0 });

    await addTrip(request, { date: '2026-03-14', miles: 120.4, purpose: 'Uber rides', platform: 'Uber' });
    // Logging the trip does not switch the year to the standard rate: nothing is counted until the person chooses it.
    const logged = (await (await request('/api/tax/estimate?year=2026')).json()) as TaxEstimateResponse;
    expect(logged).toMatchObject({ expenses: 100, mileageDeduction: 0 });
    await request('/api/trips/vehicle-method', { method: 'PUT', json: { year: 2026, method: 'standard' } });
    const res = await request('/api/tax/estimate?year=2026');
    expect(res.status).toBe(200);
    const estimate = (await res.json()) as TaxEstimateResponse;
    expect(estimate).toMatchObject({
      grossIncome: 20_000,
      expenses: 187.29,
      mileageDeduction: 87.29,
      netProfit: 19_812.71,
    });
    // It is the year total of the trip log, figured the same way.
    expect(estimate.mileageDeduction).toBe((await yearOf(request, 2026)).totals.deduction);

    const summary = (await (
      await request('/api/summary?from=2026-03-01&to=2026-03-31&today=2026-03-31')
    ).json()) as Summary;
    expect(summary.expenses).toBe(187.29);
  });
});
