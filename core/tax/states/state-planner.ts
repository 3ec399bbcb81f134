// The state's side of the quarterly planner: the state's installments on its own dates, what withholding
// and the state payments recorded pay of them (applied by date, as the federal side does), and what is due by now.
import type { CalendarDate } from '../../dates';
import { toCents, toDollars } from '../../money';
import { dueByDate, quarterStandings, type EstimatedPayment } from '../planner';
import { paysSide, type EstimatedTaxPayment, type StatePlanner } from '../planner-api';
import { installmentAmounts, type StateEstimate } from './state-estimate';
import { installmentLateness, returnDueDate } from '../underpayment-penalty';
import { plannerDueByNow, plannerQuarters } from '../planner-quarters';
import { yearOf } from '../../dates';

const dollarsOf = toDollars;

/**
 * Withholding counts as paid on the due dates in the installments' shares (California's 30/40/0/30 too, as its
 * Form 5805 does), the last installment with a share taking the odd cents.
 */
export function stateWithholdingByDueDate(
  withholdingCents: number,
  installments: StateEstimate['installments'],
): EstimatedPayment[] {
  if (withholdingCents <= 0 || installments.length === 0) return [];
  return installmentAmounts(withholdingCents, installments).map((part) => ({
    date: part.dueDate,
    amountCents: part.amountCents,
  }));
}

export function statePlannerOf(
  state: StateEstimate,
  payments: readonly EstimatedPayment[],
  today: CalendarDate,
): StatePlanner {
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const base = {
    code: state.code,
    name: state.name,
    coverage: state.coverage,
    summary: state.summary,
    totalTax: state.totalTaxCents === null ? null : dollarsOf(state.totalTaxCents),
    refundableCredits: dollarsOf(state.refundableCreditsCents),
    withheld: dollarsOf(state.withholdingCents),
    balanceDue: state.balanceDueCents === null ? null : dollarsOf(state.balanceDueCents),
    paid: dollarsOf(paidCents),
    remaining:
      state.balanceDueCents === null ? null : dollarsOf(Math.max(0, state.balanceDueCents - paidCents)),
    estimatesRequired: state.estimatesRequired,
    requiredRule: state.requiredRule,
    underpaymentForm: state.underpaymentForm,
    safeHarborRequired: state.safeHarbor ? dollarsOf(state.safeHarbor.requiredAnnualCents) : null,
  };
  if (state.totalTaxCents === null || state.installments.length === 0)
    return { ...base, dueByNow: null, quarters: [] };

  const withheld = stateWithholdingByDueDate(state.withholdingCents, state.installments);
  // Refundable credits (New York City's school tax credit) lower what the installments must pay, as withholding does.
  const required = installmentAmounts(
    Math.max(0, state.totalTaxCents - state.refundableCreditsCents),
    state.installments,
  );
  const standingsOf = (amounts: readonly number[]) =>
    quarterStandings(
      state.installments.map((installment, index) => ({
        quarter: installment.installment,
        dueDate: installment.dueDate,
        requiredCents: amounts[index]!,
      })),
      payments,
      withheld,
    );
  const standings = standingsOf(required.map((part) => part.amountCents));
  const safeHarbor = state.safeHarbor
    ? standingsOf(
        installmentAmounts(state.safeHarbor.requiredAnnualCents, state.installments).map(
          (part) => part.amountCents,
        ),
      )
    : null;
  const installments = state.installments.map((installment, index) => ({
    quarter: installment.installment,
    dueDate: installment.dueDate,
    requiredCents: required[index]!.amountCents,
  }));
  // What is overdue is said; a state's own penalty (its rates and rules) is not figured.
  const lateness = installmentLateness(
    installments,
    payments,
    withheld,
    today,
    returnDueDate(yearOf(installments[0]!.dueDate)),
  );
  return {
    ...base,
    dueByNow: plannerDueByNow(dueByDate(standings, today)),
    quarters: plannerQuarters({ standings, withheld, safeHarbor, lateness }, today, false),
  };
}

/**
 * The state's side of the planner from every payment of the year: only those that pay this state count (the planner,
 * the tax packet and the tax summary all take them so, and so agree); null when no state is chosen.
 */
export function statePlannerOfPayments(
  state: StateEstimate | null,
  payments: readonly EstimatedTaxPayment[],
  today: CalendarDate,
): StatePlanner | null {
  if (state === null) return null;
  const paid = payments
    .filter((payment) => paysSide(payment, 'state', state.code))
    .map((payment) => ({ date: payment.date, amountCents: toCents(payment.amount) }));
  return statePlannerOf(state, paid, today);
}
