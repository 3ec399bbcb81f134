// How GigTally writes a cell of a CSV or TSV file so that a spreadsheet shows it and never runs it (OWASP "CSV
// Injection", OWASP ASVS 5.0 requirement 1.2.10, CWE-1236).

/** A figure (an amount, miles): written bare, never quoted or prefixed, so a spreadsheet reads it as a number. */
export interface FigureCell {
  readonly figure: string;
}

/** A cell of an export row: text (quoted, neutralised) or a figure. */
export type ExportCell = string | FigureCell;

export const figureCell = (value: number, decimals: number): FigureCell => ({
  figure: value.toFixed(decimals),
});

/**
 * A spreadsheet runs text starting with = + - @ (Excel, LibreOffice and Google Sheets read their full-width forms
 * ＝ ＋ － ＠ the same), and it may first skip what cannot be seen: format characters (zero-width space and joiners,
 * word joiner, byte-order mark, soft hyphen, bidi marks and isolates) and white space (LibreOffice's "Trim spaces"
 * import option). A leading tab, carriage return or NUL starts a formula in some of them too.
 */
const FORMULA_START =
  /^(?:[\p{Cf}\p{Default_Ignorable_Code_Point}\p{White_Space}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\0])/u;

/** Text that a spreadsheet would run gets a leading apostrophe, so it shows as typed and never executes. */
export function neutralizeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
