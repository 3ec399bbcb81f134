import { DESCRIPTION_MAX_LENGTH, EARLIEST_DATE, LATEST_DATE } from '../items';
import { parseStatementAmount, type StatementAmount } from './parse-statement-amount';
import { readStatementDate, type DateOrder } from './parse-statement-date';
import { rowMessages, STATEMENT_CELL_MAX_LENGTH } from './statement-messages';
import type { RowProblem, StatementRow } from './statement';

// What CSV, OFX and QIF rows have in common once their fields are found: the same checks and the same messages.

/** An id longer than this is not an id a bank wrote; it is dropped rather than cut, since a cut id could collide. */
export const EXTERNAL_ID_MAX_LENGTH = 255;

export type Checked<T> = T | { reason: string };

/** `written` is the date as the file has it, for the message, when `text` was rewritten before reading. */
export function checkDate(text: string, order: DateOrder, written = text): Checked<{ date: string }> {
  const value = text.trim();
  const shown = written.trim();
  if (value === '') return { reason: rowMessages.dateMissing };
  // The cell as written decides: a rewritten QIF date is shorter than the cell it came from.
  if (shown.length > STATEMENT_CELL_MAX_LENGTH) return { reason: rowMessages.dateTooLong(shown) };
  const result = readStatementDate(value, order);
  if ('problem' in result) {
    const message = {
      'not-real': rowMessages.dateNotReal,
      'too-long': rowMessages.dateTooLong,
      unreadable: rowMessages.dateUnreadable,
    }[result.problem];
    return { reason: message(shown) };
  }
  if (result.date < EARLIEST_DATE || result.date > LATEST_DATE)
    return { reason: rowMessages.dateOutOfRange(shown) };
  return result;
}

/** The reason for an amount that is not a number of cents we take; undefined for one we take (zero included). */
export function amountProblem(text: string, amount: StatementAmount): string | undefined {
  if ('empty' in amount) return rowMessages.amountMissing;
  if ('cents' in amount) return undefined;
  const value = text.trim();
  if (amount.problem === 'decimals') return rowMessages.amountDecimals(value);
  if (amount.problem === 'too-large') return rowMessages.amountTooLarge(value);
  if (amount.problem === 'too-long') return rowMessages.amountTooLong(value);
  return rowMessages.amountUnreadable(value);
}

/** A signed, non-zero amount in cents, read from one cell. */
export function checkAmount(text: string): Checked<{ cents: number }> {
  const amount = parseStatementAmount(text);
  const reason = amountProblem(text, amount);
  if (reason !== undefined || !('cents' in amount)) return { reason: reason ?? rowMessages.amountMissing };
  if (amount.cents === 0) return { reason: rowMessages.amountZero };
  return amount;
}

/**
 * What is not text, taken out of statement files and bank answers alike: NUL, C1 control codes (what 0x80-0x9F are in
 * ISO-8859-1), a byte-order mark left inside (files joined together), and half of a UTF-16 surrogate pair without its
 * other half (JSON's "\ud800" escapes can carry one). PostgreSQL refuses NUL and a lone surrogate in text and jsonb,
 * so one of them would fail the whole statement or sync it came in.
 */
const NOT_TEXT =
  /[\0\u0080-\u009f\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without what is not text (NOT_TEXT); line breaks and other white space stay. */
export function withoutNonText(text: string): string {
  return text.replace(NOT_TEXT, '');
}

/** Whether `text` has nothing withoutNonText would take out: an id that may be stored as it is. */
export const isPlainText = (text: string): boolean => withoutNonText(text) === text;

/** One line of text: runs of white space (line breaks in quoted cells too) made one space, then trimmed and cut. */
export function cleanText(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  // Only the first `max` characters are kept, so a long text is cleaned from a head a few times that length when
  // the head is enough (collapsing runs of spaces only shortens it), not the whole megabyte.
  const start = text.trimStart();
  const head = start.slice(0, 4 * max).replace(/\s+/g, ' ');
  const cleaned = head.length > max ? head : start.replace(/\s+/g, ' ');
  return cleaned.trim().slice(0, max).trimEnd();
}

export function cleanExternalId(text: string): string {
  const id = text.trim();
  return id.length > EXTERNAL_ID_MAX_LENGTH ? '' : id;
}

/**
 * OFX NAME and MEMO, or QIF payee and memo, as one description. The memo is added only when it says something the
 * name does not; when the memo is the name in full (OFX 1.x cuts NAME at 32 characters), the memo alone is kept.
 */
export function joinNameAndMemo(name: string, memo: string): string {
  const cleanName = cleanText(name);
  const cleanMemo = cleanText(memo);
  if (cleanMemo === '' || cleanName.toLowerCase().includes(cleanMemo.toLowerCase())) return cleanName;
  if (cleanName === '' || cleanMemo.toLowerCase().startsWith(cleanName.toLowerCase())) return cleanMemo;
  return cleanText(`${cleanName} - ${cleanMemo}`);
}

export function statementRow(fields: StatementRow): StatementRow {
  return {
    line: fields.line,
    date: fields.date,
    amountCents: fields.amountCents,
    description: cleanText(fields.description),
    payee: cleanText(fields.payee),
    externalId: cleanExternalId(fields.externalId),
  };
}

/**
 * A transaction of a file as a row, or why it is left out: the first of its date and its amount that could not be
 * read. Every format checks them in that order, so a row with neither says the date is wrong.
 */
export function checkedRow(
  line: number,
  date: Checked<{ date: string }>,
  amount: Checked<{ cents: number }>,
  text: { description: string; payee: string; externalId: string },
): StatementRow | RowProblem {
  if ('reason' in date) return { line, reason: date.reason };
  if ('reason' in amount) return { line, reason: amount.reason };
  return statementRow({ line, date: date.date, amountCents: amount.cents, ...text });
}
