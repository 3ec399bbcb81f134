import { move } from 'piscina';
import type { ExportCell } from '../../../core/export/cells';
import type { TaxPacket } from '../../../core/tax/tax-packet';
import { sentBackMoving } from '../../off-thread/sent-back-moving';
import { taxPacketFiles } from './tax-packet-files';
import { taxPacketPdf } from './tax-packet-pdf';

// Runs in the tax packet's worker thread (tax-packet-off-thread.ts), never on the server's event loop.

/** The packet's PDF, its bytes handed back to the server's thread rather than copied. */
export async function taxPacketPdfTask(packet: TaxPacket) {
  const pdf = await taxPacketPdf(packet);
  const own = new Uint8Array(pdf.byteLength);
  own.set(pdf);
  return move(own);
}

/** The packet's PDF and CSV files, their bytes handed back rather than copied. */
export async function taxPacketFilesTask({
  packet,
  receiptIndexRows,
}: {
  packet: TaxPacket;
  receiptIndexRows: ExportCell[][];
}) {
  const files = await taxPacketFiles(packet, receiptIndexRows);
  const pdf = new Uint8Array(files.pdf.byteLength);
  pdf.set(files.pdf);
  const moved = { pdf, csv: files.csv };
  return sentBackMoving(moved, [pdf.buffer, ...files.csv.map((file) => file.bytes.buffer as ArrayBuffer)]);
}
