import { BANK_DATE_LEEWAY_DAYS } from '../../core/bank';
import { addDays, isCalendarDate, type CalendarDate } from '../../core/dates';
import { cleanText, isPlainText, withoutNonText } from '../../core/import/statement-row';
import { DESCRIPTION_MAX_LENGTH, EARLIEST_DATE, LATEST_DATE } from '../../core/items';
import { MAX_AMOUNT_CENTS } from '../../core/money';
import type { ProviderAccount, ProviderTransaction } from './bank-provider';

// What of a provider's answer GigTally may store. A bank's answer is outside input like a statement file: its text is
// cleaned as statement import cleans a file's, and each transaction's ids, date and amount are checked on their own,
// so that one odd transaction is left out and reported instead of failing the database statement, and with it the
// whole connection, at every sync. Pure; the SimpleFIN mapping and the sync service (every provider) use it.

/** The longest provider id kept: SimpleFIN's answers are read with this cap, and Plaid's ids are far shorter. */
export const PROVIDER_ID_MAX_LENGTH = 500;
/** The longest institution or account name kept. */
export const PROVIDER_NAME_MAX_LENGTH = 200;
/** The name a connection shows when its provider gives none (or none that is text). */
export const UNNAMED_INSTITUTION = 'Your bank';
/** Account masks are the last 2-4 digits; a longer one is not a mask. */
const MASK_MAX_LENGTH = 8;

/** A provider's text as one clean line: what is not text taken out, white space made one space, cut to `max`. */
export const cleanProviderText = (text: string, max: number): string => cleanText(withoutNonText(text), max);

/**
 * An id GigTally may store and look up again as it came: not blank, not too long, nothing in it that is not text.
 * An id is never cleaned: two cleaned ids could become one.
 */
export const isUsableProviderId = (id: string): boolean =>
  id.trim() !== '' && id.length <= PROVIDER_ID_MAX_LENGTH && isPlainText(id);

/** The latest date a bank transaction may have, by today; kept for the last `today` asked (a sync asks 100,000 times). */
let latestOfToday = { today: '', latest: '' };
function latestBankDate(today: CalendarDate): CalendarDate {
  if (latestOfToday.today !== today) {
    const latest = addDays(today, BANK_DATE_LEEWAY_DAYS);
    latestOfToday = { today, latest: latest < LATEST_DATE ? latest : LATEST_DATE };
  }
  return latestOfToday.latest;
}

/**
 * A date a bank transaction may have: a real calendar date (YYYY-MM-DD) an item may hold, and no later than
 * BANK_DATE_LEEWAY_DAYS after `today`.
 */
export function isBankDate(date: string, today: CalendarDate): boolean {
  return date >= EARLIEST_DATE && date <= latestBankDate(today) && isCalendarDate(date);
}

const isStorableAmount = (cents: number) =>
  Number.isSafeInteger(cents) && Math.abs(cents) <= MAX_AMOUNT_CENTS;

/** The account as it may be stored, its name and mask cleaned; undefined when its id cannot be stored. */
export function checkedAccount(account: ProviderAccount): ProviderAccount | undefined {
  if (!isUsableProviderId(account.providerAccountId)) return undefined;
  return {
    ...account,
    name: cleanProviderText(account.name, PROVIDER_NAME_MAX_LENGTH) || 'Account',
    mask: account.mask === null ? null : cleanProviderText(account.mask, MASK_MAX_LENGTH) || null,
  };
}

/**
 * The transaction as it may be stored, its description cleaned; undefined when it cannot be: an id that cannot be
 * stored, a date that is not one (isBankDate), or an amount past what an item holds.
 */
export function checkedTransaction(
  transaction: ProviderTransaction,
  today: CalendarDate,
): ProviderTransaction | undefined {
  if (
    !isUsableProviderId(transaction.providerTransactionId) ||
    !isUsableProviderId(transaction.providerAccountId) ||
    !isBankDate(transaction.date, today) ||
    !isStorableAmount(transaction.amountCents)
  ) {
    return undefined;
  }
  return {
    ...transaction,
    description: cleanProviderText(transaction.description, DESCRIPTION_MAX_LENGTH) || 'Bank transaction',
  };
}
