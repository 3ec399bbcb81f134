import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  checkDate,
  cleanExternalId,
  cleanText,
  joinNameAndMemo,
  statementRow,
} from './statement-row';

describe('checkDate: every date reason, word for word', () => {
  it.each([
    ['missing', '', 'The date is missing.'],
    ['only spaces', '   ', 'The date is missing.'],
    ['unreadable', 'yesterday', 'The date "yesterday" could not be read.'],
    ['not a real date (ISO)', '2025-02-30', 'The date "2025-02-30" is not a real date.'],
    ['not a real date (US)', '02/30/2025', 'The date "02/30/2025" is not a real date.'],
    [
      'before 2000 (items.ts EARLIEST_DATE)',
      '12/31/1999',
      'The date "12/31/1999" is not between 2000-01-01 and 2099-12-31.',
    ],
    [
      'after 2099 (items.ts LATEST_DATE)',
      '2100-01-01',
      'The date "2100-01-01" is not between 2000-01-01 and 2099-12-31.',
    ],
    [
      'a long cell is shortened in the message',
      'x'.repeat(60),
      `The date "${'x'.repeat(40)}…" could not be read.`,
    ],
    [
      // Over 64 characters is not read at all (65 here: a date, 54 spaces, 'x').
      'longer than 64 characters',
      `01/05/2025${' '.repeat(54)}x`,
      `The date "01/05/2025${' '.repeat(30)}…" is longer than 64 characters, so it is not a date.`,
    ],
  ])('%s', (_name, text, reason) => {
    expect(checkDate(text, 'MDY')).toEqual({ reason });
  });

  it.each([
    ['the first day', '2000-01-01'],
    ['the last day', '2099-12-31'],
  ])('takes %s', (_name, date) => {
    expect(checkDate(date, 'MDY')).toEqual({ date });
  });

  it('takes a date cell of exactly 64 characters (trimmed)', () => {
    // 'Wednesday, January 15, 2025' (27 characters), 26 spaces and '12:00:00 PM' (11) make 64.
    const text = `Wednesday, January 15, 2025${' '.repeat(26)}12:00:00 PM`;
    expect(text).toHaveLength(64);
    expect(checkDate(`  ${text}  `, 'MDY')).toEqual({ date: '2025-01-15' });
  });

  it('measures the cell as written when it was rewritten before reading (a QIF date)', () => {
    const written = `1/5'${' '.repeat(60)}25`; // 66 characters, rewritten to '1/5/25'
    expect(checkDate('1/5/25', 'MDY', written)).toEqual({
      reason: `The date "1/5'${' '.repeat(36)}…" is longer than 64 characters, so it is not a date.`,
    });
  });

  it('names the date as the file wrote it when it was rewritten before reading', () => {
    expect(checkDate('2/30/25', 'MDY', "2/30'25")).toEqual({
      reason: 'The date "2/30\'25" is not a real date.',
    });
  });
});

describe('checkAmount: every amount reason, word for word', () => {
  it.each([
    ['missing', '', 'The amount is missing.'],
    ['unreadable', 'abc', 'The amount "abc" could not be read.'],
    ['zero', '0.00', 'The amount is zero.'],
    ['negative zero', '-0', 'The amount is zero.'],
    ['more than 2 decimals', '12.345', 'The amount "12.345" has more than 2 decimal places.'],
    [
      'too large (money.ts MAX_AMOUNT_CENTS)',
      '100,000,000.00',
      'The amount "100,000,000.00" is larger than 99,999,999.99.',
    ],
    [
      // A cell of '1', spaces, '1' (65 characters here; such a cell once held the server) is not read at all.
      'longer than 64 characters',
      `1${' '.repeat(63)}1`,
      `The amount "1${' '.repeat(39)}…" is longer than 64 characters, so it is not an amount.`,
    ],
  ])('%s', (_name, text, reason) => {
    expect(checkAmount(text)).toEqual({ reason });
  });

  it('takes an amount cell of exactly 64 characters (trimmed)', () => {
    const text = `${'0'.repeat(59)}12.50`;
    expect(text).toHaveLength(64);
    expect(checkAmount(`  ${text}  `)).toEqual({ cents: 1250 });
  });

  it('takes a signed amount', () => {
    expect(checkAmount(' (45.00) ')).toEqual({ cents: -4500 });
  });
});

describe('joinNameAndMemo', () => {
  it.each([
    [
      'name and a memo that adds something',
      'SHELL OIL 57442',
      'PURCHASE SAN JOSE CA',
      'SHELL OIL 57442 - PURCHASE SAN JOSE CA',
    ],
    ['a memo equal to the name', 'UBER USA', 'uber usa', 'UBER USA'],
    ['a memo inside the name', 'COMCAST CABLE COMM', 'COMCAST', 'COMCAST CABLE COMM'],
    [
      'a memo that is the name in full (OFX cuts NAME at 32)',
      'LYFT INC PAYOUT',
      'LYFT INC PAYOUT DIRECT DEP',
      'LYFT INC PAYOUT DIRECT DEP',
    ],
    ['no memo', 'CHEVRON', '', 'CHEVRON'],
    ['no name', '', 'ATM WITHDRAWAL', 'ATM WITHDRAWAL'],
    ['neither', '', '', ''],
    ['spaces made single', '  SHELL   OIL ', ' CA\n94110 ', 'SHELL OIL - CA 94110'],
  ])('%s', (_name, name, memo, expected) => {
    expect(joinNameAndMemo(name, memo)).toBe(expected);
  });
});

describe('cleanText', () => {
  it('makes runs of white space and line breaks one space, and trims', () => {
    expect(cleanText('  E-ZPASS\nREBILL \t NY  ')).toBe('E-ZPASS REBILL NY');
  });

  it('cuts text at 500 characters (items.ts DESCRIPTION_MAX_LENGTH) rather than refusing the row', () => {
    expect(cleanText('a'.repeat(600))).toBe('a'.repeat(500));
  });

  it('does not leave a space at the end of a cut', () => {
    expect(cleanText(`${'a'.repeat(499)} b`)).toBe('a'.repeat(499));
  });
});

describe('cleanExternalId', () => {
  it('trims', () => {
    expect(cleanExternalId(' DD-PO-1 ')).toBe('DD-PO-1');
  });

  it('drops an id longer than 255 characters instead of cutting it (a cut id could match another)', () => {
    expect(cleanExternalId('x'.repeat(255))).toBe('x'.repeat(255));
    expect(cleanExternalId('x'.repeat(256))).toBe('');
  });
});

describe('statementRow', () => {
  it('cleans the texts', () => {
    expect(
      statementRow({
        line: 3,
        date: '2025-01-05',
        amountCents: -1,
        description: ' A  B ',
        payee: ' P ',
        externalId: ' 9 ',
      }),
    ).toEqual({
      line: 3,
      date: '2025-01-05',
      amountCents: -1,
      description: 'A B',
      payee: 'P',
      externalId: '9',
    });
  });
});
