import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { virginia, virginiaScheduleTax } from './virginia';
import { $, federalReturn, stateTaxFrom, stateTaxOnWages } from './testing/state-returns';

const virginiaTax = stateTaxFrom(virginia);
const wagesOnly = stateTaxOnWages(virginia);

describe('Virginia Form 760, 2025, worked by hand from the instructions (rate schedule, whole dollars)', () => {
  it('single, $70,000 of gig income less $15,000 of expenses', () => {
    const input = federalReturn(2025, 'single', 70_000, 15_000);
    // federal: net profit 55,000.00; net earnings x 0.9235 = 50,792.50
    //   SS 6,298.27; Medicare 1,472.9825 -> 1,472.98; SE tax 7,771.25; half 3,885.625 -> 3,885.63
    //   AGI 55,000.00 - 3,885.63 = 51,114.37
    expect(input.federal.adjustedGrossIncomeCents).toBe($(51_114.37));
    const tax = virginiaTax(2025, 'single', input);
    // line 1 / line 9  VAGI, whole dollars (over the $11,950 threshold)     51,114
    // line 11 standard deduction, filing status 1                             8,750
    // line 12 one exemption x 930                                               930
    // line 15 51,114 - 8,750 - 930                                          41,434
    // line 16 720 + 5.75 % x (41,434 - 17,000) = 720 + 1,404.955 = 2,124.955 -> 2,125
    expect(tax).toMatchObject({
      year: 2025,
      projected: false,
      incomeCents: $(51_114),
      deductionsCents: $(9_680),
      taxableIncomeCents: $(41_434),
      taxBeforeCreditsCents: $(2_125),
      creditsCents: 0,
      taxCents: $(2_125),
      localTaxCents: 0,
      refundableCredits: [],
    });
    expect(tax.steps).toEqual([
      { label: 'Federal adjusted gross income', amountCents: $(51_114) },
      { label: 'Standard deduction', amountCents: $(8_750) },
      { label: 'Exemptions', amountCents: $(930) },
      { label: 'Virginia taxable income', amountCents: $(41_434) },
      { label: 'Tax', amountCents: $(2_125) },
      { label: 'Spouse tax adjustment', amountCents: 0 },
      { label: 'Credit for low-income individuals', amountCents: 0 },
      { label: 'Virginia income tax', amountCents: $(2_125) },
    ]);
  });

  it('married filing jointly, both with income: the Spouse Tax Adjustment at its $259 maximum', () => {
    const input = federalReturn(2025, 'married', 60_000, 10_000, {
      spouseW2WagesCents: $(45_000),
      childrenUnder17: 2,
    });
    // federal: SE tax 7,064.78, half 3,532.39; AGI 50,000 + 45,000 - 3,532.39 = 91,467.61
    expect(input.federal.adjustedGrossIncomeCents).toBe($(91_467.61));
    const tax = virginiaTax(2025, 'married', input);
    // line 9 91,468; line 11 status 2: 17,500; line 12 4 exemptions x 930 = 3,720
    // line 15 91,468 - 17,500 - 3,720 = 70,248
    // line 16 720 + 5.75 % x 53,248 = 720 + 3,061.76 = 3,781.76 -> 3,782
    // line 17, STA worksheet: separate VAGI, spouse 45,000 (wages), you 91,468 - 45,000 = 46,468
    //   line 3: you 46,468 - 930 = 45,538; spouse 45,000 - 930 = 44,070
    //   line 5 smaller 44,070 > 17,000 and line 4 70,248 > 34,000: the adjustment is $259
    // line 18 3,782 - 259 = 3,523; line 23: VAGI over the $32,150 guideline for 4, no credit
    expect(tax).toMatchObject({
      incomeCents: $(91_468),
      deductionsCents: $(21_220),
      taxableIncomeCents: $(70_248),
      taxBeforeCreditsCents: $(3_782),
      creditsCents: $(259),
      taxCents: $(3_523),
    });
    expect(tax.steps.find((step) => step.label === 'Spouse tax adjustment')?.amountCents).toBe($(259));
  });

  it('married filing jointly, the Spouse Tax Adjustment worked through its lines 6 to 12', () => {
    const input = federalReturn(2025, 'married', 60_000, 10_000, { spouseW2WagesCents: $(12_000) });
    // federal AGI 50,000 + 12,000 - 3,532.39 = 58,467.61
    expect(input.federal.adjustedGrossIncomeCents).toBe($(58_467.61));
    const tax = virginiaTax(2025, 'married', input);
    // line 15 58,468 - 17,500 - 1,860 = 39,108; line 16 720 + 5.75 % x 22,108 = 1,991.21 -> 1,991
    // STA: separate VAGI spouse 12,000, you 46,468; line 3: 45,538 and 11,070
    //   line 4 39,108; line 5 11,070; line 6 39,108 - 11,070 = 28,038; line 7 39,108 / 2 = 19,554
    //   line 8 tax on 11,070 = 120 + 5 % x 6,070 = 423.50 -> 424
    //   line 9 tax on 28,038 = 720 + 5.75 % x 11,038 = 1,354.685 -> 1,355
    //   line 10 1,779; line 12 1,991 - 1,779 = 212
    // line 18 1,991 - 212 = 1,779
    expect(tax).toMatchObject({
      taxableIncomeCents: $(39_108),
      taxBeforeCreditsCents: $(1_991),
      creditsCents: $(212),
      taxCents: $(1_779),
    });
  });

  it('head of household files as single (status 1), one child', () => {
    const input = federalReturn(2025, 'head_of_household', 50_000, 8_000, { childrenUnder17: 1 });
    // federal: SE tax 5,934.41, half 2,967.21; AGI 42,000 - 2,967.21 = 39,032.79
    expect(input.federal.adjustedGrossIncomeCents).toBe($(39_032.79));
    const tax = virginiaTax(2025, 'head_of_household', input);
    // line 9 39,033; line 11 8,750 (single); line 12 2 x 930 = 1,860; line 15 28,423
    // line 16 720 + 5.75 % x 11,423 = 720 + 656.8225 = 1,376.8225 -> 1,377
    expect(tax).toMatchObject({
      deductionsCents: $(10_610),
      taxableIncomeCents: $(28_423),
      taxCents: $(1_377),
    });
    // a qualifying surviving spouse is status 1 as well
    expect(virginiaTax(2025, 'qualifying_surviving_spouse', input).taxCents).toBe($(1_377));
  });

  it("line 16 from the rate schedule, rounded to the dollar: the instructions' $90,000 example", () => {
    // wages 99,680 = VAGI; 99,680 - 8,750 - 930 = 90,000; 720 + 5.75 % x 73,000 = 4,917.50 -> 4,918
    const example = wagesOnly(2025, 'single', 99_680);
    expect(example).toMatchObject({ taxableIncomeCents: $(90_000), taxCents: $(4_918) });
    // inside the tax table's range: 49,993 - 9,680 = 40,313; 720 + 5.75 % x 23,313 = 2,060.4975 -> 2,060,
    // rounded once (to the cent first it would be 2,060.50 and 2,061; the printed table, said to step $2 on odd
    // dollars, would show 2,061 too: the schedule is the figure here, see docs/tax-tables.md)
    const inTableRange = wagesOnly(2025, 'single', 49_993);
    expect(inTableRange).toMatchObject({ taxableIncomeCents: $(40_313), taxCents: $(2_060) });
    // the schedule's rows: 2 % to 3,000, then 60 + 3 %, 120 + 5 %, 720 + 5.75 %
    expect(virginiaScheduleTax($(3_000))).toBe($(60));
    expect(virginiaScheduleTax($(4_320))).toBe($(100)); // 60 + 39.60 = 99.60
    expect(virginiaScheduleTax($(17_000))).toBe($(720));
    expect(virginiaScheduleTax(0)).toBe(0);
  });

  it('under the filing threshold the tax is $0 (line 9: $11,950, or $23,900 for status 2)', () => {
    // single VAGI 11,949: no tax (the schedule would give 2,269 x 2 % = 45.38)
    expect(wagesOnly(2025, 'single', 11_949)).toMatchObject({
      taxableIncomeCents: $(2_269),
      taxBeforeCreditsCents: 0,
      taxCents: 0,
    });
    // single VAGI 11,950: 2,270 x 2 % = 45.40 -> 45, and the low-income credit takes it
    // (VAGI 11,950 is under the $15,650 guideline for one: $300, used up to 45)
    expect(wagesOnly(2025, 'single', 11_950)).toMatchObject({
      taxBeforeCreditsCents: $(45),
      creditsCents: $(45),
      taxCents: 0,
    });
    // joint VAGI 23,899: no tax; 23,900: 23,900 - 17,500 - 1,860 = 4,540 -> 60 + 3 % x 1,540 = 106.20 -> 106
    // (over the $21,150 guideline for two: no credit; the spouse has no income: no adjustment)
    expect(wagesOnly(2025, 'married', 23_899).taxCents).toBe(0);
    expect(wagesOnly(2025, 'married', 23_900)).toMatchObject({
      taxableIncomeCents: $(4_540),
      taxBeforeCreditsCents: $(106),
      creditsCents: 0,
      taxCents: $(106),
    });
  });

  it('the Credit for Low-Income Individuals: $300 an exemption, up to the tax, at or under the guideline', () => {
    // single VAGI 14,000: 14,000 - 9,680 = 4,320 -> 99.60 -> 100; 14,000 <= 15,650: credit 100
    expect(wagesOnly(2025, 'single', 14_000)).toMatchObject({
      taxBeforeCreditsCents: $(100),
      creditsCents: $(100),
      taxCents: 0,
    });
    // joint with one child, VAGI 25,000: 25,000 - 17,500 - 2,790 = 4,710 -> 60 + 3 % x 1,710 = 111.30 -> 111
    // family of 3: guideline 15,650 + 2 x 5,500 = 26,650 >= 25,000: credit 3 x 300 = 900, used 111
    expect(wagesOnly(2025, 'married', 25_000, { childrenUnder17: 1 })).toMatchObject({
      taxBeforeCreditsCents: $(111),
      creditsCents: $(111),
      taxCents: 0,
    });
    // married filing separately: not figured (the family's AGI needs the spouse's)
    expect(wagesOnly(2025, 'married_separately', 14_000)).toMatchObject({
      creditsCents: 0,
      taxCents: $(100),
    });
  });

  it('a high income: the top rate, no surtax; no adjustment when the spouse has no income', () => {
    const input = federalReturn(2025, 'married', 400_000, 50_000, { childrenUnder17: 2 });
    // federal: net earnings 323,225.00; SS on the 176,100 base 21,836.40; Medicare 9,373.525 -> 9,373.53
    //   SE tax 31,209.93; half 15,604.965 -> 15,604.97; AGI 350,000 - 15,604.97 = 334,395.03
    expect(input.federal.adjustedGrossIncomeCents).toBe($(334_395.03));
    // line 15 334,395 - 17,500 - 3,720 = 313,175; line 16 720 + 5.75 % x 296,175 = 17,750.0625 -> 17,750
    expect(virginiaTax(2025, 'married', input)).toMatchObject({
      taxableIncomeCents: $(313_175),
      taxBeforeCreditsCents: $(17_750),
      creditsCents: 0,
      taxCents: $(17_750),
    });
  });

  it('a loss: no taxable income and no negative tax', () => {
    const input = federalReturn(2025, 'single', 5_000, 12_000);
    expect(input.federal.adjustedGrossIncomeCents).toBe($(-7_000));
    expect(virginiaTax(2025, 'single', input)).toMatchObject({
      incomeCents: $(-7_000),
      taxableIncomeCents: 0,
      taxBeforeCreditsCents: 0,
      creditsCents: 0,
      taxCents: 0,
    });
  });
});

describe('Virginia 2026 and a year not published', () => {
  it('2026: the same rates, deduction and exemptions; the 2026 poverty guideline', () => {
    const input = federalReturn(2026, 'single', 70_000, 15_000);
    expect(input.federal.adjustedGrossIncomeCents).toBe($(51_114.37));
    // as in 2025: 41,434 -> 2,124.955 -> 2,125
    expect(virginiaTax(2026, 'single', input)).toMatchObject({ projected: false, taxCents: $(2_125) });
    // single VAGI 15,900: 15,900 - 9,680 = 6,220 -> 120 + 5 % x 1,220 = 181.00
    // 2025: over the $15,650 guideline, no credit; 2026: at most $15,960, credit 181
    expect(wagesOnly(2025, 'single', 15_900)).toMatchObject({ creditsCents: 0, taxCents: $(181) });
    expect(wagesOnly(2026, 'single', 15_900)).toMatchObject({ creditsCents: $(181), taxCents: 0 });
  });

  it('2027 uses the 2026 figures, marked projected', () => {
    const tax = wagesOnly(2027, 'single', 51_114);
    // 51,114 - 9,680 = 41,434 -> 2,125
    expect(tax).toMatchObject({ year: 2027, projected: true, taxCents: $(2_125) });
  });
});

describe('Virginia estimated tax (760ES)', () => {
  it('installments of 2025 and 2026: May 1, June 15, September 15, January 15, 25 % each', () => {
    expect(virginia.estimates.installments(2025)).toEqual([
      { installment: 1, dueDate: '2025-05-01', sharePercent: 25 },
      // June 15, 2025 is a Sunday
      { installment: 2, dueDate: '2025-06-16', sharePercent: 25 },
      { installment: 3, dueDate: '2025-09-15', sharePercent: 25 },
      { installment: 4, dueDate: '2026-01-15', sharePercent: 25 },
    ]);
    expect(virginia.estimates.installments(2026).map((due) => due.dueDate)).toEqual([
      '2026-05-01',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
  });

  it('a weekend May 1 (2027) and Martin Luther King Jr. Day (January 15, 2029) move the date', () => {
    expect(virginia.estimates.installments(2027)[0]?.dueDate).toBe('2027-05-03');
    expect(virginia.estimates.installments(2028).at(-1)?.dueDate).toBe('2029-01-16');
  });

  it('asks for estimates over $150 after withholding and credits in 2025, over $1,000 from 2026', () => {
    const federalOf = (year: number) =>
      estimateTax({ year, filingStatus: 'single', incomeCents: $(60_000), expensesCents: 0 });
    const facts = (year: number, taxAfterWithholdingCents: number) => ({
      taxAfterWithholdingCents,
      filingStatus: 'single' as const,
      federal: federalOf(year),
    });
    expect(virginia.estimates.required(facts(2025, $(150.01)))).toBe(true);
    expect(virginia.estimates.required(facts(2025, $(150)))).toBe(false);
    expect(virginia.estimates.required(facts(2026, $(1_000.01)))).toBe(true);
    expect(virginia.estimates.required(facts(2026, $(1_000)))).toBe(false);
    expect(virginia.estimates.required(facts(2026, $(500)))).toBe(false);
    expect(virginia.estimates.requiredRule).toContain('more than $150');
  });

  it('safe harbor: 90 % of this year or 100 % of last year, with no high-income rule', () => {
    const facts = {
      filingStatus: 'married' as const,
      thisYearIncomeCents: $(500_000),
      federalAgiCents: $(500_000),
      priorYearAgiCents: $(450_000),
    };
    expect(virginia.estimates.safeHarbor(facts)).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
  });
});
