import type { Planner } from '../../../core/tax/planner-api';

/** What is due by the next due date (Pro: the quarterly planner's figure, payments applied as Form 2210 does). */
export interface DueByNow {
  taxYear: number;
  /** The installments up to and including the one due next. */
  throughQuarter: number;
  dueDate: string;
  amount: number;
  /**
   * Issue 23: the same for the person's state, on its own next due date, less the state payments; null without a
   * state, or where nothing is figured as due to it (no income tax, a rate not entered).
   */
  state: { name: string; dueDate: string; amount: number } | null;
}

/** The planner's figures for the card, federal and state. */
export function dueByNowOf(planner: Planner): DueByNow {
  const stateDue = planner.state?.dueByNow;
  return {
    taxYear: planner.year,
    ...planner.dueByNow,
    state:
      planner.state && stateDue
        ? { name: planner.state.name, dueDate: stateDue.dueDate, amount: stateDue.amount }
        : null,
  };
}

/**
 * 'Due by 04/15/2026: $1,234.00 (Q1 2026 less payments made)'; with a state, both by their own dates:
 * 'Federal $1,234.00 by 04/15/2026 · California $331.80 by 04/15/2026 (less payments made)'.
 */
export function dueByNowText(
  due: DueByNow,
  money: (dollars: number) => string,
  date: (calendarDate: string) => string,
): string {
  if (due.state) {
    const federal = `Federal ${money(due.amount)} by ${date(due.dueDate)}`;
    const state = `${due.state.name} ${money(due.state.amount)} by ${date(due.state.dueDate)}`;
    return `${federal} \u00b7 ${state} (less payments made)`;
  }
  const installments =
    due.throughQuarter === 1 ? `Q1 ${due.taxYear}` : `Q1\u2013Q${due.throughQuarter} ${due.taxYear}`;
  return `Due by ${date(due.dueDate)}: ${money(due.amount)} (${installments} less payments made)`;
}
