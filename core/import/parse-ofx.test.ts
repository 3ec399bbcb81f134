import { describe, expect, it } from 'vitest';
import { decodeEntities, parseOfx } from './parse-ofx';

const SGML_HEADER =
  'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<BANKTRANLIST>\n';
const SGML_FOOTER = '</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n';

function sgml(...transactions: string[]): string {
  return SGML_HEADER + transactions.join('') + SGML_FOOTER;
}

/** The rows of a file that must be whole. */
function read(text: string) {
  const result = parseOfx(text);
  if ('problem' in result) throw new Error(result.problem);
  return result;
}

describe('parseOfx', () => {
  it('reads an OFX 1.x (SGML) transaction, with its line', () => {
    const text = sgml(
      '<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20250105120000.000[-5:EST]\n<TRNAMT>-45.67\n<FITID>202501050\n<NAME>SHELL OIL 57442\n<MEMO>PURCHASE SAN JOSE CA\n</STMTTRN>\n',
    );
    expect(parseOfx(text)).toEqual({
      rows: [
        {
          line: 10,
          date: '2025-01-05',
          amountCents: -4567,
          description: 'SHELL OIL 57442 - PURCHASE SAN JOSE CA',
          payee: 'SHELL OIL 57442',
          externalId: '202501050',
        },
      ],
      problems: [],
      pendingSkipped: 0,
    });
  });

  it('reads OFX 2.x (XML), with closing tags and indentation', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?OFX OFXHEADER="200" VERSION="220"?>',
      '<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><BANKTRANLIST>',
      '  <STMTTRN>',
      '    <TRNTYPE>CREDIT</TRNTYPE>',
      '    <DTPOSTED>20250120000000.000[-8:PST]</DTPOSTED>',
      '    <TRNAMT>500.00</TRNAMT>',
      '    <FITID>2469216502000012345678903</FITID>',
      '    <NAME>PAYMENT - THANK YOU</NAME>',
      '  </STMTTRN>',
      '</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>',
    ].join('\n');
    expect(parseOfx(text)).toEqual({
      rows: [
        {
          line: 4,
          date: '2025-01-20',
          amountCents: 50000,
          description: 'PAYMENT - THANK YOU',
          payee: 'PAYMENT - THANK YOU',
          externalId: '2469216502000012345678903',
        },
      ],
      problems: [],
      pendingSkipped: 0,
    });
  });

  it('reads transactions whose closing tag is left out, and several on one line', () => {
    const text =
      '<OFX><BANKTRANLIST><STMTTRN><DTPOSTED>20250105<TRNAMT>-1.00<NAME>A<STMTTRN><DTPOSTED>20250106<TRNAMT>2.00<NAME>B</BANKTRANLIST></OFX>';
    expect(read(text).rows.map((row) => [row.line, row.date, row.amountCents, row.description])).toEqual([
      [1, '2025-01-05', -100, 'A'],
      [1, '2025-01-06', 200, 'B'],
    ]);
  });

  it('reads tags in any case and decodes entities in values', () => {
    const text = sgml(
      '<stmttrn>\n<dtposted>20250110\n<trnamt>-85.00\n<name>AT&amp;T MOBILITY\n<memo>ONLINE PMT &lt;AUTOPAY&gt;\n</stmttrn>\n',
    );
    expect(read(text).rows[0]).toMatchObject({
      description: 'AT&T MOBILITY - ONLINE PMT <AUTOPAY>',
      payee: 'AT&T MOBILITY',
    });
  });

  it('takes the NAME of a PAYEE aggregate and the user date when DTPOSTED is missing', () => {
    const text = sgml(
      '<STMTTRN>\n<DTUSER>20250111\n<TRNAMT>-1.00\n<PAYEE>\n<NAME>VERIZON WIRELESS\n<ADDR1>1 Main St\n</PAYEE>\n</STMTTRN>\n',
    );
    expect(read(text).rows[0]).toMatchObject({
      date: '2025-01-11',
      description: 'VERIZON WIRELESS',
      externalId: '',
    });
  });

  it('describes a transaction by its memo when it has no name', () => {
    const text = sgml('<STMTTRN>\n<DTPOSTED>20250105\n<TRNAMT>-20.00\n<MEMO>ATM WITHDRAWAL\n</STMTTRN>\n');
    expect(read(text).rows[0]).toMatchObject({ description: 'ATM WITHDRAWAL', payee: '' });
  });

  it.each([
    ['no date', '<TRNAMT>-1.00', 'The date is missing.'],
    ['a date that is not real', '<DTPOSTED>20250230<TRNAMT>-1.00', 'The date "20250230" is not a real date.'],
    ['no amount', '<DTPOSTED>20250105', 'The amount is missing.'],
    ['a zero amount', '<DTPOSTED>20250105<TRNAMT>0.00', 'The amount is zero.'],
    ['an unreadable amount', '<DTPOSTED>20250105<TRNAMT>N/A', 'The amount "N/A" could not be read.'],
  ])('reports a transaction with %s on the line of its <STMTTRN>', (_name, fields, reason) => {
    const text = sgml(
      '<STMTTRN>\n<DTPOSTED>20250104\n<TRNAMT>1.00\n</STMTTRN>\n',
      `<STMTTRN>\n${fields}\n</STMTTRN>\n`,
    );
    expect(parseOfx(text)).toEqual({
      rows: [expect.objectContaining({ line: 10 })],
      problems: [{ line: 14, reason }],
      pendingSkipped: 0,
    });
  });

  it('finds nothing in OFX without transactions', () => {
    expect(parseOfx(sgml())).toEqual({ rows: [], problems: [], pendingSkipped: 0 });
  });
});

describe('decodeEntities', () => {
  it.each([
    ['AT&amp;T', 'AT&T'],
    ['&lt;a&gt; &quot;b&quot; &apos;c&apos;', '<a> "b" \'c\''],
    ['caf&#233; &#xE9;', 'café é'],
    ['decoded once: &amp;lt;', 'decoded once: &lt;'],
    ['unknown entity kept: &foo;', 'unknown entity kept: &foo;'],
    ['a bare ampersand: A & B', 'a bare ampersand: A & B'],
  ])('%j → %j', (text, expected) => {
    expect(decodeEntities(text)).toBe(expected);
  });
});
