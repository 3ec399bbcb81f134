// Types only: the SDK (some 90 MB of memory once loaded) is imported when a server with Plaid keys first calls it.
import type { AccountBase, CountryCode, PlaidApi, Products, Transaction } from 'plaid';
import { bankMessages } from '../../core/bank';
import type { Env } from '../env';
import {
  BankInputRefused,
  BankProviderUnavailable,
  BankReconnectNeeded,
  type BankProvider,
  type ConnectRequest,
  type ProviderAccount,
  type ProviderChanges,
  type ProviderConnection,
  type ProviderTransaction,
  type SyncPosition,
} from './bank-provider';
import { UNNAMED_INSTITUTION } from './provider-answers';

// Bank connections through Plaid (Link in the browser, public-token exchange, /transactions/sync), with
// the official `plaid` SDK. Plaid's API reference: https://plaid.com/docs/api/

export type PlaidEnvironment = 'sandbox' | 'production';

export interface PlaidSettings {
  clientId: string;
  secret: string;
  env: PlaidEnvironment;
  /** Another Plaid API host, for tests against the loopback stand-in; never set in production. */
  basePath?: string | undefined;
  /** How long one call may take before the provider counts as unavailable (default 30 s). */
  timeoutMs?: number | undefined;
}

/** Plaid when its keys are set (PLAID_CLIENT_ID and PLAID_SECRET, checked together by loadEnv); otherwise off. */
export function plaidProviderFrom(
  env: Pick<Env, 'PLAID_CLIENT_ID' | 'PLAID_SECRET' | 'PLAID_ENV' | 'PLAID_API_URL'>,
): PlaidBankProvider | undefined {
  if (!env.PLAID_CLIENT_ID || !env.PLAID_SECRET) return undefined;
  return new PlaidBankProvider({
    clientId: env.PLAID_CLIENT_ID,
    secret: env.PLAID_SECRET,
    env: env.PLAID_ENV,
    basePath: env.PLAID_API_URL,
  });
}

/** The name shown when Plaid does not say which institution an item belongs to. */
export const UNKNOWN_INSTITUTION = UNNAMED_INSTITUTION;
/** Transactions per /transactions/sync page (Plaid's maximum is 500). */
export const SYNC_PAGE_SIZE = 500;
/** How often a sync starts again from its first cursor when Plaid's data changes while it pages. */
const MUTATION_RETRIES = 3;
const DEFAULT_TIMEOUT_MS = 30_000;

// Plaid's error codes by what they mean for a connection (https://plaid.com/docs/errors/). Item errors that only
// the person can fix in Link (log in again, grant access, unlock): the connection waits for them.
const reconnectCodes = new Set([
  'ITEM_LOGIN_REQUIRED',
  'ITEM_NOT_FOUND',
  'ITEM_LOCKED',
  'ITEM_NOT_SUPPORTED',
  'ACCESS_NOT_GRANTED',
  'INVALID_ACCESS_TOKEN',
  'INVALID_CREDENTIALS',
  'INSUFFICIENT_CREDENTIALS',
  'INVALID_MFA',
  'MFA_NOT_SUPPORTED',
  'NO_ACCOUNTS',
  'USER_SETUP_REQUIRED',
  'PASSWORD_RESET_REQUIRED',
  'USER_PERMISSION_REVOKED',
]);
// Plaid or the bank is down, busy or not ready yet: try again later.
const unavailableTypes = new Set(['API_ERROR', 'INSTITUTION_ERROR', 'RATE_LIMIT_EXCEEDED']);
const unavailableCodes = new Set(['PRODUCT_NOT_READY', 'INTERNAL_SERVER_ERROR', 'PLANNED_MAINTENANCE']);

/** Plaid's error body (https://plaid.com/docs/errors/#error-schema), the parts we read. */
interface PlaidErrorBody {
  error_type: string;
  error_code: string;
  request_id?: string;
}

/** What went wrong in one call, without the SDK's error (whose request config carries the secret and tokens). */
interface PlaidFailure {
  /** Plaid's error body; undefined when no answer came (network, timeout) or the answer was not Plaid's. */
  body: PlaidErrorBody | undefined;
  status: number | undefined;
  /** For the log: the HTTP status and Plaid's type, code and request id, never a token. */
  summary: string;
}

/** The parts of the SDK's (axios's) error we read; axios is the SDK's dependency, not ours. */
interface SdkError {
  isAxiosError: true;
  code?: string;
  response?: { status: number; data: unknown };
}

const isSdkError = (error: unknown): error is SdkError =>
  typeof error === 'object' && error !== null && (error as SdkError).isAxiosError === true;

function plaidFailureOf(error: unknown, call: string): PlaidFailure {
  if (!isSdkError(error)) return { body: undefined, status: undefined, summary: `${call}: ${String(error)}` };
  const status = error.response?.status;
  const data = error.response?.data;
  const body =
    typeof data === 'object' &&
    data !== null &&
    typeof (data as PlaidErrorBody).error_code === 'string' &&
    typeof (data as PlaidErrorBody).error_type === 'string'
      ? {
          error_type: (data as PlaidErrorBody).error_type,
          error_code: (data as PlaidErrorBody).error_code,
          request_id: (data as PlaidErrorBody).request_id,
        }
      : undefined;
  const summary = body
    ? `${call} answered ${status} ${body.error_type}/${body.error_code} (request ${body.request_id ?? 'unknown'})`
    : status
      ? `${call} answered ${status}`
      : `${call} failed: ${error.code ?? 'no answer'}`;
  return { body, status, summary };
}

/** Plaid's data changed while a sync paged through it: the sync starts again from its first cursor. */
class SyncMutatedDuringPagination extends BankProviderUnavailable {}

/** The contract's error for a failed call (a new error: the SDK's carries our secret in its request config). */
function bankErrorOf(failure: PlaidFailure): Error {
  const { body, status, summary } = failure;
  if (!body) {
    // No answer (connection refused, reset, timed out) or a proxy's 5xx page: Plaid cannot be reached.
    if (status === undefined || status >= 500 || status === 429) return new BankProviderUnavailable(summary);
    return new Error(`Plaid ${summary}`);
  }
  if (reconnectCodes.has(body.error_code)) return new BankReconnectNeeded(summary);
  if (body.error_code === 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION')
    return new SyncMutatedDuringPagination(summary);
  if (unavailableTypes.has(body.error_type) || unavailableCodes.has(body.error_code))
    return new BankProviderUnavailable(summary);
  // INVALID_REQUEST, INVALID_API_KEYS and the like: a defect or a misconfiguration, for the error report.
  return new Error(`Plaid ${summary}`);
}

/**
 * Integer cents, negative for money out, from Plaid's amount (a JSON number in dollars, POSITIVE for money out).
 * Exact for amounts with at most two decimals: x is the double nearest n/100, off by at most half a unit in the
 * last place (a relative 2^-53); x*100 rounds once more, so it lies within about 1e-12 of the integer n for any
 * amount below a trillion dollars, far inside Math.round's ±0.5. (`|| 0` turns -0 into 0.)
 */
export function centsOfPlaidAmount(amount: number): number {
  return -Math.round(amount * 100) || 0;
}

function accountKind(account: AccountBase): ProviderAccount['kind'] {
  // Plaid's enums hold these strings; compared as text so the SDK itself need not be loaded for them.
  const type: string = account.type;
  const subtype: string | null = account.subtype;
  if (type === 'credit') return 'credit';
  if (type === 'depository') {
    if (subtype === 'checking') return 'checking';
    if (subtype === 'savings') return 'savings';
  }
  return 'other';
}

function providerAccountOf(account: AccountBase): ProviderAccount {
  return {
    providerAccountId: account.account_id,
    name: account.name || account.official_name || 'Account',
    kind: accountKind(account),
    mask: account.mask || null,
  };
}

function providerTransactionOf(transaction: Transaction): ProviderTransaction {
  return {
    providerTransactionId: transaction.transaction_id,
    providerAccountId: transaction.account_id,
    // `date` is the posted date once posted; while pending, the day it was made (authorized_date) when known.
    date: transaction.pending ? (transaction.authorized_date ?? transaction.date) : transaction.date,
    amountCents: centsOfPlaidAmount(transaction.amount),
    description: (transaction.merchant_name || transaction.name).trim(),
    pending: transaction.pending,
  };
}

/**
 * Folds the pages of one sync into its net changes: the latest version of each transaction (a later page's
 * `modified` replaces an earlier `added`), minus the removed ones, and each posted transaction's pending
 * predecessor (`pending_transaction_id`) counted as removed: Plaid says so in `removed` too, but not always on the
 * same page, and a sync must never keep both.
 */
export function netChanges(pages: { added: Transaction[]; modified: Transaction[]; removed: string[] }[]) {
  const latest = new Map<string, Transaction>();
  const removed = new Set<string>();
  for (const page of pages) {
    for (const transaction of [...page.added, ...page.modified]) {
      latest.set(transaction.transaction_id, transaction);
      removed.delete(transaction.transaction_id);
      if (!transaction.pending && transaction.pending_transaction_id)
        removed.add(transaction.pending_transaction_id);
    }
    for (const id of page.removed) removed.add(id);
  }
  for (const id of removed) latest.delete(id);
  return {
    transactions: [...latest.values()].map(providerTransactionOf),
    removedTransactionIds: [...removed],
  };
}

export class PlaidBankProvider implements BankProvider {
  readonly name = 'plaid' as const;
  private client: Promise<PlaidApi> | undefined;

  constructor(private readonly settings: PlaidSettings) {}

  /** The SDK's client, made on first use. */
  private api(): Promise<PlaidApi> {
    this.client ??= import('plaid').then(
      ({ Configuration, PlaidApi, PlaidEnvironments }) =>
        new PlaidApi(
          new Configuration({
            basePath: this.settings.basePath ?? PlaidEnvironments[this.settings.env],
            baseOptions: {
              headers: { 'PLAID-CLIENT-ID': this.settings.clientId, 'PLAID-SECRET': this.settings.secret },
              timeout: this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
              // Plaid answers directly; a redirect would be someone else's server.
              maxRedirects: 0,
            },
          }),
        ),
    );
    return this.client;
  }

  /** A Link token for this user (/link/token/create): the browser opens Plaid Link with it. */
  async createLinkToken(userId: string): Promise<string> {
    const response = await this.call('/link/token/create', async () =>
      (await this.api()).linkTokenCreate({
        user: { client_user_id: userId },
        client_name: 'GigTally',
        products: ['transactions' as Products],
        country_codes: ['US' as CountryCode],
        language: 'en',
        // The first sync reads the last 90 days.
        transactions: { days_requested: 90 },
      }),
    );
    return response.data.link_token;
  }

  async connect(request: ConnectRequest): Promise<ProviderConnection> {
    if (request.provider !== 'plaid')
      throw new Error(`The Plaid provider cannot connect ${request.provider}`);
    let accessToken: string;
    try {
      const exchange = await sentOnceMore(async () =>
        (await this.api()).itemPublicTokenExchange({ public_token: request.publicToken }),
      );
      accessToken = exchange.data.access_token;
    } catch (error) {
      const failure = plaidFailureOf(error, '/item/public_token/exchange');
      // A public token that is wrong, expired (after 30 minutes) or already exchanged.
      if (failure.body?.error_code === 'INVALID_PUBLIC_TOKEN')
        throw new BankInputRefused('publicToken', bankMessages.publicTokenRequired);
      throw bankErrorOf(failure);
    }
    try {
      const { data } = await this.call('/accounts/get', async () =>
        (await this.api()).accountsGet({ access_token: accessToken }),
      );
      return {
        credentials: accessToken,
        institution: await this.institutionName(data.item.institution_id ?? null),
        accounts: data.accounts.map(providerAccountOf),
      };
    } catch (error) {
      // The item exists at Plaid (and is billed) but will never be stored: remove it, then report the failure.
      await this.disconnect(accessToken).catch(() => undefined);
      throw error;
    }
  }

  /** Plaid's cursor says where the last sync stopped, so the server's date is not needed. */
  async fetchChanges(credentials: string, position: SyncPosition, _today: string): Promise<ProviderChanges> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.syncFrom(credentials, position.cursor);
      } catch (error) {
        // Plaid's advice for TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION: start again from the first cursor.
        if (!(error instanceof SyncMutatedDuringPagination) || attempt >= MUTATION_RETRIES) throw error;
      }
    }
  }

  async disconnect(credentials: string): Promise<void> {
    try {
      await (await this.api()).itemRemove({ access_token: credentials });
    } catch (error) {
      const failure = plaidFailureOf(error, '/item/remove');
      // Already gone at Plaid: nothing left to remove.
      if (failure.body && ['ITEM_NOT_FOUND', 'INVALID_ACCESS_TOKEN'].includes(failure.body.error_code))
        return;
      throw bankErrorOf(failure);
    }
  }

  /** Every page since `cursor`, as one set of changes; the position moves only once all pages are read. */
  private async syncFrom(accessToken: string, cursor: string | null): Promise<ProviderChanges> {
    const pages: { added: Transaction[]; modified: Transaction[]; removed: string[] }[] = [];
    let accounts: AccountBase[] = [];
    let next = cursor ?? undefined;
    for (;;) {
      const { data } = await this.call('/transactions/sync', async () =>
        (await this.api()).transactionsSync({
          access_token: accessToken,
          cursor: next,
          count: SYNC_PAGE_SIZE,
        }),
      );
      pages.push({
        added: data.added,
        modified: data.modified,
        removed: data.removed.map((removed) => removed.transaction_id),
      });
      if (data.accounts.length > 0) accounts = data.accounts;
      // While Plaid has not read the bank yet, next_cursor is '' (keep the old position).
      next = data.next_cursor || next;
      if (!data.has_more) break;
    }
    if (accounts.length === 0) {
      // Plaid lists the item's accounts with every sync page; should it not, ask for them rather than report none.
      ({ accounts } = (
        await this.call('/accounts/get', async () =>
          (await this.api()).accountsGet({ access_token: accessToken }),
        )
      ).data);
    }
    return {
      accounts: accounts.map(providerAccountOf),
      ...netChanges(pages),
      next: { cursor: next ?? null, lastPostedDate: null },
    };
  }

  private async institutionName(institutionId: string | null): Promise<string> {
    if (!institutionId) return UNKNOWN_INSTITUTION;
    try {
      const { data } = await (
        await this.api()
      ).institutionsGetById({
        institution_id: institutionId,
        country_codes: ['US' as CountryCode],
      });
      return data.institution.name || UNKNOWN_INSTITUTION;
    } catch {
      // Only the name shown is lost; the connection itself works.
      return UNKNOWN_INSTITUTION;
    }
  }

  /** One SDK call; its failure becomes the contract's error, without the SDK's error attached. */
  private async call<T>(endpoint: string, send: () => Promise<T>): Promise<T> {
    try {
      return await sentOnceMore(send);
    } catch (error) {
      throw bankErrorOf(plaidFailureOf(error, endpoint));
    }
  }
}

/**
 * A kept-alive connection that Plaid (or anything between) closed just as it was reused fails with ECONNRESET before
 * the request reaches Plaid; Node's agent then drops that socket, so one more try goes out on a fresh connection.
 */
async function sentOnceMore<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isResetBeforeAnswer(error)) throw error;
    return send();
  }
}

function isResetBeforeAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as { code?: unknown; response?: unknown };
  return failure.code === 'ECONNRESET' && failure.response === undefined;
}
