import { localDate, yearOf } from '../../../core/dates';
import { FIRST_TRIP_YEAR, LAST_TRIP_YEAR } from '../../../core/trips';

/** The years the log offers, newest first: from 2022 (the first rate we have) to next year. */
export function tripYearOptions(today = localDate()): number[] {
  const years: number[] = [];
  for (let year = Math.min(yearOf(today) + 1, LAST_TRIP_YEAR); year >= FIRST_TRIP_YEAR; year -= 1)
    years.push(year);
  return years;
}

/** The year of `?year=` when it is one the log offers, else this year. */
export function chosenTripYear(param: string | null, today = localDate()): number {
  const year = Number(param);
  return tripYearOptions(today).includes(year) ? year : Math.max(yearOf(today), FIRST_TRIP_YEAR);
}
