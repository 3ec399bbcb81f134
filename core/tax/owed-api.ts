import type { CalendarDate } from '../dates';
import { toCents, toDollars } from '../money';
import type { Planner, TaxJurisdiction } from './planner-api';
import type { Quarter } from './planner';
import type { StateCode } from './states/state-codes';

/** GET /api/tax/owed: the planner's query (a tax year, and the person's local date). */
export { plannerQuerySchema as owedQuerySchema } from './planner-api';

/** What is still due to one tax agency by its next due date. */
export interface DueToAgency {
  date: CalendarDate;
  amount: number;
}

/** An installment past its due date and not fully paid. */
export interface OverdueTax {
  jurisdiction: TaxJurisdiction;
  /** The state's code for a state installment; null for the federal one. */
  state: StateCode | null;
  quarter: Quarter;
  dueDate: CalendarDate;
  unpaid: number;
  /** Form 2210's estimated penalty to date; null for a state (its penalty is not figured). */
  penaltyToDate: number | null;
  /** The penalty by the return's due date should nothing more be paid: paying today stops the difference. */
  penaltyIfUnpaid: number | null;
}

/**
 * GET /api/tax/owed: the one answer every screen and email gives to "what do I owe, and by when": what is still due
 * by the next due date to the IRS and to the state (each on its own date), the year's tax from every side, and what
 * is overdue.
 */
export interface TaxOwed {
  year: number;
  /** The person's state, null until they choose one. */
  state: { code: StateCode; name: string } | null;
  nextDue: {
    federal: DueToAgency;
    states: (DueToAgency & { code: StateCode; name: string })[];
    /** The federal amount and every state's, together. */
    total: number;
  };
  totalTax: {
    federal: number;
    /** The state's income tax (New York City's included); null where it is not figured. */
    state: number | null;
    /** A local income tax at the person's own rate; 0 without one. */
    local: number;
    total: number;
  };
  overdue: OverdueTax[];
  /** The return is expected to give money back, and no estimated payments are needed. */
  expectedRefund: number;
}

/** The answer, made from the year's planner and its local tax. */
export function taxOwedOf(planner: Planner, localTaxCents: number): TaxOwed {
  const state = planner.state;
  const states =
    state && state.dueByNow
      ? [{ code: state.code, name: state.name, date: state.dueByNow.dueDate, amount: state.dueByNow.amount }]
      : [];
  const totalTaxCents = toCents(planner.totalTax) + toCents(state?.totalTax ?? 0) + localTaxCents;
  return {
    year: planner.year,
    state: state ? { code: state.code, name: state.name } : null,
    nextDue: {
      federal: { date: planner.dueByNow.dueDate, amount: planner.dueByNow.amount },
      states,
      total: toDollars(
        toCents(planner.dueByNow.amount) + states.reduce((sum, due) => sum + toCents(due.amount), 0),
      ),
    },
    totalTax: {
      federal: planner.totalTax,
      state: state ? state.totalTax : 0,
      local: toDollars(localTaxCents),
      total: toDollars(totalTaxCents),
    },
    overdue: [
      ...planner.quarters.flatMap((quarter) =>
        quarter.overdue
          ? [
              {
                jurisdiction: 'federal' as const,
                state: null,
                quarter: quarter.quarter,
                dueDate: quarter.dueDate,
                ...quarter.overdue,
              },
            ]
          : [],
      ),
      ...(state?.quarters ?? []).flatMap((quarter) =>
        quarter.overdue
          ? [
              {
                jurisdiction: 'state' as const,
                state: state!.code,
                quarter: quarter.quarter,
                dueDate: quarter.dueDate,
                ...quarter.overdue,
              },
            ]
          : [],
      ),
    ],
    expectedRefund: planner.refund,
  };
}
