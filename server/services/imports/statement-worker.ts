import { readStatement } from '../../../core/import/statement';

// Runs in a worker thread of the statement pool (read-statement-off-thread.ts), never on the server's event loop.

/** Piscina hands a task one value: readStatement's arguments, passed on as they are. */
export function readStatementTask(args: Parameters<typeof readStatement>): ReturnType<typeof readStatement> {
  return readStatement(...args);
}
