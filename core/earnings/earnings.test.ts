import { describe, expect, it } from 'vitest';
import { carCostOf, moneyOfShifts, shareByWeight, weekStartOf, type ShiftForEarnings } from './earnings';

const shift = (
  id: string,
  platform: string,
  start: string,
  minutes: number,
  tenthsOfMile = 0,
): ShiftForEarnings => ({
  id,
  platform,
  start,
  end: start,
  minutes,
  activeMinutes: null,
  tenthsOfMile,
});

describe('earnings', () => {
  it('shares cents by weight to the cent, the remainders to the largest fractions', () => {
    expect(shareByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByWeight(1001, [180, 60])).toEqual([751, 250]);
    expect(shareByWeight(500, [0, 0])).toEqual([0, 0]);
  });

  it("shares a platform's day between that day's shifts of it by their minutes", () => {
    const shifts = [shift('a', 'Uber', '2026-11-16T07:00', 180), shift('b', 'Uber', '2026-11-16T18:00', 60)];
    const money = moneyOfShifts(shifts, [
      { platform: 'Uber', date: '2026-11-16', grossCents: 20_001, feesCents: 400 },
      { platform: 'Lyft', date: '2026-11-16', grossCents: 9_999, feesCents: 0 },
    ]);
    expect(money.get('a')).toEqual({ grossCents: 15_001, feesCents: 300 });
    expect(money.get('b')).toEqual({ grossCents: 5_000, feesCents: 100 });
  });

  it('costs miles at the standard rate of their month, or at the actual cost per mile of an actual-costs year', () => {
    // 2022: 58.5 cents to June, 62.5 from July (IRS Announcement 2022-13): 100 mi in June and 100 in July = 121.00.
    const shifts = [
      shift('a', 'Uber', '2022-06-30T09:00', 60, 1000),
      shift('b', 'Uber', '2022-07-01T09:00', 60, 1000),
    ];
    expect(carCostOf(shifts, new Map())).toBe(12_100);
    // Actual costs: $3,000 of car costs over 6,000.0 logged miles = 50 cents a mile; 200 mi = $100.
    expect(
      carCostOf(shifts, new Map([[2022, { method: 'actual', carCostCents: 300_000, tenthsOfMile: 60_000 }]])),
    ).toBe(10_000);
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-16')).toBe('2026-11-16');
  });
});
