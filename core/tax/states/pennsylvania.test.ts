import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import type { Household } from '../household';
import { estimateIncomeThresholdCents, pennsylvania } from './pennsylvania';
import { $, stateTaxOn } from './testing/state-returns';

// Pennsylvania, worked by hand from the 2025 PA-40 instructions, Schedule SP's eligibility income tables
// and 72 P.S. § 7325. PA-40 lines are whole dollars (50 cents and up round up); line numbers are the 2025 PA-40's:
// 1c compensation, 2 interest, 4 net profits from business, 9 total PA taxable income (positive lines only),
// 12 tax at 3.07 %, 21 tax forgiveness (Schedule SP line 16). Net profit below is income less expenses (no home
// office), the federal Schedule C line 31: Pennsylvania allows no deduction for half of SE tax.

const paTax = stateTaxOn(pennsylvania);

const federalOf = (year: number, incomeDollars: number, household: Partial<Household> = {}) =>
  estimateTax({ year, filingStatus: 'single', incomeCents: $(incomeDollars), expensesCents: 0, household });

describe('Pennsylvania PA-40, 2025 worked examples', () => {
  it('single, $60,000 net profit and $350.40 of interest', () => {
    const tax = paTax(2025, 'single', 80_000, 20_000, { otherIncomeCents: $(350.4) });
    // line 1c  compensation                                      0
    // line 2   interest 350.40                              ->     350
    // line 4   net profit 80,000 - 20,000                   =  60,000
    // line 9   0 + 350 + 60,000                             =  60,350
    // line 12  60,350 x 0.0307 = 1,852.745                  ->   1,853
    // SP       unmarried, no children: 100 % only to 6,500, 10 % to 8,750; 60,350 is past it -> 0 %
    expect(tax).toMatchObject({
      year: 2025,
      projected: false,
      incomeCents: $(60_350),
      deductionsCents: 0,
      taxableIncomeCents: $(60_350),
      taxBeforeCreditsCents: $(1_853),
      creditsCents: 0,
      taxCents: $(1_853),
      localTaxCents: 0,
      refundableCredits: [],
    });
    expect(tax.steps.map((step) => step.amountCents)).toEqual([
      0,
      $(350),
      $(60_000),
      $(60_350),
      $(1_853),
      0,
      $(1_853),
    ]);
    expect(tax.steps[5]!.label).toBe('Tax forgiveness (Schedule SP): 0 %');
    expect(tax.source).toContain('2025 PA-40');
  });

  it('married filing jointly: net profit plus the spouse’s wages', () => {
    const tax = paTax(2025, 'married', 42_000, 12_000, {
      spouseW2WagesCents: $(45_000.6),
      childrenUnder17: 2,
    });
    // line 1c  spouse's wages 45,000.60                     ->  45,001
    // line 4   42,000 - 12,000                              =  30,000
    // line 9   45,001 + 30,000                              =  75,001
    // line 12  75,001 x 0.0307 = 2,302.5307                 ->   2,303
    // SP       married, 2 children: 13,000 + 2 x 9,500 = 32,000 (100 %), 10 % to 34,250 -> 0 %
    expect(tax).toMatchObject({
      incomeCents: $(75_001),
      taxBeforeCreditsCents: $(2_303),
      creditsCents: 0,
      taxCents: $(2_303),
    });
  });

  it('a business loss offsets neither class nor spouse: only the wages are taxed', () => {
    const tax = paTax(2025, 'married', 10_000, 25_000, {
      spouseW2WagesCents: $(40_000),
      childrenUnder17: 1,
    });
    // line 1c  40,000; line 4 (15,000) loss, shown but not added
    // line 9   40,000 (not 25,000)
    // line 12  40,000 x 0.0307                               =   1,228
    // SP       married, 1 child: 22,500 (100 %) ... 24,750 (10 %) -> 0 %
    expect(tax.steps[2]).toEqual({
      label: 'Net profit (loss) from your business, before any half-SE deduction',
      amountCents: $(-15_000),
    });
    expect(tax).toMatchObject({ incomeCents: $(40_000), taxCents: $(1_228) });
  });

  it('head of household with a child: partial tax forgiveness (Schedule SP, Table 1)', () => {
    const tax = paTax(2025, 'head_of_household', 25_000, 8_300, { childrenUnder17: 1 });
    // line 9   25,000 - 8,300                               =  16,700
    // line 12  16,700 x 0.0307 = 512.69                     ->     513
    // SP       Table 1, 1 dependent child: 100 % to 16,000; 90 % to 16,250; 80 % to 16,500; 70 % to 16,750
    //          16,700 is not over 16,750                    ->     70 %
    // line 21  513 x 0.70 = 359.10                          ->     359
    // tax      513 - 359                                    =      154
    expect(tax).toMatchObject({
      incomeCents: $(16_700),
      taxBeforeCreditsCents: $(513),
      creditsCents: $(359),
      taxCents: $(154),
    });
    expect(tax.steps[5]).toEqual({ label: 'Tax forgiveness (Schedule SP): 70 %', amountCents: $(359) });
  });

  it('single with a small profit: 100 % forgiveness leaves no tax', () => {
    const tax = paTax(2025, 'single', 6_000, 0);
    // line 12  6,000 x 0.0307 = 184.20 -> 184; SP 6,000 is not over 6,500 -> 100 %; line 21 184
    expect(tax).toMatchObject({ taxBeforeCreditsCents: $(184), creditsCents: $(184), taxCents: 0 });
  });

  it('the married table’s edges: 10 % at $15,250, nothing a dollar past it', () => {
    const atEdge = paTax(2025, 'married', 0, 0, { spouseW2WagesCents: $(15_250) });
    // line 12  15,250 x 0.0307 = 468.175 -> 468; SP Table 2, no children: 10 % column is 15,250
    // line 21  468 x 0.10 = 46.80 -> 47; tax 468 - 47 = 421
    expect(atEdge).toMatchObject({ taxBeforeCreditsCents: $(468), creditsCents: $(47), taxCents: $(421) });
    const past = paTax(2025, 'married', 0, 0, { spouseW2WagesCents: $(15_251) });
    // line 12  15,251 x 0.0307 = 468.2057 -> 468; SP over 15,250 -> 0 %
    expect(past).toMatchObject({ taxBeforeCreditsCents: $(468), creditsCents: 0, taxCents: $(468) });
  });

  it('married filing separately: line 12 rounds half-up, and no forgiveness is figured without the spouse', () => {
    const tax = paTax(2025, 'married_separately', 5_000, 0);
    // line 12  5,000 x 0.0307 = 153.50 -> 154; SP needs the couple's joint eligibility income: not figured
    expect(tax).toMatchObject({ taxBeforeCreditsCents: $(154), creditsCents: 0, taxCents: $(154) });
  });

  it('a loss and nothing else: no tax, never a negative one', () => {
    const tax = paTax(2025, 'single', 3_000, 8_000);
    // line 4 (5,000) loss; line 9 0; line 12 0
    expect(tax).toMatchObject({
      incomeCents: 0,
      taxableIncomeCents: 0,
      taxBeforeCreditsCents: 0,
      taxCents: 0,
    });
  });

  it('a year with no published figures uses the newest (2026), marked projected', () => {
    const tax = paTax(2027, 'single', 60_000, 0);
    // 60,000 x 0.0307 = 1,842
    expect(tax).toMatchObject({ year: 2027, projected: true, taxCents: $(1_842) });
    expect(tax.source).toContain('2026');
    expect(paTax(2026, 'single', 60_000, 0)).toMatchObject({ projected: false, taxCents: $(1_842) });
  });
});

describe('Pennsylvania estimated tax (72 P.S. §§ 7325-7326, REV-413, REV-1630)', () => {
  const required = (federal: ReturnType<typeof federalOf>) =>
    pennsylvania.estimates.required({ taxAfterWithholdingCents: 0, filingStatus: 'single', federal });

  it('2025: required when income without withholding is expected to exceed $11,000', () => {
    expect(required(federalOf(2025, 11_000))).toBe(false);
    expect(required(federalOf(2025, 11_000.01))).toBe(true);
    // interest counts with the profit: 10,000 + 1,000.01 > 11,000
    expect(required(federalOf(2025, 10_000, { otherIncomeCents: $(1_000.01) }))).toBe(true);
    // wages have Pennsylvania tax withheld: 5,000 of profit alone is under the threshold
    expect(required(federalOf(2025, 5_000, { w2WagesCents: $(50_000) }))).toBe(false);
  });

  it('2026: the threshold is $14,000; the statute sets it year by year', () => {
    expect(required(federalOf(2026, 14_000))).toBe(false);
    expect(required(federalOf(2026, 14_000.01))).toBe(true);
    expect(estimateIncomeThresholdCents(2023)).toBe($(8_000));
    expect(estimateIncomeThresholdCents(2024)).toBe($(9_500));
    expect(estimateIncomeThresholdCents(2027)).toBe($(17_000));
    expect(estimateIncomeThresholdCents(2028)).toBe($(20_000));
    expect(estimateIncomeThresholdCents(2029)).toBe($(20_500));
    expect(pennsylvania.estimates.requiredRule).toContain('$11,000');
  });

  it('four equal installments, moved past weekends and Martin Luther King Jr. Day', () => {
    const dates = (year: number) => pennsylvania.estimates.installments(year).map((item) => item.dueDate);
    // 2025: June 15 is a Sunday
    expect(dates(2025)).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
    expect(dates(2026)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
    // January 15, 2028 is a Saturday and Monday the 17th is MLK Day
    expect(dates(2027)).toEqual(['2027-04-15', '2027-06-15', '2027-09-15', '2028-01-18']);
    // as the 2022 REV-1630 prints them: Good Friday (April 15, 2022) does not move the date; Jan. 17, 2023
    expect(dates(2022)).toEqual(['2022-04-15', '2022-06-15', '2022-09-15', '2023-01-17']);
    expect(
      pennsylvania.estimates.installments(2025).map((item) => [item.installment, item.sharePercent]),
    ).toEqual([
      [1, 25],
      [2, 25],
      [3, 25],
      [4, 25],
    ]);
  });

  it('safe harbor: 90 % of this year, 100 % of last year, at any income', () => {
    const facts = {
      filingStatus: 'single' as const,
      thisYearIncomeCents: $(40_000),
      federalAgiCents: $(40_000),
    };
    expect(pennsylvania.estimates.safeHarbor({ ...facts, priorYearAgiCents: $(38_000) })).toEqual({
      thisYearPercent: 90,
      priorYearPercent: 100,
    });
    expect(
      pennsylvania.estimates.safeHarbor({
        ...facts,
        thisYearIncomeCents: $(2_000_000),
        federalAgiCents: $(2_000_000),
        priorYearAgiCents: $(1_500_000),
      }),
    ).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
  });
});
