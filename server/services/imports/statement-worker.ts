import { readStatement } from '../../../core/import/statement';
import type { CalendarDate } from '../../../core/dates';
import { packTransactions, type PackedTransactions } from '../../bank/packed-transactions';
import { readSimpleFinAnswer, type SimpleFinAnswerReading } from '../../bank/simplefin-mapping';
import { readForm1099Text, type Form1099TextReading } from '../../../core/tax/read-form-1099-text';
import { readForm1099PdfText } from '../tax/read-form-1099-pdf';

// Runs in a worker thread of the statement pool (read-statement-off-thread.ts), never on the server's event loop.

/** Piscina hands a task one value: readStatement's arguments, passed on as they are. */
export function readStatementTask(args: Parameters<typeof readStatement>): ReturnType<typeof readStatement> {
  return readStatement(...args);
}

/** A request body as it came in, with the Content-Type that says how its parts are separated. */
export interface UploadBody {
  contentType: string;
  body: ArrayBuffer;
}

/** One part of the form: text, or a file's name, type and bytes (a File does not cross between threads). */
export type UploadPart =
  | { name: string; text: string }
  | { name: string; file: { fileName: string; type: string; bytes: Uint8Array<ArrayBuffer> } };

/** The form's parts in order, or null when the body is not the form its Content-Type says. */
export async function readUploadFormTask({ contentType, body }: UploadBody): Promise<UploadPart[] | null> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const parts: UploadPart[] = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') parts.push({ name, text: value });
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      parts.push({ name, file: { fileName: value.name, type: value.type, bytes } });
    }
  }
  return parts;
}

/** An answer of SimpleFIN's GET {access}/accounts as it came in (issue 18), and the server's calendar date. */
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

/** Issue 21: a 1099 form's PDF as it came in (moved here, not copied). */
export interface Form1099Pdf {
  bytes: ArrayBuffer;
}

export type Form1099PdfReading =
  Form1099TextReading | { ok: false; reason: 'not-pdf' | 'damaged' | 'no-text' };

/** The text of the PDF's first pages (pdf.js), and what it says as a 1099 form. */
export async function readForm1099PdfTask({ bytes }: Form1099Pdf): Promise<Form1099PdfReading> {
  const text = await readForm1099PdfText(new Uint8Array(bytes));
  return text.ok ? readForm1099Text(text.runs) : text;
}
