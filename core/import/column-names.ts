// Header names that banks and gig platforms use for each column GigTally needs, most preferred first: when a file
// has two date columns, 'Transaction Date' (the day you paid) is taken before 'Post Date' (the day the bank booked it).

export type ColumnRole =
  'date' | 'amount' | 'debit' | 'credit' | 'description' | 'payee' | 'memo' | 'transactionId' | 'type';

const SYNONYMS: Record<ColumnRole, string[]> = {
  date: [
    'transaction date',
    'trans date',
    'date',
    'date/time',
    'date time',
    'timestamp',
    'payout date',
    'paid date',
    'completed date',
    'posting date',
    'posted date',
    'post date',
  ],
  amount: [
    'amount',
    'amount (usd)',
    'amount usd',
    'transaction amount',
    'net amount',
    'net earnings',
    'net payout',
    'net',
    'total pay',
    'earnings',
    'payout',
    'total',
  ],
  debit: ['debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'money out', 'paid out'],
  credit: ['credit', 'credits', 'credit amount', 'deposit', 'deposits', 'money in', 'paid in'],
  description: [
    'description',
    'transaction description',
    'original description',
    'details',
    'memo',
    'narrative',
    'merchant',
    'name',
    'activity',
  ],
  payee: ['payee', 'merchant name', 'counterparty'],
  // 'Memo' describes a row when nothing else does; with a Description column beside it, it is the fallback.
  memo: ['notes', 'note', 'memo', 'comments', 'comment'],
  transactionId: [
    'transaction id',
    'transaction number',
    'reference',
    'reference number',
    'ref',
    'ref id',
    'id',
    'trip id',
    'order id',
    'confirmation',
  ],
  type: ['type', 'transaction type'],
};

/** Longer than any name above with room to spare: a longer header names no column, and is not read. */
const HEADER_MAX_LENGTH = 64;

/**
 * 'Amount (USD)' → 'amount usd', 'Date/Time' → 'date time', 'Check or Slip #' → 'check or slip'; '' for a header
 * longer than HEADER_MAX_LENGTH.
 */
export function normaliseHeader(name: string): string {
  if (name.length > HEADER_MAX_LENGTH) return '';
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const NORMALISED_SYNONYMS = Object.fromEntries(
  Object.entries(SYNONYMS).map(([role, names]) => [role, [...new Set(names.map(normaliseHeader))]]),
) as Record<ColumnRole, string[]>;

/**
 * The column for a role: the header matching the most preferred synonym, leaving out columns already taken by
 * another role.
 */
export function findColumn(
  headers: readonly string[],
  role: ColumnRole,
  taken: ReadonlySet<number>,
): number | undefined {
  const normalised = headers.map(normaliseHeader);
  for (const synonym of NORMALISED_SYNONYMS[role]) {
    const index = normalised.findIndex((name, column) => name === synonym && !taken.has(column));
    if (index >= 0) return index;
  }
  return undefined;
}

/** Whether a row reads as the header of a statement: a date column and some money column. */
export function looksLikeStatementHeader(cells: readonly string[]): boolean {
  const none = new Set<number>();
  const hasDate = findColumn(cells, 'date', none) !== undefined;
  const hasMoney = (['amount', 'debit', 'credit'] as const).some(
    (role) => findColumn(cells, role, none) !== undefined,
  );
  return hasDate && hasMoney;
}
