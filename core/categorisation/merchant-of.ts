// "Make this a rule?" proposes the merchant part of a bank description, not the whole of it:
// "ACME GRAPHICS, LLC INVOICE 42" -> "ACME GRAPHICS", which the next invoice's description also contains.

/** Words a bank or card network puts before the merchant (Wells Fargo, Bank of America, Chase, credit unions). */
const bankPrefixes: readonly (readonly string[])[] = [
  ['RECURRING', 'PAYMENT', 'AUTHORIZED', 'ON'],
  ['PURCHASE', 'AUTHORIZED', 'ON'],
  ['DEBIT', 'CARD', 'PURCHASE'],
  ['CHECK', 'CARD', 'PURCHASE'],
  ['DEBIT', 'PIN', 'PURCHASE'],
  ['POS', 'DEBIT', 'VISA'],
  ['POS', 'DEBIT'],
  ['POS', 'PURCHASE'],
  ['POS', 'WITHDRAWAL'],
  ['ACH', 'DEBIT'],
  ['ACH', 'CREDIT'],
  ['ACH', 'DEPOSIT'],
  ['PREAUTHORIZED', 'DEBIT'],
  ['RECURRING', 'PAYMENT'],
  ['VISA', 'PURCHASE'],
  ['DEBIT', 'PURCHASE'],
  ['MOBILE', 'PURCHASE'],
  ['DBT', 'CRD'],
  ['CHECK', 'CARD'],
  ['CHECKCARD'],
  ['APLPAY'],
  ['POS'],
  ['ACH'],
  ['PURCHASE'],
];

/**
 * Payment processors that write their own name, a star, then the merchant's: Square (SQ *, SQU*), Toast (TST*),
 * PayPal (PAYPAL *, PP*), Shopify (SP *), Paymentus (PY *), WePay (WPY*), Braintree (BT*), Clover (CLR*),
 * Fullsteam (FSP*), QuickBooks Payments (IN *), Checkout.com (CKO*), Digital River (DRI*).
 */
const processorPrefixes = new Set([
  'SQ',
  'SQU',
  'TST',
  'PAYPAL',
  'PP',
  'SP',
  'PY',
  'WPY',
  'BT',
  'CLR',
  'FSP',
  'IN',
  'CKO',
  'DRI',
]);

/** Legal forms that end a business's name: the merchant is the name before them. */
const legalSuffixes = new Set([
  'LLC',
  'INC',
  'CO',
  'CORP',
  'LTD',
  'LLP',
  'PLLC',
  'CORPORATION',
  'INCORPORATED',
  'COMPANY',
]);

/** Words that name the number or date after them ("INVOICE 42", "REF: 88", "CARD 1234", "ON 11/03"): left out with it. */
const numberLabels = new Set([
  'INVOICE',
  'INV',
  'REF',
  'REFERENCE',
  'ID',
  'CONF',
  'CONFIRMATION',
  'ORDER',
  'TXN',
  'TRANS',
  'TRACE',
  'PMT',
  'PAYMENT',
  'ON',
  'NO',
  'NUM',
  'NUMBER',
  'ACCT',
  'CARD',
  'PPD',
  'WEB',
  'CCD',
]);

interface Word {
  text: string;
  /** Upper case, without the stops and commas around or inside it ("L.L.C.," -> "LLC"). */
  key: string;
  start: number;
  end: number;
}

function wordsOf(description: string): Word[] {
  return [...description.matchAll(/[^\s*]+/g)].map((match) => ({
    text: match[0],
    key: match[0].toUpperCase().replace(/[.,;:]/g, ''),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * A word that is a number, a date, a time, an id or a card or reference number rather than a name: "42",
 * "11/02", "03:03p", "#1052", "ST#12", "XXXX1234", "H28AX9KW1". A name may hold one digit ("7-ELEVEN", "3M").
 */
function isNumberLike(word: Word): boolean {
  if (word.text.includes('#')) return true;
  if (/^X{4,}$/i.test(word.key)) return true;
  const digits = word.text.replace(/\D/g, '').length;
  return digits >= 2 || (digits > 0 && !/[a-z]/i.test(word.text));
}

/** A word of punctuation alone that separates parts of a description: "ACME - 866 555", "TARGET : Debit". */
const isSeparator = (word: Word) => /^[-–—:|/\\]+$/.test(word.text);

/** The length of the bank prefix that starts at words[at], 0 when none does. */
function bankPrefixAt(words: Word[], at: number): number {
  const prefix = bankPrefixes.find((candidate) =>
    candidate.every((part, offset) => words[at + offset]?.key === part),
  );
  return prefix?.length ?? 0;
}

/** Whether words[at] is a processor's name followed by its star ("SQ *", "TST*"). */
function isProcessorAt(description: string, words: Word[], at: number): boolean {
  const word = words[at]!;
  const next = words[at + 1];
  return (
    processorPrefixes.has(word.key) &&
    next !== undefined &&
    description.slice(word.end, next.start).includes('*')
  );
}

/**
 * The merchant part of a bank description: the first run of words that is a name, with a bank's or a payment
 * processor's prefix, numbers, dates, ids, card and reference numbers and legal suffixes (LLC, INC, CO, ...) left
 * out. It is a part of the description as written, so a rule made of it matches the description it came from.
 * Answers '' when no word is a name.
 */
export function merchantOf(description: string): string {
  const words = wordsOf(description);
  let at = 0;
  for (;;) {
    const word = words[at];
    if (!word) return '';
    const prefix = bankPrefixAt(words, at);
    if (prefix > 0) at += prefix;
    else if (isProcessorAt(description, words, at) || isNumberLike(word) || isSeparator(word)) at += 1;
    else if (/^\W+$/.test(word.text)) at += 1;
    else break;
  }

  let end = at;
  while (end < words.length) {
    const word = words[end]!;
    if (isNumberLike(word) || isSeparator(word) || legalSuffixes.has(word.key)) break;
    end += 1;
  }
  // "ACME GRAPHICS INVOICE 42": the label goes with its number.
  const numberFollows = end < words.length && isNumberLike(words[end]!);
  while (numberFollows && end - 1 > at && numberLabels.has(words[end - 1]!.key)) end -= 1;
  if (end === at) return '';
  return description
    .slice(words[at]!.start, words[end - 1]!.end)
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}
