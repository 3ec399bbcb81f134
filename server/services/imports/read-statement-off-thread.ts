import type { CalendarDate } from '../../../core/dates';
import { statementMessages, type readStatement } from '../../../core/import/statement';
import { offThreadMessages } from '../../../core/off-thread-messages';
import { FORM_1099_READ_TIME_LIMIT_MS, form1099Messages } from '../../../core/tax/forms-1099';
import { unpackRowsInTurns } from '../../off-thread/packed-rows';
import { simpleFinAnswerReasons, type SimpleFinAnswerReading } from '../../bank/simplefin-mapping';
import { ApiError } from '../../http/api-error';
import { OffThreadLimitError, OffThreadPool } from '../../off-thread/off-thread-pool';
import type { Form1099Pdf, Form1099PdfReading } from '../tax/form-1099-worker';
import type {
  PackedSimpleFinAnswerReading,
  PackedStatementReading,
  SimpleFinAnswer,
  UploadBody,
  UploadForm,
} from './statement-worker';

// Reading a 10 MB statement takes a CPU for a while; on the event loop it would hold up every other request.
// Files are read on worker threads instead (server/off-thread/off-thread-pool.ts), all with the same worker
// module (statement-worker.ts), in four pools so that no kind of work can hold up another: an upload's
// multipart body (parsing 10 MB of form on the event loop stalled other requests for a few hundred ms on a
// busy 2-core machine), a statement, a SimpleFIN answer (up to 25 MB of JSON) and a 1099 form's PDF. The
// limits of each are below and in docs/architecture.md "Work off the event loop".
const WORKER = 'statement-worker';

type ReadStatement = typeof readStatement;

/**
 * A pool for what a person uploads to import a statement: its form and then its file. Either one busy or over its
 * limits, the person is told in the statement import's words.
 */
const statementUploadPool = <Task, Result>(limits: { deadlineMs: number; memoryMb: number }) =>
  new OffThreadPool<Task, Result>({
    worker: WORKER,
    importMetaUrl: import.meta.url,
    maxThreads: 2,
    maxWaiting: 8,
    busyMessage: statementMessages.busy,
    overLimit: { code: 'validation-failed', message: offThreadMessages.fileTooHeavy },
    ...limits,
  });

/** Multipart bodies: up to the statement's 10 MB and its changes, parsed in a few hundred ms. */
const uploadForms = statementUploadPool<UploadBody, UploadForm>({ deadlineMs: 10_000, memoryMb: 256 });

/** Statements of up to 10 MB: about a second each on one core. */
const statements = statementUploadPool<Parameters<ReadStatement>, PackedStatementReading>({
  deadlineMs: 30_000,
  memoryMb: 512,
});

/** SimpleFIN answers: background work of the bank syncs, so one thread; a sync that finds it busy tries again later. */
const bankAnswers = new OffThreadPool<SimpleFinAnswer, PackedSimpleFinAnswerReading>({
  worker: WORKER,
  importMetaUrl: import.meta.url,
  maxThreads: 1,
  maxWaiting: 8,
  deadlineMs: 60_000,
  memoryMb: 768,
  busyMessage: simpleFinAnswerReasons.readersBusy,
  overLimit: { code: 'unavailable', message: simpleFinAnswerReasons.tooLarge },
});

/** 1099 PDFs: pdf.js on the first pages, within FORM_1099_READ_TIME_LIMIT_MS and what read-form-1099-pdf.ts inflates. */
const form1099Pdfs = new OffThreadPool<Form1099Pdf, Form1099PdfReading>({
  worker: 'form-1099-worker',
  importMetaUrl: import.meta.url,
  sourceFolder: '../tax/',
  maxThreads: 2,
  maxWaiting: 8,
  deadlineMs: FORM_1099_READ_TIME_LIMIT_MS,
  memoryMb: 256,
  busyMessage: form1099Messages.readersBusy,
  overLimit: { code: 'validation-failed', message: form1099Messages.pdfTooSlow },
});

/**
 * readStatement on a worker thread: the same arguments, and its result as it is (plain data, copied back). The file's
 * bytes move there (no copy: when they span their whole ArrayBuffer, that buffer is detached afterwards). A file that
 * cannot be read is still its { ok: false } result, for the caller to answer with a 400 as before. `personId` counts
 * it against the person's files in flight.
 */
export async function readStatementOffThread(
  args: Parameters<ReadStatement>,
  personId?: string,
): Promise<ReturnType<ReadStatement>> {
  const [, bytes] = args;
  const read = await statements.run(args, {
    name: 'readStatementTask',
    personId,
    transferList: wholeBuffer(bytes),
  });
  return read.ok ? { ...read, rows: await unpackRowsInTurns(read.rows) } : read;
}

/** The ArrayBuffer under `bytes` when they span all of it, to move; else nothing (they are copied). */
function wholeBuffer(bytes: Uint8Array): ArrayBuffer[] {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  return whole ? [bytes.buffer] : [];
}

/**
 * An upload's form parts, parsed on a worker thread: the body moves there (no copy) and each file's bytes come
 * back. Null when the body is not the form its Content-Type says; 'too-many-parts' when it has more than `maxParts`
 * (counted before any part is built).
 */
export async function readUploadFormOffThread(upload: UploadBody, personId?: string): Promise<UploadForm> {
  return uploadForms.run(upload, { name: 'readUploadFormTask', transferList: [upload.body], personId });
}

/**
 * An answer of SimpleFIN's GET {access}/accounts read on a worker thread (readSimpleFinAnswer: JSON, the account set,
 * our units): the bytes move there (no copy; `body` is detached afterwards) and the reading comes back, its
 * transactions packed on the way (off-thread/packed-rows.ts). With the pool's queue full it is not read now:
 * { ok: false } with the readers-busy reason, which fails the sync as unavailable, tried again later, like any other
 * answer that cannot be used.
 */
export async function readSimpleFinAnswerOffThread(
  body: ArrayBuffer,
  today: CalendarDate,
): Promise<SimpleFinAnswerReading> {
  let reading: PackedSimpleFinAnswerReading;
  try {
    reading = await bankAnswers.run(
      { body, today },
      { name: 'readSimpleFinAnswerTask', transferList: [body] },
    );
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, reason: error.message };
    throw error;
  }
  if (!reading.ok) return reading;
  return { ...reading, transactions: await unpackRowsInTurns(reading.transactions) };
}

/**
 * A 1099 form's PDF read on a worker thread (readForm1099PdfTask: pdf.js, then what the text says). The bytes
 * move there (no copy: when `bytes` spans its whole ArrayBuffer, that buffer is detached afterwards). A PDF
 * that takes longer than `timeLimitMs` is given up, its thread ended: { ok: false, reason: 'too-slow' }; one
 * that needs more memory than its thread has ends it too: { ok: false, reason: 'too-large' }.
 */
export async function readForm1099PdfOffThread(
  bytes: Uint8Array,
  { timeLimitMs = FORM_1099_READ_TIME_LIMIT_MS, personId }: { timeLimitMs?: number; personId?: string } = {},
): Promise<Form1099PdfReading | { ok: false; reason: 'too-slow' | 'too-large' }> {
  const moved = wholeBuffer(bytes)[0] ?? bytes.slice().buffer;
  try {
    return await form1099Pdfs.run(
      { bytes: moved },
      { name: 'readForm1099PdfTask', transferList: [moved], personId, deadlineMs: timeLimitMs },
    );
  } catch (error) {
    if (error instanceof OffThreadLimitError) {
      return { ok: false, reason: error.limit === 'time' ? 'too-slow' : 'too-large' };
    }
    throw error;
  }
}

/** The pools' threads alive now, by pool (for the tests of what happens to a thread that is ended). */
export function statementReaderThreads() {
  return {
    uploadForms: uploadForms.threadCount,
    statements: statements.threadCount,
    bankAnswers: bankAnswers.threadCount,
    form1099Pdfs: form1099Pdfs.threadCount,
  };
}

/** Ends the worker threads once the files being read are done (at shutdown, and after tests). */
export async function closeStatementReaders(): Promise<void> {
  await Promise.all([uploadForms.close(), statements.close(), bankAnswers.close(), form1099Pdfs.close()]);
}
