import { STATEMENT_MAX_BYTES, statementMessages } from './statement-messages';

export type DecodedStatement = { ok: true; text: string } | { ok: false; message: string };

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

function decode(bytes: Uint8Array, encoding: string): string | undefined {
  try {
    // fatal: a byte that is not valid in the encoding is an error, not a silent U+FFFD in a description.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * OFX 1.x files say their character set in the header, and most banks write 'CHARSET:1252'. Those are read as
 * Windows-1252 rather than refused; any other non-UTF-8 file is refused.
 */
function declaresWindows1252(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return /OFXHEADER/i.test(head) && /CHARSET:\s*(1252|windows-1252)\b/i.test(head);
}

function decodeText(bytes: Uint8Array): string | undefined {
  // TextDecoder drops the byte order mark itself (ignoreBOM is false by default).
  if (startsWith(bytes, [0xff, 0xfe])) return decode(bytes, 'utf-16le');
  if (startsWith(bytes, [0xfe, 0xff])) return decode(bytes, 'utf-16be');
  return decode(bytes, 'utf-8') ?? (declaresWindows1252(bytes) ? decode(bytes, 'windows-1252') : undefined);
}

function looksBinary(bytes: Uint8Array): boolean {
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) return true;
  const isUtf16 = startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);
  return !isUtf16 && bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/** A file's bytes as text with '\n' line ends and no NUL characters, or the reason it cannot be read. */
export function decodeStatement(bytes: Uint8Array): DecodedStatement {
  if (bytes.length > STATEMENT_MAX_BYTES) return { ok: false, message: statementMessages.tooLarge };
  if (bytes.length === 0) return { ok: false, message: statementMessages.empty };
  if (looksBinary(bytes)) return { ok: false, message: statementMessages.binary };

  const text = decodeText(bytes);
  if (text === undefined) return { ok: false, message: statementMessages.encoding };
  // A leading BOM is gone already; one left inside (files joined together) is not text either.
  const cleaned = text.replace(/\r\n?/g, '\n').replace(/[\0\uFEFF]/g, '');
  if (cleaned.trim() === '') return { ok: false, message: statementMessages.empty };
  return { ok: true, text: cleaned };
}
