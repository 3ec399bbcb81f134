import { mileageLogRows } from '../../../core/export/mileage-log';
import type { Database } from '../../db/client';
import { delimitedText } from '../export/delimited-text';
import { listTripsOfYear } from './manage-trips';

/** GET /api/trips/log.csv: the year's log as CSV, oldest trip first, with a total row (an empty year too). */
export async function mileageLogCsv(db: Database, userId: string, year: number): Promise<string> {
  const tripYear = await listTripsOfYear(db, userId, year);
  return delimitedText(mileageLogRows(tripYear));
}
