import { describe, expect, it } from 'vitest';
import { detectStatementFormat } from './detect-format';

const OFX_SGML = 'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<STMTTRN>\n';
const OFX_XML = '<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX></OFX>\n';
const QIF = '!Type:Bank\nD01/05/2025\nT-1,234.56\n^\n';
const CSV = 'Date,Description,Amount\n01/05/2025,SHELL,-1.00\n';

describe('detectStatementFormat', () => {
  it.each([
    ['a .csv file', 'bank.csv', CSV, 'csv'],
    ['a .txt file of columns', 'export.TXT', CSV, 'csv'],
    ['a .csv file of one column (its columns are looked for later)', 'notes.csv', 'just one column\n', 'csv'],
    ['OFX 1.x (SGML)', 'bank.ofx', OFX_SGML, 'ofx'],
    ['OFX 2.x (XML)', 'card.qfx', OFX_XML, 'ofx'],
    ['OFX content under a .csv name: the content wins', 'download.csv', OFX_SGML, 'ofx'],
    ['OFX without a header, from <OFX>', 'x.dat', '<OFX>\n<BANKMSGSRSV1>', 'ofx'],
    ['QIF', 'checking.qif', QIF, 'qif'],
    ['QIF under a .txt name: the content wins', 'checking.txt', QIF, 'qif'],
    ['QIF starting with an option line', 'x.qif', '!Option:AutoSwitch\n!Account\nNChecking\n^\n', 'qif'],
    ['QIF lower case header after blank lines', 'x.qif', '\n\n!type:CCard\nD1/5/25\n^\n', 'qif'],
    ['QIF without a header: D lines and ^ lines', 'x.qif', 'D01/05/2025\nT-1,234.56\nPSHELL\n^\n', 'qif'],
    ['a .qif file that is a renamed CSV', 'x.qif', CSV, 'csv'],
    ['a .ofx file that is a renamed CSV', 'x.ofx', CSV, 'csv'],
    ['a .ofx file with neither: its parser finds nothing', 'x.ofx', 'hello\n', 'ofx'],
    ['no extension, semicolons', 'statement', 'Date;Amount\n05.01.2025;-1,00\n', 'csv'],
    ['no extension, tabs', 'statement', 'Date\tAmount\n01/05/2025\t-1.00\n', 'csv'],
    ['unknown extension, pipes', 'statement.dat', 'Date|Amount\n01/05/2025|-1.00\n', 'csv'],
  ] as const)('%s → %s', (_name, fileName, text, expected) => {
    expect(detectStatementFormat(fileName, text)).toBe(expected);
  });

  it.each([
    ['prose with no columns', 'statement.dat', 'Hello\nthere\n'],
    ['HTML saved as .xls', 'export.xls', '<html><body><table><tr><td>a,b</td></tr></table></body></html>\n'],
    ['JSON', 'earnings.json', '[{"date": "2025-01-05", "amount": 1}]\n'],
    ['JSON under a .txt name', 'earnings.txt', '{"date": "2025-01-05", "amount": 1}\n'],
  ])('unknown: %s', (_name, fileName, text) => {
    expect(detectStatementFormat(fileName, text)).toBeNull();
  });
});
