import { FORM_1099_PDF_INFLATE_LIMIT_BYTES } from '../../../core/tax/forms-1099';
import { MAX_RUN_LENGTH, MAX_RUNS, type TextRun } from '../../../core/tax/read-form-1099-text';
import { loadCappedPdfWorker, withInflateBudget } from './pdfjs-inflate-cap';

// The text of a 1099 form's PDF, read with pdf.js on a worker thread of the statement pool
// (services/imports/read-statement-off-thread.ts), never on the server's event loop. Only the first pages are read
// (Copy B is the first; payers put instructions after it), and only so much of their text. What the PDF's streams
// unpack to is capped at FORM_1099_PDF_INFLATE_LIMIT_BYTES (pdfjs-inflate-cap.ts).

/** Pages read: Copy B, and a cover page or Copy 2 before it at most. */
export const FORM_1099_PAGES_READ = 3;
/** Vertical room between pages, so that a later page's text always comes below an earlier one's. */
const PAGE_SPACING = 10_000;

export type Form1099PdfText =
  | { ok: true; runs: TextRun[] }
  | { ok: false; reason: 'not-pdf' | 'damaged' | 'no-text' | 'unpacks-too-large' };

const PDF_SIGNATURE = '%PDF-';

/** Whether the bytes are a PDF by their content: "%PDF-" in the first 1,024 bytes, as PDF readers accept it. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString('latin1');
  return head.includes(PDF_SIGNATURE);
}

interface PdfTextItem {
  str: string;
  transform: number[];
}

/**
 * pdf.js, with the inflate checks in its worker code (pdfjs-inflate-cap.ts). The legacy build is the one meant for
 * Node; loaded only on the threads that read 1099s.
 */
export async function loadPdfReader() {
  await loadCappedPdfWorker();
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/**
 * The text pieces of the first pages, y measured downward from the top of the first page; 'unpacks-too-large' when
 * the PDF's streams unpack to more than `inflateLimit` bytes, whatever pdf.js made of the rest.
 */
export async function readForm1099PdfText(
  bytes: Uint8Array,
  inflateLimit = FORM_1099_PDF_INFLATE_LIMIT_BYTES,
): Promise<Form1099PdfText> {
  if (!looksLikePdf(bytes)) return { ok: false, reason: 'not-pdf' };
  const pdfjs = await loadPdfReader();
  const { result, exceeded } = await withInflateBudget(inflateLimit, () => readText(pdfjs, bytes));
  return exceeded ? { ok: false, reason: 'unpacks-too-large' } : result;
}

async function readText(
  pdfjs: typeof import('pdfjs-dist/legacy/build/pdf.mjs'),
  bytes: Uint8Array,
): Promise<Form1099PdfText> {
  const loading = pdfjs.getDocument({
    data: bytes,
    // No network and no files: no font data fetched, no system fonts, no eval'd font programs, no XFA.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document: Awaited<typeof loading.promise>;
  try {
    document = await loading.promise;
  } catch {
    await loading.destroy();
    return { ok: false, reason: 'damaged' };
  }
  try {
    const runs: TextRun[] = [];
    const pages = Math.min(document.numPages, FORM_1099_PAGES_READ);
    for (let number = 1; number <= pages && runs.length < MAX_RUNS; number++) {
      const page = await document.getPage(number);
      const [, , , top = 0] = page.view;
      const content = await page.getTextContent();
      for (const item of content.items as PdfTextItem[]) {
        if (runs.length >= MAX_RUNS) break;
        if (typeof item.str !== 'string' || item.str.trim() === '') continue;
        const [, , , , x = 0, y = 0] = item.transform;
        runs.push({
          text: item.str.slice(0, MAX_RUN_LENGTH),
          x,
          y: (number - 1) * PAGE_SPACING + (top - y),
        });
      }
      page.cleanup();
    }
    return runs.length === 0 ? { ok: false, reason: 'no-text' } : { ok: true, runs };
  } catch {
    return { ok: false, reason: 'damaged' };
  } finally {
    await document.destroy();
  }
}
