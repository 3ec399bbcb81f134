import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { northCarolina } from './north-carolina';
import { $, federalReturn, stateTaxFrom, stateTaxOnWages } from './testing/state-returns';

const northCarolinaTax = stateTaxFrom(northCarolina);
const wagesOnly = stateTaxOnWages(northCarolina);

describe('North Carolina D-400, 2025, worked by hand from the D-401 (4.25 %, whole dollars)', () => {
  it('single, $70,000 of gig income less $15,000 of expenses', () => {
    const input = federalReturn(2025, 'single', 70_000, 15_000);
    // federal: net profit 55,000.00; net earnings x 0.9235 = 50,792.50
    //   SS 6,298.27; Medicare 1,472.9825 -> 1,472.98; SE tax 7,771.25; half 3,885.625 -> 3,885.63
    //   AGI 55,000.00 - 3,885.63 = 51,114.37
    expect(input.federal.adjustedGrossIncomeCents).toBe($(51_114.37));
    const tax = northCarolinaTax(2025, 'single', input);
    // line 6  federal AGI, whole dollars              51,114
    // line 10b child deduction (no children)               0
    // line 11 standard deduction, single              12,750
    // line 14 NC taxable income 51,114 - 12,750       38,364
    // line 15 38,364 x 4.25 % = 1,630.47 -> 1,630
    expect(tax).toMatchObject({
      year: 2025,
      projected: false,
      incomeCents: $(51_114),
      deductionsCents: $(12_750),
      taxableIncomeCents: $(38_364),
      taxBeforeCreditsCents: $(1_630),
      creditsCents: 0,
      taxCents: $(1_630),
      localTaxCents: 0,
      refundableCredits: [],
    });
    expect(tax.steps).toEqual([
      { label: 'Federal adjusted gross income', amountCents: $(51_114) },
      { label: 'Child deduction', amountCents: 0 },
      { label: 'Standard deduction', amountCents: $(12_750) },
      { label: 'North Carolina taxable income', amountCents: $(38_364) },
      { label: 'North Carolina income tax at 4.25 %', amountCents: $(1_630) },
    ]);
  });

  it('married filing jointly: $50,000 profit, the spouse earns $45,000 of wages, two children', () => {
    const input = federalReturn(2025, 'married', 60_000, 10_000, {
      spouseW2WagesCents: $(45_000),
      childrenUnder17: 2,
    });
    // federal: SE tax 7,064.78, half 3,532.39; AGI 50,000 + 45,000 - 3,532.39 = 91,467.61
    expect(input.federal.adjustedGrossIncomeCents).toBe($(91_467.61));
    const tax = northCarolinaTax(2025, 'married', input);
    // line 6 91,468; line 10b joint column, over 80,000 up to 100,000: $1,500 x 2 = 3,000
    // line 11 25,500; line 14 91,468 - 3,000 - 25,500 = 62,968
    // line 15 62,968 x 4.25 % = 2,676.14 -> 2,676
    expect(tax).toMatchObject({
      incomeCents: $(91_468),
      deductionsCents: $(28_500),
      taxableIncomeCents: $(62_968),
      taxCents: $(2_676),
    });
    expect(tax.steps[1]).toEqual({ label: 'Child deduction', amountCents: $(3_000) });
  });

  it('head of household with one child', () => {
    const input = federalReturn(2025, 'head_of_household', 50_000, 8_000, { childrenUnder17: 1 });
    // federal: SE tax 5,934.41, half 2,967.21; AGI 42,000 - 2,967.21 = 39,032.79
    expect(input.federal.adjustedGrossIncomeCents).toBe($(39_032.79));
    const tax = northCarolinaTax(2025, 'head_of_household', input);
    // line 6 39,033; line 10b head of household column, over 30,000 up to 45,000: $2,500
    // line 11 19,125; line 14 39,033 - 2,500 - 19,125 = 17,408
    // line 15 17,408 x 4.25 % = 739.84 -> 740
    expect(tax).toMatchObject({
      deductionsCents: $(21_625),
      taxableIncomeCents: $(17_408),
      taxCents: $(740),
    });
  });

  it('line 15 rounds once, to the dollar: $1,710.4975 is $1,710 (no tax table)', () => {
    // wages 52,997 - 12,750 = 40,247 x 4.25 % = 1,710.4975 -> 1,710
    // (rounded to the cent first it would be 1,710.50 and then 1,711)
    const tax = wagesOnly(2025, 'single', 52_997);
    expect(tax.taxableIncomeCents).toBe($(40_247));
    expect(tax.taxCents).toBe($(1_710));
  });

  it('the child deduction: an AGI exactly on a ceiling takes that step', () => {
    // single, AGI 20,000, one child: up to 20,000 -> $3,000; 20,000 - 3,000 - 12,750 = 4,250
    //   x 4.25 % = 180.625 -> 181
    expect(wagesOnly(2025, 'single', 20_000, { childrenUnder17: 1 })).toMatchObject({
      deductionsCents: $(15_750),
      taxCents: $(181),
    });
    // single, AGI 20,001: over 20,000 up to 30,000 -> $2,500; 20,001 - 2,500 - 12,750 = 4,751
    //   x 4.25 % = 201.9175 -> 202
    expect(wagesOnly(2025, 'single', 20_001, { childrenUnder17: 1 })).toMatchObject({
      deductionsCents: $(15_250),
      taxCents: $(202),
    });
    // married filing separately uses the single column: AGI 30,000 -> $2,500; standard deduction 12,750
    //   30,000 - 2,500 - 12,750 = 14,750 x 4.25 % = 626.875 -> 627
    expect(wagesOnly(2025, 'married_separately', 30_000, { childrenUnder17: 1 }).taxCents).toBe($(627));
    // a qualifying surviving spouse has the joint amounts: AGI 60,000 -> $2,500; standard deduction 25,500
    //   60,000 - 2,500 - 25,500 = 32,000 x 4.25 % = 1,360.00
    expect(wagesOnly(2025, 'qualifying_surviving_spouse', 60_000, { childrenUnder17: 1 }).taxCents).toBe(
      $(1_360),
    );
  });

  it('other dependents get no child deduction (a federal child tax credit child only)', () => {
    // head of household: 40,000 - 19,125 = 20,875 x 4.25 % = 887.1875 -> 887, an adult dependent or not
    expect(wagesOnly(2025, 'head_of_household', 40_000, { otherDependents: 1 })).toMatchObject({
      deductionsCents: $(19_125),
      taxCents: $(887),
    });
  });

  it('high incomes: the child deduction phases out to $0 over $140,000 (joint)', () => {
    // AGI 140,000, two children: $500 x 2 = 1,000; 140,000 - 1,000 - 25,500 = 113,500 x 4.25 % = 4,823.75 -> 4,824
    expect(wagesOnly(2025, 'married', 140_000, { childrenUnder17: 2 })).toMatchObject({
      deductionsCents: $(26_500),
      taxCents: $(4_824),
    });
    // AGI 140,001: no child deduction; 140,001 - 25,500 = 114,501 x 4.25 % = 4,866.2925 -> 4,866
    expect(wagesOnly(2025, 'married', 140_001, { childrenUnder17: 2 })).toMatchObject({
      deductionsCents: $(25_500),
      taxCents: $(4_866),
    });
    const input = federalReturn(2025, 'married', 400_000, 50_000, { childrenUnder17: 2 });
    // federal: net earnings 323,225.00; SS on the 176,100 base 21,836.40; Medicare 9,373.525 -> 9,373.53
    //   SE tax 31,209.93; half 15,604.965 -> 15,604.97; AGI 350,000 - 15,604.97 = 334,395.03
    expect(input.federal.adjustedGrossIncomeCents).toBe($(334_395.03));
    // 334,395 - 25,500 = 308,895 x 4.25 % = 13,128.0375 -> 13,128
    expect(northCarolinaTax(2025, 'married', input)).toMatchObject({
      taxableIncomeCents: $(308_895),
      taxCents: $(13_128),
    });
  });

  it('a loss: no taxable income and no negative tax', () => {
    const input = federalReturn(2025, 'single', 5_000, 12_000);
    expect(input.federal.adjustedGrossIncomeCents).toBe($(-7_000));
    expect(northCarolinaTax(2025, 'single', input)).toMatchObject({
      incomeCents: $(-7_000),
      taxableIncomeCents: 0,
      taxCents: 0,
    });
  });
});

describe('North Carolina 2026 (3.99 %) and a year not published', () => {
  it('2026: the same deductions at 3.99 %', () => {
    const input = federalReturn(2026, 'single', 70_000, 15_000);
    expect(input.federal.adjustedGrossIncomeCents).toBe($(51_114.37));
    // 51,114 - 12,750 = 38,364 x 3.99 % = 1,530.7236 -> 1,531
    expect(northCarolinaTax(2026, 'single', input)).toMatchObject({
      projected: false,
      taxableIncomeCents: $(38_364),
      taxCents: $(1_531),
    });
  });

  it('2027 uses the 2026 figures, marked projected', () => {
    const tax = wagesOnly(2027, 'single', 51_114);
    // 38,364 x 3.99 % = 1,530.7236 -> 1,531
    expect(tax).toMatchObject({ year: 2027, projected: true, taxCents: $(1_531) });
  });
});

describe('North Carolina estimated tax (NC-40)', () => {
  it('installments of 2025 and 2026, 25 % each', () => {
    expect(northCarolina.estimates.installments(2025)).toEqual([
      { installment: 1, dueDate: '2025-04-15', sharePercent: 25 },
      // June 15, 2025 is a Sunday
      { installment: 2, dueDate: '2025-06-16', sharePercent: 25 },
      { installment: 3, dueDate: '2025-09-15', sharePercent: 25 },
      { installment: 4, dueDate: '2026-01-15', sharePercent: 25 },
    ]);
    expect(northCarolina.estimates.installments(2026).map((due) => due.dueDate)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
  });

  it('holidays: Good Friday 2022, DC Emancipation Day 2018 and Martin Luther King Jr. Day', () => {
    // April 15, 2022 was Good Friday (the NCDOR moved the deadline to Monday, April 18);
    // January 15, 2023 is a Sunday and January 16 Martin Luther King Jr. Day
    expect(northCarolina.estimates.installments(2022).map((due) => due.dueDate)).toEqual([
      '2022-04-18',
      '2022-06-15',
      '2022-09-15',
      '2023-01-17',
    ]);
    // April 15, 2018 a Sunday, April 16 Emancipation Day (the NCDOR's date: April 17); September 15 a Saturday
    expect(northCarolina.estimates.installments(2018).map((due) => due.dueDate)).toEqual([
      '2018-04-17',
      '2018-06-15',
      '2018-09-17',
      '2019-01-15',
    ]);
    // January 15, 2029 is Martin Luther King Jr. Day
    expect(northCarolina.estimates.installments(2028).at(-1)?.dueDate).toBe('2029-01-16');
  });

  it('asks for estimates at $1,000 or more after withholding and credits', () => {
    const federal = estimateTax({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(60_000),
      expensesCents: 0,
    });
    const facts = (taxAfterWithholdingCents: number) => ({
      taxAfterWithholdingCents,
      filingStatus: 'single' as const,
      federal,
    });
    expect(northCarolina.estimates.required(facts($(1_000)))).toBe(true);
    expect(northCarolina.estimates.required(facts($(999.99)))).toBe(false);
    expect(northCarolina.estimates.requiredRule).toContain('$1,000 or more');
  });

  it('safe harbor: 90 % of this year or 100 % of last year, with no high-income rule', () => {
    const facts = {
      filingStatus: 'single' as const,
      thisYearIncomeCents: $(400_000),
      federalAgiCents: $(400_000),
      priorYearAgiCents: $(350_000),
    };
    expect(northCarolina.estimates.safeHarbor(facts)).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
  });
});
