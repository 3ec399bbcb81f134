import { stringify } from 'csv-stringify/sync';
import { neutralizeFormula, type ExportCell, type FigureCell } from '../../../core/export/cells';

/**
 * Rows as CSV or TSV text, as core's delimitedRecord writes them: every text cell neutralised and quoted, figures
 * bare, CRLF line ends.
 */
export function delimitedText(rows: readonly (readonly ExportCell[])[], delimiter = ','): string {
  return stringify(rows as ExportCell[][], {
    delimiter,
    record_delimiter: 'windows',
    quoted_string: true,
    cast: {
      string: (cell) => neutralizeFormula(cell),
      object: (cell) => (cell as unknown as FigureCell).figure,
    },
  });
}
