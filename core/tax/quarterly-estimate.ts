import { roundCents, type Cents } from '../money';

/**
 * The dashboard's Est. Quarterly Tax. SPEC section 9: total income x 0.85 x 0.25.
 * The tax engine (issue 5) replaces this with the real computation on the period's net profit (DESIGN difference 4).
 */
export function estimateQuarterlyTax(period: { incomeCents: number; expensesCents: number }): Cents {
  return roundCents(period.incomeCents * 0.85 * 0.25);
}
