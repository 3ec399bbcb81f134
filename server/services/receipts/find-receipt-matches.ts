import { sql } from 'drizzle-orm';
import { type CalendarDate } from '../../../core/dates';
import type { ListedItem } from '../../../core/items';
import { receiptMatchDate } from '../../../core/likely-duplicates';
import type { Executor } from '../../db/transaction';
import { likelySameItems } from '../items/find-likely-duplicates';
import { receiptCountSql } from './needs-receipt';

/**
 * The person's expenses a receipt may be the receipt of: the total read from it in cents, dated within
 * LIKELY_DUPLICATE_DAYS of its date (read from it, else the upload day). Expenses with no receipt kept come first
 * (only a receipt kept with an expense counts, never one waiting on its own), then the closest in date. Nothing
 * when no total was read: the amount is what makes two records one purchase.
 */
export async function findReceiptMatches(
  db: Executor,
  userId: string,
  reading: { totalCents: number | null; date: CalendarDate | null },
  uploadDay: CalendarDate,
): Promise<ListedItem[]> {
  if (reading.totalCents === null) return [];
  return likelySameItems(
    db,
    userId,
    { type: 'expense', amountCents: reading.totalCents, date: receiptMatchDate(reading.date, uploadDay) },
    { first: sql`${receiptCountSql} > 0` },
  );
}
