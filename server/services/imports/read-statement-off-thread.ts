import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { statementMessages, type readStatement } from '../../../core/import/statement';
import { ApiError } from '../../http/api-error';
import type { readUploadFormTask, UploadPart } from './statement-worker';

// Issue 16: reading a 10 MB statement takes a CPU for a while; on the event loop it would hold up every other request.
// Files are read in a small pool of worker threads instead. The machine this runs on may have 2 cores, so at most
// 2 threads, which end when idle; a few more files wait their turn, and beyond that the server says it is busy.
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

// Two tasks share the pool: reading a statement, and the upload's multipart body before it (parsing 10 MB of form
// on the event loop stalled other requests for a few hundred ms on a busy 2-core machine).
type PoolTask = Parameters<ReadStatement> | Parameters<typeof readUploadFormTask>[0];
type PoolResult = ReturnType<ReadStatement> | Awaited<ReturnType<typeof readUploadFormTask>>;
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

function runInPool(task: PoolTask, name?: string, transferList?: ArrayBuffer[]): Promise<PoolResult> {
  const readers = statementPool();
  if (readers.queueSize >= MAX_QUEUED_FILES) throw new ApiError('unavailable', statementMessages.busy);
  return readers.run(task, { name, transferList });
}

/** Ends the worker threads once the files being read are done (at shutdown, and after tests). */
export async function closeStatementReaders(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
