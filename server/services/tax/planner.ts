import { and, asc, eq } from 'drizzle-orm';
import { toCents, toDollars } from '../../../core/money';
import { quarterParts } from '../../../core/tax/estimate';
import { quarterStandings, type Quarter } from '../../../core/tax/planner';
import {
  paymentMessages,
  type EstimatedTaxPayment,
  type NewPayment,
  type Planner,
} from '../../../core/tax/planner-api';
import type { Database } from '../../db/client';
import { estimatedTaxPayment } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Executor } from '../../db/transaction';
import { estimateCentsForUser } from './estimate-for-user';

type PaymentRow = typeof estimatedTaxPayment.$inferSelect;

const toPayment = (row: PaymentRow): EstimatedTaxPayment => ({
  id: row.id,
  taxYear: row.taxYear,
  quarter: row.quarter as Quarter,
  date: row.date,
  amount: toDollars(row.amountCents),
  note: row.note,
});

const ownedBy = (userId: string, id: string) =>
  and(eq(estimatedTaxPayment.id, id), eq(estimatedTaxPayment.userId, userId));

/** The payments made for a tax year (every year when null, for the account export), oldest first. */
export async function listPayments(
  db: Executor,
  userId: string,
  taxYear: number | null,
): Promise<EstimatedTaxPayment[]> {
  const ofYear = taxYear === null ? undefined : eq(estimatedTaxPayment.taxYear, taxYear);
  const rows = await db
    .select()
    .from(estimatedTaxPayment)
    .where(and(eq(estimatedTaxPayment.userId, userId), ofYear))
    .orderBy(
      asc(estimatedTaxPayment.taxYear),
      asc(estimatedTaxPayment.date),
      asc(estimatedTaxPayment.createdAt),
    );
  return rows.map(toPayment);
}

export async function addPayment(
  db: Database,
  userId: string,
  payment: NewPayment,
): Promise<EstimatedTaxPayment> {
  const [row] = await db
    .insert(estimatedTaxPayment)
    .values({
      userId,
      taxYear: payment.taxYear,
      quarter: payment.quarter,
      date: payment.date,
      amountCents: toCents(payment.amount),
      note: payment.note,
    })
    .returning();
  return toPayment(row!);
}

export async function deletePayment(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(estimatedTaxPayment)
    .where(ownedBy(userId, id))
    .returning({ id: estimatedTaxPayment.id });
  if (deleted.length === 0) throw new ApiError('not-found', paymentMessages.notFound);
}

/**
 * The quarterly planner of a tax year: each installment of the estimate, what was paid for it and what is still
 * due, beside the safe-harbor minimum when last year's tax and AGI are known.
 */
export async function plannerForUser(db: Executor, userId: string, year: number): Promise<Planner> {
  const [estimate, payments] = await Promise.all([
    estimateCentsForUser(db, userId, { year }),
    listPayments(db, userId, year),
  ]);
  const paid = payments.map((payment) => ({
    quarter: payment.quarter,
    amountCents: toCents(payment.amount),
  }));
  const installments = estimate.installments;
  const standings = quarterStandings(
    installments.map((installment) => installment.amountCents) as [number, number, number, number],
    paid,
  );
  const safeHarbor = estimate.safeHarbor
    ? quarterStandings(quarterParts(estimate.safeHarbor.requiredAnnualCents), paid)
    : null;
  const paidCents = paid.reduce((sum, payment) => sum + payment.amountCents, 0);
  return {
    year,
    totalTax: toDollars(estimate.totalTaxCents),
    paid: toDollars(paidCents),
    remaining: toDollars(Math.max(0, estimate.totalTaxCents - paidCents)),
    safeHarborRequired: estimate.safeHarbor ? toDollars(estimate.safeHarbor.requiredAnnualCents) : null,
    quarters: standings.map((standing, index) => ({
      quarter: standing.quarter,
      dueDate: installments[index]!.dueDate,
      estimated: toDollars(standing.requiredCents),
      paid: toDollars(standing.paidCents),
      remaining: toDollars(standing.remainingCents),
      safeHarbor: safeHarbor ? toDollars(safeHarbor[index]!.requiredCents) : null,
      safeHarborRemaining: safeHarbor ? toDollars(safeHarbor[index]!.remainingCents) : null,
    })),
    payments,
  };
}
