import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { illinois } from './illinois';
import { $, federalAndStateTax } from './testing/state-returns';

const illinoisTaxOf = federalAndStateTax(illinois);

describe('Illinois 2025, worked by hand from the 2025 IL-1040 (whole dollars, Q&A 461 rounding)', () => {
  it('single, $45,000 Schedule C profit: the half-SE deduction stays in federal AGI', () => {
    const { federal, state } = illinoisTaxOf({ filingStatus: 'single', income: 60_000, expenses: 15_000 });
    // federal: net profit 45,000.00; net earnings x 0.9235 = 41,557.50; SS x 12.4 % = 5,153.13;
    // Medicare x 2.9 % = 1,205.1675 -> 1,205.17; SE tax 6,358.30; half 3,179.15; AGI 45,000 - 3,179.15 = 41,820.85
    expect(federal.adjustedGrossIncomeCents).toBe($(41_820.85));
    // line 1  federal AGI, whole dollars            41,820.85 -> 41,821
    // line 9  base income (no additions/subtractions) 41,821
    // line 10 exemption allowance, single: 1 x 2,850 =  2,850
    // line 11 net income 41,821 - 2,850             = 38,971
    // line 12 tax 38,971 x 4.95 % = 1,929.0645     -> 1,929 (to the cent it would be 1,929.06)
    expect(state).toEqual({
      year: 2025,
      projected: false,
      source:
        'Illinois Department of Revenue: 2025 Form IL-1040 and instructions; Q&A 851 (exemption allowance)',
      incomeCents: $(41_821),
      deductionsCents: $(2_850),
      taxableIncomeCents: $(38_971),
      taxBeforeCreditsCents: $(1_929),
      creditsCents: 0,
      taxCents: $(1_929),
      localTaxCents: 0,
      refundableCredits: [],
      steps: [
        { label: 'Federal adjusted gross income', amountCents: $(41_821) },
        { label: 'Illinois base income', amountCents: $(41_821) },
        { label: 'Exemption allowance', amountCents: $(2_850) },
        { label: 'Net income', amountCents: $(38_971) },
        { label: 'Tax at 4.95 %', amountCents: $(1_929) },
      ],
    });
  });

  it('married filing jointly, $50,000 profit, spouse wages $40,000, two children', () => {
    const { federal, state } = illinoisTaxOf({
      filingStatus: 'married',
      income: 70_000,
      expenses: 20_000,
      household: { spouseW2WagesCents: $(40_000), childrenUnder17: 2 },
    });
    // federal: net earnings 50,000 x 0.9235 = 46,175.00; SS 5,725.70; Medicare 1,339.075 -> 1,339.08;
    // SE tax 7,064.78; half 3,532.39; AGI 40,000 + 50,000 - 3,532.39 = 86,467.61
    expect(federal.adjustedGrossIncomeCents).toBe($(86_467.61));
    // line 1  86,467.61 -> 86,468
    // line 10 2 x 2,850 (line 10a, joint) + 2 x 2,850 (line 10d, dependents) = 11,400
    // line 11 86,468 - 11,400 = 75,068
    // line 12 75,068 x 4.95 % = 3,715.866 -> 3,716
    expect(state).toMatchObject({
      incomeCents: $(86_468),
      deductionsCents: $(11_400),
      taxableIncomeCents: $(75_068),
      taxCents: $(3_716),
    });
  });

  it('head of household with one child, $40,000 profit: counted as single on line 10a', () => {
    const { federal, state } = illinoisTaxOf({
      filingStatus: 'head_of_household',
      income: 52_000,
      expenses: 12_000,
      household: { childrenUnder17: 1 },
    });
    // federal: net earnings 36,940.00; SS 4,580.56; Medicare 1,071.26; SE tax 5,651.82; half 2,825.91;
    // AGI 40,000 - 2,825.91 = 37,174.09
    expect(federal.adjustedGrossIncomeCents).toBe($(37_174.09));
    // line 1 37,174; line 10 = 2,850 (line 10a) + 2,850 (one dependent) = 5,700; line 11 = 31,474
    // line 12 31,474 x 4.95 % = 1,557.963 -> 1,558
    expect(state).toMatchObject({
      incomeCents: $(37_174),
      deductionsCents: $(5_700),
      taxableIncomeCents: $(31_474),
      taxCents: $(1_558),
    });
  });

  it('a qualifying surviving spouse files as "widowed": the single chart row, plus the child', () => {
    const { state } = illinoisTaxOf({
      filingStatus: 'qualifying_surviving_spouse',
      income: 60_000,
      expenses: 15_000,
      household: { childrenUnder17: 1 },
    });
    // federal AGI 41,820.85 (as the single case: the status does not change AGI) -> 41,821
    // line 10 2,850 + 2,850 = 5,700; line 11 36,121; line 12 36,121 x 4.95 % = 1,787.9895 -> 1,788
    expect(state).toMatchObject({
      deductionsCents: $(5_700),
      taxableIncomeCents: $(36_121),
      taxCents: $(1_788),
    });
  });

  it('married filing separately: one exemption, as single', () => {
    const { state } = illinoisTaxOf({ filingStatus: 'married_separately', income: 60_000, expenses: 15_000 });
    // federal AGI 41,820.85 -> 41,821; line 10 2,850; line 11 38,971; line 12 1,929.0645 -> 1,929
    expect(state).toMatchObject({ deductionsCents: $(2_850), taxCents: $(1_929) });
  });

  it('high income: above $250,000 of federal AGI the whole exemption allowance is lost', () => {
    const { federal, state } = illinoisTaxOf({ filingStatus: 'single', income: 300_000, expenses: 0 });
    // federal: net earnings 277,050; SS 12.4 % of the 176,100 wage base = 21,836.40; Medicare 277,050 x 2.9 %
    // = 8,034.45; SE tax 29,870.85; half 14,935.425 -> 14,935.43; AGI 300,000 - 14,935.43 = 285,064.57
    expect(federal.adjustedGrossIncomeCents).toBe($(285_064.57));
    // line 1 285,065 > 250,000: line 10 = 0 ("Income Exceptions"); line 11 285,065
    // line 12 285,065 x 4.95 % = 14,110.7175 -> 14,111
    expect(state).toMatchObject({ deductionsCents: 0, taxableIncomeCents: $(285_065), taxCents: $(14_111) });
  });

  it('the $250,000 limit is a cliff: at $250,000 the exemption stays, one dollar more and it is gone', () => {
    const at = illinoisTaxOf({
      filingStatus: 'single',
      income: 0,
      expenses: 0,
      household: { otherIncomeCents: $(250_000) },
    }).state;
    // AGI 250,000 is not "greater than $250,000": line 10 2,850; line 11 247,150
    // line 12 247,150 x 4.95 % = 12,233.925 -> 12,234
    expect(at).toMatchObject({ deductionsCents: $(2_850), taxCents: $(12_234) });
    const above = illinoisTaxOf({
      filingStatus: 'single',
      income: 0,
      expenses: 0,
      household: { otherIncomeCents: $(250_001) },
    }).state;
    // AGI 250,001: line 10 0; line 12 250,001 x 4.95 % = 12,375.0495 -> 12,375
    expect(above).toMatchObject({ deductionsCents: 0, taxCents: $(12_375) });
  });

  it('a joint return keeps its exemptions up to $500,000 of federal AGI', () => {
    const { state } = illinoisTaxOf({
      filingStatus: 'married',
      income: 0,
      expenses: 0,
      household: { otherIncomeCents: $(400_000) },
    });
    // line 10 2 x 2,850 = 5,700; line 11 394,300; line 12 394,300 x 4.95 % = 19,517.85 -> 19,518
    expect(state).toMatchObject({ deductionsCents: $(5_700), taxCents: $(19_518) });
  });

  it('a loss: base income is not below zero and no tax is negative', () => {
    const { federal, state } = illinoisTaxOf({ filingStatus: 'single', income: 10_000, expenses: 25_000 });
    // Schedule C loss 15,000, no SE tax: AGI -15,000
    expect(federal.adjustedGrossIncomeCents).toBe($(-15_000));
    // line 1 -15,000; line 9 "may not be less than zero": 0; line 10 2,850; line 11 0; line 12 0
    expect(state).toMatchObject({
      incomeCents: 0,
      deductionsCents: $(2_850),
      taxableIncomeCents: 0,
      taxBeforeCreditsCents: 0,
      taxCents: 0,
    });
    expect(state.steps[0]).toEqual({ label: 'Federal adjusted gross income', amountCents: $(-15_000) });
  });
});

describe('Illinois years', () => {
  it('2026 and 2027 are projected from 2025 (the 2026 IL-1040 was not published)', () => {
    for (const year of [2026, 2027]) {
      const { state } = illinoisTaxOf({
        year,
        filingStatus: 'single',
        income: 0,
        expenses: 0,
        household: { w2WagesCents: $(50_000) },
      });
      // AGI 50,000 (wages only); line 10 2,850 (2025's); line 11 47,150; 47,150 x 4.95 % = 2,333.925 -> 2,334
      expect(state).toMatchObject({
        year,
        projected: true,
        taxableIncomeCents: $(47_150),
        taxCents: $(2_334),
      });
    }
  });
});

describe('Illinois estimated payments (IL-1040-ES)', () => {
  const dates = (year: number) => illinois.estimates.installments(year).map((due) => due.dueDate);

  it('2025 and 2026: April 15, June 15, September 15, January 15, moved past weekends', () => {
    // June 15, 2025 is a Sunday
    expect(dates(2025)).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
    // IDOR's forms page lists the 2026 IL-1040-ES for April 15, June 15, September 15, 2026 and January 15, 2027
    expect(dates(2026)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
  });

  it('reproduces the dates IDOR printed on earlier IL-1040-ES forms', () => {
    // 2016: April 15 was DC Emancipation Day observed, January 15, 2017 a Sunday and the 16th MLK Day
    expect(dates(2016)).toEqual(['2016-04-18', '2016-06-15', '2016-09-15', '2017-01-17']);
    // 2023: April 15 a Saturday, the 17th Emancipation Day observed; January 15, 2024 MLK Day
    expect(dates(2023)).toEqual(['2023-04-18', '2023-06-15', '2023-09-15', '2024-01-16']);
    // 2024: June 15 and September 15 on weekends
    expect(dates(2024)).toEqual(['2024-04-15', '2024-06-17', '2024-09-16', '2025-01-15']);
  });

  it('four equal installments', () => {
    expect(illinois.estimates.installments(2025).map((due) => [due.installment, due.sharePercent])).toEqual([
      [1, 25],
      [2, 25],
      [3, 25],
      [4, 25],
    ]);
  });

  it('required only when the tax after withholding and credits exceeds $1,000', () => {
    const federal = estimateTax({ year: 2025, filingStatus: 'single', incomeCents: 0, expensesCents: 0 });
    const required = (taxAfterWithholdingCents: number) =>
      illinois.estimates.required({ taxAfterWithholdingCents, filingStatus: 'single', federal });
    expect(required($(999.99))).toBe(false);
    expect(required($(1_000))).toBe(false);
    expect(required($(1_000.01))).toBe(true);
    expect(illinois.estimates.requiredRule).toBe(
      'Illinois asks for estimated payments when you expect to owe more than $1,000 after withholding and credits.',
    );
  });

  it('safe harbor: 90 % of this year or 100 % of last year, with no high-income rule', () => {
    expect(
      illinois.estimates.safeHarbor({
        filingStatus: 'single',
        thisYearIncomeCents: $(40_000),
        federalAgiCents: $(40_000),
        priorYearAgiCents: $(38_000),
      }),
    ).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
    expect(
      illinois.estimates.safeHarbor({
        filingStatus: 'married',
        thisYearIncomeCents: $(900_000),
        federalAgiCents: $(900_000),
        priorYearAgiCents: $(800_000),
      }),
    ).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
  });
});
