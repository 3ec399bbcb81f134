import { describe, expect, it } from 'vitest';
import {
  detectDateOrder,
  looksLikeDate,
  parseStatementDate,
  readStatementDate,
} from './parse-statement-date';

describe('readStatementDate', () => {
  it.each([
    // Year first is always year-month-day, whatever the order.
    ['ISO', '2025-01-05', 'MDY', '2025-01-05'],
    ['ISO in a DMY file', '2025-01-05', 'DMY', '2025-01-05'],
    ['ISO with slashes', '2025/01/05', 'MDY', '2025-01-05'],
    ['ISO without leading zeros', '2025-1-5', 'MDY', '2025-01-05'],
    ['ISO with time and Z (not moved to another zone)', '2025-01-07T02:15:44Z', 'MDY', '2025-01-07'],
    ['ISO with time and offset', '2025-01-06T23:41:07-08:00', 'MDY', '2025-01-06'],
    ['ISO with minutes only', '2025-01-06T23:41', 'MDY', '2025-01-06'],
    ['ISO with milliseconds', '2025-01-06T23:41:07.123Z', 'MDY', '2025-01-06'],
    ['ISO with a space and seconds', '2025-01-05 10:21:33', 'MDY', '2025-01-05'],
    ['ISO with a 12-hour time', '2025-01-05 10:21 AM', 'MDY', '2025-01-05'],
    ['US MM/DD/YYYY', '01/05/2025', 'MDY', '2025-01-05'],
    ['US M/D/YYYY', '1/5/2025', 'MDY', '2025-01-05'],
    ['US MM/DD/YY (20YY)', '01/05/25', 'MDY', '2025-01-05'],
    ['US MM-DD-YYYY', '01-05-2025', 'MDY', '2025-01-05'],
    ['US MM.DD.YYYY', '01.05.2025', 'MDY', '2025-01-05'],
    ['US with spaces around slashes (QIF)', '1/ 5/25', 'MDY', '2025-01-05'],
    ['US with a time', '01/05/2025 14:03:00', 'MDY', '2025-01-05'],
    ['US with a 12-hour time and zone', '1/5/2025 10:21:00 PM PST', 'MDY', '2025-01-05'],
    ['DMY DD/MM/YYYY', '05/01/2025', 'DMY', '2025-01-05'],
    ['DMY DD.MM.YYYY', '15.01.2025', 'DMY', '2025-01-15'],
    ['month name first, short', 'Jan 5, 2025', 'MDY', '2025-01-05'],
    ['month name first, long', 'January 5, 2025', 'MDY', '2025-01-05'],
    ['month name first, no comma', 'Jan 05 2025', 'MDY', '2025-01-05'],
    ['month name first, Sept', 'Sept 30, 2025', 'MDY', '2025-09-30'],
    ['month name first, with weekday', 'Sun, Jan 5, 2025', 'MDY', '2025-01-05'],
    ['month name first, upper case, with time', 'JAN 5, 2025 10:21 AM', 'MDY', '2025-01-05'],
    ['day first, month name', '5 Jan 2025', 'MDY', '2025-01-05'],
    ['day first, dashes', '05-Jan-2025', 'MDY', '2025-01-05'],
    ['day first, two-digit year', '05-JAN-25', 'MDY', '2025-01-05'],
    ['day first, ordinal and long month', '5th January 2025', 'MDY', '2025-01-05'],
    ['OFX date', '20250105', 'MDY', '2025-01-05'],
    ['OFX date and time', '20250105120000', 'MDY', '2025-01-05'],
    ['OFX date, time and zone', '20250105120000.000[-5:EST]', 'MDY', '2025-01-05'],
    [
      'OFX late evening in a zone behind UTC stays that day',
      '20250105235959.000[-8:PST]',
      'MDY',
      '2025-01-05',
    ],
    ['leap day', '02/29/2024', 'MDY', '2024-02-29'],
    ['surrounding spaces', '  2025-01-05 ', 'MDY', '2025-01-05'],
  ] as const)('%s: %s (%s) → %s', (_name, text, order, expected) => {
    expect(readStatementDate(text, order)).toEqual({ date: expected });
    expect(parseStatementDate(text, order)).toBe(expected);
  });

  it.each([
    ['February 30th', '2025-02-30', 'MDY'],
    ['February 30th, US order', '02/30/2025', 'MDY'],
    ['no leap day in 2025', '02/29/2025', 'MDY'],
    ['month 13 in the US order', '13/05/2025', 'MDY'],
    ['day 31 of a 30-day month, DMY', '31/04/2025', 'DMY'],
    ['month name, day 32', 'Jan 32, 2025', 'MDY'],
    ['OFX month 13', '20251305', 'MDY'],
    ['month 0', '2025-00-10', 'MDY'],
  ] as const)('not a real date: %s (%s)', (_name, text, order) => {
    expect(readStatementDate(text, order)).toEqual({ problem: 'not-real' });
    expect(parseStatementDate(text, order)).toBeNull();
  });

  it.each([
    ['a word', 'yesterday'],
    ['empty', ''],
    ['an amount', '45.67'],
    ['a year alone', '2025'],
    ['a month name we do not know', 'Foo 5, 2025'],
    ['a day-first month name we do not know', '5 Foo 2025'],
    ['three-digit year', '01/05/202'],
    ['mixed separators', '01/05-2025'],
    ['a trailing word that is not a time', '01/05/2025 please'],
  ])('unreadable: %s (%j)', (_name, text) => {
    expect(readStatementDate(text, 'MDY')).toEqual({ problem: 'unreadable' });
    expect(parseStatementDate(text, 'MDY')).toBeNull();
  });
});

describe('detectDateOrder', () => {
  it.each([
    ['US dates with a day above 12', ['01/05/2025', '01/25/2025'], 'MDY'],
    ['day above 12 first, none second', ['05/01/2025', '25/01/2025'], 'DMY'],
    ['dots, day first', ['03.01.2025', '15.01.2025'], 'DMY'],
    ['nothing decides: the US order', ['01/05/2025', '02/06/2025'], 'MDY'],
    ['both numbers above 12 somewhere: the US order', ['13/01/2025', '01/13/2025'], 'MDY'],
    ['ISO dates do not count', ['2025-01-25'], 'MDY'],
    ['no dates', [], 'MDY'],
  ] as const)('%s → %s', (_name, texts, expected) => {
    expect(detectDateOrder(texts)).toBe(expected);
  });
});

describe('looksLikeDate', () => {
  it.each([
    ['a US date', '01/05/2025', true],
    ['a day-first date, not real in the US order', '25/01/2025', true],
    ['an OFX date', '20250105', true],
    ['a header name', 'Date', false],
    ['an amount', '-45.67', false],
    ['empty', '', false],
  ])('%s: %j → %s', (_name, text, expected) => {
    expect(looksLikeDate(text)).toBe(expected);
  });
});
