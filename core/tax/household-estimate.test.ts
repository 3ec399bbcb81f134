import { describe, expect, it } from 'vitest';
import { estimateTax, type TaxInput } from './estimate';

// The whole household, figured by hand from the forms (Schedule SE, Form 8959, Schedule 1, Form 8995,
// Schedule 8812, Form 7206, Form 2210) with the year's figures in docs/tax-tables.md. Each step is written out;
// money rounds half-up to the cent at each step, as the engine's rule says.

const $ = (dollars: number) => Math.round(dollars * 100);
const estimate = (input: Omit<TaxInput, 'expensesCents'> & { expensesCents?: number }) =>
  estimateTax({ expensesCents: 0, ...input });

describe('a day job beside the gig', () => {
  it('2025 single, $60,000 of wages and $25,000 of gig profit: the wages fill the lower brackets', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(25_000),
      household: { w2WagesCents: $(60_000) },
    });
    // Schedule SE: 25,000 x 0.9235 = 23,087.50; wage base 176,100 - 60,000 = 116,100 left, so all of it:
    // 12.4 % = 2,862.85; 2.9 % = 669.5375 -> 669.54; SE tax 3,532.39; half 1,766.195 -> 1,766.20.
    expect(result.netEarningsCents).toBe($(23_087.5));
    expect(result.socialSecurityBaseLeftCents).toBe($(116_100));
    expect(result.socialSecurityTaxCents).toBe($(2_862.85));
    expect(result.medicareTaxCents).toBe($(669.54));
    expect(result.halfSelfEmploymentTaxDeductionCents).toBe($(1_766.2));
    // Form 1040: total income 85,000; AGI 83,233.80; less 15,750 = 67,483.80; QBI 20 % x 23,233.80 = 4,646.76.
    expect(result.totalIncomeCents).toBe($(85_000));
    expect(result.adjustedGrossIncomeCents).toBe($(83_233.8));
    expect(result.qbiDeductionCents).toBe($(4_646.76));
    expect(result.taxableIncomeCents).toBe($(62_837.04));
    // 10 % x 11,925 = 1,192.50; 12 % x 36,550 = 4,386.00; 22 % x 14,362.04 = 3,159.65 -> 8,738.15.
    expect(result.brackets.map((line) => [line.ratePercent, line.taxCents])).toEqual([
      [10, $(1_192.5)],
      [12, $(4_386)],
      [22, $(3_159.65)],
    ]);
    expect(result.incomeTaxCents).toBe($(8_738.15));
    expect(result.totalTaxCents).toBe($(12_270.54));
    expect(result.balanceDueCents).toBe($(12_270.54));
  });

  it('2025, $170,000 of wages and $30,000 of profit: the 12.4 % part stops at the wage base', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(30_000),
      household: { w2WagesCents: $(170_000), w2WithholdingCents: $(28_000) },
    });
    // 30,000 x 0.9235 = 27,705; only 176,100 - 170,000 = 6,100 is under the base: 12.4 % = 756.40.
    // Medicare 2.9 % x 27,705 = 803.445 -> 803.45. SE tax 1,559.85, half 779.925 -> 779.93.
    expect(result.socialSecurityTaxCents).toBe($(756.4));
    expect(result.medicareTaxCents).toBe($(803.45));
    expect(result.selfEmploymentTaxCents).toBe($(1_559.85));
    // Form 8959: wages 170,000 under 200,000; 30,000 of the threshold left, SE income 27,705 under it: none.
    expect(result.additionalMedicareTaxCents).toBe(0);
    // AGI 200,000 - 779.93 = 199,220.07; taxable before QBI 183,470.07 (under 197,300); QBI 20 % x 29,220.07.
    expect(result.adjustedGrossIncomeCents).toBe($(199_220.07));
    expect(result.qbiDeductionCents).toBe($(5_844.01));
    // 177,626.06: 1,192.50 + 4,386.00 + 22 % x 54,875 = 12,072.50 + 24 % x 74,276.06 = 17,826.25 -> 35,477.25.
    expect(result.incomeTaxCents).toBe($(35_477.25));
    expect(result.totalTaxCents).toBe($(37_037.1));
    // Withholding pays 28,000 of it: 9,037.10 is still to pay, in four installments.
    expect(result.withholdingCents).toBe($(28_000));
    expect(result.balanceDueCents).toBe($(9_037.1));
    expect(result.installments.map((installment) => installment.amountCents)).toEqual([
      $(2_259.28),
      $(2_259.28),
      $(2_259.28),
      $(2_259.26),
    ]);
  });

  it('withholding that covers the safe harbor: no estimated payments are needed', () => {
    const input = {
      year: 2025,
      filingStatus: 'single' as const,
      incomeCents: $(30_000),
      priorYear: { totalTaxCents: $(30_000), agiCents: $(190_000) },
    };
    // Required annual payment: the lesser of 90 % x 37,037.10 = 33,333.39 and 110 % x 30,000 = 33,000 (AGI over
    // 150,000).
    const short = estimate({
      ...input,
      household: { w2WagesCents: $(170_000), w2WithholdingCents: $(28_000) },
    });
    expect(short.safeHarbor).toEqual({
      ninetyPercentOfThisYearCents: $(33_333.39),
      priorYearPercent: 110,
      priorYearCents: $(33_000),
      requiredAnnualCents: $(33_000),
      withholdingCents: $(28_000),
      fromEstimatesCents: $(5_000),
      quarterlyCents: $(1_250),
    });
    expect(short.noEstimatesNeeded).toBe(false);

    const covered = estimate({
      ...input,
      household: { w2WagesCents: $(170_000), w2WithholdingCents: $(34_000) },
    });
    expect(covered.safeHarbor?.fromEstimatesCents).toBe(0);
    expect(covered.noEstimatesNeeded).toBe(true);
    // 3,037.10 is still owed with the return, without a penalty.
    expect(covered.balanceDueCents).toBe($(3_037.1));
  });
});

describe('a joint return', () => {
  it('2025, $260,000 of combined wages and $50,000 of profit: Additional Medicare Tax on both', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'married',
      incomeCents: $(50_000),
      household: {
        w2WagesCents: $(150_000),
        w2WithholdingCents: $(20_000),
        spouseW2WagesCents: $(110_000),
        spouseW2WithholdingCents: $(12_000),
      },
    });
    // Only the person's own wages use up their wage base: 176,100 - 150,000 = 26,100; 12.4 % = 3,236.40.
    // 50,000 x 0.9235 = 46,175; Medicare 2.9 % = 1,339.075 -> 1,339.08; SE tax 4,575.48, half 2,287.74.
    expect(result.socialSecurityTaxCents).toBe($(3_236.4));
    expect(result.selfEmploymentTaxCents).toBe($(4_575.48));
    // Form 8959: wages 260,000 - 250,000 = 10,000 x 0.9 % = 90.00; the wages used the whole threshold, so all of
    // the SE income: 46,175 x 0.9 % = 415.575 -> 415.58. Neither person earned over 200,000: nothing withheld.
    expect(result.additionalMedicareOnWagesCents).toBe($(90));
    expect(result.additionalMedicareOnSelfEmploymentCents).toBe($(415.58));
    expect(result.additionalMedicareWithheldCents).toBe(0);
    // AGI 310,000 - 2,287.74 = 307,712.26; less 31,500 = 276,212.26; QBI 20 % x 47,712.26 = 9,542.45.
    expect(result.adjustedGrossIncomeCents).toBe($(307_712.26));
    expect(result.taxableIncomeCents).toBe($(266_669.81));
    // 2,385 + 8,772 + 24,145 + 24 % x 59,969.81 = 14,392.75 -> 49,694.75.
    expect(result.incomeTaxCents).toBe($(49_694.75));
    expect(result.totalTaxCents).toBe($(54_775.81));
    expect(result.withholdingCents).toBe($(32_000));
    expect(result.balanceDueCents).toBe($(22_775.81));
  });

  it('2026, a spouse earning $230,000: no 12.4 % part, and the Additional Medicare Tax withheld counts as paid', () => {
    const result = estimate({
      year: 2026,
      filingStatus: 'married',
      incomeCents: $(50_000),
      household: {
        w2WagesCents: $(230_000),
        w2WithholdingCents: $(40_000),
        spouseW2WagesCents: $(30_000),
        spouseW2WithholdingCents: $(3_000),
      },
    });
    // The person's wages pass the 184,500 base: SE tax is the 2.9 % part only, 1,339.08; half 669.54.
    expect(result.socialSecurityBaseLeftCents).toBe(0);
    expect(result.socialSecurityTaxCents).toBe(0);
    expect(result.selfEmploymentTaxCents).toBe($(1_339.08));
    // Their employer withheld 0.9 % x (230,000 - 200,000) = 270.00 (Form 8959 Part V).
    expect(result.additionalMedicareTaxCents).toBe($(505.58));
    expect(result.additionalMedicareWithheldCents).toBe($(270));
    // AGI 309,330.46; taxable 277,130.46 - QBI 9,866.09 = 267,264.37; tax 2,480 + 9,120 + 24,332 + 13,407.45.
    expect(result.incomeTaxCents).toBe($(49_339.45));
    expect(result.totalTaxCents).toBe($(51_184.11));
    // 51,184.11 - 43,000 withheld - 270 Additional Medicare Tax withheld = 7,914.11.
    expect(result.balanceDueCents).toBe($(7_914.11));
  });

  it("leaves a spouse's wages out of any return but a joint one", () => {
    const single = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(10_000),
      household: { spouseW2WagesCents: $(80_000), spouseW2WithholdingCents: $(9_000) },
    });
    expect(single.spouseWagesCents).toBe(0);
    expect(single.totalIncomeCents).toBe($(10_000));
    expect(single.withholdingCents).toBe(0);
  });
});

describe('credits', () => {
  it('2025 joint, two children and another dependent, phased out above $400,000', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'married',
      incomeCents: $(120_000),
      household: { w2WagesCents: $(300_000), childrenUnder17: 2, otherDependents: 1 },
    });
    // AGI: 420,000 - half of SE tax 1,606.89 (Medicare part only: wages past the base) = 418,393.11.
    expect(result.adjustedGrossIncomeCents).toBe($(418_393.11));
    // 2 x 2,200 + 500 = 4,900; 18,393.11 over 400,000 is 19 thousands or part of one: 19 x 50 = 950 off.
    expect(result.childCreditsPhaseOutCents).toBe($(950));
    expect(result.childCreditsCents).toBe($(3_950));
    expect(result.incomeTaxBeforeCreditsCents).toBe($(72_865.48));
    expect(result.nonrefundableCreditsCents).toBe($(3_950));
    expect(result.incomeTaxCents).toBe($(68_915.48));
    // Additional Medicare Tax: wages 50,000 over 250,000 = 450.00; SE income 110,820 x 0.9 % = 997.38;
    // withheld 0.9 % x 100,000 = 900.00.
    expect(result.additionalMedicareTaxCents).toBe($(1_447.38));
    expect(result.totalTaxCents).toBe($(73_576.64));
    expect(result.balanceDueCents).toBe($(72_676.64));
  });

  it('2025 single, two children on a small profit: the refundable additional child tax credit', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(18_000),
      household: { childrenUnder17: 2 },
    });
    // SE tax 2,543.32, half 1,271.66; AGI 16,728.34; taxable 978.34 - QBI 195.67 = 782.67; tax 78.27.
    expect(result.incomeTaxBeforeCreditsCents).toBe($(78.27));
    expect(result.nonrefundableCreditsCents).toBe($(78.27));
    expect(result.incomeTaxCents).toBe(0);
    // Schedule 8812: unused 4,400 - 78.27 = 4,321.73, at most 2 x 1,700 = 3,400; earned income 18,000 - 1,271.66 =
    // 16,728.34, less 2,500 = 14,228.34 x 15 % = 2,134.251 -> 2,134.25: the credit.
    expect(result.additionalChildTaxCreditCents).toBe($(2_134.25));
    expect(result.totalTaxCents).toBe($(2_543.32));
    // The two children qualify for the EIC too: earned income 16,728.34 is in the $16,700-$16,750 row, figured at
    // 16,725 x 40 % = 6,690, under 2025's most for two (7,152) and under the $23,350 phase-out start.
    expect(result.earnedIncomeCreditCents).toBe($(6_690));
    // 2,543.32 - 2,134.25 - 6,690 = -6,280.93: a refund.
    expect(result.balanceDueCents).toBe($(-6_280.93));
    expect(result.refundCents).toBe($(6_280.93));
  });
});

describe('married filing separately', () => {
  it('2025: its own Additional Medicare threshold of $125,000, and no tips deduction', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'married_separately',
      incomeCents: $(90_000),
      tipsCents: $(5_000),
      household: { w2WagesCents: $(100_000) },
    });
    // SE: 83,115 of net earnings; 76,100 of base left: all taxed, 9,436.40 + 2,410.34 = 11,846.74.
    expect(result.selfEmploymentTaxCents).toBe($(11_846.74));
    // Form 8959: 125,000 - 100,000 = 25,000 of threshold left; 83,115 - 25,000 = 58,115 x 0.9 % = 523.035 -> 523.04.
    expect(result.additionalMedicareTaxCents).toBe($(523.04));
    expect(result.tipsDeductionCents).toBe(0);
    expect(result.tipsNote).toBe(
      'A married person can deduct qualified tips only on a joint return (married filing jointly).',
    );
    // Standard deduction 15,750 (single's); taxable 168,326.63 - QBI 16,815.33 = 151,511.30, on the MFS schedule:
    // 1,192.50 + 4,386.00 + 12,072.50 + 24 % x 48,161.30 = 11,558.71 -> 29,209.71.
    expect(result.standardDeductionCents).toBe($(15_750));
    expect(result.incomeTaxCents).toBe($(29_209.71));
    expect(result.totalTaxCents).toBe($(41_579.49));
  });

  it('2026: the 35 % bracket ends at $384,350, not the single $640,600', () => {
    const result = estimate({
      year: 2026,
      filingStatus: 'married_separately',
      incomeCents: 0,
      household: { otherIncomeCents: $(500_000) },
    });
    // 500,000 - 16,100 = 483,900 taxable; 37 % on 483,900 - 384,350 = 99,550.
    expect(result.brackets.at(-1)).toEqual({
      ratePercent: 37,
      amountCents: $(99_550),
      taxCents: $(36_833.5),
    });
  });

  it('a qualifying surviving spouse files on the joint schedule and deduction', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'qualifying_surviving_spouse',
      incomeCents: 0,
      household: { otherIncomeCents: $(100_000) },
    });
    // 100,000 - 31,500 = 68,500: 10 % x 23,850 = 2,385 + 12 % x 44,650 = 5,358 -> 7,743.
    expect(result.standardDeductionCents).toBe($(31_500));
    expect(result.incomeTaxCents).toBe($(7_743));
  });
});

describe("the self-employed's own deductions", () => {
  it('2026, an itemizer with a 350 sq ft home office: 300 count, and the larger deduction is used', () => {
    const result = estimate({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(40_000),
      household: { itemizedDeductionsCents: $(22_000), homeOfficeSqFt: 350 },
    });
    // Home office 300 x $5 = 1,500 off the profit: 38,500, which SE tax and QBI are figured on.
    expect(result.homeOfficeDeductionCents).toBe($(1_500));
    expect(result.netProfitCents).toBe($(38_500));
    expect(result.selfEmploymentTaxCents).toBe($(5_439.88));
    expect(result.deductionKind).toBe('itemized');
    expect(result.deductionCents).toBe($(22_000));
    // AGI 35,780.06 - 22,000 = 13,780.06; QBI 20 % of that (less than 20 % of 35,780.06) = 2,756.01.
    expect(result.qbiDeductionCents).toBe($(2_756.01));
    expect(result.incomeTaxCents).toBe($(1_102.41));
  });

  it('the home office never makes a loss', () => {
    const result = estimate({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(900),
      household: { homeOfficeSqFt: 300 },
    });
    expect(result.homeOfficeDeductionCents).toBe($(900));
    expect(result.netProfitCents).toBe(0);
  });

  it('2026, SE health insurance and a SEP contribution within their limits lower income tax, not SE tax', () => {
    const result = estimate({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(80_000),
      household: { seHealthInsuranceCents: $(9_000), retirementContributionsCents: $(12_000) },
    });
    // SE tax 11,303.64 (unchanged by either), half 5,651.82. SEP limit 20 % x 74,348.18 = 14,869.64: 12,000 counts.
    // Health insurance limit 74,348.18 - 12,000 = 62,348.18: 9,000 counts.
    expect(result.selfEmploymentTaxCents).toBe($(11_303.64));
    expect(result.retirementLimitCents).toBe($(14_869.64));
    expect(result.retirementDeductionCents).toBe($(12_000));
    expect(result.seHealthInsuranceDeductionCents).toBe($(9_000));
    // AGI 80,000 - 5,651.82 - 9,000 - 12,000 = 53,348.18; QBI is that too (the deductions come from the business).
    expect(result.adjustedGrossIncomeCents).toBe($(53_348.18));
    expect(result.qbiCents).toBe($(53_348.18));
    expect(result.incomeTaxCents).toBe($(3_327.82));
    expect(result.totalTaxCents).toBe($(14_631.46));
  });

  it('counts a retirement contribution only up to the limit (the API refuses more)', () => {
    const result = estimate({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(80_000),
      household: { retirementContributionsCents: $(20_000) },
    });
    expect(result.retirementDeductionCents).toBe($(14_869.64));
  });
});

describe("earlier years, figured by hand from that year's forms", () => {
  it('2022 married filing separately, $120,000 of wages and $70,000 of profit: past the separate QBI threshold', () => {
    const result = estimate({
      year: 2022,
      filingStatus: 'married_separately',
      incomeCents: $(70_000),
      household: { w2WagesCents: $(120_000), w2WithholdingCents: $(18_000) },
    });
    // Schedule SE: line 6 70,000 x 0.9235 = 64,645; line 8a 120,000; line 9 147,000 - 120,000 = 27,000;
    // line 10 12.4 % x 27,000 = 3,348.00; line 11 2.9 % x 64,645 = 1,874.705 -> 1,874.71; line 12 5,222.71;
    // line 13 half 2,611.355 -> 2,611.36.
    expect(result.socialSecurityBaseLeftCents).toBe($(27_000));
    expect(result.socialSecurityTaxCents).toBe($(3_348));
    expect(result.medicareTaxCents).toBe($(1_874.71));
    expect(result.halfSelfEmploymentTaxDeductionCents).toBe($(2_611.36));
    // Form 8959 (separately: $125,000): line 7 none (120,000 of wages); line 11 125,000 - 120,000 = 5,000;
    // line 12 64,645 - 5,000 = 59,645; line 13 0.9 % = 536.805 -> 536.81.
    expect(result.additionalMedicareOnWagesCents).toBe(0);
    expect(result.additionalMedicareOnSelfEmploymentCents).toBe($(536.81));
    // Form 1040: total income 190,000; AGI 187,388.64; less 12,950 = 174,438.64 before QBI, over the separate
    // threshold of 170,050 by 4,388.64. Form 8995-A Part III: 20 % x QBI 67,388.64 = 13,477.728 -> 13,477.73;
    // no W-2 wages paid, so it phases down by 4,388.64 / 50,000 = 8.77728 %: 1,182.98; 12,294.75 (under 20 % of
    // taxable income, 34,887.73).
    expect(result.adjustedGrossIncomeCents).toBe($(187_388.64));
    expect(result.taxableIncomeBeforeQbiCents).toBe($(174_438.64));
    expect(result.qbiDeductionCents).toBe($(12_294.75));
    // 162,143.89 on the 2022 separate schedule: 10 % x 10,275 = 1,027.50; 12 % x 31,500 = 3,780.00;
    // 22 % x 47,300 = 10,406.00; 24 % x 73,068.89 = 17,536.5336 -> 17,536.53; 32,750.03.
    expect(result.taxableIncomeCents).toBe($(162_143.89));
    expect(result.incomeTaxCents).toBe($(32_750.03));
    // Total (Form 1040 line 24): 32,750.03 + 5,222.71 + 536.81 = 38,509.55; less 18,000 withheld = 20,509.55.
    expect(result.totalTaxCents).toBe($(38_509.55));
    expect(result.balanceDueCents).toBe($(20_509.55));
  });

  it('2023 head of household with one child: the refundable part stops at $1,600', () => {
    const result = estimate({
      year: 2023,
      filingStatus: 'head_of_household',
      incomeCents: $(16_000),
      household: { w2WagesCents: $(8_000), w2WithholdingCents: $(200), childrenUnder17: 1 },
    });
    // Schedule SE: 16,000 x 0.9235 = 14,776; base left 160,200 - 8,000 = 152,200; 12.4 % = 1,832.224 -> 1,832.22;
    // 2.9 % = 428.504 -> 428.50; SE tax 2,260.72, half 1,130.36.
    expect(result.selfEmploymentTaxCents).toBe($(2_260.72));
    // AGI 24,000 - 1,130.36 = 22,869.64; less 20,800 = 2,069.64; QBI 20 % x 14,869.64 = 2,973.93 but at most
    // 20 % x 2,069.64 = 413.928 -> 413.93; taxable 1,655.71; 10 % = 165.571 -> 165.57.
    expect(result.adjustedGrossIncomeCents).toBe($(22_869.64));
    expect(result.qbiDeductionCents).toBe($(413.93));
    expect(result.incomeTaxBeforeCreditsCents).toBe($(165.57));
    // Schedule 8812: line 12 2,000 (AGI far under 200,000); line 14 165.57 used against the tax; line 16a
    // 1,834.43; line 16b 1 x 1,600 (2023); line 17 1,600; earned income 8,000 + 16,000 - 1,130.36 = 22,869.64,
    // less 2,500 = 20,369.64 x 15 % = 3,055.45; line 27 the smaller of 1,600 and 3,055.45: 1,600.
    expect(result.nonrefundableCreditsCents).toBe($(165.57));
    expect(result.incomeTaxCents).toBe(0);
    expect(result.additionalChildTaxCreditCents).toBe($(1_600));
    // EIC (2023, one child): earned income 22,869.64 is in the $22,850-$22,900 row, at 22,875: past the $21,560
    // phase-out start by 1,315; 3,995 - 15.98 % x 1,315 = 3,784.86 -> 3,785. AGI is the same figure.
    expect(result.earnedIncomeCreditCents).toBe($(3_785));
    // Total tax is SE tax alone, 2,260.72; less 200 withheld, 1,600 and 3,785 refundable: a refund of 3,324.28.
    expect(result.totalTaxCents).toBe($(2_260.72));
    expect(result.balanceDueCents).toBe($(-3_324.28));
    expect(result.refundCents).toBe($(3_324.28));
    expect(result.underPenaltyThreshold).toBe(true);
  });

  it('2024 head of household, $45,000 of wages and a 200 sq ft home office', () => {
    const result = estimate({
      year: 2024,
      filingStatus: 'head_of_household',
      incomeCents: $(31_000),
      expensesCents: $(3_000),
      household: { w2WagesCents: $(45_000), w2WithholdingCents: $(3_500), homeOfficeSqFt: 200 },
    });
    // Schedule C: 31,000 - 3,000 = 28,000; simplified home office 200 x $5 = 1,000 (under the 28,000 it may not
    // exceed); line 31 27,000.
    expect(result.homeOfficeDeductionCents).toBe($(1_000));
    expect(result.netProfitCents).toBe($(27_000));
    // Schedule SE: 27,000 x 0.9235 = 24,934.50; base left 168,600 - 45,000 = 123,600; 12.4 % = 3,091.878 ->
    // 3,091.88; 2.9 % = 723.1005 -> 723.10; SE tax 3,814.98, half 1,907.49.
    expect(result.socialSecurityTaxCents).toBe($(3_091.88));
    expect(result.medicareTaxCents).toBe($(723.1));
    expect(result.halfSelfEmploymentTaxDeductionCents).toBe($(1_907.49));
    // AGI 72,000 - 1,907.49 = 70,092.51; less 21,900 = 48,192.51; QBI 20 % x 25,092.51 = 5,018.502 -> 5,018.50
    // (under 20 % of 48,192.51); taxable 43,174.01.
    expect(result.adjustedGrossIncomeCents).toBe($(70_092.51));
    expect(result.qbiDeductionCents).toBe($(5_018.5));
    expect(result.taxableIncomeCents).toBe($(43_174.01));
    // 2024 head of household: 10 % x 16,550 = 1,655.00; 12 % x 26,624.01 = 3,194.8812 -> 3,194.88; 4,849.88.
    expect(result.incomeTaxCents).toBe($(4_849.88));
    // 4,849.88 + 3,814.98 = 8,664.86; less 3,500 withheld: 5,164.86, in four installments of 1,291.215 -> 1,291.22
    // (the last 1,291.20 so they add up).
    expect(result.totalTaxCents).toBe($(8_664.86));
    expect(result.balanceDueCents).toBe($(5_164.86));
    expect(result.installments.map((installment) => installment.amountCents)).toEqual([
      $(1_291.22),
      $(1_291.22),
      $(1_291.22),
      $(1_291.2),
    ]);
  });

  it('2024, three children and little earned income: the Social Security and Medicare alternative', () => {
    const result = estimate({
      year: 2024,
      filingStatus: 'head_of_household',
      incomeCents: $(1_000),
      // Interest of 12,000 is over 2024's investment-income limit of 11,600 for the earned income credit
      // (Rev. Proc. 2023-34), so there is no EIC and Schedule 8812 line 24 is zero.
      household: {
        w2WagesCents: $(3_000),
        otherIncomeCents: $(12_000),
        investmentIncomeCents: $(12_000),
        childrenUnder17: 3,
      },
    });
    // Schedule SE: 1,000 x 0.9235 = 923.50 (at least 400); 12.4 % = 114.514 -> 114.51; 2.9 % = 26.7815 -> 26.78;
    // SE tax 141.29, half 70.645 -> 70.65. AGI 16,000 - 70.65 = 15,929.35, under 21,900: no income tax.
    expect(result.selfEmploymentTaxCents).toBe($(141.29));
    expect(result.taxableIncomeCents).toBe(0);
    // Schedule 8812: 3 x 2,000 = 6,000, none usable; line 16b 3 x 1,700 = 5,100. Earned income 3,000 + 1,000 -
    // 70.65 = 3,929.35; line 20 15 % x 1,429.35 = 214.4025 -> 214.40. Part II-B: line 21 6.2 % x 3,000 = 186.00 +
    // 1.45 % x 3,000 = 43.50; line 22 70.65; line 25 300.15, larger than 214.40: the credit is 300.15.
    expect(result.additionalChildTaxCreditCents).toBe($(300.15));
    // 141.29 of SE tax less 300.15 refundable: a refund of 158.86.
    expect(result.totalTaxCents).toBe($(141.29));
    expect(result.earnedIncomeCreditCents).toBe(0);
    expect(result.earnedIncomeCreditNote).toBe(
      "No earned income credit: investment income is over $11,600, the year's limit.",
    );
    expect(result.balanceDueCents).toBe($(-158.86));
  });

  it('2025, head of household in Texas, three children, $3,000 of wages and a $1,500 gig profit: a refund', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'head_of_household',
      incomeCents: $(1_500),
      household: { w2WagesCents: $(3_000), childrenUnder17: 3 },
    });
    // Schedule SE: 1,500 x 0.9235 = 1,385.25; 12.4 % = 171.771 -> 171.77; 2.9 % = 40.17225 -> 40.17; SE tax 211.94,
    // half 105.97. AGI 4,500 - 105.97 = 4,394.03, under the $23,625 standard deduction: no income tax.
    expect(result.selfEmploymentTaxCents).toBe($(211.94));
    expect(result.incomeTaxCents).toBe(0);
    // EIC worksheet A: line 1 earned income 3,000 + 1,500 - 105.97 = 4,394.03; the $4,350-$4,400 row at 4,375 x 45 %
    // = 1,968.75 -> 1,969; AGI is the same, so line 6 is 1,969.
    expect(result.eicEarnedIncomeCents).toBe($(4_394.03));
    expect(result.earnedIncomeCreditCents).toBe($(1_969));
    // Schedule 8812: line 20 15 % x (4,394.03 - 2,500) = 284.1045 -> 284.10. Part II-B: line 21 6.2 % and 1.45 % of
    // 3,000 = 229.50; line 22 105.97; line 23 335.47; line 24 the EIC 1,969; line 25 0. Line 26: 284.10.
    expect(result.additionalChildTaxCreditCents).toBe($(284.1));
    // 211.94 - 284.10 - 1,969 = -2,041.16: a refund, no estimated payment.
    expect(result.balanceDueCents).toBe($(-2_041.16));
    expect(result.refundCents).toBe($(2_041.16));
    expect(result.noEstimatesNeeded).toBe(true);
    expect(result.installments.map((installment) => installment.amountCents)).toEqual([0, 0, 0, 0]);
  });
});

describe('saved figures the return limits are said, never dropped in silence', () => {
  it('2025: 400 square feet, $10,000 of retirement contributions and $20,000 of premiums on a $20,000 profit', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(20_000),
      household: {
        homeOfficeSqFt: 400,
        retirementContributionsCents: $(10_000),
        seHealthInsuranceCents: $(20_000),
      },
    });
    // Home office: 300 square feet x $5 = 1,500; net profit 18,500. SE: 18,500 x 0.9235 = 17,084.75; 12.4 % =
    // 2,118.509 -> 2,118.51; 2.9 % = 495.45775 -> 495.46; 2,613.97, half 1,306.985 -> 1,306.99.
    expect(result.homeOfficeDeductionCents).toBe($(1_500));
    expect(result.halfSelfEmploymentTaxDeductionCents).toBe($(1_306.99));
    // Retirement: 20 % x (18,500 - 1,306.99 = 17,193.01) = 3,438.602 -> 3,438.60. Health: 17,193.01 - 3,438.60.
    expect(result.retirementDeductionCents).toBe($(3_438.6));
    expect(result.seHealthInsuranceDeductionCents).toBe($(13_754.41));
    expect(result.limitNotes).toEqual([
      {
        field: 'homeOfficeSqFt',
        note: 'Home office: 400 square feet saved, 300 counted. The simplified method stops at 300.',
      },
      {
        field: 'retirementContributions',
        note: 'Retirement contributions: $10,000.00 saved, $3,438.60 deducted for 2025. The deduction is at most 20 % of net profit less the deductible half of self-employment tax.',
      },
      {
        field: 'seHealthInsurance',
        note: 'Health insurance premiums: $20,000.00 saved, $13,754.41 deducted. The deduction is at most net profit less half of self-employment tax and retirement contributions.',
      },
    ]);
  });

  it("says when the year's dollar limit, not the profit, holds retirement contributions: $80,000 on $500,000", () => {
    // 2025: net earnings 500,000 x 0.9235 = 461,750; Social Security on the 176,100 wage base: 21,836.40; Medicare
    // 461,750 x 2.9 % = 13,390.75; SE tax 35,227.15, half 17,613.575 -> 17,613.58. 20 % x (500,000 - 17,613.58) =
    // 96,477.28, more than 2025's $70,000 limit on annual additions (415(c)): 70,000 is deducted.
    const result = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(500_000),
      household: { retirementContributionsCents: $(80_000) },
    });
    expect(result.halfSelfEmploymentTaxDeductionCents).toBe($(17_613.58));
    expect(result.retirementDeductionCents).toBe($(70_000));
    expect(result.limitNotes).toEqual([
      {
        field: 'retirementContributions',
        note: "Retirement contributions: $80,000.00 saved, $70,000.00 deducted for 2025. $70,000.00 is the year's limit on contributions to a SEP or solo 401(k).",
      },
    ]);
  });

  it('says a home office the profit cannot hold: 200 square feet ($1,000) on a $600 profit', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(600),
      household: { homeOfficeSqFt: 200 },
    });
    expect(result.homeOfficeDeductionCents).toBe($(600));
    expect(result.limitNotes).toEqual([
      {
        field: 'homeOfficeSqFt',
        note: 'Home office: $1,000.00 at $5 a square foot, $600.00 deducted. It is at most the profit before it.',
      },
    ]);
  });

  it('says nothing when every saved figure is taken in full', () => {
    const result = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(60_000),
      household: { homeOfficeSqFt: 100, retirementContributionsCents: $(1_000) },
    });
    expect(result.limitNotes).toEqual([]);
  });
});
