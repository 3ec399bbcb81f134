import { describe, expect, it } from 'vitest';
import { parseStatementAmount } from './parse-statement-amount';

describe('parseStatementAmount', () => {
  it.each([
    ['dollar sign and thousands', '$1,234.56', 123456],
    ['minus before the dollar sign', '-$45.00', -4500],
    ['minus after the dollar sign', '$-45.00', -4500],
    ['parentheses (accounting)', '(45.00)', -4500],
    ['parentheses around a dollar sign', '($45.00)', -4500],
    ['trailing minus', '45.00-', -4500],
    ['plus sign and one decimal', '+12.5', 1250],
    ['whole number', '1234', 123400],
    ['currency code before', 'USD 12.00', 1200],
    ['currency code after', '12.00 USD', 1200],
    ['unicode minus', '\u221245.00', -4500],
    ['en dash as minus', '\u201345.00', -4500],
    ['CR is money in', '45.00 CR', 4500],
    ['DR is money out', '45.00 DR', -4500],
    ['lower-case dr without a space', '45.00dr', -4500],
    ['spaces around', '  -12.34  ', -1234],
    ['space between sign and digits', '- 12.34', -1234],
    ['no-break space as thousands separator', '1\u00A0234.56', 123456],
    ['leading decimal point', '.5', 50],
    ['trailing decimal point', '5.', 500],
    ['leading zeros', '0007.10', 710],
    ['one cent', '0.01', 1],
    // Integer arithmetic: in floats 0.29 * 100 is 28.999999999999996.
    ['no float rounding: 0.29', '0.29', 29],
    ['no float rounding: 1.15 (114.99999999999999 in floats)', '1.15', 115],
    ['trailing zeros past the cents do not change the value', '12.500', 1250],
    ['decimal comma (semicolon files)', '-12,50', -1250],
    ['dot thousands and decimal comma', '1.234,56', 123456],
    ['the largest amount', '99,999,999.99', 9999999999],
    ['zero (the row check refuses it)', '0.00', 0],
    ['negative zero is zero', '-0.00', 0],
  ])('%s: %j → %d cents', (_name, text, cents) => {
    expect(parseStatementAmount(text)).toEqual({ cents });
  });

  it.each([
    ['a word', 'abc'],
    ['two signs', '-(45.00)'],
    ['minus and CR', '-45.00 CR'],
    ['two decimal points', '12.34.56'],
    ['badly grouped thousands', '12,34,567.00'],
    ['exponent', '1e5'],
    ['a decimal point alone', '.'],
    ['letters after the number', '12.00 EUR'],
    ['a date', '01/05/2025'],
  ])('unreadable: %s (%j)', (_name, text) => {
    expect(parseStatementAmount(text)).toEqual({ problem: 'unreadable' });
  });

  it.each([
    ['three decimals', '12.345'],
    ['a fraction of a cent', '1.005'],
    ['four decimals with a sign', '-0.0001'],
  ])('more than 2 decimals: %s (%j)', (_name, text) => {
    expect(parseStatementAmount(text)).toEqual({ problem: 'decimals' });
  });

  it.each([
    ['one cent over the largest', '100,000,000.00'],
    ['a huge number', '12345678901234567890'],
    ['a huge negative number', '-999999999.99'],
  ])('too large: %s (%j)', (_name, text) => {
    expect(parseStatementAmount(text)).toEqual({ problem: 'too-large' });
  });

  it.each([
    ['65 characters', `1${' '.repeat(63)}1`],
    ['a megabyte of spaces between two digits', `1${' '.repeat(1 << 20)}1`],
    ['a long run of digits', '1'.repeat(65)],
  ])('too long to be an amount: %s', (_name, text) => {
    expect(parseStatementAmount(text)).toEqual({ problem: 'too-long' });
  });

  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['a dash', '-'],
    ['a dollar sign and a dash (Excel accounting)', '$ -'],
  ])('empty: %s (%j)', (_name, text) => {
    expect(parseStatementAmount(text)).toEqual({ empty: true });
  });
});
