import { z } from 'zod';
import { amountSchema, calendarDateSchema, NO_NUL, itemMessages } from '../items';
import type { ItemSource } from '../item-use';
import { LAST_TAX_YEAR, stateCodeSchema } from './tax-api';
import { FIRST_TAX_YEAR } from './tables';
import type { Quarter } from './planner';
import { stateNames, type StateCode, type StateTaxCoverage } from './states/state-codes';
import type { OverdueInstallment } from './underpayment-penalty';

// The quarterly planner: estimated-tax payments already made.
export const PAYMENT_NOTE_MAX_LENGTH = 200;

/** Whom an estimated payment went to: the IRS or the person's state. */
export const taxJurisdictions = ['federal', 'state'] as const;
export type TaxJurisdiction = (typeof taxJurisdictions)[number];

/** Whom a federal payment went to, as a payment's "Paid to" says. */
export const PAID_TO_IRS = 'IRS';

/**
 * A payment's "Paid to": the IRS, or the state it paid by name; a state payment of no known state is named by
 * `unknownState` (the planner passes the profile's state, the exports keep the plain 'State').
 */
export function paidToLabel(
  payment: Pick<EstimatedTaxPayment, 'jurisdiction' | 'state'>,
  unknownState = 'State',
): string {
  if (payment.jurisdiction === 'federal') return PAID_TO_IRS;
  return payment.state === null ? unknownState : stateNames[payment.state];
}

/**
 * Whether a payment counts on one side of the planner: the federal side takes every payment to the IRS; the state
 * side of `stateCode` takes the payments to that state and those of no known state. A payment to another state's
 * agency (a state the person lived in before) pays nothing of this state's tax, and nothing federal.
 */
export function paysSide(
  payment: Pick<EstimatedTaxPayment, 'jurisdiction' | 'state'>,
  side: TaxJurisdiction,
  stateCode: StateCode | null,
): boolean {
  if (payment.jurisdiction !== side) return false;
  return side === 'federal' || payment.state === null || payment.state === stateCode;
}

export const paymentMessages = {
  yearInvalid: `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`,
  quarterInvalid: 'Quarter must be 1, 2, 3 or 4',
  dateOutsideYear: (year: number) =>
    `A payment for ${year} must be dated from ${year}-01-01 to ${year + 1}-12-31`,
  noteTooLong: `Note must be at most ${PAYMENT_NOTE_MAX_LENGTH} characters`,
  notFound: 'This payment was not found. It may have been deleted.',
  jurisdictionInvalid: 'Paid to must be federal or state',
  stateWithFederal: 'Only a payment to a state names a state: leave the state out of a payment to the IRS',
  notRecognised:
    'Only a payment recognised in bank text can be made an item again: delete a payment you typed instead',
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
    // Only the person's note of the installment they meant: the planner applies payments by date (Form 2210).
    // Left out (the form no longer asks), it is the installment whose payment period holds the date.
    quarter: z.coerce
      .number({ error: paymentMessages.quarterInvalid })
      .int(paymentMessages.quarterInvalid)
      .min(1, paymentMessages.quarterInvalid)
      .max(4, paymentMessages.quarterInvalid)
      .transform((value) => value as Quarter)
      .optional(),
    date: calendarDateSchema,
    amount: amountSchema,
    note: z
      .string()
      .trim()
      .max(PAYMENT_NOTE_MAX_LENGTH, paymentMessages.noteTooLong)
      .regex(NO_NUL, itemMessages.textNul)
      .default(''),
    jurisdiction: z.enum(taxJurisdictions, { error: paymentMessages.jurisdictionInvalid }).default('federal'),
    // The state paid, when it is not the one of the person's profile (a payment to a state they lived in before).
    state: stateCodeSchema.optional(),
  })
  .refine((payment) => payment.state === undefined || payment.jurisdiction === 'state', {
    path: ['state'],
    error: paymentMessages.stateWithFederal,
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

/** GET /api/tax/payments. */
export const paymentsQuerySchema = z.object({ year: taxYear });

/** GET /api/tax/planner: `today` is the person's local date, for what is due by now (the server's when absent). */
export const plannerQuerySchema = z.object({ year: taxYear, today: calendarDateSchema.optional() });

export const paymentIdParamSchema = z.object({ id: z.uuid({ error: paymentMessages.notFound }) });

/** A payment as the API sends it. */
export interface EstimatedTaxPayment {
  id: string;
  taxYear: number;
  /** The installment the person meant (or the one of the date): a note only, the figures go by the date. */
  quarter: Quarter;
  date: string;
  amount: number;
  note: string;
  jurisdiction: TaxJurisdiction;
  /** The state paid (USPS code) when jurisdiction is 'state': null for the IRS, or a state payment of no known state. */
  state: StateCode | null;
  /** Typed by hand, recognised in a statement file, or brought by a bank connection. */
  source: ItemSource;
  /** The bank text it was recognised from; null when typed by hand. */
  recognisedFrom: string | null;
}

export interface PlannerQuarter {
  quarter: Quarter;
  dueDate: string;
  /** This installment of the year's estimated tax. */
  estimated: number;
  /** The part of the year's withholding counted as paid on this due date (Form 2210's default). */
  withheld: number;
  /**
   * Paid toward it: withholding and payments by date, first to earlier installments still short, overpayments
   * carried on.
   */
  paid: number;
  /** Still due to pay the estimate in full. */
  remaining: number;
  /** The safe-harbor installment and what is still due of it; null without last year's tax and AGI. */
  safeHarbor: number | null;
  safeHarborRemaining: number | null;
  /** Past its due date and not fully paid on `today`, with the estimated penalty (federal only); else null. */
  overdue: OverdueInstallment | null;
}

/** The state's side of the planner, beside the federal one. */
export interface StatePlanner {
  code: StateCode;
  name: string;
  coverage: StateTaxCoverage;
  /** The estimate's sentence for the state: figured, no income tax, or not figured yet. */
  summary: string;
  /** The state's tax (New York City's included; a local tax at one's own rate is apart); null where it is not
   * known (a state not figured, no rate). */
  totalTax: number | null;
  /** Credits the state pays even beyond its tax (New York City's school tax credit): they lower what is due. */
  refundableCredits: number;
  /** State tax withheld, counted as paid on the due dates in the installments' shares. */
  withheld: number;
  balanceDue: number | null;
  /** The state payments recorded. */
  paid: number;
  remaining: number | null;
  /** Whether the state asks for estimated payments with these figures, and its rule in words. */
  estimatesRequired: boolean;
  requiredRule: string | null;
  /** The state's underpayment form, by which its payments count ('FTB 5805'); null where none is figured. */
  underpaymentForm: string | null;
  dueByNow: { amount: number; dueDate: string; throughQuarter: Quarter } | null;
  safeHarborRequired: number | null;
  /** The state's installments, on its own dates; empty where nothing is due to the state or its tax is unknown. */
  quarters: PlannerQuarter[];
}

/** GET /api/tax/planner. */
export interface Planner {
  year: number;
  /** Form 1040 line 24: the return's total tax. */
  totalTax: number;
  /** Withholding (Additional Medicare Tax withheld included), paid in four equal parts on the due dates. */
  withheld: number;
  /** The refundable credits, the additional child tax credit and the earned income credit: they pay tax too. */
  refundableCredits: number;
  /** The estimate's balance due: total tax less withholding and refundable credits. */
  balanceDue: number;
  /** What the return is expected to give back when withholding and refundable credits pass the tax; else 0. */
  refund: number;
  /** The estimated payments recorded. */
  paid: number;
  /** The balance due less the payments, never below zero. */
  remaining: number;
  /** Withholding already covers the safe harbor, or what is left is under $1,000: no estimated payments needed. */
  noEstimatesNeeded: boolean;
  /**
   * Every installment due on or before the next due date (all four once the last has passed), less everything
   * paid: what the dashboard and the reminders say is due by that date.
   */
  dueByNow: { amount: number; dueDate: string; throughQuarter: Quarter };
  /** The least to pay over the year to avoid the underpayment penalty; null without last year's figures. */
  safeHarborRequired: number | null;
  quarters: PlannerQuarter[];
  /** Every payment of the year, federal and state (`jurisdiction` says which). */
  payments: EstimatedTaxPayment[];
  /** The person's state; null until they choose one. */
  state: StatePlanner | null;
}
