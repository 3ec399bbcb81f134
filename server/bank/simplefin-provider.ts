import { bankMessages } from '../../core/bank';
import { localDate, type CalendarDate } from '../../core/dates';
import { readSimpleFinAnswerOffThread } from '../services/imports/read-statement-off-thread';
import {
  BankInputRefused,
  BankProviderUnavailable,
  BankReconnectNeeded,
  type BankProvider,
  type ConnectRequest,
  type ProviderChanges,
  type ProviderAccount,
  type ProviderConnection,
  type ProviderTransaction,
  type SyncPosition,
  type UnreadableTransaction,
} from './bank-provider';
import { isBankDate } from './provider-answers';
import { allowedSimpleFinUrl, type AllowedHost } from './simplefin-hosts';
import { calendarDateToUnix, simpleFinSyncWindows } from './simplefin-mapping';

// SimpleFIN Bridge (https://www.simplefin.org/protocol.html). The person pastes a setup token: base64 of
// a claim URL. One POST to it answers the access URL, https://user:pass@host/simplefin, which is the connection's
// secret from then on; GET {access}/accounts with HTTP Basic auth reads accounts and transactions.

export interface SimpleFinProviderOptions {
  /** The hosts it may contact (simpleFinAllowedHosts(env)); checked for the claim URL and the access URL alike. */
  allowedHosts: readonly AllowedHost[];
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** How long one request may take, answer included. */
  timeoutMs?: number;
  /** The largest answer read; a bigger one is refused rather than held in memory. */
  maxResponseBytes?: number;
}

export const SIMPLEFIN_TIMEOUT_MS = 20_000;
/** 90 days of a busy account is a few MB of JSON; 25 MB leaves room and still stops a hostile endless answer. */
export const SIMPLEFIN_MAX_RESPONSE_BYTES = 25 * 1024 * 1024;
/** An access URL is a few hundred characters. */
const CLAIM_MAX_RESPONSE_BYTES = 4096;

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

interface Answer {
  status: number;
  /** The body's bytes in an ArrayBuffer of their own, which can move to a worker thread. */
  body: Uint8Array<ArrayBuffer>;
  /** The body was larger than asked for and only its start was read (`past: 'cut'`). */
  cut: boolean;
}

/**
 * What to do with an answer larger than the bytes asked for: refuse it (an account set is never read in part), or
 * keep its start (a claim's answer that large is no access URL, and what it is decides the message).
 */
type PastMaxBytes = 'refuse' | 'cut';

/** The answer's body, refused or cut past `maxBytes` (by its Content-Length or while it streams in). */
async function readCapped(
  response: Response,
  maxBytes: number,
  past: PastMaxBytes,
): Promise<{ body: Uint8Array<ArrayBuffer>; cut: boolean }> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes && past === 'refuse') {
    await response.body?.cancel();
    throw new Error(`the answer is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return { body: new Uint8Array(0), cut: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let cut = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      await reader.cancel();
      if (past === 'refuse') throw new Error(`the answer is larger than ${maxBytes} bytes`);
      chunks.push(value.subarray(0, maxBytes - size));
      size = maxBytes;
      cut = true;
      break;
    }
    size += value.byteLength;
    chunks.push(value);
  }
  // Copied once into a buffer of exactly its size (Buffer.concat may hand out a slice of a shared pool).
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body, cut };
}

/** The answer of GET {access}/accounts, read: its dollar accounts and their transactions in our units. */
interface AccountsAnswer {
  institution: string;
  accounts: ProviderAccount[];
  transactions: ProviderTransaction[];
  unreadable: UnreadableTransaction[];
}

/**
 * The answers of a sync's windows as one. Usually there is one window, taken as it is; across several, an account
 * or a transaction seen twice is kept once, as the later answer has it.
 */
function mergeAnswers(answers: readonly AccountsAnswer[]): Omit<AccountsAnswer, 'institution'> {
  if (answers.length === 1) return answers[0]!;
  const accounts = new Map<string, ProviderAccount>();
  const transactions = new Map<string, ProviderTransaction>();
  // Without an id that reads, the same unreadable transaction in two windows cannot be told apart: counted twice.
  const unreadable: UnreadableTransaction[] = [];
  for (const answer of answers) {
    unreadable.push(...answer.unreadable);
    for (const account of answer.accounts) accounts.set(account.providerAccountId, account);
    for (const transaction of answer.transactions) {
      transactions.set(
        `${transaction.providerAccountId}\u0000${transaction.providerTransactionId}`,
        transaction,
      );
    }
  }
  return { accounts: [...accounts.values()], transactions: [...transactions.values()], unreadable };
}

export class SimpleFinBankProvider implements BankProvider {
  readonly name = 'simplefin' as const;
  private readonly allowedHosts: readonly AllowedHost[];
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly maxResponseBytes: number;

  constructor(options: SimpleFinProviderOptions) {
    this.allowedHosts = options.allowedHosts;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? SIMPLEFIN_TIMEOUT_MS;
    this.maxResponseBytes = options.maxResponseBytes ?? SIMPLEFIN_MAX_RESPONSE_BYTES;
  }

  async connect(request: ConnectRequest): Promise<ProviderConnection> {
    if (request.provider !== 'simplefin')
      throw new Error(`SimpleFIN cannot connect a ${request.provider} request`);
    const claimUrl = this.claimUrlOf(request.setupToken);
    const claim = await this.send(claimUrl, 'POST', undefined, CLAIM_MAX_RESPONSE_BYTES, 'cut');
    const access = this.accessUrlOf(accessUrlClaimed(claim));
    let answer: AccountsAnswer;
    try {
      // Balances only: no transaction is read, so the date that would date pending ones hardly matters.
      answer = await this.readAccounts(access, { 'balances-only': '1' }, localDate());
    } catch (error) {
      // The access URL was handed over a moment ago: a refusal now is the Bridge failing, not the person.
      if (error instanceof BankReconnectNeeded) throw new BankProviderUnavailable(error.message);
      throw error;
    }
    return { credentials: access.url.href, institution: answer.institution, accounts: answer.accounts };
  }

  async fetchChanges(
    credentials: string,
    position: SyncPosition,
    today: CalendarDate,
  ): Promise<ProviderChanges> {
    const access = this.accessUrlOf(credentials);
    const answers: AccountsAnswer[] = [];
    for (const window of simpleFinSyncWindows(position.lastPostedDate, today)) {
      const query = {
        'start-date': String(calendarDateToUnix(window.start)),
        'end-date': String(calendarDateToUnix(window.end)),
        pending: '1',
      };
      answers.push(await this.readAccounts(access, query, today));
    }
    const { accounts, transactions, unreadable } = mergeAnswers(answers);
    let newest = position.lastPostedDate ?? '';
    for (const transaction of transactions) {
      // A date the sync refuses (a year 2999) must not move where the next sync reads from either.
      if (!transaction.pending && transaction.date > newest && isBankDate(transaction.date, today))
        newest = transaction.date;
    }
    return {
      accounts,
      transactions,
      removedTransactionIds: [],
      next: { cursor: null, lastPostedDate: newest ? (newest > today ? today : newest) : null },
      unreadable,
    };
  }

  /** SimpleFIN has no call for an app to give up its access; the person revokes it at the Bridge. */
  async disconnect(): Promise<void> {}

  /** The claim URL a setup token holds, if it is base64 of a URL on the allow-list; BankInputRefused otherwise. */
  private claimUrlOf(setupToken: string): URL {
    const token = setupToken.replace(/\s+/g, '');
    const refused = new BankInputRefused('setupToken', bankMessages.setupTokenInvalid);
    if (!BASE64.test(token)) throw refused;
    const text = Buffer.from(token, 'base64').toString('utf8');
    if (!/^https?:\/\/[\x21-\x7e]+$/.test(text)) throw refused;
    const url = allowedSimpleFinUrl(text, this.allowedHosts);
    if (!url || url.username || url.password) throw refused;
    return url;
  }

  /** The access URL, if it is one on the allow-list with its user and password; the Bridge's failure otherwise. */
  private accessUrlOf(text: string): { url: URL; basic: string } {
    const url = allowedSimpleFinUrl(text, this.allowedHosts);
    const unusable = new BankProviderUnavailable('SimpleFIN gave an access URL GigTally may not use');
    if (!url || !url.username || !url.password) throw unusable;
    let basic: string;
    try {
      basic = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    } catch {
      throw unusable;
    }
    return { url, basic: `Basic ${Buffer.from(basic, 'utf8').toString('base64')}` };
  }

  /**
   * GET {access}/accounts, read on a worker thread (up to 25 MB of JSON would hold up every other request on the
   * event loop). An answer that cannot be used, or that cannot be read now, is the Bridge unavailable.
   */
  private async readAccounts(
    access: { url: URL; basic: string },
    query: Record<string, string>,
    today: CalendarDate,
  ): Promise<AccountsAnswer> {
    const url = new URL(access.url.href);
    url.username = '';
    url.password = '';
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/accounts`;
    url.search = new URLSearchParams(query).toString();
    url.hash = '';
    const answer = await this.send(url, 'GET', access.basic, this.maxResponseBytes);
    if (answer.status === 401 || answer.status === 403) {
      throw new BankReconnectNeeded('SimpleFIN refused the access URL: revoked at the Bridge');
    }
    if (answer.status !== 200) throw new BankProviderUnavailable(`SimpleFIN answered ${answer.status}`);
    let reading: Awaited<ReturnType<typeof readSimpleFinAnswerOffThread>>;
    try {
      reading = await readSimpleFinAnswerOffThread(answer.body.buffer, today);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BankProviderUnavailable(`SimpleFIN's answer could not be read: ${reason}`);
    }
    if (!reading.ok) throw new BankProviderUnavailable(reading.reason);
    return reading;
  }

  /** One request: never redirected, cut off after the timeout, its answer capped. Unreachable → BankProviderUnavailable. */
  private async send(
    url: URL,
    method: 'GET' | 'POST',
    authorization: string | undefined,
    maxBytes: number,
    past: PastMaxBytes = 'refuse',
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: method === 'GET' ? 'application/json' : 'text/plain' };
    if (method === 'POST') headers['Content-Length'] = '0';
    if (authorization) headers.Authorization = authorization;
    try {
      const response = await this.fetch(url, {
        method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new Error(`a redirect (${response.status}), which GigTally does not follow`);
      }
      return { status: response.status, ...(await readCapped(response, maxBytes, past)) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new BankProviderUnavailable(`SimpleFIN (${url.host}) could not be reached: ${reason}`);
    }
  }
}

/**
 * The text of a claim's answer that should be an access URL, or why the setup token did not give one. SimpleFIN
 * Bridge says no to a token used before with 403 and the words 'Forbidden (was it already claimed?)', and some
 * set-ups send those words with status 200 (Actual Budget's SimpleFIN code reads them so too): the token was used. A
 * blank answer, a web page (a sign-in or error page, whatever its status) or any other 4xx: a token that is not
 * right. Only a server error or a busy Bridge (5xx, 408, 429) is worth trying again later.
 */
function accessUrlClaimed(claim: Answer): string {
  const text = new TextDecoder().decode(claim.body).trim();
  if (claim.status === 403 || /^forbidden\b|already claimed/i.test(text))
    throw new BankInputRefused('setupToken', bankMessages.setupTokenClaimed);
  const retryable = claim.status >= 500 || claim.status === 408 || claim.status === 429;
  if (retryable || (claim.status >= 100 && claim.status < 200))
    throw new BankProviderUnavailable(`SimpleFIN's claim answered ${claim.status}`);
  if (claim.status >= 300 || claim.cut || !/^https?:\/\//i.test(text))
    throw new BankInputRefused('setupToken', bankMessages.setupTokenNotAccepted);
  return text;
}
