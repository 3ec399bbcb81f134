// The state part of a year's estimate: the state's income tax (figured in full for the ten states GigTally knows, at
// the person's own flat rate elsewhere, nothing where the state has no income tax), the state's withholding, its
// installments and safe harbor; and beside it, never inside it, a local income tax at the person's own rate, which
// the locality collects on its own return and its own quarterly payments.
import { mulDivHalfUp } from '../cents-math';
import type { TaxEstimate } from '../estimate';
import type { Household } from '../household';
import type { FilingStatus } from '../tables';
import { figuredStateOf } from './figured-states';
import { stateNames, stateTaxCoverage, type StateCode, type StateTaxCoverage } from './state-codes';
import {
  FIRST_STATE_TAX_YEAR,
  percentOfPpm,
  taxAtFlatRate,
  usualInstallments,
  type FiguredState,
  type StateInstallmentDate,
  type StateTaxStep,
} from './state-tax';

/** The person's state settings (the tax profile's). Rates in parts per million: 1 % is 10,000. */
export interface StateProfile {
  state: StateCode;
  /** New York only. */
  nycResident: boolean;
  /** Where GigTally does not figure the state: the person's own flat rate on federal AGI; null when not entered. */
  ownStateRatePpm: number | null;
  /** A local income tax (an Ohio city, a Pennsylvania locality) on earned income; null when none. */
  localRatePpm: number | null;
}

export interface StateEstimateInput {
  year: number;
  filingStatus: FilingStatus;
  federal: TaxEstimate;
  household: Household;
  profile: StateProfile;
  /** State income tax withheld from the household's wages this year. */
  withholdingCents: number;
  /** Last year's state income tax (New York City's included, not a local tax), for the safe harbor; null when not
   * saved. */
  priorYearTaxCents: number | null;
  priorYearAgiCents: number | null;
}

export interface StateInstallment extends StateInstallmentDate {
  amountCents: number;
}

export interface StateSafeHarbor {
  thisYearPercent: number;
  thisYearCents: number;
  /** Null when the state closes the prior-year option (California at $1,000,000 of AGI). */
  priorYearPercent: number | null;
  priorYearCents: number | null;
  /** The smaller of the two: paying it over the year avoids the state's underpayment penalty. */
  requiredAnnualCents: number;
  withholdingCents: number;
  fromEstimatesCents: number;
}

export interface StateEstimate {
  code: StateCode;
  name: string;
  coverage: StateTaxCoverage;
  /** One plain sentence for the screen: what GigTally did for this state. */
  summary: string;
  year: number;
  projected: boolean;
  source: string | null;
  /** The person's own flat rate where GigTally does not figure the state, as a percent; null otherwise. */
  ownRatePercent: number | null;
  /** The state's figures; null where the state is not figured and no rate of one's own is entered. */
  incomeCents: number | null;
  deductionsCents: number | null;
  taxableIncomeCents: number | null;
  taxBeforeCreditsCents: number | null;
  creditsCents: number | null;
  /** The state's income tax after credits; 0 where there is none; null where it is not known. */
  stateTaxCents: number | null;
  /** New York City's resident tax after its household credit, for New York City residents. */
  cityTaxCents: number;
  /** The local tax's rate, and the tax (the same as `local`'s), kept flat for the API's older readers. */
  localRatePercent: number | null;
  localTaxCents: number;
  /** State and New York City tax together, before refundable credits; null when the state's tax is not known. */
  totalTaxCents: number | null;
  /** Credits the state pays even beyond its tax (New York City's school tax credit and rate reduction). */
  refundableCreditsCents: number;
  refundableCreditSteps: StateTaxStep[];
  withholdingCents: number;
  /** Total tax less refundable credits and withholding (negative: a refund); null when not known. */
  balanceDueCents: number | null;
  steps: StateTaxStep[];
  /** Whether the state asks for estimated payments with these figures. */
  estimatesRequired: boolean;
  requiredRule: string | null;
  /** The state's underpayment form, by which payments count ('FTB 5805'); null where no estimates are figured. */
  underpaymentForm: string | null;
  /**
   * The year's installments: what is still to pay after withholding, in the state's shares, listed even when the
   * state does not ask for estimates (then each may be $0). Empty where the state has no income tax and no local
   * rate is entered, or where its tax is not known.
   */
  installments: StateInstallment[];
  safeHarbor: StateSafeHarbor | null;
  /** The local income tax at the person's own rate; null when no rate is entered. */
  local: LocalEstimate | null;
}

/** A city's or school district's income tax on earned income, at the person's own rate. */
export interface LocalEstimate {
  ratePercent: number;
  /** Wages (the spouse's on a joint return) and the business's net profit (a loss counts as zero). */
  earnedIncomeCents: number;
  taxCents: number;
  /** The part on wages, which employers in such places withhold from pay. */
  onWagesCents: number;
  /** The part on the business's profit: nobody withholds it, so it is what the quarterly payments carry. */
  onBusinessProfitCents: number;
  estimatesRequired: boolean;
  requiredRule: string;
  /** The usual four dates, a quarter each of the tax on the business's profit; empty when there is none. */
  installments: StateInstallment[];
}

// The usual schedule, for states GigTally does not figure: their own dates may differ, the screen says so.
const noHolidays = () => new Set<string>();

/**
 * The state's installment dates of a tax year: its own where GigTally figures it, the usual four (weekends moved)
 * where it does not, none where the state has no income tax. The reminders, the calendar feed and the dashboard
 * read them beside the federal dates.
 */
export function stateInstallmentDates(code: StateCode, year: number): readonly StateInstallmentDate[] {
  const coverage = stateTaxCoverage(code);
  const figured = figuredStateOf(code);
  if (coverage === 'no-income-tax') return [];
  if (coverage === 'figured' && figured) return figured.estimates.installments(year);
  return usualInstallments(year, noHolidays);
}

interface LocalEstimatesRule {
  /** The tax not withheld from which the locality asks for estimated payments. */
  requiredFrom: (notWithheldCents: number) => boolean;
  text: string;
}

const localRules: Partial<Record<StateCode, LocalEstimatesRule>> = {
  OH: {
    requiredFrom: (cents) => cents >= 200_00,
    text: 'Ohio cities ask for estimated payments when $200 or more of their tax is not withheld (Ohio Revised Code 718.08).',
  },
  MI: {
    requiredFrom: (cents) => cents > 100_00,
    text: 'Michigan cities ask for estimated payments when more than $100 of their tax is not withheld (City Income Tax Act, MCL 141.662).',
  },
  PA: {
    requiredFrom: (cents) => cents > 0,
    text: "Pennsylvania's local tax collectors ask for quarterly payments on earned income not withheld, such as business profit (Act 32).",
  },
};

const otherLocalRule: LocalEstimatesRule = {
  requiredFrom: (cents) => cents > 0,
  text: "Check your city's or district's own rules: these are the usual quarterly dates, for the tax on your business profit.",
};

/** The local tax at the person's rate on earned income, with its own installments on the usual four dates. */
export function estimateLocalTax(
  year: number,
  state: StateCode,
  federal: TaxEstimate,
  ratePpm: number,
): LocalEstimate {
  const wages = Math.max(0, federal.wagesCents + federal.spouseWagesCents);
  const profit = Math.max(0, federal.netProfitCents);
  const taxCents = taxAtFlatRate(wages + profit, ratePpm);
  const onBusinessProfitCents = taxAtFlatRate(profit, ratePpm);
  const rule = localRules[state] ?? otherLocalRule;
  return {
    ratePercent: percentOfPpm(ratePpm),
    earnedIncomeCents: wages + profit,
    taxCents,
    onWagesCents: taxCents - onBusinessProfitCents,
    onBusinessProfitCents,
    estimatesRequired: rule.requiredFrom(onBusinessProfitCents),
    requiredRule: rule.text,
    installments:
      onBusinessProfitCents > 0
        ? installmentAmounts(onBusinessProfitCents, usualInstallments(year, noHolidays))
        : [],
  };
}

/** Shares of `annualCents` by percent; the last installment with a share takes the odd cents. */
export function installmentAmounts(
  annualCents: number,
  dates: readonly StateInstallmentDate[],
): StateInstallment[] {
  const lastWithShare = dates.findLastIndex((date) => date.sharePercent > 0);
  let given = 0;
  return dates.map((date, index) => {
    const amountCents =
      index === lastWithShare ? annualCents - given : mulDivHalfUp(annualCents, date.sharePercent, 100);
    given += amountCents;
    return { ...date, amountCents };
  });
}

/** The estimate's figures of the state's tax itself. */
type TaxParts = Pick<
  StateEstimate,
  | 'projected'
  | 'source'
  | 'incomeCents'
  | 'deductionsCents'
  | 'taxableIncomeCents'
  | 'taxBeforeCreditsCents'
  | 'creditsCents'
  | 'stateTaxCents'
  | 'cityTaxCents'
  | 'refundableCreditsCents'
  | 'refundableCreditSteps'
  | 'steps'
>;

const unknownParts: Omit<TaxParts, 'stateTaxCents' | 'steps'> = {
  projected: false,
  source: null,
  incomeCents: null,
  deductionsCents: null,
  taxableIncomeCents: null,
  taxBeforeCreditsCents: null,
  creditsCents: null,
  cityTaxCents: 0,
  refundableCreditsCents: 0,
  refundableCreditSteps: [],
};

function taxPartsOf(input: StateEstimateInput, figured: FiguredState | undefined): TaxParts {
  const { profile, federal } = input;
  const coverage = stateTaxCoverage(profile.state);
  if (coverage === 'no-income-tax') return { ...unknownParts, stateTaxCents: 0, steps: [] };
  if (coverage === 'figured' && input.year < FIRST_STATE_TAX_YEAR)
    return { ...unknownParts, stateTaxCents: null, steps: [] };
  if (coverage === 'figured' && figured) {
    const tax = figured.taxOf({
      year: input.year,
      filingStatus: input.filingStatus,
      federal,
      household: input.household,
      nycResident: profile.state === 'NY' && profile.nycResident,
    });
    return {
      projected: tax.projected,
      source: tax.source,
      incomeCents: tax.incomeCents,
      deductionsCents: tax.deductionsCents,
      taxableIncomeCents: tax.taxableIncomeCents,
      taxBeforeCreditsCents: tax.taxBeforeCreditsCents,
      creditsCents: tax.creditsCents,
      stateTaxCents: tax.taxCents,
      cityTaxCents: tax.localTaxCents,
      refundableCreditsCents: tax.refundableCredits.reduce((sum, credit) => sum + credit.amountCents, 0),
      refundableCreditSteps: tax.refundableCredits,
      steps: tax.steps,
    };
  }
  if (profile.ownStateRatePpm === null) return { ...unknownParts, stateTaxCents: null, steps: [] };
  const agi = Math.max(0, federal.adjustedGrossIncomeCents);
  const tax = taxAtFlatRate(agi, profile.ownStateRatePpm);
  return {
    ...unknownParts,
    incomeCents: agi,
    deductionsCents: 0,
    taxableIncomeCents: agi,
    taxBeforeCreditsCents: tax,
    creditsCents: 0,
    stateTaxCents: tax,
    steps: [
      { label: 'Federal adjusted gross income', amountCents: agi },
      { label: `Tax at your rate of ${percentOfPpm(profile.ownStateRatePpm)} %`, amountCents: tax },
    ],
  };
}

function summaryOf(code: StateCode, coverage: StateTaxCoverage, ownRate: boolean, year: number): string {
  const name = stateNames[code];
  if (coverage === 'no-income-tax') return `${name} has no state income tax: nothing is due to the state.`;
  if (coverage === 'figured' && year < FIRST_STATE_TAX_YEAR)
    return `GigTally figures ${name}'s income tax from ${FIRST_STATE_TAX_YEAR} on: ${year} is not figured.`;
  if (coverage === 'figured') return `${name}'s income tax, figured from its own forms.`;
  return ownRate
    ? `${name}'s income tax is not figured yet: this uses the flat rate you entered, on your federal AGI.`
    : `${name}'s income tax is not figured yet. Enter your own flat rate to include it.`;
}

function safeHarborOf(
  input: StateEstimateInput,
  figured: FiguredState,
  totalTax: number,
  incomeCents: number,
): StateSafeHarbor | null {
  if (input.priorYearTaxCents === null) return null;
  const rule = figured.estimates.safeHarbor({
    filingStatus: input.filingStatus,
    thisYearIncomeCents: incomeCents,
    federalAgiCents: input.federal.adjustedGrossIncomeCents,
    priorYearAgiCents: input.priorYearAgiCents,
  });
  const thisYear = mulDivHalfUp(Math.max(0, totalTax), rule.thisYearPercent, 100);
  const priorYear =
    rule.priorYearPercent === null ? null : mulDivHalfUp(input.priorYearTaxCents, rule.priorYearPercent, 100);
  const required = priorYear === null ? thisYear : Math.min(thisYear, priorYear);
  return {
    thisYearPercent: rule.thisYearPercent,
    thisYearCents: thisYear,
    priorYearPercent: rule.priorYearPercent,
    priorYearCents: priorYear,
    requiredAnnualCents: required,
    withholdingCents: input.withholdingCents,
    fromEstimatesCents: Math.max(0, required - input.withholdingCents),
  };
}

/** The state block of a year's estimate, for the person's state. `figured` is the state's module when it has one. */
export function estimateStateTax(
  input: StateEstimateInput,
  figured: FiguredState | undefined,
): StateEstimate {
  const { profile, federal } = input;
  const coverage = stateTaxCoverage(profile.state);
  const parts = taxPartsOf(input, figured);
  const totalTax = parts.stateTaxCents === null ? null : parts.stateTaxCents + parts.cityTaxCents;
  const afterCredits = totalTax === null ? null : totalTax - parts.refundableCreditsCents;
  const balanceDue = afterCredits === null ? null : afterCredits - input.withholdingCents;
  const stillToPay = Math.max(0, balanceDue ?? 0);
  const local =
    profile.localRatePpm === null
      ? null
      : estimateLocalTax(input.year, profile.state, federal, profile.localRatePpm);

  let dates: readonly StateInstallmentDate[] = [];
  let required = false;
  let requiredRule: string | null = null;
  let underpaymentForm: string | null = null;
  let safeHarbor: StateSafeHarbor | null = null;
  if (coverage === 'figured' && figured && totalTax !== null) {
    dates = figured.estimates.installments(input.year);
    requiredRule = figured.estimates.requiredRule;
    underpaymentForm = figured.estimates.underpaymentForm;
    required = figured.estimates.required({
      taxAfterWithholdingCents: stillToPay,
      filingStatus: input.filingStatus,
      federal,
    });
    safeHarbor = safeHarborOf(input, figured, afterCredits ?? 0, parts.incomeCents ?? 0);
  } else if (totalTax !== null && totalTax > 0) {
    // A state not figured, at the person's rate: the usual four dates, weekends moved.
    dates = usualInstallments(input.year, noHolidays);
    required = stillToPay > 0;
  }

  return {
    code: profile.state,
    name: stateNames[profile.state],
    coverage,
    summary: summaryOf(profile.state, coverage, profile.ownStateRatePpm !== null, input.year),
    year: input.year,
    projected: parts.projected,
    source: parts.source,
    ownRatePercent:
      coverage === 'not-figured' && profile.ownStateRatePpm !== null
        ? percentOfPpm(profile.ownStateRatePpm)
        : null,
    incomeCents: parts.incomeCents,
    deductionsCents: parts.deductionsCents,
    taxableIncomeCents: parts.taxableIncomeCents,
    taxBeforeCreditsCents: parts.taxBeforeCreditsCents,
    creditsCents: parts.creditsCents,
    stateTaxCents: parts.stateTaxCents,
    cityTaxCents: parts.cityTaxCents,
    localRatePercent: local?.ratePercent ?? null,
    localTaxCents: local?.taxCents ?? 0,
    totalTaxCents: totalTax,
    refundableCreditsCents: parts.refundableCreditsCents,
    refundableCreditSteps: parts.refundableCreditSteps,
    withholdingCents: input.withholdingCents,
    balanceDueCents: balanceDue,
    steps: parts.steps,
    estimatesRequired: required,
    requiredRule,
    underpaymentForm,
    installments: installmentAmounts(stillToPay, dates),
    safeHarbor,
    local,
  };
}
