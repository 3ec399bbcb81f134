// California's resident income tax (Form 540) and its estimated payments (Form 540-ES), from the federal
// figures the engine already has. docs/tax-tables.md "California" cites every figure and says which ones are
// confirmed from the FTB's own text and which only second-hand.
//
// Filing statuses map one to one: federal single, married (jointly), married filing separately, head of household
// and qualifying surviving spouse are Form 540's statuses 1, 2, 3, 4 and 5 (registered domestic partners file as
// married). Schedule X taxes 1 and 3, Schedule Y 2 and 5, Schedule Z 4.
import type { CalendarDate } from '../../dates';
import { mulDivHalfUp } from '../cents-math';
import type { FilingStatus } from '../tables';
import {
  figuresForYear,
  martinLutherKingDay,
  usualInstallments,
  type FiguredState,
  type SafeHarborFacts,
  type StateIncomeTax,
  type StateSafeHarborRule,
  type StateTaxInput,
  type StateTaxStep,
  emancipationDayObserved,
} from './state-tax';

/** Form 540's rate schedules: X for single and separate returns, Y for joint and surviving spouses, Z for heads. */
type RateSchedule = 'X' | 'Y' | 'Z';

/** A printed row of a rate schedule: over `overDollars`, the tax is `baseCents` plus `ratePpm` of the excess. */
interface ScheduleRow {
  overDollars: number;
  /**
   * The printed base: it chains amounts already rounded to the cent (Schedule X over $445,771 prints $38,638.27,
   * a cent above the unrounded sum), so it is kept as printed rather than recomputed.
   */
  baseCents: number;
  ratePpm: number;
}

/** A year's indexed figures (R&TC 17041(h), 17054(i), 17073.5: the FTB recomputes them each year). */
interface Figures {
  source: string;
  schedules: Record<RateSchedule, readonly ScheduleRow[]>;
  /** Form 540 line 18: single and separate returns; joint, head of household and surviving spouse. */
  standardDeductionDollars: { single: number; joint: number };
  /** Form 540 line 7, per person: one on statuses 1, 3 and 4, two on 2 and 5. */
  personalCreditDollars: number;
  /** Form 540 line 10, per dependent. */
  dependentCreditDollars: number;
  /** Federal AGI above which the AGI Limitation Worksheet reduces the exemption credits, by schedule group. */
  phaseOutStartDollars: Record<RateSchedule, number>;
}

const row = (overDollars: number, baseCents: number, ratePpm: number): ScheduleRow => ({
  overDollars,
  baseCents,
  ratePpm,
});

const figuresByYear: ReadonlyMap<number, Figures> = new Map([
  [
    2025,
    {
      source:
        'FTB 2025 California Tax Rate Schedules; 2025 Form 540 Personal Income Tax Booklet (standard deduction, ' +
        'exemption credits and their AGI Limitation Worksheet, tax table); R&TC 17043',
      schedules: {
        X: [
          row(0, 0, 10_000),
          row(11_079, 110_79, 20_000),
          row(26_264, 414_49, 40_000),
          row(41_452, 1_022_01, 60_000),
          row(57_542, 1_987_41, 80_000),
          row(72_724, 3_201_97, 93_000),
          row(371_479, 30_986_19, 103_000),
          row(445_771, 38_638_27, 113_000),
          row(742_953, 72_219_84, 123_000),
        ],
        Y: [
          row(0, 0, 10_000),
          row(22_158, 221_58, 20_000),
          row(52_528, 828_98, 40_000),
          row(82_904, 2_044_02, 60_000),
          row(115_084, 3_974_82, 80_000),
          row(145_448, 6_403_94, 93_000),
          row(742_958, 61_972_37, 103_000),
          row(891_542, 77_276_52, 113_000),
          row(1_485_906, 144_439_65, 123_000),
        ],
        Z: [
          row(0, 0, 10_000),
          row(22_173, 221_73, 20_000),
          row(52_530, 828_87, 40_000),
          row(67_716, 1_436_31, 60_000),
          row(83_805, 2_401_65, 80_000),
          row(98_990, 3_616_45, 93_000),
          row(505_208, 41_394_72, 103_000),
          row(606_251, 51_802_15, 113_000),
          row(1_010_417, 97_472_91, 123_000),
        ],
      },
      standardDeductionDollars: { single: 5_706, joint: 11_412 },
      personalCreditDollars: 153,
      dependentCreditDollars: 475,
      phaseOutStartDollars: { X: 252_203, Y: 504_411, Z: 378_310 },
    },
  ],
]);

// Not indexed: the tax table's reach and rows (Form 540 line 31), the AGI Limitation Worksheet's $6 for each $2,500
// ($1,250 separate) or part of it (R&TC 17054.1), and the Behavioral Health Services Tax, 1 % over $1,000,000 for
// every status (R&TC 17043(a), (c)(2)).
const TAX_TABLE_TOP_DOLLARS = 100_000;
const TAX_TABLE_FIRST_ROW_TOP_DOLLARS = 50;
const TAX_TABLE_ROW_DOLLARS = 100;
const PHASE_OUT_STEP_DOLLARS = 2_500;
const PHASE_OUT_STEP_SEPARATE_DOLLARS = 1_250;
const PHASE_OUT_PER_STEP_DOLLARS = 6;
const BEHAVIORAL_HEALTH_THRESHOLD_DOLLARS = 1_000_000;
const BEHAVIORAL_HEALTH_RATE_PERCENT = 1;

// Form 540-ES instructions and the FTB's estimated-tax page.
const INSTALLMENT_SHARES = [30, 40, 0, 30] as const;
const ESTIMATES_MINIMUM_CENTS = 500_00;
const ESTIMATES_MINIMUM_SEPARATE_CENTS = 250_00;
const HIGH_PRIOR_YEAR_AGI_CENTS = 150_000_00;
const HIGH_PRIOR_YEAR_AGI_SEPARATE_CENTS = 75_000_00;
const NO_PRIOR_YEAR_OPTION_AGI_CENTS = 1_000_000_00;
const NO_PRIOR_YEAR_OPTION_AGI_SEPARATE_CENTS = 500_000_00;

const scheduleOf: Record<FilingStatus, RateSchedule> = {
  single: 'X',
  married_separately: 'X',
  married: 'Y',
  qualifying_surviving_spouse: 'Y',
  head_of_household: 'Z',
};

const personalExemptionsOf: Record<FilingStatus, number> = {
  single: 1,
  married_separately: 1,
  head_of_household: 1,
  married: 2,
  qualifying_surviving_spouse: 2,
};

/** Form 540 takes whole dollars: cents round to the nearest dollar, 50 cents up. */
const wholeDollars = (cents: number) => mulDivHalfUp(cents, 1, 100);

/**
 * A rate schedule's tax on an amount in cents, rounded to whole dollars as line 31 is. Exact integer arithmetic:
 * the printed base in millionths of a cent plus the rate on the excess.
 */
function scheduleTaxDollars(amountCents: number, rows: readonly ScheduleRow[]): number {
  if (amountCents <= 0) return 0;
  let applicable = rows[0]!;
  for (const candidate of rows) if (amountCents > candidate.overDollars * 100) applicable = candidate;
  const excessCents = amountCents - applicable.overDollars * 100;
  const microCents =
    BigInt(applicable.baseCents) * 1_000_000n + BigInt(excessCents) * BigInt(applicable.ratePpm);
  return Number((microCents + 50_000_000n) / 100_000_000n);
}

/**
 * The row of the California Tax Table that holds a whole-dollar taxable income: $1-$50 first, then $100 rows
 * $51-$150, $151-$250, ..., up to the last, $99,951-$100,000, only $50 wide.
 */
function taxTableRowOf(taxableDollars: number): { low: number; high: number } {
  if (taxableDollars <= TAX_TABLE_FIRST_ROW_TOP_DOLLARS)
    return { low: 1, high: TAX_TABLE_FIRST_ROW_TOP_DOLLARS };
  const steps = Math.floor((taxableDollars - TAX_TABLE_FIRST_ROW_TOP_DOLLARS - 1) / TAX_TABLE_ROW_DOLLARS);
  const low = TAX_TABLE_FIRST_ROW_TOP_DOLLARS + 1 + steps * TAX_TABLE_ROW_DOLLARS;
  return { low, high: Math.min(low + TAX_TABLE_ROW_DOLLARS - 1, TAX_TABLE_TOP_DOLLARS) };
}

/**
 * Form 540 line 31: up to $100,000 of taxable income the tax table's figure, which is the rate schedule's tax at
 * the middle of the row (the last row's own middle, $99,975.50) in whole dollars; above it the rate schedule.
 */
function form540TaxDollars(taxableDollars: number, rows: readonly ScheduleRow[]): number {
  if (taxableDollars <= 0) return 0;
  if (taxableDollars > TAX_TABLE_TOP_DOLLARS) return scheduleTaxDollars(taxableDollars * 100, rows);
  const { low, high } = taxTableRowOf(taxableDollars);
  return scheduleTaxDollars((low + high) * 50, rows);
}

/**
 * California's tax on a taxable income (Form 540 line 31) for a status and year, in cents (whole dollars). The
 * taxable income is taken in whole dollars, as line 19 carries it.
 */
export function californiaTaxOnTaxableIncome(
  year: number,
  filingStatus: FilingStatus,
  taxableIncomeCents: number,
): number {
  const { figures } = figuresForYear(figuresByYear, year);
  return (
    form540TaxDollars(wholeDollars(taxableIncomeCents), figures.schedules[scheduleOf[filingStatus]]) * 100
  );
}

/**
 * Form 540 line 32 by the AGI Limitation Worksheet: over the status's federal AGI threshold, each exemption credit
 * loses $6 for each $2,500 ($1,250 separate) or part of it; the personal and the dependent credits are reduced
 * apart, neither below zero.
 */
function exemptionCreditsDollars(
  federalAgiDollars: number,
  filingStatus: FilingStatus,
  dependents: number,
  figures: Figures,
): { personal: number; dependent: number } {
  const excess = Math.max(0, federalAgiDollars - figures.phaseOutStartDollars[scheduleOf[filingStatus]]);
  const step =
    filingStatus === 'married_separately' ? PHASE_OUT_STEP_SEPARATE_DOLLARS : PHASE_OUT_STEP_DOLLARS;
  const reductionEach = Math.ceil(excess / step) * PHASE_OUT_PER_STEP_DOLLARS;
  const persons = personalExemptionsOf[filingStatus];
  return {
    personal: Math.max(0, persons * (figures.personalCreditDollars - reductionEach)),
    dependent: Math.max(0, dependents * (figures.dependentCreditDollars - reductionEach)),
  };
}

/** Form 540 line 62: 1 % of taxable income over $1,000,000, whatever the status. */
const behavioralHealthServicesTaxDollars = (taxableDollars: number) =>
  mulDivHalfUp(
    Math.max(0, taxableDollars - BEHAVIORAL_HEALTH_THRESHOLD_DOLLARS),
    BEHAVIORAL_HEALTH_RATE_PERCENT,
    100,
  );

function standardDeductionDollars(filingStatus: FilingStatus, figures: Figures): number {
  const single = filingStatus === 'single' || filingStatus === 'married_separately';
  return single ? figures.standardDeductionDollars.single : figures.standardDeductionDollars.joint;
}

/**
 * Form 540 for a full-year resident: federal AGI (line 13) with no Schedule CA adjustment for these inputs (the
 * half-SE, self-employed health insurance and SEP deductions are California's too; QBI and the tips deduction come
 * after federal AGI, so they never reach it), the standard deduction, the tax table or schedule, the exemption
 * credits, and the Behavioral Health Services Tax.
 */
function californiaIncomeTax(input: StateTaxInput): StateIncomeTax {
  const { figures, figuresYear, projected } = figuresForYear(figuresByYear, input.year);
  const status = input.filingStatus;
  const federalAgi = wholeDollars(input.federal.adjustedGrossIncomeCents);
  const californiaAgi = federalAgi;
  const deduction = standardDeductionDollars(status, figures);
  const taxable = Math.max(0, californiaAgi - deduction);
  const tax = form540TaxDollars(taxable, figures.schedules[scheduleOf[status]]);
  const dependents = input.household.childrenUnder17 + input.household.otherDependents;
  const credits = exemptionCreditsDollars(federalAgi, status, dependents, figures);
  const creditsUsed = Math.min(tax, credits.personal + credits.dependent);
  const taxAfterCredits = tax - creditsUsed;
  const behavioralHealth = behavioralHealthServicesTaxDollars(taxable);
  const total = taxAfterCredits + behavioralHealth;

  const steps: StateTaxStep[] = [
    { label: 'Federal adjusted gross income', amountCents: federalAgi * 100 },
    { label: 'California standard deduction', amountCents: deduction * 100 },
    { label: 'Taxable income', amountCents: taxable * 100 },
    {
      label:
        taxable > TAX_TABLE_TOP_DOLLARS ? 'Tax from the rate schedule' : 'Tax from the California tax table',
      amountCents: tax * 100,
    },
    { label: 'Personal exemption credits', amountCents: credits.personal * 100 },
  ];
  if (dependents > 0)
    steps.push({ label: 'Dependent exemption credits', amountCents: credits.dependent * 100 });
  steps.push({ label: 'Tax after exemption credits', amountCents: taxAfterCredits * 100 });
  if (behavioralHealth > 0)
    steps.push({ label: 'Behavioral Health Services Tax', amountCents: behavioralHealth * 100 });
  steps.push({ label: 'California income tax', amountCents: total * 100 });

  return {
    year: input.year,
    projected,
    source: projected
      ? `${figures.source} (${input.year} not published yet: the ${figuresYear} figures carried forward)`
      : figures.source,
    incomeCents: californiaAgi * 100,
    deductionsCents: deduction * 100,
    taxableIncomeCents: taxable * 100,
    taxBeforeCreditsCents: tax * 100,
    creditsCents: creditsUsed * 100,
    taxCents: total * 100,
    localTaxCents: 0,
    refundableCredits: [],
    steps,
  };
}

/**
 * The holidays that can move an installment past a weekend: Martin Luther King Jr. Day, a California holiday (Gov.
 * Code 6700), can hold the January date; and the FTB moves the April date with the federal one when DC Emancipation
 * Day does (its FAQ gave April 18, 2016 for the first installment).
 */
const holidaysThatMoveCaliforniaDueDates = (year: number): ReadonlySet<CalendarDate> =>
  new Set([martinLutherKingDay(year), emancipationDayObserved(year)]);

const estimatesMinimumCents = (filingStatus: FilingStatus) =>
  filingStatus === 'married_separately' ? ESTIMATES_MINIMUM_SEPARATE_CENTS : ESTIMATES_MINIMUM_CENTS;

/**
 * Form 540-ES: 90 % of this year's tax, or 100 % of last year's (110 % when last year's California AGI was over
 * $150,000, $75,000 separate); no prior-year option when this year's California AGI is $1,000,000 or more ($500,000
 * separate). Last year's AGI, when not saved, is taken as under the 110 % line.
 */
function californiaSafeHarbor(facts: SafeHarborFacts): StateSafeHarborRule {
  const separate = facts.filingStatus === 'married_separately';
  const noPriorYearOption = separate
    ? NO_PRIOR_YEAR_OPTION_AGI_SEPARATE_CENTS
    : NO_PRIOR_YEAR_OPTION_AGI_CENTS;
  if (facts.thisYearIncomeCents >= noPriorYearOption) return { thisYearPercent: 90, priorYearPercent: null };
  const highPriorYear = separate ? HIGH_PRIOR_YEAR_AGI_SEPARATE_CENTS : HIGH_PRIOR_YEAR_AGI_CENTS;
  const priorYearAgi = facts.priorYearAgiCents;
  return {
    thisYearPercent: 90,
    priorYearPercent: priorYearAgi !== null && priorYearAgi > highPriorYear ? 110 : 100,
  };
}

export const california: FiguredState = {
  code: 'CA',
  taxOf: californiaIncomeTax,
  estimates: {
    installments: (year) => usualInstallments(year, holidaysThatMoveCaliforniaDueDates, INSTALLMENT_SHARES),
    required: ({ taxAfterWithholdingCents, filingStatus }) =>
      taxAfterWithholdingCents >= estimatesMinimumCents(filingStatus),
    underpaymentForm: 'FTB 5805',
    requiredRule:
      'California asks for estimated payments when you expect to owe $500 or more after withholding and credits ' +
      '($250 if married filing separately).',
    safeHarbor: californiaSafeHarbor,
  },
};
