import { describe, expect, it } from 'vitest';
import { parseQif } from './parse-qif';

describe('parseQif', () => {
  it('reads a bank record: date, amount, payee, memo; the category is left out', () => {
    const text = '!Type:Bank\nD01/05/2025\nT-45.67\nPSHELL OIL 57442\nMPURCHASE SAN JOSE CA\nLAuto:Fuel\n^\n';
    expect(parseQif(text)).toEqual({
      rows: [
        {
          line: 2,
          date: '2025-01-05',
          amountCents: -4567,
          description: 'SHELL OIL 57442 - PURCHASE SAN JOSE CA',
          payee: 'SHELL OIL 57442',
          externalId: '',
        },
      ],
      problems: [],
    });
  });

  it.each([
    ["Quicken's apostrophe year", "1/5'25", '2025-01-05'],
    ['an apostrophe and a one-digit year', "1/ 5' 5", '2005-01-05'],
    ['spaces for leading zeros', '1/ 5/25', '2025-01-05'],
    ['a four-digit year', '01/05/2025', '2025-01-05'],
    ['ISO', '2025-01-05', '2025-01-05'],
  ])('reads the date form %s: %s', (_name, date, expected) => {
    expect(parseQif(`!Type:Bank\nD${date}\nT1.00\nPX\n^\n`).rows[0]?.date).toBe(expected);
  });

  it('reads dates as day first when they prove it', () => {
    const text = '!Type:Bank\nD25/01/2025\nT1.00\n^\nD05/02/2025\nT1.00\n^\n';
    expect(parseQif(text).rows.map((row) => row.date)).toEqual(['2025-01-25', '2025-02-05']);
  });

  it('takes U when there is no T, and T before U', () => {
    const text = '!Type:CCard\nD01/05/2025\nU-1,099.00\n^\nD01/06/2025\nU-1.00\nT-2.00\n^\n';
    expect(parseQif(text).rows.map((row) => row.amountCents)).toEqual([-109900, -200]);
  });

  it('keeps a check number as the id, and not words such as EFT or ATM', () => {
    const text = '!Type:Bank\nD01/05/2025\nT-120.00\nN1043\n^\nD01/06/2025\nT1.00\nNEFT\n^\n';
    expect(parseQif(text).rows.map((row) => row.externalId)).toEqual(['1043', '']);
  });

  it('skips category lists, account lists and investment sections, and reads each transaction section', () => {
    const text = [
      '!Type:Cat',
      'NAuto:Fuel',
      'DGas for the car',
      'E',
      '^',
      '!Option:AutoSwitch',
      '!Account',
      'NEveryday Checking',
      'TBank',
      '^',
      '!Clear:AutoSwitch',
      '!Type:Bank',
      'D01/05/2025',
      'T-1.00',
      'PBANK',
      '^',
      '!Type:Invst',
      'D01/06/2025',
      'NBuy',
      'T100.00',
      '^',
      '!Type:Cash',
      'D01/07/2025',
      'T-2.00',
      'PCASH',
      '^',
      '!Type:Oth L',
      'D01/08/2025',
      'T-3.00',
      'PLOAN',
      '^',
    ].join('\n');
    expect(parseQif(text).rows.map((row) => [row.line, row.payee])).toEqual([
      [13, 'BANK'],
      [23, 'CASH'],
      [28, 'LOAN'],
    ]);
  });

  it('reads a file without a header or a final ^, with blank lines between records', () => {
    const text = 'D01/05/2025\nT-1.00\nPA\n^\n\n\nD01/06/2025\nT2.00\nPB';
    expect(parseQif(text).rows.map((row) => [row.line, row.payee, row.amountCents])).toEqual([
      [1, 'A', -100],
      [7, 'B', 200],
    ]);
  });

  it('ignores split lines and addresses', () => {
    const text =
      '!Type:Bank\nD01/05/2025\nT-100.00\nPCOMCAST\nA1 Main St\nSUtilities\n$-60.00\nSInternet\n$-40.00\n^\n';
    expect(parseQif(text).rows).toEqual([
      {
        line: 2,
        date: '2025-01-05',
        amountCents: -10000,
        description: 'COMCAST',
        payee: 'COMCAST',
        externalId: '',
      },
    ]);
  });

  it.each([
    ['no date', 'T-1.00\nPX', 'The date is missing.'],
    ['a date that is not real', "D2/30'25\nT-1.00", 'The date "2/30\'25" is not a real date.'],
    ['an unreadable date', 'Dsoon\nT-1.00', 'The date "soon" could not be read.'],
    [
      'a date cell over 64 characters, even one that would read as a date',
      `D1/5'${' '.repeat(60)}25\nT-1.00`,
      `The date "1/5'${' '.repeat(36)}…" is longer than 64 characters, so it is not a date.`,
    ],
    [
      'an amount cell over 64 characters',
      `D01/05/2025\nT-1${' '.repeat(70)}.00`,
      `The amount "-1${' '.repeat(38)}…" is longer than 64 characters, so it is not an amount.`,
    ],
    ['no amount', 'D01/05/2025\nPX', 'The amount is missing.'],
    ['a zero amount', 'D01/05/2025\nT0.00', 'The amount is zero.'],
    [
      'an amount with 3 decimals',
      'D01/05/2025\nT1.005',
      'The amount "1.005" has more than 2 decimal places.',
    ],
  ])('reports a record with %s on its first line', (_name, record, reason) => {
    expect(parseQif(`!Type:Bank\n${record}\n^\n`)).toEqual({ rows: [], problems: [{ line: 2, reason }] });
  });

  it('finds nothing in a file of categories only', () => {
    expect(parseQif('!Type:Cat\nNFuel\nDFuel\nE\n^\n')).toEqual({ rows: [], problems: [] });
  });
});
