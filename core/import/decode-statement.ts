import iconv from 'iconv-lite';
import { statementEncodingNames, type StatementEncoding } from './statement-encodings';
import { STATEMENT_MAX_BYTES, statementMessages } from './statement-messages';
import { withoutNonText } from './statement-row';

export type DecodedStatement =
  { ok: true; text: string; encoding: StatementEncoding } | { ok: false; message: string };

/** How far to look for a NUL byte: text files have none, and binary files have one early. */
const BINARY_SNIFF_BYTES = 8 * 1024;

/** Files people pick by mistake instead of a statement export. */
const BINARY_SIGNATURES: number[][] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF: a PDF statement
  [0x50, 0x4b, 0x03, 0x04], // PK: ZIP, and so XLSX
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0xd0, 0xcf, 0x11, 0xe0], // OLE2: old Excel .xls
  [0x1f, 0x8b], // gzip
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.length <= bytes.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** Bytes that Windows-1252 leaves without a character (iconv-lite would make them U+FFFD). */
const UNDEFINED_IN_WINDOWS_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** The text in `encoding`, or undefined when the bytes are not valid in it. */
function decodeAs(bytes: Uint8Array, encoding: StatementEncoding): string | undefined {
  if (encoding === 'utf-8' || encoding === 'utf-16le' || encoding === 'utf-16be') {
    try {
      // fatal: a byte that is not valid in the encoding is an error, not a silent U+FFFD in a description.
      // TextDecoder drops the byte order mark itself (ignoreBOM is false by default).
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  }
  // Node's TextDecoder('windows-1252') reads 0x80-0x9F as the control codes ISO-8859-1 has there (the € of
  // 'Café €uro' became U+0080); iconv-lite reads them as Windows-1252 has them: €, —, ’, ...
  if (encoding === 'windows-1252' && bytes.some((byte) => UNDEFINED_IN_WINDOWS_1252.has(byte))) {
    return undefined;
  }
  return iconv.decode(bytes, encoding === 'iso-8859-1' ? 'latin1' : encoding);
}

/** A charset name as OFX headers and XML declarations write it, as one of ours; undefined when it says nothing. */
function encodingNamed(name: string): StatementEncoding | undefined {
  const normalised = name.toLowerCase().replace(/_/g, '-');
  if (/^(1252|cp-?1252|windows-1252)$/.test(normalised)) return 'windows-1252';
  if (/^((iso-?)?8859-1|latin-?1)$/.test(normalised)) return 'iso-8859-1';
  if (/^(utf-?8|unicode)$/.test(normalised)) return 'utf-8';
  return undefined;
}

/**
 * The character set a file says it is in: an OFX 1.x header's CHARSET ('1252', '8859-1', 'ISO-8859-1'; 'NONE'
 * with ENCODING:UTF-8 or UNICODE), or an XML declaration's encoding (OFX 2.x). Banks write the header in ASCII.
 */
function declaredEncoding(bytes: Uint8Array): StatementEncoding | undefined {
  const head = iconv.decode(bytes.subarray(0, 1024), 'latin1');
  const xml = /<\?xml\b[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (xml?.[1]) return encodingNamed(xml[1]);
  if (!/OFXHEADER\s*:/i.test(head)) return undefined;
  const charset = /\bCHARSET\s*:\s*([\w-]+)/i.exec(head)?.[1];
  const encoding = /\bENCODING\s*:\s*([\w-]+)/i.exec(head)?.[1];
  return (charset && encodingNamed(charset)) || (encoding && encodingNamed(encoding)) || undefined;
}

/** 0x80-0x9F are invisible control codes in ISO-8859-1 and letters (€, —, ’) in Windows-1252, its superset. */
const usesWindows1252Letters = (bytes: Uint8Array) => bytes.some((byte) => byte >= 0x80 && byte <= 0x9f);

/**
 * Which encoding a file is in when the person has not said: its byte order mark; else UTF-8 when it is valid
 * UTF-8 with letters beyond ASCII (text in a legacy encoding almost never is), whatever its header claims; else
 * what it declares; else Windows-1252, which US banks and Excel on Windows write without saying so.
 */
function detectEncoding(bytes: Uint8Array): StatementEncoding {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 'utf-8';
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  const declared = declaredEncoding(bytes);
  const isUtf8 = decodeAs(bytes, 'utf-8') !== undefined;
  if (isUtf8 && (declared === undefined || bytes.some((byte) => byte >= 0x80))) return 'utf-8';
  if (declared === 'iso-8859-1' && usesWindows1252Letters(bytes)) return 'windows-1252';
  if (declared !== undefined) return declared;
  return isUtf8 ? 'utf-8' : 'windows-1252';
}

function looksBinary(bytes: Uint8Array, encoding: StatementEncoding | undefined): boolean {
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) return true;
  // UTF-16 has a NUL byte in every ASCII letter.
  const isUtf16 =
    startsWith(bytes, [0xff, 0xfe]) ||
    startsWith(bytes, [0xfe, 0xff]) ||
    encoding === 'utf-16le' ||
    encoding === 'utf-16be';
  return !isUtf16 && bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/**
 * A file's bytes as text with '\n' line ends and no NUL or control characters, and the encoding it was read in
 * (`encoding` when the person chose one, else detected); or the reason it cannot be read.
 */
export function decodeStatement(bytes: Uint8Array, encoding?: StatementEncoding): DecodedStatement {
  if (bytes.length > STATEMENT_MAX_BYTES) return { ok: false, message: statementMessages.tooLarge };
  if (bytes.length === 0) return { ok: false, message: statementMessages.empty };
  if (looksBinary(bytes, encoding)) return { ok: false, message: statementMessages.binary };

  const used = encoding ?? detectEncoding(bytes);
  const text = decodeAs(bytes, used);
  if (text === undefined) {
    const message = encoding
      ? statementMessages.notInEncoding(statementEncodingNames[encoding])
      : statementMessages.encoding;
    return { ok: false, message };
  }
  // A leading BOM is gone already; one left inside is not text either, and neither are C1 control codes, which would
  // otherwise be stored in descriptions. Bank answers are cleaned by the same withoutNonText.
  const cleaned = withoutNonText(text.replace(/\r\n?/g, '\n'));
  if (cleaned.trim() === '') return { ok: false, message: statementMessages.empty };
  return { ok: true, text: cleaned, encoding: used };
}
