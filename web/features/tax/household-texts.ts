import { MAX_EITC_CHILDREN } from '../../../core/tax/household';
import { formatUsd } from '../../../core/format';
import {
  householdFieldsSchema,
  type HouseholdFields,
  type TaxEstimateResponse,
  type TaxProfile,
} from '../../../core/tax/tax-api';

// The words of the 'Your household' form and of the breakdown's household lines, in one place so the tests
// can assert them exactly.

export type HouseholdField = keyof HouseholdFields;
/** The fields typed into a box: every one but the age question, which is a checkbox. */
export type HouseholdBox = Exclude<HouseholdField, 'eitcAgeEligible'>;

export interface HouseholdFieldText {
  /** The box's label: the same words as the API's messages ('Your W-2 wages must not be negative'). */
  label: string;
  /** One line saying what goes in it. */
  hint: string;
  /** Dollars (two decimals) or a whole count. */
  kind: 'money' | 'count';
  /** Shown on a joint return only (and while it still holds a figure, so it can be cleared). */
  jointOnly?: true;
}

/** The form's boxes, in the order they are shown. */
export const householdFieldTexts: Record<HouseholdBox, HouseholdFieldText> = {
  w2Wages: {
    label: 'Your W-2 wages',
    hint: 'Pay from a job for the year, box 1 of your W-2s.',
    kind: 'money',
  },
  w2Withholding: {
    label: 'Tax withheld from your wages',
    hint: 'Federal income tax your employer withheld, box 2 of your W-2s.',
    kind: 'money',
  },
  spouseW2Wages: {
    label: "Your spouse's W-2 wages",
    hint: "Your spouse's pay from a job, box 1 of their W-2s.",
    kind: 'money',
    jointOnly: true,
  },
  spouseW2Withholding: {
    label: "Tax withheld from your spouse's wages",
    hint: "Federal income tax withheld from your spouse's pay, box 2 of their W-2s.",
    kind: 'money',
    jointOnly: true,
  },
  otherIncome: {
    label: 'Other income',
    hint: 'Interest, ordinary dividends, unemployment and other income taxed at ordinary rates.',
    kind: 'money',
  },
  seHealthInsurance: {
    label: 'Health insurance premiums',
    hint: 'What you paid for your own health insurance as a self-employed person (not a business expense).',
    kind: 'money',
  },
  retirementContributions: {
    label: 'Retirement contributions',
    hint: 'What you put into a SEP-IRA or solo 401(k) for the year, within its limit.',
    kind: 'money',
  },
  homeOfficeSqFt: {
    label: 'Home office (square feet)',
    hint: 'Space used only for the business: $5 a square foot, up to 300 square feet.',
    kind: 'count',
  },
  itemizedDeductions: {
    label: 'Itemized deductions',
    hint: 'Mortgage interest, state and local taxes, gifts to charity: the larger of this and the standard deduction is used.',
    kind: 'money',
  },
  childrenUnder17: {
    label: 'Children under 17',
    hint: 'Qualifying children under 17 at the end of the year, for the child tax credit.',
    kind: 'count',
  },
  otherDependents: {
    label: 'Other dependents',
    hint: 'Other people you support who count as dependents, for the $500 credit for other dependents.',
    kind: 'count',
  },
  eitcChildren: {
    label: 'Children for the earned income credit',
    hint: 'Children who lived with you more than half the year: under 19, under 24 if a student, or any age if disabled. Empty counts your children under 17.',
    kind: 'count',
  },
  investmentIncome: {
    label: 'Investment income',
    hint: 'Interest, dividends and capital gains for the year: over the limit there is no earned income credit.',
    kind: 'money',
  },
  stateWithholding: {
    label: 'State tax withheld',
    hint: "State income tax withheld from your wages (and your spouse's on a joint return), box 17 of the W-2s.",
    kind: 'money',
  },
};

export const householdFieldNames = Object.keys(householdFieldTexts) as HouseholdBox[];

/** The checkbox for the earned income credit's age rule. */
export const eitcAgeTexts = {
  label: 'You or your spouse are 25 to 64',
  hint: 'At the end of the year. The earned income credit without a qualifying child needs it.',
  notEligible: 'Not 25 to 64 (earned income credit)',
} as const;

export const householdTexts = {
  title: 'Your household',
  intro: (year: number) =>
    `Your income and deductions besides the gig for ${year}. Leave a box empty for none.`,
  save: 'Save household',
  saving: 'Saving...',
  saved: (year: number) => `Household for ${year} saved.`,
  loading: 'Loading your household...',
  open: 'Enter your household',
  edit: 'Change your household',
  nothingEntered: 'Nothing entered: the estimate counts the gig alone.',
} as const;

/** What is saved for the year, in one line: 'Your W-2 wages $60,000.00; Children under 17: 2'. */
export function householdSummary(profile: TaxProfile, money: (dollars: number) => string): string {
  const entered = householdFieldNames.filter(
    // The EIC's children follow the children under 17 unless the person says otherwise.
    (name) => profile[name] !== 0 && !(name === 'eitcChildren' && profile[name] === profile.childrenUnder17),
  );
  const lines = entered.map((name) => {
    const { label, kind } = householdFieldTexts[name];
    return `${label}: ${kind === 'money' ? money(profile[name]) : profile[name].toLocaleString('en-US')}`;
  });
  if (!profile.eitcAgeEligible) lines.push(eitcAgeTexts.notEligible);
  return lines.length === 0 ? householdTexts.nothingEntered : lines.join('; ');
}

/** '$60,000', '60 000' and '60000' are the same figure: money punctuation is dropped before parsing. */
const withoutMoneyPunctuation = (text: string) => text.replace(/[$€£,\s]/g, '');

/** A figure as it stands in a box: nothing for 0 (empty means none), 1000.5 → '1000.50'. */
export function householdText(value: number): string {
  if (value === 0) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** Empty when the EIC's children are the children under 17 (what an empty box saves, and a new household's
 * figure); else the count, a 0 too: an empty box would count the children under 17 instead. */
const eitcChildrenText = (profile: TaxProfile) =>
  profile.eitcChildren === Math.min(profile.childrenUnder17, MAX_EITC_CHILDREN)
    ? ''
    : String(profile.eitcChildren);

export const householdTextsOf = (profile: TaxProfile): Record<HouseholdBox, string> =>
  Object.fromEntries(
    householdFieldNames.map((name) => [
      name,
      name === 'eitcChildren' ? eitcChildrenText(profile) : householdText(profile[name]),
    ]),
  ) as Record<HouseholdBox, string>;

export const householdOf = (profile: TaxProfile): HouseholdFields => ({
  ...(Object.fromEntries(householdFieldNames.map((name) => [name, profile[name]])) as Record<
    HouseholdBox,
    number
  >),
  eitcAgeEligible: profile.eitcAgeEligible,
});

/**
 * The boxes as typed, checked by the API's own schema (core/tax/tax-api.ts): empty is 0. The rules between boxes
 * (a spouse's wages on a joint return only, withholding within wages, the retirement limit) are the API's.
 */
export function parseHousehold(
  texts: Record<HouseholdBox, string>,
  eitcAgeEligible = true,
): { household: HouseholdFields; errors?: undefined } | { errors: Partial<Record<HouseholdBox, string>> } {
  const household: Partial<HouseholdFields> = { eitcAgeEligible };
  const errors: Partial<Record<HouseholdBox, string>> = {};
  for (const name of householdFieldNames) {
    const cleaned = withoutMoneyPunctuation(texts[name]);
    if (name === 'eitcChildren' && cleaned === '') continue;
    const parsed = householdFieldsSchema.shape[name].safeParse(cleaned === '' ? 0 : cleaned);
    if (parsed.success) household[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? `${householdFieldTexts[name].label} is not valid`;
  }
  return Object.keys(errors).length > 0 ? { errors } : { household: household as HouseholdFields };
}

/** Whether the spouse's boxes are shown: on a joint return, or while they still hold a figure. */
export const showsSpouseFields = (joint: boolean, texts: Record<HouseholdBox, string>) =>
  joint ||
  householdFieldNames.some((name) => householdFieldTexts[name].jointOnly && texts[name].trim() !== '');

/** The threshold of a rule as the law writes it: '$200,000'. */
const dollarsOnly = (dollars: number) => formatUsd(dollars).replace(/\.00$/, '');

/** Wages, a spouse's wages and other income besides the gig. */
export const householdIncomeOf = (estimate: TaxEstimateResponse) =>
  estimate.wages + estimate.spouseWages + estimate.otherIncome;

/** The breakdown's household lines. */
export const householdBreakdownTexts = {
  homeOffice: 'Home office (simplified method)',
  homeOfficeDetail: '$5 a square foot up to 300, at most the profit before it',
  wages: 'Your W-2 wages',
  spouseWages: "Your spouse's W-2 wages",
  otherIncome: 'Other income',
  totalIncome: 'Total income',
  baseLeft: 'Wage base left after your wages',
  baseLeftDetail: (wages: string, year: number, wageBase: number) =>
    `The ${year} wage base of ${dollarsOnly(wageBase)} less your W-2 wages of ${wages}`,
  socialSecurityAfterWages: (year: number) =>
    `12.4 % of net earnings up to what your wages left of the ${year} wage base`,
  additionalMedicareOnWages: 'Additional Medicare Tax on wages',
  additionalMedicareOnSelfEmployment: 'Additional Medicare Tax on self-employment income',
  additionalMedicareDetail: (threshold: number) =>
    `0.9 % above ${dollarsOnly(threshold)}, wages counted first`,
  retirement: 'Retirement contributions (SEP / solo 401(k))',
  retirementDetail: (limit: string) => `At most ${limit} for your net profit this year`,
  seHealth: 'Self-employed health insurance',
  seHealthDetail: (limit: string) =>
    `At most ${limit}: net profit less half of self-employment tax and retirement contributions`,
  itemized: 'Itemized deductions',
  itemizedUsed: (standard: string) => `Used: more than the standard deduction of ${standard}`,
  standardUsed: (itemized: string) => `Used: more than your itemized deductions of ${itemized}`,
  incomeTaxBeforeCredits: 'Income tax before credits',
  childCredits: 'Child tax credit and credit for other dependents',
  childCreditsDetail: (year: number, perChild: number) =>
    `${dollarsOnly(perChild)} for each child under 17 in ${year}, $500 for each other dependent`,
  phaseOut: 'Credit phase-out',
  phaseOutDetail: (threshold: number) =>
    `$50 for each $1,000 (or part of it) of AGI over ${dollarsOnly(threshold)}`,
  creditsUsed: 'Credits used against income tax',
  incomeTaxAfterCredits: 'Income tax after credits',
  withholding: 'Tax withheld from wages',
  additionalMedicareWithheld: 'Additional Medicare Tax withheld',
  refundableCredit: 'Additional child tax credit (refundable)',
  earnedIncomeCredit: 'Earned income credit (refundable)',
  earnedIncomeCreditDetail: (earned: string) =>
    `A credit for working people with low to moderate income, paid even past your tax: figured on earned income of ${earned}`,
  stillToPay: 'Still to pay',
  expectedRefund: 'Expected refund',
  effectiveRateDetail: (household: boolean) =>
    household ? 'Total tax ÷ gross income, wages and other income' : 'Total tax ÷ gross income',
} as const;

/** The quarterly panel's lead line: a quarter of what is still to pay after refundable credits and withholding. */
export function quarterlyLead(estimate: TaxEstimateResponse): string {
  const withheld = estimate.withholding + estimate.additionalMedicareWithheld > 0;
  const credits = estimate.additionalChildTaxCredit + estimate.earnedIncomeCredit > 0;
  if (credits)
    return withheld
      ? 'To pay what is still to pay after refundable credits and withholding:'
      : 'To pay what is still to pay after refundable credits:';
  return withheld ? 'To pay what is still to pay after withholding:' : 'To pay the full estimated tax:';
}

/**
 * When no estimated payments are needed because withholding pays enough (Form 2210: withholding counts as paid
 * in four equal parts), the screen says so; null when estimates are needed or there is no withholding.
 */
export function noEstimatesNeededText(
  estimate: Pick<
    TaxEstimateResponse,
    | 'noEstimatesNeeded'
    | 'withholding'
    | 'additionalMedicareWithheld'
    | 'balanceDue'
    | 'refund'
    | 'additionalChildTaxCredit'
    | 'earnedIncomeCredit'
    | 'safeHarbor'
    | 'year'
  >,
  money: (dollars: number) => string,
): string | null {
  const withheld = estimate.withholding + estimate.additionalMedicareWithheld;
  if (estimate.refund > 0 && estimate.additionalChildTaxCredit + estimate.earnedIncomeCredit > 0)
    return expectedRefundText(estimate.refund, estimate.year, withheld > 0, money);
  if (!estimate.noEstimatesNeeded || withheld === 0) return null;
  if (estimate.balanceDue <= 0)
    return `Your withholding covers all of your ${estimate.year} tax: no estimated payments are needed.`;
  if (estimate.safeHarbor && estimate.safeHarbor.fromEstimates === 0)
    return `Your withholding covers the safe-harbor minimum of ${money(estimate.safeHarbor.requiredAnnual)}: no estimated payments are needed.`;
  return `Your withholding covers all but ${money(estimate.balanceDue)} of your ${estimate.year} tax, less than $1,000: no estimated payments are needed.`;
}

/** When refundable credits (and withholding) pass the tax: the refund, and that nothing need be paid ahead. */
export const expectedRefundText = (
  refund: number,
  year: number,
  withWithholding: boolean,
  money: (dollars: number) => string,
) =>
  `You can expect a refund of ${money(refund)} for ${year}: your refundable credits${withWithholding ? ' and withholding' : ''} pass your tax, so no estimated payments are needed.`;
