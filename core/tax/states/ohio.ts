// Ohio's income tax for a full-year resident (Ohio IT 1040 with its Schedule of Adjustments, Schedule of
// Business Income and Schedule of Credits) and its estimated payments (Ohio IT 1040ES). Ohio starts from federal
// AGI, deducts the first $250,000 of business income (the business income deduction), taxes business income above
// it at a flat 3 % and the rest on its nonbusiness schedule. A gig worker whose only income is a Schedule C profit
// under $250,000 owes no Ohio income tax at all. docs/tax-tables.md "Ohio" cites every figure.
import { mulDivHalfUp } from '../cents-math';
import type { TaxEstimate } from '../estimate';
import type { FilingStatus } from '../tables';
import {
  amountForStatus,
  exemptionCountOf,
  federalAgiOnForm,
  flatSafeHarbor,
  flatTaxInWholeDollars,
  holidays,
  scheduleTaxInWholeDollars,
  stateIncomeTaxOf,
  step,
  stepIfAny,
  whenOwingMoreThan,
  wholeDollarCents,
  type RateSchedule,
} from './state-rules';
import { emancipationDayObserved, figuresForYear, martinLutherKingDay, usualInstallments } from './state-tax';
import type { FiguredState, StateIncomeTax, StateTaxInput } from './state-tax';

/** R.C. 5747.025(A): the exemption per person when modified AGI is at most `modifiedAgiUpToCents`. */
interface ExemptionBand {
  modifiedAgiUpToCents: number;
  amountCents: number;
}

interface OhioFigures {
  source: string;
  /**
   * R.C. 5747.02(A)(3)'s schedule. Taxable nonbusiness income at or below the first row's `overCents` is not taxed at
   * all. Each base is as the statute prints it: not the sum of the rows below (2025's $2,394.32 is $18.69 above it).
   */
  nonbusinessSchedule: RateSchedule;
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
const BUSINESS_INCOME_DEDUCTION_CAP = { cents: 250_000_00, separateCents: 125_000_00 };
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

// "Round all figures to the nearest dollar": under 50 cents down, 50 cents and more up; each tax line is rounded in
// one step (the line, not its parts).

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
  const cap = amountForStatus(BUSINESS_INCOME_DEDUCTION_CAP, filingStatus); // line 12
  const deduction = Math.min(eligible, cap); // line 13
  return { businessIncome, deduction, aboveDeduction: eligible - deduction };
}

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
  const federalAgi = federalAgiOnForm(federal); // line 1
  const business = businessIncomeDeductionOf(filingStatus, federal, federalAgi);
  const ohioAgi = federalAgi - business.deduction; // line 3 (line 2b: the deduction)
  const modifiedAgi = ohioAgi + business.deduction; // R.C. 5747.01: Ohio AGI plus the business income deduction
  // The person, the spouse on a joint return, and each dependent.
  const exemptionCount = exemptionCountOf(filingStatus, input.household);
  const exemptions = exemptionCount * exemptionAmountOf(modifiedAgi, figures); // line 4
  const taxBase = Math.max(0, ohioAgi - exemptions); // line 5
  // Schedule of Business Income line 15: unused exemptions shelter business income too.
  const taxableBusiness = Math.min(business.aboveDeduction, taxBase); // line 6
  const taxableNonbusiness = Math.max(0, taxBase - taxableBusiness); // line 7
  // Line 8a: the statute's schedule. Ohio prints no tax table: the booklet has the brackets and says to compute. At
  // the first threshold the tax jumps from nothing to the row's base amount.
  const nonbusinessTax = scheduleTaxInWholeDollars(taxableNonbusiness, figures.nonbusinessSchedule);
  const businessTax = flatTaxInWholeDollars(taxableBusiness, BUSINESS_INCOME_RATE_PPM); // line 8b
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

  return stateIncomeTaxOf(
    { year: input.year, projected, source: figures.source },
    {
      incomeCents: federalAgi,
      deductionsCents: business.deduction + exemptions,
      taxableIncomeCents: taxBase,
      taxBeforeCreditsCents: taxBeforeCredits,
      creditsCents: credits,
      steps: [
        step('Federal adjusted gross income', federalAgi),
        step('Business income deduction', business.deduction),
        step('Ohio adjusted gross income', ohioAgi),
        step('Exemptions', exemptions),
        step('Ohio income tax base', taxBase),
        step('Taxable business income', taxableBusiness),
        step('Taxable nonbusiness income', taxableNonbusiness),
        step('Tax on nonbusiness income', nonbusinessTax),
        step('Tax on business income at 3 %', businessTax),
        ...stepIfAny('Exemption credit', exemptionCredit),
        ...stepIfAny('Joint filing credit', jointFilingCredit),
        step('Tax after credits', tax),
      ],
    },
  );
}

/**
 * R.C. 5747.09(C) and ODT's FAQ: a due date on a weekend or holiday moves to the next business day. Ohio moves its
 * April installment for DC Emancipation Day as the IRS does: the 2023 IT 1040ES voucher 1 was due April 18.
 */
const ohioHolidays = holidays(martinLutherKingDay, emancipationDayObserved);

export const ohio: FiguredState = {
  code: 'OH',
  taxOf,
  estimates: {
    // April 15, June 15, September 15 and January 15, 25 % each (R.C. 5747.09(C) and (D)).
    installments: (year) => usualInstallments(year, ohioHolidays),
    ...whenOwingMoreThan('Ohio', ESTIMATES_REQUIRED_OVER_CENTS),
    underpaymentForm: 'Form IT/SD 2210',
    // ODT FAQ and IT/SD 2210: 90 % of this year's tax or 100 % of last year's; no high-income rule.
    safeHarbor: flatSafeHarbor(90, 100),
  },
};
