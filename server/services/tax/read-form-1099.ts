import {
  FORM_1099_PDF_MAX_BYTES,
  form1099Messages,
  type Form1099Reading,
} from '../../../core/tax/forms-1099';
import { ApiError } from '../../http/api-error';
import { readForm1099PdfOffThread } from '../imports/read-statement-off-thread';
import { looksLikePdf } from './read-form-1099-pdf';

const refusals = {
  'not-pdf': form1099Messages.notPdf,
  damaged: form1099Messages.pdfDamaged,
  'no-text': form1099Messages.noText,
  'not-a-1099': form1099Messages.notA1099,
  'too-slow': form1099Messages.pdfTooSlow,
  'too-large': form1099Messages.pdfTooHeavy,
  'unpacks-too-large': form1099Messages.pdfTooHeavy,
} as const;

const refused = (message: string) => new ApiError('validation-failed', message, { file: message });

/**
 * POST /api/tax/forms-1099/read: what a 1099 form's PDF says (kind, year, the compared box, the payer as a platform),
 * for the person to check before keeping it. The bytes are checked to be a PDF by their content here, and read with
 * pdf.js on a worker thread, within FORM_1099_READ_TIME_LIMIT_MS, its thread's memory and what the reader inflates
 * (FORM_1099_PDF_INFLATE_LIMIT_BYTES); it counts against `personId`'s files in flight.
 */
export async function readForm1099Upload(bytes: Uint8Array, personId: string): Promise<Form1099Reading> {
  if (bytes.length > FORM_1099_PDF_MAX_BYTES)
    throw new ApiError('payload-too-large', form1099Messages.pdfTooLarge);
  if (!looksLikePdf(bytes)) throw refused(form1099Messages.notPdf);
  let result: Awaited<ReturnType<typeof readForm1099PdfOffThread>>;
  try {
    result = await readForm1099PdfOffThread(bytes, { personId });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'unavailable') {
      throw new ApiError('unavailable', form1099Messages.readersBusy);
    }
    throw error;
  }
  if (!result.ok) throw refused(refusals[result.reason]);
  return result.reading;
}
