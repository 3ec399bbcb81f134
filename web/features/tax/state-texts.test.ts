import { describe, expect, it } from 'vitest';
import { defaultFormatters } from '../../../core/format';
import { householdFieldsSchema, noStateProfile, type TaxProfile } from '../../../core/tax/tax-api';
import { asksOwnRate, parseStateFigure, stateOptions, stateTexts, withState } from './state-texts';

const profile = (fields: Partial<TaxProfile>): TaxProfile => ({
  filingStatus: 'single',
  standardDeduction: null,
  priorYearTotalTax: null,
  priorYearAgi: null,
  ...noStateProfile,
  year: 2025,
  ...householdFieldsSchema.parse({}),
  eitcChildren: 0,
  ...fields,
});

describe('the state panel', () => {
  it('offers the 50 states and DC by name, in order', () => {
    expect(stateOptions).toHaveLength(51);
    expect(stateOptions[0]).toEqual({ value: 'AL', label: 'Alabama' });
    expect(stateOptions.at(-1)).toEqual({ value: 'WY', label: 'Wyoming' });
  });

  it('asks for a rate of the person’s own only where GigTally does not figure the state', () => {
    expect(asksOwnRate('AZ')).toBe(true);
    expect(asksOwnRate('CA')).toBe(false);
    expect(asksOwnRate('TX')).toBe(false);
    expect(asksOwnRate(null)).toBe(false);
  });

  it('clears what no longer applies when the state changes, so the save is not refused', () => {
    const arizona = profile({ state: 'AZ', ownStateTaxRate: 2.5, localIncomeTaxRate: 1 });
    expect(withState(arizona, 'CA')).toMatchObject({
      state: 'CA',
      ownStateTaxRate: null,
      localIncomeTaxRate: 1,
    });
    const city = profile({ state: 'NY', nycResident: true });
    expect(withState(city, 'NJ')).toMatchObject({ state: 'NJ', nycResident: false });
    expect(withState(city, 'NY')).toMatchObject({ nycResident: true });
  });

  it('reads a rate or a dollar figure as typed, with the API’s messages', () => {
    expect(parseStateFigure('ownStateTaxRate', ' 2.5 % ')).toEqual({ value: 2.5 });
    expect(parseStateFigure('localIncomeTaxRate', '')).toEqual({ value: null });
    expect(parseStateFigure('priorYearStateTax', '$1,234.50')).toEqual({ value: 1_234.5 });
    expect(parseStateFigure('localIncomeTaxRate', '21')).toEqual({
      error: 'Local income tax rate must be a percent above 0 and at most 20, with at most 4 decimal places',
    });
    expect(parseStateFigure('priorYearStateTax', 'abc')).toEqual({
      error: "Last year's state tax must be a number",
    });
  });

  it('says the exact words of its texts', () => {
    expect(stateTexts.ownRateHint('Arizona')).toBe(
      "GigTally does not figure Arizona's income tax yet. Enter the flat rate you expect to pay, on your federal AGI.",
    );
    expect(stateTexts.safeHarbor(defaultFormatters.money(900), 90, 100)).toBe(
      "Safe-harbor minimum: $900.00 for the year (lesser of 90 % of this year's state tax and 100 % of last year's).",
    );
    expect(stateTexts.safeHarbor(defaultFormatters.money(900), 90, null)).toBe(
      "Safe-harbor minimum: $900.00 for the year (90 % of this year's state tax; the prior-year option is closed at your income).",
    );
    expect(stateTexts.projected('Illinois', 2026)).toBe(
      'Projected figures: Illinois has not published its 2026 figures, so its newest published ones are used.',
    );
  });
});
