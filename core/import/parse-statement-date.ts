import { isCalendarDate, MONTH_NAMES } from '../dates';
import { STATEMENT_CELL_MAX_LENGTH } from './statement-messages';

/** Day order of numeric dates such as 01/05/2025: 'MDY' (US) or 'DMY'. Year-first dates are always Y-M-D. */
export type DateOrder = 'MDY' | 'DMY';

/** A date read from a statement cell, or why it could not be. */
export type StatementDate = { date: string } | { problem: 'unreadable' | 'not-real' | 'too-long' };

// Hand-written patterns rather than date-fns `parse`: an Invalid Date from `parse` cannot tell "31/02/2025 is not a
// real date" from "this is not a date at all", and the user is told which one it was. The patterns only ever see a
// cell of at most STATEMENT_CELL_MAX_LENGTH characters (dateText), so their backtracking stays small.

/** A time after the date is allowed and ignored: the date is taken as written, never moved to another zone. */
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:\s*[ap]\.?m\.?)?(?:\s*(?:z|[+-]\d{1,2}(?::?\d{2})?|[a-z]{2,5}))?`;
const WEEKDAY = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?`;

const ISO = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:(?:t|\s+)${TIME})?$`, 'i');
/** OFX: YYYYMMDD, optionally HHMMSS.XXX and a zone such as [-5:EST]. */
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:\.\d{1,3})?)?)?)?(?:\s*\[[^\]]*\])?$/;
const NUMERIC = new RegExp(
  String.raw`^(\d{1,2})\s*([-/.])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})(?:(?:t|,?\s+)${TIME})?$`,
  'i',
);
const MONTH_FIRST = new RegExp(
  String.raw`^${WEEKDAY}([a-z]{3,9})\.?[-\s]\s*(\d{1,2})(?:st|nd|rd|th)?,?[-\s]\s*(\d{4}|\d{2})(?:,?\s+${TIME})?$`,
  'i',
);
const DAY_FIRST = new RegExp(
  String.raw`^${WEEKDAY}(\d{1,2})(?:st|nd|rd|th)?[-\s]+([a-z]{3,9})\.?,?[-\s]+(\d{4}|\d{2})(?:,?\s+${TIME})?$`,
  'i',
);

const MONTHS: readonly string[] = MONTH_NAMES;

/** 'Jan', 'jan', 'January', 'Sept' → 1-based month; anything else → undefined. */
function monthNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  if (lower === 'sept') return 9;
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return index >= 0 ? index + 1 : undefined;
}

/** Two-digit years are this century's: statements start in 2000 at the earliest. */
function fullYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

function assemble(year: number, month: number, day: number): StatementDate {
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(date) ? { date } : { problem: 'not-real' };
}

/** The cell trimmed and with its runs of white space made one space; undefined when it is too long to be a date. */
function dateText(text: string): string | undefined {
  const value = text.trim();
  return value.length > STATEMENT_CELL_MAX_LENGTH ? undefined : value.replace(/\s+/g, ' ');
}

/** Reads the date forms US banks and gig platforms write (see the tests for the list). */
export function readStatementDate(text: string, order: DateOrder): StatementDate {
  const value = dateText(text);
  if (value === undefined) return { problem: 'too-long' };
  let match = ISO.exec(value) ?? COMPACT.exec(value);
  if (match) return assemble(Number(match[1]), Number(match[2]), Number(match[3]));

  match = NUMERIC.exec(value);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[3])];
    const [month, day] = order === 'MDY' ? [first, second] : [second, first];
    return assemble(fullYear(match[4] ?? ''), month, day);
  }

  match = MONTH_FIRST.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    if (month === undefined) return { problem: 'unreadable' };
    return assemble(fullYear(match[3] ?? ''), month, Number(match[2]));
  }

  match = DAY_FIRST.exec(value);
  if (match) {
    const month = monthNumber(match[2] ?? '');
    if (month === undefined) return { problem: 'unreadable' };
    return assemble(fullYear(match[3] ?? ''), month, Number(match[1]));
  }
  return { problem: 'unreadable' };
}

/**
 * Whether a cell is written as a date, real or not: used to tell columns and header rows apart before the day
 * order is known (25/01/2025 read in the US order is not a real date, but it is a date).
 */
export function looksLikeDate(text: string): boolean {
  const result = readStatementDate(text, 'MDY');
  return 'date' in result || result.problem === 'not-real';
}

/** YYYY-MM-DD, or null when the text is not a real date in a form we read. */
export function parseStatementDate(text: string, order: DateOrder): string | null {
  const result = readStatementDate(text, order);
  return 'date' in result ? result.date : null;
}

/**
 * The two leading numbers of a numeric date such as 05/01/2025 (not year-first), used to guess the day order;
 * undefined for other forms.
 */
export function leadingDateNumbers(text: string): [number, number] | undefined {
  const value = dateText(text);
  const match = value === undefined ? null : NUMERIC.exec(value);
  return match ? [Number(match[1]), Number(match[3])] : undefined;
}

/**
 * 'DMY' only when the dates prove it: some first number is above 12 and no second number is.
 * Otherwise the US order, including when nothing decides.
 */
export function detectDateOrder(texts: Iterable<string>): DateOrder {
  let firstAbove12 = false;
  for (const text of texts) {
    const numbers = leadingDateNumbers(text);
    if (!numbers) continue;
    if (numbers[1] > 12) return 'MDY';
    if (numbers[0] > 12) firstAbove12 = true;
  }
  return firstAbove12 ? 'DMY' : 'MDY';
}
