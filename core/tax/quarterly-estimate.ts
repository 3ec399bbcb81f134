import type { Cents } from '../money';
import { estimateTax, type TaxInput } from './estimate';

/**
 * The dashboard's Est. Quarterly Tax: the tax engine on the period's income and expenses, a quarter of the total
 * (DESIGN difference 4; SPEC's `income x 0.85 x 0.25` ignored expenses and the brackets).
 */
export function estimateQuarterlyTax(period: Omit<TaxInput, 'priorYear'>): Cents {
  return estimateTax(period).quarterlyPaymentCents as Cents;
}
