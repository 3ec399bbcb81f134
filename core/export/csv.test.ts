import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import type { Item } from '../items';
import { delimitedRecord, itemsCsv, periodExportFileName } from './csv';
import { exportCells } from './items-export';

const item = (overrides: Partial<Item> = {}): Item => ({
  id: '7d4a1f0e-0000-4000-8000-000000000001',
  transactionId: 'TX-ABCD1234WXYZ',
  type: 'income',
  category: 'Gig Pay',
  amount: 120,
  date: '2026-11-20',
  description: '',
  tags: [],
  importId: null,
  isTips: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('delimitedRecord (RFC 4180 section 2)', () => {
  it.each([
    ['plain cells stay bare', ['a', 'b c', ''], 'a,b c,\r\n'],
    ['a comma is quoted', ['Food, drinks'], '"Food, drinks"\r\n'],
    ['a quote is doubled inside quotes', ['5" screen'], '"5"" screen"\r\n'],
    ['a line feed is quoted', ['line one\nline two'], '"line one\nline two"\r\n'],
    ['a carriage return is quoted', ['a\rb'], '"a\rb"\r\n'],
  ])('%s', (_name, cells, expected) => {
    expect(delimitedRecord(cells)).toBe(expected);
  });

  it('quotes by the delimiter it is given: a tab for TSV, and then a comma needs no quotes', () => {
    expect(delimitedRecord(['a\tb', 'c,d'], '\t')).toBe('"a\tb"\tc,d\r\n');
  });

  it('writes what csv-stringify (the server export) writes for awkward cells', () => {
    const cells = ['x', 'say "hi", then\nleave', '', ' padded ', 'semi;colon'];
    expect(delimitedRecord(cells)).toBe(stringify([cells], { record_delimiter: 'windows' }));
  });
});

describe('itemsCsv', () => {
  it('has the header row of SPEC section 3 and one row per item in the order given', () => {
    const csv = itemsCsv([item(), item({ transactionId: 'TX-2', amount: 7.5, category: 'Tips' })]);
    expect(csv.split('\r\n')).toEqual([
      'Transaction ID,Date,Type,Category,Amount,Description,Tags',
      'TX-ABCD1234WXYZ,2026-11-20,income,Gig Pay,120.00,,',
      'TX-2,2026-11-20,income,Tips,7.50,,',
      '',
    ]);
  });

  it('reads back to the same cells, with commas, quotes, line breaks and tags', () => {
    const tricky = item({
      description: 'Airport run, "late" pickup\nwith a second line',
      tags: ['client', 'mileage'],
      category: '=SUM(A1)',
    });
    const rows: string[][] = parse(itemsCsv([tricky]));
    const [header, row] = rows;
    expect(header).toHaveLength(7);
    expect(row).toEqual(exportCells(tricky));
    // exportCells neutralises formula-like text before it is quoted.
    expect(row![3]).toBe("'=SUM(A1)");
  });

  it('is only the header for no items', () => {
    expect(itemsCsv([])).toBe('Transaction ID,Date,Type,Category,Amount,Description,Tags\r\n');
  });
});

describe('periodExportFileName', () => {
  it('names the kind and both ends of the period', () => {
    expect(periodExportFileName('income', '2026-10-23', '2026-11-22')).toBe(
      'GigTally_income_2026-10-23_2026-11-22.csv',
    );
    expect(periodExportFileName('expenses', '2026-11-16', '2026-11-22')).toBe(
      'GigTally_expenses_2026-11-16_2026-11-22.csv',
    );
  });
});
