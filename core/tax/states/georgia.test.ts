import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { georgia } from './georgia';
import { $, federalReturn, stateTaxFrom } from './testing/state-returns';

const georgiaTax = stateTaxFrom(georgia);

describe('Georgia Form 500, 2025, worked by hand from the IT-511 (5.19 %, whole dollars)', () => {
  it('single, $70,000 of gig income less $15,000 of expenses', () => {
    const input = federalReturn(2025, 'single', 70_000, 15_000);
    // federal: net profit 55,000.00; net earnings x 0.9235 = 50,792.50
    //   Social Security 50,792.50 x 12.4 % = 6,298.27; Medicare 50,792.50 x 2.9 % = 1,472.9825 -> 1,472.98
    //   SE tax 7,771.25; deductible half 3,885.625 -> 3,885.63; AGI 55,000.00 - 3,885.63 = 51,114.37
    expect(input.federal.adjustedGrossIncomeCents).toBe($(51_114.37));
    const tax = georgiaTax(2025, 'single', input);
    // line 8  federal AGI, whole dollars                      51,114
    // line 11 standard deduction, status A                    12,000
    // line 14 dependents 0 x 4,000                                  0
    // line 15c Georgia taxable income 51,114 - 12,000         39,114
    // line 16 39,114 x 5.19 % = 2,030.0166 -> nearest dollar   2,030
    // line 17 low income credit: AGI not under 20,000              0
    expect(tax).toMatchObject({
      year: 2025,
      projected: false,
      incomeCents: $(51_114),
      deductionsCents: $(12_000),
      taxableIncomeCents: $(39_114),
      taxBeforeCreditsCents: $(2_030),
      creditsCents: 0,
      taxCents: $(2_030),
      localTaxCents: 0,
      refundableCredits: [],
    });
    expect(tax.steps.map((step) => step.label)).toEqual([
      'Federal adjusted gross income',
      'Standard deduction',
      'Dependent exemptions',
      'Georgia taxable income',
      'Tax at 5.19 %',
      'Low income credit',
      'Georgia income tax',
    ]);
    expect(tax.steps.map((step) => step.amountCents)).toEqual([
      $(51_114),
      $(12_000),
      0,
      $(39_114),
      $(2_030),
      0,
      $(2_030),
    ]);
  });

  it('married filing jointly: $50,000 profit, the spouse earns $45,000 of wages, two children', () => {
    const input = federalReturn(2025, 'married', 60_000, 10_000, {
      spouseW2WagesCents: $(45_000),
      childrenUnder17: 2,
    });
    // federal: net earnings 50,000 x 0.9235 = 46,175.00; SS 5,725.70; Medicare 1,339.075 -> 1,339.08
    //   SE tax 7,064.78; half 3,532.39; AGI 50,000 + 45,000 - 3,532.39 = 91,467.61
    expect(input.federal.adjustedGrossIncomeCents).toBe($(91_467.61));
    const tax = georgiaTax(2025, 'married', input);
    // line 8  91,468; line 11 status B 24,000; line 14 2 x 4,000 = 8,000
    // line 15c 91,468 - 24,000 - 8,000 = 59,468
    // line 16 59,468 x 5.19 % = 3,086.3892 -> 3,086
    expect(tax).toMatchObject({
      incomeCents: $(91_468),
      deductionsCents: $(32_000),
      taxableIncomeCents: $(59_468),
      taxBeforeCreditsCents: $(3_086),
      creditsCents: 0,
      taxCents: $(3_086),
    });
  });

  it('head of household with one child: the single standard deduction (status D)', () => {
    const input = federalReturn(2025, 'head_of_household', 50_000, 8_000, { childrenUnder17: 1 });
    // federal: net earnings 42,000 x 0.9235 = 38,787.00; SS 4,809.588 -> 4,809.59; Medicare 1,124.823 -> 1,124.82
    //   SE tax 5,934.41; half 2,967.205 -> 2,967.21; AGI 42,000 - 2,967.21 = 39,032.79
    expect(input.federal.adjustedGrossIncomeCents).toBe($(39_032.79));
    const tax = georgiaTax(2025, 'head_of_household', input);
    // line 8 39,033; line 11 12,000; line 14 4,000; line 15c 23,033
    // line 16 23,033 x 5.19 % = 1,195.4127 -> 1,195
    expect(tax).toMatchObject({
      incomeCents: $(39_033),
      deductionsCents: $(16_000),
      taxableIncomeCents: $(23_033),
      taxBeforeCreditsCents: $(1_195),
      taxCents: $(1_195),
    });
  });

  it('a qualifying surviving spouse and married filing separately also take $12,000', () => {
    const wages = { w2WagesCents: $(40_000) };
    // 40,000 - 12,000 = 28,000 x 5.19 % = 1,453.20 -> 1,453
    for (const status of ['qualifying_surviving_spouse', 'married_separately'] as const) {
      const tax = georgiaTax(2025, status, federalReturn(2025, status, 0, 0, wages));
      expect(tax.deductionsCents).toBe($(12_000));
      expect(tax.taxCents).toBe($(1_453));
    }
  });

  it('line 16 rounds once, to the dollar: $2,111.4996 is $2,111 (no tax table)', () => {
    // wages 52,684 = AGI; 52,684 - 12,000 = 40,684 x 5.19 % = 2,111.4996 -> 2,111
    // (rounded to the cent first it would be 2,111.50 and then 2,112)
    const tax = georgiaTax(2025, 'single', federalReturn(2025, 'single', 0, 0, { w2WagesCents: $(52_684) }));
    expect(tax.taxableIncomeCents).toBe($(40_684));
    expect(tax.taxCents).toBe($(2_111));
    // wages 42,010: 30,010 x 5.19 % = 1,557.519 -> 1,558 (up)
    const up = georgiaTax(2025, 'single', federalReturn(2025, 'single', 0, 0, { w2WagesCents: $(42_010) }));
    expect(up.taxCents).toBe($(1_558));
  });

  it('the low income credit: $8 an exemption with federal AGI from $10,000 to $14,999', () => {
    const tax = georgiaTax(2025, 'single', federalReturn(2025, 'single', 0, 0, { w2WagesCents: $(14_000) }));
    // line 15c 14,000 - 12,000 = 2,000; line 16 2,000 x 5.19 % = 103.80 -> 104
    // line 17 one exemption (the filer) x $8 = 8; line 23 104 - 8 = 96
    expect(tax).toMatchObject({ taxBeforeCreditsCents: $(104), creditsCents: $(8), taxCents: $(96) });
    expect(tax.steps.find((step) => step.label === 'Low income credit')?.amountCents).toBe($(8));
  });

  it('the low income credit counts the filer and the children, and never exceeds the tax', () => {
    // single, wages 12,500: line 15c 500; line 16 500 x 5.19 % = 25.95 -> 26; line 17 $8 x 1 = 8; line 23 18
    const single = georgiaTax(
      2025,
      'single',
      federalReturn(2025, 'single', 0, 0, { w2WagesCents: $(12_500) }),
    );
    expect(single).toMatchObject({ taxBeforeCreditsCents: $(26), creditsCents: $(8), taxCents: $(18) });
    // head of household, wages 16,100, one child: line 15c 16,100 - 12,000 - 4,000 = 100
    // line 16 100 x 5.19 % = 5.19 -> 5; line 17 AGI 15,000-19,999: $5 x 2 exemptions = 10, used only up to 5
    const capped = georgiaTax(
      2025,
      'head_of_household',
      federalReturn(2025, 'head_of_household', 0, 0, { w2WagesCents: $(16_100), childrenUnder17: 1 }),
    );
    expect(capped).toMatchObject({
      taxableIncomeCents: $(100),
      taxBeforeCreditsCents: $(5),
      creditsCents: $(5),
      taxCents: 0,
    });
    // married filing jointly, wages 19,000, one child: 19,000 - 24,000 - 4,000 < 0, no tax and no credit used
    const joint = georgiaTax(
      2025,
      'married',
      federalReturn(2025, 'married', 0, 0, { w2WagesCents: $(19_000), childrenUnder17: 1 }),
    );
    expect(joint).toMatchObject({
      taxableIncomeCents: 0,
      taxBeforeCreditsCents: 0,
      creditsCents: 0,
      taxCents: 0,
    });
  });

  it('a high income: the flat rate and nothing else (no surtax, no phase-out)', () => {
    const input = federalReturn(2025, 'married', 400_000, 50_000, { childrenUnder17: 2 });
    // federal: net profit 350,000; net earnings x 0.9235 = 323,225.00
    //   SS on the 176,100 wage base x 12.4 % = 21,836.40; Medicare 323,225 x 2.9 % = 9,373.525 -> 9,373.53
    //   SE tax 31,209.93; half 15,604.965 -> 15,604.97; AGI 350,000 - 15,604.97 = 334,395.03
    expect(input.federal.adjustedGrossIncomeCents).toBe($(334_395.03));
    const tax = georgiaTax(2025, 'married', input);
    // 334,395 - 24,000 - 8,000 = 302,395 x 5.19 % = 15,694.3005 -> 15,694
    expect(tax).toMatchObject({ taxableIncomeCents: $(302_395), taxCents: $(15_694) });
  });

  it('a loss: no taxable income and no negative tax', () => {
    const input = federalReturn(2025, 'single', 5_000, 12_000);
    // net profit -7,000: no SE tax; AGI -7,000
    expect(input.federal.adjustedGrossIncomeCents).toBe($(-7_000));
    const tax = georgiaTax(2025, 'single', input);
    expect(tax).toMatchObject({
      incomeCents: $(-7_000),
      taxableIncomeCents: 0,
      taxBeforeCreditsCents: 0,
      creditsCents: 0,
      taxCents: 0,
    });
  });
});

describe('Georgia 2026 (HB 463) and a year not published', () => {
  it('2026: 4.99 %, $15,000 / $30,000 and $5,000 a dependent', () => {
    const input = federalReturn(2026, 'single', 70_000, 15_000);
    // the same SE arithmetic as 2025 (the profit is under the 2026 wage base): AGI 51,114.37
    expect(input.federal.adjustedGrossIncomeCents).toBe($(51_114.37));
    const tax = georgiaTax(2026, 'single', input);
    // 51,114 - 15,000 = 36,114 x 4.99 % = 1,802.0886 -> 1,802
    expect(tax).toMatchObject({ projected: false, taxableIncomeCents: $(36_114), taxCents: $(1_802) });
    const joint = georgiaTax(
      2026,
      'married',
      federalReturn(2026, 'married', 0, 0, { w2WagesCents: $(80_000), childrenUnder17: 1 }),
    );
    // 80,000 - 30,000 - 5,000 = 45,000 x 4.99 % = 2,245.50 -> 2,246
    expect(joint).toMatchObject({ deductionsCents: $(35_000), taxCents: $(2_246) });
  });

  it('2027 uses the 2026 figures, marked projected', () => {
    const input = federalReturn(2027, 'single', 0, 0, { w2WagesCents: $(51_114) });
    const tax = georgiaTax(2027, 'single', input);
    // 51,114 - 15,000 = 36,114 x 4.99 % = 1,802.0886 -> 1,802
    expect(tax).toMatchObject({ year: 2027, projected: true, taxCents: $(1_802) });
    expect(tax.source).toContain('HB 463');
  });
});

describe('Georgia estimated tax (Form 500-ES)', () => {
  it('installments of 2025 and 2026: April 15, June 15, September 15, January 15, 25 % each', () => {
    expect(georgia.estimates.installments(2025)).toEqual([
      { installment: 1, dueDate: '2025-04-15', sharePercent: 25 },
      // June 15, 2025 is a Sunday
      { installment: 2, dueDate: '2025-06-16', sharePercent: 25 },
      { installment: 3, dueDate: '2025-09-15', sharePercent: 25 },
      { installment: 4, dueDate: '2026-01-15', sharePercent: 25 },
    ]);
    expect(georgia.estimates.installments(2026).map((due) => due.dueDate)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
  });

  it('Martin Luther King Jr. Day moves January 15, 2029 (a Monday) to January 16', () => {
    expect(georgia.estimates.installments(2028).at(-1)?.dueDate).toBe('2029-01-16');
  });

  it('asks for estimates when more than $1,000 of income has no withholding and tax is left to pay', () => {
    const gig = (income: number) =>
      estimateTax({ year: 2025, filingStatus: 'single', incomeCents: $(income), expensesCents: 0 });
    const wagesOnly = estimateTax({
      year: 2025,
      filingStatus: 'single',
      incomeCents: 0,
      expensesCents: 0,
      household: { w2WagesCents: $(80_000) },
    });
    const facts = (federal: ReturnType<typeof gig>, taxAfterWithholdingCents: number) => ({
      taxAfterWithholdingCents,
      filingStatus: 'single' as const,
      federal,
    });
    // gross income from other sources than wages: $1,000.01 is more than $1,000, $1,000.00 is not
    expect(georgia.estimates.required(facts(gig(1_000.01), 1))).toBe(true);
    expect(georgia.estimates.required(facts(gig(1_000), 1))).toBe(false);
    // withholding covers the tax: nothing to estimate
    expect(georgia.estimates.required(facts(gig(30_000), 0))).toBe(false);
    // wages only, all the tax left to pay is on wages: not Georgia's test
    expect(georgia.estimates.required(facts(wagesOnly, $(500)))).toBe(false);
    expect(georgia.estimates.requiredRule).toContain('$1,000');
  });

  it('safe harbor: 70 % of this year or 100 % of last year, high income or not', () => {
    const facts = {
      filingStatus: 'married' as const,
      thisYearIncomeCents: $(600_000),
      federalAgiCents: $(600_000),
      priorYearAgiCents: $(500_000),
    };
    expect(georgia.estimates.safeHarbor(facts)).toEqual({ thisYearPercent: 70, priorYearPercent: 100 });
    expect(georgia.estimates.safeHarbor({ ...facts, priorYearAgiCents: null })).toEqual({
      thisYearPercent: 70,
      priorYearPercent: 100,
    });
  });
});
