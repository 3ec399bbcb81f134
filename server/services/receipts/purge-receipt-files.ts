import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { receiptFileDeletion } from '../../db/schema';
import type { ReceiptStore } from '../../receipts/receipt-store';

const KEYS_PER_ROUND = 1_000;

/**
 * Removes from the store the files of receipts whose rows are gone, however they went (a receipt deleted, its
 * expense deleted, an import undone, the account deleted): the trigger of migration 0013 queued their keys. A key
 * leaves the queue only once its file is gone, so a store that fails now is tried again on the next purge.
 */
export async function purgeReceiptFiles(db: Database, store: ReceiptStore): Promise<number> {
  let purged = 0;
  for (;;) {
    const queued = await db
      .select({ key: receiptFileDeletion.key })
      .from(receiptFileDeletion)
      .limit(KEYS_PER_ROUND);
    if (queued.length === 0) return purged;
    const keys = queued.map(({ key }) => key);
    await store.delete(keys);
    await db.delete(receiptFileDeletion).where(inArray(receiptFileDeletion.key, keys));
    purged += keys.length;
    if (queued.length < KEYS_PER_ROUND) return purged;
  }
}
