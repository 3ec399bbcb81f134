// New York State's resident income tax (Form IT-201) and, for New York City residents, the city's resident
// income tax that New York State collects on the same return; estimated payments by Form IT-2105 (State and City
// together). docs/tax-tables.md "New York" cites every figure.
//
// Filing statuses: IT-201 has the federal five (single, married filing jointly, married filing separately, head of
// household, qualifying surviving spouse) and a person files with the federal status. The rate schedules group them:
// single and married filing separately share one, married filing jointly and qualifying surviving spouse another,
// head of household has its own; New York City uses the same groups.
import { mulDivHalfUp } from '../cents-math';
import type { FilingStatus } from '../tables';
import {
  dependentsOf,
  federalAgiOnForm,
  highIncomeSafeHarbor,
  holidays,
  schedulesOfSharedRates,
  scheduleTax,
  stateIncomeTaxOf,
  step,
  stepIfAny,
  taxableIncomeAfter,
  taxTableRowMiddle,
  whenOwingAtLeast,
  wholeDollarCents,
  type RateSchedule,
} from './state-rules';
import { figuresForYear, martinLutherKingDay, taxAtFlatRate, usualInstallments } from './state-tax';
import type { FiguredState, StateIncomeTax, StateTaxInput, StateTaxStep } from './state-tax';

type ScheduleGroup = 'single' | 'joint' | 'head';

const scheduleGroupOf = (status: FilingStatus): ScheduleGroup => {
  if (status === 'married' || status === 'qualifying_surviving_spouse') return 'joint';
  if (status === 'head_of_household') return 'head';
  return 'single';
};

/** A schedule for each group of statuses. */
type GroupSchedules = Record<ScheduleGroup, RateSchedule>;

/**
 * One tax computation worksheet above the first (IT-201-I, NY AGI over $107,650): for taxable income over
 * `taxableOverCents`, the schedule's tax plus the benefits already recaptured (`recaptureBaseCents`) plus this band's
 * benefit (`incrementalBenefitCents`) times the part of $50,000 by which NY AGI passes `agiOverCents`.
 */
interface RecaptureBand {
  taxableOverCents: number;
  agiOverCents: number;
  recaptureBaseCents: number;
  incrementalBenefitCents: number;
}

interface Worksheets {
  /** The first worksheet: up to this taxable income, the whole income at `flatRatePpm`, phased in. */
  flatRateTaxableTopCents: number;
  flatRatePpm: number;
  bands: readonly RecaptureBand[];
}

/**
 * A household credit table: the first row whose federal AGI is "not over" the row's top applies; the amount by the
 * number in the household (columns 1 to 7, then `eachMoreCents` for each one over 7).
 */
interface HouseholdCreditRow {
  fagiNotOverCents: number;
  amountsCents: readonly number[];
  eachMoreCents: number;
}

type HouseholdCreditTable = readonly HouseholdCreditRow[];

interface HouseholdCreditTables {
  /** Single. */
  single: HouseholdCreditTable;
  /** Married filing jointly, head of household, qualifying surviving spouse. */
  family: HouseholdCreditTable;
}

interface Figures {
  source: string;
  standardDeductionCents: Record<FilingStatus, number>;
  dependentExemptionCents: number;
  schedules: GroupSchedules;
  /** Taxable income below this: the tax table (when NY AGI is not over the recapture threshold). */
  taxTableBelowCents: number;
  /** NY AGI over this: the tax computation worksheets instead of the table or schedule. */
  recaptureAgiOverCents: number;
  phaseInRangeCents: number;
  /** NY AGI over this: the top rate on the whole taxable income. */
  topRateAgiOverCents: number;
  topRatePpm: number;
  worksheets: Record<ScheduleGroup, Worksheets>;
  householdCredit: HouseholdCreditTables;
  city: {
    schedules: GroupSchedules;
    householdCredit: HouseholdCreditTables;
    schoolCreditCents: Record<ScheduleGroup | 'separate', number>;
    /** The fixed school tax credit only when "income" (federal AGI here) is not over this. */
    schoolCreditIncomeLimitCents: number;
    /** The school tax rate reduction: a low rate up to the group's threshold, then its base plus a high rate. */
    rateReduction: GroupSchedules;
    rateReductionTaxableLimitCents: number;
  };
}

const dollars = (value: number) => value * 100;
const creditRow = (notOver: number, amounts: readonly number[], eachMore = 0): HouseholdCreditRow => ({
  fagiNotOverCents: dollars(notOver),
  amountsCents: amounts.map(dollars),
  eachMoreCents: dollars(eachMore),
});

/** A worksheet band: its thresholds on taxable income and on NY AGI are the same figure. */
function band(over: number, recaptureBase: number, incrementalBenefit: number): RecaptureBand {
  return {
    taxableOverCents: dollars(over),
    agiOverCents: dollars(over),
    recaptureBaseCents: dollars(recaptureBase),
    incrementalBenefitCents: dollars(incrementalBenefit),
  };
}

// 2025: IT-201-I (2025) rate schedules, Tax Law 601(a)-(c) clause (vi) "for taxable years beginning in 2023" (the
// rates have not changed since); the worksheets' recapture amounts from IT-201-I (2025) worksheets 1-16.
const figures2025: Figures = {
  source:
    'New York State Department of Taxation and Finance, 2025 Form IT-201 instructions (IT-201-I): NYS rate ' +
    'schedules, tax table and tax computation worksheets, household credit tables, New York City rate schedule ' +
    'and school tax credit; Tax Law sections 601 and 614; Form IT-2105-I',
  standardDeductionCents: {
    single: dollars(8_000),
    married: dollars(16_050),
    married_separately: dollars(8_000),
    head_of_household: dollars(11_200),
    qualifying_surviving_spouse: dollars(16_050),
  },
  dependentExemptionCents: dollars(1_000),
  // Each rate, the same for the three groups, and where its bracket starts for each: over so many dollars, the
  // whole-dollar base printed there.
  schedules: schedulesOfSharedRates<ScheduleGroup>([
    [40_000, { single: [0, 0], joint: [0, 0], head: [0, 0] }],
    [45_000, { single: [8_500, 340], joint: [17_150, 686], head: [12_800, 512] }],
    [52_500, { single: [11_700, 484], joint: [23_600, 976], head: [17_650, 730] }],
    [55_000, { single: [13_900, 600], joint: [27_900, 1_202], head: [20_900, 901] }],
    [60_000, { single: [80_650, 4_271], joint: [161_550, 8_553], head: [107_650, 5_672] }],
    [68_500, { single: [215_400, 12_356], joint: [323_200, 18_252], head: [269_300, 15_371] }],
    [96_500, { single: [1_077_550, 71_413], joint: [2_155_350, 143_754], head: [1_616_450, 107_651] }],
    [103_000, { single: [5_000_000, 449_929], joint: [5_000_000, 418_263], head: [5_000_000, 434_163] }],
    [
      109_000,
      { single: [25_000_000, 2_509_929], joint: [25_000_000, 2_478_263], head: [25_000_000, 2_494_163] },
    ],
  ]),
  taxTableBelowCents: dollars(65_000),
  recaptureAgiOverCents: dollars(107_650),
  phaseInRangeCents: dollars(50_000),
  topRateAgiOverCents: dollars(25_000_000),
  topRatePpm: 109_000,
  worksheets: {
    // Worksheets 1-5 (6: the top rate).
    joint: {
      flatRateTaxableTopCents: dollars(161_550),
      flatRatePpm: 55_000,
      bands: [
        band(161_550, 333, 807),
        band(323_200, 1_140, 2_747),
        band(2_155_350, 3_887, 60_350),
        band(5_000_000, 64_237, 32_500),
      ],
    },
    // Worksheets 7-10 (11: the top rate).
    single: {
      flatRateTaxableTopCents: dollars(215_400),
      flatRatePpm: 60_000,
      bands: [band(215_400, 568, 1_831), band(1_077_550, 2_399, 30_172), band(5_000_000, 32_571, 32_500)],
    },
    // Worksheets 12-15 (16: the top rate).
    head: {
      flatRateTaxableTopCents: dollars(269_300),
      flatRatePpm: 60_000,
      bands: [band(269_300, 787, 2_289), band(1_616_450, 3_076, 45_261), band(5_000_000, 48_337, 32_500)],
    },
  },
  // IT-201-I (2025) line 40, tables 1-2 (table 3, married filing separately, is table 2 halved).
  householdCredit: {
    single: [
      creditRow(5_000, [75]),
      creditRow(6_000, [60]),
      creditRow(7_000, [50]),
      creditRow(20_000, [45]),
      creditRow(25_000, [40]),
      creditRow(28_000, [20]),
    ],
    family: [
      creditRow(5_000, [90, 105, 120, 135, 150, 165, 180], 15),
      creditRow(6_000, [75, 90, 105, 120, 135, 150, 165], 15),
      creditRow(7_000, [65, 80, 95, 110, 125, 140, 155], 15),
      creditRow(20_000, [60, 75, 90, 105, 120, 135, 150], 15),
      creditRow(22_000, [60, 70, 80, 90, 100, 110, 120], 10),
      creditRow(25_000, [50, 60, 70, 80, 90, 100, 110], 10),
      creditRow(28_000, [40, 45, 50, 55, 60, 65, 70], 5),
      creditRow(32_000, [20, 25, 30, 35, 40, 45, 50], 5),
    ],
  },
  city: {
    schedules: schedulesOfSharedRates<ScheduleGroup>([
      [30_780, { single: [0, 0], joint: [0, 0], head: [0, 0] }],
      [37_620, { single: [12_000, 369], joint: [21_600, 665], head: [14_400, 443] }],
      [38_190, { single: [25_000, 858], joint: [45_000, 1_545], head: [30_000, 1_030] }],
      [38_760, { single: [50_000, 1_813], joint: [90_000, 3_264], head: [60_000, 2_176] }],
    ]),
    // IT-201-I (2025) line 48, tables 4-5 (table 6, married filing separately, is table 5 halved).
    householdCredit: {
      single: [creditRow(10_000, [15]), creditRow(12_500, [10])],
      family: [
        creditRow(15_000, [30, 60, 90, 120, 150, 180, 210], 30),
        creditRow(17_500, [25, 50, 75, 100, 125, 150, 175], 25),
        creditRow(20_000, [15, 30, 45, 60, 75, 90, 105], 15),
        creditRow(22_500, [10, 20, 30, 40, 50, 60, 70], 10),
      ],
    },
    // IT-201 line 69 (fixed amount) and line 69a (rate reduction amount).
    schoolCreditCents: { single: dollars(63), separate: dollars(63), head: dollars(63), joint: dollars(125) },
    schoolCreditIncomeLimitCents: dollars(250_000),
    rateReduction: schedulesOfSharedRates<ScheduleGroup>([
      [1_710, { single: [0, 0], joint: [0, 0], head: [0, 0] }],
      [2_280, { single: [12_000, 21], joint: [21_600, 37], head: [14_400, 25] }],
    ]),
    rateReductionTaxableLimitCents: dollars(500_000),
  },
};

// 2026 is not here: the FY2026 budget (chapter 59 of the laws of 2025, part B) lowers the first five rates for
// 2026, but its text for 2026 could not be read; 2026 is projected from 2025 until it is (docs/tax-tables.md).
const figuresByYear: ReadonlyMap<number, Figures> = new Map([[2025, figures2025]]);

// IT-201 is filled in whole dollars: half a dollar or more up, less down (the same for a loss). The schedules' tax is
// figured to the cent and the line rounded.

const TABLE_ROW_CENTS = dollars(50);
const TABLE_FIRST_ROW_TOP_CENTS = dollars(13);

/**
 * The New York tax table (NYS, and the same layout for New York City): rows "at least X but less than X + $50", the
 * row's tax the schedule's tax at the row's midpoint in whole dollars. Below $50 the rows are $0-$13 ($0) and
 * $13-$50, taxed at $25 as one $0-$50 row would be. So $10,001 of single taxable income is $409 (the row's midpoint
 * $10,025), where the schedule at $10,001 gives $408.
 */
function taxTableTax(taxableCents: number, schedule: RateSchedule): number {
  if (taxableCents < TABLE_FIRST_ROW_TOP_CENTS) return 0;
  return wholeDollarCents(scheduleTax(taxTableRowMiddle(taxableCents, TABLE_ROW_CENTS), schedule));
}

const FRACTION_DENOMINATOR = 10_000;

/** "Divide by $50,000 and round the result to the fourth decimal place", as ten-thousandths. */
const phaseFraction = (excessCents: number, rangeCents: number) =>
  mulDivHalfUp(Math.min(Math.max(0, excessCents), rangeCents), FRACTION_DENOMINATOR, rangeCents);

/**
 * IT-201 line 39 when NY AGI is over $107,650: the tax computation worksheet for the taxable income's band. The lower
 * rates' benefit is taken back over the first $50,000 of NY AGI past each threshold, and past $25,000,000 of NY AGI
 * the whole taxable income is taxed at the top rate.
 */
function worksheetTax(
  agiCents: number,
  taxableCents: number,
  group: ScheduleGroup,
  figures: Figures,
): number {
  if (agiCents > figures.topRateAgiOverCents) return taxAtFlatRate(taxableCents, figures.topRatePpm);
  const schedule = scheduleTax(taxableCents, figures.schedules[group]);
  const worksheets = figures.worksheets[group];
  const recapture = worksheets.bands.findLast((candidate) => taxableCents > candidate.taxableOverCents);
  if (recapture) {
    const fraction = phaseFraction(agiCents - recapture.agiOverCents, figures.phaseInRangeCents);
    return (
      schedule +
      recapture.recaptureBaseCents +
      mulDivHalfUp(recapture.incrementalBenefitCents, fraction, FRACTION_DENOMINATOR)
    );
  }
  const flat = taxAtFlatRate(taxableCents, worksheets.flatRatePpm);
  const excess = agiCents - figures.recaptureAgiOverCents;
  if (excess >= figures.phaseInRangeCents) return flat;
  const fraction = phaseFraction(excess, figures.phaseInRangeCents);
  return schedule + mulDivHalfUp(flat - schedule, fraction, FRACTION_DENOMINATOR);
}

type TaxMethod = 'table' | 'schedule' | 'worksheet';

interface StateTax {
  method: TaxMethod;
  scheduleTaxCents: number;
  taxCents: number;
}

/** IT-201 line 39: the tax table under $65,000, the schedule from there, the worksheets past $107,650 of NY AGI. */
function stateTaxOf(
  agiCents: number,
  taxableCents: number,
  group: ScheduleGroup,
  figures: Figures,
): StateTax {
  const schedule = figures.schedules[group];
  const scheduleTaxCents = wholeDollarCents(scheduleTax(taxableCents, schedule));
  if (agiCents > figures.recaptureAgiOverCents) {
    const taxCents = wholeDollarCents(worksheetTax(agiCents, taxableCents, group, figures));
    return { method: 'worksheet', scheduleTaxCents, taxCents };
  }
  if (taxableCents < figures.taxTableBelowCents)
    return { method: 'table', scheduleTaxCents, taxCents: taxTableTax(taxableCents, schedule) };
  return { method: 'schedule', scheduleTaxCents, taxCents: scheduleTaxCents };
}

/** A separate return's table: the family table's amounts halved, rounded to whole dollars as IT-201-I prints them. */
const halved = (table: HouseholdCreditTable): HouseholdCreditTable =>
  table.map((row) => ({
    fagiNotOverCents: row.fagiNotOverCents,
    amountsCents: row.amountsCents.map((amount) => wholeDollarCents(amount / 2)),
    eachMoreCents: wholeDollarCents(row.eachMoreCents / 2),
  }));

/** The household credit of a table's row for the household's size; 0 past the table's last row. */
function householdCreditOf(table: HouseholdCreditTable, fagiCents: number, householdSize: number): number {
  const found = table.find((candidate) => fagiCents <= candidate.fagiNotOverCents);
  if (!found) return 0;
  const columns = found.amountsCents.length;
  if (householdSize <= columns) return found.amountsCents[Math.max(1, householdSize) - 1]!;
  return found.amountsCents[columns - 1]! + (householdSize - columns) * found.eachMoreCents;
}

/**
 * The household credit tables by status, and who counts: the dependents plus the filer, plus the spouse on a joint
 * return; on a separate return both spouses (and the dependents of either: we know only this return's), for half the
 * family table's credit in whole dollars.
 */
function householdCredit(
  tables: HouseholdCreditTables,
  status: FilingStatus,
  fagiCents: number,
  dependents: number,
) {
  if (status === 'single') return householdCreditOf(tables.single, fagiCents, 1);
  if (status === 'married_separately')
    return householdCreditOf(halved(tables.family), fagiCents, 2 + dependents);
  const size = (status === 'married' ? 2 : 1) + dependents;
  return householdCreditOf(tables.family, fagiCents, size);
}

interface CityTax {
  method: 'table' | 'schedule';
  taxCents: number;
  householdCreditCents: number;
  schoolCreditCents: number;
  rateReductionCents: number;
  afterCreditsCents: number;
}

/**
 * New York City's resident tax (IT-201 lines 47-54) on the same taxable income as the State's (line 47 = line 38),
 * by the city's table under $65,000 and its schedule from there; no recapture. Then its household credit
 * (nonrefundable, never more than the tax), and the school tax credit's fixed and rate-reduction amounts (lines 69
 * and 69a): refundable, listed on the return among the payments, so they are paid in full even beyond the tax.
 */
function cityTaxOf(
  taxableCents: number,
  fagiCents: number,
  status: FilingStatus,
  dependents: number,
  figures: Figures,
): CityTax {
  const city = figures.city;
  const group = scheduleGroupOf(status);
  const schedule = city.schedules[group];
  const method = taxableCents < figures.taxTableBelowCents ? 'table' : 'schedule';
  const taxCents =
    method === 'table'
      ? taxTableTax(taxableCents, schedule)
      : wholeDollarCents(scheduleTax(taxableCents, schedule));
  const householdCreditCents = Math.min(
    taxCents,
    householdCredit(city.householdCredit, status, fagiCents, dependents),
  );
  const schoolGroup = status === 'married_separately' ? 'separate' : group;
  return {
    method,
    taxCents,
    householdCreditCents,
    schoolCreditCents:
      fagiCents <= city.schoolCreditIncomeLimitCents ? city.schoolCreditCents[schoolGroup] : 0,
    rateReductionCents: rateReductionOf(taxableCents, group, figures),
    afterCreditsCents: taxCents - householdCreditCents,
  };
}

/** IT-201 line 69a: the school tax rate reduction amount, for New York City taxable income up to $500,000. */
function rateReductionOf(taxableCents: number, group: ScheduleGroup, figures: Figures): number {
  const city = figures.city;
  if (taxableCents > city.rateReductionTaxableLimitCents) return 0;
  return wholeDollarCents(scheduleTax(taxableCents, city.rateReduction[group]));
}

const stateTaxLabels: Record<TaxMethod, string> = {
  table: 'New York State tax (tax table)',
  schedule: 'New York State tax (rate schedule)',
  worksheet: 'New York State tax on the rate schedule',
};

/** IT-201 line 39 on the screen: past the recapture threshold, the schedule's tax and the recapture apart. */
function stateTaxSteps(stateTax: StateTax): StateTaxStep[] {
  if (stateTax.method !== 'worksheet') return [step(stateTaxLabels[stateTax.method], stateTax.taxCents)];
  return [
    step(stateTaxLabels.worksheet, stateTax.scheduleTaxCents),
    step(
      'Recapture of the lower tax rates (New York AGI over $107,650)',
      stateTax.taxCents - stateTax.scheduleTaxCents,
    ),
  ];
}

const citySteps = (city: CityTax): StateTaxStep[] => [
  step(`New York City tax (${city.method === 'table' ? 'tax table' : 'rate schedule'})`, city.taxCents),
  ...stepIfAny('New York City household credit', city.householdCreditCents),
  step('New York City tax after credits', city.afterCreditsCents),
];

const citySchoolTaxCredits = (city: CityTax): StateTaxStep[] => [
  ...stepIfAny('New York City school tax credit (fixed amount)', city.schoolCreditCents),
  ...stepIfAny('New York City school tax credit (rate reduction amount)', city.rateReductionCents),
];

function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const status = input.filingStatus;
  const group = scheduleGroupOf(status);
  const dependents = dependentsOf(input.household);

  // Line 19 and line 33: no New York additions or subtractions are figured, so NY AGI is federal AGI (the
  // deduction for half of the self-employment tax stays in it: New York does not add it back).
  const fagi = federalAgiOnForm(input.federal);
  const nyAgi = fagi;
  const standardDeduction = figures.standardDeductionCents[status];
  const exemptions = dependents * figures.dependentExemptionCents;
  const taxable = taxableIncomeAfter(nyAgi, standardDeduction, exemptions);

  const stateTax = stateTaxOf(nyAgi, taxable, group, figures);
  const credit = Math.min(
    stateTax.taxCents,
    householdCredit(figures.householdCredit, status, fagi, dependents),
  );
  const stateAfterCredits = stateTax.taxCents - credit;
  const city = input.nycResident ? cityTaxOf(taxable, fagi, status, dependents, figures) : null;

  return stateIncomeTaxOf(
    { year: input.year, projected, source: figures.source },
    {
      incomeCents: nyAgi,
      deductionsCents: standardDeduction + exemptions,
      taxableIncomeCents: taxable,
      taxBeforeCreditsCents: stateTax.taxCents,
      creditsCents: credit,
      localTaxCents: city?.afterCreditsCents ?? 0,
      refundableCredits: city ? citySchoolTaxCredits(city) : [],
      steps: [
        step('Federal adjusted gross income', fagi),
        step('New York adjusted gross income', nyAgi),
        step('New York standard deduction', standardDeduction),
        ...stepIfAny('Dependent exemptions ($1,000 each)', exemptions),
        step('New York taxable income', taxable),
        ...stateTaxSteps(stateTax),
        ...stepIfAny('New York State household credit', credit),
        step('New York State tax after credits', stateAfterCredits),
        ...(city ? citySteps(city) : []),
      ],
    },
  );
}

// Tax Law 691(c): a due date on a Saturday, Sunday or New York legal holiday moves to the next day that is none of
// them. Of New York's legal holidays only Martin Luther King Jr. Day can reach an installment (January 15-21).
const newYorkHolidays = holidays(martinLutherKingDay);

const ESTIMATES_MINIMUM_CENTS = dollars(300);
const HIGH_PRIOR_AGI = { cents: dollars(150_000), separateCents: dollars(75_000) };

/**
 * Tax Law 685(c): 90 % of this year's tax, or 100 % of last year's; 110 % of last year's when last year's New York AGI
 * was over $150,000 ($75,000 married filing separately). Without last year's AGI the 100 % rule is used.
 */
const safeHarbor = highIncomeSafeHarbor(HIGH_PRIOR_AGI);

export const newYork: FiguredState = {
  code: 'NY',
  taxOf,
  estimates: {
    // Form IT-2105: four equal installments, April 15, June 15, September 15 and January 15.
    installments: (year) => usualInstallments(year, newYorkHolidays),
    // The State and the City together, as the underpayment form (IT-2105.9) tests the $300 (see docs).
    ...whenOwingAtLeast('New York', ESTIMATES_MINIMUM_CENTS, 'State (and New York City) income tax'),
    underpaymentForm: 'Form IT-2105.9',
    safeHarbor,
  },
};
