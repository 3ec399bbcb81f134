import { EARLIEST_DATE, LATEST_DATE } from '../items';

// Kept apart from statement.ts so that the pieces can use the messages without importing the entry point
// that imports them (a cycle).

/** Bigger files are refused before any parsing: a statement of a few months is far smaller. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * An amount or date cell longer than this is a row problem, read no further, so that no pattern ever runs over a
 * long cell. Real cells fit with room to spare: 'Wednesday, September 24, 2025 12:00:00 PM EST' is 45
 * characters, '-$99,999,999.99 USD' 19.
 */
export const STATEMENT_CELL_MAX_LENGTH = 64;

/** Whole-file refusals, shown to the user as they are. */
export const statementMessages = {
  tooLarge:
    'This file is larger than 10 MB. Split it into smaller files (a few months each) and import them one by one.',
  empty: 'This file is empty.',
  binary: 'This is not a statement file GigTally can read. Choose a CSV, OFX, QFX or QIF file.',
  encoding:
    'This file is not UTF-8 text. Save it again as "CSV UTF-8" (or export it again from your bank) and try again.',
  /** The person chose an encoding the file's bytes are not valid in. */
  notInEncoding: (encoding: string) => `This file is not ${encoding} text. Choose another encoding.`,
  /** A download cut off part way: the rows after the cut are missing, so none are taken. */
  truncated:
    'This file ends early, so some of its transactions are missing. Download it again from your bank and try again.',
  noRows: 'No transactions were found in this file.',
  /** Pending rows change or vanish once they post; they are left out. */
  onlyPending:
    'Every transaction in this file is still pending. Import it again once they have posted at your bank.',
  noDateColumn: 'No date column was found. Choose which column holds the date.',
  noAmountColumn:
    'No amount column was found. Choose the amount column, or the money-in and money-out columns.',
  noDescriptionColumn: 'No description column was found. Choose which column describes each transaction.',
  badMapping: 'The chosen columns are not in this file.',
  unknownFormat: 'GigTally cannot tell what kind of file this is. Choose a CSV, OFX, QFX or QIF file.',
  /** Every statement reader of the server is taken and others are waiting. */
  busy: 'GigTally is reading many statement files right now. Try again in a minute.',
  /** A quote that cannot be paired: nothing after it can be split into columns. */
  badQuotes: (line: number) =>
    `This file has a quote (") on line ${line} that is not closed properly, so its columns cannot be read. Export it again from your bank and try again.`,
} as const;

const QUOTED_MAX = 40;

/** The cell as the user typed it, shortened so that a runaway cell cannot flood the list of problems. */
function quoted(text: string): string {
  const shown = text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text;
  return `"${shown}"`;
}

/** Why one row was left out; each a sentence a non-accountant understands. */
export const rowMessages = {
  dateMissing: 'The date is missing.',
  dateUnreadable: (text: string) => `The date ${quoted(text)} could not be read.`,
  dateNotReal: (text: string) => `The date ${quoted(text)} is not a real date.`,
  dateTooLong: (text: string) =>
    `The date ${quoted(text)} is longer than ${STATEMENT_CELL_MAX_LENGTH} characters, so it is not a date.`,
  dateOutOfRange: (text: string) =>
    `The date ${quoted(text)} is not between ${EARLIEST_DATE} and ${LATEST_DATE}.`,
  amountMissing: 'The amount is missing.',
  amountUnreadable: (text: string) => `The amount ${quoted(text)} could not be read.`,
  amountTooLong: (text: string) =>
    `The amount ${quoted(text)} is longer than ${STATEMENT_CELL_MAX_LENGTH} characters, so it is not an amount.`,
  amountZero: 'The amount is zero.',
  amountTooLarge: (text: string) => `The amount ${quoted(text)} is larger than 99,999,999.99.`,
  amountDecimals: (text: string) => `The amount ${quoted(text)} has more than 2 decimal places.`,
  bothInAndOut: 'Both money in and money out are filled in.',
} as const;
