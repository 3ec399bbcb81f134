/**
 * value x numerator / denominator, rounded half-up to a whole cent, in exact integer arithmetic (a year of a
 * busy account can pass 2^53 when multiplied by a rate's numerator).
 */
export function mulDivHalfUp(value: number, numerator: number, denominator: number): number {
  const product = BigInt(Math.round(value)) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return Number(negative ? -rounded : rounded);
}

/** A rate given in basis points (1/100 of a percent) applied to cents. */
export const applyBasisPoints = (cents: number, basisPoints: number) =>
  mulDivHalfUp(cents, basisPoints, 10_000);
