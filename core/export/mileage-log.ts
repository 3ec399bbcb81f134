import { formatCentsPerMile, type Trip, type TripYear } from '../trips';
import { neutralizeFormula } from './items-export';

// Issue 11: the yearly mileage log, with what IRS Publication 463 asks a log to show for each trip.
export const mileageLogColumns = [
  'Date',
  'Start odometer',
  'End odometer',
  'Miles',
  'Business purpose',
  'Platform',
  'Rate (cents/mile)',
  'Deduction',
] as const;

const reading = (miles: number | null) => (miles === null ? '' : miles.toFixed(1));

/** One trip as the cells of a log row, in the order of mileageLogColumns; plain numbers for a spreadsheet. */
export function mileageLogCells(trip: Trip): string[] {
  return [
    trip.date,
    reading(trip.startOdometer),
    reading(trip.endOdometer),
    trip.miles.toFixed(1),
    neutralizeFormula(trip.purpose),
    neutralizeFormula(trip.platform),
    formatCentsPerMile(trip.rateCentsPerMile),
    trip.deduction.toFixed(2),
  ];
}

/** The last row: the year's business miles and deduction (the figure the tax estimate uses). */
export function mileageLogTotalCells(year: TripYear): string[] {
  const trips = `${year.totals.trips} ${year.totals.trips === 1 ? 'trip' : 'trips'}`;
  return [
    `Total ${year.year}`,
    '',
    '',
    year.totals.miles.toFixed(1),
    trips,
    '',
    '',
    year.totals.deduction.toFixed(2),
  ];
}

/** The log's rows, oldest trip first, then the total row. */
export function mileageLogRows(year: TripYear): string[][] {
  return [
    [...mileageLogColumns],
    ...[...year.trips].reverse().map(mileageLogCells),
    mileageLogTotalCells(year),
  ];
}
