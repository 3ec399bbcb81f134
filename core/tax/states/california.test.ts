import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { emptyHousehold, type Household } from '../household';
import type { FilingStatus } from '../tables';
import { california, californiaTaxOnTaxableIncome } from './california';

// Every expected figure below is worked by hand from the FTB's 2025 Form 540 booklet (standard deduction, line 32
// AGI Limitation Worksheet, tax table), the 2025 California Tax Rate Schedules and the 2025 Form 540-ES instructions.
// Form 540 lines are whole dollars: cents round to the nearest dollar, 50 cents up.

const $ = (dollars: number) => Math.round(dollars * 100);

function returnOf(
  filingStatus: FilingStatus,
  amounts: { incomeCents?: number; expensesCents?: number; year?: number },
  household: Partial<Household> = {},
) {
  const year = amounts.year ?? 2025;
  const federal = estimateTax({
    year,
    filingStatus,
    incomeCents: amounts.incomeCents ?? 0,
    expensesCents: amounts.expensesCents ?? 0,
    household,
  });
  const state = california.taxOf({
    year,
    filingStatus,
    federal,
    household: { ...emptyHousehold, ...household },
    nycResident: false,
  });
  return { federal, state };
}

describe('California Form 540, 2025 worked examples', () => {
  it('single, $55,000 of profit: the table row, the standard deduction and one personal credit', () => {
    const { federal, state } = returnOf('single', { incomeCents: $(70_000), expensesCents: $(15_000) });
    // Federal: net profit 70,000 - 15,000 = 55,000.00; net earnings x 0.9235 = 50,792.50
    // SE tax 50,792.50 x 12.4 % = 6,298.27 + 50,792.50 x 2.9 % = 1,472.9825 -> 1,472.98 = 7,771.25
    // half-SE deduction 7,771.25 / 2 = 3,885.625 -> 3,885.63; AGI 55,000 - 3,885.63 = 51,114.37
    expect(federal.adjustedGrossIncomeCents).toBe($(51_114.37));
    // line 13 federal AGI 51,114.37 -> 51,114; line 17 California AGI 51,114 (no Schedule CA adjustment)
    // line 18 standard deduction (single) 5,706; line 19 taxable income 51,114 - 5,706 = 45,408
    // line 31 tax table row 45,351-45,450, middle 45,400.50, Schedule X:
    //   1,022.01 + 6 % x (45,400.50 - 41,452 = 3,948.50) = 1,022.01 + 236.91 = 1,258.92 -> 1,259
    // line 32 personal exemption credit 1 x 153; line 33 1,259 - 153 = 1,106
    expect(state).toMatchObject({
      year: 2025,
      projected: false,
      incomeCents: $(51_114),
      deductionsCents: $(5_706),
      taxableIncomeCents: $(45_408),
      taxBeforeCreditsCents: $(1_259),
      creditsCents: $(153),
      taxCents: $(1_106),
      localTaxCents: 0,
      refundableCredits: [],
    });
    expect(state.steps).toEqual([
      { label: 'Federal adjusted gross income', amountCents: $(51_114) },
      { label: 'California standard deduction', amountCents: $(5_706) },
      { label: 'Taxable income', amountCents: $(45_408) },
      { label: 'Tax from the California tax table', amountCents: $(1_259) },
      { label: 'Personal exemption credits', amountCents: $(153) },
      { label: 'Tax after exemption credits', amountCents: $(1_106) },
      { label: 'California income tax', amountCents: $(1_106) },
    ]);
  });

  it("married filing jointly, $60,000 of profit and a spouse's $50,000 of wages, one child", () => {
    const { federal, state } = returnOf(
      'married',
      { incomeCents: $(80_000), expensesCents: $(20_000) },
      { spouseW2WagesCents: $(50_000), childrenUnder17: 1 },
    );
    // Federal: net profit 60,000.00; net earnings x 0.9235 = 55,410.00
    // SE tax 55,410 x 12.4 % = 6,870.84 + 55,410 x 2.9 % = 1,606.89 = 8,477.73; half 4,238.865 -> 4,238.87
    // AGI 60,000 + 50,000 - 4,238.87 = 105,761.13
    expect(federal.adjustedGrossIncomeCents).toBe($(105_761.13));
    // line 13 105,761; line 18 (joint) 11,412; line 19 105,761 - 11,412 = 94,349
    // line 31 tax table row 94,251-94,350, middle 94,300.50, Schedule Y:
    //   2,044.02 + 6 % x (94,300.50 - 82,904 = 11,396.50) = 2,044.02 + 683.79 = 2,727.81 -> 2,728
    //   (the schedule on 94,349 itself would give 2,044.02 + 6 % x 11,445 = 2,730.72 -> 2,731: the table is $3 less)
    // line 32: personal 2 x 153 = 306 + dependent 1 x 475 = 781; line 33 2,728 - 781 = 1,947
    expect(state).toMatchObject({
      incomeCents: $(105_761),
      deductionsCents: $(11_412),
      taxableIncomeCents: $(94_349),
      taxBeforeCreditsCents: $(2_728),
      creditsCents: $(781),
      taxCents: $(1_947),
    });
    expect(state.steps).toContainEqual({ label: 'Dependent exemption credits', amountCents: $(475) });
  });

  it('head of household with one child, $75,000 of profit (Schedule Z)', () => {
    const { federal, state } = returnOf(
      'head_of_household',
      { incomeCents: $(90_000), expensesCents: $(15_000) },
      { childrenUnder17: 1 },
    );
    // Federal: net profit 75,000.00; net earnings x 0.9235 = 69,262.50
    // SE tax 69,262.50 x 12.4 % = 8,588.55 + 69,262.50 x 2.9 % = 2,008.6125 -> 2,008.61 = 10,597.16; half 5,298.58
    // AGI 75,000 - 5,298.58 = 69,701.42
    expect(federal.adjustedGrossIncomeCents).toBe($(69_701.42));
    // line 13 69,701; line 18 (head of household) 11,412; line 19 58,289
    // line 31 tax table row 58,251-58,350, middle 58,300.50, Schedule Z:
    //   828.87 + 4 % x (58,300.50 - 52,530 = 5,770.50) = 828.87 + 230.82 = 1,059.69 -> 1,060
    // line 32: personal 1 x 153 + dependent 1 x 475 = 628; line 33 1,060 - 628 = 432
    expect(state).toMatchObject({
      incomeCents: $(69_701),
      deductionsCents: $(11_412),
      taxableIncomeCents: $(58_289),
      taxBeforeCreditsCents: $(1_060),
      creditsCents: $(628),
      taxCents: $(432),
    });
  });

  it('qualifying surviving spouse: Schedule Y, the joint standard deduction and two personal credits', () => {
    const { state } = returnOf(
      'qualifying_surviving_spouse',
      {},
      { w2WagesCents: $(80_000), childrenUnder17: 1 },
    );
    // line 13 80,000 (wages only); line 18 11,412; line 19 68,588
    // line 31 row 68,551-68,650, middle 68,600.50, Schedule Y:
    //   828.98 + 4 % x (68,600.50 - 52,528 = 16,072.50) = 828.98 + 642.90 = 1,471.88 -> 1,472
    // line 32: 2 x 153 + 475 = 781; line 33 1,472 - 781 = 691
    expect(state).toMatchObject({
      taxableIncomeCents: $(68_588),
      taxBeforeCreditsCents: $(1_472),
      creditsCents: $(781),
      taxCents: $(691),
    });
  });

  it('a loss: no taxable income, no tax, no credit used', () => {
    const { federal, state } = returnOf('single', { incomeCents: $(10_000), expensesCents: $(25_000) });
    // net profit -15,000; no SE tax (net earnings under $400); AGI -15,000.00
    expect(federal.adjustedGrossIncomeCents).toBe($(-15_000));
    // line 13 -15,000; line 19 max(0, -15,000 - 5,706) = 0; line 31 0; credit used min(0, 153) = 0
    expect(state).toMatchObject({
      incomeCents: $(-15_000),
      taxableIncomeCents: 0,
      taxBeforeCreditsCents: 0,
      creditsCents: 0,
      taxCents: 0,
    });
  });

  it('credits larger than the tax bring it to zero, never below', () => {
    const { state } = returnOf('head_of_household', {}, { w2WagesCents: $(30_000), childrenUnder17: 2 });
    // line 19 30,000 - 11,412 = 18,588; row 18,551-18,650, middle 18,600.50, Schedule Z 1 %: 186.005 -> 186
    // line 32: 153 + 2 x 475 = 1,103, of which 186 is used; line 33 0
    expect(state).toMatchObject({ taxBeforeCreditsCents: $(186), creditsCents: $(186), taxCents: 0 });
  });
});

describe('the California tax table (taxable income up to $100,000)', () => {
  it("prints the schedule's tax at the middle of the row, in whole dollars (2025 rows as printed)", () => {
    // Single row 40,051-40,150, middle 40,100.50: 414.49 + 4 % x 13,836.50 = 414.49 + 553.46 = 967.95 -> 968
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(40_051))).toBe($(968));
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(40_150))).toBe($(968));
    // Joint 221.58 + 2 % x 17,942.50 = 221.58 + 358.85 = 580.43 -> 580; head 221.73 + 2 % x 17,927.50 = 580.28 -> 580
    expect(californiaTaxOnTaxableIncome(2025, 'married', $(40_100))).toBe($(580));
    expect(californiaTaxOnTaxableIncome(2025, 'head_of_household', $(40_100))).toBe($(580));
    // Row 70,051-70,150, middle 70,100.50: single 1,987.41 + 8 % x 12,558.50 = 2,992.09 -> 2,992;
    // joint 828.98 + 4 % x 17,572.50 = 1,531.88 -> 1,532; head 1,436.31 + 6 % x 2,384.50 = 1,579.38 -> 1,579
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(70_100))).toBe($(2_992));
    expect(californiaTaxOnTaxableIncome(2025, 'married', $(70_100))).toBe($(1_532));
    expect(californiaTaxOnTaxableIncome(2025, 'head_of_household', $(70_100))).toBe($(1_579));
    // Row 95,051-95,150, middle 95,100.50: single 3,201.97 + 9.3 % x 22,376.50 = 5,282.98 -> 5,283;
    // joint 2,044.02 + 6 % x 12,196.50 = 2,775.81 -> 2,776; head 2,401.65 + 8 % x 11,295.50 = 3,305.29 -> 3,305
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(95_100))).toBe($(5_283));
    expect(californiaTaxOnTaxableIncome(2025, 'married', $(95_100))).toBe($(2_776));
    expect(californiaTaxOnTaxableIncome(2025, 'head_of_household', $(95_100))).toBe($(3_305));
    // Separate returns read the single column; surviving spouses the joint one.
    expect(californiaTaxOnTaxableIncome(2025, 'married_separately', $(70_100))).toBe($(2_992));
    expect(californiaTaxOnTaxableIncome(2025, 'qualifying_surviving_spouse', $(70_100))).toBe($(1_532));
  });

  it('starts with a $1-$50 row, then $100 rows from $51', () => {
    // $1-$50, middle 25.50: 1 % = 0.255 -> 0; $51-$150, middle 100.50: 1.005 -> 1; $151-$250, middle 200.50: 2.005 -> 2
    expect(californiaTaxOnTaxableIncome(2025, 'single', 0)).toBe(0);
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(50))).toBe(0);
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(51))).toBe($(1));
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(150))).toBe($(1));
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(151))).toBe($(2));
  });

  it('ends with the $50-wide row $99,951-$100,000; the schedule takes over above $100,000', () => {
    // Last row, its own middle 99,975.50: 3,201.97 + 9.3 % x 27,251.50 = 3,201.97 + 2,534.39 = 5,736.36 -> 5,736
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(99_951))).toBe($(5_736));
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(100_000))).toBe($(5_736));
    // 100,001 on Schedule X: 3,201.97 + 9.3 % x 27,277 = 3,201.97 + 2,536.761 = 5,738.731 -> 5,739
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(100_001))).toBe($(5_739));
  });

  it('through the whole return at the edge: $100,000 of taxable income reads the table, $100,001 the schedule', () => {
    // Wages 105,706: AGI 105,706 - 5,706 = 100,000; table 5,736 (the schedule would give 5,738.64 -> 5,739)
    // line 33 5,736 - 153 = 5,583
    expect(returnOf('single', {}, { w2WagesCents: $(105_706) }).state).toMatchObject({
      taxableIncomeCents: $(100_000),
      taxBeforeCreditsCents: $(5_736),
      taxCents: $(5_583),
    });
    // Wages 105,707: taxable 100,001, schedule 5,739; 5,739 - 153 = 5,586
    const above = returnOf('single', {}, { w2WagesCents: $(105_707) }).state;
    expect(above).toMatchObject({ taxBeforeCreditsCents: $(5_739), taxCents: $(5_586) });
    expect(above.steps).toContainEqual({ label: 'Tax from the rate schedule', amountCents: $(5_739) });
  });

  it('a single wage earner with $50,000: taxable 44,294 reads row 44,251-44,350', () => {
    // middle 44,300.50: 1,022.01 + 6 % x 2,848.50 = 1,022.01 + 170.91 = 1,192.92 -> 1,193
    // (the schedule on 44,294 gives 1,192.53 -> 1,193 here too); 1,193 - 153 = 1,040
    expect(returnOf('single', {}, { w2WagesCents: $(50_000) }).state).toMatchObject({
      taxableIncomeCents: $(44_294),
      taxBeforeCreditsCents: $(1_193),
      taxCents: $(1_040),
    });
  });
});

describe('the rate schedules above $100,000', () => {
  it("uses the printed bases (Schedule Y's own example: $125,000 joint is $4,768.10)", () => {
    // 3,974.82 + 8 % x (125,000 - 115,084 = 9,916) = 3,974.82 + 793.28 = 4,768.10 -> 4,768
    expect(californiaTaxOnTaxableIncome(2025, 'married', $(125_000))).toBe($(4_768));
    // Schedule X over 445,771 prints 38,638.27 (the unrounded chain is 38,638.261): at 445,835,
    // 38,638.27 + 11.3 % x 64 = 38,638.27 + 7.232 = 38,645.502 -> 38,646 (the unrounded chain: 38,645.493 -> 38,645)
    expect(californiaTaxOnTaxableIncome(2025, 'single', $(445_835))).toBe($(38_646));
    // Schedule Z top: 97,472.91 + 12.3 % x (1,010,418 - 1,010,417) = 97,473.033 -> 97,473
    expect(californiaTaxOnTaxableIncome(2025, 'head_of_household', $(1_010_418))).toBe($(97_473));
  });
});

describe('high incomes: the exemption credit phase-out and the Behavioral Health Services Tax', () => {
  it('single, $1,500,000 of profit: credit gone, 1 % over $1,000,000 of taxable income', () => {
    const { federal, state } = returnOf('single', { incomeCents: $(1_600_000), expensesCents: $(100_000) });
    // Federal: net profit 1,500,000; net earnings x 0.9235 = 1,385,250.00
    // Social Security 176,100 (2025 base) x 12.4 % = 21,836.40; Medicare 1,385,250 x 2.9 % = 40,172.25
    // SE tax 62,008.65; half 31,004.325 -> 31,004.33; AGI 1,500,000 - 31,004.33 = 1,468,995.67
    expect(federal.adjustedGrossIncomeCents).toBe($(1_468_995.67));
    // line 13 1,468,996; line 19 1,468,996 - 5,706 = 1,463,290
    // line 31 Schedule X: 72,219.84 + 12.3 % x (1,463,290 - 742,953 = 720,337) = 72,219.84 + 88,601.451
    //   = 160,821.291 -> 160,821
    // line 32: AGI over 252,203 by 1,216,793; / 2,500 = 486.7 -> 487 steps x $6 = 2,922 > 153: credit 0
    // line 62: 1 % x (1,463,290 - 1,000,000 = 463,290) = 4,632.90 -> 4,633
    // line 64 (here) 160,821 - 0 + 4,633 = 165,454
    expect(state).toMatchObject({
      taxableIncomeCents: $(1_463_290),
      taxBeforeCreditsCents: $(160_821),
      creditsCents: 0,
      taxCents: $(165_454),
    });
    expect(state.steps.slice(-3)).toEqual([
      { label: 'Tax after exemption credits', amountCents: $(160_821) },
      { label: 'Behavioral Health Services Tax', amountCents: $(4_633) },
      { label: 'California income tax', amountCents: $(165_454) },
    ]);
  });

  it('the $1,000,000 threshold does not double for a joint return', () => {
    // Joint wages 1,011,412: line 19 1,011,412 - 11,412 = 1,000,000; line 62 1 % x 0 = 0
    expect(returnOf('married', {}, { w2WagesCents: $(1_011_412) }).state.steps).not.toContainEqual(
      expect.objectContaining({ label: 'Behavioral Health Services Tax' }),
    );
    // Joint wages 1,111,412: line 19 1,100,000; line 62 1 % x 100,000 = 1,000
    expect(returnOf('married', {}, { w2WagesCents: $(1_111_412) }).state.steps).toContainEqual({
      label: 'Behavioral Health Services Tax',
      amountCents: $(1_000),
    });
  });

  it('single, $260,000 of wages: $6 for each $2,500 or part of it over $252,203', () => {
    // line 19 260,000 - 5,706 = 254,294; Schedule X 3,201.97 + 9.3 % x 181,570 = 3,201.97 + 16,886.01
    //   = 20,087.98 -> 20,088
    // worksheet: 260,000 - 252,203 = 7,797; / 2,500 = 3.12 -> 4; 4 x 6 = 24; credit 153 - 24 = 129
    // line 33 20,088 - 129 = 19,959
    expect(returnOf('single', {}, { w2WagesCents: $(260_000) }).state).toMatchObject({
      taxBeforeCreditsCents: $(20_088),
      creditsCents: $(129),
      taxCents: $(19_959),
    });
  });

  it('married filing separately counts $1,250 steps', () => {
    // Same 7,797 over 252,203; / 1,250 = 6.24 -> 7; 7 x 6 = 42; credit 153 - 42 = 111; 20,088 - 111 = 19,977
    expect(returnOf('married_separately', {}, { w2WagesCents: $(260_000) }).state).toMatchObject({
      taxBeforeCreditsCents: $(20_088),
      creditsCents: $(111),
      taxCents: $(19_977),
    });
  });

  it('head of household over $378,310: personal and dependent credits reduced each', () => {
    const { state } = returnOf('head_of_household', {}, { w2WagesCents: $(400_000), childrenUnder17: 2 });
    // line 19 400,000 - 11,412 = 388,588; Schedule Z 3,616.45 + 9.3 % x 289,598 = 3,616.45 + 26,932.614
    //   = 30,549.064 -> 30,549
    // worksheet: 400,000 - 378,310 = 21,690; / 2,500 = 8.68 -> 9; 9 x 6 = 54 for each exemption
    //   personal 153 - 54 = 99; dependents 2 x 475 - 2 x 54 = 842; line 32 941
    // line 33 30,549 - 941 = 29,608
    expect(state).toMatchObject({
      taxBeforeCreditsCents: $(30_549),
      creditsCents: $(941),
      taxCents: $(29_608),
    });
    expect(state.steps).toContainEqual({ label: 'Personal exemption credits', amountCents: $(99) });
    expect(state.steps).toContainEqual({ label: 'Dependent exemption credits', amountCents: $(842) });
  });

  it('at the threshold itself no credit is lost; a dollar over loses a whole step', () => {
    // Single federal AGI 252,203: excess 0; 252,204: excess 1 -> 1 step -> 153 - 6 = 147
    expect(returnOf('single', {}, { w2WagesCents: $(252_203) }).state.creditsCents).toBe($(153));
    expect(returnOf('single', {}, { w2WagesCents: $(252_204) }).state.creditsCents).toBe($(147));
  });
});

describe('years', () => {
  it('2026 and 2027 are projected from the 2025 figures until the FTB publishes theirs', () => {
    for (const year of [2026, 2027]) {
      const { state } = returnOf('single', { year }, { w2WagesCents: $(50_000) });
      // As 2025: taxable 50,000 - 5,706 = 44,294; row 44,251-44,350 -> 1,193; 1,193 - 153 = 1,040
      expect(state).toMatchObject({
        year,
        projected: true,
        taxableIncomeCents: $(44_294),
        taxCents: $(1_040),
      });
      expect(state.source).toContain('2025 figures carried forward');
    }
  });
});

describe('Form 540-ES', () => {
  const rules = california.estimates;
  const installments = (year: number) => rules.installments(year);
  const required = (facts: Parameters<typeof rules.required>[0]) => rules.required(facts);
  const safeHarbor = (facts: Parameters<typeof rules.safeHarbor>[0]) => rules.safeHarbor(facts);
  const { requiredRule } = rules;

  it('2025: 30 %, 40 %, 0 %, 30 %; June 15 is a Sunday', () => {
    expect(installments(2025)).toEqual([
      { installment: 1, dueDate: '2025-04-15', sharePercent: 30 },
      { installment: 2, dueDate: '2025-06-16', sharePercent: 40 },
      { installment: 3, dueDate: '2025-09-15', sharePercent: 0 },
      { installment: 4, dueDate: '2026-01-15', sharePercent: 30 },
    ]);
  });

  it('2026', () => {
    expect(installments(2026).map((installment) => installment.dueDate)).toEqual([
      '2026-04-15',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
  });

  it("moves past weekends and holidays as the FTB's own dates did", () => {
    // FTB Tax News, September 2021: April 15, June 15, September 15, 2021 and January 18, 2022 (January 15 a
    // Saturday, January 17 Martin Luther King Jr. Day).
    expect(installments(2021).map((installment) => installment.dueDate)).toEqual([
      '2021-04-15',
      '2021-06-15',
      '2021-09-15',
      '2022-01-18',
    ]);
    // FTB FAQ for 2016: April 18 (April 15 was DC Emancipation Day observed), June 15, September 15 and January 17,
    // 2017 (January 15 a Sunday, January 16 Martin Luther King Jr. Day).
    expect(installments(2016).map((installment) => installment.dueDate)).toEqual([
      '2016-04-18',
      '2016-06-15',
      '2016-09-15',
      '2017-01-17',
    ]);
  });

  it('asks for estimated payments from $500 owed after withholding, $250 married filing separately', () => {
    const federal = estimateTax({ year: 2025, filingStatus: 'single', incomeCents: 0, expensesCents: 0 });
    const owing = (taxAfterWithholdingCents: number, filingStatus: FilingStatus) =>
      required({ taxAfterWithholdingCents, filingStatus, federal });
    expect(owing($(500), 'single')).toBe(true);
    expect(owing($(499.99), 'single')).toBe(false);
    expect(owing($(500), 'married')).toBe(true);
    expect(owing($(499.99), 'head_of_household')).toBe(false);
    expect(owing($(250), 'married_separately')).toBe(true);
    expect(owing($(249.99), 'married_separately')).toBe(false);
    expect(requiredRule).toBe(
      'California asks for estimated payments when you expect to owe $500 or more after withholding and credits ' +
        '($250 if married filing separately).',
    );
  });

  it('safe harbor: 90 % of this year or 100 % of last year, 110 % over $150,000 of last year AGI', () => {
    const facts = (filingStatus: FilingStatus, thisYearDollars: number, priorYearDollars: number | null) => ({
      filingStatus,
      thisYearIncomeCents: $(thisYearDollars),
      federalAgiCents: $(thisYearDollars),
      priorYearAgiCents: priorYearDollars === null ? null : $(priorYearDollars),
    });
    expect(safeHarbor(facts('single', 80_000, 70_000))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: 100,
    });
    expect(safeHarbor(facts('single', 80_000, null))).toEqual({ thisYearPercent: 90, priorYearPercent: 100 });
    expect(safeHarbor(facts('married', 200_000, 150_000))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: 100,
    });
    expect(safeHarbor(facts('married', 200_000, 150_000.01))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: 110,
    });
    expect(safeHarbor(facts('married_separately', 90_000, 75_000))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: 100,
    });
    expect(safeHarbor(facts('married_separately', 90_000, 75_000.01))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: 110,
    });
  });

  it('no prior-year option when this year California AGI is $1,000,000 or more ($500,000 separate)', () => {
    const facts = (filingStatus: FilingStatus, thisYearCents: number) => ({
      filingStatus,
      thisYearIncomeCents: thisYearCents,
      federalAgiCents: thisYearCents,
      priorYearAgiCents: $(900_000),
    });
    expect(safeHarbor(facts('single', $(1_000_000)))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: null,
    });
    expect(safeHarbor(facts('married', $(999_999.99)))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: 110,
    });
    expect(safeHarbor(facts('married_separately', $(500_000)))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: null,
    });
    expect(safeHarbor(facts('married_separately', $(499_999.99)))).toEqual({
      thisYearPercent: 90,
      priorYearPercent: 110,
    });
  });
});
