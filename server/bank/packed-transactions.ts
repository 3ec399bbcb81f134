import { packRows, type PackedRows, type RowShape } from '../off-thread/packed-rows';
import type { ProviderTransaction } from './bank-provider';

/** A bank's transactions as columns, for the trip back from the worker thread that read them. */
export type PackedTransactions = PackedRows<ProviderTransaction>;

const transactionShape: RowShape<ProviderTransaction> = {
  providerTransactionId: 'text',
  // An answer has a few accounts and a few hundred dates for its 100,000 transactions.
  providerAccountId: 'repeated',
  date: 'repeated',
  amountCents: 'number',
  description: 'text',
  pending: 'flag',
};

export function packTransactions(transactions: readonly ProviderTransaction[]): PackedTransactions {
  return packRows(transactions, transactionShape);
}
