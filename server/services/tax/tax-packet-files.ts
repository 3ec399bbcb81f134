import type { ExportCell } from '../../../core/export/cells';
import { mileageLogRows } from '../../../core/export/mileage-log';
import {
  packetFiles,
  paymentRows,
  reconciliationRows,
  scheduleCItemRows,
  scheduleCRows,
  type TaxPacket,
} from '../../../core/tax/tax-packet';
import { delimitedText } from '../export/delimited-text';
import { RECEIPT_INDEX_FILE } from '../receipts/receipt-archive';
import { taxPacketPdf } from './tax-packet-pdf';

/** What the packet's zip holds beside the receipt files: the PDF and the CSV files, each as bytes. */
export interface TaxPacketFiles {
  pdf: Uint8Array;
  csv: { name: string; bytes: Uint8Array }[];
}

/**
 * The packet's PDF and CSV files. A year of 60,000 items makes CSV text of several MB, and the PDF takes pdfkit up to a
 * second: both are made on the packet's worker thread (tax-packet-off-thread.ts), never on the event loop.
 */
export async function taxPacketFiles(
  packet: TaxPacket,
  receiptIndexRows: ExportCell[][],
): Promise<TaxPacketFiles> {
  const texts: [string, string][] = [
    [packetFiles.scheduleC, delimitedText(scheduleCRows(packet.scheduleC))],
    [packetFiles.scheduleCItems, delimitedText(scheduleCItemRows(packet.scheduleC))],
    [packetFiles.payments, delimitedText(paymentRows(packet))],
    [packetFiles.reconciliation, delimitedText(reconciliationRows(packet.reconciliation))],
    [packetFiles.mileageLog, delimitedText(mileageLogRows(packet.mileageLog))],
    [`${packetFiles.receiptsFolder}${RECEIPT_INDEX_FILE}`, delimitedText(receiptIndexRows)],
  ];
  const encoder = new TextEncoder();
  return {
    pdf: await taxPacketPdf(packet),
    csv: texts.map(([name, text]) => ({ name, bytes: encoder.encode(text) })),
  };
}
