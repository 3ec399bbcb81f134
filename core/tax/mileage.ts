import { mulDivHalfUp } from './cents-math';

/** The IRS standard mileage rate for business use, in tenths of a cent a mile, from the date it applies. */
interface MileageRate {
  from: string;
  tenthsOfCentPerMile: number;
  source: string;
}

// docs/tax-tables.md "Standard mileage rate (business)": 2022 changed mid-year (IRS IR-2022-124).
const mileageRates: readonly MileageRate[] = [
  { from: '2022-01-01', tenthsOfCentPerMile: 585, source: 'IRS Notice 2022-03' },
  { from: '2022-07-01', tenthsOfCentPerMile: 625, source: 'IRS Announcement 2022-13 (IR-2022-124)' },
  { from: '2023-01-01', tenthsOfCentPerMile: 655, source: 'IRS Notice 2023-03' },
  { from: '2024-01-01', tenthsOfCentPerMile: 670, source: 'IRS Notice 2024-08' },
  { from: '2025-01-01', tenthsOfCentPerMile: 700, source: 'IRS Notice 2025-5' },
  { from: '2026-01-01', tenthsOfCentPerMile: 725, source: 'docs/tax-tables.md, 2026' },
];

const NEWEST_RATE = mileageRates.at(-1)!;

export interface MileageRateOn {
  /** Cents a mile, e.g. 62.5. */
  centsPerMile: number;
  tenthsOfCentPerMile: number;
  /** A date after the newest published year: the newest rate is used until the IRS announces the next. */
  provisional: boolean;
}

/** The standard mileage rate on a trip's date (YYYY-MM-DD); undefined before 2022, where we have no table. */
export function mileageRateOn(date: string): MileageRateOn | undefined {
  const rate = [...mileageRates].reverse().find((candidate) => candidate.from <= date);
  if (!rate) return undefined;
  const newestYear = Number(NEWEST_RATE.from.slice(0, 4));
  return {
    centsPerMile: rate.tenthsOfCentPerMile / 10,
    tenthsOfCentPerMile: rate.tenthsOfCentPerMile,
    provisional: Number(date.slice(0, 4)) > newestYear,
  };
}

/**
 * The deduction for a trip of `tenthsOfMile` tenths of a mile on `date`, in cents, rounded half-up once (miles are
 * kept to a tenth, as odometers show them).
 */
export function mileageDeductionCents(tenthsOfMile: number, date: string): number {
  const rate = mileageRateOn(date);
  if (!rate) return 0;
  // tenths of a mile x tenths of a cent a mile = hundredths of a cent.
  return mulDivHalfUp(tenthsOfMile, rate.tenthsOfCentPerMile, 100);
}

/** What the deduction is called wherever it stands beside the person's own expense categories. */
export const MILEAGE_CATEGORY = 'Mileage (standard rate)';

/**
 * The deduction of many trips: the miles driven under each rate times that rate, rounded once per rate, as a
 * return figures it (business miles x rate), not trip by trip. Rates change only on the first of a month, so
 * miles summed by month are enough.
 */
export function mileageDeductionOfMonths(months: readonly { month: string; tenthsOfMile: number }[]): number {
  const tenthsByRate = new Map<number, number>();
  for (const { month, tenthsOfMile } of months) {
    const rate = mileageRateOn(month);
    if (rate)
      tenthsByRate.set(
        rate.tenthsOfCentPerMile,
        (tenthsByRate.get(rate.tenthsOfCentPerMile) ?? 0) + tenthsOfMile,
      );
  }
  let cents = 0;
  for (const [tenthsOfCentPerMile, tenths] of tenthsByRate)
    cents += mulDivHalfUp(tenths, tenthsOfCentPerMile, 100);
  return cents;
}
