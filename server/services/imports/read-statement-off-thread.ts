import { existsSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { CalendarDate } from '../../../core/dates';
import { statementMessages, type readStatement } from '../../../core/import/statement';
import { unpackTransactions } from '../../bank/packed-transactions';
import { simpleFinAnswerReasons, type SimpleFinAnswerReading } from '../../bank/simplefin-mapping';
import { ApiError } from '../../http/api-error';
import type {
  Form1099PdfReading,
  PackedSimpleFinAnswerReading,
  readForm1099PdfTask,
  readSimpleFinAnswerTask,
  readUploadFormTask,
  UploadPart,
} from './statement-worker';

// Issue 16: reading a 10 MB statement takes a CPU for a while; on the event loop it would hold up every other request.
// Files are read in a small pool of worker threads instead. The machine this runs on may have 2 cores, so at most
// 2 threads, which end when idle; a few more files wait their turn, and beyond that the server says it is busy.
// Issue 18: a SimpleFIN answer (up to 25 MB of JSON) is read in the same pool, so files and bank syncs share its cores.
const MAX_THREADS = 2;
const IDLE_TIMEOUT_MS = 30_000;
const MAX_QUEUED_FILES = 8;
// Reading a file is background work: with as many busy threads as cores, the OS must still run the event loop first,
// or every other request waits for a time slice behind the reader (seen as 300 ms stalls on 2 cores).
const READER_NICENESS = 10;

type ReadStatement = typeof readStatement;

/**
 * The worker module: the bundled statement-worker.js beside the built server (dist/server/main.js), else, when
 * running from the sources, the TypeScript worker through tsx.
 */
function workerFile(): string {
  const built = new URL('./statement-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built.href;
  const source = new URL('./statement-worker-source.mjs', import.meta.url);
  if (existsSync(fileURLToPath(source))) return source.href;
  throw new Error(
    `The statement worker is missing next to ${fileURLToPath(import.meta.url)}: run npm run build`,
  );
}

// Three tasks share the pool: reading a statement, the upload's multipart body before it (parsing 10 MB of form
// on the event loop stalled other requests for a few hundred ms on a busy 2-core machine), and a SimpleFIN answer.
// Issue 21: a 1099 form's PDF is read in the same pool too, so that it shares the same 2 cores.
type PoolTask =
  | Parameters<ReadStatement>
  | Parameters<typeof readUploadFormTask>[0]
  | Parameters<typeof readSimpleFinAnswerTask>[0]
  | Parameters<typeof readForm1099PdfTask>[0];
type PoolResult =
  | ReturnType<ReadStatement>
  | Awaited<ReturnType<typeof readUploadFormTask>>
  | ReturnType<typeof readSimpleFinAnswerTask>
  | Form1099PdfReading;
let pool: Piscina<PoolTask, PoolResult> | undefined;

function statementPool() {
  pool ??= new Piscina({
    filename: workerFile(),
    name: 'readStatementTask',
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: IDLE_TIMEOUT_MS,
    maxQueue: MAX_QUEUED_FILES,
    niceIncrement: READER_NICENESS,
  });
  return pool;
}

/**
 * readStatement on a worker thread: the same arguments, and its result as it is (plain data, copied back). A file
 * that cannot be read is still its { ok: false } result, for the caller to answer with a 400 as before.
 */
export async function readStatementOffThread(
  ...args: Parameters<ReadStatement>
): Promise<ReturnType<ReadStatement>> {
  return (await runInPool(args)) as ReturnType<ReadStatement>;
}

/**
 * An upload's form parts, parsed on a worker thread: the body moves there (no copy) and each file's bytes come
 * back. Null when the body is not the form its Content-Type says.
 */
export async function readUploadFormOffThread(
  contentType: string,
  body: ArrayBuffer,
): Promise<UploadPart[] | null> {
  return (await runInPool({ contentType, body }, 'readUploadFormTask', [body])) as UploadPart[] | null;
}

/**
 * An answer of SimpleFIN's GET {access}/accounts read on a worker thread (readSimpleFinAnswer: JSON, the account set,
 * our units): the bytes move there (no copy; `body` is detached afterwards) and the reading comes back, its
 * transactions packed on the way (packed-transactions.ts). With the pool's queue full it is not read now:
 * { ok: false } with the readers-busy reason, which fails the sync as unavailable, tried again later, like any other
 * answer that cannot be used.
 */
export async function readSimpleFinAnswerOffThread(
  body: ArrayBuffer,
  today: CalendarDate,
): Promise<SimpleFinAnswerReading> {
  if (readersFull()) return { ok: false, reason: simpleFinAnswerReasons.readersBusy };
  const reading = (await runInPool({ body, today }, 'readSimpleFinAnswerTask', [
    body,
  ])) as PackedSimpleFinAnswerReading;
  if (!reading.ok) return reading;
  // Rebuilt a slice at a time, each its own turn of the event loop, so no request waits for all 100,000 at once.
  const transactions = [];
  for (let from = 0; from < reading.transactions.count; from += ROWS_PER_TURN) {
    await nextTurn();
    transactions.push(...unpackTransactions(reading.transactions, from, from + ROWS_PER_TURN));
  }
  return { ...reading, transactions };
}

/**
 * Issue 21: a 1099 form's PDF read on a worker thread (readForm1099PdfTask: pdf.js, then what the text says). The
 * bytes move there (no copy: when `bytes` spans its whole ArrayBuffer, that buffer is detached afterwards). A PDF that
 * takes longer than `timeLimitMs` is given up, its thread ended, and answered { ok: false, reason: 'too-slow' }.
 */
export async function readForm1099PdfOffThread(
  bytes: Uint8Array,
  timeLimitMs: number,
): Promise<Form1099PdfReading | { ok: false; reason: 'too-slow' }> {
  const whole =
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength;
  const moved = whole ? (bytes.buffer) : bytes.slice().buffer;
  const signal = AbortSignal.timeout(timeLimitMs);
  try {
    return (await runInPool({ bytes: moved }, 'readForm1099PdfTask', [moved], signal)) as Form1099PdfReading;
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: 'too-slow' };
    throw error;
  }
}

/** Transactions rebuilt in one turn of the event loop: a few ms of work. */
const ROWS_PER_TURN = 10_000;

const readersFull = () => statementPool().queueSize >= MAX_QUEUED_FILES;

function runInPool(
  task: PoolTask,
  name?: string,
  transferList?: ArrayBuffer[],
  signal?: AbortSignal,
): Promise<PoolResult> {
  if (readersFull()) throw new ApiError('unavailable', statementMessages.busy);
  return statementPool().run(task, { name, transferList, signal });
}

/** Ends the worker threads once the files being read are done (at shutdown, and after tests). */
export async function closeStatementReaders(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
