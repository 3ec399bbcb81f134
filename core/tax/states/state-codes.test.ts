import { describe, expect, it } from 'vitest';
import {
  figuredStates,
  isStateCode,
  stateCodes,
  stateTaxCoverage,
  statesWithoutIncomeTax,
} from './state-codes';

describe('state codes', () => {
  it('lists the 50 states and the District of Columbia, once each', () => {
    expect(stateCodes).toHaveLength(51);
    expect(new Set(stateCodes).size).toBe(51);
    expect(stateCodes).toContain('DC');
  });

  it('knows a USPS state code and nothing else', () => {
    expect(isStateCode('CA')).toBe(true);
    expect(isStateCode('ca')).toBe(false);
    expect(isStateCode('PR')).toBe(false);
    expect(isStateCode('XX')).toBe(false);
    expect(isStateCode('toString')).toBe(false);
    expect(isStateCode('__proto__')).toBe(false);
  });

  it('says which states have no income tax, which are figured in full and which are not figured yet', () => {
    expect([...statesWithoutIncomeTax].sort()).toEqual([
      'AK',
      'FL',
      'NH',
      'NV',
      'SD',
      'TN',
      'TX',
      'WA',
      'WY',
    ]);
    expect([...figuredStates].sort()).toEqual(['CA', 'GA', 'IL', 'MI', 'NC', 'NJ', 'NY', 'OH', 'PA', 'VA']);
    expect(stateTaxCoverage('TX')).toBe('no-income-tax');
    expect(stateTaxCoverage('NH')).toBe('no-income-tax');
    expect(stateTaxCoverage('NJ')).toBe('figured');
    expect(stateTaxCoverage('OR')).toBe('not-figured');
    expect(stateTaxCoverage('DC')).toBe('not-figured');
    const counts = stateCodes.reduce<Record<string, number>>((tally, state) => {
      const coverage = stateTaxCoverage(state);
      tally[coverage] = (tally[coverage] ?? 0) + 1;
      return tally;
    }, {});
    expect(counts).toEqual({ 'no-income-tax': 9, figured: 10, 'not-figured': 32 });
  });
});
