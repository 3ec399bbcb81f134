import { describe, expect, it } from 'vitest';
import { readCsvRows } from './read-csv-rows';
import type { ColumnMapping, CsvTable } from './statement';

function table(headers: string[], rows: string[][]): CsvTable {
  return { headers, rows: rows.map((cells, index) => ({ line: index + 2, cells })), hasHeader: true };
}
const base: ColumnMapping = {
  date: 0,
  description: 1,
  amount: 2,
  amountSign: 'in-positive',
  dateOrder: 'MDY',
};

describe('readCsvRows', () => {
  it('reads rows through the mapping', () => {
    const csv = table(
      ['Date', 'Description', 'Amount', 'Payee', 'ID'],
      [['01/05/2025', 'FUEL', '-45.67', 'Shell', 'T1']],
    );
    expect(readCsvRows(csv, { ...base, payee: 3, transactionId: 4 })).toEqual({
      rows: [
        {
          line: 2,
          date: '2025-01-05',
          amountCents: -4567,
          description: 'FUEL',
          payee: 'Shell',
          externalId: 'T1',
        },
      ],
      problems: [],
      pendingSkipped: 0,
    });
  });

  it('describes a row by its payee when its description is empty', () => {
    const csv = table(['Date', 'Description', 'Amount', 'Payee'], [['01/05/2025', '', '-1.00', 'Shell']]);
    expect(readCsvRows(csv, { ...base, payee: 3 })).toMatchObject({
      rows: [{ description: 'Shell', payee: 'Shell' }],
    });
  });

  it('turns the sign of an out-positive amount column (charges positive)', () => {
    const csv = table(
      ['Date', 'Description', 'Amount'],
      [
        ['01/05/2025', 'CHEVRON', '52.40'],
        ['01/06/2025', 'PAYMENT', '-500.00'],
      ],
    );
    expect(readCsvRows(csv, { ...base, amountSign: 'out-positive' })).toMatchObject({
      rows: [{ amountCents: -5240 }, { amountCents: 50000 }],
    });
  });

  it('reads dates in the mapping order', () => {
    const csv = table(['Date', 'Description', 'Amount'], [['05/01/2025', 'X', '1']]);
    expect(readCsvRows(csv, { ...base, dateOrder: 'DMY' })).toMatchObject({ rows: [{ date: '2025-01-05' }] });
  });

  describe('money-out and money-in columns', () => {
    const mapping: ColumnMapping = {
      date: 0,
      description: 1,
      debit: 2,
      credit: 3,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    };
    const read = (debit: string, credit: string) =>
      readCsvRows(
        table(['Date', 'Description', 'Debit', 'Credit'], [['01/05/2025', 'X', debit, credit]]),
        mapping,
      );

    it.each([
      ['money out, positive', '45.10', '', -4510],
      ['money out, already negative', '-45.10', '', -4510],
      ['money in', '', '250.00', 25000],
      ['money in written negative is still money in', '', '-250.00', 25000],
      ['money out with a 0 in money in', '45.10', '0.00', -4510],
      ['money in with a 0 in money out', '0', '250.00', 25000],
    ])('%s', (_name, debit, credit, cents) => {
      expect(read(debit, credit)).toMatchObject({ rows: [{ amountCents: cents }], problems: [] });
    });

    it.each([
      ['both filled', '45.10', '250.00', 'Both money in and money out are filled in.'],
      ['both empty', '', '', 'The amount is missing.'],
      ['both zero', '0.00', '0.00', 'The amount is zero.'],
      ['money out unreadable', 'abc', '', 'The amount "abc" could not be read.'],
      ['money in with 3 decimals', '', '1.234', 'The amount "1.234" has more than 2 decimal places.'],
    ])('%s', (_name, debit, credit, reason) => {
      expect(read(debit, credit)).toEqual({ rows: [], problems: [{ line: 2, reason }], pendingSkipped: 0 });
    });

    it('takes a money-out column alone', () => {
      const csv = table(['Date', 'Description', 'Withdrawals'], [['01/05/2025', 'X', '5.00']]);
      expect(
        readCsvRows(csv, { date: 0, description: 1, debit: 2, amountSign: 'in-positive', dateOrder: 'MDY' }),
      ).toMatchObject({
        rows: [{ amountCents: -500 }],
      });
    });
  });

  it('reports the date problem of a row before its amount problem', () => {
    const csv = table(['Date', 'Description', 'Amount'], [['02/30/2025', 'X', 'abc']]);
    expect(readCsvRows(csv, base)).toEqual({
      rows: [],
      problems: [{ line: 2, reason: 'The date "02/30/2025" is not a real date.' }],
      pendingSkipped: 0,
    });
  });

  it('reads a short row as missing its cells', () => {
    const csv = table(['Date', 'Description', 'Amount'], [['01/05/2025']]);
    expect(readCsvRows(csv, base)).toEqual({
      rows: [],
      problems: [{ line: 2, reason: 'The amount is missing.' }],
      pendingSkipped: 0,
    });
  });

  it('skips balance lines that have no amount (Bank of America), but not other rows without one', () => {
    const csv = table(
      ['Date', 'Description', 'Amount', 'Running Bal.'],
      [
        ['01/01/2025', 'Beginning balance as of 01/01/2025', '', '1,523.10'],
        ['01/31/2025', 'Ending balance as of 01/31/2025', '', '2,368.23'],
        ['01/02/2025', 'SHELL', '', '1.00'],
      ],
    );
    expect(readCsvRows(csv, base)).toEqual({
      rows: [],
      problems: [{ line: 4, reason: 'The amount is missing.' }],
      pendingSkipped: 0,
    });
  });

  it('cuts a description longer than 500 characters (DESCRIPTION_MAX_LENGTH) and keeps the row', () => {
    const csv = table(['Date', 'Description', 'Amount'], [['01/05/2025', 'x'.repeat(700), '1.00']]);
    const read = readCsvRows(csv, base);
    expect('rows' in read && read.rows[0]?.description).toBe('x'.repeat(500));
  });

  it.each([
    ['a column past the last', { ...base, amount: 3 }],
    ['a negative column', { ...base, date: -1 }],
    ['a column that is not a whole number', { ...base, description: 1.5 }],
    ['a payee column past the last', { ...base, payee: 9 }],
  ])('refuses a mapping with %s', (_name, mapping) => {
    const csv = table(['Date', 'Description', 'Amount'], [['01/05/2025', 'X', '1.00']]);
    expect(readCsvRows(csv, mapping)).toEqual({ problem: 'The chosen columns are not in this file.' });
  });

  it('refuses a mapping without any amount column', () => {
    const csv = table(['Date', 'Description', 'Amount'], [['01/05/2025', 'X', '1.00']]);
    expect(
      readCsvRows(csv, { date: 0, description: 1, amountSign: 'in-positive', dateOrder: 'MDY' }),
    ).toEqual({
      problem: 'No amount column was found. Choose the amount column, or the money-in and money-out columns.',
    });
  });
});
