import { detectDelimiter } from './parse-csv-table';
import type { StatementFormat } from './statement';

const EXTENSION_FORMATS: Record<string, StatementFormat> = {
  csv: 'csv',
  txt: 'csv',
  ofx: 'ofx',
  qfx: 'ofx',
  qif: 'qif',
};

/** OFX headers and the start of the body come first; a short look is enough and keeps big CSVs quick. */
const SNIFF_CHARS = 4096;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function looksLikeOfx(head: string): boolean {
  return /OFXHEADER|<OFX>|<STMTTRN>/i.test(head);
}

/**
 * QIF opens with its header ('!Type:Bank', '!Account') or an option line before it. Without a header, records of
 * 'D' date lines ended by '^' lines are QIF too.
 */
function looksLikeQif(firstLine: string, head: string): boolean {
  return (
    /^!(type:|account|option:|clear:)/i.test(firstLine) || (/^\^\s*$/m.test(head) && /^D\s*\d/m.test(head))
  );
}

/** HTML (the "Excel" download of some banks), JSON or XML that is not OFX: none of them is a CSV. */
function looksLikeMarkupOrJson(firstLine: string): boolean {
  return /^[<{[]/.test(firstLine);
}

/**
 * The format of a statement: what the content shows when it is clear (an OFX header, a QIF header), else what the
 * extension says, else CSV if the text splits into columns. null when it is none of them.
 */
export function detectStatementFormat(fileName: string, text: string): StatementFormat | null {
  const head = text.slice(0, SNIFF_CHARS);
  const firstLine = head.trimStart().split('\n', 1)[0] ?? '';
  if (looksLikeOfx(head)) return 'ofx';
  if (looksLikeQif(firstLine, head)) return 'qif';
  if (looksLikeMarkupOrJson(firstLine)) return null;

  const byExtension = EXTENSION_FORMATS[extensionOf(fileName)];
  if (byExtension === 'csv') return 'csv';
  // A file called .ofx or .qif without their markers may be a renamed CSV; if it is not one either, its own
  // parser says that no transactions were found.
  if (detectDelimiter(head) !== undefined) return 'csv';
  return byExtension ?? null;
}
