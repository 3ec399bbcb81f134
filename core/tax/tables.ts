// Federal figures per tax year (docs/tax-tables.md). Money in whole dollars here; the engine works in cents.
export const filingStatuses = ['single', 'married', 'head_of_household'] as const;
export type FilingStatus = (typeof filingStatuses)[number];

export const filingStatusLabels: Record<FilingStatus, string> = {
  single: 'Single',
  married: 'Married filing jointly',
  head_of_household: 'Head of household',
};

export interface TaxYearTable {
  year: number;
  /** Projected by SPEC's x1.03 rule from the newest table, not published figures. */
  projected: boolean;
  source: string;
  /** Upper thresholds of the 10, 12, 22, 24, 32 and 35 % brackets; 37 % above the last. */
  bracketTops: Record<FilingStatus, readonly number[]>;
  standardDeduction: Record<FilingStatus, number>;
  socialSecurityWageBase: number;
  /** Taxable income above which the QBI deduction's wage limit phases in (single and HoH share one). */
  qbiThreshold: { single: number; married: number };
  qbiPhaseInRange: { single: number; married: number };
  /** From 2026: the least QBI deduction when QBI is at least $1,000 (OBBBA section 70105). */
  qbiMinimumDeduction: number;
}

export const BRACKET_RATES_PERCENT = [10, 12, 22, 24, 32, 35, 37] as const;

// Not indexed for inflation (26 U.S.C. 1401(b)(2)).
export const ADDITIONAL_MEDICARE_THRESHOLD: Record<FilingStatus, number> = {
  single: 200_000,
  married: 250_000,
  head_of_household: 200_000,
};

export const taxTables: readonly TaxYearTable[] = [
  {
    year: 2022,
    projected: false,
    source: 'Rev. Proc. 2021-45; SSA wage base 2022',
    bracketTops: {
      single: [10_275, 41_775, 89_075, 170_050, 215_950, 539_900],
      married: [20_550, 83_550, 178_150, 340_100, 431_900, 647_850],
      head_of_household: [14_650, 55_900, 89_050, 170_050, 215_950, 539_900],
    },
    standardDeduction: { single: 12_950, married: 25_900, head_of_household: 19_400 },
    socialSecurityWageBase: 147_000,
    qbiThreshold: { single: 170_050, married: 340_100 },
    qbiPhaseInRange: { single: 50_000, married: 100_000 },
    qbiMinimumDeduction: 0,
  },
  {
    year: 2023,
    projected: false,
    source: 'Rev. Proc. 2022-38; SSA wage base 2023',
    bracketTops: {
      single: [11_000, 44_725, 95_375, 182_100, 231_250, 578_125],
      married: [22_000, 89_450, 190_750, 364_200, 462_500, 693_750],
      head_of_household: [15_700, 59_850, 95_350, 182_100, 231_250, 578_100],
    },
    standardDeduction: { single: 13_850, married: 27_700, head_of_household: 20_800 },
    socialSecurityWageBase: 160_200,
    qbiThreshold: { single: 182_100, married: 364_200 },
    qbiPhaseInRange: { single: 50_000, married: 100_000 },
    qbiMinimumDeduction: 0,
  },
  {
    year: 2024,
    projected: false,
    source: 'Rev. Proc. 2023-34; SSA wage base 2024',
    bracketTops: {
      single: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
      married: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
      head_of_household: [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
    },
    standardDeduction: { single: 14_600, married: 29_200, head_of_household: 21_900 },
    socialSecurityWageBase: 168_600,
    qbiThreshold: { single: 191_950, married: 383_900 },
    qbiPhaseInRange: { single: 50_000, married: 100_000 },
    qbiMinimumDeduction: 0,
  },
  {
    year: 2025,
    projected: false,
    source:
      'Rev. Proc. 2024-40; standard deduction as amended by P.L. 119-21 (July 2025); SSA wage base 2025',
    bracketTops: {
      single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
      married: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
      head_of_household: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
    },
    standardDeduction: { single: 15_750, married: 31_500, head_of_household: 23_625 },
    socialSecurityWageBase: 176_100,
    qbiThreshold: { single: 197_300, married: 394_600 },
    qbiPhaseInRange: { single: 50_000, married: 100_000 },
    qbiMinimumDeduction: 0,
  },
  {
    year: 2026,
    projected: false,
    source: 'Rev. Proc. 2025-32; 26 U.S.C. 199A as amended by P.L. 119-21; SSA wage base 2026',
    bracketTops: {
      single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
      married: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
      head_of_household: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
    },
    standardDeduction: { single: 16_100, married: 32_200, head_of_household: 24_150 },
    socialSecurityWageBase: 184_500,
    qbiThreshold: { single: 201_750, married: 403_500 },
    qbiPhaseInRange: { single: 75_000, married: 150_000 },
    qbiMinimumDeduction: 400,
  },
];

export const FIRST_TAX_YEAR = taxTables[0]!.year;
export const NEWEST_TAX_YEAR = taxTables.at(-1)!.year;
// SPEC section 9: other years are the newest values x 1.03, rounded.
const PROJECTION_FACTOR = 1.03;

const scaled = (value: number, factor: number) => Math.round(value * factor);
const scaleAll = <K extends string>(values: Record<K, number>, factor: number) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, scaled(value as number, factor)]),
  ) as Record<K, number>;

/** The table of a tax year; a year past the newest is projected by x1.03 a year and marked so. */
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
    source: `Projected from ${newest.year} by x1.03 a year (SPEC section 9); not published figures`,
    bracketTops: {
      single: newest.bracketTops.single.map((top) => scaled(top, factor)),
      married: newest.bracketTops.married.map((top) => scaled(top, factor)),
      head_of_household: newest.bracketTops.head_of_household.map((top) => scaled(top, factor)),
    },
    standardDeduction: scaleAll(newest.standardDeduction, factor),
    socialSecurityWageBase: scaled(newest.socialSecurityWageBase, factor),
    qbiThreshold: scaleAll(newest.qbiThreshold, factor),
  };
}

export function defaultStandardDeduction(year: number, status: FilingStatus): number {
  return taxTableFor(year).standardDeduction[status];
}
