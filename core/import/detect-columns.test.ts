import { describe, expect, it } from 'vitest';
import { detectColumnMapping } from './detect-columns';
import type { CsvTable } from './statement';

function table(headers: string[], rows: string[][], hasHeader = true): CsvTable {
  return { headers, rows: rows.map((cells, index) => ({ line: index + 2, cells })), hasHeader };
}
const row = ['01/05/2025', 'SHELL OIL', '-45.67'];

describe('detectColumnMapping: by header name', () => {
  it('reads the plainest header', () => {
    expect(detectColumnMapping(table(['Date', 'Description', 'Amount'], [row]))).toEqual({
      date: 0,
      description: 1,
      amount: 2,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
  });

  it.each([
    ['Date', 'Description', 'Amount'],
    ['Transaction Date', 'Transaction Description', 'Transaction Amount'],
    ['Trans. Date', 'Details', 'Amount (USD)'],
    ['Posted Date', 'Memo', 'Amount USD'],
    ['post date', 'narrative', 'net'],
    ['Posting Date', 'Merchant', 'Net Amount'],
    ['DATE/TIME', 'Name', 'Net Earnings'],
    ['Date Time', 'Original Description', 'Earnings'],
    ['Payout Date', 'Activity', 'Net Payout'],
    ['Paid Date', 'Description', 'Payout'],
    ['Timestamp', 'Description', 'Total Pay'],
    ['Completed Date', 'Description', 'Total'],
    ['  date  ', ' DESCRIPTION ', ' amount '],
  ])('synonyms: %s, %s, %s', (date, description, amount) => {
    expect(detectColumnMapping(table([date, description, amount], [row]))).toMatchObject({
      date: 0,
      description: 1,
      amount: 2,
    });
  });

  it.each([
    ['Debit', 'Credit'],
    ['Debits', 'Credits'],
    ['Withdrawal', 'Deposit'],
    ['Withdrawals', 'Deposits'],
    ['Money Out', 'Money In'],
    ['Paid out', 'Paid in'],
    ['Debit Amount', 'Credit Amount'],
  ])('money-out and money-in columns: %s, %s', (debit, credit) => {
    const mapping = detectColumnMapping(
      table(['Date', 'Description', debit, credit], [['01/05/2025', 'X', '1.00', '']]),
    );
    expect(mapping).toEqual({
      date: 0,
      description: 1,
      debit: 2,
      credit: 3,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
  });

  it('takes the transaction date before the posting date, wherever they are', () => {
    const headers = ['Post Date', 'Transaction Date', 'Description', 'Amount'];
    expect(detectColumnMapping(table(headers, [['01/06/2025', ...row]]))).toMatchObject({ date: 1 });
  });

  it('takes "Description" before "Details" (Chase checking: Details holds DEBIT/CREDIT)', () => {
    const headers = [
      'Details',
      'Posting Date',
      'Description',
      'Amount',
      'Type',
      'Balance',
      'Check or Slip #',
    ];
    expect(
      detectColumnMapping(
        table(headers, [['DEBIT', '01/31/2025', 'SHELL', '-45.67', 'DEBIT_CARD', '1.00', '']]),
      ),
    ).toEqual({
      date: 1,
      description: 2,
      amount: 3,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
  });

  it('takes one amount column before money-out and money-in columns', () => {
    const headers = ['Date', 'Description', 'Debit', 'Credit', 'Amount'];
    expect(detectColumnMapping(table(headers, [['01/05/2025', 'X', '1.00', '', '-1.00']]))).toEqual({
      date: 0,
      description: 1,
      amount: 4,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
  });

  it.each([
    ['Transaction ID'],
    ['Transaction Number'],
    ['Reference'],
    ['Reference Number'],
    ['Ref'],
    ['Ref ID'],
    ['ID'],
    ['Trip ID'],
    ['Order ID'],
    ['Confirmation'],
  ])('transaction id column: %s', (name) => {
    expect(
      detectColumnMapping(table(['Date', 'Description', 'Amount', name], [[...row, 'T-1']])),
    ).toMatchObject({
      transactionId: 3,
    });
  });

  it.each([['Payee'], ['Merchant Name'], ['Counterparty']])('payee column: %s', (name) => {
    expect(
      detectColumnMapping(
        table(['Date', name, 'Description', 'Amount'], [['01/05/2025', 'Shell', 'FUEL', '-1.00']]),
      ),
    ).toMatchObject({
      description: 2,
      payee: 1,
    });
  });

  it('describes rows by the payee when there is no description column', () => {
    expect(detectColumnMapping(table(['Date', 'Payee', 'Amount'], [row]))).toEqual({
      date: 0,
      description: 1,
      payee: 1,
      amount: 2,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
  });

  it.each([
    [
      'no date column',
      ['When', 'Description', 'Amount'],
      'No date column was found. Choose which column holds the date.',
    ],
    [
      'no amount column',
      ['Date', 'Description', 'Balance'],
      'No amount column was found. Choose the amount column, or the money-in and money-out columns.',
    ],
    [
      'no description column',
      ['Date', 'Category', 'Amount'],
      'No description column was found. Choose which column describes each transaction.',
    ],
  ])('%s', (_name, headers, problem) => {
    expect(detectColumnMapping(table(headers, [row]))).toEqual({ problem });
  });
});

describe('detectColumnMapping: amount sign', () => {
  const card = ['Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount', 'Memo'];

  it('Chase card: sales are already negative, so in-positive', () => {
    const rows = [
      ['01/30/2025', '01/31/2025', 'CHEVRON', 'Gas', 'Sale', '-52.40', ''],
      ['01/27/2025', '01/27/2025', 'Payment Thank You', '', 'Payment', '500.00', ''],
      ['01/20/2025', '01/21/2025', 'AUTOZONE', 'Automotive', 'Return', '18.99', ''],
    ];
    expect(detectColumnMapping(table(card, rows))).toMatchObject({ amountSign: 'in-positive' });
  });

  it('a card export whose sales are positive is out-positive', () => {
    const rows = [
      ['01/30/2025', '01/31/2025', 'CHEVRON', 'Gas', 'Sale', '52.40', ''],
      ['01/28/2025', '01/29/2025', 'T-MOBILE', 'Bills', 'Sale', '70.00', ''],
      ['01/27/2025', '01/27/2025', 'Payment Thank You', '', 'Payment', '-500.00', ''],
    ];
    expect(detectColumnMapping(table(card, rows))).toMatchObject({ amountSign: 'out-positive' });
  });

  it('a card layout without types and mostly positive amounts is out-positive (Discover)', () => {
    const headers = ['Trans. Date', 'Post Date', 'Description', 'Amount', 'Category'];
    const rows = [
      ['01/03/2025', '01/03/2025', 'SHELL OIL', '45.67', 'Gasoline'],
      ['01/07/2025', '01/07/2025', 'PARKMOBILE', '4.25', 'Travel'],
      ['01/10/2025', '01/10/2025', 'INTERNET PAYMENT', '-300.00', 'Payments and Credits'],
    ];
    expect(detectColumnMapping(table(headers, rows))).toMatchObject({ amountSign: 'out-positive' });
  });

  it('an earnings export with a date and a payout date stays in-positive though its amounts are positive', () => {
    const headers = ['Date', 'Payout Date', 'Description', 'Amount'];
    const rows = [['01/03/2025', '01/06/2025', 'Trip fare', '18.42']];
    expect(detectColumnMapping(table(headers, rows))).toMatchObject({ amountSign: 'in-positive' });
  });

  it('fees and withdrawals that are negative keep in-positive (Upwork)', () => {
    const headers = ['Date', 'Ref ID', 'Type', 'Description', 'Amount'];
    const rows = [
      ['Jan 5, 2025', '1', 'Hourly', 'Invoice', '$480.00'],
      ['Jan 5, 2025', '2', 'Service Fee', 'Fee', '-$48.00'],
      ['Jan 12, 2025', '3', 'Withdrawal', 'To bank', '-$657.00'],
    ];
    expect(detectColumnMapping(table(headers, rows))).toMatchObject({
      amountSign: 'in-positive',
      transactionId: 1,
    });
  });

  it('Chase checking types (DEBIT_CARD with negative amounts) keep in-positive', () => {
    const headers = ['Posting Date', 'Description', 'Amount', 'Type'];
    const rows = [
      ['01/31/2025', 'SHELL', '-45.67', 'DEBIT_CARD'],
      ['01/30/2025', 'UBER', '412.35', 'ACH_CREDIT'],
    ];
    expect(detectColumnMapping(table(headers, rows))).toMatchObject({ amountSign: 'in-positive' });
  });
});

describe('detectColumnMapping: date order', () => {
  it.each([
    ['US dates', ['01/05/2025', '01/25/2025'], 'MDY'],
    ['a day above 12 comes first', ['05/01/2025', '25/01/2025'], 'DMY'],
    ['nothing decides', ['01/05/2025', '02/06/2025'], 'MDY'],
    ['ISO dates', ['2025-01-25', '2025-01-05'], 'MDY'],
  ])('%s → %s', (_name, dates, expected) => {
    const rows = dates.map((date) => [date, 'X', '1.00']);
    expect(detectColumnMapping(table(['Date', 'Description', 'Amount'], rows))).toMatchObject({
      dateOrder: expected,
    });
  });
});

describe('detectColumnMapping: by content, without a header', () => {
  const headers = ['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5'];

  it('Wells Fargo: date, signed amount, "*", check number, description', () => {
    const rows = [
      ['01/05/2025', '-45.67', '*', '', 'PURCHASE AUTHORIZED ON 01/03 SHELL OIL 57442'],
      ['01/06/2025', '356.20', '*', '', 'UBER USA 6787 PAYMENTS'],
      ['01/08/2025', '-120.00', '*', '1043', 'CHECK # 1043'],
    ];
    expect(detectColumnMapping(table(headers, rows, false))).toEqual({
      date: 0,
      description: 4,
      amount: 1,
      amountSign: 'in-positive',
      dateOrder: 'MDY',
    });
  });

  it('takes the leftmost money column (the amount before the running balance) and skips whole-number ids', () => {
    const rows = [
      ['4401', 'SHELL OIL', '2025-01-05', '-45.67', '1,954.33'],
      ['4402', 'UBER', '2025-01-06', '412.35', '2,366.68'],
    ];
    expect(detectColumnMapping(table(headers, rows, false))).toMatchObject({
      date: 2,
      amount: 3,
      description: 1,
    });
  });

  it('reads a DMY order from the dates', () => {
    const rows = [
      ['25/01/2025', 'SHELL', '-1.00'],
      ['05/01/2025', 'UBER', '2.00'],
    ];
    expect(detectColumnMapping(table(headers.slice(0, 3), rows, false))).toMatchObject({
      date: 0,
      dateOrder: 'DMY',
    });
  });

  it.each([
    [
      'no column of dates',
      [['SHELL', '-1.00', 'x']],
      'No date column was found. Choose which column holds the date.',
    ],
    [
      'no column of money',
      [['01/05/2025', 'SHELL', 'abc']],
      'No amount column was found. Choose the amount column, or the money-in and money-out columns.',
    ],
    [
      'no column of text',
      [['01/05/2025', '-1.00', '']],
      'No description column was found. Choose which column describes each transaction.',
    ],
  ])('%s', (_name, rows, problem) => {
    expect(detectColumnMapping(table(headers.slice(0, 3), rows, false))).toEqual({ problem });
  });
});
