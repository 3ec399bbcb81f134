import { parseStatementAmount } from './parse-statement-amount';
import { rowStatuses } from './pending-rows';
import { amountProblem, checkAmount, checkDate, checkedRow, type Checked } from './statement-row';
import { rowMessages, statementMessages } from './statement-messages';
import type { ColumnMapping, CsvTable, RowProblem, StatementRow } from './statement';

/** Bank summary lines inside the transactions (Bank of America's first row); they carry no amount of their own. */
const BALANCE_LINE = /^(beginning|ending|opening|closing|starting) balance\b/i;

function mappingFits(mapping: ColumnMapping, width: number): boolean {
  const columns = [
    mapping.date,
    mapping.description,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.payee,
    mapping.memo,
    mapping.transactionId,
  ];
  return columns.every(
    (column) => column === undefined || (Number.isInteger(column) && column >= 0 && column < width),
  );
}

/**
 * A money-out and a money-in column: the filled one counts (a 0 counts as empty), money out as negative whatever
 * sign the bank wrote. Both filled is a row we cannot decide.
 */
function moneyInOut(outText: string, inText: string): Checked<{ cents: number }> {
  const out = parseStatementAmount(outText);
  const into = parseStatementAmount(inText);
  const problem =
    ('problem' in out ? amountProblem(outText, out) : undefined) ??
    ('problem' in into ? amountProblem(inText, into) : undefined);
  if (problem !== undefined) return { reason: problem };
  const outCents = 'cents' in out ? out.cents : 0;
  const inCents = 'cents' in into ? into.cents : 0;
  if (outCents !== 0 && inCents !== 0) return { reason: rowMessages.bothInAndOut };
  if (outCents !== 0) return { cents: -Math.abs(outCents) };
  if (inCents !== 0) return { cents: Math.abs(inCents) };
  return { reason: 'cents' in out || 'cents' in into ? rowMessages.amountZero : rowMessages.amountMissing };
}

function rowAmount(cells: readonly string[], mapping: ColumnMapping): Checked<{ cents: number }> {
  const cell = (column: number | undefined) => (column === undefined ? '' : (cells[column] ?? ''));
  if (mapping.amount === undefined) return moneyInOut(cell(mapping.debit), cell(mapping.credit));
  const amount = checkAmount(cell(mapping.amount));
  if ('reason' in amount) return amount;
  return { cents: mapping.amountSign === 'out-positive' ? -amount.cents : amount.cents };
}

/**
 * The statement rows of a CSV table read through a column mapping, why the other rows were left out, and how many
 * pending rows were.
 */
export function readCsvRows(
  table: CsvTable,
  mapping: ColumnMapping,
): { rows: StatementRow[]; problems: RowProblem[]; pendingSkipped: number } | { problem: string } {
  if (!mappingFits(mapping, table.headers.length)) return { problem: statementMessages.badMapping };
  if (mapping.amount === undefined && mapping.debit === undefined && mapping.credit === undefined) {
    return { problem: statementMessages.noAmountColumn };
  }

  const rows: StatementRow[] = [];
  const problems: RowProblem[] = [];
  const statuses = rowStatuses(table);
  let pendingSkipped = 0;
  for (const [index, { line, cells }] of table.rows.entries()) {
    const status = statuses[index];
    if (status === 'section-title') continue;
    const cell = (column: number | undefined) => (column === undefined ? '' : (cells[column] ?? ''));
    const payee = cell(mapping.payee);
    const description = cell(mapping.description) || payee || cell(mapping.memo);
    const date = checkDate(cell(mapping.date), mapping.dateOrder);
    if (status === 'pending') {
      // Only transactions count: a pending section's total line ('Total Pending Check...') has no date.
      if (!('reason' in date)) pendingSkipped++;
      continue;
    }
    const read = checkedRow(line, date, rowAmount(cells, mapping), {
      description,
      payee,
      externalId: cell(mapping.transactionId),
    });
    if ('reason' in read) {
      if (read.reason === rowMessages.amountMissing && BALANCE_LINE.test(description)) continue;
      problems.push(read);
    } else rows.push(read);
  }
  return { rows, problems, pendingSkipped };
}
