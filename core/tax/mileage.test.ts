import { describe, expect, it } from 'vitest';
import { mileageDeductionCents, mileageRateOn } from './mileage';

describe('mileageRateOn (TAX-TABLES.md "Standard mileage rate")', () => {
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
