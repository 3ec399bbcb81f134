// Issue 23: the state part of a year's estimate: the state's income tax (figured in full for the ten states GigTally
// knows, at the person's own flat rate elsewhere, nothing where the state has no income tax), a local income tax at
// the person's own rate, the state's withholding, and the state's installments and safe harbor.
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
  /** Last year's state income tax (local tax included), for the safe harbor; null when not saved. */
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
  /** New York City's resident tax, for New York City residents. */
  cityTaxCents: number;
  localRatePercent: number | null;
  /** The local rate on earned income: wages and the business's net profit. */
  localTaxCents: number;
  /** State, city and local tax together; null when the state's tax is not known. */
  totalTaxCents: number | null;
  withholdingCents: number;
  /** Total tax less withholding (negative: a refund); null when not known. */
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

/** Earned income for a local tax: wages (the spouse's on a joint return) and the business's net profit. */
function earnedIncomeOf(federal: TaxEstimate): number {
  return Math.max(0, federal.wagesCents + federal.spouseWagesCents + Math.max(0, federal.netProfitCents));
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

interface TaxParts {
  projected: boolean;
  source: string | null;
  incomeCents: number | null;
  deductionsCents: number | null;
  taxableIncomeCents: number | null;
  taxBeforeCreditsCents: number | null;
  creditsCents: number | null;
  stateTaxCents: number | null;
  cityTaxCents: number;
  steps: StateTaxStep[];
}

const unknownParts: Omit<TaxParts, 'stateTaxCents' | 'steps'> = {
  projected: false,
  source: null,
  incomeCents: null,
  deductionsCents: null,
  taxableIncomeCents: null,
  taxBeforeCreditsCents: null,
  creditsCents: null,
  cityTaxCents: 0,
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
  const localTax =
    profile.localRatePpm === null ? 0 : taxAtFlatRate(earnedIncomeOf(federal), profile.localRatePpm);
  const totalTax = parts.stateTaxCents === null ? null : parts.stateTaxCents + parts.cityTaxCents + localTax;
  const balanceDue = totalTax === null ? null : totalTax - input.withholdingCents;
  const stillToPay = Math.max(0, balanceDue ?? 0);

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
    safeHarbor = safeHarborOf(input, figured, totalTax, parts.incomeCents ?? 0);
  } else if (totalTax !== null && totalTax > 0) {
    // A state not figured (at the person's rate), or only a local tax: the usual four dates, weekends moved.
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
    localRatePercent: profile.localRatePpm === null ? null : percentOfPpm(profile.localRatePpm),
    localTaxCents: localTax,
    totalTaxCents: totalTax,
    withholdingCents: input.withholdingCents,
    balanceDueCents: balanceDue,
    steps: parts.steps,
    estimatesRequired: required,
    requiredRule,
    underpaymentForm,
    installments: installmentAmounts(stillToPay, dates),
    safeHarbor,
  };
}
