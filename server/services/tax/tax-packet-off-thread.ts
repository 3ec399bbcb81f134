import { offThreadMessages } from '../../../core/off-thread-messages';
import { taxPacketMessages, type TaxPacket } from '../../../core/tax/tax-packet';
import type { ExportCell } from '../../../core/export/cells';
import { OffThreadPool } from '../../off-thread/off-thread-pool';
import type { TaxPacketFiles } from './tax-packet-files';

// A large year's packet PDF (10,000 items, 2,000 trips, 1,000 receipts: about 100 pages) takes pdfkit 0.6-1 s
// of CPU, which would hold every other request that long; so it is built on a worker thread
// (server/off-thread/off-thread-pool.ts): one thread, a few packets waiting their turn, and beyond that the
// server says it is busy.
const builders = new OffThreadPool<unknown, unknown>({
  worker: 'tax-packet-worker',
  importMetaUrl: import.meta.url,
  maxThreads: 1,
  maxWaiting: 4,
  deadlineMs: 60_000,
  memoryMb: 512,
  busyMessage: taxPacketMessages.busy,
  overLimit: { code: 'unavailable', message: offThreadMessages.packetTooHeavy },
});

/**
 * taxPacketPdf (tax-packet-pdf.ts) on the worker thread, counted against `personId`'s files in flight;
 * ApiError('unavailable') with too many waiting.
 */
export async function taxPacketPdfOffThread(packet: TaxPacket, personId?: string): Promise<Uint8Array> {
  return (await builders.run(packet, { name: 'taxPacketPdfTask', personId })) as Uint8Array;
}

/** taxPacketFiles (tax-packet-files.ts), the PDF and the CSV files, on the worker thread. */
export async function taxPacketFilesOffThread(
  packet: TaxPacket,
  receiptIndexRows: ExportCell[][],
  personId?: string,
): Promise<TaxPacketFiles> {
  return (await builders.run(
    { packet, receiptIndexRows },
    { name: 'taxPacketFilesTask', personId },
  )) as TaxPacketFiles;
}

/** Ends the worker thread once the packets being built are done (at shutdown, and after tests). */
export async function closeTaxPacketBuilders(): Promise<void> {
  await builders.close();
}
