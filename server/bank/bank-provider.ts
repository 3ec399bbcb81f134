import type { BankProviderName } from '../../core/bank';

// What GigTally needs of a bank-data provider; SimpleFIN, Plaid and the built-in test bank implement it,
// as Stripe and the test mode implement BillingProvider.

/** An account as the provider reports it. */
export interface ProviderAccount {
  providerAccountId: string;
  name: string;
  kind: 'checking' | 'savings' | 'credit' | 'other';
  mask: string | null;
}

/** A transaction as the provider reports it, in our units. */
export interface ProviderTransaction {
  providerTransactionId: string;
  providerAccountId: string;
  /** Calendar date (YYYY-MM-DD) the transaction posted (or was made, while pending). */
  date: string;
  /** Integer cents, negative for money out of the person's account. */
  amountCents: number;
  description: string;
  pending: boolean;
}

/** What connecting gives: the secret to read with from then on (encrypted at rest by the caller), and what it reaches. */
export interface ProviderConnection {
  /** Opaque secret: SimpleFIN's access URL, Plaid's access token, the test bank's id. Never sent to a browser or logged. */
  credentials: string;
  institution: string;
  accounts: ProviderAccount[];
}

/**
 * Where to read from: Plaid's cursor, or (SimpleFIN, test bank) the newest posted date seen less the sync service's
 * overlap for transactions that post late (server/services/bank/sync-connection.ts, OVERLAP_DAYS).
 */
export interface SyncPosition {
  cursor: string | null;
  lastPostedDate: string | null;
}

export interface ProviderChanges {
  accounts: ProviderAccount[];
  /** Every transaction new or changed since `position` (posted and pending). */
  transactions: ProviderTransaction[];
  /** Ids the provider says are gone (Plaid's removed). */
  removedTransactionIds: string[];
  next: SyncPosition;
  /**
   * Transactions the provider sent that could not be read at all (SimpleFIN: an amount or a time that is not one),
   * by account: the sync reports the posted ones of tracked accounts with those it refuses itself.
   */
  unreadable?: UnreadableTransaction[];
}

export interface UnreadableTransaction {
  providerAccountId: string;
  pending: boolean;
}

export type ConnectRequest =
  | { provider: 'test'; userId: string }
  | { provider: 'simplefin'; userId: string; setupToken: string }
  | { provider: 'plaid'; userId: string; publicToken: string };

/** The provider needs the person: credentials changed, access revoked, token claimed. Syncs stop until they reconnect. */
export class BankReconnectNeeded extends Error {}
/** The provider could not be reached or failed: try again later (503 `unavailable`). */
export class BankProviderUnavailable extends Error {}
/** The person's input cannot connect (a bad setup token): 400 `validation-failed` with this message on the field. */
export class BankInputRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface BankProvider {
  readonly name: BankProviderName;
  connect(request: ConnectRequest): Promise<ProviderConnection>;
  /** What changed since `position`; `today` is the server's calendar date (YYYY-MM-DD). */
  fetchChanges(credentials: string, position: SyncPosition, today: string): Promise<ProviderChanges>;
  /** Tells the provider the connection is no longer used (Plaid's /item/remove); SimpleFIN and the test bank do nothing. */
  disconnect(credentials: string): Promise<void>;
}

/** The providers this server offers, by name; a missing one is off (for example Plaid without keys). */
export type BankProviders = Partial<Record<BankProviderName, BankProvider>>;
