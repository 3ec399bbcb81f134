import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../core/api-errors';
import { offThreadMessages } from '../../core/off-thread-messages';
import type { ImportPreview } from '../../core/statement-import';
import { form1099Messages } from '../../core/tax/forms-1099';
import { serverProcessForFile, signedInCookie, uploadFile } from '../testing/event-loop-watch';
import { fanOutPdf } from '../testing/hostile-pdfs';

// A security review found the worker threads wedged: two 2 KB 1099 PDFs that each ran into the 15 s limit left
// another person's one-row statement preview unanswered for 72 s and more. The threads ended for the slow PDFs were not
// replaced, and the preview's tasks, waiting behind them in the same pool, waited for an unrelated upload to start a
// thread. Now each kind of work has its own threads, an ended thread's place is taken at once, and one person has at
// most two files in flight. A real server process, as a person would meet it.
const server = serverProcessForFile('off-thread-starvation');

const pdfFile = (bytes: Uint8Array, name: string) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('two PDFs that never finish reading', () => {
  it("do not hold up another person's statement preview, and the sender's third file is refused", async () => {
    const slowSender = await signedInCookie(
      server,
      { name: 'Sly Sender', email: 'sly.sender@example.com', password: 'correct horse' },
      { pro: true },
    );
    const previewer = await signedInCookie(server, {
      name: 'Pat Preview',
      email: 'pat.preview@example.com',
      password: 'correct horse',
    });
    const slow = [1, 2].map(() =>
      uploadFile(server, '/api/tax/forms-1099/read', slowSender, pdfFile(fanOutPdf(), 'f.pdf')),
    );
    let slowAnswered = false;
    // Awaited below even if an assertion fails first, so that no request is left unawaited.
    const slowDone = Promise.allSettled(slow);
    slow.forEach(
      (res) =>
        void res.then(
          () => (slowAnswered = true),
          () => (slowAnswered = true),
        ),
    );

    // Another person's one-row statement is previewed while both PDFs are still being read, not after them.
    const preview = await uploadFile(
      server,
      '/api/imports/preview',
      previewer,
      new File(['Date,Description,Amount\n01/02/2025,SHELL OIL 57442,-41.20\n'], 'checking.csv', {
        type: 'text/csv',
      }),
    );
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as ImportPreview).rows).toHaveLength(1);
    expect(slowAnswered).toBe(false);

    // The sender's third file waits for none of that: two in flight are the most one person has.
    const third = await uploadFile(
      server,
      '/api/tax/forms-1099/read',
      slowSender,
      pdfFile(fanOutPdf(), 'g.pdf'),
    );
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      error: { code: 'rate-limited', message: 'You have 2 files being read; wait for them to finish' },
    });
    expect(offThreadMessages.personBusy).toBe('You have 2 files being read; wait for them to finish');

    // Both are given up: past their deadline or their thread's memory, each with its reason.
    await slowDone;
    for (const res of await Promise.all(slow)) {
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as ApiErrorBody;
      expect([form1099Messages.pdfTooSlow, form1099Messages.pdfTooHeavy]).toContain(error.message);
      expect(error.fields).toEqual({ file: error.message });
    }
    expect(form1099Messages.pdfTooSlow).toBe('This PDF took too long to read: enter the form by hand');
    // That the next task then starts on a new thread at once is off-thread-pool.api.test.ts's to show: on a busy
    // machine a new thread's first read can itself take longer than a PDF's deadline.
  }, 120_000);
});
