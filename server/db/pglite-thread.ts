import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PgliteServer } from './pglite-server';

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
  const server = new PgliteServer(db);
  port.on('message', (request: PgliteThreadRequest) => {
    if (request.type === 'connect') server.connect(request.port);
    else if (request.type === 'dump') {
      void server
        .dumpDataDir()
        .then((dumped) =>
          port.postMessage({ type: 'dumped', id: request.id, dataDir: dumped } satisfies PgliteThreadReply, [
            dumped,
          ]),
        );
    } else if (request.type === 'close') {
      void server.close().then(() => port.postMessage({ type: 'closed' } satisfies PgliteThreadReply));
    }
  });
  port.postMessage({ type: 'ready' } satisfies PgliteThreadReply);
}

await start();
