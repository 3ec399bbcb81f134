import { z } from 'zod';
import { calendarDateSchema } from './items';
import type { StateDueDates } from './tax/states/state-due-dates';
import type { VehicleMethodUse } from './tax/vehicle-method';

/** GET /api/summary query: a period (both ends or neither = all time) and the user's local today. */
export const summaryQuerySchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    today: calendarDateSchema.optional(),
  })
  .refine((query) => Boolean(query.from) === Boolean(query.to), {
    path: ['to'],
    message: 'Give both from and to, or neither for all time',
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must not be before the start date',
  });
export type SummaryQuery = z.output<typeof summaryQuerySchema>;

/** GET /api/summary answer (docs/api.md); money in dollars. */
export interface Summary {
  income: number;
  expenses: number;
  net: number;
  /** Rounded percent of net over income; 0 without income. */
  profitMargin: number;
  /** The tax engine's quarterly installment for `taxYear`, the same figure as GET /api/tax/estimate's. */
  estimatedQuarterlyTax: number;
  /** What the year's return is expected to give back (refundable credits and withholding past the tax); 0 if none. */
  expectedRefund: number;
  /** The tax year of today: the one the installment is of, whatever period the other figures cover. */
  taxYear: number;
  nextTaxDue: { date: string; daysUntil: number };
  /**
   * The person's state and its estimated-tax due dates of last, this and next tax year (its installments
   * with a share), for Upcoming Deadlines and the calendar; null until they choose a state.
   */
  state: StateDueDates | null;
  topExpenses: { category: string; total: number }[];
  /** Percent change against the previous period of equal length, one decimal; null when it has no data. */
  change: { income: number | null; expenses: number | null };
  usage: { items: number; limit: number | null };
  /** Each tax year's car method in the period and what it left out of the expenses. */
  vehicle: VehicleMethodUse[];
  /**
   * The items waiting to be marked business or personal, whatever the period: how many and their amounts' total.
   * They count in none of the figures above until decided.
   */
  review: ReviewQueueSize;
  /** The period's personal money, apart from the business figures above (which are business only). */
  personal: { income: number; expenses: number };
}

export interface ReviewQueueSize {
  count: number;
  amount: number;
}

/** Net / income as a rounded percent, 0 when there is no income. */
export function profitMargin(incomeCents: number, netCents: number): number {
  if (incomeCents <= 0) return 0;
  return Math.round((netCents / incomeCents) * 100);
}

/** Percent change from previous to current, one decimal; null when the previous period had nothing. */
export function percentChange(currentCents: number, previousCents: number | null): number | null {
  if (previousCents === null || previousCents === 0) return null;
  return Math.round(((currentCents - previousCents) / previousCents) * 1000) / 10;
}
