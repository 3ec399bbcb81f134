import { createHash, randomUUID } from 'node:crypto';
import { addDays } from '../../core/dates';
import type {
  BankProvider,
  ConnectRequest,
  ProviderAccount,
  ProviderChanges,
  ProviderConnection,
  ProviderTransaction,
  SyncPosition,
} from './bank-provider';

// The built-in test bank, so connecting can be tried and tested without a bank or keys. Each connection
// gets its own seed (its credentials); a day's transactions follow from the seed and the date alone, so every read
// of a day gives the same transactions with the same ids. What each read gives:
// - the posted transactions of the HISTORY_DAYS days before `today` (from `position.lastPostedDate` on, when set);
// - one new posted transaction dated today for every sync so far (the cursor counts them), so each sync finds
//   exactly one new one;
// - a pending fuel hold dated yesterday, which posts (same id) from the third read on.

export const TEST_BANK_INSTITUTION = 'GigTally Test Bank';
export const TEST_BANK_HISTORY_DAYS = 90;

export const testBankAccounts: ProviderAccount[] = [
  { providerAccountId: 'checking', name: 'Everyday Checking', kind: 'checking', mask: '4821' },
  { providerAccountId: 'card', name: 'Rewards Card', kind: 'credit', mask: '7730' },
];

const SEED_PREFIX = 'testbank:';

type Pattern = {
  account: 'checking' | 'card';
  description: string;
  /** Chance on a given day. */
  chance: number;
  /** Cents, money in positive; the amount is drawn between the two. */
  range: [number, number];
};

// What a rideshare and delivery driver's accounts look like: payouts in, fuel, phone, parking and tolls out.
const dailyPatterns: Pattern[] = [
  { account: 'checking', description: 'UBER *TRIP PAYOUT', chance: 0.55, range: [4_500, 21_000] },
  { account: 'checking', description: 'LYFT DRIVER PAYOUT', chance: 0.35, range: [3_000, 15_000] },
  { account: 'checking', description: 'DOORDASH DASHER PAYOUT', chance: 0.4, range: [2_500, 12_000] },
  { account: 'card', description: 'SHELL OIL 57442', chance: 0.3, range: [-6_800, -3_200] },
  { account: 'card', description: 'PARKMOBILE CHICAGO', chance: 0.15, range: [-1_800, -400] },
  { account: 'card', description: 'E-ZPASS TOLL', chance: 0.12, range: [-1_250, -275] },
  { account: 'card', description: 'STARBUCKS STORE 1182', chance: 0.2, range: [-950, -425] },
];

/** A number in [0, 1) that follows from the text alone. */
function chanceOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

function transactionsOfDay(seed: string, day: string): ProviderTransaction[] {
  const found: ProviderTransaction[] = [];
  dailyPatterns.forEach((pattern, index) => {
    if (chanceOf(`${seed}|${day}|${index}|happens`) >= pattern.chance) return;
    const [low, high] = pattern.range;
    const amountCents = Math.round(low + (high - low) * chanceOf(`${seed}|${day}|${index}|amount`));
    found.push({
      providerTransactionId: `${seed}:${day}:${index}`,
      providerAccountId: pattern.account,
      date: day,
      amountCents,
      description: pattern.description,
      pending: false,
    });
  });
  // The phone bill on the 12th of each month.
  if (day.endsWith('-12')) {
    found.push({
      providerTransactionId: `${seed}:${day}:phone`,
      providerAccountId: 'checking',
      date: day,
      amountCents: -8_500,
      description: 'VERIZON WIRELESS PAYMENT',
      pending: false,
    });
  }
  return found;
}

function syncsSoFar(position: SyncPosition): number {
  const count = Number(position.cursor ?? 0);
  return Number.isInteger(count) && count >= 0 ? count : 0;
}

export class TestBankProvider implements BankProvider {
  readonly name = 'test' as const;

  // eslint-disable-next-line @typescript-eslint/require-await
  async connect(request: ConnectRequest): Promise<ProviderConnection> {
    if (request.provider !== 'test') throw new Error('the test bank connects only { provider: "test" }');
    return {
      credentials: `${SEED_PREFIX}${randomUUID()}`,
      institution: TEST_BANK_INSTITUTION,
      accounts: testBankAccounts,
    };
  }

  // eslint-disable-next-line @typescript-eslint/require-await
  async fetchChanges(credentials: string, position: SyncPosition, today: string): Promise<ProviderChanges> {
    const seed = credentials.startsWith(SEED_PREFIX) ? credentials.slice(SEED_PREFIX.length) : credentials;
    const reads = syncsSoFar(position);
    const firstDay = addDays(today, -TEST_BANK_HISTORY_DAYS);
    const from =
      position.lastPostedDate && position.lastPostedDate > firstDay ? position.lastPostedDate : firstDay;
    const transactions: ProviderTransaction[] = [];
    for (let day = from; day < today; day = addDays(day, 1))
      transactions.push(...transactionsOfDay(seed, day));
    for (let sync = 1; sync <= reads; sync++) {
      transactions.push({
        providerTransactionId: `${seed}:sync:${sync}`,
        providerAccountId: 'checking',
        date: today,
        amountCents: 4_000 + Math.round(8_000 * chanceOf(`${seed}|sync|${sync}`)),
        description: 'UBER *TRIP PAYOUT',
        pending: false,
      });
    }
    transactions.push({
      providerTransactionId: `${seed}:hold`,
      providerAccountId: 'card',
      date: addDays(today, -1),
      amountCents: -4_215,
      description: 'SHELL OIL 57442',
      pending: reads < 2,
    });
    const posted = transactions.filter((transaction) => !transaction.pending).map((t) => t.date);
    return {
      accounts: testBankAccounts,
      transactions,
      removedTransactionIds: [],
      next: {
        cursor: String(reads + 1),
        lastPostedDate: posted.reduce(
          (newest, date) => (date > newest ? date : newest),
          position.lastPostedDate ?? '',
        ),
      },
    };
  }

  async disconnect(): Promise<void> {}
}
