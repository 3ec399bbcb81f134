import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { CANCEL_REQUEST, firstMessageLength, PROTOCOL_3, SSL_REQUEST, TERMINATE } from './pglite-wire';

// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls it, so
// on the server's thread every statement would hold every other request for as long as it runs (a year's export, a
// 120,000-row import). Here it runs beside the server, which talks to it in PostgreSQL's own wire protocol through a
// MessagePort per connection (server/db/pglite-channel.ts), with the same node-postgres driver it uses for a
// PostgreSQL server.

/** What the server hands the thread when it starts it. */
export interface PgliteThreadData {
  /** PGlite's data folder, or 'memory://'. */
  dataDir: string;
  /** A data folder (a tar file, as dumpDataDir writes it) to start an in-memory database from. */
  loadDataDir?: ArrayBuffer;
}

/** What the server asks of the thread beside its connections. */
export type PgliteThreadRequest =
  { type: 'connect'; port: MessagePort } | { type: 'dump'; id: number } | { type: 'close' };

export type PgliteThreadReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dumped'; id: number; dataDir: ArrayBuffer }
  | { type: 'closed' };

const openConnections = new Set<MessagePort>();
/**
 * Every connection's messages and clean-ups in the order they came, one at a time: a connection's clean-up must run
 * before the next connection prepares its statements again.
 */
let work = Promise.resolve();

/**
 * One client connection: its bytes are cut into whole messages, each run by PGlite in turn (one statement at a time
 * for the whole database, as PGlite has one session), and what PGlite answers is sent back in one piece per message.
 */
function serveConnection(db: PGlite, port: MessagePort): void {
  // Held here while open: a port that nothing refers to is closed when it is garbage collected.
  openConnections.add(port);
  let pending = Buffer.alloc(0);
  // Only the startup message and the requests before it come without a type byte.
  let typed = false;

  const answer = (bytes: Uint8Array) => {
    const copy = new Uint8Array(bytes);
    port.postMessage(copy, [copy.buffer]);
  };

  /** Runs one message; PGlite's answer goes into `answers`. */
  const runMessage = async (message: Buffer, untyped: boolean, answers: Uint8Array[]): Promise<void> => {
    if (untyped) {
      // No TLS inside the process: the driver is told so and goes on in the clear.
      if (message.readInt32BE(4) === SSL_REQUEST) return void answers.push(Buffer.from('N'));
      // One session has no other query to cancel.
      if (message.readInt32BE(4) === CANCEL_REQUEST) return;
    } else if (message[0] === TERMINATE) {
      // The client ends its connection, not the database's one session, which PGlite would end with it.
      port.close();
      return;
    }
    await db.runExclusive(() =>
      db.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (data) => answers.push(new Uint8Array(data)),
      }),
    );
  };

  port.on('message', (chunk: Uint8Array) => {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    // node-postgres writes a query's messages together (parse, bind, describe, execute, sync): they are run in turn
    // and answered together, one message back rather than one per message.
    const messages: { message: Buffer; untyped: boolean }[] = [];
    for (;;) {
      const length = firstMessageLength(pending, typed);
      if (length === 0) break;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      const untyped = !typed;
      if (untyped && message.readInt32BE(4) === PROTOCOL_3) typed = true;
      messages.push({ message, untyped });
    }
    if (messages.length === 0) return;
    work = work
      .then(async () => {
        const answers: Uint8Array[] = [];
        // Typed messages in a row go to PGlite in one call, which runs them in turn.
        let run: Buffer[] = [];
        const runTogether = async () => {
          if (run.length > 0) await runMessage(Buffer.concat(run), false, answers);
          run = [];
        };
        for (const { message, untyped } of messages) {
          if (untyped || message[0] === TERMINATE) {
            await runTogether();
            await runMessage(message, untyped, answers);
          } else run.push(message);
        }
        await runTogether();
        if (answers.length > 0) answer(Buffer.concat(answers));
      })
      // A message PGlite cannot run ends the connection: the driver reports it and the pool opens another.
      .catch(() => port.close());
  });
  // A connection that goes (the pool ended it, or its server is closing) must not leave the one session inside a
  // transaction or holding names the next connection will prepare again.
  port.on('close', () => {
    openConnections.delete(port);
    work = work
      .then(async () => {
        if (db.closed) return;
        if (db.isInTransaction()) await db.exec('rollback');
        await db.exec('deallocate all');
      })
      .catch(() => {});
  });
  port.start();
}

async function start(): Promise<void> {
  const port = parentPort!;
  const { dataDir, loadDataDir } = workerData as PgliteThreadData;
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir, { loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined });
  } catch (error) {
    port.postMessage({ type: 'failed', message: (error as Error).message } satisfies PgliteThreadReply);
    return;
  }
  port.on('message', (request: PgliteThreadRequest) => {
    if (request.type === 'connect') serveConnection(db, request.port);
    else if (request.type === 'dump') {
      work = work.then(async () => {
        const dumped = await (await db.dumpDataDir('none')).arrayBuffer();
        port.postMessage({ type: 'dumped', id: request.id, dataDir: dumped } satisfies PgliteThreadReply, [
          dumped,
        ]);
      });
    } else if (request.type === 'close') {
      // After what the connections sent before: PGlite writes its files as it closes.
      work = work.then(async () => {
        await db.close();
        port.postMessage({ type: 'closed' } satisfies PgliteThreadReply);
      });
    }
  });
  port.postMessage({ type: 'ready' } satisfies PgliteThreadReply);
}

await start();
