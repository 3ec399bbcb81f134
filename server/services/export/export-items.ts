import { and, asc, eq, sql } from 'drizzle-orm';
import {
  exportCells,
  exportColumns,
  exportRecord,
  type ExportFormat,
} from '../../../core/export/items-export';
import type { Database } from '../../db/client';
import { budgetItem, itemMonthTotal } from '../../db/schema';
import { delimitedText } from './delimited-text';
import { itemColumns, toItem, type ItemFields } from '../items/item-row';

// A batch is one turn of the event loop's work (reading, mapping and writing its rows): small enough that other
// requests wait a few milliseconds at most while a year's export streams.
const BATCH = 500;

/** Every item of the user, oldest first, a batch at a time (keyset paging: memory stays flat at any size). */
async function* itemBatches(db: Database, userId: string) {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const rows: ItemFields[] = await db
      .select(itemColumns)
      .from(budgetItem)
      .where(
        and(
          eq(budgetItem.userId, userId),
          after ? sql`(${budgetItem.date}, ${budgetItem.id}) > (${after.date}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(budgetItem.date), asc(budgetItem.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map(toItem);
    const last = rows.at(-1)!;
    after = { date: last.date, id: last.id };
    if (rows.length < BATCH) return;
  }
}

const delimiterOf = { csv: ',', tsv: '\t' } as const;

/**
 * The export file as text chunks: CSV and TSV quote every text cell and neutralise formulas; JSON is one
 * array of records. The account export (`withTips`) also says which income is marked as tips, which the
 * export's seven columns (Transaction ID, Date, Type, Category, Amount, Description, Tags) have no place for.
 */
export async function* exportChunks(
  db: Database,
  userId: string,
  format: ExportFormat,
  { withTips = false } = {},
): AsyncGenerator<string> {
  if (format === 'json') {
    let first = true;
    yield '[\n';
    for await (const batch of itemBatches(db, userId)) {
      for (const item of batch) {
        const record = withTips ? { ...exportRecord(item), isTips: item.isTips } : exportRecord(item);
        yield `${first ? '' : ',\n'}${JSON.stringify(record)}`;
        first = false;
      }
    }
    yield '\n]\n';
    return;
  }
  const delimiter = delimiterOf[format];
  // A byte-order mark lets Excel read the TSV as UTF-8.
  yield (format === 'tsv' ? '\uFEFF' : '') + delimitedText([exportColumns], delimiter);
  for await (const batch of itemBatches(db, userId)) {
    yield delimitedText(batch.map(exportCells), delimiter);
  }
}

/** The years that hold items, newest first (the Tax Summary Report's year choice), from the kept month totals. */
export async function yearsWithItems(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${itemMonthTotal.month})::int`.mapWith(Number) })
    .from(itemMonthTotal)
    .where(eq(itemMonthTotal.userId, userId))
    .orderBy(sql`1 desc`);
  return rows.map((row) => row.year);
}
