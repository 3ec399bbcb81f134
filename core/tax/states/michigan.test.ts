import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import type { FilingStatus } from '../tables';
import { michigan } from './michigan';
import { $, federalAndStateTax } from './testing/state-returns';

const michiganTaxOf = federalAndStateTax(michigan);

describe('Michigan 2025, worked by hand from the 2025 MI-1040 and Schedule 1 (whole dollars)', () => {
  it('single, $45,000 profit and $1,234.56 of interest: the half-SE deduction is added back', () => {
    const { federal, state } = michiganTaxOf({
      filingStatus: 'single',
      income: 60_000,
      expenses: 15_000,
      household: { otherIncomeCents: $(1_234.56) },
    });
    // federal: net earnings 41,557.50; SS 5,153.13; Medicare 1,205.17; SE tax 6,358.30; half 3,179.15
    // AGI 45,000 + 1,234.56 - 3,179.15 = 43,055.41
    expect(federal.adjustedGrossIncomeCents).toBe($(43_055.41));
    expect(federal.halfSelfEmploymentTaxDeductionCents).toBe($(3_179.15));
    // line 10 AGI 43,055.41 -> 43,055
    // line 11 additions (Schedule 1 line 2, the federal deduction for SE tax) 3,179.15 -> 3,179
    // line 12 46,234; line 13 0; line 14 46,234
    // line 15 exemption allowance 1 x 5,800 = 5,800; line 16 40,434
    // line 17 40,434 x 4.25 % = 1,718.445 -> 1,718
    expect(state).toEqual({
      year: 2025,
      projected: false,
      source:
        'Michigan Department of Treasury: Tax Year 2025 Guidance (rate 4.25 %, personal exemption $5,800); ' +
        '2025 MI-1040 and Schedule 1',
      incomeCents: $(46_234),
      deductionsCents: $(5_800),
      taxableIncomeCents: $(40_434),
      taxBeforeCreditsCents: $(1_718),
      creditsCents: 0,
      taxCents: $(1_718),
      localTaxCents: 0,
      refundableCredits: [],
      steps: [
        { label: 'Federal adjusted gross income', amountCents: $(43_055) },
        { label: 'Federal deduction for self-employment tax, added back', amountCents: $(3_179) },
        { label: 'Income subject to tax', amountCents: $(46_234) },
        { label: 'Exemption allowance', amountCents: $(5_800) },
        { label: 'Taxable income', amountCents: $(40_434) },
        { label: 'Tax at 4.25 %', amountCents: $(1_718) },
      ],
    });
  });

  it('married filing jointly, $50,000 profit, spouse wages $40,000, two children', () => {
    const { federal, state } = michiganTaxOf({
      filingStatus: 'married',
      income: 70_000,
      expenses: 20_000,
      household: { spouseW2WagesCents: $(40_000), childrenUnder17: 2 },
    });
    // federal: half SE 3,532.39; AGI 86,467.61
    expect(federal.adjustedGrossIncomeCents).toBe($(86_467.61));
    // line 10 86,468; line 11 3,532; line 12 90,000; line 15 4 x 5,800 = 23,200; line 16 66,800
    // line 17 66,800 x 4.25 % = 2,839.00
    expect(state).toMatchObject({
      incomeCents: $(90_000),
      deductionsCents: $(23_200),
      taxableIncomeCents: $(66_800),
      taxCents: $(2_839),
    });
  });

  it('head of household with one child files as single: two exemptions', () => {
    const { federal, state } = michiganTaxOf({
      filingStatus: 'head_of_household',
      income: 52_000,
      expenses: 12_000,
      household: { childrenUnder17: 1 },
    });
    // federal: half SE 2,825.91; AGI 37,174.09
    expect(federal.adjustedGrossIncomeCents).toBe($(37_174.09));
    // line 10 37,174; line 11 2,826; line 12 40,000; line 15 2 x 5,800 = 11,600; line 16 28,400
    // line 17 28,400 x 4.25 % = 1,207.00
    expect(state).toMatchObject({
      incomeCents: $(40_000),
      deductionsCents: $(11_600),
      taxableIncomeCents: $(28_400),
      taxCents: $(1_207),
    });
  });

  it('a qualifying surviving spouse with a child files as single', () => {
    const { state } = michiganTaxOf({
      filingStatus: 'qualifying_surviving_spouse',
      income: 60_000,
      expenses: 15_000,
      household: { childrenUnder17: 1 },
    });
    // line 10 41,821 (AGI 41,820.85); line 11 3,179; line 12 45,000; line 15 11,600; line 16 33,400
    // line 17 33,400 x 4.25 % = 1,419.50 -> 1,420 (50 cents go up)
    expect(state).toMatchObject({ taxableIncomeCents: $(33_400), taxCents: $(1_420) });
  });

  it('high income: one flat rate, no phase-out of the exemption', () => {
    const { federal, state } = michiganTaxOf({ filingStatus: 'single', income: 300_000, expenses: 0 });
    // federal: half SE 14,935.425 -> 14,935.43; AGI 285,064.57
    expect(federal.adjustedGrossIncomeCents).toBe($(285_064.57));
    // line 10 285,065; line 11 14,935; line 12 300,000; line 15 5,800; line 16 294,200
    // line 17 294,200 x 4.25 % = 12,503.50 -> 12,504
    expect(state).toMatchObject({
      incomeCents: $(300_000),
      deductionsCents: $(5_800),
      taxableIncomeCents: $(294_200),
      taxCents: $(12_504),
    });
  });

  it('a loss: income subject to tax is not below zero and no tax is negative', () => {
    const { federal, state } = michiganTaxOf({ filingStatus: 'single', income: 10_000, expenses: 25_000 });
    // Schedule C loss 15,000, no SE tax to add back: AGI -15,000
    expect(federal.adjustedGrossIncomeCents).toBe($(-15_000));
    // line 10 -15,000; line 11 0; line 14 0; line 15 5,800; line 16 0; line 17 0
    expect(state).toMatchObject({
      incomeCents: 0,
      deductionsCents: $(5_800),
      taxableIncomeCents: 0,
      taxCents: 0,
    });
  });
});

describe('Michigan years', () => {
  it('2026 and 2027 are projected from 2025 (no 2026 rate notice or exemption published)', () => {
    for (const year of [2026, 2027]) {
      const { state } = michiganTaxOf({
        year,
        filingStatus: 'single',
        income: 0,
        expenses: 0,
        household: { w2WagesCents: $(50_000) },
      });
      // AGI 50,000 (wages only); line 15 5,800; line 16 44,200; 44,200 x 4.25 % = 1,878.50 -> 1,879
      expect(state).toMatchObject({
        year,
        projected: true,
        taxableIncomeCents: $(44_200),
        taxCents: $(1_879),
      });
    }
  });
});

describe('Michigan estimated payments (MI-1040ES)', () => {
  const dates = (year: number) => michigan.estimates.installments(year).map((due) => due.dueDate);

  it('2025 and 2026: April 15, June 15, September 15, January 15, moved past weekends', () => {
    expect(dates(2025)).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
    expect(dates(2026)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
  });

  it('reproduces the dates Treasury printed on earlier MI-1040ES forms', () => {
    expect(dates(2021)).toEqual(['2021-04-15', '2021-06-15', '2021-09-15', '2022-01-18']);
    expect(dates(2022)).toEqual(['2022-04-18', '2022-06-15', '2022-09-15', '2023-01-17']);
    expect(dates(2023)).toEqual(['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']);
    expect(dates(2024)).toEqual(['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15']);
  });

  it('four equal installments', () => {
    expect(michigan.estimates.installments(2025).map((due) => due.sharePercent)).toEqual([25, 25, 25, 25]);
  });

  it('required only when more than $500 would be owed', () => {
    const federal = estimateTax({ year: 2025, filingStatus: 'single', incomeCents: 0, expensesCents: 0 });
    const required = (taxAfterWithholdingCents: number) =>
      michigan.estimates.required({ taxAfterWithholdingCents, filingStatus: 'single', federal });
    expect(required($(499.99))).toBe(false);
    expect(required($(500))).toBe(false);
    expect(required($(500.01))).toBe(true);
    expect(michigan.estimates.requiredRule).toBe(
      'Michigan asks for estimated payments when you expect to owe more than $500 after withholding and credits.',
    );
  });

  it("safe harbor: 110 % of last year when last year's AGI was over $150,000 ($75,000 separately)", () => {
    const rule = (
      filingStatus: FilingStatus,
      priorYearAgiCents: number | null,
      federalAgiCents = $(60_000),
    ) =>
      michigan.estimates.safeHarbor({
        filingStatus,
        thisYearIncomeCents: federalAgiCents,
        federalAgiCents,
        priorYearAgiCents,
      });
    expect(rule('single', $(150_000))).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
    expect(rule('single', $(150_000.01))).toEqual({ thisYearPercent: 90, priorYearPercent: 110 });
    expect(rule('married', $(150_000.01))).toEqual({ thisYearPercent: 90, priorYearPercent: 110 });
    expect(rule('married_separately', $(75_000))).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
    expect(rule('married_separately', $(75_000.01))).toEqual({ thisYearPercent: 90, priorYearPercent: 110 });
    // last year's AGI not saved: this year's federal AGI stands in
    expect(rule('single', null, $(200_000))).toEqual({ thisYearPercent: 90, priorYearPercent: 110 });
    expect(rule('single', null, $(100_000))).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
  });
});
