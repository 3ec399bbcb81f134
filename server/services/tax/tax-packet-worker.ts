import { move } from 'piscina';
import type { TaxPacket } from '../../../core/tax/tax-packet';
import { taxPacketPdf } from './tax-packet-pdf';

// Runs in the tax packet's worker thread (tax-packet-off-thread.ts), never on the server's event loop.

/** The packet's PDF, its bytes handed back to the server's thread rather than copied. */
export async function taxPacketPdfTask(packet: TaxPacket) {
  const pdf = await taxPacketPdf(packet);
  const own = new Uint8Array(pdf.byteLength);
  own.set(pdf);
  return move(own);
}
