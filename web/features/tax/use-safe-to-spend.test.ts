import { describe, expect, it } from 'vitest';
import { safeToSpendOf, yearsOfIncome } from './use-safe-to-spend';

describe('yearsOfIncome', () => {
  it('asks for each year of income once, and none for expenses or years without tax tables', () => {
    expect(
      yearsOfIncome([
        { type: 'income', date: '2026-03-01' },
        { type: 'income', date: '2025-12-31' },
        { type: 'income', date: '2026-11-01' },
        { type: 'expense', date: '2024-01-01' },
        { type: 'income', date: '2005-01-01' }, // before the first table (2022)
      ]),
    ).toEqual([2025, 2026]);
  });
});

describe("safeToSpendOf: the item minus its share of the year's tax (core/tax/planner.ts safeToSpend)", () => {
  // 2025 worked example of core/tax/estimate.test.ts: 60,000 income, 9,775.17 tax.
  const estimates = new Map([[2025, { grossIncome: 60_000, totalTax: 9_775.17 }]]);

  it.each([
    // 1,000 x 9,775.17 / 60,000 = 162.9195 -> 162.92 set aside, 837.08 safe.
    [1_000, 837.08],
    // 35,000 x 9,775.17 / 60,000 = 5,702.1825 -> 5,702.18; 29,297.82 safe.
    [35_000, 29_297.82],
  ])('an income item of %d in 2025 leaves %d', (amount, safe) => {
    expect(safeToSpendOf({ type: 'income', date: '2025-05-05', amount }, estimates)).toBe(safe);
  });

  it('knows nothing of an expense or a year not asked for', () => {
    expect(safeToSpendOf({ type: 'expense', date: '2025-05-05', amount: 10 }, estimates)).toBeUndefined();
    expect(safeToSpendOf({ type: 'income', date: '2026-05-05', amount: 10 }, estimates)).toBeUndefined();
  });

  it('leaves all of it when the year owes no tax', () => {
    const none = new Map([[2026, { grossIncome: 300, totalTax: 0 }]]);
    expect(safeToSpendOf({ type: 'income', date: '2026-01-01', amount: 300 }, none)).toBe(300);
  });
});
