import { toDollars } from '../money';
import { form1099Kinds as form1099KindsInOrder, type Form1099Kind, type Form1099Reading } from './forms-1099';
import { cataloguePlatformOf, platformOf } from './platforms';
import { FIRST_TAX_YEAR } from './tables';
import { LAST_TAX_YEAR } from './tax-api';

// What a 1099 form's PDF says, from the text pdf.js finds on its first pages (server/services/tax/
// read-form-1099-pdf.ts). The labels are the IRS's, as printed on Copy B of Forms 1099-K, 1099-NEC and 1099-MISC
// (docs/tax-tables.md "1099 forms"); the platforms' own PDFs (Uber, Lyft, DoorDash through Stripe Express) print the
// same labels. Pure and bounded: at most MAX_RUNS pieces of text of MAX_RUN_LENGTH characters each are read, and each
// pattern runs over them once.

/** One piece of text as pdf.js gives it: where it starts (points, y downward from the top of the first page read). */
export interface TextRun {
  text: string;
  x: number;
  y: number;
}

export const MAX_RUNS = 4_000;
export const MAX_RUN_LENGTH = 300;

/** Pieces whose baselines are this close (points) are on the same line. */
const SAME_LINE = 3;
/** Pieces further apart than this (points) on a line belong to different boxes of the form. */
const BOX_GAP = 14;
/** How far below its label (points) a box's amount or a name may be printed. */
const BELOW_LABEL = 48;
/** How far right of its label's start (points) a box's amount may be printed. */
const RIGHT_OF_LABEL = 260;

/** Text pieces joined into the segments of a line: one box's words, apart from the next box's on the same line. */
interface Segment {
  text: string;
  x: number;
  y: number;
}

export type Form1099TextReading =
  { ok: true; reading: Form1099Reading } | { ok: false; reason: 'not-a-1099' };

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

function segmentsOf(runs: readonly TextRun[]): Segment[] {
  const pieces = runs
    .slice(0, MAX_RUNS)
    .map((run) => ({ text: tidy(run.text.slice(0, MAX_RUN_LENGTH)), x: run.x, y: run.y }))
    .filter((run) => run.text !== '' && Number.isFinite(run.x) && Number.isFinite(run.y))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  // Lines: pieces whose baselines are within SAME_LINE of the line's first piece.
  const lines: (typeof pieces)[] = [];
  for (const piece of pieces) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(piece.y - line[0]!.y) <= SAME_LINE) line.push(piece);
    else lines.push([piece]);
  }
  const segments: Segment[] = [];
  for (const line of lines) {
    line.sort((a, b) => a.x - b.x);
    let current: Segment | undefined;
    let end = 0;
    for (const piece of line) {
      // A piece's width is not known; a character is about half a point size wide, so ~5 points at 10 pt.
      if (current && piece.x - end <= BOX_GAP) current.text = `${current.text} ${piece.text}`;
      else {
        current = { text: piece.text, x: piece.x, y: line[0]!.y };
        segments.push(current);
      }
      end = piece.x + piece.text.length * 5;
    }
  }
  return segments;
}

// Each form's name, printed large beside a small "Form" at its top and in its footer ("Form 1099-K"), and its title.
const kindPatterns: [Form1099Kind, RegExp][] = [
  ['1099-K', /(?:^|[^\w-])1099-?\s*k\b/i],
  ['1099-NEC', /(?:^|[^\w-])1099-?\s*nec\b/i],
  ['1099-MISC', /(?:^|[^\w-])1099-?\s*misc\b/i],
];
// The titles, on one line or several; NEC's and MISC's alone on their lines, apart from box labels that share words.
const titlePatterns: [Form1099Kind, RegExp][] = [
  ['1099-K', /payment card and\s+third party\s+network\s+transactions/i],
  ['1099-NEC', /(?:^|\n)nonemployee\s+compensation(?:$|\n)/i],
  ['1099-MISC', /(?:^|\n)miscellaneous\s+information(?:$|\n)/i],
];

/** The box compared with the income recorded: 1099-K box 1a, 1099-NEC box 1, 1099-MISC box 3. */
const amountLabels: Record<Form1099Kind, RegExp> = {
  '1099-K': /gross amount of payment card/i,
  '1099-NEC': /(?:^|\s|box\s*)1\s+nonemployee compensation|nonemployee compensation\s*\(box 1\)/i,
  '1099-MISC': /(?:^|\s|box\s*)3\s+other income|other income\s*\(box 3\)/i,
};

/** The filer (1099-K) or payer (1099-NEC, 1099-MISC) name box's label. */
const nameLabel = /\b(?:filer|payer)[’']?s name\b/i;
/** The rest of that label, printed on the lines below its first. */
const nameLabelRest = /street address|city or town|postal code|telephone|province|country|zip\b/i;
/** Another box's label (the TINs, the account number, the payee's boxes): never a name, whatever is printed in it. */
const otherLabel = /\b(?:filer|payer|payee|recipient)[’']?s\b|\btin\b|identification n|account number/i;

// An amount as forms print it: "$ 23,450.00", "23450.00", "23,450". Its cents, or its thousands' commas, tell it
// from a year or a box number.
const moneyPattern = /(?:\$\s*)?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,11}\.\d{2})(?![\d,])/;

function centsOf(text: string): number | null {
  const match = moneyPattern.exec(text);
  if (!match) return null;
  const [whole, fraction = '00'] = match[1]!.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction);
}

/**
 * The form's kind: a form named ("Form 1099-K") whose title or amount box is printed too, so that a statement that
 * only mentions a 1099 is not taken for one; else a title printed with its amount box.
 */
function kindOf(segments: readonly Segment[]): Form1099Kind | null {
  const lines = segments.map((segment) => segment.text).join('\n');
  const titled = (kind: Form1099Kind) =>
    titlePatterns.find(([titleKind]) => titleKind === kind)![1].test(lines);
  const boxed = (kind: Form1099Kind) => segments.some((segment) => amountLabels[kind].test(segment.text));
  const named = segments.flatMap((segment) =>
    kindPatterns.filter(([, pattern]) => pattern.test(segment.text)).map(([kind]) => kind),
  );
  return (
    [...new Set(named)].find((kind) => titled(kind) || boxed(kind)) ??
    form1099KindsInOrder.find((kind) => titled(kind) && boxed(kind)) ??
    null
  );
}

function yearOf(text: string): number | null {
  const match =
    /for calendar year\s*(\d{4})\b/i.exec(text) ??
    /\btax year\s*(\d{4})\b/i.exec(text) ??
    /\b(\d{4})\s+form\s*1099/i.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  return year >= FIRST_TAX_YEAR && year <= LAST_TAX_YEAR ? year : null;
}

/** Whether a segment is on the label's line, to its right: where a form laid out as a list prints the value. */
const besideLabel = (segment: Segment, label: Segment) =>
  Math.abs(segment.y - label.y) <= SAME_LINE && segment.x > label.x;

/**
 * The amount printed in the labelled box: after the label on its own segment, beside it on its line however far
 * right (a form laid out as a list), or below it within the box.
 */
function amountOf(segments: readonly Segment[], kind: Form1099Kind): number | null {
  const pattern = amountLabels[kind];
  const index = segments.findIndex((segment) => pattern.test(segment.text));
  if (index === -1) return null;
  const label = segments[index]!;
  const match = pattern.exec(label.text)!;
  const onLabel = centsOf(label.text.slice(match.index + match[0].length));
  if (onLabel !== null) return onLabel;
  for (const segment of segments.slice(index + 1)) {
    if (segment.y - label.y > BELOW_LABEL) break;
    const inBox =
      besideLabel(segment, label) ||
      (segment.x >= label.x - BOX_GAP && segment.x <= label.x + RIGHT_OF_LABEL);
    // The label of the box below (a number and words: "1b Card Not Present transactions") closes the search there.
    const below = segment.y - label.y > SAME_LINE && Math.abs(segment.x - label.x) <= BOX_GAP;
    if (below && /^\d{1,2}[a-l]?\s+[a-z]/i.test(segment.text)) break;
    const cents = inBox ? centsOf(segment.text) : null;
    if (cents !== null) return cents;
  }
  return null;
}

/**
 * The payer's name: after a colon on its label ("FILER'S name: Lyft, Inc."), beside a label that is only "name", or the
 * first line of the name box below the rest of its label. Another box's label is never taken for the name.
 */
function payerOf(segments: readonly Segment[]): string | null {
  const index = segments.findIndex((segment) => nameLabel.test(segment.text));
  if (index !== -1) {
    const label = segments[index]!;
    const afterColon = /:\s*(.+)$/.exec(label.text.slice(label.text.search(nameLabel)))?.[1];
    if (afterColon && !nameLabelRest.test(afterColon) && !otherLabel.test(afterColon))
      return platformOf(afterColon);
    // A label that is only "name" is a list's, with the name beside it; Copy B's runs on to the address.
    const listed = /name\s*:?\s*$/i.test(label.text);
    for (const segment of segments.slice(index + 1)) {
      if (segment.y - label.y > BELOW_LABEL) break;
      if (otherLabel.test(segment.text)) continue;
      if (listed && besideLabel(segment, label)) return platformOf(segment.text);
      if (Math.abs(segment.x - label.x) > BOX_GAP) continue;
      if (nameLabelRest.test(segment.text) && segment.y - label.y < 20) continue;
      return platformOf(segment.text);
    }
  }
  // A form laid out otherwise: the first platform GigTally knows named anywhere on it.
  for (const segment of segments) {
    const known = cataloguePlatformOf(segment.text);
    if (known) return known.name;
  }
  return null;
}

/**
 * What the form says: its kind (by its name or title), its year ("For calendar year 2025"), the amount of the box
 * compared with the income recorded, and who paid. A PDF that is not one of the three forms is 'not-a-1099'.
 */
export function readForm1099Text(runs: readonly TextRun[]): Form1099TextReading {
  const segments = segmentsOf(runs);
  const kind = kindOf(segments);
  if (!kind) return { ok: false, reason: 'not-a-1099' };
  const amountCents = amountOf(segments, kind);
  return {
    ok: true,
    reading: {
      kind,
      year: yearOf(segments.map((segment) => segment.text).join('\n')),
      platform: payerOf(segments),
      amount: amountCents === null ? null : toDollars(amountCents),
    },
  };
}
