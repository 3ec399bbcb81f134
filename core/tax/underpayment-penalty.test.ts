import { describe, expect, it } from 'vitest';
import type { Quarter } from './planner';
import { installmentLateness, overdueOf, returnDueDate } from './underpayment-penalty';

const installment = (quarter: Quarter, dueDate: string, dollars: number) => ({
  quarter,
  dueDate,
  requiredCents: dollars * 100,
});
const paid = (date: string, dollars: number) => ({ date, amountCents: dollars * 100 });

const q2025 = [
  installment(1, '2025-04-15', 1_000),
  installment(2, '2025-06-16', 1_000),
  installment(3, '2025-09-15', 1_000),
  installment(4, '2026-01-15', 1_000),
];

describe('the estimated underpayment penalty (Form 2210 penalty worksheet)', () => {
  it('charges an unpaid installment for each day late at the quarter’s rate over 365', () => {
    // April 15 to June 30, 2025: 76 days; $1,000 x 76 / 365 x 7 % = $14.5753... -> $14.58.
    const [first] = installmentLateness(q2025.slice(0, 1), [], [], '2025-06-30', returnDueDate(2025));
    expect(first).toEqual({
      quarter: 1,
      dueDate: '2025-04-15',
      unpaidCents: 100_000,
      penaltyToDateCents: 1_458,
      // To April 15, 2026: 365 days, every one at 7 % (2025, the first quarter of 2026, and the last rate known
      // after it): $1,000 x 365 / 365 x 7 % = $70.00.
      penaltyIfUnpaidCents: 7_000,
    });
  });

  it('stops on the return’s due date, April 15 of the next year', () => {
    const [first] = installmentLateness(q2025.slice(0, 1), [], [], '2026-11-28', returnDueDate(2025));
    expect(first!.penaltyToDateCents).toBe(7_000);
  });

  it('stops charging the part paid late on the day it is paid, the oldest installment first', () => {
    // $400 paid May 15 (30 days late): 400 x 30 / 365 x 7 % = $2.30137; the other $600 unpaid on June 15 (61 days):
    // 600 x 61 / 365 x 7 % = $7.01918; together $9.32055 -> $9.32. Left unpaid to April 15, 2026: 600 x 365 / 365 x
    // 7 % = $42 + $2.30137 = $44.30.
    const [first] = installmentLateness(
      q2025.slice(0, 1),
      [paid('2025-05-15', 400)],
      [],
      '2025-06-15',
      returnDueDate(2025),
    );
    expect(first).toMatchObject({
      unpaidCents: 60_000,
      penaltyToDateCents: 932,
      penaltyIfUnpaidCents: 4_430,
    });
  });

  it('applies a payment to the oldest installment still short before the one of its own period', () => {
    // Nothing paid in April; $1,000 on June 16 pays April's installment (62 days late: 1000 x 62 / 365 x 7 % =
    // $11.89041 -> $11.89) and leaves June's unpaid, due that day, so not yet charged.
    const lateness = installmentLateness(
      q2025,
      [paid('2025-06-16', 1_000)],
      [],
      '2025-06-16',
      returnDueDate(2025),
    );
    expect(lateness.map((part) => [part.unpaidCents, part.penaltyToDateCents])).toEqual([
      [0, 1_189],
      [100_000, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(overdueOf(lateness[1]!, '2025-06-16', true)).toBeNull();
    expect(overdueOf(lateness[1]!, '2025-06-17', true)).not.toBeNull();
  });

  it('charges each rate period at its own rate', () => {
    // 2023's third installment, due September 15, 2023, unpaid on December 31: September 16-30, 15 days at 7 %;
    // October 1 - December 31, 92 days at 8 %. 1000 x (15 x 0.07 + 92 x 0.08) / 365 = (1.05 + 7.36) / 0.365 =
    // $23.0411 -> $23.04.
    const [third] = installmentLateness(
      [installment(3, '2023-09-15', 1_000)],
      [],
      [],
      '2023-12-31',
      returnDueDate(2023),
    );
    expect(third!.penaltyToDateCents).toBe(2_304);
  });

  it('divides by 366 in a leap year', () => {
    // 2024's first installment unpaid April 15 - June 30, 2024: 76 days at 8 % over 366: 1000 x 76 x 0.08 / 366 =
    // $16.6120 -> $16.61.
    const [first] = installmentLateness(
      [installment(1, '2024-04-15', 1_000)],
      [],
      [],
      '2024-06-30',
      returnDueDate(2024),
    );
    expect(first!.penaltyToDateCents).toBe(1_661);
  });

  it('counts withholding as paid on the due dates, its own installment first', () => {
    // $250 withheld on each due date leaves $750 of each installment; with nothing paid, on July 1, 2025 April's $750 is 77 days late (750 x 77 / 365 x 7 % = $11.0753 -> $11.08) and June's
    // $750 15 days late (750 x 15 / 365 x 7 % = $2.1575 -> $2.16).
    const withheld = q2025.map((part) => paid(part.dueDate, 250));
    const lateness = installmentLateness(q2025, [], withheld, '2025-07-01', returnDueDate(2025));
    expect(lateness.map((part) => [part.unpaidCents, part.penaltyToDateCents])).toEqual([
      [75_000, 1_108],
      [75_000, 216],
      [0, 0],
      [0, 0],
    ]);
  });

  it('does not count a payment dated after today', () => {
    const [first] = installmentLateness(
      q2025.slice(0, 1),
      [paid('2025-07-01', 1_000)],
      [],
      '2025-06-30',
      returnDueDate(2025),
    );
    expect(first).toMatchObject({ unpaidCents: 100_000, penaltyToDateCents: 1_458 });
  });

  it('says nothing is overdue before the due date or once paid, and leaves a state’s penalty out', () => {
    const [first] = installmentLateness(q2025.slice(0, 1), [], [], '2025-06-30', returnDueDate(2025));
    expect(overdueOf(first!, '2025-04-15', true)).toBeNull();
    expect(overdueOf(first!, '2025-06-30', true)).toEqual({
      unpaid: 1_000,
      penaltyToDate: 14.58,
      penaltyIfUnpaid: 70,
    });
    expect(overdueOf(first!, '2025-06-30', false)).toEqual({
      unpaid: 1_000,
      penaltyToDate: null,
      penaltyIfUnpaid: null,
    });
  });
});
