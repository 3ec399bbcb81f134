// Integer cents inside, dollars with at most 2 decimals at the API's edge: sums of cents are exact, sums of
// floats are not (docs/architecture.md "Money and dates").
export type Cents = number & { readonly __brand: 'Cents' };

export const MAX_AMOUNT_CENTS = 9_999_999_999 as Cents; // $99,999,999.99

export const cents = (value: number): Cents => value as Cents;

/** Whether a dollar figure has at most two decimals (binary floats make 0.1 + 0.2 style noise). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** Dollars (at most 2 decimals) to cents. */
export function toCents(dollars: number): Cents {
  return Math.round(dollars * 100) as Cents;
}

/** Cents to a JSON dollar figure. */
export function toDollars(amount: Cents | number): number {
  return Math.round(amount) / 100;
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0) as Cents;
}

/** Rounds half away from zero to whole cents (docs/tax-tables.md: "round money half-up to the cent"). */
export function roundCents(value: number): Cents {
  return (Math.sign(value) * Math.round(Math.abs(value))) as Cents;
}
