import { describe, expect, it } from 'vitest';
import { installmentDueOn } from './payment-quarter';

describe('installmentDueOn: the next installment on a date, of whichever tax year', () => {
  it.each([
    ['2026-01-10', 2025, 4], // January pays last year's fourth
    ['2026-01-15', 2025, 4],
    ['2026-01-16', 2026, 1],
    ['2026-11-22', 2026, 4],
    ['2025-06-16', 2025, 2],
  ] as const)('%s → tax year %i, Q%i', (date, taxYear, quarter) => {
    expect(installmentDueOn(date)).toMatchObject({ taxYear, quarter });
  });
});
