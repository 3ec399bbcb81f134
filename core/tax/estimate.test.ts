import { describe, expect, it } from 'vitest';
import { estimateTax, incomeTaxFromBrackets } from './estimate';
import { mulDivHalfUp } from './cents-math';
import { defaultStandardDeduction, taxTableFor } from './tables';

const $ = (dollars: number) => Math.round(dollars * 100);

describe('worked examples, computed by hand', () => {
  it('2025, single: $60,000 income, $10,000 expenses', () => {
    const estimate = estimateTax({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(60_000),
      expensesCents: $(10_000),
    });
    // net profit            60,000.00 - 10,000.00                     = 50,000.00
    // net earnings (SE)     50,000.00 x 0.9235                        = 46,175.00
    // Social Security       46,175.00 x 0.124 (under the 176,100 base) =  5,725.70
    // Medicare              46,175.00 x 0.029 = 1,339.075            ->  1,339.08
    // SE tax                5,725.70 + 1,339.08                       =  7,064.78
    // half SE deduction     7,064.78 / 2                              =  3,532.39
    // AGI                   50,000.00 - 3,532.39                      = 46,467.61
    // before QBI            46,467.61 - 15,750.00 (2025 single)       = 30,717.61
    // QBI deduction         min(20% x 46,467.61 = 9,293.52, 20% x 30,717.61 = 6,143.52) = 6,143.52
    // taxable income        30,717.61 - 6,143.52                      = 24,574.09
    // income tax            10% x 11,925.00 = 1,192.50; 12% x 12,649.09 = 1,517.89 -> 2,710.39
    // total                 2,710.39 + 7,064.78                       =  9,775.17
    // effective rate        9,775.17 / 60,000 = 16.29 %              ->  16.3
    // quarterly             9,775.17 / 4 = 2,443.7925                ->  2,443.79 (Q4 2,443.80)
    expect(estimate).toMatchObject({
      netProfitCents: $(50_000),
      netEarningsCents: $(46_175),
      socialSecurityTaxCents: $(5_725.7),
      medicareTaxCents: $(1_339.08),
      selfEmploymentTaxCents: $(7_064.78),
      additionalMedicareTaxCents: 0,
      halfSelfEmploymentTaxDeductionCents: $(3_532.39),
      adjustedGrossIncomeCents: $(46_467.61),
      standardDeductionCents: $(15_750),
      taxableIncomeBeforeQbiCents: $(30_717.61),
      qbiDeductionCents: $(6_143.52),
      qbiNote: null,
      taxableIncomeCents: $(24_574.09),
      incomeTaxCents: $(2_710.39),
      totalTaxCents: $(9_775.17),
      effectiveRatePercent: 16.3,
      quarterlyPaymentCents: $(2_443.79),
    });
    expect(estimate.brackets).toEqual([
      { ratePercent: 10, amountCents: $(11_925), taxCents: $(1_192.5) },
      { ratePercent: 12, amountCents: $(12_649.09), taxCents: $(1_517.89) },
    ]);
    expect(estimate.installments).toEqual([
      { quarter: 1, dueDate: '2025-04-15', amountCents: $(2_443.79) },
      { quarter: 2, dueDate: '2025-06-16', amountCents: $(2_443.79) },
      { quarter: 3, dueDate: '2025-09-15', amountCents: $(2_443.79) },
      { quarter: 4, dueDate: '2026-01-15', amountCents: $(2_443.8) },
    ]);
  });

  it('2026, single: $300,000 income, $20,000 expenses (wage base, Additional Medicare, QBI phase-in)', () => {
    const estimate = estimateTax({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(300_000),
      expensesCents: $(20_000),
    });
    // net profit            300,000 - 20,000                          = 280,000.00
    // net earnings (SE)     280,000 x 0.9235                          = 258,580.00
    // Social Security       capped: 184,500.00 x 0.124                =  22,878.00
    // Medicare              258,580.00 x 0.029                        =   7,498.82
    // SE tax                22,878.00 + 7,498.82                      =  30,376.82
    // Additional Medicare   (258,580 - 200,000) x 0.009 = 58,580 x 0.009 = 527.22
    // half SE deduction     30,376.82 / 2                             =  15,188.41 (not the 0.9 %)
    // AGI                   280,000.00 - 15,188.41                    = 264,811.59
    // before QBI            264,811.59 - 16,100.00                    = 248,711.59
    // QBI 20 %              264,811.59 x 0.2 = 52,962.318             ->  52,962.32
    // phase-in              over 201,750 by 46,961.59 of 75,000: 52,962.32 x 46,961.59 / 75,000 = 33,162.60 off
    // QBI deduction         52,962.32 - 33,162.60 = 19,799.72 (under 20 % x 248,711.59 = 49,742.32)
    // taxable income        248,711.59 - 19,799.72                    = 228,911.87
    // income tax            1,240.00 + 4,560.00 + 12,166.00 + 23,058.00 + 32% x 27,136.87 (8,683.80) = 49,707.80
    // total                 49,707.80 + 30,376.82 + 527.22            =  80,611.84
    // effective rate        80,611.84 / 300,000 = 26.87 %             ->  26.9
    expect(estimate).toMatchObject({
      netEarningsCents: $(258_580),
      socialSecurityTaxCents: $(22_878),
      medicareTaxCents: $(7_498.82),
      selfEmploymentTaxCents: $(30_376.82),
      additionalMedicareTaxCents: $(527.22),
      halfSelfEmploymentTaxDeductionCents: $(15_188.41),
      adjustedGrossIncomeCents: $(264_811.59),
      taxableIncomeBeforeQbiCents: $(248_711.59),
      qbiDeductionCents: $(19_799.72),
      taxableIncomeCents: $(228_911.87),
      incomeTaxCents: $(49_707.8),
      totalTaxCents: $(80_611.84),
      effectiveRatePercent: 26.9,
      quarterlyPaymentCents: $(20_152.96),
    });
    expect(estimate.qbiNote).toBe(
      'Your taxable income is above $201,750, so the QBI deduction is reduced for a business without W-2 wages, and it is gone above $276,750.',
    );
  });

  it('2024, head of household: $42,000 income, $2,000 expenses, with safe harbor', () => {
    const estimate = estimateTax({
      year: 2024,
      filingStatus: 'head_of_household',
      incomeCents: $(42_000),
      expensesCents: $(2_000),
      priorYear: { totalTaxCents: $(5_000), agiCents: $(38_000) },
    });
    // net profit 40,000.00; net earnings x 0.9235 = 36,940.00
    // SS 36,940 x 0.124 = 4,580.56; Medicare 36,940 x 0.029 = 1,071.26; SE tax 5,651.82; half 2,825.91
    // AGI 40,000 - 2,825.91 = 37,174.09; before QBI 37,174.09 - 21,900 (2024 HoH) = 15,274.09
    // QBI min(20% x 37,174.09 = 7,434.82, 20% x 15,274.09 = 3,054.82) = 3,054.82 (limited by taxable income)
    // taxable 15,274.09 - 3,054.82 = 12,219.27; tax 10% = 1,221.927 -> 1,221.93 (under the 16,550 top)
    // total 1,221.93 + 5,651.82 = 6,873.75; effective 6,873.75 / 42,000 = 16.37 % -> 16.4
    // quarters 6,873.75 / 4 = 1,718.4375 -> 1,718.44 x 3, Q4 6,873.75 - 5,155.32 = 1,718.43
    // safe harbor: 90% x 6,873.75 = 6,186.375 -> 6,186.38; last year 100% (AGI <= 150,000) x 5,000 = 5,000.00
    //              lesser 5,000.00 -> 1,250.00 a quarter
    expect(estimate).toMatchObject({
      selfEmploymentTaxCents: $(5_651.82),
      adjustedGrossIncomeCents: $(37_174.09),
      qbiDeductionCents: $(3_054.82),
      taxableIncomeCents: $(12_219.27),
      incomeTaxCents: $(1_221.93),
      totalTaxCents: $(6_873.75),
      effectiveRatePercent: 16.4,
    });
    expect(estimate.installments.map((installment) => installment.amountCents)).toEqual([
      $(1_718.44),
      $(1_718.44),
      $(1_718.44),
      $(1_718.43),
    ]);
    expect(estimate.safeHarbor).toEqual({
      ninetyPercentOfThisYearCents: $(6_186.38),
      priorYearPercent: 100,
      priorYearCents: $(5_000),
      requiredAnnualCents: $(5_000),
      withholdingCents: 0,
      fromEstimatesCents: $(5_000),
      quarterlyCents: $(1_250),
    });
  });
});

describe('tables match docs/tax-tables.md', () => {
  it.each([
    [
      2022,
      [10_275, 41_775, 89_075, 170_050, 215_950, 539_900],
      [20_550, 83_550, 178_150, 340_100, 431_900, 647_850],
      [14_650, 55_900, 89_050, 170_050, 215_950, 539_900],
      [10_275, 41_775, 89_075, 170_050, 215_950, 323_925],
      [12_950, 25_900, 19_400],
      147_000,
    ],
    [
      2023,
      [11_000, 44_725, 95_375, 182_100, 231_250, 578_125],
      [22_000, 89_450, 190_750, 364_200, 462_500, 693_750],
      [15_700, 59_850, 95_350, 182_100, 231_250, 578_100],
      [11_000, 44_725, 95_375, 182_100, 231_250, 346_875],
      [13_850, 27_700, 20_800],
      160_200,
    ],
    [
      2024,
      [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
      [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
      [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
      [11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
      [14_600, 29_200, 21_900],
      168_600,
    ],
    [
      2025,
      [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
      [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
      [15_750, 31_500, 23_625],
      176_100,
    ],
    [
      2026,
      [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
      [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
      [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
      [16_100, 32_200, 24_150],
      184_500,
    ],
  ])('%i', (year, single, married, head, separate, [sdSingle, sdMarried, sdHead], wageBase) => {
    const table = taxTableFor(year);
    expect(table.projected).toBe(false);
    expect(table.bracketTops).toEqual({
      single,
      married,
      married_separately: separate,
      head_of_household: head,
    });
    // Married filing separately takes the single deduction (26 U.S.C. 63(c)(2)(C)).
    expect(table.standardDeduction).toEqual({
      single: sdSingle,
      married: sdMarried,
      married_separately: sdSingle,
      head_of_household: sdHead,
    });
    expect(table.socialSecurityWageBase).toBe(wageBase);
  });

  // Married filing separately: the $157,500 base rounded down to $25 (1(f)(7)(B)), which is also that status's
  // 24 % bracket end each year; Form 8995 (2022) gives no separate figure, so 170,050 (not 170,075).
  it.each([
    [2022, 170_050, 340_100, 170_050, 50_000, 100_000],
    [2023, 182_100, 364_200, 182_100, 50_000, 100_000],
    [2024, 191_950, 383_900, 191_950, 50_000, 100_000],
    [2025, 197_300, 394_600, 197_300, 50_000, 100_000],
    [2026, 201_750, 403_500, 201_775, 75_000, 150_000],
  ])(
    '%i QBI threshold %i / %i / separately %i, phase-in %i / %i',
    (year, single, married, separate, rangeSingle, rangeMarried) => {
      const table = taxTableFor(year);
      expect(table.qbiThreshold).toEqual({ single, married, married_separately: separate });
      expect(table.qbiPhaseInRange).toEqual({ single: rangeSingle, married: rangeMarried });
    },
  );

  it('projects a year past 2026 by x1.03 a year, rounded, and says so', () => {
    const projected = taxTableFor(2027);
    expect(projected.projected).toBe(true);
    expect(projected.standardDeduction).toEqual({
      single: 16_583,
      married: 33_166,
      married_separately: 16_583,
      head_of_household: 24_875,
    }); // 16,100 x 1.03 = 16,583
    expect(projected.bracketTops.single[0]).toBe(12_772); // 12,400 x 1.03
    expect(taxTableFor(2028).standardDeduction.single).toBe(17_080); // 16,100 x 1.0609 = 17,080.49
    expect(
      estimateTax({ year: 2027, filingStatus: 'single', incomeCents: 0, expensesCents: 0 }).projected,
    ).toBe(true);
  });

  it('knows no year before 2022', () => {
    expect(() => taxTableFor(2021)).toThrow('No tax table before 2022');
  });

  it('gives the default standard deduction of a year and status', () => {
    expect(defaultStandardDeduction(2025, 'head_of_household')).toBe(23_625);
  });
});

describe('self-employment tax rules', () => {
  const seTax = (netProfit: number, year = 2026, filingStatus: 'single' | 'married' = 'single') =>
    estimateTax({ year, filingStatus, incomeCents: $(netProfit), expensesCents: 0 });

  it('owes none when net earnings are under $400, and owes it from $400', () => {
    // 433.13 x 0.9235 = 399.996 -> 400.00: exactly at the threshold
    expect(seTax(433.1).selfEmploymentTaxCents).toBe(0); // 433.10 x 0.9235 = 399.97
    expect(seTax(433.13).netEarningsCents).toBe($(400));
    expect(seTax(433.13).selfEmploymentTaxCents).toBe($(61.2)); // 400 x 0.153
  });

  it("caps the Social Security part at each year's wage base", () => {
    for (const [year, base] of [
      [2022, 147_000],
      [2023, 160_200],
      [2024, 168_600],
      [2025, 176_100],
      [2026, 184_500],
    ] as const) {
      expect(seTax(1_000_000, year).socialSecurityTaxCents).toBe(mulDivHalfUp($(base), 124, 1000));
    }
  });

  it('adds 0.9 % Additional Medicare above $200,000 single and $250,000 joint, outside the half deduction', () => {
    // net earnings 300,000 x 0.9235 = 277,050; over 200,000 by 77,050 x 0.009 = 693.45; joint: 27,050 x 0.009 = 243.45
    expect(seTax(300_000).additionalMedicareTaxCents).toBe($(693.45));
    expect(seTax(300_000, 2026, 'married').additionalMedicareTaxCents).toBe($(243.45));
    const single = seTax(300_000);
    expect(single.halfSelfEmploymentTaxDeductionCents).toBe(
      mulDivHalfUp(single.selfEmploymentTaxCents, 1, 2),
    );
  });

  it('has no SE tax, no QBI and no income tax on a loss', () => {
    const loss = estimateTax({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(1_000),
      expensesCents: $(3_000),
    });
    expect(loss).toMatchObject({
      netProfitCents: $(-2_000),
      selfEmploymentTaxCents: 0,
      qbiDeductionCents: 0,
      taxableIncomeCents: 0,
      totalTaxCents: 0,
      effectiveRatePercent: 0,
      underPenaltyThreshold: true,
    });
  });
});

describe('QBI deduction', () => {
  it('is limited by 20 % of taxable income before it', () => {
    // 2026 single, net 30,000: net earnings 27,705.00; SS 3,435.42 + Medicare 803.45 = 4,238.87; half 2,119.44
    // AGI 27,880.56, before QBI 11,780.56; 20% = 2,356.11 < 20% of QBI 5,576.11
    const estimate = estimateTax({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(30_000),
      expensesCents: 0,
    });
    expect(estimate.halfSelfEmploymentTaxDeductionCents).toBe($(2_119.44));
    expect(estimate.qbiDeductionCents).toBe($(2_356.11));
  });

  it('is at least $400 from 2026 when QBI is at least $1,000, never more than taxable income', () => {
    // 2026 single, net 17,000: before QBI 17,000 - 1,200.96 - 16,100 = 0 -> capped at 0
    expect(
      estimateTax({ year: 2026, filingStatus: 'single', incomeCents: $(17_000), expensesCents: 0 })
        .qbiDeductionCents,
    ).toBe(0);
    // net 18,000: net earnings 16,623.00; SS 2,061.25 + Medicare 482.07 = 2,543.32; half 1,271.66
    // AGI 16,728.34, before QBI 628.34; 20% = 125.67, raised to the $400 minimum
    const small = estimateTax({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(18_000),
      expensesCents: 0,
    });
    expect(small.taxableIncomeBeforeQbiCents).toBe($(628.34));
    expect(small.qbiDeductionCents).toBe($(400));
    // 2025 had no minimum
    expect(
      estimateTax({ year: 2025, filingStatus: 'single', incomeCents: $(17_700), expensesCents: 0 })
        .qbiDeductionCents,
    ).toBeLessThan($(400));
  });

  it('is gone past the end of the phase-in range, but for the 2026 minimum', () => {
    const high2025 = estimateTax({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(500_000),
      expensesCents: 0,
    });
    expect(high2025.qbiDeductionCents).toBe(0);
    expect(high2025.qbiNote).toBe(
      'Your taxable income is above $197,300, so the QBI deduction is reduced for a business without W-2 wages, and it is gone above $247,300.',
    );
    expect(
      estimateTax({ year: 2026, filingStatus: 'single', incomeCents: $(500_000), expensesCents: 0 })
        .qbiDeductionCents,
    ).toBe($(400));
  });
});

describe('rounding to the cent', () => {
  it('rounds half up', () => {
    expect(mulDivHalfUp(5, 1, 2)).toBe(3); // 2.5 -> 3
    expect(mulDivHalfUp(-5, 1, 2)).toBe(-3);
    expect(mulDivHalfUp(133_907_5, 1, 1000)).toBe(1_339); // no float noise
    expect(mulDivHalfUp(Number.MAX_SAFE_INTEGER, 9_235, 10_000)).toBe(8_318_148_511_753_305); // exact past 2^53
  });

  it('taxes the brackets to the cent', () => {
    expect(incomeTaxFromBrackets($(50_000.01), [12_400, 50_400, 105_700, 201_775, 256_225, 640_600])).toEqual(
      [
        { ratePercent: 10, amountCents: $(12_400), taxCents: $(1_240) },
        { ratePercent: 12, amountCents: $(37_600.01), taxCents: $(4_512) }, // 4,512.0012
      ],
    );
  });

  it("uses the user's standard deduction when given, never below 0", () => {
    const own = estimateTax({
      year: 2026,
      filingStatus: 'married',
      incomeCents: $(50_000),
      expensesCents: 0,
      standardDeductionCents: $(40_000),
    });
    expect(own.standardDeductionCents).toBe($(40_000));
    expect(own.defaultStandardDeductionCents).toBe($(32_200));
    expect(
      estimateTax({
        year: 2026,
        filingStatus: 'married',
        incomeCents: 0,
        expensesCents: 0,
        standardDeductionCents: -5,
      }).standardDeductionCents,
    ).toBe(0);
  });

  it('applies 110 % of last year above $150,000 AGI in the safe harbor', () => {
    const estimate = estimateTax({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(100_000),
      expensesCents: 0,
      priorYear: { totalTaxCents: $(10_000), agiCents: $(150_000.01) },
    });
    expect(estimate.safeHarbor).toMatchObject({
      priorYearPercent: 110,
      priorYearCents: $(11_000),
      requiredAnnualCents: $(11_000),
    });
  });

  it('takes qualified tips off taxable income, not off SE tax, worked by hand for 2025', () => {
    const input = {
      year: 2025,
      filingStatus: 'single' as const,
      incomeCents: $(60_000),
      expensesCents: $(10_000),
    };
    const withTips = estimateTax({ ...input, tipsCents: $(8_000) });
    const without = estimateTax(input);
    // Net profit 50,000; net earnings 46,175.00; SE tax 5,725.70 + 1,339.08; AGI 50,000 - 3,532.39.
    expect(withTips.selfEmploymentTaxCents).toBe($(7_064.78));
    expect(withTips.selfEmploymentTaxCents).toBe(without.selfEmploymentTaxCents);
    expect(withTips.adjustedGrossIncomeCents).toBe($(46_467.61));
    expect(withTips.tipsCents).toBe($(8_000));
    expect(withTips.tipsDeductionCents).toBe($(8_000));
    expect(withTips.tipsNote).toBeNull();
    // 46,467.61 - 15,750 standard deduction - 8,000 tips.
    expect(withTips.taxableIncomeBeforeQbiCents).toBe($(22_717.61));
    // QBI is limited to 20 % of that taxable income: 4,543.52.
    expect(withTips.qbiDeductionCents).toBe($(4_543.52));
    expect(withTips.taxableIncomeCents).toBe($(18_174.09));
    // 10 % of 11,925 + 12 % of 6,249.09.
    expect(withTips.incomeTaxCents).toBe($(1_192.5) + $(749.89));
    expect(without.incomeTaxCents).toBe($(2_710.39));
    expect(withTips.totalTaxCents).toBe(without.totalTaxCents - $(768));
  });

  it('limits business tips to net profit less the deductible half of SE tax (Schedule 1-A instructions)', () => {
    // All $10,000 of 2025 income is tips, no expenses: net profit 10,000; net earnings 10,000 x 92.35 % = 9,235.00;
    // SE tax 12.4 % = 1,145.14 + 2.9 % = 267.815 -> 267.82, so 1,412.96; the deductible half 706.48;
    // limit 10,000 - 706.48 = 9,293.52 (the old limit, the net profit, let all 10,000 through).
    const estimate = estimateTax({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(10_000),
      expensesCents: 0,
      tipsCents: $(10_000),
    });
    expect(estimate.halfSelfEmploymentTaxDeductionCents).toBe($(706.48));
    expect(estimate.tipsIncomeLimitCents).toBe($(9_293.52));
    expect(estimate.tipsDeductionCents).toBe($(9_293.52));
    expect(estimate.tipsNote).toBe(
      'Tips earned in your business can be deducted only up to its net profit less the deductible half of self-employment tax.',
    );
  });

  it('phases the tips deduction out by whole $1,000 steps of modified AGI (the AGI here)', () => {
    // 2025 single, income 170,000 with 3,000 of tips, expenses 0. Net earnings 170,000 x 0.9235 = 156,995.00;
    // SE tax 12.4 % = 19,467.38 + 2.9 % = 4,552.855 -> 4,552.86, so 24,020.24; half 12,010.12;
    // AGI 170,000 - 12,010.12 = 157,989.88; over 150,000 by 7,989.88 -> 7 full $1,000 -> 700 off: 2,300
    // (10 % of the exact excess would take 798.99 off and leave 2,201.01).
    const estimate = estimateTax({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(170_000),
      expensesCents: 0,
      tipsCents: $(3_000),
    });
    expect(estimate.adjustedGrossIncomeCents).toBe($(157_989.88));
    expect(estimate.tipsDeductionCents).toBe($(2_300));
  });

  it('gives no tips deduction before 2025 and says why', () => {
    const estimate = estimateTax({
      year: 2024,
      filingStatus: 'single',
      incomeCents: $(60_000),
      expensesCents: 0,
      tipsCents: $(5_000),
    });
    expect(estimate.tipsDeductionCents).toBe(0);
    expect(estimate.tipsNote).toBe(
      'The deduction for qualified tips applies to tax years 2025 to 2028 only.',
    );
  });

  it('keeps the mileage deduction, a part of expenses, as its own figure', () => {
    const estimate = estimateTax({
      year: 2026,
      filingStatus: 'single',
      incomeCents: $(30_000),
      expensesCents: $(5_000),
      mileageDeductionCents: $(3_625),
    });
    expect(estimate.mileageDeductionCents).toBe($(3_625));
    expect(estimate.netProfitCents).toBe($(25_000));
  });
});
