import { looksLikeStatementHeader } from './column-names';
import { parseStatementAmount } from './parse-statement-amount';
import { looksLikeDate } from './parse-statement-date';
import { statementMessages } from './statement-messages';
import type { CsvTable } from './statement';

export type Delimiter = ',' | ';' | '\t' | '|';
const DELIMITERS: Delimiter[] = [',', ';', '\t', '|'];

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/** Records looked at to choose the delimiter and to find the header. */
const SAMPLE_RECORDS = 30;
/** Where those records are looked for: 30 rows of any real statement fit many times over; a megabyte line does not. */
const SAMPLE_TEXT_LENGTH = 64 * 1_024;

/** The first records of the text, split at line ends outside quotes (enough to count delimiters; not a parser). */
function sampleRecords(text: string): string[] {
  const records: string[] = [];
  let start = 0;
  let quoted = false;
  for (let index = 0; index < text.length && records.length < SAMPLE_RECORDS; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) quoted = !quoted;
    else if (code === NEWLINE && !quoted) {
      records.push(text.slice(start, index));
      start = index + 1;
    }
  }
  if (records.length < SAMPLE_RECORDS && start < text.length) records.push(text.slice(start));
  return records.filter((record) => record.trim() !== '');
}

const DELIMITER_CODES = DELIMITERS.map((delimiter) => delimiter.charCodeAt(0));

/** How many of each delimiter a record has outside quotes, in one pass. */
function countOutsideQuotes(record: string): Map<Delimiter, number> {
  const counts = DELIMITERS.map(() => 0);
  let quoted = false;
  for (let index = 0; index < record.length; index++) {
    const code = record.charCodeAt(index);
    if (code === QUOTE) quoted = !quoted;
    // Every delimiter is below 0x7d: most characters of a long cell are passed over without a look-up.
    else if (!quoted && code <= 0x7c) {
      const which = DELIMITER_CODES.indexOf(code);
      if (which >= 0) counts[which]!++;
    }
  }
  return new Map(DELIMITERS.map((delimiter, which) => [delimiter, counts[which]!]));
}

/**
 * The delimiter that splits most sample records into the same number of columns (a preamble or a decimal comma
 * in a semicolon file splits fewer records evenly); undefined when none of them appears at all.
 */
export function detectDelimiter(text: string): Delimiter | undefined {
  const counted = sampleRecords(text.slice(0, SAMPLE_TEXT_LENGTH)).map(countOutsideQuotes);
  let best: { delimiter: Delimiter; records: number; count: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const counts = counted.map((count) => count.get(delimiter) ?? 0).filter((count) => count > 0);
    const frequency = new Map<number, number>();
    for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    for (const [count, times] of frequency) {
      if (!best || times > best.records || (times === best.records && count > best.count)) {
        best = { delimiter, records: times, count };
      }
    }
  }
  return best?.delimiter;
}

/** A statement row never has this many columns, and a mapping cannot name a later one (columnMappingSchema). */
const COLUMNS_MAX = 256;

/**
 * What is kept of a cell: more than any reader looks at (a description is cut at 500, an amount or a date over 64
 * characters is a row problem), so that a megabyte cell is never copied or unescaped whole (un-doubling a megabyte
 * of quotes alone took half a second).
 */
const CELL_KEPT_LENGTH = 1_024;
/** Ends a cell that was cut, so that a cell too long to be an amount or a date stays too long once cut. */
const CUT_MARK = '\u2026';

/**
 * A cell's text as readers get it: trimmed (trim and slice make views of the file's text, not copies, so they are
 * cheap on a megabyte), quotes un-doubled in a quoted cell, and past CELL_KEPT_LENGTH characters its start and
 * CUT_MARK. (A quoted cell's blanks are trimmed too: every reader trims them.)
 */
function keptCell(raw: string, quoted: boolean): string {
  const trimmed = raw.trim();
  const start = trimmed.length > 2 * CELL_KEPT_LENGTH ? trimmed.slice(0, 2 * CELL_KEPT_LENGTH) : trimmed;
  const cell = quoted ? start.replaceAll('""', '"') : start;
  const cut = start !== trimmed || cell.length > CELL_KEPT_LENGTH;
  return cut ? `${cell.slice(0, CELL_KEPT_LENGTH)}${CUT_MARK}` : cell;
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** Space, tab (unless it is the delimiter) and carriage return: what may sit around a quoted cell. */
function isBlank(code: number, delimiter: number): boolean {
  return code !== delimiter && (code === 0x20 || code === 0x09 || code === 0x0d);
}

/** Line ends between from and to only: indexOf would look past `to`, across the rest of the file, for every cell. */
function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at++) if (text.charCodeAt(at) === NEWLINE) count++;
  return count;
}

/**
 * Splits CSV text (with '\n' line ends, as decodeStatement gives it) into records of trimmed cells, each with the
 * line it starts on. Cells are unquoted ('""' inside quotes is one '"'); a quote inside an unquoted cell is kept as
 * it is (5" SCREEN); blank lines are skipped; cells past COLUMNS_MAX are left out.
 *
 * Written here rather than with csv-parse: csv-parse takes 1-2 µs a character outside quotes and builds an
 * Error object for every row whose length differs from the first, so a 10 MB file of short rows took minutes. This
 * is one pass over the text, jumping from quote to quote inside quoted cells.
 */
function splitRecords(text: string, delimiter: Delimiter): CsvRecord[] | { problem: string } {
  const separator = delimiter.charCodeAt(0);
  const end = text.length;
  const records: CsvRecord[] = [];
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (at < end) {
    if (text.charCodeAt(at) === NEWLINE) {
      line++;
      at++;
      continue;
    }
    const record: CsvRecord = { line, cells: [] };
    for (;;) {
      let start = at;
      while (start < end && isBlank(text.charCodeAt(start), separator)) start++;
      let cell: string;
      if (text.charCodeAt(start) === QUOTE) {
        const quoteLine = line;
        // The closing quote: the first one not doubled ('""' is a quote inside the cell).
        let quote = start + 1;
        for (; quote < end; quote++) {
          if (text.charCodeAt(quote) !== QUOTE) continue;
          if (text.charCodeAt(quote + 1) !== QUOTE) break;
          quote++;
        }
        if (quote >= end) quote = -1;
        if (quote < 0) return { problem: statementMessages.badQuotes(quoteLine) };
        // Cells past COLUMNS_MAX are not even cut out of the text.
        cell = record.cells.length < COLUMNS_MAX ? keptCell(text.slice(start + 1, quote), true) : '';
        at = quote + 1;
        line += countNewlines(text, start, at);
        while (at < end && isBlank(text.charCodeAt(at), separator)) at++;
        const next = at < end ? text.charCodeAt(at) : NEWLINE;
        if (next !== separator && next !== NEWLINE) return { problem: statementMessages.badQuotes(line) };
      } else {
        let stop = start;
        for (let code = text.charCodeAt(stop); stop < end; code = text.charCodeAt(++stop))
          if (code === separator || code === NEWLINE) break;
        // Cells past COLUMNS_MAX are not even cut out of the text.
        cell = record.cells.length < COLUMNS_MAX ? keptCell(text.slice(start, stop), false) : '';
        at = stop;
      }
      if (record.cells.length < COLUMNS_MAX) record.cells.push(cell);
      if (at < end && text.charCodeAt(at) === separator) at++;
      else break;
    }
    records.push(record);
    if (at < end) {
      line++;
      at++;
    }
  }
  return records;
}

function isAmountLike(cell: string): boolean {
  return 'cents' in parseStatementAmount(cell);
}

/**
 * A header GigTally has no names for: a first row with no date or amount in it, above rows that have dates.
 * (Wells Fargo's file has no header, and its first row is a transaction.)
 */
function firstRowIsHeader(rows: CsvTable['rows']): boolean {
  const [first, ...rest] = rows.slice(0, 11);
  if (!first || rest.length === 0) return false;
  if (first.cells.some((cell) => looksLikeDate(cell) || isAmountLike(cell))) return false;
  const withDates = rest.filter((row) => row.cells.some(looksLikeDate)).length;
  return withDates * 2 > rest.length;
}

/** Where the header is: the first row naming a date and a money column, which skips a bank's summary block above it. */
function findHeader(rows: CsvTable['rows']): number | undefined {
  const named = rows.slice(0, SAMPLE_RECORDS).findIndex((row) => looksLikeStatementHeader(row.cells));
  if (named >= 0) return named;
  return firstRowIsHeader(rows) ? 0 : undefined;
}

/** Splits CSV text into a table of trimmed cells with the line each row starts on, and finds its header. */
export function parseCsvTable(text: string): CsvTable | { problem: string } {
  const records = splitRecords(text, detectDelimiter(text) ?? ',');
  if ('problem' in records) return records;

  const rows = records.filter((record) => record.cells.some((cell) => cell !== ''));
  const headerIndex = findHeader(rows);
  const headerCells = headerIndex === undefined ? [] : (rows[headerIndex]?.cells ?? []);
  const dataRows = headerIndex === undefined ? rows : rows.slice(headerIndex + 1);

  const width = dataRows.reduce((widest, row) => Math.max(widest, row.cells.length), headerCells.length);
  const headers = Array.from({ length: width }, (_, column) => headerCells[column] || `Column ${column + 1}`);
  return { headers, rows: dataRows, hasHeader: headerIndex !== undefined };
}
