import { mileageLogRows } from '../../../core/export/mileage-log';
import type { TripYear } from '../../../core/trips';
import type { Database } from '../../db/client';
import { delimitedText } from '../export/delimited-text';
import { listTripsOfYear } from './manage-trips';

/** A year's log as CSV, oldest trip first, with a total row (an empty year too); the tax packet's mileage-log.csv. */
export const mileageLogText = (tripYear: TripYear): string => delimitedText(mileageLogRows(tripYear));

/** GET /api/trips/log.csv: the year's log as CSV. */
export async function mileageLogCsv(db: Database, userId: string, year: number): Promise<string> {
  return mileageLogText(await listTripsOfYear(db, userId, year));
}
