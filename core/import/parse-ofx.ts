import { statementMessages } from './statement-messages';
import { checkAmount, checkDate, checkedRow, joinNameAndMemo } from './statement-row';
import type { RowProblem, StatementRow } from './statement';

// Written by hand rather than with a dependency: GigTally needs only the transactions (<STMTTRN> blocks) of bank
// and card statements, which is a few patterns, and OFX 1.x is SGML that XML parsers refuse (its elements have no
// closing tags). One reading covers both versions: a value runs from its tag to the next '<', which is the closing
// tag in OFX 2.x (XML) and the next element in OFX 1.x.

/**
 * A transaction: from <STMTTRN> to its closing tag, or, when 1.x omits it, to whatever can follow the last one: the
 * next transaction, the end of the list, or (for banks that never close the list) the balance or the statement's end.
 */
const TRANSACTION =
  /<STMTTRN>([\s\S]*?)(?=<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>|<LEDGERBAL>|<AVAILBAL>|<\/(?:CC)?STMTRS>|<\/OFX>|$)/gi;
const ELEMENT = /<([A-Z0-9.]+)>([^<]*)/gi;
/** OFX 2.1's pending transactions (<BANKTRANLISTP>); TRANSACTION above never matches them. */
const PENDING_TRANSACTION = /<STMTTRNP>/gi;

const count = (text: string, pattern: RegExp) => Array.from(text.matchAll(pattern)).length;

/**
 * Whether the file is whole. A download cut off part way loses its end, and with it the closing </OFX> that every
 * OFX file ends with; in OFX 2.x (XML) every transaction is closed too, so one left open at the end was cut. An
 * aggregate left open before </OFX> is not a cut: several banks (Nubank among them) never close <BANKTRANLIST>.
 */
function isComplete(text: string): boolean {
  const lower = text.toLowerCase();
  const end = lower.lastIndexOf('</ofx>');
  if (end < 0 || lower.lastIndexOf('<stmttrn>') > end) return false;
  const closedTransactions = count(text, /<\/STMTTRN>/gi);
  return closedTransactions === 0 || closedTransactions >= count(text, /<STMTTRN>/gi);
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** One pass, so that '&amp;lt;' becomes '&lt;' and not '<'. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The first value of each element in a transaction (NAME of a <PAYEE> aggregate included). */
function elementValues(block: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const [, tag = '', value = ''] of block.matchAll(ELEMENT)) {
    const name = tag.toUpperCase();
    if (!values.has(name)) values.set(name, decodeEntities(value.trim()));
  }
  return values;
}

/**
 * The transactions of an OFX 1.x (SGML) or 2.x (XML) file. TRNAMT is already signed from the account holder's
 * side (money in positive), for bank and credit-card statements alike. Pending transactions are counted, not read;
 * a file cut off part way is refused.
 */
export function parseOfx(
  text: string,
): { rows: StatementRow[]; problems: RowProblem[]; pendingSkipped: number } | { problem: string } {
  if (!isComplete(text)) return { problem: statementMessages.truncated };
  const rows: StatementRow[] = [];
  const problems: RowProblem[] = [];
  let line = 1;
  // Kept from one transaction to the next: searching again from the last transaction would scan a long line to its
  // end once per transaction on it (quadratic on a megabyte of '<STMTTRN>').
  let nextNewline = text.indexOf('\n');
  for (const match of text.matchAll(TRANSACTION)) {
    while (nextNewline >= 0 && nextNewline < match.index) {
      line++;
      nextNewline = text.indexOf('\n', nextNewline + 1);
    }

    const values = elementValues(match[1] ?? '');
    const field = (name: string) => values.get(name) ?? '';
    const read = checkedRow(
      line,
      checkDate(field('DTPOSTED') || field('DTUSER'), 'MDY'),
      checkAmount(field('TRNAMT')),
      {
        description: joinNameAndMemo(field('NAME'), field('MEMO')),
        payee: field('NAME'),
        externalId: field('FITID'),
      },
    );
    if ('reason' in read) problems.push(read);
    else rows.push(read);
  }
  return { rows, problems, pendingSkipped: count(text, PENDING_TRANSACTION) };
}
