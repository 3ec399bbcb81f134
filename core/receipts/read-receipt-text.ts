import { daysBetween, isCalendarDate, MONTH_NAMES, type CalendarDate } from '../dates';
import type { ReceiptReading } from './receipts';

// What a receipt says, from the text tesseract read from its photo: the total paid, the date and the
// merchant. OCR text is noisy (a '$' read as 'S', an 'O' for a zero, a label and its amount far apart on one line),
// so each part is found by rules a person would use, and left null rather than guessed when nothing fits.
// Every step works line by line and token by token with anchored patterns of bounded length: the time taken grows
// with the text's length only, whatever the text (a photo of anything can reach here).

/** Only the start of a text is read: a receipt's OCR text is a few thousand characters. */
export const RECEIPT_TEXT_LIMIT = 20_000;
/** A longer merchant name is cut at a word boundary to about this length. */
export const MERCHANT_MAX_LENGTH = 60;
/** Dates older than this many days before today are not a new expense's receipt (about three years). */
export const RECEIPT_DATE_MAX_AGE_DAYS = 3 * 366;
/** The largest total read as one ($1,000,000): anything bigger is a card or reference number. */
const MAX_TOTAL_CENTS = 100_000_000;
/** The merchant is looked for in the first lines only. */
const MERCHANT_LINES = 8;

type Line = {
  /** The line as read, spaces tidied. */
  text: string;
  /** Lower case, with digits that OCR confuses with letters turned into those letters (for keywords). */
  words: string;
  /** Its amounts in cents, positive and negative, left to right. */
  amounts: number[];
};

export function readReceiptText(text: string, today: CalendarDate): ReceiptReading {
  const lines = receiptLines(text.slice(0, RECEIPT_TEXT_LIMIT));
  return { totalCents: readTotal(lines), date: readDate(lines, today), merchant: readMerchant(lines) };
}

function receiptLines(text: string): Line[] {
  const lines: Line[] = [];
  for (const raw of text.split('\n')) {
    const tidied = raw.replace(/\s+/g, ' ').trim();
    if (tidied === '') continue;
    const tokens = tidied.split(' ');
    lines.push({ text: tidied, words: keywordText(tidied), amounts: tokens.flatMap(amountOf) });
  }
  return lines;
}

/** Lower case with OCR's digit-for-letter slips undone ('T0TAL', 'TOTA1'), for finding labels. */
function keywordText(line: string): string {
  return line.toLowerCase().replace(/[015|]/g, (char) => ({ '0': 'o', '1': 'l', '5': 's', '|': 'l' })[char]!);
}

// Amounts.

/** Letters OCR reads in place of digits inside numbers: O for 0, l/I/| for 1, S for 5 (B for 8 is too rare). */
const DIGIT_FOR_LETTER: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  '|': '1',
  S: '5',
  s: '5',
};

/** A token with OCR's letter-for-digit slips undone, when it is mostly digits; otherwise as it is. */
function numericToken(token: string): string {
  let digits = 0;
  let confusions = 0;
  for (const char of token) {
    if (char >= '0' && char <= '9') digits++;
    else if (char in DIGIT_FOR_LETTER) confusions++;
  }
  if (digits === 0 || confusions > digits) return token;
  let fixed = '';
  for (const char of token) fixed += DIGIT_FOR_LETTER[char] ?? char;
  return fixed;
}

const AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d{1,7})[.,](\d{2})$/;

/** The amount in cents a token writes ('$1,234.56', 'S12.34', '12.34-', '-$5.00', '(5.00)'), as a list of 0 or 1. */
function amountOf(token: string): number[] {
  let text = token;
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  if (text.endsWith('-')) {
    negative = true;
    text = text.slice(0, -1);
  }
  // '$', 'USD$', or the 'S' OCR often reads for a '$' before an amount.
  text = text.replace(/^(?:usd)?[$sS]/i, '');
  const match = AMOUNT.exec(numericToken(text));
  if (!match) return [];
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
  if (cents > MAX_TOTAL_CENTS) return [];
  return [negative ? -cents : cents];
}

// The total.

/** Labels of the amount paid, as `keywordText` writes them. */
const TOTAL_LABELS = ['total', 'amount due', 'balance', 'due', 'charged', 'amount paid', 'you paid'];
/** Labels of other amounts that may sit near the total (or contain its word): never the total. */
const NOT_TOTAL_LABELS = [
  'subtotal',
  'sub total',
  'sub-total',
  'tax',
  'tip',
  'gratuity',
  '%',
  'change',
  'cash',
  'tender',
  'saving',
  'saved',
  'discount',
  'payments',
  'remaining',
  'previous',
  'gift',
  'available',
  'loyalty',
  'reward',
  'points',
  'items',
  'qty',
  'gallon',
  'before',
];
const SUBTOTAL_LABELS = ['subtotal', 'sub total', 'sub-total'];
/** Lines of a card or other payment: the amount charged is on them. */
const PAYMENT_LABELS = [
  'visa',
  'mastercard',
  'master card',
  'amex',
  'american express',
  'discover',
  'debit',
  'credit',
  'card',
  'tend',
  'paid',
  'apple pay',
  'google pay',
];

const hasAny = (words: string, labels: readonly string[]) => labels.some((label) => hasWord(words, label));

/** Whether `label` is in `words` at the start of a word ('tip' is in 'tip 5.00' but not in 'multiple'). */
function hasWord(words: string, label: string): boolean {
  let from = 0;
  for (;;) {
    const at = words.indexOf(label, from);
    if (at < 0) return false;
    const before = at === 0 ? ' ' : words[at - 1]!;
    if (!/[a-z]/.test(before) || !/[a-z]/.test(label[0]!)) return true;
    from = at + 1;
  }
}

/** The positive amounts of a line, or of the next line when the label's line has none and the next is only one. */
function amountsOfLabel(lines: Line[], index: number): number[] {
  const line = lines[index]!;
  if (line.amounts.length > 0) return line.amounts.filter((cents) => cents > 0);
  const next = lines[index + 1];
  if (next && next.amounts.length === 1 && next.text.split(' ').length <= 2) {
    return next.amounts.filter((cents) => cents > 0);
  }
  return [];
}

function readTotal(lines: Line[]): number | null {
  const totals: number[] = [];
  const subtotals: number[] = [];
  const payments: number[] = [];
  let taxes = 0;
  lines.forEach((line, index) => {
    const isSubtotal = hasAny(line.words, SUBTOTAL_LABELS);
    if (isSubtotal) subtotals.push(...amountsOfLabel(lines, index));
    if (!isSubtotal && hasWord(line.words, 'tax') && !hasWord(line.words, 'total')) {
      taxes += amountsOfLabel(lines, index)[0] ?? 0;
    }
    const notTotal = hasAny(line.words, NOT_TOTAL_LABELS);
    if (!notTotal && hasAny(line.words, TOTAL_LABELS)) totals.push(...amountsOfLabel(lines, index));
    if (
      !hasWord(line.words, 'cash') &&
      !hasWord(line.words, 'change') &&
      hasAny(line.words, PAYMENT_LABELS)
    ) {
      payments.push(...amountsOfLabel(lines, index));
    }
  });
  // Several totals: the largest is the one paid (the total after the tip on a restaurant slip, the grand total).
  const total = totals.length > 0 ? Math.max(...totals) : null;
  const subtotal = subtotals.length > 0 ? Math.max(...subtotals) : null;
  if (total !== null && (subtotal === null || total >= subtotal)) return total;
  // No total printed (or read): the largest card payment is what was charged.
  if (total === null) return payments.length > 0 ? Math.max(...payments) : null;
  // A total below the subtotal is misread ('27.57' as '21.57'): the card line says what was charged.
  const paid = payments.filter((cents) => cents >= subtotal!);
  if (paid.length > 0) return Math.min(...paid);
  // Without one, the total is what the subtotal and its tax add up to.
  if (subtotal !== null && taxes > 0) return subtotal + taxes;
  return total;
}

// The date.

const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** The month (1-12) a word names ('Nov', 'NOV.', 'November', 'Sept'), or 0. */
function monthOf(word: string): number {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return 0;
  const index = MONTHS.indexOf(lower.slice(0, 3));
  if (index < 0) return 0;
  if (lower.length === 3 || lower === (MONTH_NAMES as readonly string[])[index] || lower === 'sept')
    return index + 1;
  return 0;
}

/** A day, month or year token with OCR's slips undone and trailing punctuation removed ('3,' → '3', 'O3' → '03'). */
function numberToken(token: string): string {
  return numericToken(token.replace(/[.,;]+$/, ''));
}

const yearOf = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));

function dateOf(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1000 || month < 1 || day < 1) return null;
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const COMPACT_NAMED_DATE = /^(\d{1,2})-?([a-z]{3})-?(\d{4}|\d{2})$/i;
const DAY = /^\d{1,2}$/;
const YEAR = /^(\d{4}|\d{2})$/;

const isDateCharacter = (char: string) => /[0-9A-Za-z|]/.test(char);

/**
 * The text without the characters at either end that `keep` refuses. (A pattern such as /[^a-z]+$/ would try every
 * start in a long run of refused characters: time growing with the square of the run.)
 */
function trimEnds(
  text: string,
  keep: (char: string) => boolean,
  keepAtEnd: (char: string) => boolean = keep,
): string {
  let start = 0;
  let end = text.length;
  while (start < end && !keep(text[start]!)) start++;
  while (end > start && !keepAtEnd(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** The calendar dates a line writes, in any of the US forms receipts print. */
function datesOf(line: string): CalendarDate[] {
  const tokens = line
    .split(/[\s:]+/)
    .map((token) => trimEnds(token, isDateCharacter))
    .filter((token) => token !== '');
  const dates: CalendarDate[] = [];
  const add = (date: CalendarDate | null) => {
    if (date) dates.push(date);
  };
  tokens.forEach((token, index) => {
    const number = numberToken(token);
    let match = NUMERIC_DATE.exec(number);
    if (match) return add(dateOf(yearOf(match[3]!), Number(match[1]), Number(match[2])));
    match = ISO_DATE.exec(number);
    if (match) return add(dateOf(Number(match[1]), Number(match[2]), Number(match[3])));
    match = COMPACT_NAMED_DATE.exec(token);
    if (match) return add(dateOf(yearOf(numberToken(match[3]!)), monthOf(match[2]!), Number(match[1])));
    const month = monthOf(token);
    if (month === 0) return;
    const after = tokens.slice(index + 1, index + 3).map(numberToken);
    const before = index > 0 ? numberToken(tokens[index - 1]!) : '';
    // 'Nov 3, 2026', 'NOV 03 26'
    if (after.length === 2 && DAY.test(after[0]!) && YEAR.test(after[1]!)) {
      return add(dateOf(yearOf(after[1]!), month, Number(after[0])));
    }
    // '03 NOV 2026'
    if (DAY.test(before) && after.length >= 1 && YEAR.test(after[0]!)) {
      add(dateOf(yearOf(after[0]!), month, Number(before)));
    }
  });
  return dates;
}

/** Dates on lines with these words are not the day of the purchase. */
const OTHER_DATE_LABELS = ['expir', 'return', 'valid', 'policy', 'arrival', 'due', 'until', 'thru', 'birth'];
/** Words that mark the purchase's own date. */
const PURCHASE_DATE_LABELS = [
  'date',
  'sale',
  'departure',
  'placed',
  'purchase',
  'transaction',
  'order',
  'issued',
];
const TIME = /\d{1,2}:\d{2}/;

function readDate(lines: Line[], today: CalendarDate): CalendarDate | null {
  let best: { date: CalendarDate; strength: number } | null = null;
  lines.forEach((line, index) => {
    const dates = datesOf(line.text).filter((date) => {
      const age = daysBetween(date, today);
      return age >= 0 && age <= RECEIPT_DATE_MAX_AGE_DAYS;
    });
    if (dates.length === 0) return;
    // A heading above a line of dates labels them ('POLICY ID  DAYS  POLICY EXPIRES ON').
    const previous = lines[index - 1];
    const heading = previous && datesOf(previous.text).length === 0 ? previous.words : '';
    if (hasAny(line.words, OTHER_DATE_LABELS) || hasAny(heading, OTHER_DATE_LABELS)) return;
    const strength = TIME.test(line.text) || hasAny(line.words, PURCHASE_DATE_LABELS) ? 1 : 0;
    for (const date of dates) {
      // The purchase's own date first; among equals the latest (a hotel's departure, a parking exit).
      if (!best || strength > best.strength || (strength === best.strength && date > best.date)) {
        best = { date, strength };
      }
    }
  });
  return (best as { date: CalendarDate } | null)?.date ?? null;
}

// The merchant.

const STREET_WORDS = [
  'st',
  'street',
  'ave',
  'avenue',
  'rd',
  'road',
  'blvd',
  'dr',
  'drive',
  'hwy',
  'highway',
  'ln',
  'lane',
  'way',
  'pkwy',
  'suite',
  'ste',
  'plaza',
  'ct',
  'pl',
];
const GENERIC_LINES = [
  'receipt',
  'order receipt',
  'customer copy',
  'sales receipt',
  'invoice',
  'thank you',
  'welcome',
];

function letterCount(text: string): number {
  let count = 0;
  for (const char of text) if (/\p{L}/u.test(char)) count++;
  return count;
}

function digitCount(text: string): number {
  let count = 0;
  for (const char of text) if (char >= '0' && char <= '9') count++;
  return count;
}

/** Whether a line is a receipt's address, phone number, web address or decoration rather than a name. */
function isNotAName(text: string): boolean {
  const lower = text.toLowerCase();
  const letters = letterCount(text);
  const digits = digitCount(text);
  if (letters < 2) return true;
  const words = lower.split(' ');
  // A row of stars or dashes read as letters: 'kk kkk kk', 'oo kk kkk ho'.
  const distinctLetters = new Set(lower.replace(/[^a-z]/g, '')).size;
  if (letters >= 4 && distinctLetters <= 3) return true;
  if (words.length >= 4 && words.every((word) => word.length <= 3)) return true;
  if (lower.includes('www') || lower.includes('http') || lower.includes('.com') || lower.includes('@'))
    return true;
  if (digits >= 7 && digits >= letters) return true; // a phone number
  if (/^tel|^phone|^ph[ :]/.test(lower)) return true;
  // '1450 W Main St', 'Springfield, IL 62704'
  if (/^\d/.test(lower) && words.some((word) => STREET_WORDS.includes(word.replace(/[.,]/g, ''))))
    return true;
  if (/,? [a-z]{2},? \d{5}(?:-\d{4})?$/.test(lower)) return true;
  if (datesOf(text).length > 0 || TIME.test(text)) return true;
  if (GENERIC_LINES.includes(lower.replace(/[^a-z ]/g, '').trim())) return true;
  return letters < text.replace(/ /g, '').length / 3;
}

/** A printed name tidied: decoration at the ends removed, cut at a word to MERCHANT_MAX_LENGTH. */
function tidyName(text: string): string {
  const trimmed = trimEnds(
    text,
    (char) => /[\p{L}\p{N}]/u.test(char),
    (char) => /[\p{L}\p{N})'.]/u.test(char),
  );
  if (trimmed.length <= MERCHANT_MAX_LENGTH) return trimmed;
  const cut = trimmed.slice(0, MERCHANT_MAX_LENGTH + 1);
  const space = cut.lastIndexOf(' ');
  return (space > MERCHANT_MAX_LENGTH / 2 ? cut.slice(0, space) : cut.slice(0, MERCHANT_MAX_LENGTH)).trim();
}

function readMerchant(lines: Line[]): string | null {
  for (const line of lines.slice(0, MERCHANT_LINES)) {
    // 'Welcome to Green Valley Market' names the shop; 'WELCOME TO' alone does not.
    const text = tidyName(line.text.replace(/^\W*welcome to\b/i, ''));
    if (text === '' || isNotAName(text)) continue;
    return text;
  }
  return null;
}
