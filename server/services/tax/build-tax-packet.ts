import { PassThrough, type Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import { calendarDate, type CalendarDate } from '../../../core/dates';
import {
  packetEstimateOf,
  packetFiles,
  scheduleSeSummaryOf,
  taxPacketMessages,
  taxPacketPdfName,
  type TaxPacket,
} from '../../../core/tax/tax-packet';
import type { Database } from '../../db/client';
import { budgetItem, estimatedTaxPayment, form1099, trip } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { SessionUser } from '../../http/app-env';
import type { ReceiptStore } from '../../receipts/receipt-store';
import { appendReceiptFiles, receiptIndex } from '../receipts/receipt-archive';
import { listTripsOfYear } from '../trips/manage-trips';
import { estimatesCentsForUser } from './estimate-for-user';
import { listPayments } from './planner';
import { statePlannerOfPayments } from '../../../core/tax/states/state-planner';
import { reconciliationForUser } from './reconciliation';
import { scheduleCForUser } from './schedule-c';
import { taxPacketFilesOffThread } from './tax-packet-off-thread';

type ReceiptIndex = Awaited<ReturnType<typeof receiptIndex>>;

/** Whether the year holds an item, a trip, a 1099 form or an estimated payment of the user's. */
async function yearHasRecords(db: Database, userId: string, year: number): Promise<boolean> {
  const inYear = (column: typeof budgetItem.date | typeof trip.date) =>
    sql`${column} between ${calendarDate(year, 1, 1)} and ${calendarDate(year, 12, 31)}`;
  const found = await Promise.all([
    db
      .select({ id: budgetItem.id })
      .from(budgetItem)
      .where(and(eq(budgetItem.userId, userId), inYear(budgetItem.date)))
      .limit(1),
    db
      .select({ id: trip.id })
      .from(trip)
      .where(and(eq(trip.userId, userId), inYear(trip.date)))
      .limit(1),
    db
      .select({ id: form1099.id })
      .from(form1099)
      .where(and(eq(form1099.userId, userId), eq(form1099.taxYear, year)))
      .limit(1),
    db
      .select({ id: estimatedTaxPayment.id })
      .from(estimatedTaxPayment)
      .where(and(eq(estimatedTaxPayment.userId, userId), eq(estimatedTaxPayment.taxYear, year)))
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/**
 * The user's tax packet of a year: Schedule C, the estimate's Schedule SE figures and installments, the payments
 * made (to the IRS and to states), the state's side of the planner, the 1099 reconciliation, the mileage log and the receipts index (with the receipts, for the zip). 404 when
 * the year holds nothing.
 */
export async function buildTaxPacket(
  db: Database,
  user: SessionUser,
  year: number,
  today: CalendarDate,
): Promise<{ packet: TaxPacket; receipts: ReceiptIndex }> {
  if (!(await yearHasRecords(db, user.id, year)))
    throw new ApiError('not-found', taxPacketMessages.nothingInYear(year));
  const [scheduleC, { estimate, state }, payments, reconciliation, mileageLog, receipts] = await Promise.all([
    scheduleCForUser(db, user.id, year),
    estimatesCentsForUser(db, user.id, { year }),
    listPayments(db, user.id, year),
    reconciliationForUser(db, user.id, year),
    listTripsOfYear(db, user.id, year),
    receiptIndex(db, user.id, year, { businessOnly: true }),
  ]);
  const packet: TaxPacket = {
    year,
    generatedOn: today,
    person: { name: user.name, email: user.email },
    scheduleC,
    scheduleSe: scheduleSeSummaryOf(estimate),
    estimate: packetEstimateOf(estimate, payments),
    payments,
    // The state's side as the planner shows it; only its 'due by now', which the packet does not print, depends on
    // `today`.
    state: statePlannerOfPayments(state, payments, today),
    reconciliation,
    mileageLog,
    receipts: receipts.entries.map((entry) => ({
      file: entry.name,
      date: entry.date,
      amount: entry.amountCents === null ? null : entry.amountCents / 100,
      category: entry.category ?? '',
      description: entry.description,
    })),
  };
  return { packet, receipts };
}

/**
 * GET /api/tax/packet: the packet as a zip, sent as it is written: the PDF and the CSV files (made on a worker thread
 * before the first byte, so a failure is still an error answer), then receipts/ with index.csv and the year's
 * receipt files, read from the store one at a time.
 */
export async function taxPacketArchive(
  db: Database,
  store: ReceiptStore,
  user: SessionUser,
  year: number,
  today: CalendarDate,
): Promise<Readable> {
  const { packet, receipts } = await buildTaxPacket(db, user, year, today);
  const { pdf, csv } = await taxPacketFilesOffThread(packet, receipts.rows, user.id);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.pipe(out);
  zip.on('error', (error) => out.destroy(error));
  const write = async () => {
    // pdfkit compresses its pages already: stored as it is.
    zip.append(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), {
      name: taxPacketPdfName(year),
      store: true,
    });
    for (const { name, bytes } of csv)
      zip.append(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { name });
    await appendReceiptFiles(zip, store, user.id, receipts.entries, packetFiles.receiptsFolder);
    await zip.finalize();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
