import { and, between, eq, isNotNull } from 'drizzle-orm';
import type { RecognisedTaxPayment } from '../../../core/categorisation/categorise';
import { transactionFingerprint } from '../../../core/duplicates';
import type { ItemSource } from '../../../core/item-use';
import { estimatedTaxDueDates } from '../../../core/tax/due-dates';
import { paymentPeriodOf, type Quarter } from '../../../core/tax/planner';
import { taxYearOfPayment } from '../../../core/tax/tax-payment-recognition';
import { estimatedTaxPayment } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export interface RecognisedPaymentRow {
  date: string;
  amountCents: number;
  description: string;
  payment: RecognisedTaxPayment;
}

/** The installment whose payment period holds a payment's date (Form 2210 Part IV), 1-4. */
export const quarterOfPaymentDate = (date: string, taxYear: number): Quarter =>
  (paymentPeriodOf(
    date,
    estimatedTaxDueDates(taxYear).map((due) => ({ dueDate: due.date })),
  ) + 1) as Quarter;

/**
 * Records tax payments recognised in a statement file or a bank connection as the planner's payments, to the IRS or
 * the state, on their dates: never as expenses. Their bank text is kept, so the person sees what was recognised and
 * can remove it. Returns the new payments' ids in the rows' order.
 */
export async function recordRecognisedPayments(
  tx: Executor,
  userId: string,
  rows: readonly RecognisedPaymentRow[],
  source: Exclude<ItemSource, 'hand'>,
  importId: string | null = null,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => {
    const taxYear = taxYearOfPayment(row.date);
    return {
      userId,
      taxYear,
      quarter: quarterOfPaymentDate(row.date, taxYear),
      date: row.date,
      amountCents: Math.abs(row.amountCents),
      note: '',
      jurisdiction: row.payment.jurisdiction,
      state: row.payment.state,
      source,
      importId,
      recognisedFrom: row.description.trim().slice(0, 500),
    };
  });
  const inserted = await tx
    .insert(estimatedTaxPayment)
    .values(values)
    .returning({ id: estimatedTaxPayment.id });
  return inserted.map((row) => row.id);
}

/** Fingerprints of the payments recognised before over these dates, so a file imported again adds none twice. */
export async function recognisedPaymentFingerprints(
  tx: Executor,
  userId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await tx
    .select({
      date: estimatedTaxPayment.date,
      amountCents: estimatedTaxPayment.amountCents,
      description: estimatedTaxPayment.recognisedFrom,
    })
    .from(estimatedTaxPayment)
    .where(
      and(
        eq(estimatedTaxPayment.userId, userId),
        isNotNull(estimatedTaxPayment.recognisedFrom),
        between(estimatedTaxPayment.date, from, to),
      ),
    );
  return rows.map((row) => transactionFingerprint({ ...row, description: row.description ?? '' }));
}
