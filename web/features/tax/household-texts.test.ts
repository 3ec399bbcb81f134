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
  expectedRefundText,
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
    const profile = { ...taxProfileSchema.parse({ filingStatus: 'single' }), year: 2025, eitcChildren: 0 };
    // Every box, and the age question, a checkbox.
    expect([...householdFieldNames, 'eitcAgeEligible'].toSorted()).toEqual(
      Object.keys(householdOf(profile)).toSorted(),
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
      // Left out, for the API to count the children under 17.
      eitcChildren: undefined,
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
    const profile = {
      ...taxProfileSchema.parse({ filingStatus: 'single', w2Wages: 60_000 }),
      year: 2025,
      eitcChildren: 0,
    };
    // No children at all: the EIC's box is empty, so that children under 17 typed next count for it too.
    expect(householdTextsOf(profile)).toEqual({ ...emptyTexts, w2Wages: '60000' });
    // Two children under 17 and the EIC's two: still empty (what an empty box saves); the EIC's 0 beside two
    // children is said, since an empty box would count them.
    const twoChildren = { ...profile, childrenUnder17: 2, eitcChildren: 2 };
    expect(householdTextsOf(twoChildren)).toMatchObject({ childrenUnder17: '2', eitcChildren: '' });
    expect(householdTextsOf({ ...twoChildren, eitcChildren: 0 })).toMatchObject({ eitcChildren: '0' });
    expect(householdTextsOf({ ...twoChildren, eitcChildren: 3 })).toMatchObject({ eitcChildren: '3' });
  });

  it('sums up what is saved in one line, or says nothing is entered', () => {
    const empty = { ...taxProfileSchema.parse({ filingStatus: 'single' }), year: 2025, eitcChildren: 0 };
    expect(householdSummary(empty, money)).toBe('Nothing entered: the estimate counts the gig alone.');
    const filled = { ...empty, w2Wages: 60_000, childrenUnder17: 2, homeOfficeSqFt: 1_200 };
    expect(householdSummary(filled, money)).toBe(
      'Your W-2 wages: $60,000.00; Home office (square feet): 1,200; Children under 17: 2',
    );
    // The EIC's children are said when they differ from the children under 17; the age rule when it is not met.
    expect(householdSummary({ ...filled, eitcChildren: 3, eitcAgeEligible: false }, money)).toBe(
      'Your W-2 wages: $60,000.00; Home office (square feet): 1,200; Children under 17: 2; ' +
        'Children for the earned income credit: 3; Not 25 to 64 (earned income credit)',
    );
  });

  it('leaves out an empty box of EIC children, for the API to count the children under 17, and keeps a 0', () => {
    const empty = parseHousehold({ ...emptyTexts, childrenUnder17: '2' });
    expect(!empty.errors && 'eitcChildren' in empty.household).toBe(false);
    const none = parseHousehold({ ...emptyTexts, childrenUnder17: '2', eitcChildren: '0' }, false);
    expect(!none.errors && none.household).toMatchObject({ eitcChildren: 0, eitcAgeEligible: false });
    expect(parseHousehold({ ...emptyTexts, eitcChildren: '11' }).errors).toEqual({
      eitcChildren: householdMessages.eitcChildren,
    });
    expect(householdMessages.eitcChildren).toBe(
      'Children who qualify for the earned income credit must be a whole number from 0 to 10',
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
    // A head of household with a child and $25,000 of profit: the ACTC and the EIC, no withholding.
    const credited = estimate({
      year: 2025,
      filingStatus: 'head_of_household',
      incomeCents: $(25_000),
      expensesCents: 0,
      household: { childrenUnder17: 1 },
    });
    expect(quarterlyLead(credited)).toBe('To pay what is still to pay after refundable credits:');
    const creditedAndWithheld = estimate({
      year: 2025,
      filingStatus: 'head_of_household',
      incomeCents: $(25_000),
      expensesCents: 0,
      household: { childrenUnder17: 1, w2WagesCents: $(1_000), w2WithholdingCents: $(100) },
    });
    expect(quarterlyLead(creditedAndWithheld)).toBe(
      'To pay what is still to pay after refundable credits and withholding:',
    );
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

  it('says a refund the credits make, and that no estimated payments are needed', () => {
    // 2025, head of household, three children, $3,000 of wages and a $1,500 gig profit: EIC 1,969 and additional
    // child tax credit 284.10 against 211.94 of SE tax (core/tax/household-estimate.test.ts).
    const family = estimate({
      year: 2025,
      filingStatus: 'head_of_household',
      incomeCents: $(1_500),
      expensesCents: 0,
      household: { w2WagesCents: $(3_000), childrenUnder17: 3 },
    });
    expect(noEstimatesNeededText(family, money)).toBe(
      'You can expect a refund of $2,041.16 for 2025: your refundable credits pass your tax, so no estimated payments are needed.',
    );
    expect(expectedRefundText(100, 2026, true, money)).toBe(
      'You can expect a refund of $100.00 for 2026: your refundable credits and withholding pass your tax, so no estimated payments are needed.',
    );
  });

  it('leaves the under-$1,000 case without withholding to the penalty note', () => {
    const small = estimate({ year: 2025, filingStatus: 'single', incomeCents: $(3_000), expensesCents: 0 });
    expect(small.noEstimatesNeeded).toBe(true);
    expect(noEstimatesNeededText(small, money)).toBeNull();
  });
});
