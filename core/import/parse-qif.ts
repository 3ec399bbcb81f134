import { detectDateOrder } from './parse-statement-date';
import { STATEMENT_CELL_MAX_LENGTH } from './statement-messages';
import { checkAmount, checkDate, checkedRow, joinNameAndMemo } from './statement-row';
import type { RowProblem, StatementRow } from './statement';

/** Sections of transactions; others ('!Type:Cat', '!Type:Invst', '!Account' lists) hold no bank transactions. */
const TRANSACTION_SECTIONS = new Set(['bank', 'ccard', 'cash', 'oth a', 'oth l']);

interface QifRecord {
  line: number;
  fields: Map<string, string>;
}

/** The records of transaction sections, each with the first value of each field letter and its first line. */
function transactionRecords(text: string): QifRecord[] {
  const records: QifRecord[] = [];
  // A file without a header is taken as a list of transactions.
  let inTransactions = true;
  let current: QifRecord | undefined;
  const finish = () => {
    if (current && inTransactions) records.push(current);
    current = undefined;
  };

  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    if (line.startsWith('!')) {
      finish();
      // Not /^!type:\s*(.*)$/: '.' stops at U+2028, and the pattern then backtracks over every space before it.
      const type = line.slice(0, 6).toLowerCase() === '!type:' ? line.slice(6) : undefined;
      if (type !== undefined) inTransactions = TRANSACTION_SECTIONS.has(type.trim().toLowerCase());
      else if (/^!account/i.test(line)) inTransactions = false;
      // '!Option:AutoSwitch' and '!Clear:AutoSwitch' change nothing here.
      return;
    }
    if (line.startsWith('^')) {
      finish();
      return;
    }
    current ??= { line: index + 1, fields: new Map() };
    const code = line[0]?.toUpperCase() ?? '';
    if (!current.fields.has(code)) current.fields.set(code, line.slice(1).trim());
  });
  finish();
  return records.filter((record) => ['D', 'T', 'U', 'P', 'M'].some((code) => record.fields.has(code)));
}

/** Quicken writes years from 2000 after an apostrophe, and sometimes with one digit: 1/5'25, 1/ 5' 5. */
function qifDate(text: string): string {
  // A cell too long to be a date is left as it is, for checkDate to refuse.
  if (text.length > STATEMENT_CELL_MAX_LENGTH) return text;
  return text.replace(/'\s*(\d{1,2})$/, (_, year: string) => `/${year.padStart(2, '0')}`);
}

/**
 * The transactions of a QIF file: D date, T (or U) signed amount, P payee, M memo, N check number. Dates are in the
 * US order unless they prove otherwise (a first number above 12 and no second one).
 */
export function parseQif(text: string): { rows: StatementRow[]; problems: RowProblem[] } {
  const records = transactionRecords(text);
  const order = detectDateOrder(records.map((record) => qifDate(record.fields.get('D') ?? '')));
  const rows: StatementRow[] = [];
  const problems: RowProblem[] = [];
  for (const { line, fields } of records) {
    const field = (code: string) => fields.get(code) ?? '';
    const number = field('N');
    const read = checkedRow(
      line,
      checkDate(qifDate(field('D')), order, field('D')),
      checkAmount(fields.get('T') ?? field('U')),
      {
        description: joinNameAndMemo(field('P'), field('M')),
        payee: field('P'),
        // N also holds words such as 'ATM', 'EFT' or 'Deposit'; only a check number identifies the transaction.
        externalId: /^\d+$/.test(number) ? number : '',
      },
    );
    if ('reason' in read) problems.push(read);
    else rows.push(read);
  }
  return { rows, problems };
}
