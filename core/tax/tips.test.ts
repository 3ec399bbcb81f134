import { describe, expect, it } from 'vitest';
import { qualifiedTipsDeduction, tipsMessages, type TipsDeductionInput } from './tips';

const base: TipsDeductionInput = {
  year: 2025,
  filingStatus: 'single',
  tipsCents: 8_000_00,
  netProfitCents: 60_000_00,
  modifiedAgiCents: 55_000_00,
};

describe('qualifiedTipsDeduction (OBBBA "No tax on tips", Schedule 1-A Part II)', () => {
  it('deducts all the tips under the cap, the profit and the phase-out', () => {
    expect(qualifiedTipsDeduction(base)).toEqual({ deductionCents: 8_000_00, note: null });
  });

  it('gives nothing without tips', () => {
    expect(qualifiedTipsDeduction({ ...base, tipsCents: 0 })).toEqual({ deductionCents: 0, note: null });
  });

  it.each([2022, 2024, 2029, 2030])('gives nothing in tax year %i, outside 2025 to 2028', (year) => {
    expect(qualifiedTipsDeduction({ ...base, year })).toEqual({
      deductionCents: 0,
      note: 'The deduction for qualified tips applies to tax years 2025 to 2028 only.',
    });
  });

  it.each([2025, 2026, 2027, 2028])('applies in tax year %i', (year) => {
    expect(qualifiedTipsDeduction({ ...base, year }).deductionCents).toBe(8_000_00);
  });

  it('caps the deduction at $25,000', () => {
    expect(
      qualifiedTipsDeduction({
        ...base,
        tipsCents: 31_234_56,
        netProfitCents: 90_000_00,
        modifiedAgiCents: 80_000_00,
      }),
    ).toEqual({ deductionCents: 25_000_00, note: 'At most $25,000 of tips can be deducted in a year.' });
  });

  it('is at most the net profit of the business the tips came from', () => {
    expect(qualifiedTipsDeduction({ ...base, netProfitCents: 5_000_00 })).toEqual({
      deductionCents: 5_000_00,
      note: tipsMessages.overNetProfit,
    });
    expect(qualifiedTipsDeduction({ ...base, netProfitCents: -300_00 }).deductionCents).toBe(0);
  });

  it('loses $100 for each $1,000 of modified AGI over $150,000 (single and head of household)', () => {
    // $160,000: $10,000 over, so $1,000 less.
    const over = { ...base, tipsCents: 20_000_00, netProfitCents: 190_000_00, modifiedAgiCents: 160_000_00 };
    const expected = {
      deductionCents: 19_000_00,
      note: 'Your modified AGI is above $150,000, so the tips deduction is reduced by $100 for each $1,000 over it.',
    };
    expect(qualifiedTipsDeduction(over)).toEqual(expected);
    expect(qualifiedTipsDeduction({ ...over, filingStatus: 'head_of_household' })).toEqual(expected);
  });

  it('applies the 10 % to the exact excess, as Schedule 1-A line 11 does ($150,500.55 over by $500.55)', () => {
    const result = qualifiedTipsDeduction({ ...base, tipsCents: 1_000_00, modifiedAgiCents: 150_500_55 });
    expect(result.deductionCents).toBe(1_000_00 - 50_06);
  });

  it('is not reduced at exactly $150,000', () => {
    expect(qualifiedTipsDeduction({ ...base, modifiedAgiCents: 150_000_00 }).deductionCents).toBe(8_000_00);
  });

  it('phases out from $300,000 for a joint return', () => {
    const joint = { ...base, filingStatus: 'married' as const, netProfitCents: 400_000_00 };
    expect(qualifiedTipsDeduction({ ...joint, modifiedAgiCents: 300_000_00 }).deductionCents).toBe(8_000_00);
    expect(qualifiedTipsDeduction({ ...joint, modifiedAgiCents: 340_000_00 })).toEqual({
      deductionCents: 4_000_00,
      note: 'Your modified AGI is above $300,000, so the tips deduction is reduced by $100 for each $1,000 over it.',
    });
  });

  it('is gone once the reduction passes the tips, never below zero', () => {
    // $25,000 of tips are gone at $400,000 single ($250,000 over: $25,000 less).
    const high = { ...base, tipsCents: 25_000_00, netProfitCents: 500_000_00 };
    expect(qualifiedTipsDeduction({ ...high, modifiedAgiCents: 400_000_00 }).deductionCents).toBe(0);
    expect(qualifiedTipsDeduction({ ...high, modifiedAgiCents: 399_990_00 }).deductionCents).toBe(1_00);
    expect(qualifiedTipsDeduction({ ...high, modifiedAgiCents: 900_000_00 }).deductionCents).toBe(0);
  });
});
