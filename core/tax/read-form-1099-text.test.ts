import { describe, expect, it } from 'vitest';
import { MAX_RUNS, readForm1099Text, type TextRun } from './read-form-1099-text';

// Copy B's layout in points, as the IRS prints Form 1099-K (Rev. January 2024): the FILER'S name box at the top left,
// the title at the top right, box 1a under it with its figure at the bottom of the box, 1b and 2 below side by side.
const run = (text: string, x: number, y: number): TextRun => ({ text, x, y });
const form1099K: TextRun[] = [
  run('FILER’S name, street address, city or town, state or province, country, ZIP', 39, 51),
  run('or foreign postal code, and telephone no.', 39, 59),
  run('Uber Technologies, Inc.', 42, 72),
  run('1725 3rd Street', 42, 83),
  run('OMB No. 1545-2205', 420, 52),
  run('Form', 420, 70),
  run('1099-K', 440, 70),
  run('For calendar year', 420, 94),
  run('2025', 484, 92),
  run('Payment Card and', 500, 52),
  run('Third Party', 500, 65),
  run('Network', 500, 78),
  run('Transactions', 500, 91),
  run('1a', 309, 135),
  run('Gross amount of payment card/third party network transactions', 318, 135),
  run('$', 309, 162),
  run('23,450.00', 318, 160),
  run('1b', 309, 163),
  run('Card Not Present transactions', 318, 163),
  run('$', 309, 190),
  run('23,112.15', 318, 188),
  run('2', 444, 163),
  run('Merchant category code', 450, 163),
  run('4121', 450, 188),
];

describe('readForm1099Text', () => {
  it('reads Form 1099-K: the year, box 1a (not 1b) and the filer as a platform', () => {
    expect(readForm1099Text(form1099K)).toEqual({
      ok: true,
      reading: { kind: '1099-K', year: 2025, platform: 'Uber', amount: 23_450 },
    });
  });

  it('reads the pieces in any order (pdf.js gives them in the order the PDF draws them)', () => {
    expect(readForm1099Text([...form1099K].reverse())).toEqual(readForm1099Text(form1099K));
  });

  it('leaves the amount empty when box 1a is, rather than take box 1b’s', () => {
    const empty = form1099K.filter((piece) => piece.text !== '23,450.00');
    expect(readForm1099Text(empty)).toMatchObject({ ok: true, reading: { amount: null } });
  });

  it('reads a box figure printed on its label’s line, as some payers’ forms do', () => {
    const inline = [
      run('Form 1099-NEC', 420, 60),
      run('For calendar year 2024', 420, 80),
      run('PAYER’S name, street address, city or town', 39, 51),
      run('LYFT, INC.', 42, 72),
      run('1 Nonemployee compensation   $ 2,310.08', 309, 135),
    ];
    expect(readForm1099Text(inline)).toEqual({
      ok: true,
      reading: { kind: '1099-NEC', year: 2024, platform: 'Lyft', amount: 2_310.08 },
    });
  });

  it('reads Form 1099-MISC’s box 3, Other income, beside box 4', () => {
    const misc = [
      run('Miscellaneous', 500, 52),
      run('Information', 500, 65),
      run('Form 1099-MISC', 420, 70),
      run('For calendar year 2025', 420, 94),
      run('PAYER’S name, street address', 39, 51),
      run('Riverside Courier Co-op', 42, 72),
      run('1 Rents', 309, 135),
      run('$ 0.00', 309, 160),
      run('3', 309, 163),
      run('Other income', 316, 163),
      run('4', 444, 163),
      run('Federal income tax withheld', 450, 163),
      run('$', 309, 190),
      run('650.00', 318, 188),
      run('$ 12.00', 450, 188),
    ];
    expect(readForm1099Text(misc)).toEqual({
      ok: true,
      reading: { kind: '1099-MISC', year: 2025, platform: 'Riverside Courier Co-op', amount: 650 },
    });
  });

  it('is not a 1099 when a form is only mentioned (a statement’s note), or nothing is', () => {
    const statement = [
      run('First Prairie Bank — Checking statement', 36, 40),
      run('01/03/2025 UBER TECHNOLOGIES PAYOUT $ 412.18', 36, 60),
      run('Payments received through apps may be reported to you on Form 1099-K by the app.', 36, 80),
    ];
    expect(readForm1099Text(statement)).toEqual({ ok: false, reason: 'not-a-1099' });
    expect(readForm1099Text([])).toEqual({ ok: false, reason: 'not-a-1099' });
  });

  it('takes no year outside the tax tables, and no year at all when none is printed', () => {
    const noYear = form1099K.filter((piece) => piece.text !== '2025');
    expect(readForm1099Text(noYear)).toMatchObject({ reading: { year: null } });
    const old = form1099K.map((piece) => (piece.text === '2025' ? { ...piece, text: '2019' } : piece));
    expect(readForm1099Text(old)).toMatchObject({ reading: { year: null } });
  });

  it(`reads at most ${MAX_RUNS} pieces, quickly, whatever they hold`, () => {
    const noise = Array.from({ length: 50_000 }, (_, index) =>
      run(`1 ${'9,'.repeat(100)}`, index % 600, index),
    );
    const started = performance.now();
    expect(readForm1099Text([...noise, ...form1099K])).toEqual({ ok: false, reason: 'not-a-1099' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

// A platform's own tax summary laid out as a list rather than as Copy B: each label at the left, its value at the
// right of the same line, the TINs on the lines under the name.
const listedForm1099K: TextRun[] = [
  run('Form 1099-K', 40, 40),
  run('Payment Card and Third Party Network Transactions', 40, 55),
  run('For calendar year 2025', 40, 70),
  run('FILER’S name', 40, 100),
  run('Maplebear Inc. (Instacart)', 300, 100),
  run('FILER’S TIN: 45-2647441', 40, 115),
  run('PAYEE’S TIN: XXX-XX-1234', 40, 130),
  run('1a Gross amount of payment card/third party network transactions', 40, 160),
  run('$18,204.33', 400, 160),
  run('1b Card Not Present transactions', 40, 175),
  run('$0.00', 400, 175),
];

describe('readForm1099Text: a form laid out as a list', () => {
  it('reads the name (a platform GigTally knows, by its name) and box 1a beside their labels, never the TIN line', () => {
    expect(readForm1099Text(listedForm1099K)).toEqual({
      ok: true,
      reading: { kind: '1099-K', year: 2025, platform: 'Instacart', amount: 18_204.33 },
    });
  });

  it('reads a name printed after a colon on its label', () => {
    const colon = listedForm1099K
      .filter((piece) => piece.text !== 'Maplebear Inc. (Instacart)')
      .map((piece) => (piece.text === 'FILER’S name' ? run('FILER’S name: Lyft, Inc.', 40, 100) : piece));
    expect(readForm1099Text(colon)).toMatchObject({ ok: true, reading: { platform: 'Lyft' } });
  });

  it('leaves the platform empty rather than fill it with a label when no name is printed', () => {
    const nameless = listedForm1099K.filter((piece) => piece.text !== 'Maplebear Inc. (Instacart)');
    expect(readForm1099Text(nameless)).toMatchObject({ ok: true, reading: { platform: null } });
  });
});
