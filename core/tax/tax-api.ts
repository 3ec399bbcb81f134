import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';
import type { TaxEstimate } from './estimate';
import type { VehicleMethodUse } from './vehicle-method';
import { MAX_CHILDREN, MAX_EITC_CHILDREN, MAX_HOME_OFFICE_SQ_FT_ENTERED } from './household';
import { filingStatuses, FIRST_TAX_YEAR, LAST_TAX_YEAR, type FilingStatus } from './tables';

export { LAST_TAX_YEAR };
import { isStateCode, stateNames, stateTaxCoverage } from './states/state-codes';
import type { StateEstimate } from './states/state-estimate';
import { formatCount } from '../format';

const MAX_TAX_FIGURE = 99_999_999.99;

const taxYear = z.coerce
  .number({ error: `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}` })
  .int(`Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`)
  .min(FIRST_TAX_YEAR, `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`)
  .max(LAST_TAX_YEAR, `Tax year must be a year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}`);

const filingStatus = z.enum(filingStatuses, {
  error:
    'Filing status must be single, married, married_separately, head_of_household or qualifying_surviving_spouse',
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

/** A whole count from 0 to `max` (children, dependents, square feet). */
const countOf = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(max, message);

export const householdMessages = {
  spouseWagesNotJoint: "Your spouse's wages go on a joint return only: choose Married filing jointly.",
  spouseWithholdingNotJoint:
    "Your spouse's withholding goes on a joint return only: choose Married filing jointly.",
  withholdingOverWages: 'Tax withheld cannot be more than the wages it was withheld from.',
  children: `Children under 17 must be a whole number from 0 to ${MAX_CHILDREN}`,
  otherDependents: `Other dependents must be a whole number from 0 to ${MAX_CHILDREN}`,
  eitcChildren: `Children who qualify for the earned income credit must be a whole number from 0 to ${MAX_EITC_CHILDREN}`,
  eitcAgeEligible: 'Age 25 to 64 must be true or false',
  homeOffice: `Home office must be a whole number of square feet from 0 to ${formatCount(MAX_HOME_OFFICE_SQ_FT_ENTERED)}`,
  /** Refused when saved: the limit follows from the year's business profit (server/services/tax/tax-profile.ts). */
  retirementOverLimit: (limit: string, year: number, annualLimit: string) =>
    `Retirement contributions can be at most ${limit} for ${year}: 20 % of your net profit less the deductible half of self-employment tax, and never more than the year's ${annualLimit} limit.`,
} as const;

/** The household's figures of one tax year, in dollars (the API's field names). */
export const householdFieldsSchema = z.object({
  w2Wages: dollarFigure('Your W-2 wages').default(0),
  w2Withholding: dollarFigure('Tax withheld from your wages').default(0),
  spouseW2Wages: dollarFigure("Your spouse's W-2 wages").default(0),
  spouseW2Withholding: dollarFigure("Tax withheld from your spouse's wages").default(0),
  otherIncome: dollarFigure('Other income').default(0),
  seHealthInsurance: dollarFigure('Health insurance premiums').default(0),
  retirementContributions: dollarFigure('Retirement contributions').default(0),
  homeOfficeSqFt: countOf(householdMessages.homeOffice, MAX_HOME_OFFICE_SQ_FT_ENTERED).default(0),
  itemizedDeductions: dollarFigure('Itemized deductions').default(0),
  childrenUnder17: countOf(householdMessages.children, MAX_CHILDREN).default(0),
  otherDependents: countOf(householdMessages.otherDependents, MAX_CHILDREN).default(0),
  /** Left out: the children under 17, who nearly always qualify for the EIC too. */
  eitcChildren: countOf(householdMessages.eitcChildren, MAX_EITC_CHILDREN).optional(),
  investmentIncome: dollarFigure('Investment income').default(0),
  eitcAgeEligible: z.boolean({ error: householdMessages.eitcAgeEligible }).default(true),
  stateWithholding: dollarFigure('State tax withheld').default(0),
});
export type HouseholdFields = z.output<typeof householdFieldsSchema>;
/** A household as saved and answered: the EIC's children always said. */
export type SavedHouseholdFields = HouseholdFields & { eitcChildren: number };
/** Nothing entered: every household figure 0 (and the age rule met, as most people meet it). */
export const noHouseholdFields: SavedHouseholdFields = {
  ...householdFieldsSchema.parse({}),
  eitcChildren: 0,
};

/** The most a state tax rate of one's own may be, in percent. */
export const MAX_OWN_TAX_RATE_PERCENT = 20;

export const stateMessages = {
  unknownState: 'State must be the two-letter code of a US state or DC, such as CA or NY',
  nycOutsideNewYork: 'New York City residence applies to New York only: choose New York as your state.',
  ownRateFigured: (name: string) =>
    `GigTally figures ${name}'s income tax itself: your own rate is for a state it does not figure yet.`,
  ownRateNoTax: (name: string) => `${name} has no state income tax: leave your own state rate empty.`,
  ownRateWithoutState: 'Choose your state before entering your own state rate.',
  rate: (name: string) =>
    `${name} must be a percent above 0 and at most ${MAX_OWN_TAX_RATE_PERCENT}, with at most 4 decimal places`,
} as const;

/** A state's USPS code, any case, as the profile and a state payment name it. */
export const stateCodeSchema = z
  .string({ error: stateMessages.unknownState })
  .trim()
  .toUpperCase()
  .refine(isStateCode, stateMessages.unknownState);

/** A rate in percent (up to 4 decimals, as 3.078 %), kept as parts per million. */
const ratePercent = (name: string) =>
  z.coerce
    .number({ error: stateMessages.rate(name) })
    .gt(0, stateMessages.rate(name))
    .max(MAX_OWN_TAX_RATE_PERCENT, stateMessages.rate(name))
    .refine((value) => Number.isInteger(Math.round(value * 1e8) / 1e4), stateMessages.rate(name));

/** The state fields of a profile that has none chosen. */
export const noStateProfile = {
  state: null,
  nycResident: false,
  ownStateTaxRate: null,
  localIncomeTaxRate: null,
  priorYearStateTax: null,
} as const;

/** GET /api/tax/profile?year=: which year's household to answer (the current year when absent). */
export const taxProfileQuerySchema = z.object({ year: taxYear.optional() });

/**
 * PUT /api/tax/profile: saved server-side so it follows the user. The status, deduction override and last year's
 * figures are the person's; the household figures belong to `year` (the current year when absent).
 */
export const taxProfileSchema = z
  .object({
    year: taxYear.optional(),
    filingStatus,
    standardDeduction: z
      .object({ year: taxYear, filingStatus, amount: dollarFigure('Standard deduction') })
      .nullable()
      .default(null),
    priorYearTotalTax: dollarFigure("Last year's total tax").nullable().default(null),
    priorYearAgi: dollarFigure("Last year's AGI").nullable().default(null),
    state: stateCodeSchema.nullable().default(null),
    nycResident: z.boolean({ error: 'New York City resident must be true or false' }).default(false),
    ownStateTaxRate: ratePercent('Your state tax rate').nullable().default(null),
    localIncomeTaxRate: ratePercent('Local income tax rate').nullable().default(null),
    priorYearStateTax: dollarFigure("Last year's state tax").nullable().default(null),
  })
  .extend(householdFieldsSchema.shape)
  .superRefine((profile, ctx) => {
    if (profile.nycResident && profile.state !== 'NY')
      ctx.addIssue({ code: 'custom', path: ['nycResident'], message: stateMessages.nycOutsideNewYork });
    if (profile.ownStateTaxRate !== null) {
      const coverage = profile.state === null ? null : stateTaxCoverage(profile.state);
      const message =
        profile.state === null
          ? stateMessages.ownRateWithoutState
          : coverage === 'figured'
            ? stateMessages.ownRateFigured(stateNames[profile.state])
            : coverage === 'no-income-tax'
              ? stateMessages.ownRateNoTax(stateNames[profile.state])
              : null;
      if (message) ctx.addIssue({ code: 'custom', path: ['ownStateTaxRate'], message });
    }
    const joint = profile.filingStatus === 'married';
    if (!joint && profile.spouseW2Wages > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['spouseW2Wages'],
        message: householdMessages.spouseWagesNotJoint,
      });
    if (!joint && profile.spouseW2Withholding > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['spouseW2Withholding'],
        message: householdMessages.spouseWithholdingNotJoint,
      });
    // A negative wage is its own problem (its field says so), not the withholding's.
    if (profile.w2Wages >= 0 && profile.w2Withholding > profile.w2Wages)
      ctx.addIssue({
        code: 'custom',
        path: ['w2Withholding'],
        message: householdMessages.withholdingOverWages,
      });
    if (profile.spouseW2Wages >= 0 && profile.spouseW2Withholding > profile.spouseW2Wages)
      ctx.addIssue({
        code: 'custom',
        path: ['spouseW2Withholding'],
        message: householdMessages.withholdingOverWages,
      });
  });
export type TaxProfileInput = z.input<typeof taxProfileSchema>;
/** What GET and PUT answer: the profile with the household figures of `year`. */
export type TaxProfile = Omit<z.output<typeof taxProfileSchema>, 'year' | 'eitcChildren'> & {
  year: number;
  /** Answered always: the number given, or the children under 17 it stood for when none was. */
  eitcChildren: number;
};

/** The deduction input is parsed as a number; invalid input becomes 0, as if left empty. */
export function parseDeductionInput(text: string): number {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value * 100) / 100 : 0;
}

type Dollarized<T> = T extends readonly (infer U)[]
  ? Dollarized<U>[]
  : T extends object
    ? { [K in keyof T as K extends `${infer Base}Cents` ? Base : K]: Dollarized<T[K]> }
    : T;

/** The estimate as the API sends it: every `…Cents` figure as dollars without the suffix (docs/api.md). */
export type TaxEstimateResponse = Dollarized<TaxEstimate> & {
  /** The person's state; null until they choose one. */
  state: StateEstimateResponse | null;
  source: string;
  filingStatusLabel: string;
  /** The year's car method and what it left out of the expenses. */
  vehicle: VehicleMethodUse[];
};

/** The state part of the estimate as the API sends it. */
export type StateEstimateResponse = Dollarized<StateEstimate>;

export function dollarize<T>(value: T): Dollarized<T> {
  if (Array.isArray(value)) return value.map(dollarize) as Dollarized<T>;
  if (value === null || typeof value !== 'object') return value as Dollarized<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) =>
      key.endsWith('Cents') && (typeof field === 'number' || field === null)
        ? [key.slice(0, -'Cents'.length), field === null ? null : field / 100]
        : [key, dollarize(field)],
    ),
  ) as Dollarized<T>;
}

export type { FilingStatus };
