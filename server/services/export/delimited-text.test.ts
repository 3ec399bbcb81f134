import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ExportCell } from '../../../core/export/cells';
import { delimitedRecord } from '../../../core/export/csv';
import { delimitedText } from './delimited-text';

const rows: ExportCell[][] = [
  ['Transaction ID', 'Amount', 'Description'],
  ['TX-1', { figure: '1234.50' }, 'say "hi", then\nleave'],
  ['TX-2', { figure: '-12.50' }, '-5 tip'],
  ['TX-3', { figure: '0.01' }, '\u200B=HYPERLINK("http://evil.example")'],
  ['TX-4', { figure: '3.00' }, 'Lunch;\uFF20home\there'],
  ['TX-5', { figure: '7.00' }, ''],
];

describe('delimitedText (csv-stringify, the server export)', () => {
  it.each([',', '\t'])('writes what core delimitedRecord writes (delimiter %j)', (delimiter) => {
    expect(delimitedText(rows, delimiter)).toBe(rows.map((row) => delimitedRecord(row, delimiter)).join(''));
  });

  it('quotes every text cell, leaves figures bare and neutralises formulas', () => {
    expect(delimitedText(rows.slice(2, 4))).toBe(
      '"TX-2",-12.50,"\'-5 tip"\r\n"TX-3",0.01,"\'\u200B=HYPERLINK(""http://evil.example"")"\r\n',
    );
  });

  it('reads back as a spreadsheet reads it', () => {
    const read: string[][] = parse(delimitedText(rows));
    expect(read[1]).toEqual(['TX-1', '1234.50', 'say "hi", then\nleave']);
    expect(read[4]).toEqual(['TX-4', '3.00', 'Lunch;\uFF20home\there']);
  });
});
