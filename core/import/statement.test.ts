import { describe, expect, it } from 'vitest';
import { readFixture } from './fixtures/read-fixture';
import {
  readStatement,
  rowMessages,
  STATEMENT_MAX_BYTES,
  statementMessages,
  type ColumnMapping,
  type ReadResult,
  type StatementRow,
} from './statement';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The result of reading a fixture, which must be read. */
function read(name: string, mapping?: ColumnMapping): Extract<ReadResult, { ok: true }> {
  const result = readStatement(name, readFixture(name), mapping);
  if (!result.ok) throw new Error(`${name} was refused: ${result.message}`);
  return result;
}

const row = (
  line: number,
  date: string,
  amountCents: number,
  description: string,
  extra: Partial<StatementRow> = {},
) => ({
  line,
  date,
  amountCents,
  description,
  payee: '',
  externalId: '',
  ...extra,
});

describe('statementMessages (exact wording the server and UI show)', () => {
  it('are the agreed sentences', () => {
    expect(statementMessages).toMatchObject({
      tooLarge:
        'This file is larger than 10 MB. Split it into smaller files (a few months each) and import them one by one.',
      empty: 'This file is empty.',
      binary: 'This is not a statement file GigTally can read. Choose a CSV, OFX, QFX or QIF file.',
      encoding:
        'This file is not UTF-8 text. Save it again as "CSV UTF-8" (or export it again from your bank) and try again.',
      noRows: 'No transactions were found in this file.',
      noDateColumn: 'No date column was found. Choose which column holds the date.',
      noAmountColumn:
        'No amount column was found. Choose the amount column, or the money-in and money-out columns.',
      noDescriptionColumn: 'No description column was found. Choose which column describes each transaction.',
      badMapping: 'The chosen columns are not in this file.',
      unknownFormat: 'GigTally cannot tell what kind of file this is. Choose a CSV, OFX, QFX or QIF file.',
    });
    expect(STATEMENT_MAX_BYTES).toBe(10_485_760);
  });

  it('row reasons are the agreed sentences', () => {
    expect([
      rowMessages.dateMissing,
      rowMessages.dateUnreadable('soon'),
      rowMessages.dateNotReal('2025-02-30'),
      rowMessages.dateOutOfRange('1999-12-31'),
      rowMessages.amountMissing,
      rowMessages.amountUnreadable('abc'),
      rowMessages.amountZero,
      rowMessages.amountTooLarge('100000000'),
      rowMessages.amountDecimals('1.005'),
      rowMessages.bothInAndOut,
    ]).toEqual([
      'The date is missing.',
      'The date "soon" could not be read.',
      'The date "2025-02-30" is not a real date.',
      'The date "1999-12-31" is not between 2000-01-01 and 2099-12-31.',
      'The amount is missing.',
      'The amount "abc" could not be read.',
      'The amount is zero.',
      'The amount "100000000" is larger than 99,999,999.99.',
      'The amount "1.005" has more than 2 decimal places.',
      'Both money in and money out are filled in.',
    ]);
  });
});

describe('readStatement: bank and card CSV exports', () => {
  it('chase-checking.csv: Posting Date, Description and Amount; Details and Type are not used', () => {
    const result = read('chase-checking.csv');
    expect(result.format).toBe('csv');
    expect(result.mapping).toEqual({
      date: 1,
      description: 2,
      amount: 3,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.table?.headers).toEqual([
      'Details',
      'Posting Date',
      'Description',
      'Amount',
      'Type',
      'Balance',
      'Check or Slip #',
      'Column 8',
    ]);
    expect(result.rows).toHaveLength(9);
    expect(result.problems).toEqual([]);
    expect(result.rows[0]).toEqual(row(2, '2025-01-31', -4567, 'SHELL OIL 57442 SAN JOSE CA 01/30'));
    expect(result.rows[1]).toEqual(row(3, '2025-01-30', 41235, 'UBER USA 6787 PAYMENTS PPD ID: 4270465600'));
    expect(result.rows[8]).toEqual(row(10, '2025-01-10', 120000, 'REMOTE ONLINE DEPOSIT # 1'));
  });

  it('chase-card.csv: transaction date, sales already negative', () => {
    const result = read('chase-card.csv');
    expect(result.mapping).toEqual({
      date: 0,
      description: 2,
      amount: 5,
      // Chase's Memo column is empty on card rows; it would describe a row with no description.
      memo: 6,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows).toHaveLength(8);
    expect(result.rows.slice(0, 3)).toEqual([
      row(2, '2025-01-30', -5240, 'CHEVRON 0209876'),
      row(3, '2025-01-28', -7000, 'T-MOBILE*AUTO PAY'),
      row(4, '2025-01-27', 50000, 'Payment Thank You-Mobile'),
    ]);
    expect(result.rows[5]).toEqual(row(7, '2025-01-20', 1899, 'AUTOZONE #3345'));
  });

  it('discover-card.csv: purchases positive, so out-positive, and read as money out', () => {
    const result = read('discover-card.csv');
    expect(result.mapping).toEqual({
      date: 0,
      description: 2,
      amount: 3,
      amountSign: 'out-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows).toHaveLength(6);
    expect(result.rows.slice(0, 3)).toEqual([
      row(2, '2025-01-03', -4567, 'SHELL OIL 57442 SAN JOSE CA'),
      row(3, '2025-01-07', -425, 'PARKMOBILE 877-727-5718 GA'),
      row(4, '2025-01-10', 30000, 'INTERNET PAYMENT - THANK YOU'),
    ]);
  });

  it('bofa-checking.csv: the summary block and the beginning-balance line are left out', () => {
    const result = read('bofa-checking.csv');
    expect(result.table?.headers).toEqual(['Date', 'Description', 'Amount', 'Running Bal.']);
    expect(result.mapping).toEqual({
      date: 0,
      description: 1,
      amount: 2,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows).toHaveLength(7);
    expect(result.problems).toEqual([]);
    expect(result.rows[0]).toEqual(
      row(
        9,
        '2025-01-03',
        31245,
        'DOORDASH, INC. DES:DOORDASH ID:ST-A1B2C3D4 INDN:JANE DOE CO ID:1234567890 PPD',
      ),
    );
    expect(result.rows[2]).toEqual(
      row(11, '2025-01-09', 187495, 'INSTACART DES:PAYMENTS ID:IC-99812 INDN:JANE DOE CO ID:9000000001 PPD'),
    );
    expect(result.rows[6]).toEqual(
      row(15, '2025-01-28', -113800, 'Online Banking transfer to SAV 4321 Confirmation# 1234567890'),
    );
  });

  it('wells-fargo.csv: no header, columns found by their content', () => {
    const result = read('wells-fargo.csv');
    expect(result.table?.hasHeader).toBe(false);
    expect(result.table?.headers).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5']);
    expect(result.mapping).toEqual({
      date: 0,
      description: 4,
      amount: 1,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows).toHaveLength(6);
    expect(result.rows[0]).toEqual(
      row(
        1,
        '2025-01-05',
        -4567,
        'PURCHASE AUTHORIZED ON 01/03 SHELL OIL 57442 SAN JOSE CA S385003563628396 CARD 1234',
      ),
    );
    expect(result.rows[2]).toEqual(row(3, '2025-01-08', -12000, 'CHECK # 1043'));
    expect(result.rows[5]).toEqual(row(6, '2025-01-21', 18840, 'LYFT INC PAYOUT 250121 9876543210 JANE DOE'));
  });

  it('capital-one-card.csv: Debit and Credit columns, both positive', () => {
    const result = read('capital-one-card.csv');
    expect(result.mapping).toEqual({
      date: 0,
      description: 3,
      debit: 5,
      credit: 6,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows).toHaveLength(7);
    expect(result.rows.slice(0, 3)).toEqual([
      row(2, '2025-01-30', -4510, 'SHELL OIL 57442'),
      row(3, '2025-01-28', -350, 'PARKMOBILE'),
      row(4, '2025-01-27', 25000, 'CAPITAL ONE MOBILE PYMT'),
    ]);
    expect(result.rows[6]).toEqual(row(8, '2025-01-09', 1000, 'E-ZPASS NJ'));
  });

  it('generic-iso.csv: ISO dates, "$1,234.56", "(45.00)", "-$70.00" and "($79.99)"', () => {
    const result = read('generic-iso.csv');
    expect(result.rows.map((r) => [r.line, r.date, r.amountCents])).toEqual([
      [2, '2025-01-02', 123456],
      [3, '2025-01-03', -4500],
      [4, '2025-01-04', -7000],
      [5, '2025-01-05', 21230],
      [6, '2025-01-09', -7999],
    ]);
  });

  it('semicolon.csv: semicolons, day-first dates, decimal commas', () => {
    const result = read('semicolon.csv');
    expect(result.mapping).toMatchObject({ dateOrder: 'DMY' });
    expect(result.rows).toEqual([
      row(2, '2025-01-03', 123456, 'UBER, trip payout'),
      row(3, '2025-01-15', -4500, 'SHELL OIL 57442'),
      row(4, '2025-01-28', -7000, 'VERIZON WIRELESS'),
    ]);
  });

  it('utf16.csv: UTF-16LE with a byte order mark (Excel "Unicode Text")', () => {
    expect(read('utf16.csv').rows).toEqual([
      row(2, '2025-01-05', -1250, 'CAFÉ UBER EATS'),
      row(3, '2025-01-06', 2000, 'LYFT RIDE BONUS'),
    ]);
  });
});

describe('readStatement: gig platform earnings exports', () => {
  it('uber-earnings.csv: ISO timestamps keep the date as written, Trip ID is the id', () => {
    const result = read('uber-earnings.csv');
    expect(result.mapping).toEqual({
      date: 0,
      description: 1,
      amount: 2,
      transactionId: 3,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows).toHaveLength(5);
    // 23:41 at -08:00 is the 7th in UTC; the statement says the 6th, and so do we.
    expect(result.rows[0]).toEqual(
      row(2, '2025-01-06', 1842, 'Trip fare', { externalId: '7f3c2a10-51b4-4c8e-9d2a-0b6f1e2d3c4a' }),
    );
    expect(result.rows[3]).toEqual(row(5, '2025-01-08', 3000, 'Quest promotion'));
    expect(result.rows[4]).toEqual(row(6, '2025-01-13', -7639, 'Weekly payout to bank'));
  });

  it('doordash-earnings.csv: Payout Date, Net Payout and Transaction ID', () => {
    const result = read('doordash-earnings.csv');
    expect(result.mapping).toEqual({
      date: 0,
      description: 1,
      amount: 2,
      transactionId: 3,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows).toHaveLength(4);
    expect(result.rows.slice(1, 3)).toEqual([
      row(3, '2025-01-07', 4218, 'Fast Pay', { externalId: 'DD-FP-88213877' }),
      row(4, '2025-01-07', -199, 'Fast Pay fee', { externalId: 'DD-FP-88213878' }),
    ]);
  });

  it('upwork.csv: "Jan 5, 2025" dates, Ref ID, negative fees', () => {
    const result = read('upwork.csv');
    expect(result.mapping).toEqual({
      date: 0,
      description: 3,
      amount: 4,
      transactionId: 1,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows).toHaveLength(6);
    expect(result.rows.slice(0, 2)).toEqual([
      row(2, '2025-01-05', 48000, 'Invoice for 12/30/2024-01/05/2025 - Logo redesign', {
        externalId: '712345001',
      }),
      row(3, '2025-01-05', -4800, 'Service Fee for Hourly - Ref ID 712345001', { externalId: '712345002' }),
    ]);
    expect(result.rows[5]).toEqual(row(7, '2025-01-12', -99, 'Withdrawal Fee', { externalId: '712345501' }));
  });
});

describe('readStatement: malformed.csv, one problem per bad row', () => {
  it('reads the good rows and says why each other row was left out', () => {
    const result = read('malformed.csv');
    expect(result.rows).toEqual([
      row(2, '2025-01-05', 2500, 'UBER TRIP'),
      row(12, '2025-01-12', -2500, 'E-ZPASS REBILL'),
      row(14, '2025-01-13', -7000, 'T-MOBILE'),
    ]);
    expect(result.problems).toEqual([
      { line: 3, reason: 'The date "02/30/2025" is not a real date.' },
      { line: 4, reason: 'The date "yesterday" could not be read.' },
      { line: 5, reason: 'The amount is missing.' },
      { line: 6, reason: 'The amount "abc" could not be read.' },
      { line: 7, reason: 'The amount "12.345" has more than 2 decimal places.' },
      { line: 8, reason: 'The amount is zero.' },
      { line: 9, reason: 'The date "12/31/1999" is not between 2000-01-01 and 2099-12-31.' },
      { line: 10, reason: 'The amount "100,000,000.00" is larger than 99,999,999.99.' },
      { line: 11, reason: 'The date is missing.' },
    ]);
  });

  it('reads a file whose every row has a problem, so that the user sees why', () => {
    const result = readStatement('x.csv', utf8('Date,Description,Amount\n02/30/2025,X,1.00\n'));
    expect(result).toEqual({
      ok: true,
      format: 'csv',
      encoding: 'utf-8',
      pendingSkipped: 0,
      table: {
        headers: ['Date', 'Description', 'Amount'],
        rows: [{ line: 2, cells: ['02/30/2025', 'X', '1.00'] }],
        hasHeader: true,
      },
      mapping: { date: 0, description: 1, amount: 2, amountSign: 'in-positive', dateOrder: 'MDY' },
      rows: [],
      problems: [{ line: 2, reason: 'The date "02/30/2025" is not a real date.' }],
    });
  });
});

describe('readStatement: OFX, QFX and QIF', () => {
  it('bank.ofx: OFX 1.02 SGML with Windows line ends, entities decoded', () => {
    const result = read('bank.ofx');
    expect(result).toMatchObject({ format: 'ofx', table: null, mapping: null, problems: [] });
    expect(result.rows).toHaveLength(6);
    expect(result.rows[0]).toEqual(
      row(45, '2025-01-05', -4567, 'SHELL OIL 57442 - PURCHASE SAN JOSE CA', {
        payee: 'SHELL OIL 57442',
        externalId: '202501050',
      }),
    );
    expect(result.rows[2]).toEqual(
      row(61, '2025-01-10', -8500, 'AT&T MOBILITY - ONLINE PMT <AUTOPAY>', {
        payee: 'AT&T MOBILITY',
        externalId: '202501102',
      }),
    );
    expect(result.rows[4]).toEqual(
      row(77, '2025-01-21', 26890, 'LYFT INC PAYOUT DIRECT DEP PPD ID 9876543210', {
        payee: 'LYFT INC PAYOUT',
        externalId: '202501214',
      }),
    );
    expect(result.rows.map((r) => r.amountCents)).toEqual([-4567, 41235, -8500, -15000, 26890, -7999]);
  });

  it('card.qfx: OFX 2.2 XML credit card, payments positive, DTPOSTED taken over DTUSER', () => {
    const result = read('card.qfx');
    expect(result.format).toBe('ofx');
    expect(result.rows).toHaveLength(4);
    expect(result.rows[0]).toEqual(
      row(29, '2025-01-12', -5240, 'CHEVRON 0209876 - SUNNYVALE CA', {
        payee: 'CHEVRON 0209876',
        externalId: '2469216501200012345678901',
      }),
    );
    expect(result.rows[2]).toEqual(
      row(45, '2025-01-20', 50000, 'PAYMENT - THANK YOU', {
        payee: 'PAYMENT - THANK YOU',
        externalId: '2469216502000012345678903',
      }),
    );
  });

  it('checking.qif: categories and the account list skipped; Quicken dates; check number as id', () => {
    const result = read('checking.qif');
    expect(result).toMatchObject({ format: 'qif', table: null, mapping: null, problems: [] });
    expect(result.rows).toEqual([
      row(17, '2025-01-05', -4567, 'SHELL OIL 57442 - PURCHASE SAN JOSE CA', { payee: 'SHELL OIL 57442' }),
      row(23, '2025-01-06', 41235, 'UBER USA 6787 PAYMENTS - Weekly driver payout', {
        payee: 'UBER USA 6787 PAYMENTS',
      }),
      row(30, '2025-01-08', -12000, 'Check 1043', { payee: 'Check 1043', externalId: '1043' }),
      row(36, '2025-01-09', -109900, 'COMCAST - Annual internet + equipment', { payee: 'COMCAST' }),
      row(41, '2025-01-15', -7000, 'T-MOBILE', { payee: 'T-MOBILE' }),
    ]);
  });
});

describe('readStatement: a mapping the user chose', () => {
  it('is used instead of the detected one, and returned', () => {
    // Read the Balance column as the amount, and Details as the description: odd, but what was asked.
    const mapping: ColumnMapping = {
      date: 1,
      description: 0,
      amount: 5,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    };
    const result = read('chase-checking.csv', mapping);
    expect(result.mapping).toBe(mapping);
    expect(result.rows[0]).toEqual(row(2, '2025-01-31', 235433, 'DEBIT'));
  });

  it('can read a headerless file in the other day order', () => {
    const mapping: ColumnMapping = {
      date: 0,
      description: 4,
      amount: 1,
      amountSign: 'out-positive',
      dateOrder: 'DMY',
    };
    const result = read('wells-fargo.csv', mapping);
    expect(result.rows[0]).toMatchObject({ date: '2025-05-01', amountCents: 4567 });
    expect(result.problems).toEqual([
      { line: 4, reason: 'The date "01/13/2025" is not a real date.' },
      { line: 5, reason: 'The date "01/15/2025" is not a real date.' },
      { line: 6, reason: 'The date "01/21/2025" is not a real date.' },
    ]);
  });

  it('is refused when it names a column the file does not have', () => {
    const mapping: ColumnMapping = {
      date: 0,
      description: 1,
      amount: 3,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    };
    expect(readStatement('generic-iso.csv', readFixture('generic-iso.csv'), mapping)).toEqual({
      ok: false,
      message: 'The chosen columns are not in this file.',
    });
  });

  it('is not needed for OFX and QIF, and is ignored there', () => {
    const mapping: ColumnMapping = {
      date: 9,
      description: 9,
      amount: 9,
      amountSign: 'in-positive',
      dateOrder: 'DMY',
    };
    expect(read('bank.ofx', mapping).rows).toHaveLength(6);
  });
});

describe('readStatement: whole-file refusals', () => {
  it.each([
    ['larger than 10 MB', 'big.csv', new Uint8Array(STATEMENT_MAX_BYTES + 1), statementMessages.tooLarge],
    ['empty', 'empty.csv', new Uint8Array(0), statementMessages.empty],
    ['a PDF', 'statement.pdf', utf8('%PDF-1.4\n'), statementMessages.binary],
    ['an XLSX', 'statement.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), statementMessages.binary],
    [
      'no transactions under the header',
      'x.csv',
      utf8('Date,Description,Amount\n'),
      statementMessages.noRows,
    ],
    [
      'OFX without transactions',
      'x.ofx',
      utf8('OFXHEADER:100\n\n<OFX>\n<BANKTRANLIST>\n</BANKTRANLIST>\n</OFX>\n'),
      statementMessages.noRows,
    ],
    ['QIF of categories only', 'x.qif', utf8('!Type:Cat\nNFuel\n^\n'), statementMessages.noRows],
    ['not a kind of file we know', 'notes.dat', utf8('Dear bank\nthanks\n'), statementMessages.unknownFormat],
    [
      'a quote never closed',
      'x.csv',
      utf8('Date,Description,Amount\n01/05/2025,"SHELL,-1.00\n'),
      statementMessages.badQuotes(2),
    ],
  ])('%s', (_name, fileName, bytes, message) => {
    expect(readStatement(fileName, bytes)).toEqual({ ok: false, message });
  });
});

describe('readStatement: columns it cannot tell apart', () => {
  it('guesses the date column by its cells, says why, and reads the rows that guess gives', () => {
    const read = readStatement('x.csv', utf8('When,Merchant Info,Amount\n01/05/2025,SHELL OIL 1,-1.00\n'));
    expect(read).toMatchObject({
      ok: true,
      mapping: { date: 0, description: 1, amount: 2, amountSign: 'in-positive', dateOrder: 'MDY' },
      mappingProblem: statementMessages.noDateColumn,
      rows: [{ line: 2, date: '2025-01-05', amountCents: -100, description: 'SHELL OIL 1' }],
    });
  });

  it('reads no rows while no column holds money, and asks for the amount column', () => {
    const read = readStatement('x.csv', utf8('Date,Description,Balance\n01/05/2025,X,\n'));
    expect(read).toMatchObject({
      ok: true,
      mapping: { date: 0, description: 1 },
      mappingProblem: statementMessages.noAmountColumn,
      rows: [],
      problems: [],
    });
    expect(read.ok && read.mapping?.amount).toBeUndefined();
  });

  it('guesses a description when no column is named like one', () => {
    expect(readStatement('x.csv', utf8('Date,Category,Amount\n01/05/2025,Fuel,1.00\n'))).toMatchObject({
      ok: true,
      mapping: { date: 0, description: 1, amount: 2 },
      mappingProblem: statementMessages.noDescriptionColumn,
    });
  });
});

describe('readStatement: a large file', () => {
  it('reads 50,000 rows', () => {
    const lines = ['Date,Description,Amount,Transaction ID'];
    for (let index = 0; index < 50_000; index++) {
      const day = String((index % 28) + 1).padStart(2, '0');
      const cents = (index % 90_000) + 1;
      lines.push(
        `01/${day}/2025,"UBER TRIP ${index}, SAN JOSE",${index % 2 ? '-' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')},T${index}`,
      );
    }
    const big = readStatement('big.csv', utf8(lines.join('\n')));
    expect(big.ok && big.rows.length).toBe(50_000);
    expect(big.ok && big.problems).toEqual([]);
    expect(big.ok && big.rows[49_999]).toEqual(
      row(50_001, '2025-01-20', -(49_999 % 90_000) - 1, 'UBER TRIP 49999, SAN JOSE', {
        externalId: 'T49999',
      }),
    );
  });
});

// Real statement files that broke the reader once.
describe('readStatement: encodings', () => {
  it('checking-1252.ofx: the €, ’, — and “” of a CHARSET:1252 OFX reach the descriptions', () => {
    const result = read('checking-1252.ofx');
    expect(result.encoding).toBe('windows-1252');
    expect(result.rows.map((r) => r.description)).toEqual([
      'Café Métro €uro - POS PURCHASE NEW YORK NY',
      'JOE’S GARAGE - OIL CHANGE — 5W-30 SYNTH',
      'LYFT “EXPRESS PAY” - DIRECT DEP',
    ]);
  });

  it('checking-8859-1.ofx: an OFX declaring CHARSET:8859-1 is read, not refused', () => {
    const result = read('checking-8859-1.ofx');
    expect(result.encoding).toBe('iso-8859-1');
    expect(result.rows.map((r) => [r.date, r.amountCents, r.payee])).toEqual([
      ['2025-02-10', -2375, 'CRÈME BRÛLÉE BAKERY'],
      ['2025-02-11', 15000, 'PIÑATA PARTY RENTALS'],
    ]);
  });

  it('excel-windows-1252.csv: a CSV saved by Excel on Windows is read as Windows-1252, and says so', () => {
    const result = read('excel-windows-1252.csv');
    expect(result.encoding).toBe('windows-1252');
    expect(result.rows).toEqual([
      row(2, '2025-02-03', -1840, 'CAFÉ MÉTRO NEW YORK NY'),
      row(3, '2025-02-05', -6499, 'JOE’S GARAGE — OIL CHANGE'),
      row(4, '2025-02-07', 38820, 'LYFT “EXPRESS PAY”'),
      row(5, '2025-02-09', 7500, 'ZELLE FROM ANDRÉ SOUZA'),
    ]);
  });

  it('reads the file in the encoding the person chose (the 4th parameter), and refuses one it is not in', () => {
    const bytes = readFixture('excel-windows-1252.csv');
    const latin1 = readStatement('excel-windows-1252.csv', bytes, undefined, { encoding: 'iso-8859-1' });
    expect(latin1).toMatchObject({ ok: true, encoding: 'iso-8859-1' });
    expect(latin1.ok && latin1.rows[1]?.description).toBe('JOES GARAGE OIL CHANGE');
    expect(readStatement('excel-windows-1252.csv', bytes, undefined, { encoding: 'utf-8' })).toEqual({
      ok: false,
      message: 'This file is not UTF-8 text. Choose another encoding.',
    });
  });
});

describe('readStatement: a file cut off part way', () => {
  it('truncated.ofx: refused whole (5 transactions, cut in the 3rd, which would read as -$8.00)', () => {
    expect(readStatement('truncated.ofx', readFixture('truncated.ofx'))).toEqual({
      ok: false,
      message:
        'This file ends early, so some of its transactions are missing. Download it again from your bank and try again.',
    });
  });

  it('an OFX 2.x (XML) file without its closing </OFX> is refused too', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?OFX OFXHEADER="200" VERSION="220"?>',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
      '<STMTTRN><DTPOSTED>20250105</DTPOSTED><TRNAMT>-1.00</TRNAMT><NAME>A</NAME></STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS>',
    ].join('\n');
    expect(readStatement('card.qfx', utf8(text))).toEqual({
      ok: false,
      message: statementMessages.truncated,
    });
  });
});

describe('readStatement: a list of transactions left open', () => {
  it('nubank-open-list.ofx: ends with </OFX> but never closes <BANKTRANLIST>, as Nubank writes it; all 3 are read', () => {
    const result = read('nubank-open-list.ofx');
    expect(result.problems).toEqual([]);
    expect(result.rows.map((r) => [r.line, r.date, r.amountCents, r.description])).toEqual([
      [43, '2026-09-02', 125_000, 'Transferência recebida pelo Pix - 99 TECNOLOGIA LTDA'],
      [50, '2026-09-05', -18_240, 'Compra no débito - POSTO IPIRANGA'],
      [57, '2026-09-10', -3_990, 'Pagamento de boleto efetuado - CLARO S.A.'],
    ]);
  });

  it('an OFX 1.x file that never closes its transactions or its list reads the last one up to the balance', () => {
    const text = [
      'OFXHEADER:100',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
      '<STMTTRN><DTPOSTED>20250105<TRNAMT>-1.00<FITID>1<NAME>FIRST',
      '<STMTTRN><DTPOSTED>20250106<TRNAMT>-2.00<FITID>2<NAME>LAST',
      '<LEDGERBAL><BALAMT>97.00<DTASOF>20250107</LEDGERBAL>',
      '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const result = readStatement('bank.ofx', utf8(text));
    expect(result.ok && result.rows.map((r) => [r.date, r.amountCents, r.description])).toEqual([
      ['2025-01-05', -100, 'FIRST'],
      ['2025-01-06', -200, 'LAST'],
    ]);
  });

  it('a file that closes its transactions but ends inside one, even after a </OFX>, is cut short', () => {
    const text = [
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>',
      '<STMTTRN><DTPOSTED>20250105</DTPOSTED><TRNAMT>-1.00</TRNAMT><NAME>A</NAME></STMTTRN>',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
      '<STMTTRN><DTPOSTED>20250106</DTPOSTED><TRNAMT>-8',
    ].join('\n');
    expect(readStatement('card.qfx', utf8(text))).toEqual({
      ok: false,
      message: statementMessages.truncated,
    });
  });
});

describe('readStatement: pending rows', () => {
  it('schwab-checking.csv: the Pending section is left out and counted; its total line is not a row', () => {
    const result = read('schwab-checking.csv');
    expect(result.pendingSkipped).toBe(2);
    expect(result.problems).toEqual([]);
    // Withdrawal (-) and Deposit (+) hold positive amounts: money out and money in.
    expect(result.rows).toEqual([
      row(8, '2025-03-02', 41235, 'UBER USA 6787 PAYMENTS'),
      row(9, '2025-02-28', -8500, 'VERIZON WIRELESS 800-922-0204 FL'),
      row(10, '2025-02-27', 300, 'ATM WITHDRAWAL REBATE'),
      row(11, '2025-02-26', -12000, 'Check Paid #1043'),
    ]);
  });

  it('schwab-checking-status.csv: rows whose Status is Pending are left out and counted', () => {
    const result = read('schwab-checking-status.csv');
    expect(result.pendingSkipped).toBe(2);
    expect(result.problems).toEqual([]);
    expect(result.rows.map((r) => [r.line, r.date, r.amountCents, r.description])).toEqual([
      [4, '2025-03-02', 23010, 'LYFT INC PAYOUT'],
      [5, '2025-02-28', -425, 'PARKMOBILE HOUSTON TX'],
      [6, '2025-02-27', 25, 'Interest Paid'],
    ]);
  });

  it('refuses a file whose every row is pending, saying so', () => {
    const csv = 'Date,Status,Description,Amount\n03/03/2025,Pending,SHELL,-52.18\n';
    expect(readStatement('x.csv', utf8(csv))).toEqual({
      ok: false,
      message:
        'Every transaction in this file is still pending. Import it again once they have posted at your bank.',
    });
  });

  it('counts the pending transactions of an OFX (<BANKTRANLISTP>), which are never read', () => {
    const ofx = [
      'OFXHEADER:100',
      '',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS>',
      '<BANKTRANLIST><STMTTRN><DTPOSTED>20250105<TRNAMT>-1.00<FITID>1<NAME>POSTED</STMTTRN></BANKTRANLIST>',
      '<BANKTRANLISTP><STMTTRNP><TRNTYPE>POS<DTTRAN>20250106<TRNAMT>-9.99<NAME>PENDING</STMTTRNP></BANKTRANLISTP>',
      '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const result = readStatement('x.ofx', utf8(ofx));
    expect(result).toMatchObject({ ok: true, pendingSkipped: 1 });
    expect(result.ok && result.rows.map((r) => r.description)).toEqual(['POSTED']);
  });
});

describe('readStatement: notes and memo', () => {
  it('actual-budget.csv: rows with no payee are described by their notes', () => {
    const result = read('actual-budget.csv');
    expect(result.mapping).toEqual({
      date: 0,
      description: 1,
      payee: 1,
      memo: 2,
      amount: 4,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
    expect(result.rows.map((r) => [r.line, r.amountCents, r.description])).toEqual([
      [2, 51240, 'Uber'],
      [3, -1850, 'tolls for airport runs'],
      [4, -4410, 'Shell'],
      [5, 6000, 'cash tips from catering gig'],
      [6, -8500, 'Verizon'],
    ]);
  });

  it('a file with only a Notes column is described by it', () => {
    const result = readStatement('x.csv', utf8('Date,Notes,Amount\n2025-03-02,tolls,-18.50\n'));
    expect(result).toMatchObject({ ok: true, mapping: { description: 1 }, rows: [{ description: 'tolls' }] });
    expect(result.ok && result.mapping?.memo).toBeUndefined();
  });

  it('a Memo beside a Description describes the rows whose description is empty', () => {
    const csv = 'Date,Description,Memo,Amount\n2025-03-02,,ATM FEE REFUND,2.50\n2025-03-03,SHELL,,-5.00\n';
    expect(readStatement('x.csv', utf8(csv))).toMatchObject({
      ok: true,
      mapping: { description: 1, memo: 2 },
      rows: [{ description: 'ATM FEE REFUND' }, { description: 'SHELL' }],
    });
  });
});
