import { descriptionKey } from './categorisation/rules';

/** What makes two transactions the same one: date, amount and description, whatever the sign. */
export function transactionFingerprint(row: {
  date: string;
  amountCents: number;
  description: string;
}): string {
  return `${row.date}|${Math.abs(row.amountCents)}|${descriptionKey(row.description)}`;
}

/**
 * What an item is known by: an imported item keeps the fingerprint of its row, so editing it later does not make the
 * row new again.
 */
export const itemFingerprint = (item: {
  date: string;
  amountCents: number;
  description: string;
  importFingerprint: string | null;
}): string => item.importFingerprint ?? transactionFingerprint(item);

/** What the user already has: fingerprints (with how many items share each) and the files' own transaction ids. */
export interface KnownTransactions {
  fingerprints: ReadonlyMap<string, number>;
  externalIds: ReadonlySet<string>;
}

/**
 * Which rows are already there. A row with the file's own id is a duplicate when that id was imported before (or came earlier in the
 * file).
 * Otherwise rows are matched one for one: two identical $5 coffees on one day are two purchases, so a file with
 * both adds both the first time, and nothing the second.
 */
export function findDuplicates(rows: readonly DuplicateCandidate[], known: KnownTransactions): boolean[] {
  return rows.map(duplicateMatcher(known));
}

type DuplicateCandidate = { date: string; amountCents: number; description: string; externalId: string };

/** findDuplicates one row at a time, in the file's order: for a caller that checks a large file in slices. */
export function duplicateMatcher(known: KnownTransactions): (row: DuplicateCandidate) => boolean {
  const unmatched = new Map(known.fingerprints);
  const externalIds = new Set(known.externalIds);
  return (row) => {
    if (row.externalId) {
      // An id the file repeats is the same transaction twice.
      if (externalIds.has(row.externalId)) return true;
      externalIds.add(row.externalId);
    }
    const fingerprint = transactionFingerprint(row);
    const left = unmatched.get(fingerprint) ?? 0;
    if (left === 0) return false;
    unmatched.set(fingerprint, left - 1);
    return true;
  };
}
