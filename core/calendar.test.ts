import { describe, expect, it } from 'vitest';
import { monthGrid } from './calendar';
import { lastMonths } from './periods';

describe('monthGrid (weeks run Sunday to Saturday)', () => {
  it('covers whole weeks around the month', () => {
    const november = monthGrid('2026-11'); // Nov 1 2026 is a Sunday, Nov 30 a Monday
    expect(november[0]).toBe('2026-11-01');
    expect(november.at(-1)).toBe('2026-12-05');
    expect(november).toHaveLength(35);
    const february = monthGrid('2026-02'); // Feb 1 2026 is a Sunday, Feb 28 a Saturday
    expect(february).toHaveLength(28);
    expect(monthGrid('2026-08')[0]).toBe('2026-07-26'); // Aug 1 2026 is a Saturday
  });
});

describe('lastMonths', () => {
  it('lists the months ending with today, oldest first', () => {
    expect(lastMonths('2026-02-28', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(lastMonths('2026-03-31', 2)).toEqual(['2026-02', '2026-03']);
  });
});
