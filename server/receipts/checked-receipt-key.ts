// The one shape a receipt store key may have (receiptFileKey makes it). Keys are made by the server, never
// from what a person sends; both stores still refuse any other shape, so no mistake can reach outside a user's folder.

const RECEIPT_KEY = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+(\.thumb)?$/;

/** The key when it is '<userId>/<receiptId>' or '<userId>/<receiptId>.thumb'; throws an Error otherwise. */
export function checkedReceiptKey(key: string): string {
  if (!RECEIPT_KEY.test(key)) {
    throw new Error(`Not a receipt file key: ${JSON.stringify(key.slice(0, 200))}`);
  }
  return key;
}
