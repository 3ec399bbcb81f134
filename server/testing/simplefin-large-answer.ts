import type { StandInTransaction } from './simplefin-stand-in';

// A busy SimpleFIN account, for the tests that read a large answer (the event-loop test, the readers'
// queue): `count` transactions of about 200 bytes of JSON each, all made within the last few days.

const DAY_SECONDS = 24 * 60 * 60;

/**
 * `count` transactions ('TRN-000000', 'TRN-000001', ...), each made `daysAgo` days before `now` (unix seconds): the
 * first `posted` of them posted, the rest still pending (SimpleFIN's posted 0, dated by transacted_at).
 */
export function busyAccountTransactions(
  count: number,
  { now, daysAgo = 2, posted = 0 }: { now: number; daysAgo?: number; posted?: number },
): StandInTransaction[] {
  const time = now - daysAgo * DAY_SECONDS;
  return Array.from({ length: count }, (_, index) => {
    const id = `TRN-${String(index).padStart(6, '0')}`;
    const cents = 100 + (index % 9_900);
    const amount = `-${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const description = `UBER TRIP ${id} HELP.UBER.COM SAN FRANCISCO CA ${'·'.repeat(13)}`;
    return index < posted
      ? { id, posted: time, amount, description, payee: `Rider ${id}` }
      : { id, posted: 0, pending: true, transacted_at: time, amount, description, payee: `Rider ${id}` };
  });
}
