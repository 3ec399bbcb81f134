import { mulDivHalfUp } from './cents-math';

export type Quarter = 1 | 2 | 3 | 4;

export interface EstimatedPayment {
  quarter: Quarter;
  amountCents: number;
}

export interface QuarterStanding {
  quarter: Quarter;
  /** What this installment asks for. */
  requiredCents: number;
  /** Paid for it, with what earlier quarters overpaid. */
  paidCents: number;
  remainingCents: number;
}

/**
 * What is still due for each installment once the payments made are counted. An overpayment is applied to the
 * next installment, as the IRS applies it (Form 2210 instructions), so paying Q1 and Q2 together in April leaves
 * nothing due in June.
 */
export function quarterStandings(
  requiredCents: readonly [number, number, number, number],
  payments: readonly EstimatedPayment[],
): QuarterStanding[] {
  let carried = 0;
  return ([1, 2, 3, 4] as const).map((quarter, index) => {
    const required = requiredCents[index]!;
    const paid =
      carried +
      payments
        .filter((payment) => payment.quarter === quarter)
        .reduce((sum, payment) => sum + payment.amountCents, 0);
    carried = Math.max(0, paid - required);
    return {
      quarter,
      requiredCents: required,
      paidCents: paid,
      remainingCents: Math.max(0, required - paid),
    };
  });
}

/**
 * An income item's share of the year's estimated tax, to set aside, and what is left safe to spend: the item's
 * amount times the year's tax over the year's income, rounded half-up to the cent.
 */
export function safeToSpend(
  itemCents: number,
  year: { incomeCents: number; estimatedTaxCents: number },
): { setAsideCents: number; safeCents: number } {
  if (year.incomeCents <= 0 || year.estimatedTaxCents <= 0) return { setAsideCents: 0, safeCents: itemCents };
  const setAside = Math.min(itemCents, mulDivHalfUp(itemCents, year.estimatedTaxCents, year.incomeCents));
  return { setAsideCents: setAside, safeCents: itemCents - setAside };
}
