import { describe, expect, it } from 'vitest';
import { installmentDueOn, quarterPaidOn } from './payment-quarter';

// Due dates from core/tax/due-dates.ts (TAX-TABLES "Estimated-tax due dates"): 2025: April 15, June 16 (June 15
// is a Sunday), September 15, January 15 2026; 2026: April 15, June 15, September 15, January 15 2027.
describe('quarterPaidOn: the installment of the tax year a payment on that date pays', () => {
  it.each([
    ['2026-01-01', 2026, 1],
    ['2026-04-15', 2026, 1], // on the due date
    ['2026-04-16', 2026, 2],
    ['2026-06-15', 2026, 2],
    ['2026-06-16', 2026, 3],
    ['2026-09-15', 2026, 3],
    ['2026-09-16', 2026, 4],
    ['2026-12-31', 2026, 4],
    ['2027-01-15', 2026, 4], // Q4 is paid in January of the next year
    ['2027-03-01', 2026, 4], // late, still the fourth
    ['2025-06-16', 2025, 2], // the moved due date still pays Q2
    ['2025-06-17', 2025, 3],
  ] as const)('%s for %i → Q%i', (date, taxYear, quarter) => {
    expect(quarterPaidOn(date, taxYear)).toBe(quarter);
  });
});

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
