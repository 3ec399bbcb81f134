import type { MessagePort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { CANCEL_REQUEST, firstMessageLength, PROTOCOL_3, SSL_REQUEST, TERMINATE } from './pglite-wire';

// PGlite served to node-postgres in PostgreSQL's wire protocol, one MessagePort per connection. The server runs it on
// the embedded database's own thread (pglite-thread.ts); the API tests may run it on their own thread, where the same
// code answers without the hop between threads (pglite-channel.ts).

/** PGlite and the connections it serves, each connection's work run in the order it came. */
export class PgliteServer {
  readonly #db: PGlite;
  // Held here while open: a port that nothing refers to is closed when it is garbage collected.
  readonly #openConnections = new Set<MessagePort>();
  /**
   * Every connection's messages and clean-ups in the order they came, one at a time: a connection's clean-up must run
   * before the next connection prepares its statements again.
   */
  #work: Promise<unknown> = Promise.resolve();

  constructor(db: PGlite) {
    this.#db = db;
  }

  /** Serves one more connection on `port`. */
  connect(port: MessagePort): void {
    this.#openConnections.add(port);
    serveConnection(this.#db, port, (step) => this.#queue(step));
    // A connection that goes (the pool ended it, or its server is closing) must not leave the one session inside a
    // transaction or holding names the next connection will prepare again.
    port.on('close', () => {
      this.#openConnections.delete(port);
      void this.#queue(async () => {
        if (this.#db.closed) return;
        if (this.#db.isInTransaction()) await this.#db.exec('rollback');
        await this.#db.exec('deallocate all');
      }).catch(() => {});
    });
    port.start();
  }

  /** The data folder as one tar file, once what the connections sent before has run. */
  async dumpDataDir(): Promise<ArrayBuffer> {
    return this.#queue(async () => (await this.#db.dumpDataDir('none')).arrayBuffer());
  }

  /** Closes PGlite once what the connections sent before has run: PGlite writes its files as it closes. */
  close(): Promise<void> {
    return this.#queue(() => this.#db.close());
  }

  /** Runs `step` once the work queued before it is done; a step that fails does not stop the ones after it. */
  #queue<T>(step: () => Promise<T>): Promise<T> {
    const done = this.#work.then(step);
    this.#work = done.catch(() => {});
    return done;
  }
}

/**
 * One client connection: its bytes are cut into whole messages, each run by PGlite in turn (one statement at a time
 * for the whole database, as PGlite has one session), and what PGlite answers is sent back in one piece per batch.
 */
function serveConnection(
  db: PGlite,
  port: MessagePort,
  queue: (step: () => Promise<void>) => Promise<void>,
): void {
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
    queue(async () => {
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
}
