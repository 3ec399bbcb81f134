import { describe, expect, it } from 'vitest';
import { figuredStateOf } from './figured-states';
import { figuredStates, stateCodes } from './state-codes';

describe('the figured states (issue 23)', () => {
  it('has a module for each state said to be figured in full, and none for the others', () => {
    for (const code of stateCodes) {
      const figured = figuredStateOf(code);
      expect(figured?.code, code).toBe(figuredStates.includes(code) ? code : undefined);
    }
  });
});
