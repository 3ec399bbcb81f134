import { describe, expect, it } from 'vitest';
import { parseDashboardPeriod } from './remembered-period';

describe('parseDashboardPeriod (the remembered Week / Month / Quarter / All Time choice)', () => {
  it.each([
    ['week', 'week'],
    ['month', 'month'],
    ['quarter', 'quarter'],
    ['all', 'all'],
  ] as const)('keeps a stored %j', (stored, period) => {
    expect(parseDashboardPeriod(stored)).toBe(period);
  });

  it.each([[null], [''], ['Quarter'], ['year'], ['quarter '], ['{"period":"week"}']])(
    'falls back to Month for %j',
    (stored) => {
      expect(parseDashboardPeriod(stored)).toBe('month');
    },
  );
});
