import { describe, expect, it } from 'vitest';
import { quarterStandings, safeToSpend } from './planner';

describe('quarterStandings', () => {
  const required = [100_000, 100_000, 100_000, 100_000] as const;

  it('leaves each installment due in full when nothing is paid', () => {
    expect(quarterStandings(required, []).map((quarter) => quarter.remainingCents)).toEqual([
      100_000, 100_000, 100_000, 100_000,
    ]);
  });

  it('counts part payments and carries an overpayment to the next installments', () => {
    const standings = quarterStandings(required, [
      { quarter: 1, amountCents: 150_000 },
      { quarter: 1, amountCents: 100_000 },
      { quarter: 3, amountCents: 40_000 },
    ]);
    expect(standings).toEqual([
      { quarter: 1, requiredCents: 100_000, paidCents: 250_000, remainingCents: 0 },
      { quarter: 2, requiredCents: 100_000, paidCents: 150_000, remainingCents: 0 },
      { quarter: 3, requiredCents: 100_000, paidCents: 90_000, remainingCents: 10_000 },
      { quarter: 4, requiredCents: 100_000, paidCents: 0, remainingCents: 100_000 },
    ]);
  });
});

describe('safeToSpend', () => {
  it.each([
    // $412.50 of income in a year whose $8,000 of tax is on $40,000 of income: 20 % set aside = $82.50.
    [41_250, { incomeCents: 4_000_000, estimatedTaxCents: 800_000 }, 8_250, 33_000],
    // $10.01 at 15.3 %: 153.153 cents, rounded half-up to 153.
    [1_001, { incomeCents: 1_000_000, estimatedTaxCents: 153_000 }, 153, 848],
    // No tax estimated (or no income yet): all of it is safe to spend.
    [5_000, { incomeCents: 0, estimatedTaxCents: 0 }, 0, 5_000],
  ])('%i cents of income: %i set aside, %i safe', (item, year, setAside, safe) => {
    expect(safeToSpend(item, year)).toEqual({ setAsideCents: setAside, safeCents: safe });
  });
});
