import { describe, expect, it } from 'vitest';
import { chosenTripYear, tripYearOptions } from './mileage-year';

describe('tripYearOptions and chosenTripYear', () => {
  it('offers next year down to 2022, the first year with a mileage rate', () => {
    expect(tripYearOptions('2026-11-22')).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
  });

  it('takes an offered ?year= and falls back to this year', () => {
    expect(chosenTripYear('2024', '2026-11-22')).toBe(2024);
    expect(chosenTripYear('2027', '2026-11-22')).toBe(2027);
    expect(chosenTripYear(null, '2026-11-22')).toBe(2026);
    for (const param of ['2021', '2030', 'x', '']) expect(chosenTripYear(param, '2026-11-22')).toBe(2026);
  });
});
