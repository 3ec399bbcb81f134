// Kept apart from decode-statement.ts so that the web app and the upload schema can name the encodings without
// bundling the decoder.

/** The encodings a statement can be read in: what banks, Excel and Quicken write in the US. */
export const statementEncodings = [
  'utf-8',
  'windows-1252',
  'iso-8859-1',
  'macintosh',
  'utf-16le',
  'utf-16be',
] as const;
export type StatementEncoding = (typeof statementEncodings)[number];

/** Each encoding's name, as messages say it: 'This file is not UTF-8 text.' */
export const statementEncodingNames: Record<StatementEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
  'iso-8859-1': 'ISO-8859-1',
  macintosh: 'Mac OS Roman',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
};

/** Each encoding as the preview offers it, with where such files come from when that helps to choose. */
export const statementEncodingLabels: Record<StatementEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Excel on Windows)',
  'iso-8859-1': 'ISO-8859-1 (Latin-1)',
  macintosh: 'Mac OS Roman (older Excel on Mac)',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
};
