import type { CalendarDate } from '../dates';
import { toDollars } from '../money';
import type { EstimatedPayment, Quarter, QuarterStanding } from './planner';
import type { PlannerQuarter } from './planner-api';
import { overdueOf, type InstallmentLateness } from './underpayment-penalty';

// The federal and the state side of the quarterly planner figure their installments apart (their own dates and
// shares) and show them alike: these turn the figures, in cents, into what the planner's API sends.

/** What is due by the next due date, as the planner says it. */
export function plannerDueByNow(due: {
  amountCents: number;
  dueDate: CalendarDate;
  throughQuarter: Quarter;
}) {
  return { amount: toDollars(due.amountCents), dueDate: due.dueDate, throughQuarter: due.throughQuarter };
}

/**
 * The planner's installments in dollars: what each asks for, the withholding counted on its due date, what was paid
 * toward it and what is left, beside the safe harbor's (null without one), and what of it is overdue on `today`.
 * The estimated penalty is figured only `withPenalty` (the federal side: a state's own rules are not figured).
 */
export function plannerQuarters(
  figures: {
    standings: readonly QuarterStanding[];
    withheld: readonly EstimatedPayment[];
    safeHarbor: readonly QuarterStanding[] | null;
    lateness: readonly InstallmentLateness[];
  },
  today: CalendarDate,
  withPenalty: boolean,
): PlannerQuarter[] {
  const { withheld, safeHarbor, lateness } = figures;
  return figures.standings.map((standing, index) => ({
    quarter: standing.quarter,
    dueDate: standing.dueDate,
    estimated: toDollars(standing.requiredCents),
    withheld: toDollars(withheld[index]?.amountCents ?? 0),
    paid: toDollars(standing.paidCents),
    remaining: toDollars(standing.remainingCents),
    safeHarbor: safeHarbor ? toDollars(safeHarbor[index]!.requiredCents) : null,
    safeHarborRemaining: safeHarbor ? toDollars(safeHarbor[index]!.remainingCents) : null,
    overdue: overdueOf(lateness[index]!, today, withPenalty),
  }));
}
