import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readReceiptText, RECEIPT_TEXT_LIMIT } from './read-receipt-text';

// The OCR text of any photo reaches readReceiptText, so it must answer quickly whatever the text.
// Each text is a megabyte made of the pieces that would make a backtracking pattern or a quadratic loop slow (runs of
// spaces, digits, separators, month names, labels, decoration, letters OCR confuses with digits), on one line or many.
// Only RECEIPT_TEXT_LIMIT characters are read, so this guards against work growing with the square of those: 20,000
// characters squared would take seconds. The bound only has to tell linear work from that: at 200 ms a loaded CI run
// (other test files on both cores) failed a linear text at 239 ms, so it is a second.
const BUDGET_MS = 1000;
const TEXT_LENGTH = 1 << 20;
const RUNS = 40;

const PIECES = [
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u00a0',
  '1',
  '0',
  '9',
  'O',
  'l',
  'I',
  'S',
  '|',
  '.',
  ',',
  '/',
  '-',
  ':',
  '$',
  '(',
  ')',
  '*',
  '%',
  '=',
  'k',
  'a',
  'É',
  'total ',
  'TOTAL',
  'balance due',
  'subtotal',
  'VISA ',
  'tax',
  'nov ',
  'November',
  '03 ',
  '2026',
  '12.34',
  '1,234.56',
  '11/03/2026 ',
  '10:24',
  'welcome to ',
  'www.',
  '1450 W Main St',
  'IL 62704',
  '(217) 555-0142',
];

/**
 * A megabyte of blocks, each a piece, a long run of one or two pieces (up to beyond RECEIPT_TEXT_LIMIT) then another piece:
 * a pattern that tries every start in a run before failing on what follows it is quadratic in the run's length.
 */
const pathologicalText = fc
  .record({
    before: fc.constantFrom(...PIECES, 'a', 'Z', '7'),
    pieces: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 2 }),
    runLength: fc.integer({ min: 1_000, max: 2 * RECEIPT_TEXT_LIMIT }),
    after: fc.constantFrom(...PIECES, 'a', 'Z', '7'),
  })
  .map(({ before, pieces, runLength, after }) => {
    const unit = pieces.join('');
    const block = before + unit.repeat(Math.ceil(runLength / unit.length)).slice(0, runLength) + after;
    return block.repeat(Math.ceil(TEXT_LENGTH / block.length)).slice(0, TEXT_LENGTH);
  });

/** The best of 3 runs: quadratic work is slow every time; a thread the shared machine sets aside is slow once. */
function expectFast(text: string) {
  let best = Infinity;
  for (let attempt = 0; attempt < 3 && best >= BUDGET_MS; attempt++) {
    const started = performance.now();
    readReceiptText(text, '2026-11-22');
    best = Math.min(best, performance.now() - started);
  }
  expect(best, `readReceiptText took ${Math.round(best)} ms`).toBeLessThan(BUDGET_MS);
}

describe(`readReceiptText answers within ${BUDGET_MS} ms on any megabyte of text`, () => {
  it('texts made of repeated receipt pieces', () => {
    // No shrinking: a megabyte counterexample is clear enough, and shrinking it would take minutes.
    fc.assert(fc.property(pathologicalText, expectFast), { numRuns: RUNS, endOnFailure: true });
  });

  it('arbitrary text repeated to a megabyte', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }), (unit) => {
        expectFast(unit.repeat(Math.ceil(TEXT_LENGTH / unit.length)).slice(0, TEXT_LENGTH));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it(`reads only the first ${RECEIPT_TEXT_LIMIT.toLocaleString('en-US')} characters`, () => {
    const filler = 'x'.repeat(RECEIPT_TEXT_LIMIT);
    expect(readReceiptText(`SHOP\nTOTAL 5.00\n${filler}\nGRAND TOTAL 900.00`, '2026-11-22').totalCents).toBe(
      500,
    );
  });
});
