import { describe, expect, it } from 'vitest';
import { noHouseholdFields, noStateProfile, type TaxProfile } from '../../../core/tax/tax-api';
import { setupAnswersOf, setupErrorsOf, setupProfileOf, type SetupAnswers } from './tax-setup';
import { taxSetupTexts } from './tax-setup-texts';

/** A profile as GET /api/tax/profile answers a new account's, with one figure of the household saved before. */
const saved: TaxProfile = {
  year: 2026,
  filingStatus: 'single',
  standardDeduction: { year: 2026, filingStatus: 'single', amount: 20_000 },
  priorYearTotalTax: 1_234,
  priorYearAgi: null,
  ...noStateProfile,
  ...noHouseholdFields,
  otherIncome: 12,
};

const answers = (over: Partial<SetupAnswers>): SetupAnswers => ({
  ...setupAnswersOf(saved, false),
  ...over,
});
const boxes = { w2Wages: '', w2Withholding: '', spouseW2Wages: '', spouseW2Withholding: '' };

describe('setupAnswersOf', () => {
  it("leaves a new account's filing status to be chosen, and starts from the saved one afterwards", () => {
    expect(setupAnswersOf(saved, true)).toEqual({ filingStatus: '', state: null, nycResident: false, boxes });
    expect(setupAnswersOf({ ...saved, w2Wages: 40_000.5, state: 'NY', nycResident: true }, false)).toEqual({
      filingStatus: 'single',
      state: 'NY',
      nycResident: true,
      boxes: { ...boxes, w2Wages: '40000.50' },
    });
  });
});

describe('setupProfileOf', () => {
  it('asks for the filing status before anything is sent', () => {
    expect(setupProfileOf(saved, answers({ filingStatus: '' }))).toEqual({
      errors: { filingStatus: 'Choose your filing status.' },
    });
    expect(taxSetupTexts.statusMissing).toBe('Choose your filing status.');
  });

  it("shows a box's problem in the API's own words, as the Tax page does", () => {
    expect(
      setupProfileOf(saved, answers({ boxes: { ...boxes, w2Wages: '-5', w2Withholding: 'ten' } })),
    ).toEqual({
      errors: {
        w2Wages: 'Your W-2 wages must not be negative',
        w2Withholding: 'Tax withheld from your wages must be a number',
      },
    });
  });

  it('sends the answers over the rest of the saved profile, the deduction of another status dropped', () => {
    const checked = setupProfileOf(
      saved,
      answers({
        filingStatus: 'married',
        state: 'CA',
        boxes: {
          w2Wages: '$40,000',
          w2Withholding: '3000',
          spouseW2Wages: '25000.5',
          spouseW2Withholding: '',
        },
      }),
    );
    expect(checked.profile).toEqual({
      ...saved,
      filingStatus: 'married',
      standardDeduction: null,
      state: 'CA',
      w2Wages: 40_000,
      w2Withholding: 3_000,
      spouseW2Wages: 25_000.5,
      spouseW2Withholding: 0,
      // An empty box for the EIC's children counts the children under 17: sent as nothing.
      eitcChildren: undefined,
    });
  });

  it('keeps the deduction of an unchanged status, and New York City only with New York', () => {
    const single = setupProfileOf(saved, answers({ state: 'NY', nycResident: true }));
    expect(single.profile).toMatchObject({
      standardDeduction: saved.standardDeduction,
      state: 'NY',
      nycResident: true,
    });
    expect(setupProfileOf(saved, answers({ state: 'NJ', nycResident: true })).profile).toMatchObject({
      state: 'NJ',
      nycResident: false,
    });
  });
});

describe('setupErrorsOf', () => {
  it("keeps a refusal's messages for the screen's fields; none of them means a general error", () => {
    expect(
      setupErrorsOf({
        w2Withholding: 'Tax withheld cannot be more than the wages it was withheld from.',
        retirementContributions: 'not on this screen',
      }),
    ).toEqual({ w2Withholding: 'Tax withheld cannot be more than the wages it was withheld from.' });
    expect(setupErrorsOf({ retirementContributions: 'not on this screen' })).toBeNull();
    expect(setupErrorsOf(undefined)).toBeNull();
  });
});
