// California's resident income tax (Form 540) and its estimated payments (Form 540-ES), from the federal
// figures the engine already has. docs/tax-tables.md "California" cites every figure and says which ones are
// confirmed from the FTB's own text and which only second-hand.
//
// Filing statuses map one to one: federal single, married (jointly), married filing separately, head of household
// and qualifying surviving spouse are Form 540's statuses 1, 2, 3, 4 and 5 (registered domestic partners file as
// married). Schedule X taxes 1 and 3, Schedule Y 2 and 5, Schedule Z 4.
import type { FilingStatus } from '../tables';
import {
  amountForStatus,
  askingRule,
  dependentsOf,
  federalAgiOnForm,
  flatTaxInWholeDollars,
  highIncomeSafeHarbor,
  holidays,
  schedulesOfSharedRates,
  scheduleTaxInWholeDollars,
  stateIncomeTaxOf,
  step,
  stepIfAny,
  taxableIncomeAfter,
  wholeDollarCents,
  type RateSchedule,
} from './state-rules';
import { emancipationDayObserved, figuresForYear, martinLutherKingDay, usualInstallments } from './state-tax';
import type {
  FiguredState,
  SafeHarborFacts,
  StateIncomeTax,
  StateSafeHarborRule,
  StateTaxInput,
} from './state-tax';

/** Form 540's rate schedules: X for single and separate returns, Y for joint and surviving spouses, Z for heads. */
type ScheduleName = 'X' | 'Y' | 'Z';

/** A year's indexed figures (R&TC 17041(h), 17054(i), 17073.5: the FTB recomputes them each year). */
interface Figures {
  source: string;
  schedules: Record<ScheduleName, RateSchedule>;
  /** Form 540 line 18: single and separate returns; joint, head of household and surviving spouse. */
  standardDeductionDollars: { single: number; joint: number };
  /** Form 540 line 7, per person: one on statuses 1, 3 and 4, two on 2 and 5. */
  personalCreditDollars: number;
  /** Form 540 line 10, per dependent. */
  dependentCreditDollars: number;
  /** Federal AGI above which the AGI Limitation Worksheet reduces the exemption credits, by schedule group. */
  phaseOutStartDollars: Record<ScheduleName, number>;
}

const figuresByYear: ReadonlyMap<number, Figures> = new Map([
  [
    2025,
    {
      source:
        'FTB 2025 California Tax Rate Schedules; 2025 Form 540 Personal Income Tax Booklet (standard deduction, ' +
        'exemption credits and their AGI Limitation Worksheet, tax table); R&TC 17043',
      // Each rate, the same in the three schedules, and where its bracket starts in X, Y and Z: over so many
      // dollars, the base printed there. A base chains amounts already rounded to the cent (Schedule X over $445,771
      // prints $38,638.27, a cent above the unrounded sum), so it is kept as printed rather than recomputed.
      schedules: schedulesOfSharedRates<ScheduleName>([
        [10_000, { X: [0, 0], Y: [0, 0], Z: [0, 0] }],
        [20_000, { X: [11_079, 110.79], Y: [22_158, 221.58], Z: [22_173, 221.73] }],
        [40_000, { X: [26_264, 414.49], Y: [52_528, 828.98], Z: [52_530, 828.87] }],
        [60_000, { X: [41_452, 1_022.01], Y: [82_904, 2_044.02], Z: [67_716, 1_436.31] }],
        [80_000, { X: [57_542, 1_987.41], Y: [115_084, 3_974.82], Z: [83_805, 2_401.65] }],
        [93_000, { X: [72_724, 3_201.97], Y: [145_448, 6_403.94], Z: [98_990, 3_616.45] }],
        [103_000, { X: [371_479, 30_986.19], Y: [742_958, 61_972.37], Z: [505_208, 41_394.72] }],
        [113_000, { X: [445_771, 38_638.27], Y: [891_542, 77_276.52], Z: [606_251, 51_802.15] }],
        [123_000, { X: [742_953, 72_219.84], Y: [1_485_906, 144_439.65], Z: [1_010_417, 97_472.91] }],
      ]),
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
const BEHAVIORAL_HEALTH_RATE_PPM = 10_000;

// Form 540-ES instructions and the FTB's estimated-tax page.
const INSTALLMENT_SHARES = [30, 40, 0, 30] as const;
const ESTIMATES_MINIMUM = { cents: 500_00, separateCents: 250_00 };
const HIGH_PRIOR_YEAR_AGI = { cents: 150_000_00, separateCents: 75_000_00 };
const NO_PRIOR_YEAR_OPTION_AGI = { cents: 1_000_000_00, separateCents: 500_000_00 };

const dollars = (value: number) => value * 100;

const scheduleOf: Record<FilingStatus, ScheduleName> = {
  single: 'X',
  married_separately: 'X',
  married: 'Y',
  qualifying_surviving_spouse: 'Y',
  head_of_household: 'Z',
};

// Form 540 takes whole dollars: cents round to the nearest dollar, 50 cents up; line 31 rounds the schedule's tax.

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
 * Form 540 line 31 on a whole-dollar taxable income: up to $100,000 the tax table's figure, which is the rate
 * schedule's tax at the middle of the row (the last row's own middle, $99,975.50) in whole dollars; above it the
 * rate schedule.
 */
function form540Tax(taxableCents: number, schedule: RateSchedule): number {
  if (taxableCents <= 0) return 0;
  if (taxableCents > dollars(TAX_TABLE_TOP_DOLLARS)) return scheduleTaxInWholeDollars(taxableCents, schedule);
  const { low, high } = taxTableRowOf(taxableCents / 100);
  return scheduleTaxInWholeDollars((low + high) * 50, schedule);
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
  return form540Tax(wholeDollarCents(taxableIncomeCents), figures.schedules[scheduleOf[filingStatus]]);
}

/**
 * Form 540 line 32 by the AGI Limitation Worksheet: over the status's federal AGI threshold, each exemption credit
 * loses $6 for each $2,500 ($1,250 separate) or part of it; the personal and the dependent credits are reduced
 * apart, neither below zero.
 */
function exemptionCreditsOf(
  federalAgiCents: number,
  filingStatus: FilingStatus,
  dependents: number,
  figures: Figures,
): { personal: number; dependent: number } {
  const phaseOutStart = dollars(figures.phaseOutStartDollars[scheduleOf[filingStatus]]);
  const excess = Math.max(0, federalAgiCents - phaseOutStart);
  const phaseOutStep = dollars(
    filingStatus === 'married_separately' ? PHASE_OUT_STEP_SEPARATE_DOLLARS : PHASE_OUT_STEP_DOLLARS,
  );
  const reductionEach = dollars(Math.ceil(excess / phaseOutStep) * PHASE_OUT_PER_STEP_DOLLARS);
  const persons = scheduleOf[filingStatus] === 'Y' ? 2 : 1; // statuses 2 and 5 have two
  return {
    personal: Math.max(0, persons * (dollars(figures.personalCreditDollars) - reductionEach)),
    dependent: Math.max(0, dependents * (dollars(figures.dependentCreditDollars) - reductionEach)),
  };
}

/** Form 540 line 62: 1 % of taxable income over $1,000,000, whatever the status. */
const behavioralHealthServicesTax = (taxableCents: number) =>
  flatTaxInWholeDollars(
    taxableCents - dollars(BEHAVIORAL_HEALTH_THRESHOLD_DOLLARS),
    BEHAVIORAL_HEALTH_RATE_PPM,
  );

function standardDeductionOf(filingStatus: FilingStatus, figures: Figures): number {
  const single = filingStatus === 'single' || filingStatus === 'married_separately';
  return dollars(single ? figures.standardDeductionDollars.single : figures.standardDeductionDollars.joint);
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
  const federalAgi = federalAgiOnForm(input.federal);
  const californiaAgi = federalAgi;
  const deduction = standardDeductionOf(status, figures);
  const taxable = taxableIncomeAfter(californiaAgi, deduction);
  const tax = form540Tax(taxable, figures.schedules[scheduleOf[status]]);
  const dependents = dependentsOf(input.household);
  const credits = exemptionCreditsOf(federalAgi, status, dependents, figures);
  const creditsUsed = Math.min(tax, credits.personal + credits.dependent);
  const taxAfterCredits = tax - creditsUsed;
  const behavioralHealth = behavioralHealthServicesTax(taxable);
  const total = taxAfterCredits + behavioralHealth;
  const source = projected
    ? `${figures.source} (${input.year} not published yet: the ${figuresYear} figures carried forward)`
    : figures.source;

  return stateIncomeTaxOf(
    { year: input.year, projected, source },
    {
      incomeCents: californiaAgi,
      deductionsCents: deduction,
      taxableIncomeCents: taxable,
      taxBeforeCreditsCents: tax,
      creditsCents: creditsUsed,
      taxCents: total,
      steps: [
        step('Federal adjusted gross income', federalAgi),
        step('California standard deduction', deduction),
        step('Taxable income', taxable),
        step(
          taxable > dollars(TAX_TABLE_TOP_DOLLARS)
            ? 'Tax from the rate schedule'
            : 'Tax from the California tax table',
          tax,
        ),
        step('Personal exemption credits', credits.personal),
        ...(dependents > 0 ? [step('Dependent exemption credits', credits.dependent)] : []),
        step('Tax after exemption credits', taxAfterCredits),
        ...stepIfAny('Behavioral Health Services Tax', behavioralHealth),
        step('California income tax', total),
      ],
    },
  );
}

/**
 * The holidays that can move an installment past a weekend: Martin Luther King Jr. Day, a California holiday (Gov.
 * Code 6700), can hold the January date; and the FTB moves the April date with the federal one when DC Emancipation
 * Day does (its FAQ gave April 18, 2016 for the first installment).
 */
const holidaysThatMoveCaliforniaDueDates = holidays(martinLutherKingDay, emancipationDayObserved);

/**
 * Form 540-ES: 90 % of this year's tax, or 100 % of last year's (110 % when last year's California AGI was over
 * $150,000, $75,000 separate); no prior-year option when this year's California AGI is $1,000,000 or more ($500,000
 * separate). Last year's AGI, when not saved, is taken as under the 110 % line.
 */
function californiaSafeHarbor(facts: SafeHarborFacts): StateSafeHarborRule {
  if (facts.thisYearIncomeCents >= amountForStatus(NO_PRIOR_YEAR_OPTION_AGI, facts.filingStatus))
    return { thisYearPercent: 90, priorYearPercent: null };
  return highIncomeSafeHarbor(HIGH_PRIOR_YEAR_AGI)(facts);
}

export const california: FiguredState = {
  code: 'CA',
  taxOf: californiaIncomeTax,
  estimates: {
    installments: (year) => usualInstallments(year, holidaysThatMoveCaliforniaDueDates, INSTALLMENT_SHARES),
    required: ({ taxAfterWithholdingCents, filingStatus }) =>
      taxAfterWithholdingCents >= amountForStatus(ESTIMATES_MINIMUM, filingStatus),
    underpaymentForm: 'FTB 5805',
    requiredRule: askingRule('California', '$500 or more', '$250 if married filing separately'),
    safeHarbor: californiaSafeHarbor,
  },
};
