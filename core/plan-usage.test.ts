import { describe, expect, it } from 'vitest';
import { isAtItemLimit, usageLevel } from './plan-usage';

describe('usageLevel', () => {
  // The meter: under 80 % blue, 80 % or more yellow, 100 % red.
  it.each([
    [0, 'ok'],
    [7, 'ok'],
    [8, 'warning'],
    [9, 'warning'],
    [10, 'full'],
    [12, 'full'],
  ] as const)('%i of 10 items is %s', (items, level) => {
    expect(usageLevel(items, 10)).toBe(level);
  });
});

describe('isAtItemLimit', () => {
  it('is reached at the limit and never without one', () => {
    expect(isAtItemLimit({ items: 9, limit: 10 })).toBe(false);
    expect(isAtItemLimit({ items: 10, limit: 10 })).toBe(true);
    expect(isAtItemLimit({ items: 5000, limit: null })).toBe(false);
  });
});
