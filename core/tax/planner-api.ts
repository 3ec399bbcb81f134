import { z } from 'zod';
import { amountSchema, calendarDateSchema, NO_NUL, itemMessages } from '../items';
import { LAST_TAX_YEAR } from './tax-api';
import { FIRST_TAX_YEAR } from './tables';
import type { Quarter } from './planner';

// Issue 11, "Quarterly planner": estimated-tax payments already made.
export const PAYMENT_NOTE_MAX_LENGTH = 200;

export const paymentMessages = {
  yearInvalid: `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`,
  quarterInvalid: 'Quarter must be 1, 2, 3 or 4',
  dateOutsideYear: (year: number) =>
    `A payment for ${year} must be dated from ${year}-01-01 to ${year + 1}-12-31`,
  noteTooLong: `Note must be at most ${PAYMENT_NOTE_MAX_LENGTH} characters`,
  notFound: 'This payment was not found. It may have been deleted.',
} as const;

const taxYear = z.coerce
  .number({ error: paymentMessages.yearInvalid })
  .int(paymentMessages.yearInvalid)
  .min(FIRST_TAX_YEAR, paymentMessages.yearInvalid)
  .max(LAST_TAX_YEAR, paymentMessages.yearInvalid);

/** POST /api/tax/payments and the payment form. */
export const newPaymentSchema = z
  .object({
    taxYear,
    quarter: z.coerce
      .number({ error: paymentMessages.quarterInvalid })
      .int(paymentMessages.quarterInvalid)
      .min(1, paymentMessages.quarterInvalid)
      .max(4, paymentMessages.quarterInvalid)
      .transform((value) => value as Quarter),
    date: calendarDateSchema,
    amount: amountSchema,
    note: z
      .string()
      .trim()
      .max(PAYMENT_NOTE_MAX_LENGTH, paymentMessages.noteTooLong)
      .regex(NO_NUL, itemMessages.textNul)
      .default(''),
  })
  // The fourth installment is paid in January of the next year, and late payments still count. Judged only once
  // the year is one of the years taken: a wrong year is its own problem, not the date's.
  .refine(
    (payment) =>
      !taxYear.safeParse(payment.taxYear).success ||
      (payment.date >= `${payment.taxYear}-01-01` && payment.date <= `${payment.taxYear + 1}-12-31`),
    {
      path: ['date'],
      error: (issue) => paymentMessages.dateOutsideYear((issue.input as { taxYear: number }).taxYear),
    },
  );
export type NewPaymentInput = z.input<typeof newPaymentSchema>;
export type NewPayment = z.output<typeof newPaymentSchema>;

export const plannerQuerySchema = z.object({ year: taxYear });

export const paymentIdParamSchema = z.object({ id: z.uuid({ error: paymentMessages.notFound }) });

/** A payment as the API sends it. */
export interface EstimatedTaxPayment {
  id: string;
  taxYear: number;
  quarter: Quarter;
  date: string;
  amount: number;
  note: string;
}

export interface PlannerQuarter {
  quarter: Quarter;
  dueDate: string;
  /** This installment of the year's estimated tax. */
  estimated: number;
  /** Paid for it, with what earlier installments overpaid. */
  paid: number;
  /** Still due to pay the estimate in full. */
  remaining: number;
  /** The safe-harbor installment and what is still due of it; null without last year's tax and AGI. */
  safeHarbor: number | null;
  safeHarborRemaining: number | null;
}

/** GET /api/tax/planner. */
export interface Planner {
  year: number;
  totalTax: number;
  paid: number;
  remaining: number;
  /** The least to pay over the year to avoid the underpayment penalty; null without last year's figures. */
  safeHarborRequired: number | null;
  quarters: PlannerQuarter[];
  payments: EstimatedTaxPayment[];
}
