import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import { figureCell, type ExportCell } from '../../../core/export/cells';
import { archiveEntryName } from '../../../core/receipts/receipt-file-name';
import type { Database } from '../../db/client';
import { budgetItem, receipt } from '../../db/schema';
import { receiptFileKey, type ReceiptStore } from '../../receipts/receipt-store';
import { delimitedText } from '../export/delimited-text';

export const RECEIPT_INDEX_FILE = 'index.csv';
const indexColumns = [
  'File',
  'Date',
  'Amount',
  'Category',
  'Description',
  'Transaction ID',
  'Filed with expense',
];

/**
 * A receipt's date: its expense's; a receipt not yet filed, the date OCR read, else the day it was kept. The
 * archive of a year holds the receipts whose date is in it.
 */
const receiptDate = sql<string>`coalesce(${budgetItem.date}, ${receipt.ocrDate}, (${receipt.createdAt} at time zone 'UTC')::date)::text`;

async function archivedReceipts(
  db: Database,
  userId: string,
  year: number | undefined,
  { businessOnly }: { businessOnly: boolean },
) {
  return db
    .select({
      id: receipt.id,
      contentType: receipt.contentType,
      date: receiptDate,
      amountCents: sql<number | null>`coalesce(${budgetItem.amountCents}, ${receipt.ocrTotalCents})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
      description: sql<string>`coalesce(nullif(${budgetItem.description}, ''), ${receipt.ocrMerchant}, '')`,
      category: budgetItem.category,
      transactionId: budgetItem.transactionId,
      merchant: receipt.ocrMerchant,
    })
    .from(receipt)
    .leftJoin(budgetItem, eq(budgetItem.id, receipt.itemId))
    .where(
      and(
        eq(receipt.userId, userId),
        // The tax packet holds the receipts of business expenses only: a receipt not filed with an expense yet, or
        // one of a personal purchase, supports no deduction.
        businessOnly ? eq(budgetItem.use, 'business') : undefined,
        year === undefined
          ? undefined
          : and(gte(receiptDate, `${year}-01-01`), lt(receiptDate, `${year + 1}-01-01`)),
      ),
    )
    .orderBy(asc(receiptDate), asc(receipt.createdAt));
}

/** A receipt of the archive: its row and its name in the zip. */
export type ArchivedReceipt = Awaited<ReturnType<typeof archivedReceipts>>[number] & { name: string };

/**
 * The receipts of a year (or all of them), each named by date, amount and merchant, and the rows of index.csv saying
 * which expense each belongs to. The tax packet's receipts folder is the same.
 */
export async function receiptIndex(
  db: Database,
  userId: string,
  year: number | undefined,
  { businessOnly = false }: { businessOnly?: boolean } = {},
): Promise<{ entries: ArchivedReceipt[]; rows: ExportCell[][] }> {
  const rows = await archivedReceipts(db, userId, year, { businessOnly });
  const taken = new Set<string>([RECEIPT_INDEX_FILE]);
  const entries = rows.map((row) => ({
    ...row,
    name: archiveEntryName(
      {
        date: row.date,
        amountCents: row.amountCents,
        merchant: row.merchant ?? row.description,
        contentType: row.contentType,
      },
      taken,
    ),
  }));
  return {
    entries,
    rows: [
      indexColumns,
      ...entries.map((entry) => [
        entry.name,
        entry.date,
        entry.amountCents === null ? '' : figureCell(entry.amountCents / 100, 2),
        entry.category ?? '',
        entry.description,
        entry.transactionId ?? '',
        entry.transactionId ? 'Yes' : 'No',
      ]),
    ],
  };
}

/**
 * Appends the receipts' files to `zip` under `folder` ('' or 'receipts/'), read from the store one at a time: the
 * next is read once this one is in the zip, so a year of receipts never sits in memory at once.
 */
export async function appendReceiptFiles(
  zip: ZipArchive,
  store: ReceiptStore,
  userId: string,
  entries: readonly ArchivedReceipt[],
  folder: string,
): Promise<void> {
  for (const entry of entries) {
    const bytes = await store.get(receiptFileKey(userId, entry.id, 'file'));
    if (!bytes) continue;
    // Images and PDFs are compressed already: stored, not deflated again.
    zip.append(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      name: `${folder}${entry.name}`,
      store: true,
    });
    await once(zip, 'entry');
  }
}

/**
 * GET /api/receipts/archive: the receipts of a year (or all of them) as one zip, each named by date, amount and
 * merchant, with index.csv saying which expense each belongs to. Files are read from the store one at a time as
 * the zip is sent, so a year of receipts never sits in memory at once.
 */
export async function receiptArchive(
  db: Database,
  store: ReceiptStore,
  userId: string,
  year: number | undefined,
): Promise<{ stream: Readable; count: number }> {
  const { entries, rows } = await receiptIndex(db, userId, year);
  // Images and PDFs are compressed already: stored, not deflated again.
  const zip = new ZipArchive({ store: true });
  const out = new PassThrough();
  zip.pipe(out);
  zip.on('error', (error) => out.destroy(error));
  const write = async () => {
    zip.append(delimitedText(rows), { name: RECEIPT_INDEX_FILE });
    await appendReceiptFiles(zip, store, userId, entries, '');
    await zip.finalize();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return { stream: out, count: entries.length };
}
