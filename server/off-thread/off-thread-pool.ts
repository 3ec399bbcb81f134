import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ApiErrorCode } from '../../core/api-errors';
import { MAX_FILES_IN_FLIGHT_PER_PERSON, offThreadMessages } from '../../core/off-thread-messages';
import { ApiError } from '../http/api-error';

// Heavy work (reading a statement, a bank answer or a 1099 PDF, parsing an upload's form, preparing a receipt,
// building a tax packet) runs on worker threads so that the event loop keeps answering. One shape for all of them,
// described in docs/architecture.md "Work off the event loop":
// - each kind of work has its own pool, so a slow kind cannot hold up another;
// - every task has a deadline, counted from when a thread takes it (a thread that starts first loads its worker
//   module, pdf.js for the 1099 PDFs: seconds on a busy machine, not the task's to spend); past it the thread is ended;
// - every thread has a memory limit (V8's old generation); a task that needs more ends its thread;
// - a task waits in this pool's own queue, and is handed to piscina only when a thread is free. piscina starts threads
//   only for tasks handed to it and, with no threads kept (minThreads 0), does not replace a thread it ended for an
//   aborted task: tasks left in its queue then waited for the next, unrelated upload. Handing it one task per free
//   thread means the task after an ended one starts a new thread at once;
// - one person has at most MAX_FILES_IN_FLIGHT_PER_PERSON tasks waiting or running, across every pool.

/** How long a thread with nothing to do stays, ready for the next file, before it ends. */
const IDLE_TIMEOUT_MS = 30_000;
/** A thread that takes longer than this to start has its task's deadline counted from here anyway. */
const THREAD_START_MS = 60_000;
// Heavy work is background work: with as many busy threads as cores, the OS must still run the event loop first, or
// every other request waits for a time slice behind it (seen as 300 ms stalls on 2 cores).
const NICENESS = 10;

export interface OffThreadPoolOptions {
  /** The worker module's file name without extension, beside the module that makes the pool (`importMetaUrl`). */
  worker: string;
  importMetaUrl: string;
  /** Where the worker's sources are, from `importMetaUrl`, when not beside it ('../tax/'); built, all are together. */
  sourceFolder?: string;
  /** Threads at most: the machine may have 2 cores. */
  maxThreads: number;
  /** Tasks waiting for a thread at most; beyond that the server says it is busy. */
  maxWaiting: number;
  /** A task's deadline, from when a thread takes it. */
  deadlineMs: number;
  /** A thread's memory limit: V8's old generation, in MB. */
  memoryMb: number;
  /** Said (503) when maxWaiting tasks already wait. */
  busyMessage: string;
  /** Said for a task that met its deadline or its thread's memory limit. */
  overLimit: { code: ApiErrorCode; message: string };
}

export interface OffThreadTask {
  /** The worker module's function that does it. */
  name: string;
  /** ArrayBuffers moved to the thread rather than copied (they are detached here afterwards). */
  transferList?: ArrayBuffer[];
  /** Counts against this person's MAX_FILES_IN_FLIGHT_PER_PERSON; left out for work no one person asked for. */
  personId?: string;
  /** A deadline of its own instead of the pool's. */
  deadlineMs?: number;
}

/** A task that met its deadline ('time') or its thread's memory limit ('memory'); its thread was ended. */
export class OffThreadLimitError extends ApiError {
  constructor(
    readonly limit: 'time' | 'memory',
    overLimit: OffThreadPoolOptions['overLimit'],
  ) {
    super(overLimit.code, overLimit.message, { file: overLimit.message });
  }
}

/** Tasks waiting or running per person, across every pool. */
const inFlightByPerson = new Map<string, number>();

function claimPersonSlot(personId: string | undefined): () => void {
  if (personId === undefined) return () => undefined;
  const inFlight = inFlightByPerson.get(personId) ?? 0;
  if (inFlight >= MAX_FILES_IN_FLIGHT_PER_PERSON)
    throw new ApiError('rate-limited', offThreadMessages.personBusy);
  inFlightByPerson.set(personId, inFlight + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlightByPerson.get(personId) ?? 1) - 1;
    if (left === 0) inFlightByPerson.delete(personId);
    else inFlightByPerson.set(personId, left);
  };
}

interface Waiting {
  task: unknown;
  options: OffThreadTask;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** A pool of worker threads for one kind of heavy work; see the top of this file. */
export class OffThreadPool<Task, Result> {
  readonly #options: OffThreadPoolOptions;
  #threads: Piscina | undefined;
  readonly #waiting: Waiting[] = [];
  #running = 0;
  /** Threads (by id) that have loaded their worker module (piscina's workerCreate) and not yet ended. */
  readonly #readyThreads = new Set<number>();
  /** Tasks handed to piscina whose thread is still starting: told when the next one is ready. */
  #startingThreadWaiters: (() => void)[] = [];

  constructor(options: OffThreadPoolOptions) {
    this.#options = options;
  }

  /**
   * Runs the worker module's `options.name` on a thread with `task`. Throws ApiError('unavailable') with too many
   * waiting, ApiError('rate-limited') when the person has too many files in flight, and OffThreadLimitError when the
   * task meets its deadline or its thread's memory limit.
   */
  async run(task: Task, options: OffThreadTask): Promise<Result> {
    if (this.#waiting.length >= this.#options.maxWaiting) {
      throw new ApiError('unavailable', this.#options.busyMessage);
    }
    const release = claimPersonSlot(options.personId);
    try {
      return await new Promise<Result>((resolve, reject) => {
        this.#waiting.push({ task, options, resolve: resolve as (result: unknown) => void, reject });
        this.#startWaiting();
      });
    } finally {
      release();
    }
  }

  /** Threads alive now (busy or idle). */
  get threadCount(): number {
    return this.#threads?.threads.length ?? 0;
  }

  /** Tasks waiting for a thread. */
  get waitingCount(): number {
    return this.#waiting.length;
  }

  /** Refuses the waiting tasks and ends the threads once the running ones are done (at shutdown, after tests). */
  async close(): Promise<void> {
    for (const waiting of this.#waiting.splice(0)) {
      waiting.reject(new ApiError('unavailable', this.#options.busyMessage));
    }
    const closing = this.#threads;
    this.#threads = undefined;
    this.#readyThreads.clear();
    for (const startClock of this.#startingThreadWaiters.splice(0)) startClock();
    await closing?.close();
  }

  #startWaiting(): void {
    while (this.#running < this.#options.maxThreads && this.#waiting.length > 0) {
      const next = this.#waiting.shift() as Waiting;
      this.#running++;
      void this.#runOnThread(next).finally(() => {
        this.#running--;
        this.#startWaiting();
      });
    }
  }

  async #runOnThread({ task, options, resolve, reject }: Waiting): Promise<void> {
    const threads = this.#pool();
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const startClock = () => {
      timer ??= setTimeout(() => deadline.abort(), options.deadlineMs ?? this.#options.deadlineMs);
    };
    // A ready thread is free for this task (each running task holds one): its clock starts now; else when the thread
    // piscina starts for it is ready.
    // (A thread ended by an error may be gone before its id is known to workerDestroy: piscina's own count of threads
    // bounds the ready ones.)
    if (Math.min(this.#readyThreads.size, threads.threads.length) >= this.#running) startClock();
    else this.#whenAThreadIsReady(startClock);
    try {
      const { name, transferList } = options;
      resolve(await threads.run(task, { name, transferList, signal: deadline.signal }));
    } catch (error) {
      if (deadline.signal.aborted) reject(new OffThreadLimitError('time', this.#options.overLimit));
      else if (isOutOfMemory(error)) reject(new OffThreadLimitError('memory', this.#options.overLimit));
      else reject(error);
    } finally {
      clearTimeout(timer);
    }
  }

  #whenAThreadIsReady(then: () => void): void {
    const fallback = setTimeout(then, THREAD_START_MS);
    this.#startingThreadWaiters.push(() => {
      clearTimeout(fallback);
      then();
    });
  }

  #pool(): Piscina {
    if (this.#threads) return this.#threads;
    this.#threads = new Piscina({
      filename: workerFile(this.#options),
      minThreads: 0,
      maxThreads: this.#options.maxThreads,
      idleTimeout: IDLE_TIMEOUT_MS,
      // This pool hands piscina one task per free thread; its own queue is never needed.
      maxQueue: this.#options.maxThreads,
      niceIncrement: NICENESS,
      resourceLimits: { maxOldGenerationSizeMb: this.#options.memoryMb },
    });
    // piscina hands a new view of the thread to each event: the thread is known by its id.
    this.#threads.on('workerCreate', (thread: { id: number }) => {
      this.#readyThreads.add(thread.id);
      this.#startingThreadWaiters.shift()?.();
    });
    this.#threads.on('workerDestroy', (thread: { id: number }) => this.#readyThreads.delete(thread.id));
    return this.#threads;
  }
}

const isOutOfMemory = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * The worker module: `<worker>.js` bundled beside the built server (dist/server/main.js), else, when running from the
 * sources, `<worker>-source.mjs`, which loads the TypeScript worker through tsx.
 */
function workerFile({ worker, importMetaUrl, sourceFolder = './' }: OffThreadPoolOptions): string {
  const built = new URL(`./${worker}.js`, importMetaUrl);
  if (existsSync(fileURLToPath(built))) return built.href;
  const source = new URL(`${sourceFolder}${worker}-source.mjs`, importMetaUrl);
  if (existsSync(fileURLToPath(source))) return source.href;
  throw new Error(`The ${worker} is missing next to ${fileURLToPath(importMetaUrl)}: run npm run build`);
}
