import { describe, expect, it } from 'vitest';
import { decodeStatement } from './decode-statement';
import { readFixture } from './fixtures/read-fixture';
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
      encoding: 'utf-8',
    });
  });

  it.each([
    ['UTF-8 with a byte order mark', concat(bytes(0xef, 0xbb, 0xbf), utf8('Date,Amount\nx,1')), 'utf-8'],
    ['UTF-16LE with a byte order mark', utf16('Date,Amount\nx,1', 'le'), 'utf-16le'],
    ['UTF-16BE with a byte order mark', utf16('Date,Amount\nx,1', 'be'), 'utf-16be'],
  ])('%s: decoded, the mark dropped', (_name, input, encoding) => {
    expect(decodeStatement(input)).toEqual({ ok: true, text: 'Date,Amount\nx,1', encoding });
  });

  it('makes Windows (\\r\\n) and old Mac (\\r) line ends \\n', () => {
    expect(decodeStatement(utf8('a,b\r\nc,d\re,f\r\n'))).toEqual({
      ok: true,
      text: 'a,b\nc,d\ne,f\n',
      encoding: 'utf-8',
    });
  });

  it('drops NUL characters past the first 8 KB (where they do not make the file binary)', () => {
    const text = `${'x'.repeat(9000)}\nSHELL\0 OIL,1\n`;
    expect(decodeStatement(utf8(text))).toEqual({
      ok: true,
      text: `${'x'.repeat(9000)}\nSHELL OIL,1\n`,
      encoding: 'utf-8',
    });
  });

  it('reads an OFX file that declares CHARSET:1252 as Windows-1252 (É is 0xC9 there, and not UTF-8)', () => {
    const head = utf8(
      'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nENCODING:USASCII\nCHARSET:1252\n\n<OFX><NAME>CAF',
    );
    const result = decodeStatement(concat(head, bytes(0xc9), utf8(' UBER</OFX>')));
    expect(result.ok && result.text.endsWith('<NAME>CAFÉ UBER</OFX>')).toBe(true);
    expect(result).toMatchObject({ encoding: 'windows-1252' });
  });

  // Windows-1252 (Microsoft's code page table, cp1252.txt): 0x80 €, 0x92 ’, 0x93 “, 0x94 ”, 0x97 —; ISO-8859-1
  // has only control codes at 0x80-0x9F, which is how Node's TextDecoder('windows-1252') reads them.
  it('reads €, —, ’ and “” of a Windows-1252 OFX as those characters, not as control codes', () => {
    const result = decodeStatement(readFixture('checking-1252.ofx'));
    expect(result).toMatchObject({ ok: true, encoding: 'windows-1252' });
    const text = result.ok ? result.text : '';
    expect(text).toContain('<NAME>Café Métro €uro\n');
    expect(text).toContain('<NAME>JOE’S GARAGE\n<MEMO>OIL CHANGE — 5W-30 SYNTH\n');
    expect(text).toContain('<NAME>LYFT “EXPRESS PAY”\n');
    expect(text).not.toMatch(/[\u0080-\u009f]/);
  });

  it.each([
    ['CHARSET:8859-1', 'CHARSET:8859-1'],
    ['CHARSET:ISO-8859-1', 'CHARSET:ISO-8859-1'],
    ['an XML declaration', '<?xml version="1.0" encoding="ISO-8859-1"?>'],
  ])('reads an OFX that declares %s as ISO-8859-1 (0xC8 È, 0xDB Û, 0xC9 É, 0xD1 Ñ)', (_name, declaration) => {
    const file = readFixture('checking-8859-1.ofx');
    const header = new TextDecoder().decode(file.subarray(0, 200));
    const replaced = concat(
      utf8(header.replace('CHARSET:8859-1', declaration)),
      file.subarray(utf8(header).length),
    );
    const result = decodeStatement(replaced);
    expect(result).toMatchObject({ ok: true, encoding: 'iso-8859-1' });
    expect(result.ok && result.text).toContain('<NAME>CRÈME BRÛLÉE BAKERY\n');
    expect(result.ok && result.text).toContain('<NAME>PIÑATA PARTY RENTALS\n');
  });

  it('reads a file labelled ISO-8859-1 that uses 0x80-0x9F as Windows-1252, its superset', () => {
    const head = utf8('OFXHEADER:100\nENCODING:USASCII\nCHARSET:ISO-8859-1\n\n<OFX><NAME>JOE');
    const result = decodeStatement(concat(head, bytes(0x92), utf8('S</OFX>')));
    expect(result).toEqual({
      ok: true,
      encoding: 'windows-1252',
      text: 'OFXHEADER:100\nENCODING:USASCII\nCHARSET:ISO-8859-1\n\n<OFX><NAME>JOE’S</OFX>',
    });
  });

  it('reads a file that declares 1252 but is UTF-8 beyond ASCII as UTF-8 (É is C3 89 in UTF-8)', () => {
    const result = decodeStatement(utf8('OFXHEADER:100\nCHARSET:1252\n\n<OFX><NAME>CAFÉ</OFX>'));
    expect(result).toMatchObject({ ok: true, encoding: 'utf-8' });
    expect(result.ok && result.text).toContain('<NAME>CAFÉ</OFX>');
  });

  it('reads a CSV that is not UTF-8 and declares nothing as Windows-1252 (Excel "CSV" on Windows)', () => {
    expect(decodeStatement(readFixture('excel-windows-1252.csv'))).toEqual({
      ok: true,
      encoding: 'windows-1252',
      text: [
        'Date,Description,Amount',
        '2/3/2025,CAFÉ MÉTRO NEW YORK NY,-18.40',
        '2/5/2025,JOE’S GARAGE — OIL CHANGE,-64.99',
        '2/7/2025,LYFT “EXPRESS PAY”,388.20',
        '2/9/2025,ZELLE FROM ANDRÉ SOUZA,75.00',
        '',
      ].join('\n'),
    });
  });

  describe('in the encoding the person chose', () => {
    const excel = () => readFixture('excel-windows-1252.csv');

    it('reads Windows-1252 when chosen', () => {
      expect(decodeStatement(excel(), 'windows-1252')).toMatchObject({ ok: true, encoding: 'windows-1252' });
    });

    it('refuses Windows-1252 for a byte it has no character for (0x81), by its short name', () => {
      expect(decodeStatement(bytes(0x41, 0x2c, 0x81), 'windows-1252')).toEqual({
        ok: false,
        message: 'This file is not Windows-1252 text. Choose another encoding.',
      });
    });

    it('refuses UTF-8 for bytes that are not UTF-8, naming the encoding', () => {
      expect(decodeStatement(excel(), 'utf-8')).toEqual({
        ok: false,
        message: 'This file is not UTF-8 text. Choose another encoding.',
      });
    });

    it('reads ISO-8859-1 as it is, leaving out its control codes (0x92 and 0x97 are controls there)', () => {
      const result = decodeStatement(excel(), 'iso-8859-1');
      expect(result).toMatchObject({ ok: true, encoding: 'iso-8859-1' });
      expect(result.ok && result.text).toContain('2/5/2025,JOES GARAGE  OIL CHANGE,-64.99\n');
    });

    it("reads Mac OS Roman (0x8E é, 0xD5 ’ in Apple's ROMAN.TXT)", () => {
      const file = concat(utf8('Date,Description,Amount\r2/3/2025,CAF'), bytes(0x8e), utf8(' JOE'));
      const result = decodeStatement(concat(file, bytes(0xd5), utf8('S,-1.00\r')), 'macintosh');
      expect(result).toEqual({
        ok: true,
        encoding: 'macintosh',
        text: 'Date,Description,Amount\n2/3/2025,CAFé JOE’S,-1.00\n',
      });
    });

    it('reads UTF-16 without a byte order mark when chosen, rather than calling it binary', () => {
      expect(decodeStatement(utf16('Date,Amount', 'le').subarray(2), 'utf-16le')).toEqual({
        ok: true,
        encoding: 'utf-16le',
        text: 'Date,Amount',
      });
    });
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
    ['UTF-16LE with an unpaired surrogate', concat(bytes(0xff, 0xfe), bytes(0x41, 0x00, 0x00, 0xd8))],
    // 0x81, 0x8D, 0x8F, 0x90 and 0x9D are the bytes Windows-1252 has no character for.
    ['neither UTF-8 nor Windows-1252', concat(utf8('Date,Description\n01/05/2025,CAF'), bytes(0xe9, 0x81))],
  ])('unreadable text: %s', (_name, input) => {
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
