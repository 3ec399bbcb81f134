import { describe, expect, it } from 'vitest';
import { qualifiedTipsDeduction, tipsMessages, tipsPhaseOutCents, type TipsDeductionInput } from './tips';

const base: TipsDeductionInput = {
  year: 2025,
  filingStatus: 'single',
  tipsCents: 8_000_00,
  businessNetIncomeCents: 60_000_00,
  modifiedAgiCents: 55_000_00,
};

const phasedOutSingle =
  'Your modified AGI is above $150,000, so the tips deduction is reduced by $100 for each $1,000 over it.';
const phasedOutJoint =
  'Your modified AGI is above $300,000, so the tips deduction is reduced by $100 for each $1,000 over it.';

describe('qualifiedTipsDeduction (OBBBA "No tax on tips", Schedule 1-A Part II)', () => {
  it('deducts all the tips under the cap, the net income limit and the phase-out', () => {
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
        businessNetIncomeCents: 90_000_00,
        modifiedAgiCents: 80_000_00,
      }),
    ).toEqual({ deductionCents: 25_000_00, note: 'At most $25,000 of tips can be deducted in a year.' });
  });

  it('is at most the business net income (net profit less the deductible half of SE tax)', () => {
    expect(qualifiedTipsDeduction({ ...base, businessNetIncomeCents: 5_000_00 })).toEqual({
      deductionCents: 5_000_00,
      note: 'Tips earned in your business can be deducted only up to its net profit less the deductible half of self-employment tax.',
    });
    expect(tipsMessages.overNetIncome).toBe(
      'Tips earned in your business can be deducted only up to its net profit less the deductible half of self-employment tax.',
    );
    expect(qualifiedTipsDeduction({ ...base, businessNetIncomeCents: -300_00 }).deductionCents).toBe(0);
  });

  // 26 U.S.C. 224(b)(2): $100 for each full $1,000 of modified AGI over $150,000 ($300,000 joint); Schedule 1-A
  // Part II divides the excess by $1,000, drops any fraction and multiplies by $100.
  it.each([
    // status, MAGI, tips, deduction: arithmetic
    // 157,350 - 150,000 = 7,350; 7,350 / 1,000 = 7.35 -> 7; 7 x 100 = 700; 3,000 - 700 = 2,300.
    ['single', 157_350_00, 3_000_00, 2_300_00],
    // 150,999.99 - 150,000 = 999.99; / 1,000 = 0.99999 -> 0: no reduction, but over the threshold.
    ['single', 150_999_99, 3_000_00, 3_000_00],
    // 151,000 - 150,000 = 1,000 -> 1 step: 3,000 - 100 = 2,900.
    ['single', 151_000_00, 3_000_00, 2_900_00],
    // 160,000 - 150,000 = 10,000 -> 10 steps: 20,000 - 1,000 = 19,000.
    ['single', 160_000_00, 20_000_00, 19_000_00],
    ['head_of_household', 160_000_00, 20_000_00, 19_000_00],
    // 150,500.55 - 150,000 = 500.55 -> 0 steps (the old rule took 10 % of it, $50.06).
    ['single', 150_500_55, 1_000_00, 1_000_00],
    // Joint: 340,000 - 300,000 = 40,000 -> 40 steps: 8,000 - 4,000 = 4,000.
    ['married', 340_000_00, 8_000_00, 4_000_00],
    // Joint: 307,350 - 300,000 = 7,350 -> 7 steps: 3,000 - 700 = 2,300.
    ['married', 307_350_00, 3_000_00, 2_300_00],
    // Joint: 300,999.99 - 300,000 = 999.99 -> 0 steps.
    ['married', 300_999_99, 3_000_00, 3_000_00],
    // Joint: 157,350 is under 300,000: nothing taken off.
    ['married', 157_350_00, 3_000_00, 3_000_00],
  ] as const)(
    '%s, modified AGI %i cents, tips %i cents: deduction %i cents',
    (status, magi, tips, deduction) => {
      const result = qualifiedTipsDeduction({
        ...base,
        filingStatus: status,
        tipsCents: tips,
        businessNetIncomeCents: 500_000_00,
        modifiedAgiCents: magi,
      });
      expect(result.deductionCents).toBe(deduction);
      const over = magi > (status === 'married' ? 300_000_00 : 150_000_00);
      const reduced = over && tipsPhaseOutCents(magi, status) > 0;
      expect(result.note).toBe(reduced ? (status === 'married' ? phasedOutJoint : phasedOutSingle) : null);
    },
  );

  it('is not reduced at exactly $150,000', () => {
    expect(qualifiedTipsDeduction({ ...base, modifiedAgiCents: 150_000_00 }).deductionCents).toBe(8_000_00);
  });

  it('is gone once the reduction passes the tips, never below zero', () => {
    const high = { ...base, tipsCents: 25_000_00, businessNetIncomeCents: 500_000_00 };
    // 400,000 - 150,000 = 250,000 -> 250 steps = 25,000: nothing left.
    expect(qualifiedTipsDeduction({ ...high, modifiedAgiCents: 400_000_00 }).deductionCents).toBe(0);
    // 399,990 - 150,000 = 249,990 -> 249 steps = 24,900: 100 left (the old rule left $1).
    expect(qualifiedTipsDeduction({ ...high, modifiedAgiCents: 399_990_00 }).deductionCents).toBe(100_00);
    expect(qualifiedTipsDeduction({ ...high, modifiedAgiCents: 900_000_00 }).deductionCents).toBe(0);
  });
});

describe('tipsPhaseOutCents', () => {
  it.each([
    ['single', 150_000_00, 0],
    ['single', 150_999_99, 0], // 999.99 over: no full $1,000
    ['single', 151_000_00, 100_00], // 1 full $1,000
    ['single', 157_350_00, 700_00], // 7 full $1,000
    ['married', 301_999_99, 100_00], // 1,999.99 over: 1 full $1,000
    ['married', 150_000_00, 0],
  ] as const)('%s at %i cents: %i cents', (status, magi, reduction) => {
    expect(tipsPhaseOutCents(magi, status)).toBe(reduction);
  });
});
