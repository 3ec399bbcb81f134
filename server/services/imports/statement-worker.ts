import { readStatement, sampleOfTable, type StatementRow } from '../../../core/import/statement';
import type { CalendarDate } from '../../../core/dates';
import { packTransactions, type PackedTransactions } from '../../bank/packed-transactions';
import { readSimpleFinAnswer, type SimpleFinAnswerReading } from '../../bank/simplefin-mapping';
import { packRows, type PackedRows, type RowShape } from '../../off-thread/packed-rows';
import { sentBackMoving } from '../../off-thread/sent-back-moving';

// Runs in a worker thread of the statement pool (read-statement-off-thread.ts), never on the server's event loop.

type StatementReading = ReturnType<typeof readStatement>;

/** A statement's reading with its rows as columns, which cost the event loop far less to receive than objects. */
export type PackedStatementReading =
  | (Omit<Extract<StatementReading, { ok: true }>, 'rows'> & { rows: PackedRows<StatementRow> })
  | Extract<StatementReading, { ok: false }>;

const statementRowShape: RowShape<StatementRow> = {
  line: 'number',
  date: 'repeated',
  amountCents: 'number',
  description: 'text',
  payee: 'text',
  externalId: 'text',
};

/**
 * Piscina hands a task one value: readStatement's arguments, passed on as they are. Its table goes back as the sample
 * the person sees, not the whole file a second time, and its rows packed.
 */
export function readStatementTask(args: Parameters<typeof readStatement>): PackedStatementReading {
  const read = readStatement(...args);
  if (!read.ok) return read;
  return {
    ...read,
    table: read.table ? sampleOfTable(read.table) : read.table,
    rows: packRows(read.rows, statementRowShape),
  };
}

/** A request body as it came in, with the Content-Type that says how its parts are separated. */
export interface UploadBody {
  contentType: string;
  body: ArrayBuffer;
  /** The fields of the form it is sent to: a body with more parts is refused before any part is built. */
  maxParts: number;
}

/** One part of the form: text, or a file's name, type and bytes (a File does not cross between threads). */
export type UploadPart =
  | { name: string; text: string }
  | { name: string; file: { fileName: string; type: string; bytes: Uint8Array<ArrayBuffer> } };

/** The form's parts in order; null when the body is not the form its Content-Type says. */
export type UploadForm = UploadPart[] | null | 'too-many-parts';

/**
 * The form's parts in order, or null when the body is not the form its Content-Type says, or 'too-many-parts' when it
 * has more parts than `maxParts`. The parts are counted first, by their separators, so that a body of 150,000 empty
 * parts costs a scan of its bytes rather than 150,000 Files here and 150,000 parts copied back to the event loop.
 */
export async function readUploadFormTask({ contentType, body, maxParts }: UploadBody): Promise<UploadForm> {
  if (partsAtLeast(contentType, new Uint8Array(body), maxParts + 1)) return 'too-many-parts';
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const parts: UploadPart[] = [];
  const fileBuffers: ArrayBuffer[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') parts.push({ name, text: value });
    else {
      const buffer = await value.arrayBuffer();
      fileBuffers.push(buffer);
      parts.push({ name, file: { fileName: value.name, type: value.type, bytes: new Uint8Array(buffer) } });
    }
  }
  return sentBackMoving(parts, fileBuffers);
}

/**
 * Whether the body has at least `count` parts: multipart parts each open with "--" and the boundary (RFC 7578 section
 * 4.1, on RFC 2046 section 5.1.1), and URL-encoded fields are separated by "&". A body that is not the form its
 * Content-Type says is counted the same way; its parsing then refuses it.
 */
function partsAtLeast(contentType: string, body: Uint8Array, count: number): boolean {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const separator = boundary ? Buffer.from(`--${boundary[1] ?? boundary[2]}`) : Buffer.from('&');
  // A multipart body's last boundary closes it rather than opening a part; a URL-encoded body has one more field than
  // separators. Both come to the same count of separators for `count` parts.
  const separators = boundary ? count + 1 : count - 1;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let found = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, at + separator.length)) {
    if (++found >= separators) return true;
  }
  return false;
}

/** An answer of SimpleFIN's GET {access}/accounts as it came in, and the server's calendar date. */
export interface SimpleFinAnswer {
  body: ArrayBuffer;
  today: CalendarDate;
}

/** A reading with its transactions as columns, which cost the event loop far less to receive than objects. */
export type PackedSimpleFinAnswerReading =
  | (Omit<Extract<SimpleFinAnswerReading, { ok: true }>, 'transactions'> & {
      transactions: PackedTransactions;
    })
  | Extract<SimpleFinAnswerReading, { ok: false }>;

/** readSimpleFinAnswer of the bytes that moved here; the reading is copied back, its transactions packed. */
export function readSimpleFinAnswerTask({ body, today }: SimpleFinAnswer): PackedSimpleFinAnswerReading {
  const reading = readSimpleFinAnswer(new Uint8Array(body), today);
  return reading.ok ? { ...reading, transactions: packTransactions(reading.transactions) } : reading;
}
