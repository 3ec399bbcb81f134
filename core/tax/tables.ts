// Federal figures per tax year (docs/tax-tables.md). Money in whole dollars here; the engine works in cents.
export const filingStatuses = [
  'single',
  'married',
  'married_separately',
  'head_of_household',
  'qualifying_surviving_spouse',
] as const;
export type FilingStatus = (typeof filingStatuses)[number];

export const filingStatusLabels: Record<FilingStatus, string> = {
  single: 'Single',
  married: 'Married filing jointly',
  married_separately: 'Married filing separately',
  head_of_household: 'Head of household',
  qualifying_surviving_spouse: 'Qualifying surviving spouse',
};

/**
 * The rate schedule and standard deduction a status uses: a qualifying surviving spouse files with the joint
 * return's (26 U.S.C. 1(a), 63(c)(2)); the others have their own.
 */
export type ScheduleStatus = Exclude<FilingStatus, 'qualifying_surviving_spouse'>;
export const scheduleOf = (status: FilingStatus): ScheduleStatus =>
  status === 'qualifying_surviving_spouse' ? 'married' : status;

export interface TaxYearTable {
  year: number;
  /** Projected from the newest table by x1.03 a year, not published figures. */
  projected: boolean;
  source: string;
  /** Upper thresholds of the 10, 12, 22, 24, 32 and 35 % brackets; 37 % above the last. */
  bracketTops: Record<ScheduleStatus, readonly number[]>;
  standardDeduction: Record<ScheduleStatus, number>;
  socialSecurityWageBase: number;
  /**
   * Taxable income above which the QBI deduction's wage limit phases in: joint returns, married filing separately,
   * and every other return (single, head of household, qualifying surviving spouse).
   */
  qbiThreshold: { single: number; married: number; married_separately: number };
  qbiPhaseInRange: { single: number; married: number };
  /** From 2026: the least QBI deduction when QBI is at least $1,000 (OBBBA section 70105). */
  qbiMinimumDeduction: number;
  /** Child tax credit per qualifying child under 17 (26 U.S.C. 24(h)(2), as amended by P.L. 119-21 for 2025 on). */
  childTaxCredit: number;
  /** The refundable part's cap per child (additional child tax credit, 24(h)(5), indexed). */
  refundableChildTaxCredit: number;
  /** Section 415(c)(1)(A) dollar limit on annual additions: caps SEP / solo 401(k) contributions. */
  annualAdditionsLimit: number;
  /** The earned income credit's indexed figures (26 U.S.C. 32(b)(2), (j)). */
  earnedIncomeCredit: EarnedIncomeCreditFigures;
}

/**
 * The EIC's figures of a year, each by qualifying children 0, 1, 2 and 3 or more: the earned income at which the
 * credit reaches its most, that most, and the income (AGI or earned income) where it starts to shrink, for a joint
 * return and for every other. The rates are the law's and never change (earned-income-credit.ts).
 */
export interface EarnedIncomeCreditFigures {
  earnedIncomeAmount: ByEicChildren;
  maximumCredit: ByEicChildren;
  phaseOutStart: ByEicChildren;
  phaseOutStartJoint: ByEicChildren;
  /** Investment income above this and there is no EIC (32(i)). */
  investmentIncomeLimit: number;
}
export type ByEicChildren = readonly [number, number, number, number];

export const BRACKET_RATES_PERCENT = [10, 12, 22, 24, 32, 35, 37] as const;

// Not indexed for inflation (26 U.S.C. 1401(b)(2)).
export const ADDITIONAL_MEDICARE_THRESHOLD: Record<FilingStatus, number> = {
  single: 200_000,
  married: 250_000,
  married_separately: 125_000,
  head_of_household: 200_000,
  qualifying_surviving_spouse: 200_000,
};

/** A year's figures as its Revenue Procedure and the law of that year publish them (not projected). */
const publishedYear = (figures: Omit<TaxYearTable, 'projected'>): TaxYearTable => ({
  ...figures,
  projected: false,
});

// 199A before P.L. 119-21: the wage limit phases in over $50,000 ($100,000 joint), a range the law never indexed,
// and there is no least deduction.
const QBI_BEFORE_2026 = {
  qbiPhaseInRange: { single: 50_000, married: 100_000 },
  qbiMinimumDeduction: 0,
};

export const taxTables: readonly TaxYearTable[] = [
  publishedYear({
    year: 2022,
    source: 'Rev. Proc. 2021-45; SSA wage base 2022',
    bracketTops: {
      single: [10_275, 41_775, 89_075, 170_050, 215_950, 539_900],
      married: [20_550, 83_550, 178_150, 340_100, 431_900, 647_850],
      married_separately: [10_275, 41_775, 89_075, 170_050, 215_950, 323_925],
      head_of_household: [14_650, 55_900, 89_050, 170_050, 215_950, 539_900],
    },
    standardDeduction: {
      single: 12_950,
      married: 25_900,
      married_separately: 12_950,
      head_of_household: 19_400,
    },
    socialSecurityWageBase: 147_000,
    // Form 8995 (2022): "$170,050 ($340,100 if married filing jointly)", no separate figure for married filing
    // separately; it equals the separate 24 % bracket's end (same $157,500 base, same $25 rounding).
    qbiThreshold: { single: 170_050, married: 340_100, married_separately: 170_050 },
    ...QBI_BEFORE_2026,
    childTaxCredit: 2_000,
    refundableChildTaxCredit: 1_500,
    annualAdditionsLimit: 61_000,
    // Rev. Proc. 2021-45 section 3.06.
    earnedIncomeCredit: {
      earnedIncomeAmount: [7_320, 10_980, 15_410, 15_410],
      maximumCredit: [560, 3_733, 6_164, 6_935],
      phaseOutStart: [9_160, 20_130, 20_130, 20_130],
      phaseOutStartJoint: [15_290, 26_260, 26_260, 26_260],
      investmentIncomeLimit: 10_300,
    },
  }),
  publishedYear({
    year: 2023,
    source: 'Rev. Proc. 2022-38; SSA wage base 2023',
    bracketTops: {
      single: [11_000, 44_725, 95_375, 182_100, 231_250, 578_125],
      married: [22_000, 89_450, 190_750, 364_200, 462_500, 693_750],
      married_separately: [11_000, 44_725, 95_375, 182_100, 231_250, 346_875],
      head_of_household: [15_700, 59_850, 95_350, 182_100, 231_250, 578_100],
    },
    standardDeduction: {
      single: 13_850,
      married: 27_700,
      married_separately: 13_850,
      head_of_household: 20_800,
    },
    socialSecurityWageBase: 160_200,
    qbiThreshold: { single: 182_100, married: 364_200, married_separately: 182_100 },
    ...QBI_BEFORE_2026,
    childTaxCredit: 2_000,
    refundableChildTaxCredit: 1_600,
    annualAdditionsLimit: 66_000,
    // Rev. Proc. 2022-38 section 3.06.
    earnedIncomeCredit: {
      earnedIncomeAmount: [7_840, 11_750, 16_510, 16_510],
      maximumCredit: [600, 3_995, 6_604, 7_430],
      phaseOutStart: [9_800, 21_560, 21_560, 21_560],
      phaseOutStartJoint: [16_370, 28_120, 28_120, 28_120],
      investmentIncomeLimit: 11_000,
    },
  }),
  publishedYear({
    year: 2024,
    source: 'Rev. Proc. 2023-34; SSA wage base 2024',
    bracketTops: {
      single: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
      married: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
      married_separately: [11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
      head_of_household: [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
    },
    standardDeduction: {
      single: 14_600,
      married: 29_200,
      married_separately: 14_600,
      head_of_household: 21_900,
    },
    socialSecurityWageBase: 168_600,
    qbiThreshold: { single: 191_950, married: 383_900, married_separately: 191_950 },
    ...QBI_BEFORE_2026,
    childTaxCredit: 2_000,
    refundableChildTaxCredit: 1_700,
    annualAdditionsLimit: 69_000,
    // Rev. Proc. 2023-34 section 3.06.
    earnedIncomeCredit: {
      earnedIncomeAmount: [8_260, 12_390, 17_400, 17_400],
      maximumCredit: [632, 4_213, 6_960, 7_830],
      phaseOutStart: [10_330, 22_720, 22_720, 22_720],
      phaseOutStartJoint: [17_250, 29_640, 29_640, 29_640],
      investmentIncomeLimit: 11_600,
    },
  }),
  publishedYear({
    year: 2025,
    source:
      'Rev. Proc. 2024-40; standard deduction as amended by P.L. 119-21 (July 2025); SSA wage base 2025',
    bracketTops: {
      single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      married: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      married_separately: [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
      head_of_household: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
    },
    standardDeduction: {
      single: 15_750,
      married: 31_500,
      married_separately: 15_750,
      head_of_household: 23_625,
    },
    socialSecurityWageBase: 176_100,
    qbiThreshold: { single: 197_300, married: 394_600, married_separately: 197_300 },
    ...QBI_BEFORE_2026,
    childTaxCredit: 2_200,
    refundableChildTaxCredit: 1_700,
    annualAdditionsLimit: 70_000,
    // Rev. Proc. 2024-40 section 3.06.
    earnedIncomeCredit: {
      earnedIncomeAmount: [8_490, 12_730, 17_880, 17_880],
      maximumCredit: [649, 4_328, 7_152, 8_046],
      phaseOutStart: [10_620, 23_350, 23_350, 23_350],
      phaseOutStartJoint: [17_730, 30_470, 30_470, 30_470],
      investmentIncomeLimit: 11_950,
    },
  }),
  publishedYear({
    year: 2026,
    source: 'Rev. Proc. 2025-32; 26 U.S.C. 199A as amended by P.L. 119-21; SSA wage base 2026',
    bracketTops: {
      single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
      married: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      married_separately: [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
      head_of_household: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
    },
    standardDeduction: {
      single: 16_100,
      married: 32_200,
      married_separately: 16_100,
      head_of_household: 24_150,
    },
    socialSecurityWageBase: 184_500,
    // 199A(e)(2)(B) rounds as 1(f)(7): to $50, but to $25 married filing separately (1(f)(7)(B)); the same
    // $157,500 base gives the separate 24 % bracket's end of 201,775 in Rev. Proc. 2025-32, so 201,775 here.
    qbiThreshold: { single: 201_750, married: 403_500, married_separately: 201_775 },
    qbiPhaseInRange: { single: 75_000, married: 150_000 },
    qbiMinimumDeduction: 400,
    childTaxCredit: 2_200,
    refundableChildTaxCredit: 1_700,
    annualAdditionsLimit: 72_000,
    // Rev. Proc. 2025-32 section 4.06.
    earnedIncomeCredit: {
      earnedIncomeAmount: [8_680, 13_020, 18_290, 18_290],
      maximumCredit: [664, 4_427, 7_316, 8_231],
      phaseOutStart: [10_860, 23_890, 23_890, 23_890],
      phaseOutStartJoint: [18_140, 31_160, 31_160, 31_160],
      investmentIncomeLimit: 12_200,
    },
  }),
];

export const FIRST_TAX_YEAR = taxTables[0]!.year;
/** The last year the API takes: a later year's figures are carried on from the newest year known. */
export const LAST_TAX_YEAR = 2100;
export const NEWEST_TAX_YEAR = taxTables.at(-1)!.year;
// A year past the newest table: the newest values x 1.03 a year, rounded (docs/tax-tables.md).
const PROJECTION_FACTOR = 1.03;

const scaled = (value: number, factor: number) => Math.round(value * factor);
const scaleAll = <K extends string>(values: Record<K, number>, factor: number) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, scaled(value as number, factor)]),
  ) as Record<K, number>;

/**
 * The table of a tax year; a year past the newest is projected by x1.03 a year and marked so. The child credits
 * stay at the newest year's: the law indexes them only in $100 steps, which x1.03 would overstate.
 */
export function taxTableFor(year: number): TaxYearTable {
  const published = taxTables.find((table) => table.year === year);
  if (published) return published;
  if (year < FIRST_TAX_YEAR) throw new RangeError(`No tax table before ${FIRST_TAX_YEAR}`);
  const newest = taxTables.at(-1)!;
  const factor = PROJECTION_FACTOR ** (year - newest.year);
  return {
    ...newest,
    year,
    projected: true,
    source: `Projected from ${newest.year} by x1.03 a year; not published figures`,
    bracketTops: {
      single: newest.bracketTops.single.map((top) => scaled(top, factor)),
      married: newest.bracketTops.married.map((top) => scaled(top, factor)),
      married_separately: newest.bracketTops.married_separately.map((top) => scaled(top, factor)),
      head_of_household: newest.bracketTops.head_of_household.map((top) => scaled(top, factor)),
    },
    standardDeduction: scaleAll(newest.standardDeduction, factor),
    socialSecurityWageBase: scaled(newest.socialSecurityWageBase, factor),
    qbiThreshold: scaleAll(newest.qbiThreshold, factor),
    annualAdditionsLimit: scaled(newest.annualAdditionsLimit, factor),
    earnedIncomeCredit: projectedEic(newest.earnedIncomeCredit, factor),
  };
}

const scaledByChildren = (values: ByEicChildren, factor: number): ByEicChildren => [
  scaled(values[0], factor),
  scaled(values[1], factor),
  scaled(values[2], factor),
  scaled(values[3], factor),
];

function projectedEic(newest: EarnedIncomeCreditFigures, factor: number): EarnedIncomeCreditFigures {
  return {
    earnedIncomeAmount: scaledByChildren(newest.earnedIncomeAmount, factor),
    maximumCredit: scaledByChildren(newest.maximumCredit, factor),
    phaseOutStart: scaledByChildren(newest.phaseOutStart, factor),
    phaseOutStartJoint: scaledByChildren(newest.phaseOutStartJoint, factor),
    investmentIncomeLimit: scaled(newest.investmentIncomeLimit, factor),
  };
}

export function defaultStandardDeduction(year: number, status: FilingStatus): number {
  return taxTableFor(year).standardDeduction[scheduleOf(status)];
}
