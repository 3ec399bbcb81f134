// Where receipt files live. Two stores behind this one interface: files under DATA_DIR/receipts (the
// default, inside backups) and an S3-compatible object store for deployments with several instances.

/**
 * A store of receipt files by key. Keys are made by the server only (receiptFileKey), never from anything a person
 * sends: '<userId>/<receiptId>' for the file and '<userId>/<receiptId>.thumb' for its thumbnail.
 */
export interface ReceiptStore {
  readonly kind: 'files' | 's3';
  /** Writes the bytes under the key, replacing anything there; resolves once they are durable. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the keys; a key with nothing under it is no error. */
  delete(keys: readonly string[]): Promise<void>;
}

/** The keys of a receipt's file and of its thumbnail. */
export function receiptFileKey(userId: string, receiptId: string, part: 'file' | 'thumbnail'): string {
  return `${userId}/${receiptId}${part === 'thumbnail' ? '.thumb' : ''}`;
}
