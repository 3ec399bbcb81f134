import { describe, expect, it } from 'vitest';
import { mileageDeductionCents, mileageDeductionOfMonths, mileageRateOn } from './mileage';

describe('mileageRateOn (docs/tax-tables.md "Standard mileage rate")', () => {
  it.each([
    ['2022-01-01', 58.5],
    ['2022-06-30', 58.5],
    // IR-2022-124: 62.5 cents from July 1, 2022.
    ['2022-07-01', 62.5],
    ['2022-12-31', 62.5],
    ['2023-03-15', 65.5],
    ['2024-12-31', 67],
    ['2025-01-01', 70],
    ['2026-11-22', 72.5],
  ])('%s: %d cents a mile', (date, centsPerMile) => {
    expect(mileageRateOn(date)).toEqual({
      centsPerMile,
      tenthsOfCentPerMile: centsPerMile * 10,
      provisional: false,
    });
  });

  it('keeps the newest rate after the newest year, marked provisional, and has none before 2022', () => {
    expect(mileageRateOn('2027-02-01')).toEqual({
      centsPerMile: 72.5,
      tenthsOfCentPerMile: 725,
      provisional: true,
    });
    expect(mileageRateOn('2021-12-31')).toBeUndefined();
  });
});

describe('mileageDeductionCents', () => {
  it.each([
    // 12.3 miles x 70 cents = 861 cents.
    [123, '2025-05-01', 861],
    // 10 miles x 58.5 cents = 585 cents; the same trip a day after the mid-year change: 625 cents.
    [100, '2022-06-30', 585],
    [100, '2022-07-01', 625],
    // 0.1 mile x 58.5 cents = 5.85 cents, rounded half-up to 6.
    [1, '2022-03-01', 6],
    // 1,234.5 miles x 72.5 cents = 89,501.25 cents -> 89,501.
    [12_345, '2026-01-10', 89_501],
  ])('%i tenths of a mile on %s: %i cents', (tenths, date, cents) => {
    expect(mileageDeductionCents(tenths, date)).toBe(cents);
  });
});

describe('mileageDeductionOfMonths', () => {
  it('multiplies the miles under each rate by that rate, rounding once per rate', () => {
    // 2022: 100.1 miles at 58.5 cents (5,855.85 -> 5,856) and 200.3 at 62.5 (12,518.75 -> 12,519).
    expect(
      mileageDeductionOfMonths([
        { month: '2022-03-01', tenthsOfMile: 600 },
        { month: '2022-06-01', tenthsOfMile: 401 },
        { month: '2022-07-01', tenthsOfMile: 2_003 },
      ]),
    ).toBe(5_856 + 12_519);
  });

  it('rounds the year once, not each month: 0.1 mile in each of two 2026 months is 14.5 cents, 15 (7 + 7 month by month)', () => {
    expect(
      mileageDeductionOfMonths([
        { month: '2026-01-01', tenthsOfMile: 1 },
        { month: '2026-02-01', tenthsOfMile: 1 },
      ]),
    ).toBe(15);
  });

  it('gives nothing for months before 2022, where there is no rate', () => {
    expect(mileageDeductionOfMonths([{ month: '2021-12-01', tenthsOfMile: 1_000 }])).toBe(0);
    expect(mileageDeductionOfMonths([])).toBe(0);
  });
});
