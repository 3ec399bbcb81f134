// Ohio's income tax for a full-year resident (Ohio IT 1040 with its Schedule of Adjustments, Schedule of
// Business Income and Schedule of Credits) and its estimated payments (Ohio IT 1040ES). Ohio starts from federal
// AGI, deducts the first $250,000 of business income (the business income deduction), taxes business income above
// it at a flat 3 % and the rest on its nonbusiness schedule. A gig worker whose only income is a Schedule C profit
// under $250,000 owes no Ohio income tax at all. docs/tax-tables.md "Ohio" cites every figure.
import type { CalendarDate } from '../../dates';
import { mulDivHalfUp } from '../cents-math';
import type { TaxEstimate } from '../estimate';
import type { Household } from '../household';
import type { FilingStatus } from '../tables';
import {
  figuresForYear,
  martinLutherKingDay,
  usualInstallments,
  type FiguredState,
  type StateIncomeTax,
  type StateTaxInput,
  type StateTaxStep,
  emancipationDayObserved,
  wholeDollarCents,
} from './state-tax';

/** A row of R.C. 5747.02(A)(3)'s schedule: over `overCents`, `baseCents` plus `ratePpm` of the excess. */
interface NonbusinessRow {
  overCents: number;
  /** As the statute prints it: not the sum of the rows below (2025's $2,394.32 is $18.69 above it). */
  baseCents: number;
  ratePpm: number;
}

/** R.C. 5747.025(A): the exemption per person when modified AGI is at most `modifiedAgiUpToCents`. */
interface ExemptionBand {
  modifiedAgiUpToCents: number;
  amountCents: number;
}

interface OhioFigures {
  source: string;
  /** Taxable nonbusiness income at or below the first row's `overCents` is not taxed at all. */
  nonbusinessSchedule: readonly NonbusinessRow[];
  exemptionBands: readonly ExemptionBand[];
  /** HB 96: no exemptions, and no joint filing credit, from this modified AGI up. */
  modifiedAgiLimitCents: number;
}

// The exemption amounts are R.C. 5747.025's indexed amounts as the 2025 booklet prints them; HB 96 section
// 757.120 bars the Tax Commissioner from indexing them, or the $26,050 threshold, in 2025 or 2026.
const exemptionBands: readonly ExemptionBand[] = [
  { modifiedAgiUpToCents: 40_000_00, amountCents: 2_400_00 },
  { modifiedAgiUpToCents: 80_000_00, amountCents: 2_150_00 },
  { modifiedAgiUpToCents: Infinity, amountCents: 1_900_00 },
];

const figuresByYear: ReadonlyMap<number, OhioFigures> = new Map([
  [
    2025,
    {
      source:
        'Ohio Department of Taxation: 2025 Ohio IT 1040 instructions (income tax brackets, exemptions, Schedule of ' +
        'Business Income, Schedule of Credits); R.C. 5747.02(A)(3)(b) as amended by HB 96',
      nonbusinessSchedule: [
        { overCents: 26_050_00, baseCents: 342_00, ratePpm: 27_500 },
        { overCents: 100_000_00, baseCents: 2_394_32, ratePpm: 31_250 },
      ],
      exemptionBands,
      modifiedAgiLimitCents: 750_000_00,
    },
  ],
  [
    2026,
    {
      source:
        'R.C. 5747.02(A)(3)(c) and 5747.025 as amended by HB 96 (136th General Assembly); exemption amounts held ' +
        'at 2025 by HB 96 section 757.120; the 2026 Ohio IT 1040 is not yet published',
      nonbusinessSchedule: [{ overCents: 26_050_00, baseCents: 332_00, ratePpm: 27_500 }],
      exemptionBands,
      modifiedAgiLimitCents: 500_000_00,
    },
  ],
]);

// R.C. 5747.02(A)(4) and the Schedule of Business Income, lines 12 and 16.
const BUSINESS_INCOME_DEDUCTION_CAP_CENTS = 250_000_00;
const BUSINESS_INCOME_DEDUCTION_CAP_SEPARATE_CENTS = 125_000_00;
const BUSINESS_INCOME_RATE_PPM = 30_000;
// Schedule of Credits line 9 (R.C. 5747.022): $20 an exemption when modified AGI less exemptions is under $30,000.
const EXEMPTION_CREDIT_CENTS = 20_00;
const EXEMPTION_CREDIT_BELOW_CENTS = 30_000_00;
// Schedule of Credits line 12 (R.C. 5747.05(E)): each spouse needs $500 of qualifying income; at most $650.
const JOINT_FILING_QUALIFYING_INCOME_CENTS = 500_00;
const JOINT_FILING_CREDIT_MAX_CENTS = 650_00;
const jointFilingCreditBands: readonly { upToCents: number; percent: number }[] = [
  { upToCents: 25_000_00, percent: 20 },
  { upToCents: 50_000_00, percent: 15 },
  { upToCents: 75_000_00, percent: 10 },
  { upToCents: Infinity, percent: 5 },
];
// R.C. 5747.09(B): a declaration when the estimated tax less withholding is more than $500.
const ESTIMATES_REQUIRED_OVER_CENTS = 500_00;

// wholeDollarCents: "Round all figures to the nearest dollar": under 50 cents down, 50 cents and more up.

/** `baseCents` plus `ratePpm` of `excessCents`, rounded to the dollar in one step (the line, not its parts). */
function wholeDollarsOf(baseCents: number, excessCents: number, ratePpm: number): number {
  const millionthsOfCent = BigInt(baseCents) * 1_000_000n + BigInt(excessCents) * BigInt(ratePpm);
  const perDollar = 100_000_000n;
  return Number((millionthsOfCent * 2n + perDollar) / (perDollar * 2n)) * 100;
}

/**
 * Line 8a: the statute's schedule on taxable nonbusiness income. Ohio prints no tax table: the booklet has the
 * brackets and says to compute. At the first threshold the tax jumps from nothing to the row's base amount.
 */
function nonbusinessTaxOf(taxableNonbusinessCents: number, figures: OhioFigures): number {
  const row = figures.nonbusinessSchedule.findLast(
    (candidate) => taxableNonbusinessCents > candidate.overCents,
  );
  if (!row) return 0;
  return wholeDollarsOf(row.baseCents, taxableNonbusinessCents - row.overCents, row.ratePpm);
}

/**
 * Schedule of Business Income: the Schedule C profit is the business income (the half-SE deduction, SE health
 * insurance and SEP contributions are personal adjustments, not business items: ODT FAQ), at most federal AGI and
 * never below zero (line 11); the deduction is the first $250,000 of it ($125,000 married filing separately; a head
 * of household or qualifying surviving spouse checks the single box) (line 13); the rest (line 14).
 */
function businessIncomeDeductionOf(
  filingStatus: FilingStatus,
  federal: TaxEstimate,
  federalAgiCents: number,
) {
  const businessIncome = wholeDollarCents(federal.netProfitCents); // lines 2 and 10
  const eligible = Math.max(0, Math.min(businessIncome, federalAgiCents)); // line 11
  const cap =
    filingStatus === 'married_separately'
      ? BUSINESS_INCOME_DEDUCTION_CAP_SEPARATE_CENTS
      : BUSINESS_INCOME_DEDUCTION_CAP_CENTS; // line 12
  const deduction = Math.min(eligible, cap); // line 13
  return { businessIncome, deduction, aboveDeduction: eligible - deduction };
}

/** Line 4: the person, the spouse on a joint return, and each dependent. */
const exemptionCountOf = (filingStatus: FilingStatus, household: Household) =>
  (filingStatus === 'married' ? 2 : 1) + household.childrenUnder17 + household.otherDependents;

function exemptionAmountOf(modifiedAgiCents: number, figures: OhioFigures): number {
  if (modifiedAgiCents >= figures.modifiedAgiLimitCents) return 0;
  const band = figures.exemptionBands.find((candidate) => modifiedAgiCents <= candidate.modifiedAgiUpToCents);
  return band ? band.amountCents : 0;
}

/**
 * Schedule of Credits line 12's test: each spouse has $500 of income in Ohio AGI other than interest, dividends,
 * capital gains, rents and royalties, after that spouse's adjustments. The person's are wages and any business
 * income above the deduction (the deducted part is not in Ohio AGI), less the self-employed's federal adjustments;
 * the spouse's are their wages. Other income is not counted: the inputs do not say whose it is or what kind.
 */
function bothSpousesQualify(
  federal: TaxEstimate,
  businessIncomeCents: number,
  deductionCents: number,
): boolean {
  const adjustments =
    federal.halfSelfEmploymentTaxDeductionCents +
    federal.seHealthInsuranceDeductionCents +
    federal.retirementDeductionCents;
  const person = federal.wagesCents + businessIncomeCents - deductionCents - adjustments;
  const spouse = federal.spouseWagesCents;
  return person >= JOINT_FILING_QUALIFYING_INCOME_CENTS && spouse >= JOINT_FILING_QUALIFYING_INCOME_CENTS;
}

/** Line 12: a percent of the tax left after the earlier credits (line 11), by modified AGI less exemptions. */
function jointFilingCreditOf(taxLeftCents: number, modifiedAgiLessExemptionsCents: number): number {
  const band = jointFilingCreditBands.find(
    (candidate) => modifiedAgiLessExemptionsCents <= candidate.upToCents,
  );
  const credit = mulDivHalfUp(taxLeftCents, band ? band.percent : 0, 10_000) * 100;
  return Math.min(credit, JOINT_FILING_CREDIT_MAX_CENTS);
}

/**
 * Ohio IT 1040, lines 1 to 10. Statuses: single, head of household and qualifying surviving spouse check Ohio's
 * "single, head of household or qualifying surviving spouse" box; the married statuses are Ohio's own. No Ohio
 * additions or other deductions are figured (the inputs hold none of the usual ones).
 */
function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const { federal, filingStatus } = input;
  const federalAgi = wholeDollarCents(federal.adjustedGrossIncomeCents); // line 1
  const business = businessIncomeDeductionOf(filingStatus, federal, federalAgi);
  const ohioAgi = federalAgi - business.deduction; // line 3 (line 2b: the deduction)
  const modifiedAgi = ohioAgi + business.deduction; // R.C. 5747.01: Ohio AGI plus the business income deduction
  const exemptionCount = exemptionCountOf(filingStatus, input.household);
  const exemptions = exemptionCount * exemptionAmountOf(modifiedAgi, figures); // line 4
  const taxBase = Math.max(0, ohioAgi - exemptions); // line 5
  // Schedule of Business Income line 15: unused exemptions shelter business income too.
  const taxableBusiness = Math.min(business.aboveDeduction, taxBase); // line 6
  const taxableNonbusiness = Math.max(0, taxBase - taxableBusiness); // line 7
  const nonbusinessTax = nonbusinessTaxOf(taxableNonbusiness, figures); // line 8a
  const businessTax = wholeDollarsOf(0, taxableBusiness, BUSINESS_INCOME_RATE_PPM); // line 8b
  const taxBeforeCredits = nonbusinessTax + businessTax; // line 8c

  const modifiedAgiLessExemptions = modifiedAgi - exemptions;
  const exemptionCredit =
    modifiedAgiLessExemptions < EXEMPTION_CREDIT_BELOW_CENTS
      ? Math.min(taxBeforeCredits, exemptionCount * EXEMPTION_CREDIT_CENTS)
      : 0; // Schedule of Credits line 9
  const taxLeft = taxBeforeCredits - exemptionCredit; // Schedule of Credits line 11
  const jointFilingCredit =
    filingStatus === 'married' &&
    modifiedAgi < figures.modifiedAgiLimitCents &&
    bothSpousesQualify(federal, business.businessIncome, business.deduction)
      ? jointFilingCreditOf(taxLeft, modifiedAgiLessExemptions)
      : 0; // Schedule of Credits line 12
  const credits = exemptionCredit + jointFilingCredit;
  const tax = taxBeforeCredits - credits; // line 10

  const creditSteps: StateTaxStep[] = [
    ...(exemptionCredit > 0 ? [{ label: 'Exemption credit', amountCents: exemptionCredit }] : []),
    ...(jointFilingCredit > 0 ? [{ label: 'Joint filing credit', amountCents: jointFilingCredit }] : []),
  ];
  return {
    year: input.year,
    projected,
    source: figures.source,
    incomeCents: federalAgi,
    deductionsCents: business.deduction + exemptions,
    taxableIncomeCents: taxBase,
    taxBeforeCreditsCents: taxBeforeCredits,
    creditsCents: credits,
    taxCents: tax,
    localTaxCents: 0,
    refundableCredits: [],
    steps: [
      { label: 'Federal adjusted gross income', amountCents: federalAgi },
      { label: 'Business income deduction', amountCents: business.deduction },
      { label: 'Ohio adjusted gross income', amountCents: ohioAgi },
      { label: 'Exemptions', amountCents: exemptions },
      { label: 'Ohio income tax base', amountCents: taxBase },
      { label: 'Taxable business income', amountCents: taxableBusiness },
      { label: 'Taxable nonbusiness income', amountCents: taxableNonbusiness },
      { label: 'Tax on nonbusiness income', amountCents: nonbusinessTax },
      { label: 'Tax on business income at 3 %', amountCents: businessTax },
      ...creditSteps,
      { label: 'Tax after credits', amountCents: tax },
    ],
  };
}

/**
 * R.C. 5747.09(C) and ODT's FAQ: a due date on a weekend or holiday moves to the next business day. Ohio moves its
 * April installment for DC Emancipation Day as the IRS does: the 2023 IT 1040ES voucher 1 was due April 18.
 */
const ohioHolidays = (year: number): ReadonlySet<CalendarDate> =>
  new Set([martinLutherKingDay(year), emancipationDayObserved(year)]);

export const ohio: FiguredState = {
  code: 'OH',
  taxOf,
  estimates: {
    // April 15, June 15, September 15 and January 15, 25 % each (R.C. 5747.09(C) and (D)).
    installments: (year) => usualInstallments(year, ohioHolidays),
    required: ({ taxAfterWithholdingCents }) => taxAfterWithholdingCents > ESTIMATES_REQUIRED_OVER_CENTS,
    underpaymentForm: 'Form IT/SD 2210',
    requiredRule:
      'Ohio asks for estimated payments when you expect to owe more than $500 after withholding and credits.',
    // ODT FAQ and IT/SD 2210: 90 % of this year's tax or 100 % of last year's; no high-income rule.
    safeHarbor: () => ({ thisYearPercent: 90, priorYearPercent: 100 }),
  },
};
