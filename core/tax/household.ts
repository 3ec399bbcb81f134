// What the household brings to the return besides the gig: wages and their withholding (the person's and,
// on a joint return, the spouse's), other income, the self-employed's own deductions, and the children. The engine
// (core/tax/estimate.ts) figures the whole return from these and the business's figures.

/** The household's figures for one tax year, in cents (counts as whole numbers). Nothing entered is all zero. */
export interface Household {
  /** The person's own W-2 wages (box 1; also taken as their Social Security and Medicare wages, boxes 3 and 5). */
  w2WagesCents: number;
  /** Federal income tax withheld from the person's wages (W-2 box 2). */
  w2WithholdingCents: number;
  /** Married filing jointly only: the spouse's W-2 wages. */
  spouseW2WagesCents: number;
  /** Married filing jointly only: federal income tax withheld from the spouse's wages. */
  spouseW2WithholdingCents: number;
  /** Interest, ordinary dividends, unemployment and other income taxed at ordinary rates. */
  otherIncomeCents: number;
  /** Premiums for the self-employed health insurance deduction (Schedule 1 line 17), before its limit. */
  seHealthInsuranceCents: number;
  /** SEP-IRA / solo 401(k) contributions for the self-employed (Schedule 1 line 16), within the year's limit. */
  retirementContributionsCents: number;
  /** Square feet of the home used for the business: the simplified method, $5 a square foot up to 300. */
  homeOfficeSqFt: number;
  /** The total of the person's itemized deductions; the larger of it and the standard deduction is used. */
  itemizedDeductionsCents: number;
  /** Qualifying children under 17 at the end of the year (child tax credit). */
  childrenUnder17: number;
  /** Other dependents (credit for other dependents). */
  otherDependents: number;
  /** Children who qualify for the earned income credit: they may be older than 17 (a student under 24, say). */
  eitcChildren: number;
  /** Interest, dividends and capital gains: over the year's limit there is no earned income credit. */
  investmentIncomeCents: number;
  /** The person or spouse is 25 to 64 at the end of the year: the EIC without a qualifying child needs it. */
  eitcAgeEligible: boolean;
  /** State income tax withheld from the household's wages (W-2 box 17); the federal return ignores it. */
  stateWithholdingCents: number;
}

export const emptyHousehold: Household = {
  w2WagesCents: 0,
  w2WithholdingCents: 0,
  spouseW2WagesCents: 0,
  spouseW2WithholdingCents: 0,
  otherIncomeCents: 0,
  seHealthInsuranceCents: 0,
  retirementContributionsCents: 0,
  homeOfficeSqFt: 0,
  itemizedDeductionsCents: 0,
  childrenUnder17: 0,
  otherDependents: 0,
  eitcChildren: 0,
  investmentIncomeCents: 0,
  eitcAgeEligible: true,
  stateWithholdingCents: 0,
};

/** Limits of the inputs (the API refuses more). */
export const MAX_CHILDREN = 20;
export const MAX_EITC_CHILDREN = 10;
export const MAX_HOME_OFFICE_SQ_FT_ENTERED = 10_000;
/** The simplified home-office method counts at most this many square feet, at $5 each (Rev. Proc. 2013-13). */
export const HOME_OFFICE_MAX_SQ_FT = 300;
export const HOME_OFFICE_RATE_CENTS = 5_00;
