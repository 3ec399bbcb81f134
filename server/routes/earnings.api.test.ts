import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsReport, WeekGrid } from '../../core/earnings/earnings';
import type { NewShiftInput, Shift } from '../../core/earnings/shifts';
import type { NewItemInput } from '../../core/item-input';
import { addItems, okJson, signedInUser, type UserRequest } from '../testing/api-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function addShift(request: UserRequest, shift: NewShiftInput): Promise<Shift> {
  return okJson<Shift>(await request('/api/shifts', { json: shift }), 201);
}

const validationFailed = (fields: Record<string, string>) => ({
  error: { code: 'validation-failed', message: 'Some fields are not valid.', fields },
});

const income = (date: string, description: string, amount: number, category = 'Rideshare'): NewItemInput => ({
  type: 'income',
  category,
  amount,
  date,
  description,
});

/**
 * A driver's week of November 2026 on Uber, DoorDash and Instacart. The year's business profit is $10,000: single,
 * no state, no trips in the log, so the next $100 of profit adds only self-employment tax (Schedule SE: $10,000 x
 * 92.35 % = 9,235.00, x 15.3 % = 1,412.96; $10,100: 9,327.35, 1,427.08; 14.12), while the income tax stays 0
 * (AGI about $9,300 under the $16,100 standard deduction) and the earned income credit stays at its most (earned
 * income about $9,300-9,390, between $8,680 and the $10,860 phase-out start of 2026 with no children).
 */
async function driverWithAWeek() {
  const user = await signedInUser(t, { pro: true, label: 'earner' });
  const { request } = user;
  await addItems(request, [
    income('2026-11-16', 'Uber trip earnings', 142.35),
    income('2026-11-16', 'Uber tips', 18, 'Tips'),
    income('2026-11-18', 'UBER payout', 165.2),
    // A day without an Uber shift: not counted, and said.
    income('2026-11-17', 'Uber weekly bonus', 25, 'Bonus'),
    income('2026-11-16', 'DoorDash pay', 88.4, 'Delivery'),
    income('2026-11-20', 'DoorDash earnings', 96.75, 'Delivery'),
    income('2026-11-21', 'Instacart batch pay', 104.1, 'Delivery'),
    income('2026-11-21', 'Instacart tips', 31.5, 'Tips'),
    {
      type: 'expense',
      category: 'Platform Fees',
      amount: 35.59,
      date: '2026-11-16',
      description: 'Uber service fee',
    },
    {
      type: 'expense',
      category: 'Platform Fees',
      amount: 12,
      date: '2026-11-20',
      description: 'DoorDash fee',
    },
    // The rest of the year's profit, from no platform: 671.30 of platform income - 47.59 of fees + 9,376.29 = 10,000.
    income('2026-03-01', 'Logo design for a bakery', 9376.29, 'Freelance'),
  ]);
  const shifts = [
    await addShift(request, {
      platform: 'Uber',
      start: '2026-11-16T07:00',
      end: '2026-11-16T11:30',
      activeMinutes: 200,
      miles: 62.4,
    }),
    await addShift(request, {
      platform: 'uber',
      start: '2026-11-18T16:00',
      end: '2026-11-18T21:00',
      miles: '70',
    }),
    await addShift(request, {
      platform: 'DoorDash',
      start: '2026-11-16T17:00',
      end: '2026-11-16T20:00',
      miles: 35.5,
    }),
    await addShift(request, {
      platform: 'DoorDash',
      start: '2026-11-20T11:00',
      end: '2026-11-20T14:15',
      miles: 40.1,
    }),
    await addShift(request, {
      platform: 'Instacart',
      start: '2026-11-21T09:00',
      end: '2026-11-21T13:00',
      miles: 25,
    }),
  ];
  return { ...user, shifts };
}

describe('GET /api/earnings', () => {
  it("gives a week on three platforms per platform and in total, to the cent, at the year's marginal rate", async () => {
    const { request } = await driverWithAWeek();
    const report = await okJson<EarningsReport>(await request('/api/earnings?from=2026-11-16&to=2026-11-22'));
    expect(report.marginalRate).toBe(0.1412);
    expect(report.marginalRateYear).toBe(2026);
    // Worked by hand at 72.5 cents a mile (2026) and 14.12 %: car cost = miles x 0.725; tax = (gross - fees - car)
    // x 0.1412, each rounded half-up to the cent once; net = gross - fees - car - tax.
    expect(report.platforms).toEqual([
      {
        // 240 min; 25.0 mi -> 18.125 -> 18.13; 135.60 - 18.13 = 117.47; x .1412 = 16.5868 -> 16.59; net 100.88.
        platform: 'Instacart',
        shifts: 1,
        hours: 4,
        activeHours: 0,
        miles: 25,
        gross: 135.6,
        fees: 0,
        carCost: 18.13,
        tax: 16.59,
        net: 100.88,
        grossPerHour: 33.9,
        netPerHour: 25.22,
        netPerMile: 4.04,
      },
      {
        // 570 min = 9.5 h; 132.4 mi -> 95.99; 325.55 - 35.59 - 95.99 = 193.97; x .1412 = 27.3886 -> 27.39.
        platform: 'Uber',
        shifts: 2,
        hours: 9.5,
        activeHours: 3.33,
        miles: 132.4,
        gross: 325.55,
        fees: 35.59,
        carCost: 95.99,
        tax: 27.39,
        net: 166.58,
        grossPerHour: 34.27,
        netPerHour: 17.53,
        netPerMile: 1.26,
      },
      {
        // 375 min = 6.25 h; 75.6 mi -> 54.81; 185.15 - 12.00 - 54.81 = 118.34; x .1412 = 16.7096 -> 16.71.
        platform: 'DoorDash',
        shifts: 2,
        hours: 6.25,
        activeHours: 0,
        miles: 75.6,
        gross: 185.15,
        fees: 12,
        carCost: 54.81,
        tax: 16.71,
        net: 101.63,
        grossPerHour: 29.62,
        netPerHour: 16.26,
        netPerMile: 1.34,
      },
    ]);
    // The total is figured from its own totals: 233.0 mi -> 168.925 -> 168.93; 646.30 - 47.59 - 168.93 = 429.78;
    // x .1412 = 60.6849 -> 60.68 (a cent under the rows' 60.69, each rounded on its own).
    const total = {
      shifts: 5,
      hours: 19.75,
      activeHours: 3.33,
      miles: 233,
      gross: 646.3,
      fees: 47.59,
      carCost: 168.93,
      tax: 60.68,
      net: 369.1,
      grossPerHour: 32.72,
      netPerHour: 18.69,
      netPerMile: 1.58,
    };
    expect(report.total).toEqual(total);
    expect(report.weeks).toEqual([{ weekStart: '2026-11-16', ...total }]);
    expect(report.shifts.map((shift) => [shift.platform, shift.start, shift.net])).toEqual([
      ['Instacart', '2026-11-21T09:00', 100.88],
      ['DoorDash', '2026-11-20T11:00', 47.82],
      ['Uber', '2026-11-18T16:00', 98.29],
      ['DoorDash', '2026-11-16T17:00', 53.81],
      ['Uber', '2026-11-16T07:00', 68.29],
    ]);
    expect(report.carCostRates).toEqual([{ year: 2026, basis: 'standard', centsPerMile: 72.5 }]);
    expect(report.target).toBeNull();
  });

  it("counts a platform of the person's own naming by its category or its payouts' name, beside a known one", async () => {
    const { request } = await signedInUser(t, { pro: true, label: 'own-platform' });
    await addItems(request, [
      income('2026-11-10', 'COURIERCO PAYOUT 881', 50, 'Gig Pay'),
      income('2026-11-10', 'cash', 20, 'CourierCo'),
      income('2026-11-10', 'Uber trip', 30),
      // Not one of the day's platforms, and a name inside a longer word: nobody's.
      income('2026-11-10', 'DoorDash pay', 40, 'Delivery'),
      income('2026-11-10', 'XCOURIERCO transfer', 9, 'Gig Pay'),
    ]);
    await addShift(request, { platform: 'CourierCo', start: '2026-11-10T09:00', end: '2026-11-10T11:00' });
    await addShift(request, { platform: 'Uber', start: '2026-11-10T12:00', end: '2026-11-10T14:00' });
    const report = await okJson<EarningsReport>(await request('/api/earnings?from=2026-11-10&to=2026-11-10'));
    expect(report.platforms.map(({ platform, gross }) => ({ platform, gross }))).toEqual([
      { platform: 'CourierCo', gross: 70 },
      { platform: 'Uber', gross: 30 },
    ]);
  });

  it('draws the hours of the week from the shifts that cover them', async () => {
    const { request } = await driverWithAWeek();
    const grid = await okJson<WeekGrid>(await request('/api/earnings/hours?to=2026-11-22'));
    expect(grid.from).toBe('2026-08-25');
    const monday = grid.cells.filter((cell) => cell.day === 1);
    // Uber 7:00-11:30 on Monday: net 68.29 over 4.5 h = 15.18 an hour, the last hour half worked. DoorDash 17:00-20:00:
    // 88.40 - 25.74 (35.5 mi) = 62.66, less 8.85 of tax = 53.81 over 3 h = 17.94.
    expect(monday).toEqual([
      { day: 1, hour: 7, hours: 1, netPerHour: 15.18 },
      { day: 1, hour: 8, hours: 1, netPerHour: 15.18 },
      { day: 1, hour: 9, hours: 1, netPerHour: 15.18 },
      { day: 1, hour: 10, hours: 1, netPerHour: 15.18 },
      { day: 1, hour: 11, hours: 0.5, netPerHour: 15.18 },
      { day: 1, hour: 17, hours: 1, netPerHour: 17.94 },
      { day: 1, hour: 18, hours: 1, netPerHour: 17.94 },
      { day: 1, hour: 19, hours: 1, netPerHour: 17.94 },
    ]);
  });

  it('keeps a target of net pay an hour, and refuses a period backwards or over a year', async () => {
    const { request } = await signedInUser(t, { label: 'target' });
    expect(
      await okJson(await request('/api/earnings/target', { method: 'PUT', json: { netPerHour: 25 } })),
    ).toEqual({
      netPerHour: 25,
    });
    const report = await okJson<EarningsReport>(await request('/api/earnings?from=2026-11-01&to=2026-11-30'));
    expect(report.target).toBe(25);
    expect(report.platforms).toEqual([]);
    expect(report.total.netPerHour).toBe(0);
    const bad = await request('/api/earnings/target', { method: 'PUT', json: { netPerHour: -3 } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(
      validationFailed({
        netPerHour: 'The target must be an amount from $0.01 to $1,000 an hour, with at most 2 decimals',
      }),
    );
    const backwards = await request('/api/earnings?from=2026-11-30&to=2026-11-01');
    expect(await backwards.json()).toEqual(
      validationFailed({ to: 'The end of the period must not be before its start' }),
    );
    const long = await request('/api/earnings?from=2025-01-01&to=2026-01-02');
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual(validationFailed({ to: 'Choose a period of at most 366 days' }));
  });
});

describe('POST, GET, PATCH and DELETE /api/shifts', () => {
  it('logs, lists, changes and deletes a shift, the platform as the 1099s name it', async () => {
    const { request } = await signedInUser(t, { label: 'shifter' });
    const shift = await addShift(request, {
      platform: ' uber eats ',
      start: '2026-11-28T18:00',
      end: '2026-11-28T22:30',
      activeMinutes: 150,
      miles: '48.3',
      timeZone: 'America/Chicago',
    });
    expect(shift).toEqual({
      id: shift.id,
      platform: 'Uber',
      start: '2026-11-28T18:00',
      end: '2026-11-28T22:30',
      minutes: 270,
      activeMinutes: 150,
      miles: 48.3,
      timeZone: 'America/Chicago',
      tripMiles: 0,
      createdAt: shift.createdAt,
      updatedAt: shift.updatedAt,
    });
    const changed = await okJson<Shift>(
      await request(`/api/shifts/${shift.id}`, {
        method: 'PATCH',
        json: { end: '2026-11-28T23:00', miles: null },
      }),
    );
    expect([changed.end, changed.minutes, changed.miles]).toEqual(['2026-11-28T23:00', 300, null]);
    const listed = await okJson<{ shifts: Shift[] }>(
      await request('/api/shifts?from=2026-11-28&to=2026-11-28'),
    );
    expect(listed.shifts.map((entry) => entry.id)).toEqual([shift.id]);
    expect((await request(`/api/shifts/${shift.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(
      (await okJson<{ shifts: Shift[] }>(await request('/api/shifts?from=2026-11-28&to=2026-11-28'))).shifts,
    ).toEqual([]);
  });

  it('counts the hour the clocks went back in a night shift typed with its zone', async () => {
    const { request } = await signedInUser(t, { label: 'night' });
    // US daylight saving time ended at 2:00 on Sunday, November 1, 2026: 22:00 to 6:00 lasted 9 hours.
    const shift = await addShift(request, {
      platform: 'Lyft',
      start: '2026-10-31T22:00',
      end: '2026-11-01T06:00',
      timeZone: 'America/Chicago',
    });
    expect(shift.minutes).toBe(540);
    const withoutZone = await addShift(request, {
      platform: 'Uber',
      start: '2026-10-31T22:00',
      end: '2026-11-01T06:00',
    });
    expect(withoutZone.minutes).toBe(480);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const { request } = await signedInUser(t, { label: 'bad-shift' });
    const refused = async (json: unknown, fields: Record<string, string>) => {
      const res = await request('/api/shifts', { json });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(validationFailed(fields));
    };
    const base = { platform: 'Uber', start: '2026-11-20T09:00', end: '2026-11-20T13:00' };
    await refused({ ...base, end: '2026-11-20T08:00' }, { end: 'The shift must end after it starts' });
    await refused({ ...base, end: '2026-11-21T09:01' }, { end: 'A shift can be at most 24 hours' });
    await refused({ ...base, miles: -4 }, { miles: 'Miles cannot be negative' });
    await refused({ ...base, miles: '12.34' }, { miles: 'Miles can have at most 1 decimal place' });
    await refused(
      { ...base, activeMinutes: 241 },
      { activeMinutes: 'Active time cannot be longer than the shift' },
    );
    await refused(
      { ...base, activeMinutes: 12.5 },
      { activeMinutes: 'Active time must be a whole number of minutes' },
    );
    await refused(
      { ...base, start: '2026-11-20 9am' },
      { start: 'Enter a date and time like 2026-11-28T09:00' },
    );
    await refused({ ...base, platform: '  ' }, { platform: 'Platform is required' });
    await refused(
      { ...base, timeZone: 'Mars/Olympus' },
      { timeZone: 'Time zone must be a name such as America/Chicago' },
    );
    await refused(
      { ...base, start: '2021-12-31T09:00', end: '2021-12-31T10:00' },
      {
        start: 'Shifts before 2022 cannot be logged: GigTally has no mileage rate for them',
        end: 'Shifts before 2022 cannot be logged: GigTally has no mileage rate for them',
      },
    );
    await addShift(request, base);
    // Another platform at the same time is multi-apping, and allowed; the same platform twice is not.
    await addShift(request, { ...base, platform: 'DoorDash' });
    await refused(
      { ...base, start: '2026-11-20T12:00', end: '2026-11-20T15:00' },
      { start: 'This overlaps your Uber shift from 2026-11-20 09:00 to 2026-11-20 13:00' },
    );
    const listed = await okJson<{ shifts: Shift[] }>(
      await request('/api/shifts?from=2026-11-20&to=2026-11-20'),
    );
    expect(listed.shifts.map((shift) => shift.platform).sort()).toEqual(['DoorDash', 'Uber']);
  });

  it("counts the miles of a shift's trips when the shift has none of its own, and ties trips only to one's own shifts", async () => {
    const { request } = await signedInUser(t, { label: 'trip-shift' });
    const other = await signedInUser(t, { label: 'trip-shift-other' });
    const shift = await addShift(request, {
      platform: 'Lyft',
      start: '2026-11-10T08:00',
      end: '2026-11-10T12:00',
    });
    for (const miles of [12.3, 20])
      expect(
        (
          await request('/api/trips', {
            json: { date: '2026-11-10', miles, purpose: 'Lyft rides', shiftId: shift.id },
          })
        ).status,
      ).toBe(201);
    const listed = await okJson<{ shifts: Shift[] }>(
      await request('/api/shifts?from=2026-11-10&to=2026-11-10'),
    );
    expect([listed.shifts[0]!.miles, listed.shifts[0]!.tripMiles]).toEqual([null, 32.3]);
    const report = await okJson<EarningsReport>(await request('/api/earnings?from=2026-11-10&to=2026-11-10'));
    // 32.3 mi x 72.5 cents = 23.4175 -> 23.42.
    expect([report.total.miles, report.total.carCost]).toEqual([32.3, 23.42]);
    const refused = await other.request('/api/trips', {
      json: { date: '2026-11-10', miles: 5, purpose: 'Not mine', shiftId: shift.id },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(
      validationFailed({ shiftId: 'This shift was not found. It may have been deleted.' }),
    );
  });

  it("checks a change against the whole shift, and answers 404 for another user's shift", async () => {
    const owner = await signedInUser(t, { label: 'owner-shift' });
    const other = await signedInUser(t, { label: 'other-shift' });
    const shift = await addShift(owner.request, {
      platform: 'Uber',
      start: '2026-11-20T09:00',
      end: '2026-11-20T13:00',
    });
    const backwards = await owner.request(`/api/shifts/${shift.id}`, {
      method: 'PATCH',
      json: { start: '2026-11-20T14:00' },
    });
    expect(await backwards.json()).toEqual(validationFailed({ end: 'The shift must end after it starts' }));
    const notFound = {
      error: { code: 'not-found', message: 'This shift was not found. It may have been deleted.' },
    };
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await other.request(`/api/shifts/${shift.id}`, {
        method,
        ...(method === 'PATCH' ? { json: { miles: 3 } } : {}),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    const othersList = await okJson<{ shifts: Shift[] }>(
      await other.request('/api/shifts?from=2026-11-20&to=2026-11-20'),
    );
    expect(othersList.shifts).toEqual([]);
    const kept = await okJson<{ shifts: Shift[] }>(
      await owner.request('/api/shifts?from=2026-11-20&to=2026-11-20'),
    );
    expect(kept.shifts[0]!.end).toBe('2026-11-20T13:00');
  });
});
