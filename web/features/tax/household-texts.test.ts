import { describe, expect, it } from 'vitest';
import { defaultFormatters } from '../../../core/format';
import { estimateTax } from '../../../core/tax/estimate';
import {
  dollarize,
  householdMessages,
  noHouseholdFields,
  taxProfileSchema,
  type TaxEstimateResponse,
} from '../../../core/tax/tax-api';
import {
  householdFieldNames,
  householdFieldTexts,
  householdOf,
  householdSummary,
  householdText,
  householdTextsOf,
  noEstimatesNeededText,
  parseHousehold,
  quarterlyLead,
  showsSpouseFields,
  type HouseholdField,
} from './household-texts';

const money = defaultFormatters.money;
const $ = (dollars: number) => Math.round(dollars * 100);
const emptyTexts = Object.fromEntries(householdFieldNames.map((name) => [name, ''])) as Record<
  HouseholdField,
  string
>;
const estimate = (input: Parameters<typeof estimateTax>[0]): TaxEstimateResponse => ({
  ...dollarize(estimateTax(input)),
  state: null,
  source: '',
  filingStatusLabel: '',
  vehicle: [],
});

describe("the 'Your household' form", () => {
  it('lists every household field of the API, each with a label and a one-line explanation', () => {
    const profile = taxProfileSchema.parse({ filingStatus: 'single' });
    expect(householdFieldNames.toSorted()).toEqual(
      Object.keys(householdOf({ ...profile, year: 2025 })).toSorted(),
    );
    for (const name of householdFieldNames) {
      expect(householdFieldTexts[name].label.length).toBeGreaterThan(0);
      expect(householdFieldTexts[name].hint).toMatch(/^[^\n]+\.$/);
    }
  });

  it("uses the API's own words as labels, so its messages read with the box they are under", () => {
    const parsed = parseHousehold({ ...emptyTexts, w2Wages: '-1', otherIncome: '12.345' });
    expect(parsed.errors).toEqual({
      w2Wages: `${householdFieldTexts.w2Wages.label} must not be negative`,
      otherIncome: `${householdFieldTexts.otherIncome.label} can have at most 2 decimal places`,
    });
  });

  it('reads empty boxes as 0 and drops money punctuation', () => {
    const parsed = parseHousehold({ ...emptyTexts, w2Wages: '$60,000', childrenUnder17: '2' });
    expect(parsed.errors).toBeUndefined();
    expect(!parsed.errors && parsed.household).toEqual({
      ...noHouseholdFields,
      w2Wages: 60_000,
      childrenUnder17: 2,
    });
  });

  it('refuses more than 20 children and a fraction of a square foot with the API messages', () => {
    const parsed = parseHousehold({ ...emptyTexts, childrenUnder17: '21', homeOfficeSqFt: '12.5' });
    expect(parsed.errors).toEqual({
      childrenUnder17: householdMessages.children,
      homeOfficeSqFt: householdMessages.homeOffice,
    });
  });

  it('shows a saved 0 as an empty box and cents with two decimals', () => {
    expect([householdText(0), householdText(1000.5), householdText(60_000)]).toEqual([
      '',
      '1000.50',
      '60000',
    ]);
    const profile = { ...taxProfileSchema.parse({ filingStatus: 'single', w2Wages: 60_000 }), year: 2025 };
    expect(householdTextsOf(profile)).toEqual({ ...emptyTexts, w2Wages: '60000' });
  });

  it('sums up what is saved in one line, or says nothing is entered', () => {
    const empty = { ...taxProfileSchema.parse({ filingStatus: 'single' }), year: 2025 };
    expect(householdSummary(empty, money)).toBe('Nothing entered: the estimate counts the gig alone.');
    const filled = { ...empty, w2Wages: 60_000, childrenUnder17: 2, homeOfficeSqFt: 1_200 };
    expect(householdSummary(filled, money)).toBe(
      'Your W-2 wages: $60,000.00; Home office (square feet): 1,200; Children under 17: 2',
    );
  });

  it("shows the spouse's boxes on a joint return, or while they still hold a figure", () => {
    expect(showsSpouseFields(true, emptyTexts)).toBe(true);
    expect(showsSpouseFields(false, emptyTexts)).toBe(false);
    expect(showsSpouseFields(false, { ...emptyTexts, spouseW2Wages: '30000' })).toBe(true);
  });
});

describe('the quarterly payments with withholding', () => {
  it('says plainly what the installments pay: the full tax, or what is left after withholding', () => {
    const gigOnly = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(25_000),
      expensesCents: 0,
    });
    expect(quarterlyLead(gigOnly)).toBe('To pay the full estimated tax:');
    const withheld = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(30_000),
      expensesCents: 0,
      household: { w2WagesCents: $(170_000), w2WithholdingCents: $(28_000) },
    });
    expect(quarterlyLead(withheld)).toBe('To pay what is still to pay after withholding:');
    expect(noEstimatesNeededText(withheld, money)).toBeNull();
  });

  it('says no estimated payments are needed when withholding covers the safe harbor', () => {
    // core/tax/household-estimate.test.ts: last year's 30,000 at 110 % is 33,000; this year's 90 % is less.
    const covered = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(30_000),
      expensesCents: 0,
      priorYear: { totalTaxCents: $(30_000), agiCents: $(190_000) },
      household: { w2WagesCents: $(170_000), w2WithholdingCents: $(34_000) },
    });
    expect(covered.noEstimatesNeeded).toBe(true);
    expect(covered.balanceDue).toBeGreaterThan(1_000);
    expect(noEstimatesNeededText(covered, money)).toBe(
      `Your withholding covers the safe-harbor minimum of ${money(covered.safeHarbor!.requiredAnnual)}: no estimated payments are needed.`,
    );
  });

  it('says so when withholding pays all of the tax, or all but less than $1,000', () => {
    const all = estimate({
      year: 2025,
      filingStatus: 'single',
      incomeCents: $(10_000),
      expensesCents: 0,
      household: { w2WagesCents: $(60_000), w2WithholdingCents: $(20_000) },
    });
    expect(all.balanceDue).toBeLessThan(0);
    expect(noEstimatesNeededText(all, money)).toBe(
      'Your withholding covers all of your 2025 tax: no estimated payments are needed.',
    );
    const nearly = { ...all, balanceDue: 500.25 };
    expect(noEstimatesNeededText(nearly, money)).toBe(
      'Your withholding covers all but $500.25 of your 2025 tax, less than $1,000: no estimated payments are needed.',
    );
  });

  it('leaves the under-$1,000 case without withholding to the penalty note', () => {
    const small = estimate({ year: 2025, filingStatus: 'single', incomeCents: $(3_000), expensesCents: 0 });
    expect(small.noEstimatesNeeded).toBe(true);
    expect(noEstimatesNeededText(small, money)).toBeNull();
  });
});
