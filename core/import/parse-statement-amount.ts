import { MAX_AMOUNT_CENTS } from '../money';
import { STATEMENT_CELL_MAX_LENGTH } from './statement-messages';

/** Signed cents, why the text is not an amount we take, or an empty cell. */
export type StatementAmount =
  { cents: number } | { problem: 'unreadable' | 'decimals' | 'too-large' | 'too-long' } | { empty: true };

/** Minus signs and spaces that spreadsheets and PDFs put in place of the ASCII ones. */
const LOOKALIKES: [RegExp, string][] = [
  [/[\u2212\u2012\u2013\uFE63\uFF0D]/g, '-'],
  [/[\u00A0\u2007\u2009\u202F]/g, ' '],
];

/** Digits with an optional decimal part: '1,234.56', '1234', '.5', '1.234,56' and '12,50' (decimal comma). */
const US_NUMBER = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;
const DECIMAL_COMMA_NUMBER = /^(\d{1,3}(?:\.\d{3})+|\d*),(\d{1,2})$/;

interface Signed {
  negative: boolean;
  rest: string;
}

// The sign is taken off with string methods rather than patterns such as /^(.*?)\s*(cr|dr)$/, which backtrack
// over every space of a long cell (a cell of 160,000 spaces once held the server for 57 s).

/** The text without a trailing 'CR' or 'DR' (and its '.'), and which one it was. */
function takeCreditDebit(text: string): { rest: string; mark?: 'cr' | 'dr' } {
  const end = text.endsWith('.') ? text.length - 1 : text.length;
  const mark = text.slice(Math.max(end - 2, 0), end).toLowerCase();
  if (mark !== 'cr' && mark !== 'dr') return { rest: text };
  return { rest: text.slice(0, end - 2).trimEnd(), mark };
}

/** The text without a leading or else a trailing 'USD' and the space beside it. */
function takeCurrencyCode(text: string): string {
  if (text.slice(0, 3).toLowerCase() === 'usd') return text.slice(3).trimStart();
  if (text.slice(-3).toLowerCase() === 'usd') return text.slice(0, -3).trimEnd();
  return text;
}

/**
 * Takes the sign off: '-', '+', a trailing '-', '(…)', 'CR' (money in) or 'DR' (money out). More than one sign is
 * not an amount we can trust, so it is refused.
 */
function takeSign(text: string): Signed | undefined {
  let rest = text;
  const signs: boolean[] = [];
  if (rest.startsWith('(') && rest.endsWith(')')) {
    rest = rest.slice(1, -1);
    signs.push(true);
  }
  const creditDebit = takeCreditDebit(rest);
  rest = creditDebit.rest;
  if (creditDebit.mark) signs.push(creditDebit.mark === 'dr');
  rest = takeCurrencyCode(rest).replace(/\s+/g, '');
  // '$' may sit on either side of a leading sign: '-$45.00' and '$-45.00'.
  const leading = /^([-+]?)\$?([-+]?)/.exec(rest);
  for (const sign of [leading?.[1], leading?.[2]]) if (sign) signs.push(sign === '-');
  rest = rest.slice(leading?.[0].length ?? 0);
  const trailing = rest.at(-1);
  if (trailing === '-' || trailing === '+') {
    signs.push(trailing === '-');
    rest = rest.slice(0, -1);
  }
  if (signs.length > 1) return undefined;
  return { negative: signs[0] ?? false, rest };
}

/** Whole and fraction digits, with either the US separators or the decimal comma of semicolon files. */
function splitDigits(number: string): { whole: string; fraction: string } | undefined {
  const us = US_NUMBER.exec(number);
  if (us) return { whole: (us[1] ?? '').replaceAll(',', ''), fraction: us[2] ?? '' };
  const decimalComma = DECIMAL_COMMA_NUMBER.exec(number);
  if (decimalComma)
    return { whole: (decimalComma[1] ?? '').replaceAll('.', ''), fraction: decimalComma[2] ?? '' };
  return undefined;
}

function withoutTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits[end - 1] === '0') end--;
  return digits.slice(0, end);
}

/**
 * Reads an amount cell into signed cents. The cents are built from the digits themselves, never through a float,
 * so '0.29' is 29 cents and not 28.999….
 */
export function parseStatementAmount(text: string): StatementAmount {
  let value = text.trim();
  if (value.length > STATEMENT_CELL_MAX_LENGTH) return { problem: 'too-long' };
  for (const [pattern, replacement] of LOOKALIKES) value = value.replace(pattern, replacement);
  if (/^[-$\s]*$/.test(value)) return { empty: true };

  const signed = takeSign(value);
  if (!signed) return { problem: 'unreadable' };
  const digits = splitDigits(signed.rest);
  if (!digits || digits.whole.length + digits.fraction.length === 0) return { problem: 'unreadable' };

  // '12.500' is exactly 12.50 (the item form takes it too); only digits that change the value are refused.
  const fraction = withoutTrailingZeros(digits.fraction);
  if (fraction.length > 2) return { problem: 'decimals' };
  const whole = digits.whole.replace(/^0+/, '');
  if (whole.length > 8) return { problem: 'too-large' };

  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return { problem: 'too-large' };
  // 0 and not -0: a zero amount is a zero amount whatever its sign.
  return { cents: signed.negative && cents !== 0 ? -cents : cents };
}
