import { describe, expect, it } from 'vitest';
import { decodeStatement } from './decode-statement';
import { STATEMENT_MAX_BYTES, statementMessages } from './statement-messages';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...values: number[]) => new Uint8Array(values);
const concat = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};
function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const [first, second] = endian === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
    out[2 + index * 2] = first;
    out[3 + index * 2] = second;
  }
  return out;
}

describe('decodeStatement', () => {
  it('reads UTF-8 text as it is', () => {
    expect(decodeStatement(utf8('Date,Description,Amount\n01/05/2025,CAFÉ,-1.00\n'))).toEqual({
      ok: true,
      text: 'Date,Description,Amount\n01/05/2025,CAFÉ,-1.00\n',
    });
  });

  it.each([
    ['UTF-8 with a byte order mark', concat(bytes(0xef, 0xbb, 0xbf), utf8('Date,Amount\nx,1'))],
    ['UTF-16LE with a byte order mark', utf16('Date,Amount\nx,1', 'le')],
    ['UTF-16BE with a byte order mark', utf16('Date,Amount\nx,1', 'be')],
  ])('%s: decoded, the mark dropped', (_name, input) => {
    expect(decodeStatement(input)).toEqual({ ok: true, text: 'Date,Amount\nx,1' });
  });

  it('makes Windows (\\r\\n) and old Mac (\\r) line ends \\n', () => {
    expect(decodeStatement(utf8('a,b\r\nc,d\re,f\r\n'))).toEqual({ ok: true, text: 'a,b\nc,d\ne,f\n' });
  });

  it('drops NUL characters past the first 8 KB (where they do not make the file binary)', () => {
    const text = `${'x'.repeat(9000)}\nSHELL\0 OIL,1\n`;
    expect(decodeStatement(utf8(text))).toEqual({ ok: true, text: `${'x'.repeat(9000)}\nSHELL OIL,1\n` });
  });

  it('reads an OFX file that declares CHARSET:1252 as Windows-1252 (É is 0xC9 there, and not UTF-8)', () => {
    const head = utf8(
      'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nENCODING:USASCII\nCHARSET:1252\n\n<OFX><NAME>CAF',
    );
    const result = decodeStatement(concat(head, bytes(0xc9), utf8(' UBER</OFX>')));
    expect(result.ok && result.text.endsWith('<NAME>CAFÉ UBER</OFX>')).toBe(true);
  });

  it('refuses a file larger than 10 MB before reading it', () => {
    expect(decodeStatement(new Uint8Array(STATEMENT_MAX_BYTES + 1))).toEqual({
      ok: false,
      message:
        'This file is larger than 10 MB. Split it into smaller files (a few months each) and import them one by one.',
    });
  });

  it('takes a file of exactly 10 MB', () => {
    expect(decodeStatement(new Uint8Array(STATEMENT_MAX_BYTES).fill(0x41)).ok).toBe(true);
  });

  it.each([
    ['no bytes', new Uint8Array(0)],
    ['only white space', utf8(' \r\n\t\n ')],
    ['only a UTF-8 byte order mark', bytes(0xef, 0xbb, 0xbf)],
    ['a byte order mark and blank lines', concat(bytes(0xef, 0xbb, 0xbf), utf8('\n\n'))],
    ['only a UTF-16 byte order mark', bytes(0xff, 0xfe)],
  ])('empty: %s', (_name, input) => {
    expect(decodeStatement(input)).toEqual({ ok: false, message: 'This file is empty.' });
  });

  it.each([
    ['a PDF statement', utf8('%PDF-1.7\n1 0 obj\n')],
    ['an XLSX workbook (a ZIP)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00)],
    ['a PNG screenshot', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['a JPEG photo', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10)],
    ['an old .xls workbook', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['a NUL byte in the first 8 KB', utf8('Date,Amount\n01/05/2025,\u00001.00\n')],
    ['UTF-16 without a byte order mark (NUL bytes)', utf16('Date,Amount', 'le').subarray(2)],
  ])('binary: %s', (_name, input) => {
    expect(decodeStatement(input)).toEqual({
      ok: false,
      message: 'This is not a statement file GigTally can read. Choose a CSV, OFX, QFX or QIF file.',
    });
  });

  it.each([
    [
      'Latin-1 / Windows-1252 CSV (Excel "CSV" on Windows)',
      concat(utf8('Date,Description\n01/05/2025,CAF'), bytes(0xe9)),
    ],
    ['a cut UTF-8 sequence', concat(utf8('a,b\n'), bytes(0xe2, 0x82))],
    ['UTF-16LE with an unpaired surrogate', concat(bytes(0xff, 0xfe), bytes(0x41, 0x00, 0x00, 0xd8))],
  ])('not UTF-8: %s', (_name, input) => {
    expect(decodeStatement(input)).toEqual({
      ok: false,
      message:
        'This file is not UTF-8 text. Save it again as "CSV UTF-8" (or export it again from your bank) and try again.',
    });
  });

  it('uses the exported messages', () => {
    expect(decodeStatement(new Uint8Array(0))).toEqual({ ok: false, message: statementMessages.empty });
  });
});
