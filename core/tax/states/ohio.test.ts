import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { ohio } from './ohio';
import { $, federalAndStateTax, stateTaxOnWages } from './testing/state-returns';

const ohioTaxOf = federalAndStateTax(ohio);

const wagesOnly = stateTaxOnWages(ohio);

describe('Ohio 2025, worked by hand from the 2025 IT 1040 and its schedules (whole dollars)', () => {
  it('a gig worker whose only income is a $45,000 Schedule C profit owes no Ohio income tax', () => {
    const { federal, state } = ohioTaxOf({ filingStatus: 'single', income: 60_000, expenses: 15_000 });
    // federal: net earnings 41,557.50; SE tax 6,358.30; half 3,179.15; AGI 45,000 - 3,179.15 = 41,820.85
    expect(federal.adjustedGrossIncomeCents).toBe($(41_820.85));
    // line 1  41,820.85 -> 41,821
    // Sch BI line 2 (Schedule C) 45,000; line 11 lesser of 45,000 and line 1 = 41,821; line 13 deduction 41,821
    // line 3  Ohio AGI 41,821 - 41,821 = 0; modified AGI 0 + 41,821 = 41,821 (over 40,000: 2,150 an exemption)
    // line 4  1 x 2,150 = 2,150; line 5 max(0, 0 - 2,150) = 0; lines 6, 7, 8a, 8b all 0
    expect(state).toEqual({
      year: 2025,
      projected: false,
      source:
        'Ohio Department of Taxation: 2025 Ohio IT 1040 instructions (income tax brackets, exemptions, Schedule of ' +
        'Business Income, Schedule of Credits); R.C. 5747.02(A)(3)(b) as amended by HB 96',
      incomeCents: $(41_821),
      deductionsCents: $(41_821 + 2_150),
      taxableIncomeCents: 0,
      taxBeforeCreditsCents: 0,
      creditsCents: 0,
      taxCents: 0,
      localTaxCents: 0,
      refundableCredits: [],
      steps: [
        { label: 'Federal adjusted gross income', amountCents: $(41_821) },
        { label: 'Business income deduction', amountCents: $(41_821) },
        { label: 'Ohio adjusted gross income', amountCents: 0 },
        { label: 'Exemptions', amountCents: $(2_150) },
        { label: 'Ohio income tax base', amountCents: 0 },
        { label: 'Taxable business income', amountCents: 0 },
        { label: 'Taxable nonbusiness income', amountCents: 0 },
        { label: 'Tax on nonbusiness income', amountCents: 0 },
        { label: 'Tax on business income at 3 %', amountCents: 0 },
        { label: 'Tax after credits', amountCents: 0 },
      ],
    });
  });

  it('single with wages of $50,000 and a $20,000 profit: the wages are taxed, the profit deducted', () => {
    const { federal, state } = ohioTaxOf({
      filingStatus: 'single',
      income: 30_000,
      expenses: 10_000,
      household: { w2WagesCents: $(50_000) },
    });
    // federal: net earnings 18,470 (under the 126,100 the wages left of the base); SS 2,290.28; Medicare 535.63;
    // SE tax 2,825.91; half 1,412.955 -> 1,412.96; AGI 70,000 - 1,412.96 = 68,587.04
    expect(federal.adjustedGrossIncomeCents).toBe($(68_587.04));
    // line 1 68,587; Sch BI line 11 lesser of 20,000 and 68,587 = 20,000; deduction 20,000
    // line 3 48,587; modified AGI 68,587 (40,001-80,000: 2,150); line 4 2,150; line 5 46,437
    // Sch BI line 14 0 -> line 6 0; line 7 46,437
    // line 8a 342 + 2.75 % x (46,437 - 26,050 = 20,387) = 342 + 560.6425 = 902.6425 -> 903
    // Schedule of Credits line 9: modified AGI less exemptions 66,437 is not under 30,000: no credit
    expect(state).toMatchObject({
      incomeCents: $(68_587),
      deductionsCents: $(20_000 + 2_150),
      taxableIncomeCents: $(46_437),
      taxBeforeCreditsCents: $(903),
      creditsCents: 0,
      taxCents: $(903),
    });
  });

  it('married filing jointly, both spouses with wages: the joint filing credit', () => {
    const { federal, state } = ohioTaxOf({
      filingStatus: 'married',
      income: 40_000,
      expenses: 10_000,
      household: { w2WagesCents: $(20_000), spouseW2WagesCents: $(40_000), childrenUnder17: 2 },
    });
    // federal: net earnings 30,000 x 0.9235 = 27,705; SS 3,435.42; Medicare 803.445 -> 803.45; SE tax 4,238.87;
    // half 2,119.435 -> 2,119.44; AGI 20,000 + 40,000 + 30,000 - 2,119.44 = 87,880.56
    expect(federal.adjustedGrossIncomeCents).toBe($(87_880.56));
    // line 1 87,881; business income deduction 30,000; line 3 57,881; modified AGI 87,881 (over 80,000: 1,900)
    // line 4 4 x 1,900 = 7,600; line 5 50,281; line 7 50,281
    // line 8a 342 + 2.75 % x 24,231 = 342 + 666.3525 = 1,008.3525 -> 1,008
    // Sch CR line 9: 87,881 - 7,600 = 80,281 not under 30,000: 0; line 11 1,008
    // line 12: the person's qualifying income 20,000 wages + (30,000 - 30,000 deducted) - 2,119.44 = 17,880.56 and
    //   the spouse's 40,000, both at least 500; MAGI less exemptions 80,281 over 75,000: 5 %
    //   5 % x 1,008 = 50.40 -> 50 (under the 650 cap)
    // line 10 1,008 - 50 = 958
    expect(state).toMatchObject({
      incomeCents: $(87_881),
      deductionsCents: $(30_000 + 7_600),
      taxableIncomeCents: $(50_281),
      taxBeforeCreditsCents: $(1_008),
      creditsCents: $(50),
      taxCents: $(958),
    });
    expect(state.steps.slice(-2)).toEqual([
      { label: 'Joint filing credit', amountCents: $(50) },
      { label: 'Tax after credits', amountCents: $(958) },
    ]);
  });

  it('married filing jointly, the gig spouse with only deducted business income: no joint filing credit', () => {
    const { federal, state } = ohioTaxOf({
      filingStatus: 'married',
      income: 70_000,
      expenses: 20_000,
      household: { spouseW2WagesCents: $(40_000), childrenUnder17: 2 },
    });
    // federal: half SE 3,532.39; AGI 86,467.61
    expect(federal.adjustedGrossIncomeCents).toBe($(86_467.61));
    // line 1 86,468; deduction 50,000; line 3 36,468; modified AGI 86,468: 4 x 1,900 = 7,600; line 5 28,868
    // line 8a 342 + 2.75 % x 2,818 = 342 + 77.495 = 419.495 -> 419 (rounded once; rounding to cents first would
    //   give 419.50 and then 420)
    // line 12: the person's qualifying income 50,000 - 50,000 deducted - 3,532.39 is under 500: no credit
    expect(state).toMatchObject({
      incomeCents: $(86_468),
      deductionsCents: $(50_000 + 7_600),
      taxableIncomeCents: $(28_868),
      taxBeforeCreditsCents: $(419),
      creditsCents: 0,
      taxCents: $(419),
    });
  });

  it('head of household with one child, wages $35,000 and a $15,000 profit', () => {
    const { federal, state } = ohioTaxOf({
      filingStatus: 'head_of_household',
      income: 20_000,
      expenses: 5_000,
      household: { w2WagesCents: $(35_000), childrenUnder17: 1 },
    });
    // federal: net earnings 13,852.50; SS 1,717.71; Medicare 401.7225 -> 401.72; SE tax 2,119.43;
    // half 1,059.715 -> 1,059.72; AGI 50,000 - 1,059.72 = 48,940.28
    expect(federal.adjustedGrossIncomeCents).toBe($(48_940.28));
    // line 1 48,940; deduction 15,000; line 3 33,940; modified AGI 48,940: 2 x 2,150 = 4,300; line 5 29,640
    // line 8a 342 + 2.75 % x 3,590 = 342 + 98.725 = 440.725 -> 441; Sch CR line 9: 44,640 not under 30,000
    expect(state).toMatchObject({
      deductionsCents: $(15_000 + 4_300),
      taxableIncomeCents: $(29_640),
      taxCents: $(441),
    });
  });

  it('the $26,050 threshold is a cliff, and the $20 exemption credit under $30,000', () => {
    // wages 28,450: modified AGI under 40,000: 2,400; line 5 26,050, not more than 26,050: no tax
    expect(wagesOnly(2025, 'single', 28_450)).toMatchObject({ taxableIncomeCents: $(26_050), taxCents: 0 });
    // wages 28,451: line 5 26,051; line 8a 342 + 2.75 % x 1 = 342.0275 -> 342
    // Sch CR line 9: 28,451 - 2,400 = 26,051 under 30,000: 20 x 1 exemption = 20; line 10 322
    expect(wagesOnly(2025, 'single', 28_451)).toMatchObject({
      taxBeforeCreditsCents: $(342),
      creditsCents: $(20),
      taxCents: $(322),
    });
  });

  it('above $100,000 of nonbusiness income the printed $2,394.32 base makes an $18 step', () => {
    // wages 101,900: modified AGI over 80,000: 1,900; line 5 100,000
    // line 8a 342 + 2.75 % x 73,950 = 342 + 2,033.625 = 2,375.625 -> 2,376
    expect(wagesOnly(2025, 'single', 101_900)).toMatchObject({ taxCents: $(2_376) });
    // wages 101,901: line 5 100,001; line 8a 2,394.32 + 3.125 % x 1 = 2,394.35125 -> 2,394
    expect(wagesOnly(2025, 'single', 101_901)).toMatchObject({ taxCents: $(2_394) });
  });

  it('high income: business income above $250,000 is taxed at 3 %, after the exemptions', () => {
    const { federal, state } = ohioTaxOf({ filingStatus: 'single', income: 300_000, expenses: 0 });
    // federal: SE tax 29,870.85; half 14,935.43; AGI 285,064.57
    expect(federal.adjustedGrossIncomeCents).toBe($(285_064.57));
    // line 1 285,065; Sch BI line 11 lesser of 300,000 and 285,065 = 285,065; line 13 250,000; line 14 35,065
    // line 3 35,065; modified AGI 285,065: 1,900; line 5 33,165
    // Sch BI line 15 lesser of 35,065 and 33,165 = 33,165 -> line 6; line 7 0
    // line 8b 3 % x 33,165 = 994.95 -> 995
    expect(state).toMatchObject({
      deductionsCents: $(250_000 + 1_900),
      taxableIncomeCents: $(33_165),
      taxBeforeCreditsCents: $(995),
      taxCents: $(995),
    });
    expect(state.steps.filter((step) => step.label.startsWith('Taxable'))).toEqual([
      { label: 'Taxable business income', amountCents: $(33_165) },
      { label: 'Taxable nonbusiness income', amountCents: 0 },
    ]);
  });

  it('married filing separately deducts only $125,000 of business income', () => {
    const { federal, state } = ohioTaxOf({
      filingStatus: 'married_separately',
      income: 150_000,
      expenses: 0,
    });
    // federal: net earnings 138,525; SS 17,177.10; Medicare 4,017.225 -> 4,017.23; SE tax 21,194.33;
    // half 10,597.165 -> 10,597.17; AGI 150,000 - 10,597.17 = 139,402.83
    expect(federal.adjustedGrossIncomeCents).toBe($(139_402.83));
    // line 1 139,403; line 11 139,403; line 13 125,000; line 14 14,403; line 3 14,403; exemption 1,900
    // line 5 12,503; line 6 lesser of 14,403 and 12,503 = 12,503; line 8b 3 % x 12,503 = 375.09 -> 375
    expect(state).toMatchObject({ deductionsCents: $(125_000 + 1_900), taxCents: $(375) });
  });

  it('a loss: no deduction, no negative tax', () => {
    const { federal, state } = ohioTaxOf({ filingStatus: 'single', income: 10_000, expenses: 25_000 });
    expect(federal.adjustedGrossIncomeCents).toBe($(-15_000));
    // line 1 -15,000; Sch BI line 11 "if negative, enter zero": deduction 0; line 3 -15,000;
    // modified AGI -15,000: 2,400; line 5 0; tax 0 (the $20 credit cannot go below zero)
    expect(state).toMatchObject({
      incomeCents: $(-15_000),
      deductionsCents: $(2_400),
      taxableIncomeCents: 0,
      creditsCents: 0,
      taxCents: 0,
    });
  });
});

describe('Ohio 2026 (R.C. 5747.02(A)(3)(c), HB 96) and later years', () => {
  it('2026: $332 plus 2.75 % of nonbusiness income over $26,050, one rate', () => {
    // wages 50,000: 2,150; line 5 47,850; 332 + 2.75 % x 21,800 = 332 + 599.50 = 931.50 -> 932
    expect(wagesOnly(2026, 'single', 50_000)).toMatchObject({
      year: 2026,
      projected: false,
      taxableIncomeCents: $(47_850),
      taxCents: $(932),
    });
  });

  it('exemptions end at $750,000 of modified AGI in 2025 and at $500,000 in 2026', () => {
    // 2025, wages 600,000: 1,900; line 5 598,100; 2,394.32 + 3.125 % x 498,100 = 17,959.945 -> 17,960
    expect(wagesOnly(2025, 'single', 600_000)).toMatchObject({
      deductionsCents: $(1_900),
      taxCents: $(17_960),
    });
    // 2026, wages 600,000: no exemption; line 5 600,000; 332 + 2.75 % x 573,950 = 16,115.625 -> 16,116
    expect(wagesOnly(2026, 'single', 600_000)).toMatchObject({ deductionsCents: 0, taxCents: $(16_116) });
  });

  it('2027 is projected from 2026', () => {
    expect(wagesOnly(2027, 'single', 50_000)).toMatchObject({
      year: 2027,
      projected: true,
      taxCents: $(932),
    });
  });
});

describe('Ohio estimated payments (IT 1040ES)', () => {
  const dates = (year: number) => ohio.estimates.installments(year).map((due) => due.dueDate);

  it('2025 and 2026: April 15, June 15, September 15, January 15, moved past weekends', () => {
    expect(dates(2025)).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
    expect(dates(2026)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
  });

  it("reproduces the dates on Ohio's earlier vouchers", () => {
    // 2023 voucher 1 "Due April 18, 2023", voucher 2 "Due June 15, 2023"
    expect(dates(2023).slice(0, 2)).toEqual(['2023-04-18', '2023-06-15']);
    // 2019 voucher 1 "Due April 15, 2019", voucher 2 "Due June 17, 2019"
    expect(dates(2019).slice(0, 2)).toEqual(['2019-04-15', '2019-06-17']);
  });

  it('four installments of 25 %', () => {
    expect(ohio.estimates.installments(2025).map((due) => due.sharePercent)).toEqual([25, 25, 25, 25]);
  });

  it('required only when the tax after withholding and credits is more than $500', () => {
    const federal = estimateTax({ year: 2025, filingStatus: 'single', incomeCents: 0, expensesCents: 0 });
    const required = (taxAfterWithholdingCents: number) =>
      ohio.estimates.required({ taxAfterWithholdingCents, filingStatus: 'single', federal });
    expect(required($(499.99))).toBe(false);
    expect(required($(500))).toBe(false);
    expect(required($(500.01))).toBe(true);
    expect(ohio.estimates.requiredRule).toBe(
      'Ohio asks for estimated payments when you expect to owe more than $500 after withholding and credits.',
    );
  });

  it('safe harbor: 90 % of this year or 100 % of last year, with no high-income rule', () => {
    expect(
      ohio.estimates.safeHarbor({
        filingStatus: 'married',
        thisYearIncomeCents: $(400_000),
        federalAgiCents: $(400_000),
        priorYearAgiCents: $(390_000),
      }),
    ).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
  });
});
