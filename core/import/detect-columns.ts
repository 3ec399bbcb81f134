import { findColumn, normaliseHeader, type ColumnRole } from './column-names';
import { parseStatementAmount } from './parse-statement-amount';
import { detectDateOrder, looksLikeDate } from './parse-statement-date';
import { statementMessages } from './statement-messages';
import type { ColumnMapping, CsvTable } from './statement';

/** Rows looked at to tell columns apart by their content when the file has no header. */
const CONTENT_SAMPLE_ROWS = 200;

/** Transaction types that are money out; in a file where their amounts are positive, charges are positive. */
const MONEY_OUT_TYPES = new Set(['sale', 'purchase', 'debit', 'withdrawal', 'fee', 'charge']);

const POSTING_DATES = new Set(['post date', 'posted date', 'posting date']);

type Found = Omit<ColumnMapping, 'amountSign' | 'dateOrder'> & { type?: number; twoDates?: boolean };

function mappingByName(headers: readonly string[]): Found | { problem: string } {
  const taken = new Set<number>();
  const take = (role: ColumnRole): number | undefined => {
    const column = findColumn(headers, role, taken);
    if (column !== undefined) taken.add(column);
    return column;
  };

  const date = take('date');
  if (date === undefined) return { problem: statementMessages.noDateColumn };
  // A transaction date and a posting date side by side: the layout of credit-card exports. (A gig platform's
  // 'Date' and 'Payout Date' are not that.)
  const twoDates = headers.some(
    (name, column) => column !== date && POSTING_DATES.has(normaliseHeader(name)),
  );
  // One signed amount column is taken before a pair of money-out and money-in columns.
  const amount = take('amount');
  const debit = amount === undefined ? take('debit') : undefined;
  const credit = amount === undefined ? take('credit') : undefined;
  if (amount === undefined && debit === undefined && credit === undefined) {
    return { problem: statementMessages.noAmountColumn };
  }
  const namedDescription = take('description');
  const payee = take('payee');
  const memo = take('memo');
  // A file with a payee and no description ('Date,Payee,Amount') is described by its payee, and one with neither
  // by its notes (Actual Budget's 'Date,Payee,Notes,Category,Amount' leaves the payee of some rows empty).
  const description = namedDescription ?? payee ?? memo;
  if (description === undefined) return { problem: statementMessages.noDescriptionColumn };
  return {
    date,
    amount,
    debit,
    credit,
    description,
    payee,
    memo: memo === description ? undefined : memo,
    transactionId: take('transactionId'),
    type: take('type'),
    twoDates,
  };
}

/** An amount with cents, a sign or a '$': a bare whole number is more often a check number or an id. */
function isMoneyLike(cell: string): boolean {
  return 'cents' in parseStatementAmount(cell) && /[.,]\d{1,2}$|^[-+(]|[-)]$|\$/.test(cell);
}

interface ColumnStats {
  column: number;
  filled: number;
  dates: number;
  money: number;
  averageLength: number;
}

function columnStats(rows: CsvTable['rows'], width: number): ColumnStats[] {
  return Array.from({ length: width }, (_, column) => {
    const cells = rows.map((row) => row.cells[column] ?? '').filter((cell) => cell !== '');
    return {
      column,
      filled: cells.length,
      dates: cells.filter(looksLikeDate).length,
      money: cells.filter(isMoneyLike).length,
      averageLength: cells.reduce((total, cell) => total + cell.length, 0) / Math.max(cells.length, 1),
    };
  });
}

/** The column with the highest score, the leftmost on a tie (amount before running balance). */
function best(stats: ColumnStats[], score: (column: ColumnStats) => number): number | undefined {
  let found: ColumnStats | undefined;
  for (const column of stats)
    if (score(column) > 0 && (!found || score(column) > score(found))) found = column;
  return found?.column;
}

/** No header: the column of dates, the column of money, and the longest text as the description. */
function mappingByContent(table: CsvTable): Found | { problem: string } {
  const sample = table.rows.slice(0, CONTENT_SAMPLE_ROWS);
  const stats = columnStats(sample, table.headers.length);
  const mostRows = (count: number) => count * 2 > sample.length;

  const date = best(stats, (column) => (mostRows(column.dates) ? column.dates : 0));
  if (date === undefined) return { problem: statementMessages.noDateColumn };
  const amount = best(stats, (column) =>
    column.column !== date && mostRows(column.money) ? column.money : 0,
  );
  if (amount === undefined) return { problem: statementMessages.noAmountColumn };
  const description = best(stats, (column) => {
    const isText = column.dates * 2 <= column.filled && column.money * 2 <= column.filled;
    return column.column !== date && column.column !== amount && isText ? column.averageLength : 0;
  });
  if (description === undefined) return { problem: statementMessages.noDescriptionColumn };
  return { date, amount, description };
}

/** More positive than negative amounts among the rows that count. */
function mostlyPositive(
  rows: CsvTable['rows'],
  amount: number,
  counts: (cells: string[]) => boolean,
): boolean {
  let balance = 0;
  for (const { cells } of rows) {
    if (!counts(cells)) continue;
    const parsed = parseStatementAmount(cells[amount] ?? '');
    if ('cents' in parsed) balance += Math.sign(parsed.cents);
  }
  return balance > 0;
}

/**
 * 'out-positive' when the file shows that charges are positive: by its own transaction types (rows typed as sales,
 * purchases, fees… are mostly positive), or, without such types, by a card layout (transaction and posting dates)
 * whose amounts are mostly positive, since card statements are mostly purchases (Discover). Chase card exports type
 * purchases 'Sale' with negative amounts, so they stay 'in-positive', the default.
 */
function detectAmountSign(rows: CsvTable['rows'], found: Found): ColumnMapping['amountSign'] {
  const { amount, type } = found;
  if (amount === undefined) return 'in-positive';
  const isMoneyOut = (cells: string[]) =>
    type !== undefined &&
    (cells[type] ?? '')
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((word) => MONEY_OUT_TYPES.has(word));
  if (rows.some((row) => isMoneyOut(row.cells))) {
    return mostlyPositive(rows, amount, isMoneyOut) ? 'out-positive' : 'in-positive';
  }
  return found.twoDates && mostlyPositive(rows, amount, () => true) ? 'out-positive' : 'in-positive';
}

/** Which column holds what, from the header names, or from the cells when the file has no header. */
export function detectColumnMapping(table: CsvTable): ColumnMapping | { problem: string } {
  const found = table.hasHeader ? mappingByName(table.headers) : mappingByContent(table);
  if ('problem' in found) return found;
  const mapping: ColumnMapping = {
    date: found.date,
    description: found.description,
    amountSign: detectAmountSign(table.rows, found),
    dateOrder: detectDateOrder(table.rows.map((row) => row.cells[found.date] ?? '')),
  };
  // Only the columns found, so that the mapping reads (and compares) the same as one the user chooses.
  for (const key of ['amount', 'debit', 'credit', 'payee', 'memo', 'transactionId'] as const) {
    const column = found[key];
    if (column !== undefined) mapping[key] = column;
  }
  return mapping;
}

/**
 * When a CSV's columns cannot all be told apart, a first guess for the person to correct: the column of dates, the
 * column of money (none when no column holds money) and the longest text, by the cells alone.
 */
export function guessColumnMapping(table: CsvTable): ColumnMapping {
  const sample = table.rows.slice(0, CONTENT_SAMPLE_ROWS);
  const stats = columnStats(sample, table.headers.length);
  const date = best(stats, (column) => column.dates) ?? 0;
  const amount = best(stats, (column) => (column.column !== date ? column.money : 0));
  const description =
    best(stats, (column) =>
      column.column !== date && column.column !== amount ? column.averageLength : 0,
    ) ?? (date === 0 ? Math.min(1, table.headers.length - 1) : 0);
  const mapping: ColumnMapping = {
    date,
    description,
    amountSign: 'in-positive',
    dateOrder: detectDateOrder(table.rows.map((row) => row.cells[date] ?? '')),
  };
  if (amount !== undefined) mapping.amount = amount;
  return mapping;
}
