import type { Item } from '../items';
import { exportCells, exportColumns } from './items-export';

/**
 * One record of delimited text (RFC 4180): a cell holding the delimiter, a double quote, a carriage return or a
 * line feed is wrapped in double quotes with its quotes doubled; others stay bare. Ends with CRLF, like the
 * server's export.
 */
export function delimitedRecord(cells: readonly string[], delimiter = ','): string {
  const needsQuotes = (cell: string) =>
    cell.includes(delimiter) || cell.includes('"') || cell.includes('\r') || cell.includes('\n');
  return `${cells.map((cell) => (needsQuotes(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(delimiter)}\r\n`;
}

/** Items as a CSV file with SPEC's export columns (section 3), the same cells as GET /api/export?format=csv. */
export function itemsCsv(items: readonly Item[]): string {
  return [exportColumns, ...items.map(exportCells)].map((cells) => delimitedRecord(cells)).join('');
}

/** A report's export of one period: GigTally_income_2026-10-23_2026-11-22.csv. */
export const periodExportFileName = (kind: 'income' | 'expenses', from: string, to: string) =>
  `GigTally_${kind}_${from}_${to}.csv`;
