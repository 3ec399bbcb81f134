import { describe, expect, it } from 'vitest';
import { FORM_1099_PDF_MAX_BYTES, type Form1099Reading } from '../../core/tax/forms-1099';
import { serverProcessForFile, signedInCookie, uploadWhileCheckingHealth } from '../testing/event-loop-watch';
import { comparedBoxDollars, fills, form1099Pdf, largeForm1099Pdf } from '../testing/form-1099-pdfs';

// Reading a 1099's PDF must not stall other requests. A real server process reads a PDF of about 5 MB (the
// largest the route takes: Uber's 1099-K and two pages of its trips, about 2 s of pdf.js on one core) while
// another client checks /api/health again and again; every check answers within 200 ms (LONGEST_CHECK_MS in
// server/testing/event-loop-watch.ts). The multipart body and the PDF are both read on the statement pool's
// worker threads.
const server = serverProcessForFile('forms-event-loop');

describe('reading a 5 MB 1099 PDF', () => {
  it('keeps answering /api/health while it reads the PDF, and reads it', async () => {
    // Reading a 1099 is Pro.
    const account = { name: 'Fay Forms', email: 'fay.forms@example.com', password: 'correct horse' };
    const cookie = await signedInCookie(server, account, { pro: true });
    const bytes = new Uint8Array(await largeForm1099Pdf(FORM_1099_PDF_MAX_BYTES - 64 * 1024));
    expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(FORM_1099_PDF_MAX_BYTES);
    // A first small PDF starts the worker threads and loads pdf.js, so that what is timed is the big one's reading.
    const res = await uploadWhileCheckingHealth(server, '/api/tax/forms-1099/read', cookie, {
      warmUp: new File([new Uint8Array(await form1099Pdf(fills.lyft1099K))], 'lyft.pdf'),
      file: new File([bytes], 'uber-1099-k.pdf', { type: 'application/pdf' }),
      work: 'reading',
    });
    const fill = fills.uber1099K;
    expect((await res.json()) as Form1099Reading).toEqual({
      kind: fill.kind,
      year: fill.year,
      platform: 'Uber',
      amount: comparedBoxDollars(fill),
    });
  }, 90_000);
});
