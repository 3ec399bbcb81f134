import type { Database } from './client';

/** The handle a `db.transaction` callback receives; services take it where they must share a transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
