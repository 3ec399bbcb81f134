import { describe, expect, it } from 'vitest';
import { formatUsd } from '../format';
import { MILEAGE_CATEGORY } from './mileage';
import {
  carBusinessPercent,
  carCostAtBusinessShare,
  applyVehicleMethods,
  carDeductionCents,
  compareVehicleMethods,
  vehicleMethodNote,
  type CategoryCents,
  type TaxYearPart,
} from './vehicle-method';

const expense = (category: string, totalCents: number): CategoryCents => ({
  type: 'expense',
  category,
  totalCents,
});
const income = (category: string, totalCents: number): CategoryCents => ({
  type: 'income',
  category,
  totalCents,
});

// A 2026 rideshare year: $5,000 of fares, gas $812.40, maintenance $230.00, parking $18.00, tolls $12.50,
// phone $45.00; 1,204.0 business miles in March.
const year2026 = (chosen: TaxYearPart['chosen']): TaxYearPart => ({
  year: 2026,
  chosen,
  items: [
    income('Rideshare', 500_000),
    expense('Gas', 81_240),
    expense('Maintenance', 23_000),
    expense('Parking', 1_800),
    expense('Tolls', 1_250),
    expense('Phone', 4_500),
  ],
  tripMonths: [{ month: '2026-03-01', tenthsOfMile: 12_040 }],
});

describe('applyVehicleMethods (IRS Pub. 463 ch. 4: the standard rate or actual costs, not both)', () => {
  it('keeps actual costs while nothing is chosen, however many trips the year has: the log is left out', () => {
    // Logging trips never switches a year: gas $812.40 and maintenance $230.00 stay; the log's 1,204.0 miles x
    // 72.5 cents (2026) = $872.90 is not deducted until the person chooses the standard rate.
    const result = applyVehicleMethods([year2026(null)]);
    expect(result.mileageDeductionCents).toBe(0);
    expect(result.totals.filter((total) => total.type === 'expense')).toEqual([
      expense('Gas', 81_240),
      expense('Maintenance', 23_000),
      expense('Phone', 4_500),
      expense('Parking', 1_800),
      expense('Tolls', 1_250),
    ]);
    expect(result.years).toEqual([
      {
        year: 2026,
        method: 'actual',
        chosen: false,
        leftOut: [{ category: MILEAGE_CATEGORY, totalCents: 87_290 }],
      },
    ]);
  });

  it('standard rate when chosen: gas and maintenance left out, parking and tolls kept', () => {
    // 1,204.0 miles x 72.5 cents (2026) = 87,290 cents = $872.90.
    const result = applyVehicleMethods([year2026('standard')]);
    expect(result.mileageDeductionCents).toBe(87_290);
    expect(result.totals).toEqual([
      income('Rideshare', 500_000),
      expense(MILEAGE_CATEGORY, 87_290),
      expense('Phone', 4_500),
      expense('Parking', 1_800),
      expense('Tolls', 1_250),
    ]);
    expect(result.years).toEqual([
      {
        year: 2026,
        method: 'standard',
        chosen: true,
        leftOut: [
          { category: 'Gas', totalCents: 81_240 },
          { category: 'Maintenance', totalCents: 23_000 },
        ],
      },
    ]);
  });

  it('actual costs when chosen: every car cost kept, the trip log not deducted', () => {
    const result = applyVehicleMethods([year2026('actual')]);
    expect(result.mileageDeductionCents).toBe(0);
    expect(result.totals.filter((total) => total.type === 'expense')).toEqual([
      expense('Gas', 81_240),
      expense('Maintenance', 23_000),
      expense('Phone', 4_500),
      expense('Parking', 1_800),
      expense('Tolls', 1_250),
    ]);
    expect(result.years).toEqual([
      {
        year: 2026,
        method: 'actual',
        chosen: true,
        leftOut: [{ category: MILEAGE_CATEGORY, totalCents: 87_290 }],
      },
    ]);
  });

  it('actual costs by default when the year has no trips; Insurance and Transportation are car costs', () => {
    const result = applyVehicleMethods([
      {
        year: 2025,
        chosen: null,
        items: [expense('Insurance', 60_000), expense('Transportation', 5_000)],
        tripMonths: [],
      },
    ]);
    expect(result.totals).toEqual([expense('Insurance', 60_000), expense('Transportation', 5_000)]);
    expect(result.years).toEqual([{ year: 2025, method: 'actual', chosen: false, leftOut: [] }]);
  });

  it("takes a week's method from its tax year's choice: a week without trips in a standard year leaves gas out", () => {
    const week: TaxYearPart = {
      year: 2026,
      chosen: 'standard',
      items: [expense('Gas', 4_000)],
      tripMonths: [],
    };
    const result = applyVehicleMethods([week]);
    expect(result.totals).toEqual([]);
    expect(result.years[0]).toMatchObject({
      method: 'standard',
      leftOut: [{ category: 'Gas', totalCents: 4_000 }],
    });
  });

  it("applies each tax year's own method to its part of a period across two years", () => {
    // December 2025, actual chosen: gas $100.00 kept; 100.0 miles x 70 cents = $70.00 left out.
    // January 2026, standard chosen: gas $50.00 left out; 200.0 miles x 72.5 cents = $145.00 counted.
    const result = applyVehicleMethods([
      {
        year: 2026,
        chosen: 'standard',
        items: [expense('Gas', 5_000)],
        tripMonths: [{ month: '2026-01-01', tenthsOfMile: 2_000 }],
      },
      {
        year: 2025,
        chosen: 'actual',
        items: [expense('Gas', 10_000)],
        tripMonths: [{ month: '2025-12-01', tenthsOfMile: 1_000 }],
      },
    ]);
    expect(result.mileageDeductionCents).toBe(14_500);
    expect(result.totals).toEqual([expense(MILEAGE_CATEGORY, 14_500), expense('Gas', 10_000)]);
    expect(result.years.map((year) => [year.year, year.method, year.leftOut])).toEqual([
      [2025, 'actual', [{ category: MILEAGE_CATEGORY, totalCents: 7_000 }]],
      [2026, 'standard', [{ category: 'Gas', totalCents: 5_000 }]],
    ]);
  });
});

describe('vehicleMethodNote', () => {
  it('names the method and what it left out', () => {
    expect(
      vehicleMethodNote(
        {
          year: 2026,
          method: 'standard',
          chosen: false,
          leftOut: [
            { category: 'Gas', total: 812.4 },
            { category: 'Maintenance', total: 230 },
          ],
        },
        formatUsd,
      ),
    ).toBe('Standard mileage rate used for 2026: Gas $812.40 and Maintenance $230.00 not deducted.');
    expect(
      vehicleMethodNote(
        { year: 2025, method: 'actual', chosen: true, leftOut: [{ category: MILEAGE_CATEGORY, total: 70 }] },
        formatUsd,
      ),
    ).toBe("Actual car expenses used for 2025: the mileage log's $70.00 at the standard rate not deducted.");
    expect(vehicleMethodNote({ year: 2025, method: 'actual', chosen: false, leftOut: [] }, formatUsd)).toBe(
      'Actual car expenses used for 2025.',
    );
  });
});

describe('car costs at the business-use share (actual costs)', () => {
  // Publication 463 ch. 4: only the business part of a car's costs is deductible, by miles. 8,000 business miles of
  // 10,000 in all: 80 %. $1,234.56 of gas counted whole → 80 % = $987.648 → $987.65 (half up).
  const share = { businessTenths: 80_000, otherTenths: 20_000 };

  it('counts whole items at the car share and items with a share of their own at theirs', () => {
    expect(carCostAtBusinessShare(123_456, 123_456, share)).toBe(98_765);
    // $100 of items with their own 50 % share ($50 counted) and $200 counted whole: 50 + 160 = $210.
    expect(carCostAtBusinessShare(25_000, 20_000, share)).toBe(21_000);
  });

  it('counts them whole when the share is unknown or no mile was driven', () => {
    expect(carCostAtBusinessShare(10_000, 10_000, null)).toBe(10_000);
    expect(carCostAtBusinessShare(10_000, 10_000, { businessTenths: 0, otherTenths: 0 })).toBe(10_000);
  });

  it('applies it under actual costs only, and says what was not deducted', () => {
    const part = {
      year: 2026,
      chosen: 'actual' as const,
      items: [{ type: 'expense' as const, category: 'Gas', totalCents: 123_456 }],
      tripMonths: [],
      wholeCarCosts: new Map([['Gas', 123_456]]),
      carShare: share,
    };
    const actual = applyVehicleMethods([part]);
    expect(actual.totals).toEqual([{ type: 'expense', category: 'Gas', totalCents: 98_765 }]);
    expect(actual.years[0]).toMatchObject({
      businessUsePercent: 80,
      leftOut: [{ category: 'Gas (personal use)', totalCents: 24_691 }],
    });
    expect(carBusinessPercent({ businessTenths: 2, otherTenths: 1 })).toBe(66.7);
    expect(
      vehicleMethodNote(
        {
          year: 2026,
          method: 'actual',
          chosen: true,
          businessUsePercent: 80,
          leftOut: [{ category: 'Gas (personal use)', total: 246.91 }],
        },
        (dollars) => `$${dollars.toFixed(2)}`,
      ),
    ).toBe(
      'Actual car expenses used for 2026 at 80 % business use: Gas (personal use) $246.91 not deducted.',
    );
    const standard = applyVehicleMethods([{ ...part, chosen: 'standard' }]);
    expect(standard.years[0]?.businessUsePercent).toBeUndefined();
  });
});

describe("the car's deduction under each method, compared", () => {
  it('counts the car costs or the mileage, and parking and tolls under both', () => {
    // Standard: mileage $872.90 + parking $18.00 + tolls $12.50 = $903.40; the phone is not a car cost.
    expect(carDeductionCents(applyVehicleMethods([year2026('standard')]).totals)).toBe(90_340);
    // Actual: gas $812.40 + maintenance $230.00 + parking $18.00 + tolls $12.50 = $1,072.90.
    expect(carDeductionCents(applyVehicleMethods([year2026('actual')]).totals)).toBe(107_290);
    expect(carDeductionCents([income('Rideshare', 500_000), expense('Phone', 4_500)])).toBe(0);
  });

  it('recommends the method with the lower tax and says by how much; no recommendation on equal tax', () => {
    // Standard: $765.00 deducted, $8,000.00 of tax; actual: $2,440.00 deducted, $7,650.00 of tax.
    // $8,000.00 - $7,650.00 = $350.00 less with actual costs.
    const standard = { deductionCents: 76_500, totalTaxCents: 800_000 };
    const actual = { deductionCents: 244_000, totalTaxCents: 765_000 };
    expect(compareVehicleMethods({ standard, actual })).toEqual({
      standard,
      actual,
      recommended: 'actual',
      savingCents: 35_000,
    });
    // The other way round: a larger deduction under the standard rate, $1.00 less tax.
    expect(
      compareVehicleMethods({
        standard: { deductionCents: 100_000, totalTaxCents: 50_000 },
        actual: { deductionCents: 99_000, totalTaxCents: 50_100 },
      }),
    ).toMatchObject({ recommended: 'standard', savingCents: 100 });
    // No income to tax: both $0.00 whatever they deduct, so neither is recommended.
    expect(
      compareVehicleMethods({
        standard: { deductionCents: 72_500, totalTaxCents: 0 },
        actual: { deductionCents: 0, totalTaxCents: 0 },
      }),
    ).toMatchObject({ recommended: null, savingCents: 0 });
  });
});
