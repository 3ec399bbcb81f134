import type { ColumnMapping, ReadOptions } from '../../../core/import/statement';
import { toDollars } from '../../../core/money';
import type { ImportPreview } from '../../../core/statement-import';
import type { Database } from '../../db/client';
import { prepareImport, type StatementFile } from './prepare-import';

/** What importing the file would do, row by row, for the person to check and change first. Writes nothing. */
export async function previewImport(
  db: Database,
  userId: string,
  file: StatementFile,
  mapping?: ColumnMapping,
  options: ReadOptions = {},
): Promise<ImportPreview> {
  const prepared = await prepareImport(db, userId, file, mapping, options);
  const table = prepared.table;
  return {
    fileName: file.name,
    format: prepared.format,
    encoding: prepared.encoding,
    pendingSkipped: prepared.pendingSkipped,
    columns: table
      ? table.hasHeader
        ? table.headers
        : table.headers.map((_, index) => `Column ${index + 1}`)
      : [],
    // The table read off the event loop is already its sample (sampleOfTable).
    sample: table ? table.rows.map((row) => row.cells) : [],
    mapping: prepared.mapping,
    rows: prepared.rows.map((row) => ({
      line: row.line,
      date: row.date,
      description: row.description,
      amount: toDollars(Math.abs(row.amountCents)),
      type: row.type,
      category: row.category,
      use: row.use,
      businessPercent: row.businessPercent,
      source: row.source,
      taxPayment: row.taxPayment ?? null,
      duplicate: row.duplicate,
    })),
    problems: prepared.problems,
    mappingProblem: prepared.mappingProblem,
  };
}
