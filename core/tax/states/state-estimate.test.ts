import { describe, expect, it } from 'vitest';
import { estimateTax } from '../estimate';
import { emptyHousehold } from '../household';
import { figuredStateOf } from './figured-states';
import {
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

describe('the state part of the estimate (issue 23)', () => {
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

  it('adds a local income tax on earned income, even where the state has none', () => {
    // Earned income: the net profit 45,000.00 (no wages); x 1 % = 450.00, a quarter each 112.50.
    const texas = stateEstimate(profileOf({ state: 'TX', localRatePpm: 10_000 }));
    expect(texas.localRatePercent).toBe(1);
    expect(texas.localTaxCents).toBe(450_00);
    expect(texas.totalTaxCents).toBe(450_00);
    expect(texas.installments.map((part) => part.amountCents)).toEqual([112_50, 112_50, 112_50, 112_50]);
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
