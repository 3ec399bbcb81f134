import { describe, expect, it } from 'vitest';
import { estimatedTaxDueDates } from './due-dates';
import {
  dueByDate,
  paymentPeriodOf,
  quarterStandings,
  safeToSpend,
  withholdingByDueDate,
  type QuarterStanding,
  type RequiredInstallment,
} from './planner';

// 2026 installments of $1,000 each; the due dates are the real ones (none of them moved in 2026).
const installments2026: RequiredInstallment[] = [
  { quarter: 1, dueDate: '2026-04-15', requiredCents: 1_000_00 },
  { quarter: 2, dueDate: '2026-06-15', requiredCents: 1_000_00 },
  { quarter: 3, dueDate: '2026-09-15', requiredCents: 1_000_00 },
  { quarter: 4, dueDate: '2027-01-15', requiredCents: 1_000_00 },
];
const remaining = (standings: QuarterStanding[]) => standings.map((standing) => standing.remainingCents);
const paid = (standings: QuarterStanding[]) => standings.map((standing) => standing.paidCents);

describe('paymentPeriodOf (Form 2210 Part IV: payment periods end at each due date)', () => {
  it.each([
    ['2026-01-05', 0],
    ['2026-04-15', 0], // on the due date: still the first period
    ['2026-04-16', 1],
    ['2026-06-15', 1],
    ['2026-06-16', 2],
    ['2026-09-15', 2],
    ['2026-09-16', 3],
    ['2027-01-15', 3],
    ['2027-03-01', 3], // late: after the last due date, still counted in the last column
  ])('%s counts in period %i (0-based)', (date, period) => {
    expect(paymentPeriodOf(date, installments2026)).toBe(period);
  });

  it('follows a due date moved past a weekend (2025 Q2: Sunday June 15 -> Monday June 16)', () => {
    const dueDates = estimatedTaxDueDates(2025).map((due) => ({ dueDate: due.date }));
    expect(dueDates[1]!.dueDate).toBe('2025-06-16');
    expect(paymentPeriodOf('2025-06-16', dueDates)).toBe(1);
    expect(paymentPeriodOf('2025-06-17', dueDates)).toBe(2);
  });
});

describe('quarterStandings (Form 2210 Part IV, lines 18-26)', () => {
  it('leaves each installment due in full when nothing is paid', () => {
    expect(remaining(quarterStandings(installments2026, []))).toEqual([
      1_000_00, 1_000_00, 1_000_00, 1_000_00,
    ]);
  });

  it('applies a December payment to the installments still short, oldest first', () => {
    // $3,000 paid 2026-12-20, in the fourth period. Columns 1-3 have no payments: line 25 underpayments of 1,000
    // each. Column 4: line 21 = 3,000; line 22 = 3,000 of earlier underpayments; line 23 = 0: Q1, Q2 and Q3 are
    // paid (late) and Q4's 1,000 is still due. (The old planner counted it only for the quarter picked, Q4,
    // and showed Q1-Q3 unpaid.)
    const standings = quarterStandings(installments2026, [{ date: '2026-12-20', amountCents: 3_000_00 }]);
    expect(paid(standings)).toEqual([1_000_00, 1_000_00, 1_000_00, 0]);
    expect(remaining(standings)).toEqual([0, 0, 0, 1_000_00]);
  });

  it('counts part payments and carries an overpayment to the next installments', () => {
    // Period 1: 1,500 + 1,000 = 2,500: Q1 1,000, line 26 overpayment 1,500. Column 2: line 20 = 1,500: Q2 1,000,
    // 500 carried. Column 3: 400 + 500 = 900: Q3 short 100. Column 4: nothing: Q3's 100 and Q4's 1,000 due.
    const standings = quarterStandings(installments2026, [
      { date: '2026-04-10', amountCents: 1_500_00 },
      { date: '2026-04-14', amountCents: 1_000_00 },
      { date: '2026-09-01', amountCents: 400_00 },
    ]);
    expect(standings).toEqual([
      { quarter: 1, dueDate: '2026-04-15', requiredCents: 1_000_00, paidCents: 1_000_00, remainingCents: 0 },
      { quarter: 2, dueDate: '2026-06-15', requiredCents: 1_000_00, paidCents: 1_000_00, remainingCents: 0 },
      {
        quarter: 3,
        dueDate: '2026-09-15',
        requiredCents: 1_000_00,
        paidCents: 900_00,
        remainingCents: 100_00,
      },
      { quarter: 4, dueDate: '2027-01-15', requiredCents: 1_000_00, paidCents: 0, remainingCents: 1_000_00 },
    ]);
  });

  it("pays an earlier shortfall before the period's own installment", () => {
    // Column 1: 500 on the due date: Q1 short 500. Column 2: 1,200: first Q1's 500 (line 22), then 700 of Q2.
    const standings = quarterStandings(installments2026, [
      { date: '2026-04-15', amountCents: 500_00 },
      { date: '2026-06-10', amountCents: 1_200_00 },
    ]);
    expect(paid(standings)).toEqual([1_000_00, 700_00, 0, 0]);
    expect(remaining(standings)).toEqual([0, 300_00, 1_000_00, 1_000_00]);
  });

  it('keeps an overpayment beyond the year with the last installment, so paid adds up to what was paid', () => {
    // 5,000 in April: 1,000 to each installment through line 26 carries, 1,000 left over after Q4.
    const standings = quarterStandings(installments2026, [{ date: '2026-04-01', amountCents: 5_000_00 }]);
    expect(paid(standings)).toEqual([1_000_00, 1_000_00, 1_000_00, 2_000_00]);
    expect(remaining(standings)).toEqual([0, 0, 0, 0]);
  });

  it('counts a late payment after the last due date toward what is still short', () => {
    const standings = quarterStandings(installments2026, [{ date: '2027-03-01', amountCents: 1_500_00 }]);
    expect(remaining(standings)).toEqual([0, 500_00, 1_000_00, 1_000_00]);
  });
});

describe('dueByDate: every installment due by the next due date, less everything paid', () => {
  const standings = quarterStandings(installments2026, [{ date: '2026-04-15', amountCents: 500_00 }]);

  it.each([
    // Before Q1: Q1's 1,000 - 500 paid = 500, due April 15.
    ['2026-03-01', 500_00, '2026-04-15', 1],
    // On the due date itself it is still the one due.
    ['2026-04-15', 500_00, '2026-04-15', 1],
    // After April 15: Q1 + Q2 = 2,000 - 500 = 1,500 by June 15 (the old dashboard said Q2's 1,000 only).
    ['2026-05-01', 1_500_00, '2026-06-15', 2],
    // After September 15: all four = 4,000 - 500 = 3,500 by January 15.
    ['2026-12-21', 3_500_00, '2027-01-15', 4],
    // Once the last due date has passed: all four, by the last due date.
    ['2027-02-01', 3_500_00, '2027-01-15', 4],
  ])('on %s: %i cents by %s (through Q%i)', (today, amountCents, dueDate, throughQuarter) => {
    expect(dueByDate(standings, today)).toEqual({ amountCents, dueDate, throughQuarter });
  });

  it('equals the still-due figures of those installments and is never below zero', () => {
    const december = quarterStandings(installments2026, [{ date: '2026-12-20', amountCents: 3_000_00 }]);
    expect(dueByDate(december, '2026-12-21').amountCents).toBe(1_000_00);
    const overpaid = quarterStandings(installments2026, [{ date: '2026-04-01', amountCents: 5_000_00 }]);
    expect(dueByDate(overpaid, '2026-05-01').amountCents).toBe(0);
  });
});

describe('withholdingByDueDate (Form 2210 Part IV line 19: withholding paid in equal parts on the due dates)', () => {
  it('splits $4,000.03 into four parts on the four due dates, the last taking the odd cents', () => {
    expect(withholdingByDueDate(4_000_03, installments2026)).toEqual([
      { date: '2026-04-15', amountCents: 1_000_01 },
      { date: '2026-06-15', amountCents: 1_000_01 },
      { date: '2026-09-15', amountCents: 1_000_01 },
      { date: '2027-01-15', amountCents: 1_000_00 },
    ]);
  });

  it('is nothing when nothing was withheld', () => {
    expect(withholdingByDueDate(0, installments2026)).toEqual([]);
  });

  it("pays each installment with its own due date's part, beside the payments made", () => {
    // $2,000 withheld = $500 a quarter; a $500 payment in April: Q1 paid in full; each later quarter has its own $500
    // withheld and $500 left, the estimate's quarterly figure. A later part never pays an earlier quarter.
    const withheld = withholdingByDueDate(2_000_00, installments2026);
    const standings = quarterStandings(
      installments2026,
      [{ date: '2026-04-10', amountCents: 500_00 }],
      withheld,
    );
    expect(paid(standings)).toEqual([1_000_00, 500_00, 500_00, 500_00]);
    expect(remaining(standings)).toEqual([0, 500_00, 500_00, 500_00]);
  });

  it('carries what a part leaves over forward, never back', () => {
    // $6,000 withheld = $1,500 a quarter against $1,000 installments: each quarter paid, $500 more carried on each time.
    const standings = quarterStandings(
      installments2026,
      [],
      withholdingByDueDate(6_000_00, installments2026),
    );
    expect(remaining(standings)).toEqual([0, 0, 0, 0]);
    // A payment in June still pays an April shortfall first (lines 22-24): $1,000 installments, nothing withheld.
    const late = quarterStandings(installments2026, [{ date: '2026-06-01', amountCents: 1_500_00 }]);
    expect(remaining(late)).toEqual([0, 500_00, 1_000_00, 1_000_00]);
  });
});

describe('dueByDate with withholding: only what was withheld by the next due date counts as paid', () => {
  // $1,000 an installment, $600 withheld a quarter ($2,400 a year): $400 a quarter is left to estimated payments.
  const withheld = withholdingByDueDate(2_400_00, installments2026);
  const standings = quarterStandings(installments2026, [], withheld);

  it.each([
    // By April 15: 1,000 - 600 = 400 (the later withholding, not yet withheld, does not count).
    ['2026-03-01', 400_00, '2026-04-15', 1],
    // By June 15: 2,000 - 1,200 = 800.
    ['2026-05-01', 800_00, '2026-06-15', 2],
    // By January 15: 4,000 - 2,400 = 1,600.
    ['2026-12-21', 1_600_00, '2027-01-15', 4],
  ])('on %s: %i cents by %s (through Q%i)', (today, amountCents, dueDate, throughQuarter) => {
    expect(dueByDate(standings, today)).toEqual({ amountCents, dueDate, throughQuarter });
    // It is the sum of the quarters' remaining amounts through that date.
    const through = standings.filter((standing) => standing.dueDate <= dueDate);
    expect(through.reduce((sum, standing) => sum + standing.remainingCents, 0)).toBe(amountCents);
  });

  it('would move later parts back onto earlier quarters if withholding counted as payments (what its own parameter prevents)', () => {
    const asPayments = quarterStandings(installments2026, withheld);
    expect(remaining(asPayments)).toEqual([0, 0, 600_00, 1_000_00]);
    expect(dueByDate(asPayments, '2026-05-01').amountCents).toBe(0);
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
