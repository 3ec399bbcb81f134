import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsvTable } from './parse-csv-table';

describe('detectDelimiter', () => {
  it.each([
    ['commas', 'Date,Description,Amount\n01/05/2025,SHELL,-1.00\n', ','],
    ['commas inside quotes do not count', 'Date;Amount\n01/05/2025;"1,234.56"\n', ';'],
    [
      'semicolons with decimal commas',
      'Date;Description;Amount\n03.01.2025;UBER, trip;1.234,56\n15.01.2025;SHELL;-45,00\n',
      ';',
    ],
    ['tabs', 'Date\tDescription\tAmount\n01/05/2025\tSHELL, CA\t-1.00\n', '\t'],
    ['pipes', 'Date|Description|Amount\n01/05/2025|SHELL|-1.00\n', '|'],
    [
      'a summary block above the rows (Bank of America)',
      'Description,,Summary Amt.\nTotal credits,,"2,187.40"\n\nDate,Description,Amount,Running Bal.\n01/03/2025,X,1.00,"2.00"\n01/04/2025,Y,1.00,"3.00"\n01/05/2025,Z,1.00,"4.00"\n',
      ',',
    ],
  ])('%s → %j', (_name, text, expected) => {
    expect(detectDelimiter(text)).toBe(expected);
  });

  it('finds none in text without any', () => {
    expect(detectDelimiter('hello\nthere\n')).toBeUndefined();
  });
});

describe('parseCsvTable', () => {
  it('reads a header and rows, with the line each row is on', () => {
    expect(
      parseCsvTable('Date,Description,Amount\n01/05/2025,SHELL OIL,-45.67\n01/06/2025,UBER,412.35\n'),
    ).toEqual({
      headers: ['Date', 'Description', 'Amount'],
      rows: [
        { line: 2, cells: ['01/05/2025', 'SHELL OIL', '-45.67'] },
        { line: 3, cells: ['01/06/2025', 'UBER', '412.35'] },
      ],
      hasHeader: true,
    });
  });

  it('trims cells, unquotes them, and keeps quoted commas and doubled quotes', () => {
    const table = parseCsvTable('Date,Description,Amount\n 01/05/2025 , "SHELL, ""OIL""" ,"1,234.56"\n');
    expect(table).toMatchObject({ rows: [{ line: 2, cells: ['01/05/2025', 'SHELL, "OIL"', '1,234.56'] }] });
  });

  it('keeps the first 1,024 characters of a longer cell and marks the cut, so an over-long amount stays over-long', () => {
    const amount = `1${' '.repeat(5_000)}1`;
    const description = `"${'""'.repeat(3_000)}"`;
    const table = parseCsvTable(`Date,Description,Amount\n01/02/2025,${description},${amount}\n`);
    if ('problem' in table) throw new Error(table.problem);
    const [, kept, keptAmount] = table.rows[0]!.cells;
    expect(keptAmount).toBe(`1${' '.repeat(1_023)}\u2026`);
    expect(kept).toBe(`${'"'.repeat(1_024)}\u2026`);
    // Blanks around a cell are not part of it, however many there are: what is left is short and kept whole.
    const padded = parseCsvTable(
      `Date,Description,Amount\n01/02/2025,SHELL,${' '.repeat(5_000)}-1.00${' '.repeat(5_000)}\n`,
    );
    if ('problem' in padded) throw new Error(padded.problem);
    expect(padded.rows[0]!.cells[2]).toBe('-1.00');
  });

  it('counts a row from the line it starts on when a quoted cell spans lines, and skips blank lines', () => {
    const text =
      'Date,Description,Amount\n\n01/05/2025,"E-ZPASS\nREBILL\nNY",-25.00\n\n\n01/06/2025,UBER,1.00';
    expect(parseCsvTable(text)).toMatchObject({
      rows: [
        { line: 3, cells: ['01/05/2025', 'E-ZPASS\nREBILL\nNY', '-25.00'] },
        { line: 8, cells: ['01/06/2025', 'UBER', '1.00'] },
      ],
    });
  });

  it('leaves out rows with no text in any cell (",,," lines)', () => {
    const table = parseCsvTable('Date,Description,Amount\n,,\n01/05/2025,SHELL,-1.00\n  ,  ,  \n');
    expect(table).toMatchObject({ rows: [{ line: 3 }] });
    expect('rows' in table && table.rows).toHaveLength(1);
  });

  it('drops the summary block above the header (Bank of America)', () => {
    const text = [
      'Description,,Summary Amt.',
      'Beginning balance as of 01/01/2025,,"1,523.10"',
      'Total credits,,"2,187.40"',
      '',
      'Date,Description,Amount,Running Bal.',
      '01/03/2025,DOORDASH,312.45,"1,835.55"',
    ].join('\n');
    expect(parseCsvTable(text)).toEqual({
      headers: ['Date', 'Description', 'Amount', 'Running Bal.'],
      rows: [{ line: 6, cells: ['01/03/2025', 'DOORDASH', '312.45', '1,835.55'] }],
      hasHeader: true,
    });
  });

  it('finds no header in a Wells Fargo file, whose first row is a transaction, and names the columns', () => {
    const text = '"01/05/2025","-45.67","*","","SHELL OIL 57442"\n"01/06/2025","356.20","*","","UBER USA"\n';
    expect(parseCsvTable(text)).toEqual({
      headers: ['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5'],
      rows: [
        { line: 1, cells: ['01/05/2025', '-45.67', '*', '', 'SHELL OIL 57442'] },
        { line: 2, cells: ['01/06/2025', '356.20', '*', '', 'UBER USA'] },
      ],
      hasHeader: false,
    });
  });

  it('takes a first row of names it does not know as a header when the rows below have dates', () => {
    const table = parseCsvTable('Fecha,Concepto,Importe\n01/05/2025,SHELL,-1.00\n01/06/2025,UBER,2.00\n');
    expect(table).toMatchObject({ headers: ['Fecha', 'Concepto', 'Importe'], hasHeader: true });
    expect('rows' in table && table.rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it('names blank header cells and columns beyond the header (Chase ends rows with a comma)', () => {
    const table = parseCsvTable('Details,Posting Date,,Amount\nDEBIT,01/31/2025,SHELL,-45.67,\n');
    expect(table).toMatchObject({ headers: ['Details', 'Posting Date', 'Column 3', 'Amount', 'Column 5'] });
  });

  it('reads semicolon files with decimal commas', () => {
    expect(parseCsvTable('Date;Description;Amount\n03.01.2025;UBER, trip;1.234,56\n')).toEqual({
      headers: ['Date', 'Description', 'Amount'],
      rows: [{ line: 2, cells: ['03.01.2025', 'UBER, trip', '1.234,56'] }],
      hasHeader: true,
    });
  });

  it('tolerates a stray quote inside a cell', () => {
    expect(parseCsvTable('Date,Description,Amount\n01/05/2025,5" SCREEN PROTECTOR,-9.99\n')).toMatchObject({
      rows: [{ line: 2, cells: ['01/05/2025', '5" SCREEN PROTECTOR', '-9.99'] }],
    });
  });

  it('refuses a file with a quote that is never closed, naming the line the quote is on', () => {
    expect(
      parseCsvTable('Date,Description,Amount\n\n01/05/2025,"SHELL,-1.00\n01/06/2025,UBER,2.00\n'),
    ).toEqual({
      problem:
        'This file has a quote (") on line 3 that is not closed properly, so its columns cannot be read. Export it again from your bank and try again.',
    });
  });

  it('refuses text after a closing quote', () => {
    expect(parseCsvTable('Date,Description,Amount\n01/05/2025,"SHELL"OIL,-1.00\n')).toEqual({
      problem:
        'This file has a quote (") on line 2 that is not closed properly, so its columns cannot be read. Export it again from your bank and try again.',
    });
  });

  it('gives a header with no rows under it', () => {
    expect(parseCsvTable('Date,Description,Amount\n')).toEqual({
      headers: ['Date', 'Description', 'Amount'],
      rows: [],
      hasHeader: true,
    });
  });
});
