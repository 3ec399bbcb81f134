import type { ProviderTransaction } from './bank-provider';

// Issue 18: a SimpleFIN answer of 100,000 transactions is read on a worker thread. Sent back as 100,000 objects, their
// copy alone held the event loop for about 200 ms on a busy 2-core machine; as lists of 100,000 strings, still about
// 50 ms in one piece. Packed here, each text column is one string with the end of every row in a number array: the
// copy is a few large blocks, and the rows are rebuilt a slice at a time (unpackTransactions' `from`/`to`), between
// which other requests get their turn. Pure: no thread or I/O here.

/** Transactions as columns: row i of each column is transaction i; account ids and dates, which repeat, once each. */
export interface PackedTransactions {
  count: number;
  /** The distinct account ids, which `account` points into. */
  accountIds: string[];
  /** The distinct dates, which `date` points into. */
  dates: string[];
  /** Every transaction id, one after the other; row i ends at idEnds[i]. */
  ids: string;
  idEnds: Uint32Array<ArrayBuffer>;
  /** Every description, one after the other; row i ends at descriptionEnds[i]. */
  descriptions: string;
  descriptionEnds: Uint32Array<ArrayBuffer>;
  account: Uint32Array<ArrayBuffer>;
  date: Uint32Array<ArrayBuffer>;
  amountCents: Float64Array<ArrayBuffer>;
  /** 1 pending, 0 posted. */
  pending: Uint8Array<ArrayBuffer>;
}

/** The index of `value` in `list`, added at the end the first time it is seen. */
function indexer() {
  const list: string[] = [];
  const index = new Map<string, number>();
  return {
    list,
    of(value: string) {
      let at = index.get(value);
      if (at === undefined) {
        at = list.push(value) - 1;
        index.set(value, at);
      }
      return at;
    },
  };
}

export function packTransactions(transactions: readonly ProviderTransaction[]): PackedTransactions {
  const count = transactions.length;
  const accounts = indexer();
  const dates = indexer();
  const ids: string[] = [];
  const descriptions: string[] = [];
  const packed = {
    count,
    accountIds: accounts.list,
    dates: dates.list,
    idEnds: new Uint32Array(count),
    descriptionEnds: new Uint32Array(count),
    account: new Uint32Array(count),
    date: new Uint32Array(count),
    amountCents: new Float64Array(count),
    pending: new Uint8Array(count),
  };
  let idEnd = 0;
  let descriptionEnd = 0;
  transactions.forEach((transaction, row) => {
    ids.push(transaction.providerTransactionId);
    idEnd += transaction.providerTransactionId.length;
    packed.idEnds[row] = idEnd;
    descriptions.push(transaction.description);
    descriptionEnd += transaction.description.length;
    packed.descriptionEnds[row] = descriptionEnd;
    packed.account[row] = accounts.of(transaction.providerAccountId);
    packed.date[row] = dates.of(transaction.date);
    packed.amountCents[row] = transaction.amountCents;
    packed.pending[row] = transaction.pending ? 1 : 0;
  });
  return { ...packed, ids: ids.join(''), descriptions: descriptions.join('') };
}

/** Rows `from` to `to` (not included) of the packed transactions, as transactions; all of them by default. */
export function unpackTransactions(
  packed: PackedTransactions,
  from = 0,
  to = packed.count,
): ProviderTransaction[] {
  const end = Math.min(to, packed.count);
  const transactions: ProviderTransaction[] = [];
  for (let row = from; row < end; row++) {
    transactions.push({
      providerTransactionId: packed.ids.slice(row > 0 ? packed.idEnds[row - 1] : 0, packed.idEnds[row]),
      providerAccountId: packed.accountIds[packed.account[row]!]!,
      date: packed.dates[packed.date[row]!]!,
      amountCents: packed.amountCents[row]!,
      description: packed.descriptions.slice(
        row > 0 ? packed.descriptionEnds[row - 1] : 0,
        packed.descriptionEnds[row],
      ),
      pending: packed.pending[row] === 1,
    });
  }
  return transactions;
}
