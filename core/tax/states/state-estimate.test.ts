import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { emptyHousehold } from '../household';
import { figuredStateOf } from './figured-states';
import {
  estimateLocalTax,
  estimateStateTax,
  installmentAmounts,
  stateInstallmentDates,
  type StateProfile,
} from './state-estimate';

// A single filer with $60,000 of gig income and $15,000 of expenses in 2025, by hand:
// net profit 45,000.00; net earnings x 92.35 % = 41,557.50; SE tax 12.4 % 5,153.13 + 2.9 % 1,205.17 = 6,358.30;
// half of it 3,179.15; AGI 45,000.00 - 3,179.15 = 41,820.85.
const federal = estimateTax({
  year: 2025,
  filingStatus: 'single',
  incomeCents: 60_000_00,
  expensesCents: 15_000_00,
});

const profileOf = (fields: Partial<StateProfile> & Pick<StateProfile, 'state'>): StateProfile => ({
  nycResident: false,
  ownStateRatePpm: null,
  localRatePpm: null,
  ...fields,
});

const stateEstimate = (profile: StateProfile, withholdingCents = 0) =>
  estimateStateTax(
    {
      year: 2025,
      filingStatus: 'single',
      federal,
      household: emptyHousehold,
      profile,
      withholdingCents,
      priorYearTaxCents: null,
      priorYearAgiCents: null,
    },
    undefined,
  );

describe('the state part of the estimate', () => {
  it('starts from the federal AGI the examples below assume', () => {
    expect(federal.adjustedGrossIncomeCents).toBe(41_820_85);
  });

  it('says plainly that a state without an income tax asks for nothing', () => {
    const texas = stateEstimate(profileOf({ state: 'TX' }));
    expect(texas.coverage).toBe('no-income-tax');
    expect(texas.summary).toBe('Texas has no state income tax: nothing is due to the state.');
    expect(texas.stateTaxCents).toBe(0);
    expect(texas.totalTaxCents).toBe(0);
    expect(texas.installments).toEqual([]);
    expect(texas.estimatesRequired).toBe(false);
  });

  it('never makes up a figure for a state it does not figure', () => {
    const arizona = stateEstimate(profileOf({ state: 'AZ' }));
    expect(arizona.coverage).toBe('not-figured');
    expect(arizona.summary).toBe(
      "Arizona's income tax is not figured yet. Enter your own flat rate to include it.",
    );
    expect(arizona.stateTaxCents).toBeNull();
    expect(arizona.totalTaxCents).toBeNull();
    expect(arizona.balanceDueCents).toBeNull();
    expect(arizona.installments).toEqual([]);
  });

  it("uses the person's own flat rate on federal AGI where the state is not figured", () => {
    // 41,820.85 x 2.5 % = 1,045.52125 -> 1,045.52; less 100.00 withheld = 945.52, a quarter each: 236.38.
    const arizona = stateEstimate(profileOf({ state: 'AZ', ownStateRatePpm: 25_000 }), 100_00);
    expect(arizona.summary).toBe(
      "Arizona's income tax is not figured yet: this uses the flat rate you entered, on your federal AGI.",
    );
    expect(arizona.ownRatePercent).toBe(2.5);
    expect(arizona.stateTaxCents).toBe(1_045_52);
    expect(arizona.balanceDueCents).toBe(945_52);
    expect(arizona.installments.map((part) => [part.dueDate, part.amountCents])).toEqual([
      ['2025-04-15', 236_38],
      // June 15, 2025 is a Sunday.
      ['2025-06-16', 236_38],
      ['2025-09-15', 236_38],
      ['2026-01-15', 236_38],
    ]);
  });

  it('figures a local income tax apart from the state, with its own installments, even where the state has none', () => {
    // Earned income: the net profit 45,000.00 (no wages); x 1 % = 450.00, all on the profit, a quarter each 112.50.
    const texas = stateEstimate(profileOf({ state: 'TX', localRatePpm: 10_000 }));
    expect(texas.totalTaxCents).toBe(0);
    expect(texas.installments).toEqual([]);
    expect(texas.estimatesRequired).toBe(false);
    expect(texas.localTaxCents).toBe(450_00);
    expect(texas.local).toEqual({
      ratePercent: 1,
      earnedIncomeCents: 45_000_00,
      taxCents: 450_00,
      onWagesCents: 0,
      onBusinessProfitCents: 450_00,
      estimatesRequired: true,
      requiredRule:
        "Check your city's or district's own rules: these are the usual quarterly dates, for the tax on your business profit.",
      installments: [
        { installment: 1, dueDate: '2025-04-15', sharePercent: 25, amountCents: 112_50 },
        // June 15, 2025 is a Sunday.
        { installment: 2, dueDate: '2025-06-16', sharePercent: 25, amountCents: 112_50 },
        { installment: 3, dueDate: '2025-09-15', sharePercent: 25, amountCents: 112_50 },
        { installment: 4, dueDate: '2026-01-15', sharePercent: 25, amountCents: 112_50 },
      ],
    });
  });

  it("keeps an Ohio city's tax out of Ohio's estimated-payment test, and asks for it from $200 not withheld", () => {
    // Ohio's own tax on a $45,000 profit is 0 (its business income deduction): no state payments are asked for,
    // whatever the city's. The city at 2.5 %: 45,000.00 x 2.5 % = 1,125.00, a quarter each 281.25.
    const columbus = estimateStateTax(
      {
        year: 2025,
        filingStatus: 'single',
        federal,
        household: emptyHousehold,
        profile: profileOf({ state: 'OH', localRatePpm: 25_000 }),
        withholdingCents: 0,
        priorYearTaxCents: null,
        priorYearAgiCents: null,
      },
      figuredStateOf('OH'),
    );
    expect(columbus.stateTaxCents).toBe(0);
    expect(columbus.totalTaxCents).toBe(0);
    expect(columbus.estimatesRequired).toBe(false);
    expect(columbus.installments.map((part) => part.amountCents)).toEqual([0, 0, 0, 0]);
    expect(columbus.local?.taxCents).toBe(1_125_00);
    expect(columbus.local?.estimatesRequired).toBe(true);
    expect(columbus.local?.requiredRule).toBe(
      'Ohio cities ask for estimated payments when $200 or more of their tax is not withheld (Ohio Revised Code 718.08).',
    );
    expect(columbus.local?.installments.map((part) => part.amountCents)).toEqual([
      281_25, 281_25, 281_25, 281_25,
    ]);
  });

  it.each([
    // 8,000.00 of profit x 2.5 % = 200.00: from $200 on.
    ['OH', 25_000, 8_000_00, 0, 200_00, true],
    // 7,980.00 x 2.5 % = 199.50: under $200.
    ['OH', 25_000, 7_980_00, 0, 199_50, false],
    // Detroit's 2.4 %: 4,200.00 x 2.4 % = 100.80, more than $100; 4,166.00 x 2.4 % = 99.984 -> 99.98, not.
    ['MI', 24_000, 4_200_00, 0, 100_80, true],
    ['MI', 24_000, 4_166_00, 0, 99_98, false],
    // A Pennsylvania locality's 1 % on 100.00 of profit: 1.00, asked for; on wages alone (20,000.00): 200.00,
    // withheld by the employer, nothing for the quarterly payments.
    ['PA', 10_000, 100_00, 0, 1_00, true],
    ['PA', 10_000, 0, 20_000_00, 0, false],
  ] as const)(
    'in %s at %i ppm, profit %i and wages %i cents: %i cents not withheld, estimates asked for: %s',
    (state, ratePpm, profitCents, wagesCents, notWithheldCents, required) => {
      const earner = estimateTax({
        year: 2025,
        filingStatus: 'single',
        incomeCents: profitCents,
        expensesCents: 0,
        household: { ...emptyHousehold, w2WagesCents: wagesCents },
      });
      const local = estimateLocalTax(2025, state, earner, ratePpm);
      expect(local.onBusinessProfitCents).toBe(notWithheldCents);
      expect(local.onWagesCents).toBe(local.taxCents - notWithheldCents);
      expect(local.estimatesRequired).toBe(required);
      expect(local.installments).toHaveLength(notWithheldCents > 0 ? 4 : 0);
    },
  );

  it("subtracts New York City's school tax credit from what is left to pay, and pays it beyond the tax", () => {
    const newYorker = (federalFigures: typeof federal, withholdingCents: number) =>
      estimateStateTax(
        {
          year: 2025,
          filingStatus: 'single',
          federal: federalFigures,
          household: emptyHousehold,
          profile: profileOf({ state: 'NY', nycResident: true }),
          withholdingCents,
          priorYearTaxCents: null,
          priorYearAgiCents: null,
        },
        figuredStateOf('NY'),
      );
    // Federal AGI 41,820.85 -> 41,821; taxable 41,821 - 8,000 = 33,821; table row 33,800-33,850, midpoint 33,825.
    // State: 600 + 5.5 % x (33,825 - 13,900 = 19,925) = 600 + 1,095.875 -> 1,696; no household credit (AGI over
    // 28,000). City: 858 + 3.819 % x (33,825 - 25,000 = 8,825) = 858 + 337.02 -> 1,195. Total 2,891.
    // Refundable: the school tax credit's fixed 63, and its rate reduction 21 + 0.228 % x (33,821 - 12,000 =
    // 21,821) = 21 + 49.75 -> 71: 134. Left to pay: 2,891 - 134 - 2,500 withheld = 257: under New York's $300.
    const city = newYorker(federal, 2_500_00);
    expect(city.stateTaxCents).toBe(1_696_00);
    expect(city.cityTaxCents).toBe(1_195_00);
    expect(city.totalTaxCents).toBe(2_891_00);
    expect(city.refundableCreditsCents).toBe(134_00);
    expect(city.refundableCreditSteps).toEqual([
      { label: 'New York City school tax credit (fixed amount)', amountCents: 63_00 },
      { label: 'New York City school tax credit (rate reduction amount)', amountCents: 71_00 },
    ]);
    expect(city.balanceDueCents).toBe(257_00);
    expect(city.estimatesRequired).toBe(false);
    // A loss: no tax at all, and the fixed 63 is still paid: a refund of 63 with nothing withheld.
    const loss = newYorker(
      estimateTax({ year: 2025, filingStatus: 'single', incomeCents: 10_000_00, expensesCents: 15_000_00 }),
      0,
    );
    expect(loss.totalTaxCents).toBe(0);
    expect(loss.refundableCreditsCents).toBe(63_00);
    expect(loss.balanceDueCents).toBe(-63_00);
    expect(loss.installments.map((part) => part.amountCents)).toEqual([0, 0, 0, 0]);
  });

  it('does not figure a state for a year before 2025, and says so', () => {
    const georgia = estimateStateTax(
      {
        year: 2024,
        filingStatus: 'single',
        federal: estimateTax({
          year: 2024,
          filingStatus: 'single',
          incomeCents: 60_000_00,
          expensesCents: 0,
        }),
        household: emptyHousehold,
        profile: profileOf({ state: 'GA' }),
        withholdingCents: 0,
        priorYearTaxCents: null,
        priorYearAgiCents: null,
      },
      figuredStateOf('GA'),
    );
    expect(georgia.summary).toBe("GigTally figures Georgia's income tax from 2025 on: 2024 is not figured.");
    expect(georgia.stateTaxCents).toBeNull();
    expect(georgia.installments).toEqual([]);
  });

  it('splits what is still to pay by the state shares, the last installment with a share taking the odd cents', () => {
    const dates = [
      { installment: 1 as const, dueDate: '2025-04-15', sharePercent: 30 },
      { installment: 2 as const, dueDate: '2025-06-16', sharePercent: 40 },
      { installment: 3 as const, dueDate: '2025-09-15', sharePercent: 0 },
      { installment: 4 as const, dueDate: '2026-01-15', sharePercent: 30 },
    ];
    // 1,000.01: 30 % = 300.003 -> 300.00; 40 % = 400.004 -> 400.00; 0; the last 1,000.01 - 700.00 = 300.01.
    expect(installmentAmounts(1_000_01, dates).map((part) => part.amountCents)).toEqual([
      300_00, 400_00, 0, 300_01,
    ]);
  });
});

describe('stateInstallmentDates', () => {
  it("gives a figured state's own dates, the usual four elsewhere, and none where there is no income tax", () => {
    expect(stateInstallmentDates('VA', 2026).map((date) => date.dueDate)).toEqual([
      // Virginia's first installment is May 1 (a Friday in 2026).
      '2026-05-01',
      '2026-06-15',
      '2026-09-15',
      '2027-01-15',
    ]);
    expect(stateInstallmentDates('AZ', 2025).map((date) => date.dueDate)).toEqual([
      '2025-04-15',
      '2025-06-16',
      '2025-09-15',
      '2026-01-15',
    ]);
    expect(stateInstallmentDates('WA', 2025)).toEqual([]);
  });
});
