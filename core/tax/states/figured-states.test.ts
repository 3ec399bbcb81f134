import { describe, expect, it } from 'vitest';
import { figuredStateOf } from './figured-states';
import { figuredStates, stateCodes } from './state-codes';

describe('the figured states', () => {
  it('has a module for each state said to be figured in full, and none for the others', () => {
    for (const code of stateCodes) {
      const figured = figuredStateOf(code);
      expect(figured?.code, code).toBe(figuredStates.includes(code) ? code : undefined);
    }
  });

  it('names each state’s own underpayment form, by which its payments count (see docs/tax-tables.md)', () => {
    expect(
      Object.fromEntries(
        figuredStates.map((code) => [code, figuredStateOf(code)!.estimates.underpaymentForm]),
      ),
    ).toEqual({
      CA: 'FTB 5805',
      GA: 'Form 500 UET',
      IL: 'Form IL-2210',
      MI: 'Form MI-2210',
      NJ: 'Form NJ-2210',
      NY: 'Form IT-2105.9',
      NC: 'Form D-422',
      OH: 'Form IT/SD 2210',
      PA: 'Form REV-1630',
      VA: 'Form 760C',
    });
  });
});
