import type { CalendarDate } from '../dates';
import { mulDivHalfUp } from './cents-math';

export type Quarter = 1 | 2 | 3 | 4;

export interface EstimatedPayment {
  /** The day it was paid: it decides the payment period it counts in, whatever quarter the person had in mind. */
  date: CalendarDate;
  amountCents: number;
}

export interface RequiredInstallment {
  quarter: Quarter;
  dueDate: CalendarDate;
  requiredCents: number;
}

export interface QuarterStanding {
  quarter: Quarter;
  dueDate: CalendarDate;
  /** What this installment asks for. */
  requiredCents: number;
  /** Paid toward it, as Form 2210 applies payments: by date, earliest installment first. */
  paidCents: number;
  remainingCents: number;
}

/**
 * The installment whose payment period holds `date`: a payment on or before the first due date counts for the
 * first, after it and on or before the second for the second, and so on; anything after the third due date
 * (the fourth's due date and later, late payments too) for the fourth.
 */
export function paymentPeriodOf(date: CalendarDate, dueDates: readonly { dueDate: CalendarDate }[]): number {
  const index = dueDates.findIndex((installment) => date <= installment.dueDate);
  return index === -1 ? dueDates.length - 1 : index;
}

/**
 * Form 2210 Part IV (Regular Method), lines 18-26, column by column: the payments of each period (line 19) and
 * the overpayment carried from the period before (line 20) first pay the earlier installments still short
 * (lines 22-24, the oldest first), then this one (line 25); what is left over carries forward (line 26). So a
 * payment in June covers an April shortfall before June's installment, and two installments paid together in
 * April leave nothing due in June.
 *
 * Withholding (`withheld`, its parts dated on the due dates) pays the installment of its own due date, and what it
 * leaves over carries forward, never back: September's part of a year's withholding has not been withheld by April,
 * so each quarter shows what is left of its own installment, the same figure as the estimate's quarterly payment.
 */
export function quarterStandings(
  installments: readonly RequiredInstallment[],
  payments: readonly EstimatedPayment[],
  withheld: readonly EstimatedPayment[] = [],
): QuarterStanding[] {
  const periodPaid = installments.map(() => 0);
  for (const payment of payments)
    periodPaid[paymentPeriodOf(payment.date, installments)]! += payment.amountCents;
  const periodWithheld = installments.map(() => 0);
  for (const part of withheld) periodWithheld[paymentPeriodOf(part.date, installments)]! += part.amountCents;

  const standings = installments.map((installment) => ({ ...installment, paidCents: 0, remainingCents: 0 }));
  let carried = 0; // line 26 of the column before, into line 20
  installments.forEach((installment, column) => {
    let available = periodPaid[column]! + carried; // line 21
    // Lines 22-24: earlier underpayments, the oldest first.
    for (const earlier of standings.slice(0, column)) {
      const short = earlier.requiredCents - earlier.paidCents;
      const applied = Math.min(short, available);
      earlier.paidCents += applied;
      available -= applied;
    }
    // Lines 25-26: this installment, its own withholding first, then the overpayment carried on.
    const standing = standings[column]!;
    const ownWithheld = Math.min(installment.requiredCents, periodWithheld[column]!);
    const fromPayments = Math.min(installment.requiredCents - ownWithheld, available);
    standing.paidCents = ownWithheld + fromPayments;
    carried = available - fromPayments + (periodWithheld[column]! - ownWithheld);
  });
  // An overpayment left after the last installment stays with it, so that paid adds up to what was paid.
  if (standings.length > 0) standings[standings.length - 1]!.paidCents += carried;
  return standings.map((standing) => ({
    quarter: standing.quarter,
    dueDate: standing.dueDate,
    requiredCents: standing.requiredCents,
    paidCents: standing.paidCents,
    remainingCents: Math.max(0, standing.requiredCents - standing.paidCents),
  }));
}

/**
 * Form 2210's default: the year's withholding (Additional Medicare Tax withheld included) counts as paid
 * in four equal parts, one on each due date, the last taking the odd cents. None when nothing was withheld.
 */
export function withholdingByDueDate(
  withholdingCents: number,
  dueDates: readonly { dueDate: CalendarDate }[],
): EstimatedPayment[] {
  if (withholdingCents <= 0) return [];
  const part = mulDivHalfUp(withholdingCents, 1, dueDates.length);
  return dueDates.map(({ dueDate }, index) => ({
    date: dueDate,
    amountCents: index === dueDates.length - 1 ? withholdingCents - part * index : part,
  }));
}

/**
 * What is due by `today`'s next due date: what is left of every installment due on or before it (all four once the
 * last due date has passed). The planner's quarters add up to it, and the dashboard and the reminders show it.
 */
export function dueByDate(
  standings: readonly QuarterStanding[],
  today: CalendarDate,
): { amountCents: number; dueDate: CalendarDate; throughQuarter: Quarter } {
  const next = standings.find((standing) => standing.dueDate >= today) ?? standings[standings.length - 1]!;
  const amountCents = standings
    .filter((standing) => standing.dueDate <= next.dueDate)
    .reduce((sum, standing) => sum + standing.remainingCents, 0);
  return { amountCents, dueDate: next.dueDate, throughQuarter: next.quarter };
}

/**
 * An income item's share of the year's estimated tax, to set aside, and what is left safe to spend: the item's
 * amount times the year's tax over the year's income, rounded half-up to the cent.
 */
export function safeToSpend(
  itemCents: number,
  year: { incomeCents: number; estimatedTaxCents: number },
): { setAsideCents: number; safeCents: number } {
  if (year.incomeCents <= 0 || year.estimatedTaxCents <= 0) return { setAsideCents: 0, safeCents: itemCents };
  const setAside = Math.min(itemCents, mulDivHalfUp(itemCents, year.estimatedTaxCents, year.incomeCents));
  return { setAsideCents: setAside, safeCents: itemCents - setAside };
}
