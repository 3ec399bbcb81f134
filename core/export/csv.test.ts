import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Item } from '../items';
import { delimitedRecord, itemsCsv, periodExportFileName } from './csv';

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
  use: 'business',
  businessPercent: 100,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('delimitedRecord (RFC 4180 section 2, every text cell quoted)', () => {
  it.each([
    ['plain text cells are quoted, an empty one too', ['a', 'b c', ''], '"a","b c",""\r\n'],
    ['a comma stays inside the quotes', ['Food, drinks'], '"Food, drinks"\r\n'],
    ['a quote is doubled inside quotes', ['5" screen'], '"5"" screen"\r\n'],
    ['a line feed is quoted', ['line one\nline two'], '"line one\nline two"\r\n'],
    ['a carriage return inside a cell is quoted', ['a\rb'], '"a\rb"\r\n'],
    ['a figure is bare, its minus sign kept', ['Gas', { figure: '-12.50' }], '"Gas",-12.50\r\n'],
    ['a text cell starting with - is neutralised', ['-5 tip', { figure: '5.00' }], '"\'-5 tip",5.00\r\n'],
  ])('%s', (_name, cells, expected) => {
    expect(delimitedRecord(cells)).toBe(expected);
  });

  it('quotes a cell that only another delimiter would split: a semicolon or tab in CSV, a comma in TSV', () => {
    // Excel in a locale whose list separator is ';' splits bare `Lunch;=HYPERLINK(...)` into a formula cell.
    expect(delimitedRecord(['Lunch;=HYPERLINK("http://evil.example")', 'a\t@b'])).toBe(
      '"Lunch;=HYPERLINK(""http://evil.example"")","a\t@b"\r\n',
    );
    expect(delimitedRecord(['Fuel,=1+1', 'a\tb'], '\t')).toBe('"Fuel,=1+1"\t"a\tb"\r\n');
  });

  it('neutralises a formula hidden behind an invisible character or in full-width form', () => {
    expect(delimitedRecord(['\u200B=cmd', '\uFF1D1+1'])).toBe('"\'\u200B=cmd","\'\uFF1D1+1"\r\n');
  });
});

describe('itemsCsv', () => {
  it('has the export columns as header, then one row per item in the order given, amounts as numbers', () => {
    const csv = itemsCsv([item(), item({ transactionId: 'TX-2', amount: 7.5, category: 'Tips' })]);
    expect(csv.split('\r\n')).toEqual([
      '"Transaction ID","Date","Type","Category","Amount","Description","Tags"',
      '"TX-ABCD1234WXYZ","2026-11-20","income","Gig Pay",120.00,"",""',
      '"TX-2","2026-11-20","income","Tips",7.50,"",""',
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
    expect(row).toEqual([
      'TX-ABCD1234WXYZ',
      '2026-11-20',
      'income',
      "'=SUM(A1)",
      '120.00',
      'Airport run, "late" pickup\nwith a second line',
      'client, mileage',
    ]);
  });

  it('is only the header for no items', () => {
    expect(itemsCsv([])).toBe('"Transaction ID","Date","Type","Category","Amount","Description","Tags"\r\n');
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
