import { describe, expect, it } from 'vitest';
import { earnedIncomeCredit, eicMessages, eicTableCredit } from './earned-income-credit';
import { taxTableFor, type FilingStatus } from './tables';

// Every figure here is worked by hand from 26 U.S.C. 32 and the year's Rev. Proc. (docs/tax-tables.md): the EIC
// table's row is $50 wide and figured at its middle, min(rate x middle, most) less the phase-out rate x what the middle
// passes the phase-out start by, rounded to the dollar.

const eic = (
  year: number,
  status: FilingStatus,
  children: number,
  earned: number,
  agi = earned,
  { investment = 0, ageEligible = true } = {},
) =>
  earnedIncomeCredit({
    figures: taxTableFor(year).earnedIncomeCredit,
    status,
    qualifyingChildren: children,
    earnedIncomeCents: Math.round(earned * 100),
    agiCents: Math.round(agi * 100),
    investmentIncomeCents: Math.round(investment * 100),
    ageEligible,
  });

describe('the earned income credit, as the EIC table gives it', () => {
  it('phases in: three children, $4,394.03 earned (the $4,350-$4,400 row, middle $4,375 x 45 % = $1,968.75)', () => {
    // Wages $3,000 and a gig profit of $1,500: SE tax 1,385.25 x 15.3 % = 211.94, half 105.97; 4,500 - 105.97.
    expect(eic(2025, 'head_of_household', 3, 4_394.03)).toEqual({
      creditCents: 1_969_00,
      earnedIncomeCents: 4_394_03,
      byEarnedIncomeCents: 1_969_00,
      byAgiCents: null,
      note: null,
    });
  });

  it('starts at the first row: $20 earned, no child, figured at $25 x 7.65 % = $1.91', () => {
    expect(eic(2025, 'single', 0, 20).creditCents).toBe(2_00);
  });

  it('rounds half a dollar up: one child, $10,000 earned (middle $10,025 x 34 % = $3,408.50)', () => {
    expect(eic(2025, 'single', 1, 10_000).creditCents).toBe(3_409_00);
  });

  it('is the most on the plateau: one child, $20,000 earned in 2025 ($12,730 to $23,350)', () => {
    expect(eic(2025, 'single', 1, 20_000).creditCents).toBe(4_328_00);
  });

  it('phases out: one child, $30,000 in 2025 = 4,328 - (30,025 - 23,350) x 15.98 % = 3,261.34', () => {
    expect(eic(2025, 'single', 1, 30_000).creditCents).toBe(3_261_00);
  });

  it('phases out later on a joint return: two children, $40,000 in 2025 = 7,152 - 9,555 x 21.06 % = 5,139.72', () => {
    expect(eic(2025, 'married', 2, 40_000).creditCents).toBe(5_140_00);
    // The same income on any other return starts phasing out at $23,350: 7,152 - 16,675 x 21.06 % = 3,640.24.
    expect(eic(2025, 'head_of_household', 2, 40_000).creditCents).toBe(3_640_00);
  });

  it('counts four children or more as three: 2026, $18,300 earned = the most for three, $8,231', () => {
    expect(eic(2026, 'head_of_household', 5, 18_300).creditCents).toBe(8_231_00);
  });

  it('with no child: 2024, $12,000 = 632 - (12,025 - 10,330) x 7.65 % = 502.33', () => {
    expect(eic(2024, 'single', 0, 12_000).creditCents).toBe(502_00);
  });

  it('takes the smaller of earned income and AGI once AGI passes the phase-out start (worksheet A lines 1-6)', () => {
    // One child, 2025: $20,000 earned is on the plateau ($4,328); AGI $26,000 is past $23,350:
    // 4,328 - (26,025 - 23,350) x 15.98 % = 3,900.54.
    expect(eic(2025, 'single', 1, 20_000, 26_000)).toEqual({
      creditCents: 3_901_00,
      earnedIncomeCents: 20_000_00,
      byEarnedIncomeCents: 4_328_00,
      byAgiCents: 3_901_00,
      note: null,
    });
    // AGI under the phase-out start is not looked up: line 6 is line 2.
    expect(eic(2025, 'single', 1, 10_000, 12_000)).toMatchObject({ creditCents: 3_409_00, byAgiCents: null });
  });

  it('is none past the end of the phase-out, and says where it ends', () => {
    // No child, 2025: 10,620 + 649 / 7.65 % = 19,103.66, so $19,104.
    expect(eic(2025, 'single', 0, 19_200)).toMatchObject({
      creditCents: 0,
      note: eicMessages.incomeOver('$19,104'),
    });
    expect(eicMessages.incomeOver('$19,104')).toBe(
      'No earned income credit: income is at or over $19,104, where the credit ends for your household.',
    );
  });

  it("is none with investment income over the year's limit ($11,950 in 2025), and is at the limit", () => {
    expect(eic(2025, 'single', 1, 20_000, 20_000, { investment: 11_950.01 })).toMatchObject({
      creditCents: 0,
      note: "No earned income credit: investment income is over $11,950, the year's limit.",
    });
    expect(eic(2025, 'single', 1, 20_000, 20_000, { investment: 11_950 }).creditCents).toBe(4_328_00);
  });

  it('needs, without a qualifying child, an age of 25 to 64', () => {
    expect(eic(2025, 'single', 0, 8_000, 8_000, { ageEligible: false })).toMatchObject({
      creditCents: 0,
      note: 'No earned income credit: without a qualifying child, you (or your spouse) must be 25 to 64 at the end of the year.',
    });
    // 8,000 is in the $8,000-$8,050 row: 8,025 x 7.65 % = 613.91.
    expect(eic(2025, 'single', 0, 8_000).creditCents).toBe(614_00);
  });

  it('on a separate return, only with a qualifying child, and says what it assumes', () => {
    expect(eic(2025, 'married_separately', 0, 8_000)).toMatchObject({
      creditCents: 0,
      note: 'No earned income credit: on a separate return it needs a qualifying child who lived with you more than half the year.',
    });
    expect(eic(2025, 'married_separately', 1, 30_000)).toMatchObject({
      creditCents: 3_261_00,
      note: 'On a separate return, this assumes you lived apart from your spouse for the last 6 months of the year or are legally separated.',
    });
  });

  it('is none with no earned income', () => {
    expect(eic(2025, 'single', 2, 0, 5_000).note).toBe(
      'No earned income credit: it needs earnings from work (wages or self-employment profit).',
    );
  });

  it('gives each year its own figures: the most for one child, 2022 to 2026', () => {
    const plateau = (year: number) =>
      eicTableCredit(15_000_00, 1, taxTableFor(year).earnedIncomeCredit, false);
    expect([2022, 2023, 2024, 2025, 2026].map(plateau)).toEqual([
      3_733_00, 3_995_00, 4_213_00, 4_328_00, 4_427_00,
    ]);
  });
});
