import { and, asc, eq, sql } from 'drizzle-orm';
import { toCents, toDollars } from '../../../core/money';
import type { CalendarDate } from '../../../core/dates';
import { estimatedTaxDueDates } from '../../../core/tax/due-dates';
import { quarterParts } from '../../../core/tax/estimate';
import {
  dueByDate,
  paymentPeriodOf,
  quarterStandings,
  withholdingByDueDate,
  type Quarter,
} from '../../../core/tax/planner';
import {
  paymentMessages,
  paysSide,
  type EstimatedTaxPayment,
  type NewPayment,
  type Planner,
} from '../../../core/tax/planner-api';
import type { Database } from '../../db/client';
import { estimatedTaxPayment } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { preparedOnce } from '../../db/prepared';
import type { Executor } from '../../db/transaction';
import { estimatesCentsForUser } from './estimate-for-user';
import { statePlannerOfPayments } from '../../../core/tax/states/state-planner';
import type { StateEstimate } from '../../../core/tax/states/state-estimate';
import type { TaxEstimate } from '../../../core/tax/estimate';
import { installmentLateness, returnDueDate } from '../../../core/tax/underpayment-penalty';
import { plannerDueByNow, plannerQuarters } from '../../../core/tax/planner-quarters';
import { isStateCode, type StateCode } from '../../../core/tax/states/state-codes';
import { preferencesRow } from './tax-profile';

type PaymentRow = typeof estimatedTaxPayment.$inferSelect;

/**
 * A payment as the API sends it. A state payment names its state: the one it was recognised as paying, or for one
 * typed by hand before payments kept their state, the state of the person's profile (`profileState`).
 */
const toPayment = (row: PaymentRow, profileState: StateCode | null): EstimatedTaxPayment => ({
  id: row.id,
  taxYear: row.taxYear,
  quarter: row.quarter as Quarter,
  date: row.date,
  amount: toDollars(row.amountCents),
  note: row.note,
  jurisdiction: row.jurisdiction,
  state: row.jurisdiction === 'federal' ? null : (stateOrNull(row.state) ?? profileState),
  source: row.source,
  recognisedFrom: row.recognisedFrom,
});

const stateOrNull = (code: string | null | undefined): StateCode | null =>
  code && isStateCode(code) ? code : null;

/** The state of the person's tax profile, or null when none is chosen. */
const profileStateOf = async (db: Executor, userId: string) =>
  stateOrNull((await preferencesRow(db, userId)).state);

const ownedBy = (userId: string, id: string) =>
  and(eq(estimatedTaxPayment.id, id), eq(estimatedTaxPayment.userId, userId));

const paymentOrder = [
  asc(estimatedTaxPayment.taxYear),
  asc(estimatedTaxPayment.date),
  asc(estimatedTaxPayment.createdAt),
];

// The planner reads a year's payments at every request of the dashboard, Taxes and what is owed.
const paymentRowsOfYear = preparedOnce('tax_payments_of_year', (db, name) =>
  db
    .select()
    .from(estimatedTaxPayment)
    .where(
      and(
        eq(estimatedTaxPayment.userId, sql.placeholder('userId')),
        eq(estimatedTaxPayment.taxYear, sql.placeholder('taxYear')),
      ),
    )
    .orderBy(...paymentOrder)
    .prepare(name),
);

/** The rows of the payments made for a tax year (every year when null), oldest first. */
const paymentRowsOf = (db: Executor, userId: string, taxYear: number | null) =>
  taxYear === null
    ? db
        .select()
        .from(estimatedTaxPayment)
        .where(eq(estimatedTaxPayment.userId, userId))
        .orderBy(...paymentOrder)
    : paymentRowsOfYear(db).execute({ userId, taxYear });

/** The payments made for a tax year (every year when null, for the account export), oldest first. */
export async function listPayments(
  db: Executor,
  userId: string,
  taxYear: number | null,
): Promise<EstimatedTaxPayment[]> {
  const profileState = await profileStateOf(db, userId);
  const rows = await paymentRowsOf(db, userId, taxYear);
  return rows.map((row) => toPayment(row, profileState));
}

/** The installment whose payment period holds `date` (Form 2210 Part IV), 1-4. */
const quarterOfDate = (date: CalendarDate, taxYear: number) =>
  (paymentPeriodOf(
    date,
    estimatedTaxDueDates(taxYear).map((due) => ({ dueDate: due.date })),
  ) + 1) as Quarter;

/**
 * Records a payment typed by hand. A state payment pays the state it names, or else the state of the person's
 * profile, kept with it so that a later move does not change whom it paid.
 */
export async function addPayment(
  db: Database,
  userId: string,
  payment: NewPayment,
): Promise<EstimatedTaxPayment> {
  const profileState = await profileStateOf(db, userId);
  const state = payment.jurisdiction === 'state' ? (stateOrNull(payment.state) ?? profileState) : null;
  const [row] = await db
    .insert(estimatedTaxPayment)
    .values({
      userId,
      taxYear: payment.taxYear,
      // The person's note of the installment they meant; the figures go by the date.
      quarter: payment.quarter ?? quarterOfDate(payment.date, payment.taxYear),
      date: payment.date,
      amountCents: toCents(payment.amount),
      note: payment.note,
      jurisdiction: payment.jurisdiction,
      state,
      source: 'hand',
    })
    .returning();
  return toPayment(row!, profileState);
}

export async function deletePayment(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(estimatedTaxPayment)
    .where(ownedBy(userId, id))
    .returning({ id: estimatedTaxPayment.id });
  if (deleted.length === 0) throw new ApiError('not-found', paymentMessages.notFound);
}

/**
 * The quarterly planner of a tax year: each installment of the estimate, what withholding and the payments made pay
 * of it when applied by date as Form 2210 does, what is still due, and what is due by `today`'s next due date,
 * beside the safe-harbor minimum when last year's tax and AGI are known. The installments are quarters of
 * the tax less refundable credits, and withholding counts as paid in four equal parts on the due dates (Form 2210's
 * default), so what they leave to estimated payments is the balance due.
 */
export async function plannerForUser(
  db: Executor,
  userId: string,
  year: number,
  today: CalendarDate,
): Promise<Planner> {
  return (await plannerWithEstimates(db, userId, year, today)).planner;
}

/** The planner, with the estimates it was made from (the state's local tax, which the planner leaves apart). */
export async function plannerWithEstimates(
  db: Executor,
  userId: string,
  year: number,
  today: CalendarDate,
): Promise<{ planner: Planner; state: StateEstimate | null }> {
  const [{ estimate, state }, rows] = await Promise.all([
    estimatesCentsForUser(db, userId, { year }),
    paymentRowsOf(db, userId, year),
  ]);
  // The state estimate is the profile's state's (none while no state is chosen): the state a payment typed before
  // payments kept their own is taken to have paid.
  const payments = rows.map((row) => toPayment(row, state?.code ?? null));
  return { planner: plannerOf(year, today, estimate, state, payments), state };
}

function plannerOf(
  year: number,
  today: CalendarDate,
  estimate: TaxEstimate,
  state: StateEstimate | null,
  payments: EstimatedTaxPayment[],
): Planner {
  const federalPayments = payments
    .filter((payment) => paysSide(payment, 'federal', state?.code ?? null))
    .map((payment) => ({ date: payment.date, amountCents: toCents(payment.amount) }));
  const dueDates = estimate.installments.map(({ quarter, dueDate }) => ({ quarter, dueDate }));
  const withheldCents = estimate.withholdingCents + estimate.additionalMedicareWithheldCents;
  const withheld = withholdingByDueDate(withheldCents, dueDates);
  const paid = federalPayments;
  const refundableCredits = estimate.additionalChildTaxCreditCents + estimate.earnedIncomeCreditCents;
  const taxToPay = Math.max(0, estimate.totalTaxCents - refundableCredits);
  const installmentsOf = (annualCents: number) => {
    const parts = quarterParts(annualCents);
    return dueDates.map(({ quarter, dueDate }, index) => ({
      quarter,
      dueDate,
      requiredCents: parts[index]!,
    }));
  };
  const required = installmentsOf(taxToPay);
  const standings = quarterStandings(required, paid, withheld);
  const safeHarbor = estimate.safeHarbor
    ? quarterStandings(installmentsOf(estimate.safeHarbor.requiredAnnualCents), paid, withheld)
    : null;
  const paidCents = paid.reduce((sum, payment) => sum + payment.amountCents, 0);
  const lateness = installmentLateness(required, paid, withheld, today, returnDueDate(year));
  return {
    year,
    totalTax: toDollars(estimate.totalTaxCents),
    withheld: toDollars(withheldCents),
    refundableCredits: toDollars(refundableCredits),
    balanceDue: toDollars(estimate.balanceDueCents),
    refund: toDollars(estimate.refundCents),
    paid: toDollars(paidCents),
    remaining: toDollars(Math.max(0, estimate.balanceDueCents - paidCents)),
    noEstimatesNeeded: estimate.noEstimatesNeeded,
    dueByNow: plannerDueByNow(dueByDate(standings, today)),
    safeHarborRequired: estimate.safeHarbor ? toDollars(estimate.safeHarbor.requiredAnnualCents) : null,
    quarters: plannerQuarters({ standings, withheld, safeHarbor, lateness }, today, true),
    payments,
    state: statePlannerOfPayments(state, payments, today),
  };
}
