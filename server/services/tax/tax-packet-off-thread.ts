import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { taxPacketMessages, type TaxPacket } from '../../../core/tax/tax-packet';
import { ApiError } from '../../http/api-error';

// Issue 21: a large year's packet PDF (10,000 items, 2,000 trips, 1,000 receipts: about 100 pages) takes pdfkit
// 0.6-1 s of CPU, which would hold every other request that long; so it is built on a worker thread, as receipts are
// prepared (server/receipts/prepare-receipt-off-thread.ts): one thread, ended when idle, a few packets waiting their
// turn, and beyond that the server says it is busy.
const MAX_THREADS = 1;
const IDLE_TIMEOUT_MS = 30_000;
const MAX_QUEUED_PACKETS = 4;
// Background work: the OS runs the event loop first.
const BUILDER_NICENESS = 10;

/** The bundled tax-packet-worker.js beside the built server, else the TypeScript worker through tsx. */
function workerFile(): string {
  const built = new URL('./tax-packet-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built.href;
  const source = new URL('./tax-packet-worker-source.mjs', import.meta.url);
  if (existsSync(fileURLToPath(source))) return source.href;
  throw new Error(
    `The tax packet worker is missing next to ${fileURLToPath(import.meta.url)}: run npm run build`,
  );
}

let pool: Piscina<TaxPacket, Uint8Array> | undefined;

function packetPool() {
  pool ??= new Piscina({
    filename: workerFile(),
    name: 'taxPacketPdfTask',
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: IDLE_TIMEOUT_MS,
    maxQueue: MAX_QUEUED_PACKETS,
    niceIncrement: BUILDER_NICENESS,
  });
  return pool;
}

/** taxPacketPdf (tax-packet-pdf.ts) on the worker thread; ApiError('unavailable') with too many waiting. */
export async function taxPacketPdfOffThread(packet: TaxPacket): Promise<Uint8Array> {
  const builders = packetPool();
  if (builders.queueSize >= MAX_QUEUED_PACKETS) throw new ApiError('unavailable', taxPacketMessages.busy);
  return builders.run(packet);
}

/** Ends the worker thread once the packets being built are done (at shutdown, and after tests). */
export async function closeTaxPacketBuilders(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
