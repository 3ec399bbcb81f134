import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import type { TaxEstimate } from './estimate';
import type { VehicleMethodUse } from './vehicle-method';
import { filingStatuses, FIRST_TAX_YEAR, type FilingStatus } from './tables';

export const LAST_TAX_YEAR = 2100;
const MAX_TAX_FIGURE = 99_999_999.99;

const taxYear = z.coerce
  .number({ error: `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}` })
  .int(`Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`)
  .min(FIRST_TAX_YEAR, `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`)
  .max(LAST_TAX_YEAR, `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`);

const filingStatus = z.enum(filingStatuses, {
  error: 'Filing status must be single, married or head_of_household',
});

/** A non-negative dollar figure with at most 2 decimals (deduction, last year's tax or AGI). */
const dollarFigure = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must not be negative`)
    .max(MAX_TAX_FIGURE, `${name} must be at most 99,999,999.99`)
    .refine(hasAtMostTwoDecimals, `${name} can have at most 2 decimal places`);

/** GET /api/tax/estimate: the year, and optionally a status and deduction other than the saved profile's. */
export const taxEstimateQuerySchema = z.object({
  year: taxYear,
  filingStatus: filingStatus.optional(),
  standardDeduction: dollarFigure('Standard deduction').optional(),
});
export type TaxEstimateQuery = z.output<typeof taxEstimateQuerySchema>;

/** PUT /api/tax/profile: saved server-side so it follows the user. */
export const taxProfileSchema = z.object({
  filingStatus,
  standardDeduction: z
    .object({ year: taxYear, filingStatus, amount: dollarFigure('Standard deduction') })
    .nullable()
    .default(null),
  priorYearTotalTax: dollarFigure("Last year's total tax").nullable().default(null),
  priorYearAgi: dollarFigure("Last year's AGI").nullable().default(null),
});
export type TaxProfileInput = z.input<typeof taxProfileSchema>;
export type TaxProfile = z.output<typeof taxProfileSchema>;

/** SPEC section 5: the deduction input is parsed as a number; invalid input becomes 0. */
export function parseDeductionInput(text: string): number {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : 0;
}

type Dollarized<T> = T extends readonly (infer U)[]
  ? Dollarized<U>[]
  : T extends object
    ? { [K in keyof T as K extends `${infer Base}Cents` ? Base : K]: Dollarized<T[K]> }
    : T;

/** The estimate as the API sends it: every `…Cents` figure as dollars without the suffix (DESIGN "Money"). */
export type TaxEstimateResponse = Dollarized<TaxEstimate> & {
  source: string;
  filingStatusLabel: string;
  /** Issue 16: the year's car method and what it left out of the expenses. */
  vehicle: VehicleMethodUse[];
};

export function dollarize<T>(value: T): Dollarized<T> {
  if (Array.isArray(value)) return value.map(dollarize) as Dollarized<T>;
  if (value === null || typeof value !== 'object') return value as Dollarized<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) =>
      key.endsWith('Cents') && typeof field === 'number'
        ? [key.slice(0, -'Cents'.length), field / 100]
        : [key, dollarize(field)],
    ),
  ) as Dollarized<T>;
}

export type { FilingStatus };
