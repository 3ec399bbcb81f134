import { existsSync } from 'node:fs';
import { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { PGlite as PgliteType } from '@electric-sql/pglite';
import { PgliteServer } from './pglite-server';
import type { PgliteThreadData, PgliteThreadReply, PgliteThreadRequest } from './pglite-thread';

/** The embedded database's thread, as the server sees it: connections to it, a copy of its data folder, its end. */
export interface PgliteThread {
  /** A new connection: a stream of PostgreSQL's wire protocol, for node-postgres's `stream` option. */
  connection(): Duplex;
  /** The data folder as one tar file (PGlite's dumpDataDir). */
  dumpDataDir(): Promise<ArrayBuffer>;
  /** Whether the thread still runs: it ends only when closed or when PGlite itself fails. */
  readonly running: boolean;
  close(): Promise<void>;
}

/** Starts PGlite on its own thread over `dataDir` and waits until it is open. */
export async function startPgliteThread(dataDir: string, loadDataDir?: Blob): Promise<PgliteThread> {
  const load = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL(threadFile(), import.meta.url), {
    workerData: { dataDir, loadDataDir: load } satisfies PgliteThreadData,
    transferList: load ? [load] : [],
  });
  let running = true;
  let failure: Error | undefined;
  const dumps = new Map<number, (dataDir: ArrayBuffer) => void>();
  let nextDump = 0;
  let closed: (() => void) | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: PgliteThreadReply) => {
      if (reply.type === 'ready') resolve();
      else if (reply.type === 'failed')
        reject(new Error(`The embedded database did not open: ${reply.message}`));
      else if (reply.type === 'dumped') dumps.get(reply.id)?.(reply.dataDir);
      else if (reply.type === 'closed') closed?.();
    });
    worker.on('error', (error) => {
      failure = error;
      reject(error);
    });
    worker.on('exit', () => {
      running = false;
      reject(failure ?? new Error('The embedded database stopped before it opened'));
    });
  });
  await ready;
  const send = (request: PgliteThreadRequest, transfer: MessagePort[] = []) =>
    worker.postMessage(request, transfer);
  return {
    connection: () => new PgliteConnection((port) => send({ type: 'connect', port }, [port])),
    dumpDataDir: () =>
      new Promise((resolve) => {
        const id = nextDump++;
        dumps.set(id, (dumped) => {
          dumps.delete(id);
          resolve(dumped);
        });
        send({ type: 'dump', id });
      }),
    get running() {
      return running;
    },
    close: async () => {
      if (!running) return;
      // PGlite writes its files as it closes: the thread ends only after that.
      await new Promise<void>((resolve) => {
        closed = resolve;
        send({ type: 'close' });
      });
      await worker.terminate();
    },
  };
}

/**
 * PGlite on the calling thread, served through the same wire protocol, driver and code as on its own thread, without
 * the hop between threads. For the API tests, which run one request at a time and open a database per file: on this
 * 2-core machine the hop and the thread's start cost the suite minutes. The server always uses startPgliteThread;
 * the thread's own behaviour is tested in pglite-channel.api.test.ts and database-event-loop.api.test.ts.
 */
export async function openPgliteOnThisThread(dataDir: string, loadDataDir?: Blob): Promise<PgliteThread> {
  // Loaded here only: the server's own thread never runs PGlite.
  const { PGlite } = await import('@electric-sql/pglite');
  const db: PgliteType = await PGlite.create(dataDir, { loadDataDir });
  const server = new PgliteServer(db);
  return {
    connection: () => new PgliteConnection((port) => server.connect(port)),
    dumpDataDir: () => server.dumpDataDir(),
    get running() {
      return !db.closed;
    },
    close: async () => {
      if (!db.closed) await server.close();
    },
  };
}

/**
 * One node-postgres connection to the thread: what the driver writes goes through a MessagePort of its own, and what
 * the thread answers comes back through it. It stands where node-postgres would use a socket, so it answers the few
 * socket calls the driver makes (connect, setNoDelay, setKeepAlive, ref, unref).
 */
class PgliteConnection extends Duplex {
  readonly #open: (port: MessagePort) => void;
  #port: MessagePort | undefined;

  constructor(open: (port: MessagePort) => void) {
    super();
    this.#open = open;
  }

  connect(): this {
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    port1.on('message', (bytes: Uint8Array) =>
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    port1.on('close', () => this.destroy());
    this.#open(port2);
    queueMicrotask(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  /** An idle connection lets the process end, as an idle socket does. */
  ref(): this {
    this.#port?.ref();
    return this;
  }

  unref(): this {
    this.#port?.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    const copy = new Uint8Array(chunk);
    this.#port?.postMessage(copy, [copy.buffer]);
    done();
  }

  /**
   * The driver corks the connection around a query's messages (Parse, Bind, Describe, Execute, Sync): they cross to
   * the thread as one message rather than one each, and the thread reads them as one batch.
   */
  override _writev(
    chunks: { chunk: Buffer; encoding: BufferEncoding }[],
    done: (error?: Error | null) => void,
  ): void {
    const whole = new Uint8Array(chunks.reduce((size, { chunk }) => size + chunk.byteLength, 0));
    let at = 0;
    for (const { chunk } of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    this.#port?.postMessage(whole, [whole.buffer]);
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.#port?.close();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.#port?.close();
    done(error);
  }
}

/**
 * The thread's module: pglite-thread.js bundled beside the built server, else pglite-thread-source.mjs, which loads
 * the TypeScript through tsx (a worker thread does not inherit its parent's loader).
 */
function threadFile(): string {
  const built = new URL('./pglite-thread.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return './pglite-thread.js';
  return './pglite-thread-source.mjs';
}
