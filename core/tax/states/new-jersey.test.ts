import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { emptyHousehold } from '../household';
import { newJersey, newJerseyRateSchedules, scheduleTaxCents, taxTableCents } from './new-jersey';
import { $, stateTaxOn } from './testing/state-returns';

// New Jersey, worked by hand from the 2025 NJ-1040 instructions: the tax rate schedules ("multiply, then
// subtract"), the tax table ($50 rows, the schedule at the row's midpoint, whole dollars), exemptions ($1,000 for
// you and a joint spouse, $1,500 a dependent) and the line 29 rule (no tax when NJ gross income is $10,000 or less,
// single and MFS; $20,000 otherwise). Lines: 15 wages, 16a interest, 18 net profits from business (Schedule C
// profit; a loss is not entered; no half-SE deduction), 29 NJ gross income, 30 exemptions, 31 medical (Worksheet F:
// the self-employed health insurance deduction), 42 taxable income, 43 tax.

const njTax = stateTaxOn(newJersey);

describe('New Jersey NJ-1040, 2025 worked examples', () => {
  it('single, $60,000 net profit: the tax table, not the schedule at the exact income', () => {
    const tax = njTax(2025, 'single', 80_000, 20_000);
    // line 18  80,000 - 20,000                                   = 60,000.00
    // line 29  NJ gross income                                   = 60,000.00
    // line 30  exemptions: you 1,000                             =  1,000.00
    // line 42  60,000 - 1,000                                    = 59,000.00
    // line 43  table row 59,000-59,050, midpoint 59,025, Table A:
    //          59,025 x .05525 = 3,261.13125 - 1,492.50 = 1,768.63125 -> 1,769
    //          (the schedule at 59,000 itself: 3,259.75 - 1,492.50 = 1,767.25)
    expect(tax).toMatchObject({
      year: 2025,
      projected: false,
      incomeCents: $(60_000),
      deductionsCents: $(1_000),
      taxableIncomeCents: $(59_000),
      taxBeforeCreditsCents: $(1_769),
      creditsCents: 0,
      taxCents: $(1_769),
      localTaxCents: 0,
      refundableCredits: [],
    });
    expect(scheduleTaxCents($(59_000), newJerseyRateSchedules.tableA)).toBe($(1_767.25));
    expect(tax.steps.map((step) => [step.label, step.amountCents])).toEqual([
      ['Wages', 0],
      ['Taxable interest (your other income)', 0],
      ['Net profits from business (a loss counts as zero)', $(60_000)],
      ['New Jersey gross income', $(60_000)],
      ['Exemptions', $(1_000)],
      ['Self-employed health insurance', 0],
      ['New Jersey taxable income', $(59_000)],
      ['Tax from the New Jersey tax table', $(1_769)],
      ['New Jersey income tax', $(1_769)],
    ]);
  });

  it('married filing jointly, profit plus spouse’s wages: Table B’s printed $1,154.50 shows in the table', () => {
    const tax = njTax(2025, 'married', 42_000, 12_000, {
      spouseW2WagesCents: $(45_100),
      childrenUnder17: 2,
    });
    // line 15  spouse's wages                                    = 45,100.00
    // line 18  42,000 - 12,000                                   = 30,000.00
    // line 29  45,100 + 30,000                                   = 75,100.00
    // line 30  2 x 1,000 + 2 children x 1,500                    =  5,000.00
    // line 42  75,100 - 5,000                                    = 70,100.00
    // line 43  row 70,100-70,150, midpoint 70,125, Table B 70,000-80,000 row:
    //          70,125 x .035 = 2,454.375 - 1,154.50 = 1,299.875 -> 1,300
    //          (marginal rates would subtract 1,155.00: 1,299.375 -> 1,299)
    expect(tax).toMatchObject({
      incomeCents: $(75_100),
      deductionsCents: $(5_000),
      taxableIncomeCents: $(70_100),
      taxCents: $(1_300),
    });
  });

  it('head of household with a child and self-employed health insurance', () => {
    const household = { childrenUnder17: 1, seHealthInsuranceCents: $(2_400) };
    const federal = estimateTax({
      year: 2025,
      filingStatus: 'head_of_household',
      incomeCents: $(52_000),
      expensesCents: $(12_000),
      household,
    });
    // federal: net profit 40,000; SE 40,000 x .9235 = 36,940 x 15.3 % = 4,580.56 + 1,071.26 = 5,651.82;
    // half 2,825.91; Form 7206 limit 40,000 - 2,825.91 = 37,174.09, so the 2,400 premiums are deductible in full
    expect(federal.seHealthInsuranceDeductionCents).toBe($(2_400));
    const tax = newJersey.taxOf({
      year: 2025,
      filingStatus: 'head_of_household',
      federal,
      household: { ...emptyHousehold, ...household },
      nycResident: false,
    });
    // line 29  40,000.00
    // line 30  you 1,000 + 1 child 1,500                         =  2,500.00
    // line 31  Worksheet F: no medical expenses; self-employed health insurance 2,400.00
    // line 42  40,000 - 2,500 - 2,400                            = 35,100.00
    // line 43  row 35,100-35,150, midpoint 35,125, Table B 20,000-50,000 row:
    //          35,125 x .0175 = 614.6875 - 70.00 = 544.6875 -> 545
    expect(tax).toMatchObject({
      incomeCents: $(40_000),
      deductionsCents: $(4_900),
      taxableIncomeCents: $(35_100),
      taxCents: $(545),
    });
  });

  it('married filing separately uses Table A and one exemption', () => {
    const tax = njTax(2025, 'married_separately', 30_000, 0);
    // line 42  30,000 - 1,000 = 29,000; row 29,000-29,050, midpoint 29,025, Table A 20,000-35,000 row:
    //          29,025 x .0175 = 507.9375 - 70.00 = 437.9375 -> 438
    expect(tax).toMatchObject({ taxableIncomeCents: $(29_000), taxCents: $(438) });
  });

  it('no tax at or below the gross income threshold; the full table just above it', () => {
    // single: line 29 10,000.00 is not more than 10,000 -> no tax
    expect(njTax(2025, 'single', 10_000, 0)).toMatchObject({ taxableIncomeCents: $(9_000), taxCents: 0 });
    // single: line 29 10,000.01 -> line 42 9,000.01; row 9,000-9,050, midpoint 9,025 x .014 = 126.35 -> 126
    expect(njTax(2025, 'single', 10_000.01, 0)).toMatchObject({ taxCents: $(126) });
    // head of household: 20,000 or less
    const hoh = njTax(2025, 'head_of_household', 20_000, 0);
    expect(hoh.taxCents).toBe(0);
    expect(hoh.steps[7]!.label).toBe('No tax: New Jersey gross income is $20,000 or less');
  });

  it('the table stops below $100,000 of taxable income; the schedule takes over at $100,000', () => {
    // line 42 99,999: row 99,950-100,000, midpoint 99,975, Table A 75,000-500,000 row:
    //          99,975 x .0637 = 6,368.4075 - 2,126.25 = 4,242.1575 -> 4,242
    expect(njTax(2025, 'single', 100_999, 0)).toMatchObject({
      taxableIncomeCents: $(99_999),
      taxCents: $(4_242),
    });
    // line 42 100,000: the schedule, 100,000 x .0637 = 6,370.00 - 2,126.25 = 4,243.75 (to the cent)
    const schedule = njTax(2025, 'single', 101_000, 0);
    expect(schedule).toMatchObject({ taxableIncomeCents: $(100_000), taxCents: $(4_243.75) });
    expect(schedule.steps[7]!.label).toBe('Tax from the rate schedule (Table A)');
  });

  it('high income: the 10.75 % row over $1,000,000', () => {
    const tax = njTax(2025, 'single', 1_250_000, 50_000);
    // line 29 1,200,000; line 42 1,199,000; 1,199,000 x .1075 = 128,892.50 - 32,926.25 = 95,966.25
    expect(tax).toMatchObject({ taxableIncomeCents: $(1_199_000), taxCents: $(95_966.25) });
    // joint, Table B: 1,500,000 - 2,000 = 1,498,000 x .1075 = 161,035.00 - 34,842.50 = 126,192.50
    expect(njTax(2025, 'married', 1_500_000, 0).taxCents).toBe($(126_192.5));
  });

  it('a business loss is not entered: it neither lowers other income nor makes the tax negative', () => {
    const withInterest = njTax(2025, 'single', 3_000, 8_000, { otherIncomeCents: $(12_000) });
    // line 16a 12,000; line 18 nothing (a 5,000 loss); line 29 12,000; line 42 11,000
    // row 11,000-11,050, midpoint 11,025 x .014 = 154.35 -> 154
    expect(withInterest).toMatchObject({
      incomeCents: $(12_000),
      taxableIncomeCents: $(11_000),
      taxCents: $(154),
    });
    expect(njTax(2025, 'single', 3_000, 8_000)).toMatchObject({
      incomeCents: 0,
      taxableIncomeCents: 0,
      taxCents: 0,
    });
  });

  it('the printed schedules and the table, directly', () => {
    const { tableA, tableB } = newJerseyRateSchedules;
    // Table B at 75,000: 75,000 x .035 = 2,625.00 - 1,154.50 = 1,470.50 (marginal rates: 1,470.00)
    expect(scheduleTaxCents($(75_000), tableB)).toBe($(1_470.5));
    // Table B at 80,000 (not over 80,000: the .035 row): 2,800.00 - 1,154.50 = 1,645.50
    expect(scheduleTaxCents($(80_000), tableB)).toBe($(1_645.5));
    // rows verified against the printed 2025 table by a second-hand source: 88,000-88,050 and 97,000-97,050
    // A: 88,025 x .0637 = 5,607.1925 - 2,126.25 = 3,480.9425 -> 3,481; B: 88,025 x .05525 = 4,863.38125 - 2,775
    //    = 2,088.38125 -> 2,088; A: 97,025 x .0637 = 6,180.4925 - 2,126.25 = 4,054.2425 -> 4,054;
    //    B: 97,025 x .05525 = 5,360.63125 - 2,775 = 2,585.63125 -> 2,586
    expect(taxTableCents($(88_000), tableA, $(50))).toBe($(3_481));
    expect(taxTableCents($(88_049.99), tableB, $(50))).toBe($(2_088));
    expect(taxTableCents($(97_000), tableA, $(50))).toBe($(4_054));
    expect(taxTableCents($(97_025), tableB, $(50))).toBe($(2_586));
    // "at least 88,050": the next row, midpoint 88,075 x .0637 = 5,610.3775 - 2,126.25 = 3,484.1275 -> 3,484
    expect(taxTableCents($(88_050), tableA, $(50))).toBe($(3_484));
  });

  it('a year with no published figures uses 2025’s, marked projected', () => {
    const tax = njTax(2027, 'single', 80_000, 20_000);
    // the same arithmetic as the 2025 single example: 1,769
    expect(tax).toMatchObject({ year: 2027, projected: true, taxCents: $(1_769) });
    expect(njTax(2026, 'single', 80_000, 20_000).projected).toBe(true);
  });
});

describe('New Jersey estimated tax (NJ-1040-ES, NJ-2210, N.J.A.C. 18:35-3.2)', () => {
  const federal = estimateTax({
    year: 2025,
    filingStatus: 'single',
    incomeCents: $(30_000),
    expensesCents: 0,
  });
  const required = (taxAfterWithholdingCents: number) =>
    newJersey.estimates.required({ taxAfterWithholdingCents, filingStatus: 'single', federal });

  it('required when you expect to owe more than $400 after withholding and credits', () => {
    expect(required($(399.99))).toBe(false);
    expect(required($(400))).toBe(false);
    expect(required($(400.01))).toBe(true);
    expect(newJersey.estimates.requiredRule).toContain('more than $400');
  });

  it('four equal installments, moved past weekends and New Jersey’s legal holidays', () => {
    const dates = (year: number) => newJersey.estimates.installments(year).map((item) => item.dueDate);
    expect(dates(2025)).toEqual(['2025-04-15', '2025-06-16', '2025-09-15', '2026-01-15']);
    expect(dates(2026)).toEqual(['2026-04-15', '2026-06-15', '2026-09-15', '2027-01-15']);
    // January 15, 2028: Saturday, then MLK Day on the 17th
    expect(dates(2027)).toEqual(['2027-04-15', '2027-06-15', '2027-09-15', '2028-01-18']);
    // as the Division printed them for 2019: June 17, September 16
    expect(dates(2019)).toEqual(['2019-04-15', '2019-06-17', '2019-09-16', '2020-01-15']);
    // June 15, 2029 is the third Friday in June, Juneteenth Day in New Jersey
    expect(dates(2029)[1]).toBe('2029-06-18');
    // April 15, 2033 is Good Friday
    expect(dates(2033)[0]).toBe('2033-04-18');
    expect(newJersey.estimates.installments(2025).map((item) => item.sharePercent)).toEqual([25, 25, 25, 25]);
  });

  it('safe harbor: 80 % of this year or 100 % of last year, at every income', () => {
    const facts = {
      filingStatus: 'single' as const,
      thisYearIncomeCents: $(60_000),
      federalAgiCents: $(60_000),
    };
    expect(newJersey.estimates.safeHarbor({ ...facts, priorYearAgiCents: null })).toEqual({
      thisYearPercent: 80,
      priorYearPercent: 100,
    });
    // over $150,000 the statute names 110 %, but the Division charges interest only against 100 % of last year
    expect(
      newJersey.estimates.safeHarbor({
        ...facts,
        thisYearIncomeCents: $(400_000),
        federalAgiCents: $(400_000),
        priorYearAgiCents: $(350_000),
      }),
    ).toEqual({ thisYearPercent: 80, priorYearPercent: 100 });
  });
});
