import {
  ADDITIONAL_MEDICARE_THRESHOLD,
  BRACKET_RATES_PERCENT,
  taxTableFor,
  type FilingStatus,
} from './tables';
import { applyBasisPoints, mulDivHalfUp } from './cents-math';
import { estimatedTaxDueDates } from './due-dates';
import { qualifiedTipsDeduction } from './tips';

// docs/tax-tables.md "Self-employment tax" and "Computing the estimate". Rates in basis points.
const NET_EARNINGS_FACTOR = 9_235; // 92.35 %
const SOCIAL_SECURITY_RATE = 1_240; // 12.4 %
const MEDICARE_RATE = 290; // 2.9 %
const ADDITIONAL_MEDICARE_RATE = 90; // 0.9 %
const QBI_RATE = 2_000; // 20 %
const SE_TAX_FLOOR_CENTS = 400_00; // no SE tax when net earnings are under $400
const QBI_MINIMUM_ELIGIBLE_CENTS = 1_000_00;
const SAFE_HARBOR_HIGH_AGI_CENTS = 150_000_00;
const NO_PENALTY_UNDER_CENTS = 1_000_00;

const dollars = (value: number) => value * 100;

export interface TaxInput {
  year: number;
  filingStatus: FilingStatus;
  incomeCents: number;
  /** Every expense, the mileage deduction included. */
  expensesCents: number;
  /** The standard-mileage deduction of the year's trips: a part of expensesCents, shown on its own. */
  mileageDeductionCents?: number | undefined;
  /** Income marked as tips: a part of incomeCents, for the deduction for qualified tips. */
  tipsCents?: number | undefined;
  /** The user's own standard deduction; the year's default when absent. */
  standardDeductionCents?: number | undefined;
  /** Last year's total tax and AGI, for the safe-harbor minimum. */
  priorYear?: { totalTaxCents: number; agiCents: number } | undefined;
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
  quarterlyCents: number;
}

export interface TaxEstimate {
  year: number;
  projected: boolean;
  filingStatus: FilingStatus;
  grossIncomeCents: number;
  expensesCents: number;
  mileageDeductionCents: number;
  netProfitCents: number;
  netEarningsCents: number;
  socialSecurityTaxCents: number;
  medicareTaxCents: number;
  selfEmploymentTaxCents: number;
  additionalMedicareTaxCents: number;
  halfSelfEmploymentTaxDeductionCents: number;
  adjustedGrossIncomeCents: number;
  standardDeductionCents: number;
  defaultStandardDeductionCents: number;
  tipsCents: number;
  /** Schedule 1-A's cap on business tips: net profit less the deductible half of SE tax, never below zero. */
  tipsIncomeLimitCents: number;
  /** Reduces taxable income (income tax), never SE tax. */
  tipsDeductionCents: number;
  /** Why the tips deduction is less than the tips; null when it is not. */
  tipsNote: string | null;
  taxableIncomeBeforeQbiCents: number;
  qbiCents: number;
  qbiDeductionCents: number;
  /** Set when taxable income passes the QBI threshold and the deduction is reduced. */
  qbiNote: string | null;
  taxableIncomeCents: number;
  brackets: BracketLine[];
  incomeTaxCents: number;
  totalTaxCents: number;
  /** Total tax / gross income x 100, one decimal. */
  effectiveRatePercent: number;
  quarterlyPaymentCents: number;
  installments: Installment[];
  safeHarbor: SafeHarbor | null;
  /** docs/tax-tables.md: no penalty when the tax owed is under $1,000. */
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

/** SPEC section 9 / docs/tax-tables.md: the year's federal tax of a sole gig worker, step by step, in cents. */
export function estimateTax(input: TaxInput): TaxEstimate {
  const table = taxTableFor(input.year);
  const status = input.filingStatus;
  const defaultStandardDeductionCents = dollars(table.standardDeduction[status]);
  const standardDeductionCents = Math.max(0, input.standardDeductionCents ?? defaultStandardDeductionCents);

  const netProfitCents = input.incomeCents - input.expensesCents;
  const netEarnings = netProfitCents > 0 ? applyBasisPoints(netProfitCents, NET_EARNINGS_FACTOR) : 0;
  const owesSeTax = netEarnings >= SE_TAX_FLOOR_CENTS;
  const socialSecurity = owesSeTax
    ? applyBasisPoints(Math.min(netEarnings, dollars(table.socialSecurityWageBase)), SOCIAL_SECURITY_RATE)
    : 0;
  const medicare = owesSeTax ? applyBasisPoints(netEarnings, MEDICARE_RATE) : 0;
  const selfEmploymentTax = socialSecurity + medicare;
  const additionalMedicare = owesSeTax
    ? applyBasisPoints(
        Math.max(0, netEarnings - dollars(ADDITIONAL_MEDICARE_THRESHOLD[status])),
        ADDITIONAL_MEDICARE_RATE,
      )
    : 0;
  const halfSeTax = mulDivHalfUp(selfEmploymentTax, 1, 2);

  const agi = netProfitCents - halfSeTax;
  const tipsCents = input.tipsCents ?? 0;
  const tipsIncomeLimit = Math.max(0, netProfitCents - halfSeTax);
  const tips = qualifiedTipsDeduction({
    year: input.year,
    filingStatus: status,
    tipsCents,
    businessNetIncomeCents: tipsIncomeLimit,
    modifiedAgiCents: agi,
  });
  // Schedule 1-A deductions come off taxable income beside the standard deduction, before QBI's 20 % limit.
  const taxableBeforeQbi = Math.max(0, agi - standardDeductionCents - tips.deductionCents);
  const qbi = Math.max(0, netProfitCents - halfSeTax);
  const { deduction: qbiDeduction, note: qbiNote } = qbiDeductionFor(qbi, taxableBeforeQbi, status, table);
  const taxableIncome = taxableBeforeQbi - qbiDeduction;

  const brackets = incomeTaxFromBrackets(taxableIncome, table.bracketTops[status]);
  const incomeTax = brackets.reduce((sum, line) => sum + line.taxCents, 0);
  const totalTax = incomeTax + selfEmploymentTax + additionalMedicare;

  return {
    year: input.year,
    projected: table.projected,
    filingStatus: status,
    grossIncomeCents: input.incomeCents,
    expensesCents: input.expensesCents,
    mileageDeductionCents: input.mileageDeductionCents ?? 0,
    netProfitCents,
    netEarningsCents: netEarnings,
    socialSecurityTaxCents: socialSecurity,
    medicareTaxCents: medicare,
    selfEmploymentTaxCents: selfEmploymentTax,
    additionalMedicareTaxCents: additionalMedicare,
    halfSelfEmploymentTaxDeductionCents: halfSeTax,
    adjustedGrossIncomeCents: agi,
    standardDeductionCents,
    defaultStandardDeductionCents,
    tipsCents,
    tipsIncomeLimitCents: tipsIncomeLimit,
    tipsDeductionCents: tips.deductionCents,
    tipsNote: tips.note,
    taxableIncomeBeforeQbiCents: taxableBeforeQbi,
    qbiCents: qbi,
    qbiDeductionCents: qbiDeduction,
    qbiNote,
    taxableIncomeCents: taxableIncome,
    brackets,
    incomeTaxCents: incomeTax,
    totalTaxCents: totalTax,
    effectiveRatePercent: input.incomeCents > 0 ? mulDivHalfUp(totalTax, 1000, input.incomeCents) / 10 : 0,
    quarterlyPaymentCents: mulDivHalfUp(totalTax, 1, 4),
    installments: installmentsOf(totalTax, input.year),
    safeHarbor: input.priorYear ? safeHarborFor(totalTax, input.priorYear) : null,
    underPenaltyThreshold: totalTax < NO_PENALTY_UNDER_CENTS,
  };
}

/**
 * 26 U.S.C. 199A for a business with no W-2 wages or property: 20 % of QBI, at most 20 % of taxable income;
 * above the threshold the deduction shrinks in step with the phase-in range and is gone past its end.
 */
function qbiDeductionFor(
  qbi: number,
  taxableBeforeQbi: number,
  status: FilingStatus,
  table: ReturnType<typeof taxTableFor>,
): { deduction: number; note: string | null } {
  const joint = status === 'married';
  const threshold = dollars(joint ? table.qbiThreshold.married : table.qbiThreshold.single);
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

/** Four installments of the total, the last taking the odd cents so they add up exactly. */
function installmentsOf(totalTax: number, year: number): Installment[] {
  const parts = quarterParts(totalTax);
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

function safeHarborFor(totalTax: number, priorYear: { totalTaxCents: number; agiCents: number }): SafeHarbor {
  const ninety = mulDivHalfUp(totalTax, 90, 100);
  const priorYearPercent = priorYear.agiCents > SAFE_HARBOR_HIGH_AGI_CENTS ? 110 : 100;
  const prior = mulDivHalfUp(priorYear.totalTaxCents, priorYearPercent, 100);
  const required = Math.min(ninety, prior);
  return {
    ninetyPercentOfThisYearCents: ninety,
    priorYearPercent,
    priorYearCents: prior,
    requiredAnnualCents: required,
    quarterlyCents: mulDivHalfUp(required, 1, 4),
  };
}
