import { formatCentsPerMile, type Trip, type TripYear } from '../trips';
import { figureCell, type ExportCell } from './cells';

// The yearly mileage log, with what IRS Publication 463 asks a log to show for each trip.
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

const reading = (miles: number | null): ExportCell => (miles === null ? '' : figureCell(miles, 1));

/** One trip as the cells of a log row, in the order of mileageLogColumns; figures for a spreadsheet. */
export function mileageLogCells(trip: Trip): ExportCell[] {
  return [
    trip.date,
    reading(trip.startOdometer),
    reading(trip.endOdometer),
    figureCell(trip.miles, 1),
    trip.purpose,
    trip.platform,
    { figure: formatCentsPerMile(trip.rateCentsPerMile) },
    figureCell(trip.deduction, 2),
  ];
}

/** The last row: the year's business miles and deduction (the figure the tax estimate uses). */
export function mileageLogTotalCells(year: TripYear): ExportCell[] {
  const trips = `${year.totals.trips} ${year.totals.trips === 1 ? 'trip' : 'trips'}`;
  return [
    `Total ${year.year}`,
    '',
    '',
    figureCell(year.totals.miles, 1),
    trips,
    '',
    '',
    figureCell(year.totals.deduction, 2),
  ];
}

/** The log's rows, oldest trip first, then the total row. */
export function mileageLogRows(year: TripYear): ExportCell[][] {
  return [
    [...mileageLogColumns],
    ...[...year.trips].reverse().map(mileageLogCells),
    mileageLogTotalCells(year),
  ];
}
