import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeStatementHeader, normaliseHeader } from './column-names';
import { decodeStatement } from './decode-statement';
import { detectColumnMapping, guessColumnMapping } from './detect-columns';
import { detectStatementFormat } from './detect-format';
import { detectDelimiter, parseCsvTable } from './parse-csv-table';
import { decodeEntities, parseOfx } from './parse-ofx';
import { parseQif } from './parse-qif';
import { parseStatementAmount } from './parse-statement-amount';
import { detectDateOrder, leadingDateNumbers, readStatementDate } from './parse-statement-date';
import { readCsvRows } from './read-csv-rows';
import { readStatement, type ColumnMapping, type CsvTable } from './statement';
import { checkAmount, checkDate, cleanText, joinNameAndMemo } from './statement-row';

// Every parser entry point must be linear. Each is given cells of a megabyte built from the
// pieces that make backtracking patterns slow (runs of spaces, digits, signs, 'cr'/'usd' suffixes, quotes,
// separators, line breaks, markup) and must answer within BUDGET_MS. The bound is a guard against quadratic work
// ('1' + 160,000 spaces + '1' once took 57 s), not a benchmark: a linear parser needs a few ms.
// Line breaks and '<STMTTRN>' are left out of the pieces: they make a megabyte of tiny rows, not a long cell, and
// each row costs its own few microseconds (a row problem, a message); the last test covers that case.
const BUDGET_MS = 200;
const CELL_LENGTH = 1 << 20;
const RUNS = 8;
const CSV_BUDGET_MS = Number(process.env.CSV_BUDGET_MS ?? 200);

const PIECES = [
  ' ',
  '\t',
  '\u00a0',
  '\u2028',
  '1',
  '0',
  '9',
  ',',
  '.',
  ';',
  '|',
  '-',
  '+',
  '$',
  '(',
  ')',
  '"',
  "'",
  '/',
  ':',
  'cr',
  'CR',
  'dr.',
  'usd',
  'USD ',
  '1,',
  '1.',
  '12,345',
  '""',
  '&',
  '&amp',
  '&#x',
  '<',
  '<A',
  '!type:',
  'a',
  'mon',
  '2025',
  '01/02/2025 ',
  'T',
  'Z',
];
const ENDS = ['', '1', 'x', ' cr', 'dr.', ' usd', ')', '-', '"', '\u2028', '12:00 PM', '.00', '>', ';', '\n'];

/** A cell of CELL_LENGTH characters: a piece repeated (or two alternating), between a start and an end. */
const pathologicalCell = fc
  .record({
    start: fc.constantFrom(...ENDS),
    pieces: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 2 }),
    end: fc.constantFrom(...ENDS),
  })
  .map(({ start, pieces, end }) => {
    const unit = pieces.join('');
    return start + unit.repeat(Math.ceil(CELL_LENGTH / unit.length)).slice(0, CELL_LENGTH) + end;
  });

/**
 * The best of 3 runs: quadratic work is slow every time, while a thread that the machine's other work (2 cores,
 * shared) sets aside is slow once.
 */
function expectFast(name: string, run: () => unknown, budget = BUDGET_MS) {
  let best = Infinity;
  for (let attempt = 0; attempt < 3 && best >= budget; attempt++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  if (process.env.SHOW_MS) console.log(name, Math.round(best));
  expect(best, `${name} took ${Math.round(best)} ms`).toBeLessThan(budget);
}

/** CSV text of one quoted cell, so that its quotes and separators stay inside it. */
const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

const MAPPING: ColumnMapping = {
  date: 0,
  description: 1,
  amount: 2,
  payee: 3,
  transactionId: 4,
  amountSign: 'in-positive',
  dateOrder: 'MDY',
};

function tableOf(cell: string, hasHeader: boolean): CsvTable {
  const headers = hasHeader ? [cell, 'Description', 'Amount', 'Payee', 'Id'] : ['Column 1', 'Column 2'];
  return {
    headers,
    hasHeader,
    rows: [
      { line: 2, cells: [cell, cell, cell, cell, cell] },
      { line: 3, cells: ['01/02/2025', cell, cell, '', ''] },
      { line: 4, cells: [cell, 'SHELL OIL', '-45.67', cell, cell] },
    ],
  };
}

const property = (name: string, check: (cell: string) => void) =>
  it(name, () => {
    // No shrinking: a megabyte counterexample is clear enough, and shrinking it would take minutes.
    fc.assert(fc.property(pathologicalCell, check), { numRuns: RUNS, endOnFailure: true });
  });

describe(`every statement parser answers within ${BUDGET_MS} ms on megabyte cells`, () => {
  property('amount and date cells', (cell) => {
    expectFast('parseStatementAmount', () => parseStatementAmount(cell));
    expectFast('checkAmount', () => checkAmount(cell));
    expectFast('readStatementDate MDY', () => readStatementDate(cell, 'MDY'));
    expectFast('readStatementDate DMY', () => readStatementDate(cell, 'DMY'));
    expectFast('checkDate', () => checkDate(cell, 'MDY'));
    expectFast('leadingDateNumbers', () => leadingDateNumbers(cell));
    expectFast('detectDateOrder', () => detectDateOrder([cell, cell, '13/01/2025']));
  });

  property('descriptions, names and headers', (cell) => {
    expectFast('cleanText', () => cleanText(cell));
    expectFast('joinNameAndMemo', () => joinNameAndMemo(cell, cell));
    expectFast('decodeEntities', () => decodeEntities(cell));
    expectFast('normaliseHeader', () => normaliseHeader(cell));
    expectFast('looksLikeStatementHeader', () => looksLikeStatementHeader([cell, cell, 'Amount']));
  });

  property('format and delimiter detection', (cell) => {
    expectFast('detectStatementFormat', () => detectStatementFormat('statement.csv', cell));
    expectFast('detectStatementFormat (no extension)', () => detectStatementFormat('statement', cell));
    expectFast('detectDelimiter', () => detectDelimiter(cell));
    const bytes = new TextEncoder().encode(cell);
    expectFast('decodeStatement', () => decodeStatement(bytes));
  });

  property('column detection and CSV rows', (cell) => {
    expectFast('detectColumnMapping (header)', () => detectColumnMapping(tableOf(cell, true)));
    expectFast('detectColumnMapping (no header)', () => detectColumnMapping(tableOf(cell, false)));
    expectFast('guessColumnMapping', () => guessColumnMapping(tableOf(cell, false)));
    expectFast('readCsvRows', () => readCsvRows(tableOf(cell, true), MAPPING));
    expectFast('readCsvRows (money in and out)', () =>
      readCsvRows(tableOf(cell, true), { ...MAPPING, amount: undefined, debit: 2, credit: 3 }),
    );
  });

  // One pathological cell per file, in each place a cell can be.
  const csvFile = fc.tuple(pathologicalCell, fc.integer({ min: 0, max: 2 }));
  it('CSV files', () => {
    fc.assert(
      fc.property(csvFile, ([cell, column]) => {
        const cells = ['01/02/2025', 'SHELL', '-1.00'];
        cells[column] = quoted(cell);
        const text = `Date,Description,Amount\n${cells.join(',')}\n01/02/2025,SHELL,-1.00\n`;
        const bytes = new TextEncoder().encode(text);
        expectFast('parseCsvTable', () => parseCsvTable(text), CSV_BUDGET_MS);
        expectFast('parseCsvTable (the cell as the whole file)', () => parseCsvTable(cell), CSV_BUDGET_MS);
        expectFast('readStatement (CSV)', () => readStatement('checking.csv', bytes), CSV_BUDGET_MS);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  const ofxFile = fc.tuple(pathologicalCell, fc.constantFrom('DTPOSTED', 'TRNAMT', 'FITID', 'NAME', 'MEMO'));
  it('OFX files', () => {
    fc.assert(
      fc.property(ofxFile, ([cell, element]) => {
        const values: Record<string, string> = {
          DTPOSTED: '20250105',
          TRNAMT: '-1.00',
          FITID: '2025010501',
          NAME: 'SHELL OIL',
          MEMO: 'FUEL',
          [element]: cell,
        };
        const fields = Object.entries(values).map(([name, value]) => `<${name}>${value}`);
        const text = [
          'OFXHEADER:100',
          '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
          `<STMTTRN><TRNTYPE>DEBIT${fields.join('\n')}`,
          '<STMTTRN><DTPOSTED>20250106<TRNAMT>-2.00<NAME>UBER</STMTTRN>',
          '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
        ].join('\n');
        const bytes = new TextEncoder().encode(text);
        expectFast('parseOfx', () => parseOfx(text));
        expectFast('parseOfx (the cell as the whole file)', () => parseOfx(cell));
        expectFast('readStatement (OFX)', () => readStatement('checking.qfx', bytes));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  const qifFile = fc.tuple(pathologicalCell, fc.constantFrom('D', 'T', 'P', 'M', 'N', '!Type:'));
  it('QIF files', () => {
    fc.assert(
      fc.property(qifFile, ([cell, code]) => {
        const fields: Record<string, string> = {
          D: '01/05/2025',
          T: '-1.00',
          P: 'SHELL',
          M: 'FUEL',
          N: '101',
        };
        const record = Object.entries(fields).map(([name, value]) => name + (name === code ? cell : value));
        const header = code === '!Type:' ? `!Type:${cell}` : '!Type:Bank';
        const text = `${header}\n${record.join('\n')}\n^\nD01/06/2025\nT-2.00\n^\n`;
        const bytes = new TextEncoder().encode(text);
        expectFast('parseQif', () => parseQif(text));
        expectFast('parseQif (the cell as the whole file)', () => parseQif(cell));
        expectFast('readStatement (QIF)', () => readStatement('checking.qif', bytes));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it('reads a megabyte of transactions on one line in linear time (OFX line counting)', () => {
    // 233,017 empty transactions, each a row problem: about 2 µs each. Line counting used to search from each
    // transaction to the line's end again, which took seconds per megabyte and grew with the square of it.
    const text = '<STMTTRN>'.repeat(Math.ceil((2 * CELL_LENGTH) / 9));
    expectFast('parseOfx (2 MB of <STMTTRN>)', () => parseOfx(text), 1_500);
  });

  it.each(['",",', '"a",', '"",', '"1",'])(
    'reads a megabyte line of quoted cells (%s repeated) in linear time (CSV line counting)',
    (unit) => {
      // Each quoted cell used to count its line ends with indexOf, which looked past the cell to the end of the line:
      // 2.7 s for this megabyte, growing with the square of it.
      const line = unit.repeat(Math.ceil(CELL_LENGTH / unit.length));
      expectFast('parseCsvTable (a megabyte line of quoted cells)', () => parseCsvTable(line), CSV_BUDGET_MS);
    },
  );
});
