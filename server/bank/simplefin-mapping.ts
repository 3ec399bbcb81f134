import { z } from 'zod';
import { addDays, daysBetween, type CalendarDate } from '../../core/dates';
import { DESCRIPTION_MAX_LENGTH } from '../../core/items';
import { MAX_AMOUNT_CENTS } from '../../core/money';
import type { ProviderAccount, ProviderTransaction, UnreadableTransaction } from './bank-provider';
import { cleanProviderText, PROVIDER_ID_MAX_LENGTH, PROVIDER_NAME_MAX_LENGTH } from './provider-answers';

// SimpleFIN's answers (https://www.simplefin.org/protocol.html, "Account Set") read into GigTally's units.
// Pure: the HTTP side is in simplefin-provider.ts.

/** SimpleFIN Bridge refuses (caps) a range longer than 90 days between start-date and end-date. */
export const SIMPLEFIN_MAX_RANGE_DAYS = 90;
/** The first sync reads the 90 days that end today (today included): one request within the Bridge's cap. */
export const SIMPLEFIN_FIRST_SYNC_DAYS = 90;

const transactionSchema = z.object({
  id: z.string().min(1).max(PROVIDER_ID_MAX_LENGTH),
  posted: z.number().int().nonnegative().default(0),
  amount: z.string().max(40),
  description: z.string().default(''),
  payee: z.string().nullish(),
  memo: z.string().nullish(),
  pending: z.boolean().nullish(),
  transacted_at: z.number().int().nonnegative().nullish(),
});

// Transactions are read one by one (readSimpleFinAnswer), so that one that is not SimpleFIN's shape is left out and
// reported rather than making the whole answer unreadable.
const accountSchema = z.object({
  org: z.object({ name: z.string().nullish(), domain: z.string().nullish() }).nullish(),
  id: z.string().min(1).max(PROVIDER_ID_MAX_LENGTH),
  name: z.string().default(''),
  currency: z.string().nullish(),
  transactions: z.array(z.unknown()).default([]),
});

/**
 * The answer of GET {access}/accounts; fields GigTally does not use (balance, holdings, extra) are let through. Its
 * accounts are read one by one too: one that is not an account is left out.
 */
export const accountSetSchema = z.object({
  errors: z.array(z.unknown()).default([]),
  accounts: z.array(z.unknown()).default([]),
});
export type SimpleFinAccount = z.infer<typeof accountSchema>;
export type SimpleFinTransaction = z.infer<typeof transactionSchema>;

const AMOUNT = /^([-+]?)(\d{1,12})(?:\.(\d{0,20}))?$/;

/**
 * SimpleFIN's amount text ('-45.67', '1250.00', '0.10', '12') to integer cents, from the digits and never through a
 * float. A third decimal (some banks' fuel prices) rounds half away from zero. Undefined if it is not an amount.
 */
export function parseSimpleFinAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  let cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  if (cents > MAX_AMOUNT_CENTS) return undefined;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/**
 * The UTC calendar date of a unix time in seconds (SimpleFIN's `posted` and `transacted_at`); undefined outside the
 * years 0000-9999, which a calendar date (YYYY-MM-DD) cannot write, and never an exception, even past the last
 * instant a JavaScript date holds. A year that can be written but is no posting's (2999) is the sync's to refuse.
 */
export function unixToCalendarDate(seconds: number): CalendarDate | undefined {
  const instant = new Date(seconds * 1000);
  if (Number.isNaN(instant.getTime())) return undefined;
  const iso = instant.toISOString();
  return /^\d{4}-/.test(iso) ? iso.slice(0, 10) : undefined;
}

/** Unix seconds at the start (00:00 UTC) of a calendar date. */
export function calendarDateToUnix(date: CalendarDate): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

/**
 * The words a person sees: payee, else description, else memo, cleaned as statement import cleans a file's text
 * (cleanProviderText) and cut to the item limit.
 */
export function simpleFinDescription(
  transaction: Pick<SimpleFinTransaction, 'payee' | 'description' | 'memo'>,
) {
  const clean = (text: string | null | undefined) => cleanProviderText(text ?? '', DESCRIPTION_MAX_LENGTH);
  return (
    clean(transaction.payee) ||
    clean(transaction.description) ||
    clean(transaction.memo) ||
    'SimpleFIN transaction'
  );
}

/**
 * A transaction in our units. Pending: SimpleFIN says so, or it has no posted time yet (`posted` 0); its date is
 * when it was made (`transacted_at`) while it has no posted one. Undefined if the amount or the time cannot be read.
 */
export function toProviderTransaction(
  accountId: string,
  transaction: SimpleFinTransaction,
  today: CalendarDate,
): ProviderTransaction | undefined {
  const amountCents = parseSimpleFinAmount(transaction.amount);
  if (amountCents === undefined) return undefined;
  const pending = transaction.pending === true || transaction.posted === 0;
  const time = transaction.posted || transaction.transacted_at || 0;
  const date = time > 0 ? unixToCalendarDate(time) : today;
  if (date === undefined) return undefined;
  return {
    providerTransactionId: transaction.id,
    providerAccountId: accountId,
    date,
    amountCents,
    description: simpleFinDescription(transaction),
    pending,
  };
}

/** SimpleFIN does not say what kind an account is; its name usually does ('Sapphire Credit Card', 'Checking'). */
export function simpleFinAccountKind(name: string): ProviderAccount['kind'] {
  const lower = name.toLowerCase();
  if (/credit|card|visa|mastercard|amex|discover/.test(lower)) return 'credit';
  if (/saving|money market/.test(lower)) return 'savings';
  if (/checking|chequing/.test(lower)) return 'checking';
  return 'other';
}

/** The last four digits a bank puts at the end of an account's name ('Checking (…1234)', 'Card 5678'), if any. */
export function simpleFinAccountMask(name: string): string | null {
  return /(?:^|\D)(\d{4})\D{0,3}$/.exec(name.trim())?.[1] ?? null;
}

export function toProviderAccount(account: SimpleFinAccount): ProviderAccount {
  const name = cleanProviderText(account.name, PROVIDER_NAME_MAX_LENGTH) || 'Account';
  return {
    providerAccountId: account.id,
    name,
    kind: simpleFinAccountKind(name),
    mask: simpleFinAccountMask(name),
  };
}

/** GigTally keeps US dollars: an account in another currency (or in points, a currency URL) is left out. */
export const isDollarAccount = (account: Pick<SimpleFinAccount, 'currency'>) =>
  !account.currency || account.currency.toUpperCase() === 'USD';

/** The institution a connection shows: the distinct `org.name`s of its accounts, or 'SimpleFIN Bridge'. */
export function simpleFinInstitution(accounts: readonly SimpleFinAccount[]): string {
  const names = [
    ...new Set(
      accounts
        .map((account) => cleanProviderText(account.org?.name ?? '', PROVIDER_NAME_MAX_LENGTH))
        .filter(Boolean),
    ),
  ];
  return names.length > 0 ? names.join(', ').slice(0, PROVIDER_NAME_MAX_LENGTH) : 'SimpleFIN Bridge';
}

/** A [start, end) range of calendar dates: SimpleFIN's start-date is inclusive and its end-date exclusive. */
export interface DateWindow {
  start: CalendarDate;
  end: CalendarDate;
}

/**
 * The ranges a sync reads: from `readFrom` (the sync service's last posted date less its overlap for late postings;
 * on the first sync, none: the 90 days that end today) through today, cut into windows of at most 90 days since
 * SimpleFIN Bridge caps a longer range.
 */
export function simpleFinSyncWindows(readFrom: CalendarDate | null, today: CalendarDate): DateWindow[] {
  const from = readFrom
    ? readFrom < today
      ? readFrom
      : today
    : addDays(today, 1 - SIMPLEFIN_FIRST_SYNC_DAYS);
  const to = addDays(today, 1);
  const windows: DateWindow[] = [];
  for (let start = from; daysBetween(start, to) > 0;) {
    const end =
      daysBetween(start, to) > SIMPLEFIN_MAX_RANGE_DAYS ? addDays(start, SIMPLEFIN_MAX_RANGE_DAYS) : to;
    windows.push({ start, end });
    start = end;
  }
  return windows;
}

/** Why an answer of GET {access}/accounts cannot be used; the provider reports it as the Bridge unavailable. */
export const simpleFinAnswerReasons = {
  notJson: 'SimpleFIN answered something that is not JSON',
  notAccountSet: 'SimpleFIN answered JSON that is not an account set',
  /** No account, only errors: the Bridge's own words (strings in version 1, `{ code, msg }` in version 2). */
  errorsOnly: (words: string) => `SimpleFIN: ${words}`,
  /** The worker threads' queue is full (readSimpleFinAnswerOffThread): read again at the next sync. */
  readersBusy: 'GigTally is reading as many files and bank answers as it takes at once',
  /** The answer took its thread longer than its deadline, or more memory than the thread may use. */
  tooLarge: 'SimpleFIN answered more than GigTally reads in one sync',
} as const;

/** The words of SimpleFIN's `errors` (strings in version 1, `{ code, msg }` objects in version 2's errlist). */
export function simpleFinErrorWords(errors: readonly unknown[]): string {
  return errors
    .map((error) =>
      typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null && 'msg' in error
          ? String(error.msg)
          : JSON.stringify(error),
    )
    .join('; ')
    .slice(0, 500);
}

/** An answer of GET {access}/accounts in our units: its dollar accounts and their readable transactions. */
export type SimpleFinAnswerReading =
  | {
      ok: true;
      /** simpleFinInstitution of the dollar accounts. */
      institution: string;
      accounts: ProviderAccount[];
      /** Every transaction of those accounts that reads, in the answer's order. */
      transactions: ProviderTransaction[];
      /** Those that do not (not SimpleFIN's shape, an amount or a time that is not one), for the sync to report. */
      unreadable: UnreadableTransaction[];
    }
  | { ok: false; reason: string };

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The whole reading of an answer of GET {access}/accounts, from its bytes (UTF-8): JSON, then the account set, then
 * our units. Accounts in another currency are left out, and so is an account or a transaction that cannot be read
 * (the rest of the answer still reads; the transaction is counted in `unreadable`). Not usable: not JSON, not an
 * account set (or accounts none of which reads), or no account and only errors. Pure, and the costly part of a sync
 * (up to 25 MB), so it runs on a worker thread (readSimpleFinAnswerOffThread).
 */
export function readSimpleFinAnswer(body: Uint8Array, today: CalendarDate): SimpleFinAnswerReading {
  let json: unknown;
  try {
    json = JSON.parse(utf8.decode(body));
  } catch {
    return { ok: false, reason: simpleFinAnswerReasons.notJson };
  }
  const parsed = accountSetSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: simpleFinAnswerReasons.notAccountSet };
  const { errors } = parsed.data;
  const accounts = parsed.data.accounts.flatMap((json) => {
    const account = accountSchema.safeParse(json);
    return account.success ? [account.data] : [];
  });
  if (accounts.length === 0 && parsed.data.accounts.length > 0) {
    return { ok: false, reason: simpleFinAnswerReasons.notAccountSet };
  }
  if (accounts.length === 0 && errors.length > 0) {
    return { ok: false, reason: simpleFinAnswerReasons.errorsOnly(simpleFinErrorWords(errors)) };
  }
  const dollarAccounts = accounts.filter(isDollarAccount);
  const transactions: ProviderTransaction[] = [];
  const unreadable: UnreadableTransaction[] = [];
  for (const account of dollarAccounts) {
    for (const json of account.transactions) {
      const transaction = transactionSchema.safeParse(json);
      const mapped = transaction.success
        ? toProviderTransaction(account.id, transaction.data, today)
        : undefined;
      if (mapped) transactions.push(mapped);
      else unreadable.push({ providerAccountId: account.id, pending: looksPending(json) });
    }
  }
  return {
    ok: true,
    institution: simpleFinInstitution(dollarAccounts),
    accounts: dollarAccounts.map(toProviderAccount),
    transactions,
    unreadable,
  };
}

/** Whether a transaction that cannot be read says it is pending, as toProviderTransaction would read it. */
function looksPending(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const { pending, posted } = json as { pending?: unknown; posted?: unknown };
  return pending === true || posted === 0;
}
