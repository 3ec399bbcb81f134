import { describe, expect, it } from 'vitest';
import { MERCHANT_MAX_LENGTH, readReceiptText } from './read-receipt-text';

// The reading of tesseract's text. The texts are written as tesseract prints receipts (label and
// amount on one line, spaces between), several copied from what it read of the rendered test receipts.
const TODAY = '2026-11-22';
const read = (text: string, today = TODAY) => readReceiptText(text, today);
const total = (text: string) => read(text).totalCents;
const date = (text: string, today = TODAY) => read(text, today).date;
const merchant = (text: string) => read(text).merchant;

describe('the total', () => {
  it.each([
    ['TOTAL', 'TOTAL                $40.95', 4095],
    ['AMOUNT DUE', 'AMOUNT DUE              $18.00', 1800],
    ['BALANCE', '**** BALANCE                57.76', 5776],
    ['GRAND TOTAL', 'GRAND TOTAL               23.82', 2382],
    ['TOTAL DUE', 'Total Due: 1,234.56', 123456],
    ['Charged', 'Charged                 $34.22', 3422],
    ['Balance Due', 'Balance Due   $12.00', 1200],
    ['Amount paid', 'AMOUNT PAID $9.99', 999],
    ['a total with USD$', 'TOTAL  USD$ 60.52', 6052],
    ['a comma for the decimal point', 'TOTAL 12,34', 1234],
    ['thousands', 'TOTAL $12,345.67', 1234567],
  ])('reads the amount on a %s line', (_label, line, cents) => {
    expect(total(`SHOP\n${line}\n`)).toBe(cents);
  });

  it.each([
    ['T0TAL (zero for O)', 'T0TAL  $40.95', 4095],
    ['TOTA1 (one for L)', 'TOTA1  40.95', 4095],
    ['S for $', 'TOTAL  S40.95', 4095],
    ['O for 0 in the amount', 'TOTAL  4O.95', 4095],
    ['l for 1 in the amount', 'TOTAL  l2.50', 1250],
    ['S for 5 in the amount', 'TOTAL  12.S0', 1250],
  ])('reads through OCR slips: %s', (_slip, line, cents) => {
    expect(total(line)).toBe(cents);
  });

  it('never takes the SUBTOTAL, TAX, CHANGE, CASH TENDERED or SAVINGS', () => {
    const text = [
      'SUBTOTAL            100.00',
      'SALES TAX             8.25',
      'TOTAL               108.25',
      'CASH TENDERED       120.00',
      'CHANGE DUE           11.75',
      'TOTAL SAVINGS        15.00',
    ].join('\n');
    expect(total(text)).toBe(10825);
  });

  it('never takes a line of only a subtotal, tax, tip suggestion or change', () => {
    expect(total('SUBTOTAL 100.00\nTAX 8.25\n18% = 19.49   20% = 21.65\nCHANGE 0.00')).toBeNull();
  });

  it('takes the Total after the tip on a restaurant slip, not the amount before it or a suggested tip', () => {
    const text = [
      'Subtotal                                       39.40',
      'Tax                                              3.25',
      'Amount                                       42.65',
      'Suggested tip:',
      '18% = 7.68                           20% = 8.53',
      'Tip                                             7.68',
      'Total                                       50.33',
    ].join('\n');
    expect(total(text)).toBe(5033);
  });

  it("takes a hotel folio's Total Charges, not its payments or its zero Balance Due", () => {
    const text = [
      '09/12/2026 VISA 4417          -311.36',
      'Total Charges                  311.36',
      'Total Payments                -311.36',
      'Balance Due                      0.00',
    ].join('\n');
    expect(total(text)).toBe(31136);
  });

  it('never takes a gift card or loyalty balance', () => {
    const text =
      'TOTAL 12.00\nGIFT CARD 12.00\nGift card balance 88.00\nLoyalty balance 140.00\nAvailable balance 60.00';
    expect(total(text)).toBe(1200);
  });

  it('takes AMOUNT DUE and not the zero Balance Remaining after the payment', () => {
    expect(total('AMOUNT DUE  $136.65\nPaid VISA  $136.65\nBalance Remaining   $0.00')).toBe(13665);
  });

  it('reads an amount printed on the line under its label', () => {
    expect(total('TOTAL\n$40.95\nVISA')).toBe(4095);
  });

  it('falls back on the largest amount of a card payment line when no total is printed', () => {
    expect(total('COFFEE 3.50\nMUFFIN 2.75\nVISA ****4417    $6.25\nAUTH 0042')).toBe(625);
    expect(total('ITEM 3.50\nDEBIT TEND 12.00\nMASTERCARD 4.00')).toBe(1200);
  });

  it('does not take cash tendered as the payment', () => {
    expect(total('ITEM 3.50\nCASH TENDERED 20.00')).toBeNull();
  });

  it('uses the card line when the total read is below the subtotal (a misread digit)', () => {
    // Tesseract read 27.57 as 21.57 on the pharmacy receipt; the card line says 27.57.
    expect(total('SUBTOTAL 25.47\nSALES TAX 2.10\nBALANCE 21.57\nDEBIT TEND 27.57\nCHANGE DUE 0.00')).toBe(
      2757,
    );
  });

  it('adds the subtotal and tax when the total read is below the subtotal and no card line says it', () => {
    // As read from the rendered pharmacy receipt: the debit line lost its decimal point ('2551').
    const text =
      'SUBTOTAL   25.47\nSALES TAX   2.10\nwx BALANCE   21.57\nDEBIT TEND   2551\nCHANGE DUE   0.00';
    expect(total(text)).toBe(2757);
  });

  it('reads no total from a text without one, nor from figures that are not money', () => {
    expect(total('')).toBeNull();
    expect(total('TOTAL ITEMS 5\nTOTAL 12\nPRICE/GAL $3.899')).toBeNull();
    expect(total('TOTAL 99999999.00')).toBeNull();
  });
});

describe('the date', () => {
  it.each([
    ['MM/DD/YYYY', '11/03/2026 10:24 AM', '2026-11-03'],
    ['MM/DD/YY', '10/17/26   18:02:11', '2026-10-17'],
    ['M/D/YY', '2/5/26   10:24 AM', '2026-02-05'],
    ['YYYY-MM-DD', 'Date: 2026-11-01', '2026-11-01'],
    ['MM-DD-YYYY', 'SALE 02-27-2026 10:24 AM', '2026-02-27'],
    ['Mon D, YYYY', 'Nov 3, 2026', '2026-11-03'],
    ['Month D, YYYY', 'November 12, 2026 8:14 AM', '2026-11-12'],
    ['Sept D, YYYY', 'Sept 9, 2026', '2026-09-09'],
    ['DD MON YYYY', '03 NOV 2026 10:24 AM', '2026-11-03'],
    ['DDMONYY', '03NOV26', '2026-11-03'],
    ['DD-MON-YYYY', '03-Nov-2026', '2026-11-03'],
    ['MON DD YY', 'NOV 03 26     10:24 AM', '2026-11-03'],
    ['after a label and colon', 'Date:10/10/2025', '2025-10-10'],
  ])('reads %s', (_format, line, expected) => {
    expect(date(`SHOP\n${line}\nTOTAL 5.00`)).toBe(expected);
  });

  it.each([
    ['O for 0', '11/O3/2026', '2026-11-03'],
    ['l for 1', 'l1/03/2026', '2026-11-03'],
    ['I for 1', '1I/03/2026', '2026-11-03'],
    ['S for 5', '2/S/26', '2026-02-05'],
    ['O in a day after a month name', 'NOV O3 26', '2026-11-03'],
  ])('reads through OCR slips: %s', (_slip, line, expected) => {
    expect(date(line)).toBe(expected);
  });

  it('reads only real calendar dates', () => {
    expect(date('02/30/2026')).toBeNull();
    expect(date('13/01/2026')).toBeNull();
    expect(date('2026-02-29')).toBeNull();
    expect(date('02/29/2024')).toBe('2024-02-29');
  });

  it('never reads a date after today, nor one more than about three years before it', () => {
    expect(date('11/23/2026')).toBeNull();
    expect(date('11/22/2026')).toBe('2026-11-22');
    expect(date('11/20/2023')).toBe('2023-11-20'); // 1,098 days before: the oldest read
    expect(date('11/19/2023')).toBeNull(); // 1,099 days before
    expect(date('01/05/2023')).toBeNull();
    expect(date('01/05/1999')).toBeNull();
  });

  it('skips a return-policy date (on its line or under its heading) and an expiry date', () => {
    const text = [
      '08/11/26                         10:24 AM',
      'RETURN POLICY DEFINITIONS',
      'POLICY ID  DAYS  POLICY EXPIRES ON',
      'A 1 90 11/09/26',
      'Coupon expires 11/20/2026',
    ].join('\n');
    expect(date(text)).toBe('2026-08-11');
  });

  it("takes a hotel folio's departure, not its arrival or the nights before", () => {
    const text = [
      'Arrival: 09/10/2026',
      'Departure: 09/12/2026',
      '09/10/2026 Room Charge   139.00',
      '09/11/2026 Room Charge   139.00',
    ].join('\n');
    expect(date(text)).toBe('2026-09-12');
  });

  it('prefers the date printed with a time over other dates on the receipt', () => {
    expect(date('Member since 01/02/2025\n06/14/2026 10:24 AM')).toBe('2026-06-14');
    expect(date('06/14/2026 10:24 AM\nMember since 07/02/2026')).toBe('2026-06-14');
  });

  it('takes the exit of a parking ticket (the later of two dates with times)', () => {
    expect(date('ENTRY 10/29/2026 22:10\nEXIT 10/30/2026 07:42')).toBe('2026-10-30');
  });

  it('reads no date when there is none', () => {
    expect(date('TOTAL 12.00\n10:24 AM\nTR 4411 0083412')).toBeNull();
  });
});

describe('the merchant', () => {
  it('is the first line that names the shop, as printed', () => {
    expect(merchant('GREEN VALLEY MARKET\n1450 W Main St\nTOTAL 5.00')).toBe('GREEN VALLEY MARKET');
    expect(merchant('The Copper Kettle\n1450 W Main St')).toBe('The Copper Kettle');
  });

  it('skips decoration, addresses, phone numbers, web addresses, dates and headings above the name', () => {
    const text = [
      '* * * * * * * * * * * *',
      '1450 W Main St',
      'Springfield, IL 62704',
      '(217) 555-0142',
      'www.example.com',
      'Order receipt',
      '11/03/2026 10:24 AM',
      'SPARKLE AUTO SPA',
    ].join('\n');
    expect(merchant(text)).toBe('SPARKLE AUTO SPA');
  });

  it('skips a row of stars that OCR read as letters', () => {
    expect(merchant('oo kk kkk ho\nSPARKLE AUTO SPA')).toBe('SPARKLE AUTO SPA');
    expect(merchant('Xk kk kok kok kok kk\nSPLASH N GO')).toBe('SPLASH N GO');
    expect(merchant('* kkk kkk kkk Kk %k\nSUDS CITY LAUNDRY')).toBe('SUDS CITY LAUNDRY');
  });

  it("reads the name after 'Welcome to', and skips 'Welcome to' alone", () => {
    expect(merchant('Welcome to Green Valley Market\n1450 W Main St')).toBe('Green Valley Market');
    expect(merchant('WELCOME TO\nGREEN VALLEY MARKET')).toBe('GREEN VALLEY MARKET');
  });

  it('tidies the name: spaces, decoration at its ends', () => {
    expect(merchant('*** TRUE NORTH   HARDWARE ***')).toBe('TRUE NORTH HARDWARE');
    expect(merchant('-- Bean There Cafe. --')).toBe('Bean There Cafe.');
  });

  it(`cuts a long name at a word, to at most ${MERCHANT_MAX_LENGTH} characters`, () => {
    const long = 'The Very Long Named Family Restaurant and Bakery of Greater Springfield Illinois';
    const read = merchant(long)!;
    expect(read).toBe('The Very Long Named Family Restaurant and Bakery of Greater');
    expect(read.length).toBeLessThanOrEqual(MERCHANT_MAX_LENGTH);
  });

  it('is looked for in the first eight lines only, and is null when none names a shop', () => {
    expect(merchant('\n\n---\n12.00\n')).toBeNull();
    expect(merchant(['1', '2', '3', '4', '5', '6', '7', '8', 'LATE NAME'].join('\n'))).toBeNull();
  });
});

describe('a whole receipt as tesseract read it', () => {
  it('reads the rendered grocery receipt (desk photo)', () => {
    const text = [
      'GREEN VALLEY MARKET',
      '1450 W Main St',
      'Springfield, IL 62704',
      'Store (217) 555-0142',
      'BANANAS',
      '6 @ 0.59                        3.54',
      'SUBTOTAL                       38.16',
      'SALES TAX                       3.15',
      '****x BALANCE                   41.31',
      'DEBIT TEND                      41.31',
      'CHANGE DUE                          0.00',
      'YOUR SAVINGS TODAY              1.25',
      'NUMBER OF ITEMS SOLD = 6',
      '09/28/26 10:24 AM                 TR 4411',
    ].join('\n');
    expect(read(text)).toEqual({ totalCents: 4131, date: '2026-09-28', merchant: 'GREEN VALLEY MARKET' });
  });

  it('reads nothing from an empty text', () => {
    expect(read('')).toEqual({ totalCents: null, date: null, merchant: null });
  });
});
