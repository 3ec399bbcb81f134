// The browser build of csv-parse: the default entry ('csv-parse/sync') uses Node's global Buffer, which the browser
// does not have, and core/ runs in both. The browser build carries its own Buffer and runs in Node as well.
import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import { looksLikeStatementHeader } from './column-names';
import { parseStatementAmount } from './parse-statement-amount';
import { looksLikeDate } from './parse-statement-date';
import { statementMessages } from './statement-messages';
import type { CsvTable } from './statement';

export type Delimiter = ',' | ';' | '\t' | '|';
const DELIMITERS: Delimiter[] = [',', ';', '\t', '|'];

/** Records looked at to choose the delimiter and to find the header. */
const SAMPLE_RECORDS = 30;

/** The first records of the text, split at line ends outside quotes (enough to count delimiters; not a parser). */
function sampleRecords(text: string): string[] {
  const records: string[] = [];
  let start = 0;
  let quoted = false;
  for (let index = 0; index < text.length && records.length < SAMPLE_RECORDS; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (char === '\n' && !quoted) {
      records.push(text.slice(start, index));
      start = index + 1;
    }
  }
  if (records.length < SAMPLE_RECORDS && start < text.length) records.push(text.slice(start));
  return records.filter((record) => record.trim() !== '');
}

function countOutsideQuotes(record: string, delimiter: Delimiter): number {
  let count = 0;
  let quoted = false;
  for (const char of record) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * The delimiter that splits most sample records into the same number of columns (a preamble or a decimal comma
 * in a semicolon file splits fewer records evenly); undefined when none of them appears at all.
 */
export function detectDelimiter(text: string): Delimiter | undefined {
  const records = sampleRecords(text);
  let best: { delimiter: Delimiter; records: number; count: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const counts = records
      .map((record) => countOutsideQuotes(record, delimiter))
      .filter((count) => count > 0);
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

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/** The first non-blank line after `line`: where a record that failed to parse starts. */
function nextTextLine(text: string, line: number): number {
  const lines = text.split('\n');
  for (let index = line; index < lines.length; index++) if (lines[index]?.trim()) return index + 1;
  return line + 1;
}

function parseRecords(text: string, delimiter: Delimiter): ParsedRecord[] | { problem: string } {
  // csv-parse reports where it gave up (for a quote never closed, the end of the file); the user needs the row
  // that holds the quote, the one after the last row read.
  let lastGoodLine = 0;
  try {
    // With `info`, each record comes as { record, info }; the typings only describe plain records.
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
      trim: true,
      info: true,
      on_record: (record: string[], context) => {
        lastGoodLine = context.lines;
        return record;
      },
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { problem: statementMessages.badQuotes(nextTextLine(text, lastGoodLine)) };
  }
}

/**
 * `info.lines` is the line a record ends on. A record spans more lines only through line breaks inside quoted
 * cells (an unquoted line break ends the record), so counting those gives the line it starts on.
 */
function firstLine(parsed: ParsedRecord): number {
  let breaks = 0;
  for (const cell of parsed.record)
    for (let at = cell.indexOf('\n'); at >= 0; at = cell.indexOf('\n', at + 1)) breaks++;
  return parsed.info.lines - breaks;
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
  const records = parseRecords(text, detectDelimiter(text) ?? ',');
  if ('problem' in records) return records;

  const rows = records
    .filter((parsed) => parsed.record.some((cell) => cell !== ''))
    .map((parsed) => ({ line: firstLine(parsed), cells: parsed.record }));
  const headerIndex = findHeader(rows);
  const headerCells = headerIndex === undefined ? [] : (rows[headerIndex]?.cells ?? []);
  const dataRows = headerIndex === undefined ? rows : rows.slice(headerIndex + 1);

  const width = dataRows.reduce((widest, row) => Math.max(widest, row.cells.length), headerCells.length);
  const headers = Array.from({ length: width }, (_, column) => headerCells[column] || `Column ${column + 1}`);
  return { headers, rows: dataRows, hasHeader: headerIndex !== undefined };
}
