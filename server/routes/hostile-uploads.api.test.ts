import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offThreadMessages } from '../../core/off-thread-messages';
import { form1099Messages } from '../../core/tax/forms-1099';
import {
  serverProcessForFile,
  signedInCookie,
  uploadFile,
  whileCheckingHealth,
} from '../testing/event-loop-watch';
import { fills, form1099Pdf } from '../testing/form-1099-pdfs';
import { inflatingPdf } from '../testing/hostile-pdfs';

// Uploads a security review made to hurt the whole server, sent to a real server process as any account could.
const server = serverProcessForFile('hostile-uploads');

/** The server process's peak resident memory so far (Linux's VmHWM), in MB. */
function peakMemoryMb(): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  if (!kb) throw new Error('no VmHWM in /proc/<pid>/status');
  return Number(kb[1]) / 1024;
}

describe('a 1099 PDF whose page content inflates to 1 GB', () => {
  it('is refused with a 400, the server staying within a few hundred MB of where it was', async () => {
    const cookie = await signedInCookie(
      server,
      { name: 'Bo Bomb', email: 'bo.bomb@example.com', password: 'correct horse' },
      { pro: true },
    );
    // A real form first: its thread loads pdf.js, so that what is measured is the reading.
    const real = new File([new Uint8Array(await form1099Pdf(fills.lyft1099K))], 'lyft.pdf');
    expect((await uploadFile(server, '/api/tax/forms-1099/read', cookie, real)).status).toBe(200);
    const bomb = await inflatingPdf(1024 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const before = peakMemoryMb();

    const res = await uploadFile(
      server,
      '/api/tax/forms-1099/read',
      cookie,
      new File([new Uint8Array(bomb)], 'bomb.pdf'),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'This PDF unpacks to far more than a 1099 form: enter the form by hand',
        fields: { file: 'This PDF unpacks to far more than a 1099 form: enter the form by hand' },
      },
    });
    expect(form1099Messages.pdfTooHeavy).toBe(
      'This PDF unpacks to far more than a 1099 form: enter the form by hand',
    );
    // Read whole, it took the server from 768 MB to 2,981 MB.
    const grewMb = peakMemoryMb() - before;
    console.log(`peak memory grew ${Math.round(grewMb)} MB reading the PDF`);
    expect(grewMb).toBeLessThan(400);
  }, 120_000);
});

describe('a multipart body of 148,000 empty parts', () => {
  it('is refused before any part is built, /api/health answering throughout', async () => {
    const cookie = await signedInCookie(server, {
      name: 'Manny Parts',
      email: 'manny.parts@example.com',
      password: 'correct horse',
    });
    const boundary = 'gigtally-parts';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n`;
    const body = `${part.repeat(148_000)}--${boundary}--\r\n`;
    expect(body.length).toBeLessThan(10 * 1024 * 1024);
    const watch = await whileCheckingHealth(server, () =>
      fetch(`${server.url}/api/imports/preview`, {
        method: 'POST',
        headers: {
          Origin: server.url,
          Cookie: cookie,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      }),
    );
    // Refused at once: the checks may be few. Built into Files on the event loop, the parts held a check 2.5 s.
    const longest = Math.max(...watch.latencies);
    console.log(
      `health: ${watch.latencies.length} checks, longest ${Math.round(longest)} ms, parts ${Math.round(watch.workMs)} ms`,
    );
    expect(longest).toBeLessThan(1_000);
    expect(watch.answer.status).toBe(400);
    expect(await watch.answer.json()).toEqual({
      error: {
        code: 'validation-failed',
        message: 'This upload has more parts than the form has fields. Send the file from GigTally’s page.',
        fields: {
          _: 'This upload has more parts than the form has fields. Send the file from GigTally’s page.',
        },
      },
    });
    expect(offThreadMessages.tooManyParts).toBe(
      'This upload has more parts than the form has fields. Send the file from GigTally’s page.',
    );
  }, 120_000);

  it('still reads a statement sent with every field of its form', async () => {
    const cookie = await signedInCookie(server, {
      name: 'Fay Fields',
      email: 'fay.fields@example.com',
      password: 'correct horse',
    });
    const form = new FormData();
    form.append('file', new File(['Date,Description,Amount\n01/02/2025,SHELL OIL 57442,-41.20\n'], 'c.csv'));
    form.append(
      'mapping',
      JSON.stringify({ date: 0, description: 1, amount: 2, amountSign: 'in-positive', dateOrder: 'MDY' }),
    );
    form.append('changes', '[]');
    form.append('encoding', 'utf-8');
    const res = await fetch(`${server.url}/api/imports/preview`, {
      method: 'POST',
      headers: { Origin: server.url, Cookie: cookie },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }, 60_000);
});
