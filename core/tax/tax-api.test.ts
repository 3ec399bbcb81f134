import { describe, expect, it } from 'vitest';
import { dollarize, householdMessages, taxProfileSchema } from './tax-api';

const messagesOf = (input: Record<string, unknown>): Record<string, string> => {
  const result = taxProfileSchema.safeParse({ filingStatus: 'married', ...input });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('taxProfileSchema: withholding against the wages it came from', () => {
  it('refuses more withheld than earned, for the person and the spouse', () => {
    expect(messagesOf({ w2Wages: 100, w2Withholding: 100.01 })).toEqual({
      w2Withholding: householdMessages.withholdingOverWages,
    });
    expect(messagesOf({ spouseW2Wages: 100, spouseW2Withholding: 100.01 })).toEqual({
      spouseW2Withholding: householdMessages.withholdingOverWages,
    });
  });

  it('says only that a negative wage is negative, not that the zero withheld is more than it', () => {
    expect(messagesOf({ w2Wages: -1 })).toEqual({ w2Wages: 'Your W-2 wages must not be negative' });
    expect(messagesOf({ spouseW2Wages: -1 })).toEqual({
      spouseW2Wages: "Your spouse's W-2 wages must not be negative",
    });
  });

  it('takes withholding equal to the wages', () => {
    expect(
      messagesOf({ w2Wages: 100, w2Withholding: 100, spouseW2Wages: 5, spouseW2Withholding: 5 }),
    ).toEqual({});
  });
});

describe('dollarize', () => {
  it('names a figure without its Cents suffix whether it is known or null', () => {
    expect(dollarize({ taxCents: 1_106_00, cityTaxCents: null, steps: [{ amountCents: 5 }] })).toEqual({
      tax: 1_106,
      cityTax: null,
      steps: [{ amount: 0.05 }],
    });
  });
});

describe('taxProfileSchema: the state', () => {
  it('takes a state code in any case and keeps it in capitals', () => {
    expect(taxProfileSchema.parse({ filingStatus: 'single', state: ' ny ' }).state).toBe('NY');
  });
});
