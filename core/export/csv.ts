import type { Item } from '../items';
import { neutralizeFormula, type ExportCell } from './cells';
import { exportCells, exportColumns } from './items-export';

/**
 * One record of delimited text (RFC 4180) as the server's export writes it: every text cell neutralised and in
 * double quotes (its quotes doubled), so no delimiter a spreadsheet guesses (comma, semicolon, tab) splits it and
 * no formula hides after one; figures bare. Ends with CRLF.
 */
export function delimitedRecord(cells: readonly ExportCell[], delimiter = ','): string {
  const written = (cell: ExportCell) =>
    typeof cell === 'string' ? `"${neutralizeFormula(cell).replaceAll('"', '""')}"` : cell.figure;
  return `${cells.map(written).join(delimiter)}\r\n`;
}

/** Items as a CSV file with the export columns, the same cells as GET /api/export?format=csv. */
export function itemsCsv(items: readonly Item[]): string {
  return [exportColumns, ...items.map(exportCells)].map((cells) => delimitedRecord(cells)).join('');
}

/** A report's export of one period: GigTally_income_2026-10-23_2026-11-22.csv. */
export const periodExportFileName = (kind: 'income' | 'expenses', from: string, to: string) =>
  `GigTally_${kind}_${from}_${to}.csv`;
