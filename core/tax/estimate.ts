import {
  ADDITIONAL_MEDICARE_THRESHOLD,
  BRACKET_RATES_PERCENT,
  scheduleOf,
  taxTableFor,
  type FilingStatus,
  type TaxYearTable,
} from './tables';
import {
  emptyHousehold,
  HOME_OFFICE_MAX_SQ_FT,
  HOME_OFFICE_RATE_CENTS,
  MAX_EITC_CHILDREN,
  type Household,
} from './household';
import { applyBasisPoints, mulDivHalfUp } from './cents-math';
import { estimatedTaxDueDates } from './due-dates';
import { qualifiedTipsDeduction } from './tips';
import { formatUsd } from '../format';
import { earnedIncomeCredit } from './earned-income-credit';

// docs/tax-tables.md "Self-employment tax" and "Computing the estimate". Rates in basis points.
const NET_EARNINGS_FACTOR = 9_235; // 92.35 %
const SOCIAL_SECURITY_RATE = 1_240; // 12.4 %
const MEDICARE_RATE = 290; // 2.9 %
const ADDITIONAL_MEDICARE_RATE = 90; // 0.9 %
const QBI_RATE = 2_000; // 20 %
const SE_TAX_FLOOR_CENTS = 400_00; // no SE tax when net earnings are under $400
const QBI_MINIMUM_ELIGIBLE_CENTS = 1_000_00;
const SAFE_HARBOR_HIGH_AGI_CENTS = 150_000_00;
const SAFE_HARBOR_HIGH_AGI_SEPARATE_CENTS = 75_000_00;
const NO_PENALTY_UNDER_CENTS = 1_000_00;
// Employers withhold Additional Medicare Tax on an employee's wages over $200,000 whatever the status (Form 8959).
const EMPLOYER_WITHHOLDING_THRESHOLD_CENTS = 200_000_00;
// Pub. 560: a self-employed person's SEP rate is 20 % of net profit less the deductible half of SE tax.
const SEP_RATE = 2_000;
// Schedule 8812 and 26 U.S.C. 24: not indexed.
const OTHER_DEPENDENT_CREDIT_CENTS = 500_00;
const CREDIT_PHASE_OUT_CENTS = 200_000_00;
const JOINT_CREDIT_PHASE_OUT_CENTS = 400_000_00;
const CREDIT_PHASE_OUT_STEP_CENTS = 1_000_00;
const CREDIT_PHASE_OUT_PER_STEP_CENTS = 50_00;
const ACTC_EARNED_INCOME_FLOOR_CENTS = 2_500_00;
const ACTC_RATE = 1_500;
const EMPLOYEE_SOCIAL_SECURITY_RATE = 620;
const EMPLOYEE_MEDICARE_RATE = 145;

const dollars = (value: number) => value * 100;

/** A saved household figure the return cannot take in full: said on the estimate and beside the household form. */
export interface LimitNote {
  field: 'retirementContributions' | 'seHealthInsurance' | 'homeOfficeSqFt';
  note: string;
}

export const limitMessages = {
  retirementByProfit: (saved: string, used: string, year: number) =>
    `Retirement contributions: ${saved} saved, ${used} deducted for ${year}. The deduction is at most 20 % of net profit less the deductible half of self-employment tax.`,
  retirementByYearLimit: (saved: string, used: string, year: number) =>
    `Retirement contributions: ${saved} saved, ${used} deducted for ${year}. ${used} is the year's limit on contributions to a SEP or solo 401(k).`,
  seHealth: (saved: string, used: string) =>
    `Health insurance premiums: ${saved} saved, ${used} deducted. The deduction is at most net profit less half of self-employment tax and retirement contributions.`,
  homeOfficeArea: (sqFt: number) =>
    `Home office: ${sqFt.toLocaleString('en-US')} square feet saved, ${HOME_OFFICE_MAX_SQ_FT} counted. The simplified method stops at ${HOME_OFFICE_MAX_SQ_FT}.`,
  homeOfficeProfit: (full: string, used: string) =>
    `Home office: ${full} at $5 a square foot, ${used} deducted. It is at most the profit before it.`,
} as const;

export interface TaxInput {
  year: number;
  filingStatus: FilingStatus;
  incomeCents: number;
  /**
   * Schedule C line 28 (core/tax/schedule-c.ts): every expense as Schedule C counts it (meals at 50 %), the mileage
   * deduction included.
   */
  expensesCents: number;
  /** The standard-mileage deduction of the year's trips: a part of expensesCents, shown on its own. */
  mileageDeductionCents?: number | undefined;
  /** Income marked as tips: a part of incomeCents, for the deduction for qualified tips. */
  tipsCents?: number | undefined;
  /** The user's own standard deduction; the year's default when absent. */
  standardDeductionCents?: number | undefined;
  /** Last year's total tax and AGI, for the safe-harbor minimum. */
  priorYear?: { totalTaxCents: number; agiCents: number } | undefined;
  /** Wages, withholding, other income, the self-employed's deductions and children; none when absent. */
  household?: Partial<Household> | undefined;
}

export interface BracketLine {
  ratePercent: number;
  /** The part of taxable income taxed at this rate. */
  amountCents: number;
  taxCents: number;
}

export interface Installment {
  quarter: 1 | 2 | 3 | 4;
  dueDate: string;
  amountCents: number;
}

export interface SafeHarbor {
  /** 90 % of this year's total tax. */
  ninetyPercentOfThisYearCents: number;
  /** 100 % of last year's tax, or 110 % when last year's AGI was over $150,000. */
  priorYearPercent: 100 | 110;
  priorYearCents: number;
  /** The lesser of the two: paying this over the year avoids an underpayment penalty. */
  requiredAnnualCents: number;
  /** Withholding (Additional Medicare Tax withheld included), counted as paid in four equal parts on the due dates. */
  withholdingCents: number;
  /** What estimated payments must still bring: the required annual payment less withholding. */
  fromEstimatesCents: number;
  quarterlyCents: number;
}

export interface TaxEstimate {
  year: number;
  projected: boolean;
  filingStatus: FilingStatus;
  grossIncomeCents: number;
  expensesCents: number;
  mileageDeductionCents: number;
  /** The simplified home office: $5 a square foot up to 300, at most the profit before it. */
  homeOfficeDeductionCents: number;
  /** Schedule C line 31: income less expenses less the home office. */
  netProfitCents: number;
  netEarningsCents: number;
  /** The person's own W-2 wages, counted first against the Social Security wage base. */
  socialSecurityWagesCents: number;
  /** What the wages left of the year's wage base: the 12.4 % part of SE tax applies up to it. */
  socialSecurityBaseLeftCents: number;
  socialSecurityTaxCents: number;
  medicareTaxCents: number;
  selfEmploymentTaxCents: number;
  /** Form 8959 Part I: on wages over the status's threshold. */
  additionalMedicareOnWagesCents: number;
  /** Form 8959 Part II: on self-employment income over what the wages left of the threshold. */
  additionalMedicareOnSelfEmploymentCents: number;
  additionalMedicareTaxCents: number;
  halfSelfEmploymentTaxDeductionCents: number;
  /** The person's W-2 wages and, on a joint return, the spouse's. */
  wagesCents: number;
  spouseWagesCents: number;
  otherIncomeCents: number;
  /** Form 1040 line 9: wages, other income and the business's profit (a loss lowers it). */
  totalIncomeCents: number;
  /** SEP limit: 20 % of net profit less the half-SE deduction, at most the year's 415(c) dollar limit. */
  retirementLimitCents: number;
  retirementDeductionCents: number;
  /** Net profit less the half-SE deduction and the retirement deduction (Form 7206). */
  seHealthInsuranceLimitCents: number;
  seHealthInsuranceDeductionCents: number;
  adjustedGrossIncomeCents: number;
  standardDeductionCents: number;
  defaultStandardDeductionCents: number;
  itemizedDeductionsCents: number;
  /** Which deduction is used: the larger of the two. */
  deductionKind: 'standard' | 'itemized';
  deductionCents: number;
  tipsCents: number;
  /** Schedule 1-A's cap on business tips: net profit less the deductible half of SE tax, never below zero. */
  tipsIncomeLimitCents: number;
  /** Reduces taxable income (income tax), never SE tax. */
  tipsDeductionCents: number;
  /** Why the tips deduction is less than the tips; null when it is not. */
  tipsNote: string | null;
  /** Each saved figure the return takes less of than was saved, and why. */
  limitNotes: LimitNote[];
  taxableIncomeBeforeQbiCents: number;
  qbiCents: number;
  qbiDeductionCents: number;
  /** Set when taxable income passes the QBI threshold and the deduction is reduced. */
  qbiNote: string | null;
  taxableIncomeCents: number;
  brackets: BracketLine[];
  incomeTaxBeforeCreditsCents: number;
  /** Child tax credit and credit for other dependents after their phase-out. */
  childCreditsCents: number;
  childCreditsPhaseOutCents: number;
  /** The part of the credits income tax can use. */
  nonrefundableCreditsCents: number;
  /** The refundable additional child tax credit: paid even past the income tax. */
  additionalChildTaxCreditCents: number;
  /** The EIC's earned income: wages and the business's profit less the deductible half of SE tax. */
  eicEarnedIncomeCents: number;
  /** The earned income credit (Form 1040 line 27): refundable, paid even past all the tax. */
  earnedIncomeCreditCents: number;
  /** Why there is no earned income credit, or what it assumes; null when it needs no word. */
  earnedIncomeCreditNote: string | null;
  /** Income tax after the non-refundable credits. */
  incomeTaxCents: number;
  /** Form 1040 line 24: income tax after credits, SE tax and Additional Medicare Tax. */
  totalTaxCents: number;
  /** Federal income tax withheld from wages (the person's and, joint, the spouse's). */
  withholdingCents: number;
  additionalMedicareWithheldCents: number;
  /** Total tax less withholding and refundable credits: what is still to pay (negative: a refund). */
  balanceDueCents: number;
  /** What comes back when withholding and refundable credits pass the tax; 0 when tax is owed. */
  refundCents: number;
  /** Total tax / gross income x 100, one decimal. */
  effectiveRatePercent: number;
  quarterlyPaymentCents: number;
  installments: Installment[];
  safeHarbor: SafeHarbor | null;
  /** Withholding already covers the safe harbor, or what is left is under $1,000: no estimated payments needed. */
  noEstimatesNeeded: boolean;
  /** docs/tax-tables.md: no penalty when the tax owed after withholding and credits is under $1,000. */
  underPenaltyThreshold: boolean;
}

/** Tax from the rate schedule, to the cent. */
export function incomeTaxFromBrackets(taxableCents: number, bracketTops: readonly number[]): BracketLine[] {
  const lines: BracketLine[] = [];
  let lower = 0;
  BRACKET_RATES_PERCENT.forEach((ratePercent, index) => {
    const top = bracketTops[index] === undefined ? Infinity : dollars(bracketTops[index]);
    const amountCents = Math.max(0, Math.min(taxableCents, top) - lower);
    if (amountCents > 0)
      lines.push({ ratePercent, amountCents, taxCents: mulDivHalfUp(amountCents, ratePercent, 100) });
    lower = top;
  });
  return lines;
}

/**
 * Schedule C line 30 by the simplified method (Rev. Proc. 2013-13; Form 8829 instructions): $5 a square foot up to
 * 300, at most the profit before it (line 29), never below zero. Schedule C (core/tax/schedule-c.ts) and the
 * estimate both take it from here.
 */
export const simplifiedHomeOfficeCents = (sqFt: number, profitBeforeHomeOfficeCents: number): number =>
  Math.min(
    Math.min(sqFt, HOME_OFFICE_MAX_SQ_FT) * HOME_OFFICE_RATE_CENTS,
    Math.max(0, profitBeforeHomeOfficeCents),
  );

/**
 * The year's federal tax of a gig worker's household, step by step, in cents: the business (Schedule C, SE
 * tax), the whole return's income tax (wages, other income, the self-employed's adjustments, the deduction,
 * QBI, credits), Additional Medicare Tax, and what withholding already pays. The steps and their figures are
 * in docs/tax-tables.md ("Computing the estimate").
 */
export function estimateTax(input: TaxInput): TaxEstimate {
  const table = taxTableFor(input.year);
  const status = input.filingStatus;
  const schedule = scheduleOf(status);
  // Children under 17 nearly always qualify for the EIC too: they count for it unless the household says otherwise.
  const household = {
    ...emptyHousehold,
    eitcChildren: Math.min(input.household?.childrenUnder17 ?? 0, MAX_EITC_CHILDREN),
    ...input.household,
  };
  const joint = status === 'married';
  const spouseWages = joint ? household.spouseW2WagesCents : 0;
  const spouseWithholding = joint ? household.spouseW2WithholdingCents : 0;
  const wages = household.w2WagesCents + spouseWages;

  // Schedule C: the simplified home office comes off the profit it may not exceed (Form 8829 instructions).
  const profitBeforeHomeOffice = input.incomeCents - input.expensesCents;
  const homeOffice = simplifiedHomeOfficeCents(household.homeOfficeSqFt, profitBeforeHomeOffice);
  const netProfitCents = profitBeforeHomeOffice - homeOffice;

  const se = selfEmploymentTaxOf(netProfitCents, household.w2WagesCents, table.socialSecurityWageBase);
  const additionalMedicare = additionalMedicareOf(
    status,
    se.netEarnings,
    se.owesSeTax,
    household,
    spouseWages,
  );
  const halfSeTax = mulDivHalfUp(se.selfEmploymentTax, 1, 2);

  // Schedule 1 lines 16 and 17: the retirement contribution first, then health insurance within what is left.
  const profitAfterHalfSe = Math.max(0, netProfitCents - halfSeTax);
  const retirementLimit = Math.min(
    applyBasisPoints(profitAfterHalfSe, SEP_RATE),
    dollars(table.annualAdditionsLimit),
  );
  const retirementDeduction = Math.min(household.retirementContributionsCents, retirementLimit);
  const seHealthLimit = Math.max(0, profitAfterHalfSe - retirementDeduction);
  const seHealthDeduction = Math.min(household.seHealthInsuranceCents, seHealthLimit);

  const totalIncome = wages + household.otherIncomeCents + netProfitCents;
  const adjustments = halfSeTax + seHealthDeduction + retirementDeduction;
  const agi = totalIncome - adjustments;

  const defaultStandardDeductionCents = dollars(table.standardDeduction[schedule]);
  const standardDeductionCents = Math.max(0, input.standardDeductionCents ?? defaultStandardDeductionCents);
  const itemized = household.itemizedDeductionsCents > standardDeductionCents;
  const deductionCents = itemized ? household.itemizedDeductionsCents : standardDeductionCents;

  const tipsCents = input.tipsCents ?? 0;
  const tipsIncomeLimit = profitAfterHalfSe;
  const tips = qualifiedTipsDeduction({
    year: input.year,
    filingStatus: status,
    tipsCents,
    businessNetIncomeCents: tipsIncomeLimit,
    modifiedAgiCents: agi,
  });
  // Schedule 1-A deductions come off taxable income beside the standard deduction, before QBI's 20 % limit.
  const taxableBeforeQbi = Math.max(0, agi - deductionCents - tips.deductionCents);
  // The business's qualified income: its profit less the deductions that come from it (Form 8995 instructions).
  const qbi = Math.max(0, netProfitCents - halfSeTax - seHealthDeduction - retirementDeduction);
  const { deduction: qbiDeduction, note: qbiNote } = qbiDeductionFor(qbi, taxableBeforeQbi, status, table);
  const taxableIncome = taxableBeforeQbi - qbiDeduction;

  const brackets = incomeTaxFromBrackets(taxableIncome, table.bracketTops[schedule]);
  const incomeTaxBeforeCredits = brackets.reduce((sum, line) => sum + line.taxCents, 0);
  // Earned income for the EIC and Schedule 8812 alike: a business loss lowers it.
  const earnedIncome = Math.max(0, wages + netProfitCents - halfSeTax);
  const eic = earnedIncomeCredit({
    figures: table.earnedIncomeCredit,
    status,
    qualifyingChildren: household.eitcChildren,
    earnedIncomeCents: earnedIncome,
    agiCents: agi,
    investmentIncomeCents: household.investmentIncomeCents,
    ageEligible: household.eitcAgeEligible,
  });
  const credits = childCreditsOf({
    table,
    status,
    household,
    agi,
    incomeTax: incomeTaxBeforeCredits,
    earnedIncome,
    earnedIncomeCredit: eic.creditCents,
    wagesByPerson: [household.w2WagesCents, spouseWages],
    selfEmploymentTax: se.selfEmploymentTax,
    additionalMedicare,
    socialSecurityWageBase: dollars(table.socialSecurityWageBase),
  });
  const incomeTax = incomeTaxBeforeCredits - credits.nonrefundable;
  const totalTax = incomeTax + se.selfEmploymentTax + additionalMedicare.total;

  const withholding = household.w2WithholdingCents + spouseWithholding;
  const paidAlready = withholding + additionalMedicare.withheld;
  const refundableCredits = credits.refundable + eic.creditCents;
  const balanceDue = totalTax - paidAlready - refundableCredits;
  const stillToPay = Math.max(0, balanceDue);
  // Form 2210 line 1-3: this year's tax for the safe harbor is the tax less the refundable credits.
  const safeHarbor = input.priorYear
    ? safeHarborFor(totalTax - refundableCredits, input.priorYear, status, paidAlready)
    : null;
  const householdGross = input.incomeCents + wages + household.otherIncomeCents;

  return {
    year: input.year,
    projected: table.projected,
    filingStatus: status,
    grossIncomeCents: input.incomeCents,
    expensesCents: input.expensesCents,
    mileageDeductionCents: input.mileageDeductionCents ?? 0,
    homeOfficeDeductionCents: homeOffice,
    netProfitCents,
    netEarningsCents: se.netEarnings,
    socialSecurityWagesCents: household.w2WagesCents,
    socialSecurityBaseLeftCents: se.baseLeft,
    socialSecurityTaxCents: se.socialSecurity,
    medicareTaxCents: se.medicare,
    selfEmploymentTaxCents: se.selfEmploymentTax,
    additionalMedicareOnWagesCents: additionalMedicare.onWages,
    additionalMedicareOnSelfEmploymentCents: additionalMedicare.onSelfEmployment,
    additionalMedicareTaxCents: additionalMedicare.total,
    halfSelfEmploymentTaxDeductionCents: halfSeTax,
    wagesCents: household.w2WagesCents,
    spouseWagesCents: spouseWages,
    otherIncomeCents: household.otherIncomeCents,
    totalIncomeCents: totalIncome,
    retirementLimitCents: retirementLimit,
    retirementDeductionCents: retirementDeduction,
    seHealthInsuranceLimitCents: seHealthLimit,
    seHealthInsuranceDeductionCents: seHealthDeduction,
    adjustedGrossIncomeCents: agi,
    standardDeductionCents,
    defaultStandardDeductionCents,
    itemizedDeductionsCents: household.itemizedDeductionsCents,
    deductionKind: itemized ? 'itemized' : 'standard',
    deductionCents,
    tipsCents,
    tipsIncomeLimitCents: tipsIncomeLimit,
    tipsDeductionCents: tips.deductionCents,
    tipsNote: tips.note,
    limitNotes: limitNotesOf(household, {
      year: input.year,
      homeOffice,
      retirementDeduction,
      retirementByYearLimit: retirementLimit === dollars(table.annualAdditionsLimit),
      seHealthDeduction,
    }),
    taxableIncomeBeforeQbiCents: taxableBeforeQbi,
    qbiCents: qbi,
    qbiDeductionCents: qbiDeduction,
    qbiNote,
    taxableIncomeCents: taxableIncome,
    brackets,
    incomeTaxBeforeCreditsCents: incomeTaxBeforeCredits,
    childCreditsCents: credits.allowed,
    childCreditsPhaseOutCents: credits.phaseOut,
    nonrefundableCreditsCents: credits.nonrefundable,
    additionalChildTaxCreditCents: credits.refundable,
    eicEarnedIncomeCents: earnedIncome,
    earnedIncomeCreditCents: eic.creditCents,
    earnedIncomeCreditNote: eic.note,
    incomeTaxCents: incomeTax,
    totalTaxCents: totalTax,
    withholdingCents: withholding,
    additionalMedicareWithheldCents: additionalMedicare.withheld,
    balanceDueCents: balanceDue,
    refundCents: Math.max(0, -balanceDue),
    effectiveRatePercent: householdGross > 0 ? mulDivHalfUp(totalTax, 1000, householdGross) / 10 : 0,
    quarterlyPaymentCents: mulDivHalfUp(stillToPay, 1, 4),
    installments: installmentsOf(stillToPay, input.year),
    safeHarbor,
    noEstimatesNeeded:
      stillToPay < NO_PENALTY_UNDER_CENTS || (safeHarbor !== null && safeHarbor.fromEstimatesCents === 0),
    underPenaltyThreshold: stillToPay < NO_PENALTY_UNDER_CENTS,
  };
}

/** The saved figures the return limits: what was saved, what is used, and why. */
function limitNotesOf(
  household: Household,
  used: {
    year: number;
    homeOffice: number;
    retirementDeduction: number;
    /** The year's dollar limit bound the retirement deduction, not the share of profit. */
    retirementByYearLimit: boolean;
    seHealthDeduction: number;
  },
): LimitNote[] {
  const notes: LimitNote[] = [];
  const usd = (cents: number) => formatUsd(cents / 100);
  if (household.homeOfficeSqFt > HOME_OFFICE_MAX_SQ_FT)
    notes.push({ field: 'homeOfficeSqFt', note: limitMessages.homeOfficeArea(household.homeOfficeSqFt) });
  const fullHomeOffice = Math.min(household.homeOfficeSqFt, HOME_OFFICE_MAX_SQ_FT) * HOME_OFFICE_RATE_CENTS;
  if (used.homeOffice < fullHomeOffice)
    notes.push({
      field: 'homeOfficeSqFt',
      note: limitMessages.homeOfficeProfit(usd(fullHomeOffice), usd(used.homeOffice)),
    });
  if (used.retirementDeduction < household.retirementContributionsCents)
    notes.push({
      field: 'retirementContributions',
      note: (used.retirementByYearLimit
        ? limitMessages.retirementByYearLimit
        : limitMessages.retirementByProfit)(
        usd(household.retirementContributionsCents),
        usd(used.retirementDeduction),
        used.year,
      ),
    });
  if (used.seHealthDeduction < household.seHealthInsuranceCents)
    notes.push({
      field: 'seHealthInsurance',
      note: limitMessages.seHealth(usd(household.seHealthInsuranceCents), usd(used.seHealthDeduction)),
    });
  return notes;
}

/** Schedule SE: the 12.4 % part only on what the person's own W-2 wages left of the year's wage base. */
function selfEmploymentTaxOf(netProfitCents: number, ownWagesCents: number, wageBase: number) {
  const netEarnings = netProfitCents > 0 ? applyBasisPoints(netProfitCents, NET_EARNINGS_FACTOR) : 0;
  const owesSeTax = netEarnings >= SE_TAX_FLOOR_CENTS;
  const baseLeft = Math.max(0, dollars(wageBase) - ownWagesCents);
  const socialSecurity = owesSeTax
    ? applyBasisPoints(Math.min(netEarnings, baseLeft), SOCIAL_SECURITY_RATE)
    : 0;
  const medicare = owesSeTax ? applyBasisPoints(netEarnings, MEDICARE_RATE) : 0;
  return {
    netEarnings,
    owesSeTax,
    baseLeft,
    socialSecurity,
    medicare,
    selfEmploymentTax: socialSecurity + medicare,
  };
}

/**
 * Form 8959: 0.9 % of Medicare wages over the status's threshold (a joint return's wages together) and of
 * self-employment income over what the wages left of it; and what employers withheld, 0.9 % of each person's
 * wages over $200,000 (Part V), which counts as paid.
 */
function additionalMedicareOf(
  status: FilingStatus,
  netEarnings: number,
  owesSeTax: boolean,
  household: Household,
  spouseWages: number,
) {
  const threshold = dollars(ADDITIONAL_MEDICARE_THRESHOLD[status]);
  const wages = household.w2WagesCents + spouseWages;
  const onWages = applyBasisPoints(Math.max(0, wages - threshold), ADDITIONAL_MEDICARE_RATE);
  const thresholdLeft = Math.max(0, threshold - wages);
  const onSelfEmployment = owesSeTax
    ? applyBasisPoints(Math.max(0, netEarnings - thresholdLeft), ADDITIONAL_MEDICARE_RATE)
    : 0;
  const withheld = [household.w2WagesCents, spouseWages].reduce(
    (sum, personWages) =>
      sum +
      applyBasisPoints(
        Math.max(0, personWages - EMPLOYER_WITHHOLDING_THRESHOLD_CENTS),
        ADDITIONAL_MEDICARE_RATE,
      ),
    0,
  );
  return { onWages, onSelfEmployment, total: onWages + onSelfEmployment, withheld };
}

interface ChildCreditInput {
  table: TaxYearTable;
  status: FilingStatus;
  household: Household;
  agi: number;
  incomeTax: number;
  earnedIncome: number;
  /** Form 1040 line 27: Schedule 8812 line 24 takes it off the taxes paid. */
  earnedIncomeCredit: number;
  wagesByPerson: number[];
  selfEmploymentTax: number;
  additionalMedicare: { withheld: number };
  socialSecurityWageBase: number;
}

/**
 * Schedule 8812: the child tax credit and the credit for other dependents, less $50 for each $1,000 (or part of
 * it) of modified AGI over $200,000 ($400,000 joint); the part income tax cannot use is refundable up to the year's
 * figure per child and 15 % of earned income over $2,500 (or, with three or more children, the Social Security and
 * Medicare taxes paid, when more).
 */
function childCreditsOf(input: ChildCreditInput) {
  const { table, household } = input;
  const tentative =
    household.childrenUnder17 * dollars(table.childTaxCredit) +
    household.otherDependents * OTHER_DEPENDENT_CREDIT_CENTS;
  const threshold = input.status === 'married' ? JOINT_CREDIT_PHASE_OUT_CENTS : CREDIT_PHASE_OUT_CENTS;
  const excess = Math.max(0, input.agi - threshold);
  const phaseOut = Math.ceil(excess / CREDIT_PHASE_OUT_STEP_CENTS) * CREDIT_PHASE_OUT_PER_STEP_CENTS;
  const allowed = Math.max(0, tentative - phaseOut);
  const nonrefundable = Math.min(allowed, input.incomeTax);
  if (household.childrenUnder17 === 0) return { allowed, phaseOut, nonrefundable, refundable: 0 };

  const unused = Math.min(
    allowed - nonrefundable,
    household.childrenUnder17 * dollars(table.refundableChildTaxCredit),
  );
  const byEarnedIncome = applyBasisPoints(
    Math.max(0, input.earnedIncome - ACTC_EARNED_INCOME_FLOOR_CENTS),
    ACTC_RATE,
  );
  let byTaxesPaid = 0;
  if (household.childrenUnder17 >= 3) {
    // Lines 21-25: employee Social Security, Medicare and Additional Medicare Tax withheld, and the deductible
    // half of SE tax (Schedule 1 line 15), less the earned income credit (line 24).
    const withheld = input.wagesByPerson.reduce(
      (sum, wages) =>
        sum +
        applyBasisPoints(Math.min(wages, input.socialSecurityWageBase), EMPLOYEE_SOCIAL_SECURITY_RATE) +
        applyBasisPoints(wages, EMPLOYEE_MEDICARE_RATE),
      0,
    );
    const taxesPaid =
      withheld + input.additionalMedicare.withheld + mulDivHalfUp(input.selfEmploymentTax, 1, 2);
    byTaxesPaid = Math.max(0, taxesPaid - input.earnedIncomeCredit);
  }
  const refundable = Math.min(unused, Math.max(byEarnedIncome, byTaxesPaid));
  return { allowed, phaseOut, nonrefundable, refundable };
}

/**
 * 26 U.S.C. 199A for a business with no W-2 wages or property: 20 % of QBI, at most 20 % of taxable income;
 * above the threshold the deduction shrinks in step with the phase-in range and is gone past its end.
 */
function qbiDeductionFor(
  qbi: number,
  taxableBeforeQbi: number,
  status: FilingStatus,
  table: TaxYearTable,
): { deduction: number; note: string | null } {
  // 199A(e)(2): joint returns have their own threshold and range, and married filing separately its own threshold;
  // every other return (a qualifying surviving spouse's included: not a joint return) the single one.
  const joint = status === 'married';
  const threshold = dollars(
    joint
      ? table.qbiThreshold.married
      : status === 'married_separately'
        ? table.qbiThreshold.married_separately
        : table.qbiThreshold.single,
  );
  const range = dollars(joint ? table.qbiPhaseInRange.married : table.qbiPhaseInRange.single);
  let tentative = applyBasisPoints(qbi, QBI_RATE);
  let note: string | null = null;
  if (taxableBeforeQbi > threshold) {
    const excess = Math.min(range, taxableBeforeQbi - threshold);
    tentative -= mulDivHalfUp(tentative, excess, range);
    note =
      `Your taxable income is above $${(threshold / 100).toLocaleString('en-US')}, so the QBI deduction is ` +
      `reduced for a business without W-2 wages, and it is gone above $${((threshold + range) / 100).toLocaleString('en-US')}.`;
  }
  let deduction = Math.min(tentative, applyBasisPoints(taxableBeforeQbi, QBI_RATE));
  const minimum = dollars(table.qbiMinimumDeduction);
  if (minimum > 0 && qbi >= QBI_MINIMUM_ELIGIBLE_CENTS) deduction = Math.max(deduction, minimum);
  return { deduction: Math.min(deduction, taxableBeforeQbi), note };
}

/** Four installments of what is still to pay, the last taking the odd cents so they add up exactly. */
function installmentsOf(stillToPay: number, year: number): Installment[] {
  const parts = quarterParts(stillToPay);
  return estimatedTaxDueDates(year).map((due, index) => ({
    quarter: due.quarter,
    dueDate: due.date,
    amountCents: parts[index]!,
  }));
}

/** Four quarters of an annual figure, the last taking the odd cents so they add up exactly. */
export function quarterParts(annualCents: number): [number, number, number, number] {
  const part = mulDivHalfUp(annualCents, 1, 4);
  return [part, part, part, annualCents - 3 * part];
}

function safeHarborFor(
  thisYearTax: number,
  priorYear: { totalTaxCents: number; agiCents: number },
  status: FilingStatus,
  paidByWithholding: number,
): SafeHarbor {
  const ninety = mulDivHalfUp(Math.max(0, thisYearTax), 90, 100);
  const highAgi =
    status === 'married_separately' ? SAFE_HARBOR_HIGH_AGI_SEPARATE_CENTS : SAFE_HARBOR_HIGH_AGI_CENTS;
  const priorYearPercent = priorYear.agiCents > highAgi ? 110 : 100;
  const prior = mulDivHalfUp(priorYear.totalTaxCents, priorYearPercent, 100);
  const required = Math.min(ninety, prior);
  const fromEstimates = Math.max(0, required - paidByWithholding);
  return {
    ninetyPercentOfThisYearCents: ninety,
    priorYearPercent,
    priorYearCents: prior,
    requiredAnnualCents: required,
    withholdingCents: paidByWithholding,
    fromEstimatesCents: fromEstimates,
    quarterlyCents: mulDivHalfUp(fromEstimates, 1, 4),
  };
}
