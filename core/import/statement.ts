import { decodeStatement } from './decode-statement';
import { detectStatementFormat } from './detect-format';
import { detectColumnMapping, guessColumnMapping } from './detect-columns';
import { parseCsvTable } from './parse-csv-table';
import { readCsvRows } from './read-csv-rows';
import { parseOfx } from './parse-ofx';
import { parseQif } from './parse-qif';
import type { StatementEncoding } from './statement-encodings';
import { statementMessages } from './statement-messages';

export {
  STATEMENT_CELL_MAX_LENGTH,
  STATEMENT_MAX_BYTES,
  rowMessages,
  statementMessages,
} from './statement-messages';
export { statementEncodings, type StatementEncoding } from './statement-encodings';

export type StatementFormat = 'csv' | 'ofx' | 'qif';

/** One transaction read from a file. amountCents is SIGNED: positive = money in (deposit/earnings), negative = money out. */
export interface StatementRow {
  /** 1-based line where the row starts (CSV: the record's first physical line; OFX: the <STMTTRN> line; QIF: the record's first line). */
  line: number;
  /** YYYY-MM-DD, a real calendar date from EARLIEST_DATE to LATEST_DATE. */
  date: string;
  /** Signed integer cents, never 0. */
  amountCents: number;
  /** Trimmed, runs of white space made one space, at most DESCRIPTION_MAX_LENGTH characters; the payee when the file has no description. */
  description: string;
  /** '' when none. */
  payee: string;
  /** The file's own transaction id (OFX FITID, the CSV transaction-id column, a QIF check number); '' when none. */
  externalId: string;
}

export interface RowProblem {
  line: number;
  reason: string;
}

export interface ColumnMapping {
  date: number;
  description: number;
  /** One signed amount column, OR */
  amount?: number;
  /** a money-out column (positive or negative values: always money out) */
  debit?: number;
  /** and/or a money-in column. */
  credit?: number;
  payee?: number;
  /** Notes or memo: the description of a row whose description (and payee) cell is empty. */
  memo?: number;
  transactionId?: number;
  /** How the single amount column is signed: 'in-positive' (deposits positive; most banks) or 'out-positive' (charges positive, e.g. many credit-card exports). */
  amountSign: 'in-positive' | 'out-positive';
  /** Day order of slash/dash dates: 'MDY' (US, default) or 'DMY'; ISO YYYY-MM-DD is always read as such. */
  dateOrder: 'MDY' | 'DMY';
}

export interface CsvTable {
  /** One name per column; 'Column 3' where the file has no header or leaves a header cell blank. */
  headers: string[];
  rows: { line: number; cells: string[] }[];
  hasHeader: boolean;
}

/** Rows of the file shown to the person choosing its columns. */
const SAMPLE_ROWS = 5;
/** Enough of a cell to choose its column by; a megabyte-long cell is not sent on whole. */
const SAMPLE_CELL_MAX_LENGTH = 200;

/**
 * What the person choosing the columns sees of a table: its headers and first rows, each cell cut to a length one can
 * read. A reading sent back from its worker thread carries this rather than the whole file again as strings.
 */
export function sampleOfTable(table: CsvTable): CsvTable {
  const cut = (cell: string) => cell.slice(0, SAMPLE_CELL_MAX_LENGTH);
  return {
    headers: table.headers.map(cut),
    rows: table.rows.slice(0, SAMPLE_ROWS).map(({ line, cells }) => ({ line, cells: cells.map(cut) })),
    hasHeader: table.hasHeader,
  };
}

/** How to read a file beyond its columns. */
export interface ReadOptions {
  /** The encoding the person chose; detected when left out. */
  encoding?: StatementEncoding;
}

export type ReadResult =
  | {
      ok: true;
      format: StatementFormat;
      /** The encoding the text was read in: the person's choice, or the one detected. */
      encoding: StatementEncoding;
      /** Rows the file marks as pending, left out: they change or vanish once posted, so would come back twice. */
      pendingSkipped: number;
      table: CsvTable | null;
      mapping: ColumnMapping | null;
      rows: StatementRow[];
      problems: RowProblem[];
      /** Set when the CSV's columns were guessed, not found: why the person must choose them. */
      mappingProblem?: string;
    }
  | { ok: false; message: string };

function refuse(message: string): ReadResult {
  return { ok: false, message };
}

type Read = Omit<Extract<ReadResult, { ok: true }>, 'encoding'>;

/** A file with nothing to import: why, the pending rows or none at all. */
function nothingRead(pendingSkipped: number): ReadResult {
  return refuse(pendingSkipped > 0 ? statementMessages.onlyPending : statementMessages.noRows);
}

function readCsv(text: string, givenMapping: ColumnMapping | undefined): Read | ReadResult {
  const table = parseCsvTable(text);
  if ('problem' in table) return refuse(table.problem);
  if (table.rows.length === 0) return refuse(statementMessages.noRows);
  const mapping = givenMapping ?? detectColumnMapping(table);
  if ('problem' in mapping) return guessedColumns(table, mapping.problem);
  const read = readCsvRows(table, mapping);
  if ('problem' in read) return refuse(read.problem);
  if (read.rows.length === 0 && read.problems.length === 0) return nothingRead(read.pendingSkipped);
  return { ok: true, format: 'csv', table, mapping, ...read };
}

/**
 * Columns that could not be told apart are not the end of the file: the person gets a first guess to correct, with
 * why it is needed, and the rows that guess reads (none while no column holds money).
 */
function guessedColumns(table: CsvTable, problem: string): Read | ReadResult {
  const mapping = guessColumnMapping(table);
  const hasMoney = mapping.amount !== undefined;
  const read = hasMoney ? readCsvRows(table, mapping) : { rows: [], problems: [], pendingSkipped: 0 };
  if ('problem' in read) return refuse(read.problem);
  return { ok: true, format: 'csv', table, mapping, ...read, mappingProblem: problem };
}

function readOfxOrQif(format: 'ofx' | 'qif', text: string): Read | ReadResult {
  const read = format === 'ofx' ? parseOfx(text) : { ...parseQif(text), pendingSkipped: 0 };
  if ('problem' in read) return refuse(read.problem);
  if (read.rows.length === 0 && read.problems.length === 0) return nothingRead(read.pendingSkipped);
  return { ok: true, format, table: null, mapping: null, ...read };
}

/**
 * Reads a statement file end to end: decode bytes (in the chosen encoding, or the one detected), detect format (by
 * extension .csv/.ofx/.qfx/.qif and by content), for CSV detect (or use the given) mapping, and produce rows and
 * per-row problems. A file whose every row has a problem is still read (ok: true), so that the user sees why.
 */
export function readStatement(
  fileName: string,
  bytes: Uint8Array,
  mapping?: ColumnMapping,
  options: ReadOptions = {},
): ReadResult {
  const decoded = decodeStatement(bytes, options.encoding);
  if (!decoded.ok) return refuse(decoded.message);
  const format = detectStatementFormat(fileName, decoded.text);
  if (format === null) return refuse(statementMessages.unknownFormat);
  const read = format === 'csv' ? readCsv(decoded.text, mapping) : readOfxOrQif(format, decoded.text);
  return read.ok ? { ...read, encoding: decoded.encoding } : read;
}
