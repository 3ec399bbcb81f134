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
  figuresForYear,
  martinLutherKingDay,
  usualInstallments,
  type FiguredState,
  type HolidaysOf,
  type SafeHarborFacts,
  type StateIncomeTax,
  type StateSafeHarborRule,
  type StateTaxInput,
  type StateTaxStep,
  wholeDollarCents,
} from './state-tax';

type ScheduleGroup = 'single' | 'joint' | 'head';

const scheduleGroupOf = (status: FilingStatus): ScheduleGroup => {
  if (status === 'married' || status === 'qualifying_surviving_spouse') return 'joint';
  if (status === 'head_of_household') return 'head';
  return 'single';
};

/** A printed rate-schedule row: over `overCents`, `baseCents` plus `ratePpm` of the excess. */
interface ScheduleRow {
  overCents: number;
  baseCents: number;
  ratePpm: number;
}

type Schedule = readonly ScheduleRow[];

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
  /** Married filing separately: both spouses and every dependent of either. */
  separate: HouseholdCreditTable;
}

interface Figures {
  source: string;
  standardDeductionCents: Record<FilingStatus, number>;
  dependentExemptionCents: number;
  schedules: Record<ScheduleGroup, Schedule>;
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
    schedules: Record<ScheduleGroup, Schedule>;
    householdCredit: HouseholdCreditTables;
    schoolCreditCents: Record<ScheduleGroup | 'separate', number>;
    /** The fixed school tax credit only when "income" (federal AGI here) is not over this. */
    schoolCreditIncomeLimitCents: number;
    /** The school tax rate reduction: a low rate up to the group's threshold, then its base plus a high rate. */
    rateReduction: Record<ScheduleGroup, { thresholdCents: number; baseCents: number }>;
    rateReductionLowPpm: number;
    rateReductionHighPpm: number;
    rateReductionTaxableLimitCents: number;
  };
}

const dollars = (value: number) => value * 100;
const row = (over: number, base: number, ratePpm: number): ScheduleRow => ({
  overCents: dollars(over),
  baseCents: dollars(base),
  ratePpm,
});
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
  schedules: {
    single: [
      row(0, 0, 40_000),
      row(8_500, 340, 45_000),
      row(11_700, 484, 52_500),
      row(13_900, 600, 55_000),
      row(80_650, 4_271, 60_000),
      row(215_400, 12_356, 68_500),
      row(1_077_550, 71_413, 96_500),
      row(5_000_000, 449_929, 103_000),
      row(25_000_000, 2_509_929, 109_000),
    ],
    joint: [
      row(0, 0, 40_000),
      row(17_150, 686, 45_000),
      row(23_600, 976, 52_500),
      row(27_900, 1_202, 55_000),
      row(161_550, 8_553, 60_000),
      row(323_200, 18_252, 68_500),
      row(2_155_350, 143_754, 96_500),
      row(5_000_000, 418_263, 103_000),
      row(25_000_000, 2_478_263, 109_000),
    ],
    head: [
      row(0, 0, 40_000),
      row(12_800, 512, 45_000),
      row(17_650, 730, 52_500),
      row(20_900, 901, 55_000),
      row(107_650, 5_672, 60_000),
      row(269_300, 15_371, 68_500),
      row(1_616_450, 107_651, 96_500),
      row(5_000_000, 434_163, 103_000),
      row(25_000_000, 2_494_163, 109_000),
    ],
  },
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
  // IT-201-I (2025) line 40, tables 1-3 (table 3's amounts are printed rounded to whole dollars).
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
    separate: [
      creditRow(5_000, [45, 53, 60, 68, 75, 83, 90], 8),
      creditRow(6_000, [38, 45, 53, 60, 68, 75, 83], 8),
      creditRow(7_000, [33, 40, 48, 55, 63, 70, 78], 8),
      creditRow(20_000, [30, 38, 45, 53, 60, 68, 75], 8),
      creditRow(22_000, [30, 35, 40, 45, 50, 55, 60], 5),
      creditRow(25_000, [25, 30, 35, 40, 45, 50, 55], 5),
      creditRow(28_000, [20, 23, 25, 28, 30, 33, 35], 3),
      creditRow(32_000, [10, 13, 15, 18, 20, 23, 25], 3),
    ],
  },
  city: {
    schedules: {
      single: [
        row(0, 0, 30_780),
        row(12_000, 369, 37_620),
        row(25_000, 858, 38_190),
        row(50_000, 1_813, 38_760),
      ],
      joint: [
        row(0, 0, 30_780),
        row(21_600, 665, 37_620),
        row(45_000, 1_545, 38_190),
        row(90_000, 3_264, 38_760),
      ],
      head: [
        row(0, 0, 30_780),
        row(14_400, 443, 37_620),
        row(30_000, 1_030, 38_190),
        row(60_000, 2_176, 38_760),
      ],
    },
    // IT-201-I (2025) line 48, tables 4-6.
    householdCredit: {
      single: [creditRow(10_000, [15]), creditRow(12_500, [10])],
      family: [
        creditRow(15_000, [30, 60, 90, 120, 150, 180, 210], 30),
        creditRow(17_500, [25, 50, 75, 100, 125, 150, 175], 25),
        creditRow(20_000, [15, 30, 45, 60, 75, 90, 105], 15),
        creditRow(22_500, [10, 20, 30, 40, 50, 60, 70], 10),
      ],
      separate: [
        creditRow(15_000, [15, 30, 45, 60, 75, 90, 105], 15),
        creditRow(17_500, [13, 25, 38, 50, 63, 75, 88], 13),
        creditRow(20_000, [8, 15, 23, 30, 38, 45, 53], 8),
        creditRow(22_500, [5, 10, 15, 20, 25, 30, 35], 5),
      ],
    },
    // IT-201 line 69 (fixed amount) and line 69a (rate reduction amount).
    schoolCreditCents: { single: dollars(63), separate: dollars(63), head: dollars(63), joint: dollars(125) },
    schoolCreditIncomeLimitCents: dollars(250_000),
    rateReduction: {
      single: { thresholdCents: dollars(12_000), baseCents: dollars(21) },
      joint: { thresholdCents: dollars(21_600), baseCents: dollars(37) },
      head: { thresholdCents: dollars(14_400), baseCents: dollars(25) },
    },
    rateReductionLowPpm: 1_710,
    rateReductionHighPpm: 2_280,
    rateReductionTaxableLimitCents: dollars(500_000),
  },
};

// 2026 is not here: the FY2026 budget (chapter 59 of the laws of 2025, part B) lowers the first five rates for
// 2026, but its text for 2026 could not be read; 2026 is projected from 2025 until it is (docs/tax-tables.md).
const figuresByYear: ReadonlyMap<number, Figures> = new Map([[2025, figures2025]]);

// wholeDollarCents: IT-201 is filled in whole dollars: half a dollar or more up, less down (the same for a loss).

/** The printed schedule's tax: the row's whole-dollar base plus its rate on the excess, to the cent. */
function scheduleTax(taxableCents: number, schedule: Schedule): number {
  if (taxableCents <= 0) return 0;
  const found = schedule.findLast((candidate) => taxableCents > candidate.overCents) ?? schedule[0]!;
  return found.baseCents + mulDivHalfUp(taxableCents - found.overCents, found.ratePpm, 1_000_000);
}

const TABLE_ROW_CENTS = dollars(50);
const TABLE_FIRST_ROW_TOP_CENTS = dollars(13);

/**
 * The New York tax table (NYS, and the same layout for New York City): rows "at least X but less than X + $50", the
 * row's tax the schedule's tax at the row's midpoint in whole dollars. Below $50 the rows are $0-$13 ($0) and
 * $13-$50, taxed at $25 as one $0-$50 row would be. So $10,001 of single taxable income is $409 (the row's midpoint
 * $10,025), where the schedule at $10,001 gives $408.
 */
function taxTableTax(taxableCents: number, schedule: Schedule): number {
  if (taxableCents < TABLE_FIRST_ROW_TOP_CENTS) return 0;
  const rowStart = Math.floor(taxableCents / TABLE_ROW_CENTS) * TABLE_ROW_CENTS;
  return wholeDollarCents(scheduleTax(rowStart + TABLE_ROW_CENTS / 2, schedule));
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
  if (agiCents > figures.topRateAgiOverCents)
    return mulDivHalfUp(taxableCents, figures.topRatePpm, 1_000_000);
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
  const flat = mulDivHalfUp(taxableCents, worksheets.flatRatePpm, 1_000_000);
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
 * return; on a separate return both spouses (and the dependents of either: we know only this return's).
 */
function householdCredit(
  tables: HouseholdCreditTables,
  status: FilingStatus,
  fagiCents: number,
  dependents: number,
) {
  if (status === 'single') return householdCreditOf(tables.single, fagiCents, 1);
  if (status === 'married_separately') return householdCreditOf(tables.separate, fagiCents, 2 + dependents);
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
  if (taxableCents <= 0 || taxableCents > city.rateReductionTaxableLimitCents) return 0;
  const { thresholdCents, baseCents } = city.rateReduction[group];
  const amount =
    taxableCents <= thresholdCents
      ? mulDivHalfUp(taxableCents, city.rateReductionLowPpm, 1_000_000)
      : baseCents + mulDivHalfUp(taxableCents - thresholdCents, city.rateReductionHighPpm, 1_000_000);
  return wholeDollarCents(amount);
}

const stateTaxLabels: Record<TaxMethod, string> = {
  table: 'New York State tax (tax table)',
  schedule: 'New York State tax (rate schedule)',
  worksheet: 'New York State tax on the rate schedule',
};

function taxOf(input: StateTaxInput): StateIncomeTax {
  const { figures, projected } = figuresForYear(figuresByYear, input.year);
  const status = input.filingStatus;
  const group = scheduleGroupOf(status);
  const dependents = input.household.childrenUnder17 + input.household.otherDependents;

  // Line 19 and line 33: no New York additions or subtractions are figured, so NY AGI is federal AGI (the
  // deduction for half of the self-employment tax stays in it: New York does not add it back).
  const fagi = wholeDollarCents(input.federal.adjustedGrossIncomeCents);
  const nyAgi = fagi;
  const standardDeduction = figures.standardDeductionCents[status];
  const exemptions = dependents * figures.dependentExemptionCents;
  const taxable = Math.max(0, Math.max(0, nyAgi - standardDeduction) - exemptions);

  const stateTax = stateTaxOf(nyAgi, taxable, group, figures);
  const credit = Math.min(
    stateTax.taxCents,
    householdCredit(figures.householdCredit, status, fagi, dependents),
  );
  const stateAfterCredits = stateTax.taxCents - credit;

  const steps: StateTaxStep[] = [
    { label: 'Federal adjusted gross income', amountCents: fagi },
    { label: 'New York adjusted gross income', amountCents: nyAgi },
    { label: 'New York standard deduction', amountCents: standardDeduction },
  ];
  if (exemptions > 0) steps.push({ label: 'Dependent exemptions ($1,000 each)', amountCents: exemptions });
  steps.push({ label: 'New York taxable income', amountCents: taxable });
  if (stateTax.method === 'worksheet') {
    steps.push(
      { label: stateTaxLabels.worksheet, amountCents: stateTax.scheduleTaxCents },
      {
        label: 'Recapture of the lower tax rates (New York AGI over $107,650)',
        amountCents: stateTax.taxCents - stateTax.scheduleTaxCents,
      },
    );
  } else {
    steps.push({ label: stateTaxLabels[stateTax.method], amountCents: stateTax.taxCents });
  }
  if (credit > 0) steps.push({ label: 'New York State household credit', amountCents: credit });
  steps.push({ label: 'New York State tax after credits', amountCents: stateAfterCredits });

  let localTaxCents = 0;
  const refundableCredits: StateTaxStep[] = [];
  if (input.nycResident) {
    const city = cityTaxOf(taxable, fagi, status, dependents, figures);
    localTaxCents = city.afterCreditsCents;
    steps.push({
      label: `New York City tax (${city.method === 'table' ? 'tax table' : 'rate schedule'})`,
      amountCents: city.taxCents,
    });
    if (city.householdCreditCents > 0)
      steps.push({ label: 'New York City household credit', amountCents: city.householdCreditCents });
    steps.push({ label: 'New York City tax after credits', amountCents: localTaxCents });
    if (city.schoolCreditCents > 0)
      refundableCredits.push({
        label: 'New York City school tax credit (fixed amount)',
        amountCents: city.schoolCreditCents,
      });
    if (city.rateReductionCents > 0)
      refundableCredits.push({
        label: 'New York City school tax credit (rate reduction amount)',
        amountCents: city.rateReductionCents,
      });
  }

  return {
    year: input.year,
    projected,
    source: figures.source,
    incomeCents: nyAgi,
    deductionsCents: standardDeduction + exemptions,
    taxableIncomeCents: taxable,
    taxBeforeCreditsCents: stateTax.taxCents,
    creditsCents: credit,
    taxCents: stateAfterCredits,
    localTaxCents,
    refundableCredits,
    steps,
  };
}

// Tax Law 691(c): a due date on a Saturday, Sunday or New York legal holiday moves to the next day that is none of
// them. Of New York's legal holidays only Martin Luther King Jr. Day can reach an installment (January 15-21).
const newYorkHolidays: HolidaysOf = (year) => new Set([martinLutherKingDay(year)]);

const ESTIMATES_MINIMUM_CENTS = dollars(300);
const HIGH_PRIOR_AGI_CENTS = dollars(150_000);
const HIGH_PRIOR_AGI_SEPARATE_CENTS = dollars(75_000);

/**
 * Tax Law 685(c): 90 % of this year's tax, or 100 % of last year's; 110 % of last year's when last year's New York AGI
 * was over $150,000 ($75,000 married filing separately). Without last year's AGI the 100 % rule is used.
 */
function safeHarbor(facts: SafeHarborFacts): StateSafeHarborRule {
  const limit =
    facts.filingStatus === 'married_separately' ? HIGH_PRIOR_AGI_SEPARATE_CENTS : HIGH_PRIOR_AGI_CENTS;
  const high = facts.priorYearAgiCents !== null && facts.priorYearAgiCents > limit;
  return { thisYearPercent: 90, priorYearPercent: high ? 110 : 100 };
}

export const newYork: FiguredState = {
  code: 'NY',
  taxOf,
  estimates: {
    // Form IT-2105: four equal installments, April 15, June 15, September 15 and January 15.
    installments: (year) => usualInstallments(year, newYorkHolidays),
    // The State and the City together, as the underpayment form (IT-2105.9) tests the $300 (see docs).
    required: ({ taxAfterWithholdingCents }) => taxAfterWithholdingCents >= ESTIMATES_MINIMUM_CENTS,
    underpaymentForm: 'Form IT-2105.9',
    requiredRule:
      'New York asks for estimated payments when you expect to owe $300 or more of State (and New York City) ' +
      'income tax after withholding and credits.',
    safeHarbor,
  },
};
