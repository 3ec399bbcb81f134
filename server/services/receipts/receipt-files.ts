import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import type { ReceiptStore } from '../../receipts/receipt-store';
import { purgeReceiptFiles } from './purge-receipt-files';

/** The receipt store and the removal of files whose rows are gone, shared by every route that deletes. */
export interface ReceiptFiles {
  store: ReceiptStore;
  /** Starts a purge soon (runs after any in progress); what a purge meets going wrong is logged and retried. */
  purgeSoon(): void;
  /** Resolves once no purge is running or asked for (tests, shutdown). */
  purged(): Promise<void>;
}

export function receiptFiles(db: Database, store: ReceiptStore, logger: Logger): ReceiptFiles {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      try {
        await purgeReceiptFiles(db, store);
      } catch (error) {
        logger.error(
          { err: error },
          'receipt files could not all be removed; they will be on the next purge',
        );
        return;
      }
    } while (again);
  };
  return {
    store,
    purgeSoon() {
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = null;
      });
    },
    async purged() {
      while (running) await running;
    },
  };
}
