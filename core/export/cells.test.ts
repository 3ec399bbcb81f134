import { describe, expect, it } from 'vitest';
import { figureCell, neutralizeFormula } from './cells';

// OWASP "CSV Injection" and ASVS 5.0 1.2.10: = + - @ tab, carriage return and NUL at the start of a cell;
// also their full-width forms and the invisible characters a spreadsheet skips before them.
describe('neutralizeFormula', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example","Refund")', '\'=HYPERLINK("http://evil.example","Refund")'],
    ['+', "+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ['- (text, not a figure)', '-5 tip', "'-5 tip"],
    ['- before digits in a text cell', '-12.50', "'-12.50"],
    ['@', '@SUM(1,2)', "'@SUM(1,2)"],
    ['full-width = (U+FF1D)', '\uFF1DSUM(A1)', "'\uFF1DSUM(A1)"],
    ['full-width + (U+FF0B)', '\uFF0B1', "'\uFF0B1"],
    ['full-width - (U+FF0D)', '\uFF0D5', "'\uFF0D5"],
    ['full-width @ (U+FF20)', '\uFF20home', "'\uFF20home"],
    ['a leading tab', '\tnote', "'\tnote"],
    ['a leading carriage return', '\rnote', "'\rnote"],
    ['a leading NUL', '\0note', "'\0note"],
    ['a space before =', ' =1+1', "' =1+1"],
    ['a no-break space before =', '\u00A0=1+1', "'\u00A0=1+1"],
  ])('neutralises %s', (_name, cell, expected) => {
    expect(neutralizeFormula(cell)).toBe(expected);
  });

  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner', '\u200C'],
    ['zero-width joiner', '\u200D'],
    ['word joiner', '\u2060'],
    ['byte-order mark', '\uFEFF'],
    ['soft hyphen', '\u00AD'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['left-to-right embedding', '\u202A'],
    ['right-to-left override', '\u202E'],
    ['left-to-right isolate', '\u2066'],
    ['pop directional isolate', '\u2069'],
    ['two of them', '\u200B\u2060'],
  ])('neutralises = + - @ (and full-width =) behind a %s', (_name, invisible) => {
    for (const start of ['=', '+', '-', '@', '\uFF1D']) {
      const cell = `${invisible}${start}1+1`;
      expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    }
  });

  it.each([
    ['plain text', 'Gas'],
    ['an emoji', 'Tips 💵'],
    ['a formula character later on', 'a=b, 5-star, me@example.com'],
    ['a hyphenated word', 'Gig-pay'],
    ['an invisible character before plain text', '\u200BDoorDash'],
    ['text the person started with an apostrophe', "'=not a formula"],
    ['an empty cell', ''],
  ])('leaves %s as it is', (_name, cell) => {
    expect(neutralizeFormula(cell)).toBe(cell);
  });
});

describe('figureCell', () => {
  it('writes the number with the decimals given, a minus sign kept', () => {
    expect(figureCell(-12.5, 2)).toEqual({ figure: '-12.50' });
    expect(figureCell(72.5, 1)).toEqual({ figure: '72.5' });
  });
});
