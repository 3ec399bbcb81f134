import { describe, expect, it } from 'vitest';
import { periodRange, previousRange } from './periods';

describe('periodRange', () => {
  it.each([
    ['week', '2026-11-22', { from: '2026-11-16', to: '2026-11-22' }],
    ['month', '2026-11-22', { from: '2026-10-23', to: '2026-11-22' }],
    ['month', '2026-03-31', { from: '2026-03-01', to: '2026-03-31' }], // Feb 28 + 1 day
    ['quarter', '2026-11-22', { from: '2026-08-23', to: '2026-11-22' }],
    ['year', '2026-11-22', { from: '2025-11-23', to: '2026-11-22' }],
    ['all', '2026-11-22', null],
  ] as const)('%s ending %s', (period, today, range) => {
    expect(periodRange(period, today)).toEqual(range);
  });
});

describe('previousRange', () => {
  it('is the same number of days just before', () => {
    expect(previousRange({ from: '2026-11-16', to: '2026-11-22' })).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
  });
});
