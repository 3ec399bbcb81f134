import { readForm1099Text, type Form1099TextReading } from '../../../core/tax/read-form-1099-text';
import { loadPdfReader, readForm1099PdfText } from './read-form-1099-pdf';

// Runs in a worker thread of the 1099 PDF pool (services/imports/read-statement-off-thread.ts), never on the
// server's event loop. pdf.js is loaded as the thread starts, before it takes a task, so that a PDF's time limit is
// spent reading it, not loading pdf.js (seconds on a busy machine).
await loadPdfReader();

/** A 1099 form's PDF as it came in (moved here, not copied). */
export interface Form1099Pdf {
  bytes: ArrayBuffer;
}

export type Form1099PdfReading =
  Form1099TextReading | { ok: false; reason: 'not-pdf' | 'damaged' | 'no-text' | 'unpacks-too-large' };

/** The text of the PDF's first pages (pdf.js), and what it says as a 1099 form. */
export async function readForm1099PdfTask({ bytes }: Form1099Pdf): Promise<Form1099PdfReading> {
  const text = await readForm1099PdfText(new Uint8Array(bytes));
  return text.ok ? readForm1099Text(text.runs) : text;
}
